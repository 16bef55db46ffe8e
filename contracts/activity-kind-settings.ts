/**
 * The plan settings schema of each kind that keeps settings in `job_step_activities.settings`
 * (its definition's `settingsField`), one line per kind, and the plan contracts' fields built from
 * them (contracts/smartreq-plan.ts). Zod: staff-side only, unlike contracts/activity-kinds.ts.
 */
import * as z from 'zod/mini';
import type { ActivityKindDefinition } from './activity-kind.ts';
import type { KindSettingsField } from './activity-kinds.ts';
import { TypingSettingsSchema, typingSettingsOf } from './smartreq-kind-settings.ts';
import { DEFAULT_TYPING_DURATION_SECONDS } from './typing-test.ts';
import { typingTestKind } from './typing-test-kind.ts';
import { SpeedRequirementsSchema } from './speed-test-settings.ts';
import { speedRequirementsOf } from './speed-test-limits.ts';
import { speedTestKind } from './speed-test-kind.ts';

/** `read`: the settings as the plan view answers them, from `job_step_activities.settings`. */
const KIND_SETTINGS = {
  [typingTestKind.settingsField]: settings(typingTestKind, TypingSettingsSchema, (s) =>
    typingSettingsOf(s, DEFAULT_TYPING_DURATION_SECONDS),
  ),
  [speedTestKind.settingsField]: settings(speedTestKind, SpeedRequirementsSchema, speedRequirementsOf),
} satisfies Record<KindSettingsField, KindSettings<z.ZodMiniType>>;

interface KindSettings<S extends z.ZodMiniType> {
  kind: ActivityKindDefinition;
  schema: S;
  read(settings: unknown): z.infer<S> | null;
}
function settings<S extends z.ZodMiniType>(
  kind: ActivityKindDefinition,
  schema: S,
  read: (settings: unknown) => z.infer<S> | null,
): KindSettings<S> {
  return { kind, schema, read };
}

type Schemas = { [F in keyof typeof KIND_SETTINGS]: (typeof KIND_SETTINGS)[F]['schema'] };
/** Each settings field with the kind's value or null: what a plan activity answers. */
export type KindSettingsValues = { [F in keyof Schemas]: z.infer<Schemas[F]> | null };

/** A plan activity's settings fields from its stored settings: its own kind's read, null for the others. */
export function kindSettingsValues(activityType: string, stored: unknown): KindSettingsValues {
  return Object.fromEntries(
    Object.entries(KIND_SETTINGS).map(([field, k]) => [field, k.kind.type === activityType ? k.read(stored) : null]),
  ) as KindSettingsValues;
}

function fields<T>(wrap: (schema: z.ZodMiniType) => z.ZodMiniType): T {
  return Object.fromEntries(Object.entries(KIND_SETTINGS).map(([field, k]) => [field, wrap(k.schema)])) as T;
}

/** A plan activity's settings as the plan view answers them: null for another kind. */
export const planActivitySettingsFields = fields<{ [F in keyof Schemas]: z.ZodMiniNullable<Schemas[F]> }>((s) =>
  z.nullable(s),
);
/** A new activity's settings: absent or null, the kind's defaults. */
export const activityInputSettingsFields = fields<{
  [F in keyof Schemas]: z.ZodMiniOptional<z.ZodMiniNullable<Schemas[F]>>;
}>((s) => z.optional(z.nullable(s)));
/** An edit's settings: absent, unchanged. */
export const patchActivitySettingsFields = fields<{ [F in keyof Schemas]: z.ZodMiniOptional<Schemas[F]> }>((s) =>
  z.optional(s),
);

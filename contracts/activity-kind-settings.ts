/**
 * The plan settings of the kinds that keep them in `job_step_activities.settings` (their
 * definition's `settingsField`), each defined beside the kind's contracts (contracts/kind-settings.ts)
 * and listed by contracts/activity-kind-settings.gen.ts, and the plan contracts' fields built from
 * them (contracts/smartreq-plan.ts). Zod: staff-side only, unlike contracts/activity-kinds.ts.
 */
import * as z from 'zod/mini';
import type { KindSettingsField } from './activity-kinds.ts';
import { KIND_SETTINGS_DEFINITIONS } from './activity-kind-settings.gen.ts';

type Definition = (typeof KIND_SETTINGS_DEFINITIONS)[number];
type Schemas = { [D in Definition as D['kind']['settingsField']]: D['schema'] };
/** Every kind with a `settingsField` defines its settings (and none is defined twice). */
const everyFieldDefined: [KindSettingsField] extends [keyof Schemas]
  ? [keyof Schemas] extends [KindSettingsField]
    ? true
    : never
  : never = true;
void everyFieldDefined;

const KIND_SETTINGS: readonly Definition[] = KIND_SETTINGS_DEFINITIONS;

/** Each settings field with the kind's value or null: what a plan activity answers. */
export type KindSettingsValues = { [F in keyof Schemas]: z.infer<Schemas[F]> | null };

/** A plan activity's settings fields from its stored settings: its own kind's read, null for the others. */
export function kindSettingsValues(activityType: string, stored: unknown): KindSettingsValues {
  return Object.fromEntries(
    KIND_SETTINGS.map((k) => [k.kind.settingsField, k.kind.type === activityType ? k.read(stored) : null]),
  ) as KindSettingsValues;
}

function fields<T>(wrap: (schema: z.ZodMiniType) => z.ZodMiniType): T {
  return Object.fromEntries(KIND_SETTINGS.map((k) => [k.kind.settingsField, wrap(k.schema)])) as T;
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

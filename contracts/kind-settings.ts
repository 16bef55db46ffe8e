/**
 * A kind's plan settings (D186): the kinds that keep settings in
 * `job_step_activities.settings` define them beside their other contracts with `defineKindSettings`;
 * contracts/activity-kind-settings.gen.ts lists the definitions (npm run kinds) and
 * contracts/activity-kind-settings.ts builds the plan contracts' fields from them. Zod: staff-side
 * only, unlike the kinds' definitions.
 */
import type * as z from 'zod/mini';
import type { ActivityKindDefinition } from './activity-kind.ts';

export interface KindSettingsDefinition<K extends ActivityKindDefinition, S extends z.ZodMiniType> {
  kind: K;
  /** The settings as the plan editor sends them. */
  schema: S;
  /** `read`: the settings as the plan view answers them, from `job_step_activities.settings`. */
  read(settings: unknown): z.infer<S> | null;
}

export function defineKindSettings<
  const K extends ActivityKindDefinition & { settingsField: string },
  S extends z.ZodMiniType,
>(kind: K, schema: S, read: (settings: unknown) => z.infer<S> | null): KindSettingsDefinition<K, S> {
  return { kind, schema, read };
}

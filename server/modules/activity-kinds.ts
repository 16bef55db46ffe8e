/**
 * What the server adds to each activity kind: each kind's `defineServerKind` in its module's
 * `<kind>.kind.ts`, listed by activity-kinds.gen.ts (npm run kinds), here in the order of
 * contracts/activity-kinds.ts (activity-kinds.test.ts checks both list the same kinds). The plan
 * editor's settings rules and plan slots (job/plan-kinds.service.ts, plan.store.ts, a requisition's
 * copy in job.store.ts), the personal-data registry
 * (data-rights/personal-data.ts), app.ts's route table, a new application (progress) and the plan
 * view's defaults (job.routes.ts) read this list; an attempt's submission (user-response) reaches it
 * through the announcement listenForSubmittedAnswers listens to.
 */
import type { ActivityKindDefinition } from '../../contracts/activity-kind.ts';
import type { PersonalDataTable } from '../db/personal-data-kit.ts';
import type { Db } from '../db/database.ts';
import {
  onAnswersSubmitting,
  type AnyServerKind,
  type KindPlanDefaults,
  type KindPlanSlot,
  type KindRouteDeps,
  type KindSettingsRules,
  type SubmittedAnswers,
} from './activity/index.ts';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_KIND_TYPES, type KindSettingsField } from '../../contracts/activity-kinds.ts';
import { SERVER_KIND_DEFINITIONS } from './activity-kinds.gen.ts';

const order = (k: AnyServerKind) => (ACTIVITY_KIND_TYPES as readonly string[]).indexOf(k.kind.type);
export const SERVER_KINDS: readonly AnyServerKind[] = [...SERVER_KIND_DEFINITIONS].sort((a, b) => order(a) - order(b));

/** A kind with settings kept in `job_step_activities.settings`, with its field and rules. */
export interface KindWithSettings {
  kind: ActivityKindDefinition;
  field: KindSettingsField;
  rules: KindSettingsRules<unknown>;
}

/** The kinds that keep settings in `job_step_activities.settings`, in list order. */
export const KINDS_WITH_SETTINGS: readonly KindWithSettings[] = SERVER_KINDS.flatMap((k) =>
  k.settings && k.kind.settingsField
    ? [{ kind: k.kind, field: k.kind.settingsField as KindSettingsField, rules: k.settings }]
    : [],
);

/** A kind with a plan field kept in its own tables (D442), with its slot. */
export interface KindWithPlanSlot {
  kind: ActivityKindDefinition;
  slot: KindPlanSlot;
}

/** The kinds with a plan slot, in list order. */
export const KINDS_WITH_PLAN_SLOTS: readonly KindWithPlanSlot[] = SERVER_KINDS.flatMap((k) =>
  k.plan ? [{ kind: k.kind, slot: k.plan }] : [],
);

/** The personal-data tables the kinds declare, in list order. */
export const KIND_PERSONAL_DATA: readonly PersonalDataTable[] = SERVER_KINDS.flatMap((k) => k.personalData ?? []);

/** Registers every kind's own endpoints. */
export function registerKindRoutes(app: FastifyInstance, deps: KindRouteDeps): void {
  for (const k of SERVER_KINDS) k.registerRoutes?.(app, deps);
}

/**
 * Registered by buildApp with the other listeners: the kinds hear what the attempts' submission
 * (user-response) announces, which cannot call this list: the kinds import it (D459). Registering
 * again (an app built many times in one process) keeps one listener.
 */
export function listenForSubmittedAnswers(): void {
  onAnswersSubmitting(kindsOnAnswersSubmitted);
}

/** Every kind's hook on a new application `refId`, in list order, on the caller's transaction. */
export async function kindsOnApplicationCreated(db: Db, refId: string): Promise<void> {
  for (const k of SERVER_KINDS) await k.applicationCreated?.(db, refId);
}

/** The company's defaults for new activities, every kind's that has some. */
export async function kindPlanDefaults(db: Db, accountId: number): Promise<KindPlanDefaults> {
  const defaults: KindPlanDefaults = {};
  for (const k of SERVER_KINDS) if (k.planDefaults) Object.assign(defaults, await k.planDefaults(db, accountId));
  return defaults;
}

/** Every kind's hook on an attempt's answers being submitted, in list order, on the submission's transaction. */
export async function kindsOnAnswersSubmitted(db: Db, submission: SubmittedAnswers): Promise<void> {
  for (const k of SERVER_KINDS) await k.answersSubmitted?.(db, submission);
}

/**
 * What the server adds to an activity kind's shared definition (contracts/activity-kind.ts), in
 * one place per kind (`server/modules/<kind>/<kind>.kind.ts`, listed by
 * server/modules/activity-kinds.gen.ts): how the plan editor's settings for it are checked and kept,
 * the plan field it keeps in its own tables (its plan slot, kind-plan-slot.ts), the tables of personal
 * data it adds to a person's archive and erasure, its routes, what the
 * job link says of it, and its hooks on an application's life (a new application, the plan's defaults). The plan editor's rules (job/plan-kinds.service.ts), the data-rights
 * registry, the job link (job-link/activity-estimate.ts), progress, the plan view and app.ts read the list,
 * so a kind adds none of its names there.
 */
import type { FastifyInstance } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { ActivityKindDefinition } from '../../../contracts/activity-kind.ts';
import type { KindPlanField } from '../../../contracts/activity-kinds.ts';
import type { ActivityInput } from '../../../contracts/smartreq.ts';
import type { Plan } from '../../../contracts/smartreq-plan.ts';
import type { KindStaffResult } from '../../../contracts/timed-results.ts';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { PersonalDataTable } from '../../db/personal-data-kit.ts';
import type { KindPlanSlot } from './kind-plan-slot.ts';
import type { SubmittedAnswers } from './activity-events.ts';

/** `job_step_activities.settings` as stored (jsonb). */
export type StoredSettings = Record<string, unknown>;

/** The rules of a kind's settings kept in `job_step_activities.settings` (its `settingsField`). */
export interface KindSettingsRules<Input> {
  /** The refusal (`not_for_kind` on the settings field) when another kind's activity is given these settings. */
  notForKind: string;
  /** A new activity's settings; `input` absent or null when the editor sent none. */
  create(db: Db, accountId: number, input: Input | null | undefined): Promise<StoredSettings> | StoredSettings;
  /** The settings after an edit of the kind's settings: the stored ones with the kind's keys replaced. */
  patch(input: Input, stored: StoredSettings): StoredSettings;
}

export interface KindRouteDeps {
  db: Db;
  files: FileStorage;
  /** The activity lease's length (config.attemptLeaseMs). */
  attemptLeaseMs: number;
}

type PlanOf<D> = D extends { planField: infer F extends KindPlanField } ? { plan: KindPlanSlot<F> } : { plan?: never };

type SettingsOf<D> = D extends { settingsField: infer F extends keyof ActivityInput }
  ? { settings: KindSettingsRules<NonNullable<ActivityInput[F]>> }
  : { settings?: never };

/** The company's defaults for a kind's new activities, under the plan view's key for them (its GET only). */
export type KindPlanDefaults = Pick<Plan, 'typing_defaults'>;

/**
 * What a kind does at a moment of an application's life, so that progress and the plan editor
 * iterate the kinds (server/modules/activity-kinds.ts) instead of calling one by name.
 */
export interface KindHooks {
  /** An application `refId` was made, on the caller's transaction (the typing test carries a run that stands for it, D207). */
  applicationCreated?(db: Db, refId: string): Promise<void>;
  /** The company's defaults the plan editor starts the kind's new activities from. */
  planDefaults?(db: Db, accountId: number): Promise<KindPlanDefaults>;
  /**
   * An attempt's answers are being submitted (any kind's: the hook checks the activity is its
   * own), on the submission's transaction, before anything is written; throwing refuses them
   * (the question set's rules: required, limits, files held, D459).
   */
  answersSubmitted?(db: Db, submission: SubmittedAnswers): Promise<void>;
}

/** A plan activity as the job link's estimate reads it (job-link/activity-estimate.ts). */
export interface EstimatedActivity {
  activity_type: string;
  questionnaire_minutes: number | null;
  skills_test_minutes: string | number | null;
}

/** What the job link says of an activity of the kind under "what applying involves" (D196). */
export interface KindApplying {
  /** How long it takes a candidate on a phone: the typical time, or worked out from the activity. */
  minutes: number | ((activity: EstimatedActivity) => number);
  /** It cannot be done without a connection (booking a slot, signing, measuring the connection itself). */
  needsConnection?: boolean;
  /** Done with the company after applying (a conversation, a signature): not part of the application's time. */
  isLaterWithCompany?: boolean;
}

export type ServerKind<D extends ActivityKindDefinition = ActivityKindDefinition> = {
  kind: D;
  /** The job link's estimate of it (job-link/activity-estimate.ts). */
  applying: KindApplying;
  /** Tables holding what a candidate did in the kind (data-rights/personal-data.ts reads them in list order). */
  personalData?: readonly PersonalDataTable[];
  /** Registers the kind's own endpoints (its contract file's). */
  registerRoutes?(app: FastifyInstance, deps: KindRouteDeps): void;
  /** The result staff read on the scorecard's timed tests, once the candidate finished (undefined before). */
  staffResult?: StaffResultReader;
} & KindHooks &
  SettingsOf<D> &
  /** The plan field the kind keeps in its own tables (its `planField`, D442): the plan editor parses, checks, keeps and reads it through here. */
  PlanOf<D>;

/** Any kind's, as the list holds them. */
export interface AnyServerKind extends KindHooks {
  kind: ActivityKindDefinition;
  applying: KindApplying;
  plan?: KindPlanSlot;
  personalData?: readonly PersonalDataTable[];
  registerRoutes?(app: FastifyInstance, deps: KindRouteDeps): void;
  settings?: KindSettingsRules<unknown>;
  staffResult?: StaffResultReader;
}

/**
 * A kind's result of one activity of one application, for staff (contracts/timed-results.ts), read
 * in the one statement that lists the plan's timed tests (scorecard/timed-results.service.ts), and
 * in the scorecard's own statement (D310).
 */
export interface StaffResultReader {
  /**
   * A call of the kind's database function (D343, D387; a correlated subquery here would be set up
   * on every scorecard view, whether or not the plan has the kind): the kind's
   * result of `activity` (the listed activity's id) for the application `refId` (a value, or the
   * scorecard statement's column), as one JSON object, or no row or null while there is none (not
   * finished).
   */
  select(refId: RawBuilder<string>, activity: RawBuilder<number>): RawBuilder<unknown>;
  /** That object as the result staff read. */
  read(row: Record<string, unknown>): KindStaffResult;
}

/** A JSON timestamp from PostgreSQL (microseconds, an offset) as the contracts' ISO text. */
export function isoOf(value: unknown): string {
  return new Date(String(value)).toISOString();
}

/** Declares what the server adds to a kind; a kind with a `settingsField` must give its settings rules, one with a `planField` its plan slot. */
export function defineServerKind<const D extends ActivityKindDefinition>(definition: ServerKind<D>): ServerKind<D> {
  return definition;
}

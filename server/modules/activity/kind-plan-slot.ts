/**
 * A kind's part of the plan editor (D442): a field of the plan activity whose value the kind keeps
 * in its own tables (the skills test its test, video answers their questions, the language test
 * its languages and parts, D458). The kind parses,
 * checks, keeps, reads and copies it; the plan editor (job/plan-kinds.service.ts, plan.store.ts) and
 * a requisition's copy (job/job.store.ts) iterate the kinds' slots (server/modules/activity-kinds.ts)
 * instead of naming a kind. Settings kept in `job_step_activities.settings` follow KindSettingsRules.
 */
import { HttpError } from '../../http/http-error.ts';
import type { PlanErrorCodeValue } from '../../../contracts/plan-codes.ts';
import type { KindPlanField } from '../../../contracts/activity-kinds.ts';
import type { ActivityInput, PatchActivity, PlanActivity } from '../../../contracts/smartreq.ts';
import type { Db } from '../../db/database.ts';

/** A plan change refused on one field: its code lets the plan editor say why in the user's language. */
export const planInvalid = (code: PlanErrorCodeValue, prop: string, message: string) =>
  new HttpError(400, code, 'Please check the highlighted fields.', [{ prop, message }]);

/**
 * The rules and the storage of one kind's plan field (its definition's `planField`). `Value` is the
 * field as the kind keeps it, once parsed; the plan reads it back as `PlanActivity[F]`.
 */
export interface KindPlanSlot<F extends KindPlanField = KindPlanField, Value = unknown> {
  /** The kind definition's `planField`. */
  readonly field: F;
  /** The refusal (`plan_setting_not_for_kind` on the field) when an activity of another kind is given it. */
  readonly notForKind: string;
  /** The field on an activity of another kind. */
  readonly none: PlanActivity[F];
  /** Whether a new activity's input carries a value (one of another kind that does is refused). */
  carries(input: ActivityInput[F]): boolean;
  /** The editor's value as the kind keeps it; refuses (400, planInvalid on the field) one missing or malformed. */
  parse(input: ActivityInput[F] | PatchActivity[F]): Value;
  /** Refuses a value the job's company may not use (another company's test is not found). */
  check?(db: Db, accountId: number, value: Value): Promise<void>;
  /** Whether an edit's value is the one the activity keeps (then nothing is checked or written). */
  same(value: Value, kept: PlanActivity[F]): boolean;
  /**
   * Whether an edit that is not the same changes only what candidates' answers do not rest on (a
   * video question's versions in other languages, D469), so it is kept after candidates responded.
   * Absent: every change replaces the content.
   */
  keepsAnswers?(value: Value, kept: PlanActivity[F]): boolean;
  /** Keeps the value for the activity, on the plan change's transaction (replacing what it kept). */
  persist(db: Db, activityId: number, value: Value): Promise<void>;
  /** What the given activities keep (only those of the kind that keep something are in the map). */
  read(db: Db, activityIds: readonly number[]): Promise<Map<number, PlanActivity[F]>>;
  /** Gives the copy of an activity what the activity keeps (a requisition copied as a draft). */
  copy(db: Db, fromActivityId: number, toActivityId: number): Promise<void>;
}

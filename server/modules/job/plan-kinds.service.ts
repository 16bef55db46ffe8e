/**
 * The rules of the kinds whose settings live beside the activity: only kinds a candidate
 * can complete are added (offers wait for their screens; an interview's kit and panel are set
 * through its interview setup); the field a kind keeps in its own tables (a skills test's test,
 * video answers' questions, a language test's parts) follows that kind's plan slot, and the settings a kind keeps in the
 * activity's settings (where the candidate's side reads them) that kind's rules
 * (server/modules/activity-kinds.ts, D442). Neither names a kind.
 */
import {
  isPlanEditorKind,
  type ActivityInput,
  type PatchActivity,
  type PlanActivity,
} from '../../../contracts/smartreq.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import { planInvalid } from './job-change.ts';
import type { StaffJob } from '../../http/team-access.ts';
import type { KindPlanSlot } from '../activity/index.ts';
import { KINDS_WITH_PLAN_SLOTS, KINDS_WITH_SETTINGS } from '../activity-kinds.ts';

export const KIND_NOT_OFFERED = 'Offers cannot be added to a plan yet: candidates could not complete them.';

export function assertKindOffered(kind: string): void {
  if (!isPlanEditorKind(kind))
    throw new HttpError(400, ErrorCode.kindNotOffered, KIND_NOT_OFFERED, [
      { prop: 'activity_type', message: KIND_NOT_OFFERED },
    ]);
}

type Settings = Record<string, unknown>;

/** A kind's plan field, parsed and checked, for its slot to keep once the change is written. */
export interface KeptKindValue {
  slot: KindPlanSlot;
  value: unknown;
}

/** Keeps the checked values of an activity's plan fields, on the plan change's transaction. */
export async function keepKindValues(db: Db, activityId: number, kept: readonly KeptKindValue[]): Promise<void> {
  for (const { slot, value } of kept) await slot.persist(db, activityId, value);
}

export interface KindValues {
  settings: string;
  kept: KeptKindValue[];
}

/** A new activity's kind settings, checked; fields of another kind are refused. */
export async function newKindValues(db: Db, job: StaffJob, input: ActivityInput): Promise<KindValues> {
  const kind = input.activity_type;
  assertKindOffered(kind);
  for (const { kind: k, slot } of KINDS_WITH_PLAN_SLOTS)
    if (kind !== k.type && slot.carries(input[slot.field]))
      throw planInvalid(PlanErrorCode.notForKind, slot.field, slot.notForKind);
  for (const k of KINDS_WITH_SETTINGS)
    if (input[k.field] && kind !== k.kind.type)
      throw planInvalid(PlanErrorCode.notForKind, k.field, k.rules.notForKind);
  const own = KINDS_WITH_SETTINGS.find((k) => k.kind.type === kind);
  const settings = own ? await own.rules.create(db, job.account_id, input[own.field]) : {};
  const kept: KeptKindValue[] = [];
  for (const { kind: k, slot } of KINDS_WITH_PLAN_SLOTS) {
    if (k.type !== kind) continue;
    const value = slot.parse(input[slot.field]);
    await slot.check?.(db, job.account_id, value);
    kept.push({ slot, value });
  }
  return { settings: JSON.stringify(settings), kept };
}

export interface KindPatch {
  settings?: string;
  kept: KeptKindValue[];
  /** A change that would orphan candidates' answers (another test, other questions). */
  replacesContent: boolean;
}

/** An edit's kind settings, checked against the activity's kind; only what changes. */
export async function patchKindValues(
  db: Db,
  job: StaffJob,
  activity: { activity_type: string; settings: unknown },
  current: PlanActivity,
  body: PatchActivity,
): Promise<KindPatch> {
  const kind = activity.activity_type;
  const out: KindPatch = { kept: [], replacesContent: false };
  for (const { kind: k, slot } of KINDS_WITH_PLAN_SLOTS) {
    const given = body[slot.field];
    if (given === undefined) continue;
    if (kind !== k.type) throw planInvalid(PlanErrorCode.notForKind, slot.field, slot.notForKind);
    const value = slot.parse(given);
    if (slot.same(value, current[slot.field])) continue;
    await slot.check?.(db, job.account_id, value);
    out.kept.push({ slot, value });
    if (!slot.keepsAnswers?.(value, current[slot.field])) out.replacesContent = true;
  }
  const base = (activity.settings ?? {}) as Settings;
  for (const k of KINDS_WITH_SETTINGS) {
    const given = body[k.field];
    if (given === undefined) continue;
    if (kind !== k.kind.type) throw planInvalid(PlanErrorCode.notForKind, k.field, k.rules.notForKind);
    out.settings = JSON.stringify(k.rules.patch(given, base));
  }
  return out;
}

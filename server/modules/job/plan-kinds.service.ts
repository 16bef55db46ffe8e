/**
 * The rules of the kinds whose settings live beside the activity: only kinds a candidate
 * can complete are added (offers wait for their screens; an interview's kit and panel are set
 * through its interview setup); a skills test must be the
 * company's own or the provider's (another company's is "not found"); a video activity needs its
 * questions; the settings a kind keeps in the activity's settings (where the candidate's side reads
 * them) follow that kind's rules (server/modules/activity-kinds.ts).
 */
import {
  isPlanEditorKind,
  type ActivityInput,
  type PatchActivity,
  type PlanActivity,
  type VideoQuestionInput,
} from '../../../contracts/smartreq.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import { planInvalid } from './job-change.ts';
import type { StaffJob } from '../../http/team-access.ts';
import * as planOffers from './plan-offers.store.ts';
import { KINDS_WITH_SETTINGS } from '../activity-kinds.ts';

export const KIND_NOT_OFFERED = 'Offers cannot be added to a plan yet: candidates could not complete them.';
const NO_QUESTIONS = 'Write at least one question.';

export function assertKindOffered(kind: string): void {
  if (!isPlanEditorKind(kind))
    throw new HttpError(400, ErrorCode.kindNotOffered, KIND_NOT_OFFERED, [
      { prop: 'activity_type', message: KIND_NOT_OFFERED },
    ]);
}

type Settings = Record<string, unknown>;

async function usableSkillsTest(db: Db, job: StaffJob, id: number | null | undefined): Promise<number> {
  if (!id) throw planInvalid(PlanErrorCode.skillsTestMissing, 'skills_test_id', 'Choose a skills test.');
  if (!(await planOffers.skillsTestUsable(db, job.account_id, id))) throw notFound('Skills test not found');
  return id;
}

function checkedQuestions(questions: readonly VideoQuestionInput[] | undefined): VideoQuestionInput[] {
  if (!questions || questions.length === 0)
    throw planInvalid(PlanErrorCode.videoQuestionsMissing, 'video_questions', NO_QUESTIONS);
  return questions.map((q) => ({ ...q, text: q.text.trim() }));
}

export interface KindValues {
  skills_test_id: number | null;
  settings: string;
  videoQuestions: VideoQuestionInput[];
}

/** A new activity's kind settings, checked; fields of another kind are refused. */
export async function newKindValues(db: Db, job: StaffJob, input: ActivityInput): Promise<KindValues> {
  const kind = input.activity_type;
  assertKindOffered(kind);
  if (input.skills_test_id && kind !== 'skills_test')
    throw planInvalid(PlanErrorCode.notForKind, 'skills_test_id', 'Only skills-test activities take a skills test.');
  for (const k of KINDS_WITH_SETTINGS)
    if (input[k.field] && kind !== k.kind.type)
      throw planInvalid(PlanErrorCode.notForKind, k.field, k.rules.notForKind);
  if (input.video_questions?.length && kind !== 'video')
    throw planInvalid(PlanErrorCode.notForKind, 'video_questions', 'Only video activities take video questions.');
  const own = KINDS_WITH_SETTINGS.find((k) => k.kind.type === kind);
  const settings = own ? await own.rules.create(db, job.account_id, input[own.field]) : {};
  return {
    skills_test_id: kind === 'skills_test' ? await usableSkillsTest(db, job, input.skills_test_id) : null,
    settings: JSON.stringify(settings),
    videoQuestions: kind === 'video' ? checkedQuestions(input.video_questions) : [],
  };
}

export interface KindPatch {
  skills_test_id?: number;
  settings?: string;
  videoQuestions?: VideoQuestionInput[];
  /** A change that would orphan candidates' answers (another test, other questions). */
  replacesContent: boolean;
}

/** An edit's kind settings, checked against the activity's kind; only what changes. */
export async function patchKindValues(
  db: Db,
  job: StaffJob,
  activity: { activity_type: string; skills_test_id: number | null; settings: unknown },
  current: PlanActivity,
  body: PatchActivity,
): Promise<KindPatch> {
  const kind = activity.activity_type;
  const out: KindPatch = { replacesContent: false };
  if (body.skills_test_id !== undefined && body.skills_test_id !== activity.skills_test_id) {
    if (kind !== 'skills_test')
      throw planInvalid(PlanErrorCode.notForKind, 'skills_test_id', 'Only skills-test activities take a skills test.');
    out.skills_test_id = await usableSkillsTest(db, job, body.skills_test_id);
    out.replacesContent = true;
  }
  const base = (activity.settings ?? {}) as Settings;
  for (const k of KINDS_WITH_SETTINGS) {
    const given = body[k.field];
    if (given === undefined) continue;
    if (kind !== k.kind.type) throw planInvalid(PlanErrorCode.notForKind, k.field, k.rules.notForKind);
    out.settings = JSON.stringify(k.rules.patch(given, base));
  }
  if (body.video_questions !== undefined) {
    if (kind !== 'video')
      throw planInvalid(PlanErrorCode.notForKind, 'video_questions', 'Only video activities take video questions.');
    const questions = checkedQuestions(body.video_questions);
    const same = (q: VideoQuestionInput, c: PlanActivity['video_questions'][number] | undefined) =>
      c !== undefined &&
      c.text === q.text &&
      c.media === q.media &&
      c.time_limit_seconds === q.time_limit_seconds &&
      c.max_retakes === q.max_retakes;
    if (
      questions.length !== current.video_questions.length ||
      questions.some((q, i) => !same(q, current.video_questions[i]))
    ) {
      out.videoQuestions = questions;
      out.replacesContent = true;
    }
  }
  return out;
}

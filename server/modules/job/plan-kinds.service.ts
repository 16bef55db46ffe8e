/**
 * The rules of the kinds whose settings live beside the activity: only kinds a candidate
 * can complete are added (offers wait for their screens; an interview's kit and panel are set
 * through its interview setup); a skills test must be the
 * company's own or the provider's (another company's is "not found"); a video activity needs its
 * questions; a typing test's length and passage language and a speed test's minimums are kept in
 * the activity's settings, where the candidate's side reads them.
 */
import {
  isPlanEditorKind,
  type ActivityInput,
  type PatchActivity,
  type PlanActivity,
  type TypingSettings,
  type VideoQuestionInput,
} from '../../../contracts/smartreq.ts';
import type { SpeedRequirements } from '../../../contracts/speed-test-limits.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import { planInvalid } from './job-change.ts';
import type { StaffJob } from './job-access.ts';
import * as planStore from './plan.store.ts';
import { companyDefaults } from '../typing-test/typing-settings.service.ts';

export const KIND_NOT_OFFERED = 'Offers cannot be added to a plan yet: candidates could not complete them.';
const NO_QUESTIONS = 'Write at least one question.';

export function assertKindOffered(kind: string): void {
  if (!isPlanEditorKind(kind))
    throw new HttpError(400, ErrorCode.kindNotOffered, KIND_NOT_OFFERED, [
      { prop: 'activity_type', message: KIND_NOT_OFFERED },
    ]);
}

type Settings = Record<string, unknown>;

function typingSettings(t: TypingSettings): Settings {
  return {
    typing_duration_seconds: t.duration_seconds,
    ...(t.language ? { typing_language: t.language } : {}),
    ...(typeof t.min_net_wpm === 'number' ? { typing_min_net_wpm: t.min_net_wpm } : {}),
    ...(typeof t.min_accuracy === 'number' ? { typing_min_accuracy: t.min_accuracy } : {}),
  };
}

/** A new typing activity starts from the company's defaults (settings, measurement, typing test); what the editor sends wins. */
async function newTypingSettings(db: Db, accountId: number, input: TypingSettings | undefined): Promise<Settings> {
  const defaults = await companyDefaults(db, accountId);
  return typingSettings({
    duration_seconds: input?.duration_seconds ?? defaults.duration_seconds,
    language: input?.language ?? null,
    min_net_wpm: input?.min_net_wpm === undefined ? defaults.min_net_wpm : input.min_net_wpm,
    min_accuracy: input?.min_accuracy === undefined ? defaults.min_accuracy : input.min_accuracy,
  });
}

function speedSettings(r: SpeedRequirements): Settings {
  const out: Settings = {};
  if (r.min_download_mbps !== null) out.speed_min_download_mbps = r.min_download_mbps;
  if (r.min_upload_mbps !== null) out.speed_min_upload_mbps = r.min_upload_mbps;
  if (r.max_latency_ms !== null) out.speed_max_latency_ms = r.max_latency_ms;
  return out;
}

async function usableSkillsTest(db: Db, job: StaffJob, id: number | null | undefined): Promise<number> {
  if (!id) throw planInvalid(PlanErrorCode.skillsTestMissing, 'skills_test_id', 'Choose a skills test.');
  if (!(await planStore.skillsTestUsable(db, job.account_id, id))) throw notFound('Skills test not found');
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
  if (input.typing && kind !== 'typing_test')
    throw planInvalid(PlanErrorCode.notForKind, 'typing', 'Only typing tests take a duration and passage language.');
  if (input.speed_test && kind !== 'speed_test')
    throw planInvalid(PlanErrorCode.notForKind, 'speed_test', 'Only speed tests take minimum speeds.');
  if (input.video_questions?.length && kind !== 'video')
    throw planInvalid(PlanErrorCode.notForKind, 'video_questions', 'Only video activities take video questions.');
  const settings =
    kind === 'typing_test'
      ? await newTypingSettings(db, job.account_id, input.typing ?? undefined)
      : kind === 'speed_test' && input.speed_test
        ? speedSettings(input.speed_test)
        : {};
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
  if (body.typing !== undefined) {
    if (kind !== 'typing_test')
      throw planInvalid(PlanErrorCode.notForKind, 'typing', 'Only typing tests take a duration and passage language.');
    const {
      typing_duration_seconds: _d,
      typing_language: _l,
      typing_min_net_wpm: wpm,
      typing_min_accuracy: accuracy,
      ...rest
    } = base;
    // Minimums left out of the edit stay as they were.
    const kept = {
      min_net_wpm:
        body.typing.min_net_wpm === undefined ? ((wpm as number | undefined) ?? null) : body.typing.min_net_wpm,
      min_accuracy:
        body.typing.min_accuracy === undefined ? ((accuracy as number | undefined) ?? null) : body.typing.min_accuracy,
    };
    out.settings = JSON.stringify({ ...rest, ...typingSettings({ ...body.typing, ...kept }) });
  }
  if (body.speed_test !== undefined) {
    if (kind !== 'speed_test')
      throw planInvalid(PlanErrorCode.notForKind, 'speed_test', 'Only speed tests take minimum speeds.');
    const { speed_min_download_mbps: _a, speed_min_upload_mbps: _b, speed_max_latency_ms: _c, ...rest } = base;
    out.settings = JSON.stringify({ ...rest, ...speedSettings(body.speed_test) });
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

/**
 * The candidate's skills test: only the tracker's candidate reads or writes; the server's clock
 * judges time (time-rule.ts); a section's accommodation is frozen when it starts (promise 5);
 * every write is idempotent (a start once, answers by revision, submissions repeat their result).
 * `now` is injectable for tests.
 */
import type {
  SectionDetails,
  SkillsTestContent,
  SkillsTestReceipt,
  SkillsTestReport,
  SkillsTestSection,
  StartSection,
  SubmitQuestion,
  SubmitSkillsTestBody,
  SubmitQuestionResult,
} from '../../../contracts/skills-test.ts';
import { GRACE_SECONDS } from '../../../contracts/skills-test.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { answersHash } from '../../../contracts/user-response.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { scoreSkillsTest, type ScoredAnswer } from '../../scoring/skills-test.ts';
import {
  activityLeaseRequest,
  admitActivityWrite,
  yieldsTo,
  type ActivityLeaseRequest,
} from '../attempt-lease/activity-lease.ts';
import * as store from './skills-test.store.ts';
import {
  deadlineOf,
  durationSeconds,
  judgeAnswer,
  remainingSeconds,
  startToRecord,
  type SectionWindow,
} from './time-rule.ts';
import * as lifecycle from '../activity/activity-lifecycle.ts';
import { approvedKindsOf } from '../accommodations/accommodations.store.ts';

export const notStartedMessage = 'This section has not started yet.';
export const submittedMessage = 'This skills test was already submitted.';
export const mismatchMessage =
  'The answers on the server differ from the ones on this device. They will be sent again before submitting.';

interface Target {
  ref_id: string;
  job_step_activity_id: number;
}

const notFoundTest = () => notFound('Skills test not found');
export const testSubmitted = () => new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);

/** The candidate's own skills_test activity with a test; anyone else (or anything else) gets 404. */
/** The version a candidate starting now takes; an authored test never published is not there yet. */
async function servedOrNotFound(db: Db, skillsTestId: number): Promise<number> {
  const served = await store.servedTestId(db, skillsTestId);
  if (served === null) throw notFoundTest();
  return served;
}

export async function ownActivity(db: Db, userId: number, target: Target) {
  const activity = await store.findActivity(db, target.ref_id, target.job_step_activity_id, {
    userId,
    activityTypes: ['skills_test'],
    isTrackerLive: false,
  });
  if (!activity || activity.skills_test_id === null) throw notFoundTest();
  return { ...activity, skills_test_id: activity.skills_test_id, accommodation: Number(activity.time_accommodation) };
}

function preferText<T extends { language: string }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  language: Language,
): Map<string, T> {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!chosen.has(key) || row.language === language) chosen.set(key, row);
  }
  return chosen;
}

function windowOf(row: store.SectionRow): SectionWindow {
  return {
    startedAt: new Date(row.section_started_at),
    clientStartedAt: new Date(row.client_started_at),
    durationSeconds: row.duration_seconds,
    submittedAt: row.submitted_at ? new Date(row.submitted_at) : null,
  };
}

export function detailsOf(
  sectionId: number,
  minutes: number,
  accommodation: number,
  row: store.SectionRow | undefined,
  now: Date,
): SectionDetails {
  if (!row) {
    const duration = durationSeconds(minutes, accommodation);
    return {
      skills_test_section_id: sectionId,
      user_skills_test_section_id: null,
      section_started_at: null,
      submitted_at: null,
      duration_seconds: duration,
      time_accommodation: accommodation,
      deadline: null,
      remaining_seconds: duration,
      server_now: now.toISOString(),
    };
  }
  const window = windowOf(row);
  return {
    skills_test_section_id: sectionId,
    user_skills_test_section_id: row.user_skills_test_section_id,
    section_started_at: window.startedAt.toISOString(),
    submitted_at: window.submittedAt?.toISOString() ?? null,
    duration_seconds: row.duration_seconds,
    time_accommodation: Number(row.time_accommodation),
    deadline: deadlineOf(window).toISOString(),
    remaining_seconds: remainingSeconds(window, now),
    server_now: now.toISOString(),
  };
}

export async function skillsTestContent(
  db: Db,
  userId: number,
  target: Target,
  language: Language,
  now = new Date(),
): Promise<SkillsTestContent> {
  const planned = await ownActivity(db, userId, target);
  const run = await store.findRun(db, target.ref_id, target.job_step_activity_id);
  const activity = {
    ...planned,
    skills_test_id: run?.skills_test_id ?? (await servedOrNotFound(db, planned.skills_test_id)),
  };
  const rows = await store.readContent(db, activity.skills_test_id, language);
  const started = new Map(
    (run ? await store.sectionsOfRun(db, run.user_skills_test_id) : []).map((s) => [s.skills_test_section_id, s]),
  );
  const text = preferText(rows.texts, () => 'test', language).get('test');
  const sectionTexts = preferText(rows.sectionTexts, (r) => String(r.skills_test_section_id), language);
  const questionTexts = preferText(rows.questionTexts, (r) => String(r.skills_test_question_id), language);
  const optionTexts = preferText(rows.optionTexts, (r) => String(r.skills_test_option_id), language);
  const sections: SkillsTestSection[] = rows.sections.map((section) => ({
    skills_test_section_id: section.skills_test_section_id,
    sort_order: section.sort_order,
    is_practice: section.is_practice,
    title: sectionTexts.get(String(section.skills_test_section_id))?.title ?? '',
    instructions: sectionTexts.get(String(section.skills_test_section_id))?.instructions ?? '',
    minutes: section.minutes,
    questions: rows.questions
      .filter((q) => q.skills_test_section_id === section.skills_test_section_id)
      .map((q) => ({
        skills_test_question_id: q.skills_test_question_id,
        sort_order: q.sort_order,
        text: questionTexts.get(String(q.skills_test_question_id))?.text ?? '',
        options: rows.options
          .filter((o) => o.skills_test_question_id === q.skills_test_question_id)
          .map((o) => ({
            skills_test_option_id: o.skills_test_option_id,
            text: optionTexts.get(String(o.skills_test_option_id))?.text ?? '',
            // Only practice questions show the best answer; a timed section's key stays here.
            ...(section.is_practice ? { is_correct: o.is_correct } : {}),
          })),
      })),
    details: section.is_practice
      ? null
      : detailsOf(
          section.skills_test_section_id,
          section.minutes,
          activity.accommodation,
          started.get(section.skills_test_section_id),
          now,
        ),
  }));
  const completed = await store.isActivityCompleted(db, target.ref_id, target.job_step_activity_id);
  return {
    skills_test_id: activity.skills_test_id,
    user_skills_test_id: run?.user_skills_test_id ?? null,
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    job_id: activity.job_id,
    language,
    title: text?.title ?? '',
    instructions: text?.instructions ?? '',
    time_accommodation: activity.accommodation,
    accommodations: (await approvedKindsOf(db, activity.ref_id)).filter(
      (kind) => kind === 'no_countdown' || kind === 'breaks',
    ),
    grace_seconds: GRACE_SECONDS,
    submitted_at: run?.submitted_at ? new Date(run.submitted_at).toISOString() : completed ? now.toISOString() : null,
    sections,
    server_now: now.toISOString(),
  };
}

/** The run for a write, locked; refuses a run that is final (or an activity completed without one). */
async function runForWrite(trx: Db, userId: number, target: Target) {
  const planned = await ownActivity(trx, userId, target);
  const existing = await store.findRun(trx, target.ref_id, target.job_step_activity_id);
  const served = existing?.skills_test_id ?? (await servedOrNotFound(trx, planned.skills_test_id));
  const run = await store.openRun(trx, {
    ref_id: target.ref_id,
    job_step_activity_id: target.job_step_activity_id,
    skills_test_id: served,
    user_id: userId,
  });
  // The run keeps the version it started on, whatever is published later.
  const activity = { ...planned, skills_test_id: run.skills_test_id };
  const completedElsewhere =
    !run.submitted_at && (await store.isActivityCompleted(trx, target.ref_id, target.job_step_activity_id));
  return { activity, run, completedElsewhere };
}

async function timedSection(trx: Db, skillsTestId: number, sectionId: number) {
  const section = await store.findSection(trx, skillsTestId, sectionId);
  if (!section) throw notFound('Section not found');
  if (section.is_practice) throw invalid('skills_test_section_id', 'Practice questions are not timed.');
  return section;
}

/** Without a device id (tests, old clients): the lease lets the write through on a run nobody holds. */
const unnamed = (now: Date) => activityLeaseRequest(null, undefined, now);

export async function startSectionTime(
  db: Db,
  userId: number,
  body: StartSection,
  now = new Date(),
  lease: ActivityLeaseRequest = unnamed(now),
): Promise<SectionDetails> {
  return db.transaction().execute(async (trx) => {
    const { activity, run, completedElsewhere } = await runForWrite(trx, userId, body);
    const section = await timedSection(trx, activity.skills_test_id, body.skills_test_section_id);
    // One writer across devices (promise 10): another device's start is refused, even a repeat.
    if (!run.submitted_at && !completedElsewhere) await admitActivityWrite(trx, body, lease);
    const existing = await store.findUserSection(trx, run.user_skills_test_id, section.skills_test_section_id);
    if (existing)
      return detailsOf(section.skills_test_section_id, section.minutes, activity.accommodation, existing, now);
    if (run.submitted_at || completedElsewhere) throw testSubmitted();
    const row = await store.recordSectionStart(trx, {
      user_skills_test_id: run.user_skills_test_id,
      skills_test_section_id: section.skills_test_section_id,
      section_started_at: startToRecord(now, body.elapsed_ms),
      client_started_at: body.started_at,
      time_accommodation: String(activity.accommodation),
      duration_seconds: durationSeconds(section.minutes, activity.accommodation),
    });
    await lifecycle.startActivity(trx, body.ref_id, body.job_step_activity_id);
    return detailsOf(section.skills_test_section_id, section.minutes, activity.accommodation, row, now);
  });
}

async function startedSection(trx: Db, runId: number, sectionId: number): Promise<store.SectionRow> {
  const row = await store.findUserSection(trx, runId, sectionId);
  if (!row) throw new HttpError(409, ErrorCode.conflict, notStartedMessage);
  return row;
}

export async function submitQuestion(
  db: Db,
  userId: number,
  body: SubmitQuestion,
  now = new Date(),
  lease: ActivityLeaseRequest = unnamed(now),
): Promise<SubmitQuestionResult> {
  return db.transaction().execute(async (trx) => {
    const { activity, run, completedElsewhere } = await runForWrite(trx, userId, body);
    if (completedElsewhere) throw testSubmitted();
    await timedSection(trx, activity.skills_test_id, body.skills_test_section_id);
    const row = await startedSection(trx, run.user_skills_test_id, body.skills_test_section_id);
    if (
      !(await store.questionInSection(
        trx,
        body.skills_test_section_id,
        body.skills_test_question_id,
        body.skills_test_option_id,
      ))
    ) {
      throw invalid('skills_test_question_id', 'This question or option is not part of the section.');
    }
    // One writer across devices (promise 10): a former holder's answer from before the take-over is still judged.
    const admission = await admitActivityWrite(trx, body, lease, body.answered_at);
    // After the final submission every section is closed, so such an answer is judged late (kept, not scored).
    const timing = judgeAnswer(windowOf(row), new Date(body.answered_at), now);
    // It yields to what the new holder wrote after the take-over.
    const yields = yieldsTo(
      await store.answerWriter(trx, row.user_skills_test_section_id, body.skills_test_question_id, timing.isLate),
      admission,
      lease.device,
    );
    const writtenId = yields
      ? undefined
      : await store.writeAnswerIfNewer(trx, {
          user_skills_test_section_id: row.user_skills_test_section_id,
          skills_test_question_id: body.skills_test_question_id,
          skills_test_option_id: body.skills_test_option_id,
          revision: body.revision,
          answered_at: body.answered_at,
          received_at: now,
          is_late: timing.isLate,
          synced_late: timing.syncedLate,
          device_id: lease.device,
        });
    if (writtenId !== undefined) {
      return {
        user_skills_test_question_id: writtenId,
        skills_test_question_id: body.skills_test_question_id,
        revision: body.revision,
        applied: true,
        is_late: timing.isLate,
        synced_late: timing.syncedLate,
      };
    }
    const held = await store.storedAnswer(
      trx,
      row.user_skills_test_section_id,
      body.skills_test_question_id,
      timing.isLate,
    );
    return {
      user_skills_test_question_id: held.user_skills_test_question_id,
      skills_test_question_id: body.skills_test_question_id,
      revision: held.revision,
      applied: false,
      is_late: held.is_late,
      synced_late: held.synced_late,
    };
  });
}

export async function submitSection(
  db: Db,
  userId: number,
  body: Target & { skills_test_section_id: number },
  now = new Date(),
  lease: ActivityLeaseRequest = unnamed(now),
): Promise<SectionDetails> {
  return db.transaction().execute(async (trx) => {
    const { activity, run, completedElsewhere } = await runForWrite(trx, userId, body);
    const section = await timedSection(trx, activity.skills_test_id, body.skills_test_section_id);
    const row = await startedSection(trx, run.user_skills_test_id, section.skills_test_section_id);
    if (!run.submitted_at && !completedElsewhere) await admitActivityWrite(trx, body, lease);
    await store.submitUserSection(trx, row.user_skills_test_section_id, now);
    const after = await store.findUserSection(trx, run.user_skills_test_id, section.skills_test_section_id);
    return detailsOf(section.skills_test_section_id, section.minutes, activity.accommodation, after, now);
  });
}

/**
 * The canonical answers of a run (promise 8): per question the stored answer with the highest
 * revision (an on-time and a late one may both be kept), as { item_id: question id, value: option id }.
 */
export function canonicalSkillsAnswers<
  T extends {
    skills_test_question_id: number;
    skills_test_option_id: number | null;
    revision: number;
    is_late: boolean;
  },
>(rows: ReadonlyArray<T>): T[] {
  const latest = new Map<number, T>();
  for (const row of rows) {
    const held = latest.get(row.skills_test_question_id);
    if (!held || held.revision < row.revision) latest.set(row.skills_test_question_id, row);
  }
  return [...latest.values()];
}

async function receiptOf(trx: Db, runId: number, submittedAt: Date): Promise<SkillsTestReceipt> {
  const answers = canonicalSkillsAnswers(await store.answersOfRun(trx, runId));
  return {
    user_skills_test_id: runId,
    submitted_at: submittedAt.toISOString(),
    answer_count: answers.length,
    late_count: answers.filter((a) => a.is_late).length,
    answers_hash: await answersHash(
      answers.map((a) => ({ item_id: String(a.skills_test_question_id), value: a.skills_test_option_id })),
    ),
  };
}

/**
 * Final submission (promise 8): finalised only when the device's count and hash equal the
 * server's; otherwise 409 answers_mismatch and nothing changes, so the device resends its answers
 * and submits again. A repeat after the submission answers the receipt again.
 */
export async function submitSkillsTest(
  db: Db,
  userId: number,
  body: SubmitSkillsTestBody,
  now = new Date(),
  lease: ActivityLeaseRequest = unnamed(now),
): Promise<SkillsTestReceipt> {
  return db.transaction().execute(async (trx) => {
    const { run, completedElsewhere } = await runForWrite(trx, userId, body);
    if (completedElsewhere) throw testSubmitted();
    if (run.submitted_at) return receiptOf(trx, run.user_skills_test_id, new Date(run.submitted_at));
    await admitActivityWrite(trx, body, lease);
    const held = await receiptOf(trx, run.user_skills_test_id, now);
    if (held.answers_hash !== body.answers_hash || held.answer_count !== body.answer_count) {
      throw new HttpError(409, ErrorCode.answersMismatch, mismatchMessage, [
        { prop: 'answer_count', message: String(held.answer_count) },
      ]);
    }
    await store.closeOpenSections(trx, run.user_skills_test_id, now);
    const submittedAt = await store.markRunSubmitted(trx, run.user_skills_test_id);
    await lifecycle.completeActivity(trx, body.ref_id, body.job_step_activity_id);
    return { ...held, submitted_at: submittedAt.toISOString() };
  });
}

export async function sectionDetails(
  db: Db,
  userId: number,
  query: Target & { skills_test_section_id: number },
  now = new Date(),
): Promise<SectionDetails> {
  const activity = await ownActivity(db, userId, query);
  const run = await store.findRun(db, query.ref_id, query.job_step_activity_id);
  const section = await timedSection(
    db,
    run?.skills_test_id ?? (await servedOrNotFound(db, activity.skills_test_id)),
    query.skills_test_section_id,
  );
  const row = run
    ? await store.findUserSection(db, run.user_skills_test_id, section.skills_test_section_id)
    : undefined;
  return detailsOf(section.skills_test_section_id, section.minutes, activity.accommodation, row, now);
}

export async function skillsTestReport(
  db: Db,
  userId: number,
  id: number,
  language: Language,
): Promise<SkillsTestReport> {
  const run = await store.findRunById(db, id);
  if (!run || run.user_id !== userId) throw notFound('Skills test result not found');
  // Before the submission a score would tell which answers are right.
  if (!run.submitted_at)
    throw new HttpError(409, ErrorCode.conflict, 'The result is ready once the skills test is submitted.');
  const rows = await store.readContent(db, run.skills_test_id, language);
  const sectionTexts = preferText(rows.sectionTexts, (r) => String(r.skills_test_section_id), language);
  const timed = rows.sections.filter((s) => !s.is_practice);
  const scoringSections = timed.map((s) => ({
    skills_test_section_id: s.skills_test_section_id,
    question_ids: rows.questions
      .filter((q) => q.skills_test_section_id === s.skills_test_section_id)
      .map((q) => q.skills_test_question_id),
  }));
  const correct = new Set(rows.options.filter((o) => o.is_correct).map((o) => o.skills_test_option_id));
  const bySection = new Map<number, ScoredAnswer[]>();
  for (const answer of await store.answersOfRun(db, run.user_skills_test_id)) {
    const list = bySection.get(answer.skills_test_section_id) ?? [];
    list.push(answer);
    bySection.set(answer.skills_test_section_id, list);
  }
  const score = scoreSkillsTest(scoringSections, correct, bySection);
  const title = preferText(rows.texts, () => 'test', language).get('test')?.title ?? '';
  return {
    user_skills_test_id: run.user_skills_test_id,
    ref_id: run.ref_id,
    job_step_activity_id: run.job_step_activity_id,
    title,
    submitted_at: run.submitted_at ? new Date(run.submitted_at).toISOString() : null,
    sections: score.sections.map((s) => ({
      ...s,
      title: sectionTexts.get(String(s.skills_test_section_id))?.title ?? '',
    })),
    correct: score.correct,
    total: score.total,
    percent: score.percent,
  };
}

/**
 * The candidate's skills test, its writes (its reads: skills-test-reads.service.ts; the run both
 * see: skills-test-run.ts): only the tracker's candidate reads or writes; the server's clock
 * judges time (time-rule.ts); a section's accommodation is frozen when it starts (promise 5);
 * every write is idempotent (a start once, answers by revision, submissions repeat their result).
 * `now` is injectable for tests.
 */
import type {
  SectionDetails,
  SkillsTestReceipt,
  StartSection,
  SubmitQuestion,
  SubmitSkillsTestBody,
  SubmitQuestionResult,
} from '../../../contracts/skills-test.ts';
import { skillsTestSeed } from '../../../contracts/attempt-order.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { answersHash } from '../../../contracts/user-response.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid } from '../../http/http-error.ts';
import {
  activityLeaseRequest,
  admitActivityWrite,
  yieldsTo,
  type ActivityLeaseRequest,
} from '../attempt-lease/index.ts';
import * as store from './skills-test.store.ts';
import { durationSeconds, judgeAnswer, startToRecord } from './time-rule.ts';
import * as lifecycle from '../activity/index.ts';
import {
  canonicalSkillsAnswers,
  detailsOf,
  ownActivity,
  servedOrNotFound,
  testSubmitted,
  timedSection,
  windowOf,
  type Target,
} from './skills-test-run.ts';

export const notStartedMessage = 'This section has not started yet.';
export const mismatchMessage =
  'The answers on the server differ from the ones on this device. They will be sent again before submitting.';

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
    // A pooled section takes answers to the questions this run drew only (D503): one statement checks both.
    const seed = skillsTestSeed(body.ref_id, body.job_step_activity_id);
    const place = await store.questionInSection(
      trx,
      seed,
      body.skills_test_section_id,
      body.skills_test_question_id,
      body.skills_test_option_id,
    );
    if (place === 'outside')
      throw invalid('skills_test_question_id', 'This question or option is not part of the section.');
    if (place === 'undrawn')
      throw invalid('skills_test_question_id', 'This question is not one of those drawn for this test.');
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

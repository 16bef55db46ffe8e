/**
 * Skills tests on the offline engine: a section start, each answer, a section's close and the
 * final submission are outbox entries (kinds 'skills-*'), written in the same transaction as the
 * local state they change, drained in order by the sync loop like every other entry [1, 2, 3].
 *
 * - The timer of a section (db.ts TimerRecord) is created when the candidate starts it, with the
 *   device's start; the server's start replaces it when the start is acknowledged (promise 4).
 * - An answer is refused on the device once the section's countdown is at 0 or the section is
 *   closed (SectionClosedError); the server judges again with its own clock and keeps a late
 *   answer marked late (contracts/skills-test.ts).
 * - The start carries the device's elapsed time since the start when it is sent, so a start
 *   queued offline is dated back on the server and the section ends when it would have.
 * - A receipt before deletion (promise 8): the final submission carries the count and canonical
 *   hash of the answers on this device, filled in when it is sent (behind every answer). The
 *   attempt counts as submitted only when the server's receipt repeats both; a 409
 *   answers_mismatch or a receipt that differs queues every kept answer again and the submission
 *   behind them (up to MAX_RESYNCS times, then the difference is shown). Nothing local is deleted.
 */
import type { SectionDetails, SkillsTestReceipt, SubmitQuestionResult } from '../../contracts/skills-test.ts';
import { UserResponseErrorCode } from '../../contracts/user-response-codes.ts';
import { findAttempt, localAnswersDigest } from './attempts.ts';
import { getOfflineDb, type AttemptRecord, type OfflineDb, type OutboxEntry, type Refusal, type TimerRecord } from './db.ts';
import { MAX_RESYNCS, receiptMatches as digestMatches, receiptMismatch } from './receipts.ts';
import { remainingMs, type DeviceClock } from './skills-timer.ts';

export class SectionClosedError extends Error {
  readonly code = 'section_closed';
  constructor() {
    super('The time for this section is over.');
  }
}

export { MAX_RESYNCS };

export const timerKey = (attemptId: string, skillsTestSectionId: number) => `${attemptId}:${skillsTestSectionId}`;

export function isSkillsEntry(entry: OutboxEntry): boolean {
  return entry.kind.startsWith('skills-');
}

const systemClock: DeviceClock = { now: () => Date.now() };

function entry(kind: OutboxEntry['kind'], attempt: AttemptRecord, payload: Record<string, unknown>, at: string, item?: { itemId: string; revision: number }): OutboxEntry {
  return {
    kind,
    attemptId: attempt.attemptId,
    ...(item ?? {}),
    payload: { ref_id: attempt.refId, job_step_activity_id: attempt.jobStepActivityId, ...payload },
    idempotencyKey: crypto.randomUUID(),
    createdAt: at,
    attempts: 0,
    nextTryAt: 0,
  };
}

/** This device's run of the skills test, created on first use (no outbox entry: sections start on their own). */
export async function beginSkillsTest(refId: string, jobStepActivityId: number, db: OfflineDb = getOfflineDb()): Promise<AttemptRecord> {
  const existing = await findAttempt(refId, jobStepActivityId, db);
  if (existing) return existing;
  const attempt: AttemptRecord = { attemptId: crypto.randomUUID(), refId, jobStepActivityId, status: 'in-progress', createdAt: new Date().toISOString() };
  await db.attempts.add(attempt);
  return attempt;
}

export function getTimer(attemptId: string, skillsTestSectionId: number, db: OfflineDb = getOfflineDb()): Promise<TimerRecord | undefined> {
  return db.timers.get(timerKey(attemptId, skillsTestSectionId));
}

/**
 * Starts a section once: the timer with the device's start, and the start in the outbox. A second
 * call returns the timer it has. `durationSeconds` comes from the content (accommodation included).
 */
export async function startSection(
  attempt: AttemptRecord,
  skillsTestSectionId: number,
  durationSeconds: number,
  clock: DeviceClock = systemClock,
  db: OfflineDb = getOfflineDb(),
): Promise<TimerRecord> {
  return db.transaction('rw', db.timers, db.outbox, async () => {
    const key = timerKey(attempt.attemptId, skillsTestSectionId);
    const existing = await db.timers.get(key);
    if (existing) return existing;
    const startedAt = new Date(clock.now()).toISOString();
    const timer: TimerRecord = { sectionId: key, attemptId: attempt.attemptId, skillsTestSectionId, durationSeconds, deviceStartedAt: startedAt };
    await db.timers.add(timer);
    await db.outbox.add(entry('skills-start', attempt, { skills_test_section_id: skillsTestSectionId, started_at: startedAt }, startedAt));
    return timer;
  });
}

/**
 * What the server says about a section (section-details, or the content's details): its start,
 * duration and submission, and the clock offset measured with it. A section the server started
 * (another device, or storage cleared) gets a timer here; one the device started keeps its own
 * start until the server's arrives.
 */
export async function adoptServerSection(attemptId: string, details: SectionDetails, offsetMs: number, db: OfflineDb = getOfflineDb()): Promise<TimerRecord | undefined> {
  if (!details.section_started_at) return db.timers.get(timerKey(attemptId, details.skills_test_section_id));
  return db.transaction('rw', db.timers, async () => {
    const key = timerKey(attemptId, details.skills_test_section_id);
    const existing = await db.timers.get(key);
    const next: TimerRecord = {
      ...(existing ?? { sectionId: key, attemptId, skillsTestSectionId: details.skills_test_section_id }),
      serverStartedAt: details.section_started_at!,
      durationSeconds: details.duration_seconds,
      serverOffsetMs: offsetMs,
      ...(details.submitted_at && !existing?.closedAt ? { closedAt: details.submitted_at } : {}),
    };
    await db.timers.put(next);
    return next;
  });
}

/** Keeps the lowest remaining time seen, so a clock moved back before a reload gains nothing. */
export async function saveCheckpoint(attemptId: string, skillsTestSectionId: number, remaining: number, atDeviceMs: number, db: OfflineDb = getOfflineDb()): Promise<void> {
  await db.transaction('rw', db.timers, async () => {
    const key = timerKey(attemptId, skillsTestSectionId);
    const timer = await db.timers.get(key);
    if (!timer || (timer.checkpoint && timer.checkpoint.remainingMs <= remaining)) return;
    await db.timers.update(key, { checkpoint: { remainingMs: remaining, atDeviceMs } });
  });
}

/** Records the choice (revision + 1) and queues it, in one transaction; refused once the section is over. */
export async function recordSkillsAnswer(
  attempt: AttemptRecord,
  skillsTestSectionId: number,
  questionId: number,
  optionId: number | null,
  clock: DeviceClock = systemClock,
  db: OfflineDb = getOfflineDb(),
): Promise<number> {
  return db.transaction('rw', db.timers, db.answers, db.outbox, async () => {
    const timer = await db.timers.get(timerKey(attempt.attemptId, skillsTestSectionId));
    const now = clock.now();
    if (!timer || remainingMs(timer, now) <= 0) throw new SectionClosedError();
    const itemId = String(questionId);
    const previous = await db.answers.get([attempt.attemptId, itemId]);
    const revision = (previous?.revision ?? 0) + 1;
    const answeredAt = new Date(now).toISOString();
    await db.answers.put({ attemptId: attempt.attemptId, itemId, value: optionId, revision, answeredAt, status: 'pending', skillsTestSectionId });
    await db.outbox.add(
      entry(
        'skills-answer',
        attempt,
        { skills_test_section_id: skillsTestSectionId, skills_test_question_id: questionId, skills_test_option_id: optionId, revision, answered_at: answeredAt },
        answeredAt,
        { itemId, revision },
      ),
    );
    return revision;
  });
}

/** Ends the section on the device (time up or the candidate's submit) and queues its close, once. */
export async function closeSection(attempt: AttemptRecord, skillsTestSectionId: number, clock: DeviceClock = systemClock, db: OfflineDb = getOfflineDb()): Promise<void> {
  await db.transaction('rw', db.timers, db.outbox, async () => {
    const key = timerKey(attempt.attemptId, skillsTestSectionId);
    const timer = await db.timers.get(key);
    if (!timer || timer.closedAt) return;
    const at = new Date(clock.now()).toISOString();
    await db.timers.update(key, { closedAt: at });
    await db.outbox.add(entry('skills-section', attempt, { skills_test_section_id: skillsTestSectionId }, at));
  });
}

/** Queues the final submission behind every answer and close. */
export async function submitSkills(attempt: AttemptRecord, db: OfflineDb = getOfflineDb()): Promise<void> {
  await db.transaction('rw', db.attempts, db.outbox, async () => {
    const current = await db.attempts.get(attempt.attemptId);
    if (!current || current.status !== 'in-progress') return;
    await db.attempts.update(attempt.attemptId, { status: 'submitting', refusal: undefined });
    await db.outbox.add(entry('skills-submit', current, {}, new Date().toISOString()));
  });
}

/**
 * The body to send now. A start gets the time the device counted since it (an offline spell),
 * capped at a day; the final submission gets the count and hash of the answers the server should
 * hold (every local answer but those it refused), computed now, after every earlier entry.
 */
export async function prepareSkillsEntry(sent: OutboxEntry, db: OfflineDb = getOfflineDb(), nowMs: number = Date.now()): Promise<OutboxEntry> {
  if (sent.kind === 'skills-submit') return { ...sent, payload: { ...sent.payload, ...(await localAnswersDigest(sent.attemptId, db)) } };
  if (sent.kind !== 'skills-start') return sent;
  const startedAt = Date.parse(String(sent.payload.started_at));
  const elapsed = Math.min(86_400_000, Math.max(0, Math.round(nowMs - startedAt)));
  return { ...sent, payload: { ...sent.payload, elapsed_ms: elapsed } };
}

/** The receipt repeats what this device sent: the same count and the same hash. */
export function receiptMatches(receipt: Pick<SkillsTestReceipt, 'answer_count' | 'answers_hash'> | undefined, sent: OutboxEntry): boolean {
  return digestMatches(receipt, sent.payload);
}

/**
 * The server holds something other than this device's answers: queue every kept answer again
 * (same revision, fresh key: the server applies only what it lacks), then the submission again.
 * Called inside a transaction over outbox, answers and attempts.
 */
async function resendSkillsAnswersThenSubmit(db: OfflineDb, sent: OutboxEntry, attempt: AttemptRecord): Promise<void> {
  const now = new Date().toISOString();
  const answers = await db.answers.where('attemptId').equals(sent.attemptId).toArray();
  for (const answer of answers) {
    if (answer.status === 'refused' || answer.skillsTestSectionId === undefined) continue;
    await db.answers.update([answer.attemptId, answer.itemId], { status: 'pending' });
    await db.outbox.add(
      entry(
        'skills-answer',
        attempt,
        {
          skills_test_section_id: answer.skillsTestSectionId,
          skills_test_question_id: Number(answer.itemId),
          skills_test_option_id: answer.value,
          revision: answer.revision,
          answered_at: answer.answeredAt,
        },
        now,
        { itemId: answer.itemId, revision: answer.revision },
      ),
    );
  }
  await db.outbox.add(entry('skills-submit', attempt, {}, now));
  await db.attempts.update(sent.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
}

export async function applySkillsSuccess(db: OfflineDb, sent: OutboxEntry, data: unknown): Promise<void> {
  await db.transaction('rw', db.outbox, db.answers, db.attempts, db.timers, async () => {
    await db.outbox.delete(sent.seq as number);
    const skillsTestSectionId = Number(sent.payload.skills_test_section_id);
    if (sent.kind === 'skills-answer') {
      const result = data as SubmitQuestionResult;
      const key: [string, string] = [sent.attemptId, sent.itemId as string];
      const answer = await db.answers.get(key);
      if (answer && answer.revision === sent.revision) {
        await db.answers.update(key, { status: 'synced', refusal: undefined, syncedLate: Boolean(result?.synced_late), isLate: Boolean(result?.is_late) });
      }
    } else if (sent.kind === 'skills-start') {
      const details = data as SectionDetails;
      const key = timerKey(sent.attemptId, skillsTestSectionId);
      if (details?.section_started_at) {
        await db.timers.update(key, {
          serverStartedAt: details.section_started_at,
          durationSeconds: details.duration_seconds,
          serverOffsetMs: Date.parse(details.server_now) - Date.now(),
        });
      }
    } else if (sent.kind === 'skills-submit') {
      const receipt = data as SkillsTestReceipt | undefined;
      const attempt = await db.attempts.get(sent.attemptId);
      if (!attempt) return;
      if (receiptMatches(receipt, sent)) {
        await db.attempts.update(sent.attemptId, { status: 'submitted', refusal: undefined, userSkillsTestId: receipt!.user_skills_test_id, skillsReceipt: receipt });
      } else if ((attempt.resyncs ?? 0) < MAX_RESYNCS) {
        // Final on the server, but without something this device holds: send it all again, then ask for a new receipt.
        await resendSkillsAnswersThenSubmit(db, sent, attempt);
      } else {
        // Still different: keep everything local and say so rather than pretend the submission is complete.
        await db.attempts.update(sent.attemptId, { refusal: receiptMismatch, skillsReceipt: receipt, userSkillsTestId: receipt?.user_skills_test_id });
      }
    }
  });
}

export async function applySkillsRefusal(db: OfflineDb, sent: OutboxEntry, refusal: Refusal): Promise<void> {
  await db.transaction('rw', db.outbox, db.answers, db.attempts, async () => {
    await db.outbox.delete(sent.seq as number);
    if (sent.kind === 'skills-answer') {
      const key: [string, string] = [sent.attemptId, sent.itemId as string];
      const answer = await db.answers.get(key);
      if (answer && answer.revision === sent.revision) await db.answers.update(key, { status: 'refused', refusal });
    } else if (sent.kind === 'skills-submit') {
      const attempt = await db.attempts.get(sent.attemptId);
      if (attempt && refusal.code === UserResponseErrorCode.answersMismatch && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
        await resendSkillsAnswersThenSubmit(db, sent, attempt);
        return;
      }
      const final = refusal.code === UserResponseErrorCode.attemptSubmitted;
      await db.attempts.update(sent.attemptId, { refusal, status: final ? 'submitted' : 'in-progress' });
    } else if (sent.kind === 'skills-start') {
      await db.attempts.update(sent.attemptId, { refusal });
    }
  });
}

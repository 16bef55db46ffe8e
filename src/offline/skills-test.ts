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
import type { SectionDetails } from '../../contracts/skills-test.ts';
import { getOfflineDb, type AttemptRecord, type LocalAnswer, type OfflineDb, type TimerRecord } from './db.ts';
import { queueSubmission } from './attempts.ts';
import { newEntry, type PayloadOf } from './outbox-entry.ts';
import { MAX_RESYNCS } from './receipts.ts';
import { remainingMs, type DeviceClock } from './skills-timer.ts';
import { heldAnswer, hold, holdRefused, isHolding, type HeldWrite } from './storage-failure.ts';

type SkillsAnswerPayload = PayloadOf<'skills-answer'>;
type SkillsSectionPayload = PayloadOf<'skills-section'>;
type SkillsStartPayload = PayloadOf<'skills-start'>;
type SkillsSubmitPayload = PayloadOf<'skills-submit'>;

export class SectionClosedError extends Error {
  readonly code = 'section_closed';
  constructor() {
    super('The time for this section is over.');
  }
}

export { MAX_RESYNCS };

export const timerKey = (attemptId: string, skillsTestSectionId: number) => `${attemptId}:${skillsTestSectionId}`;

const systemClock: DeviceClock = { now: () => Date.now() };

/** The attempt's ids, which every skills test body starts with. */
const target = (attempt: AttemptRecord) => ({ ref_id: attempt.refId, job_step_activity_id: attempt.jobStepActivityId });

export function getTimer(
  attemptId: string,
  skillsTestSectionId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<TimerRecord | undefined> {
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
    const timer: TimerRecord = {
      sectionId: key,
      attemptId: attempt.attemptId,
      skillsTestSectionId,
      durationSeconds,
      deviceStartedAt: startedAt,
    };
    await db.timers.add(timer);
    await db.outbox.add(
      newEntry(
        'skills-start',
        attempt.attemptId,
        {
          ...target(attempt),
          skills_test_section_id: skillsTestSectionId,
          started_at: startedAt,
        } satisfies SkillsStartPayload,
        startedAt,
      ),
    );
    return timer;
  });
}

/**
 * What the server says about a section (section-details, or the content's details): its start,
 * duration and submission, and the clock offset measured with it. A section the server started
 * (another device, or storage cleared) gets a timer here; one the device started keeps its own
 * start until the server's arrives.
 */
export async function adoptServerSection(
  attemptId: string,
  details: SectionDetails,
  offsetMs: number,
  db: OfflineDb = getOfflineDb(),
): Promise<TimerRecord | undefined> {
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
export async function saveCheckpoint(
  attemptId: string,
  skillsTestSectionId: number,
  remaining: number,
  atDeviceMs: number,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
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
  // Built before the writes, so an answer the disk refuses is kept in this page instead, as a
  // questionnaire's is (answers.ts, D195), and shown as kept in this tab only (D328).
  let kept: HeldWrite | undefined;
  try {
    return await db.transaction('rw', db.timers, db.answers, db.outbox, async () => {
      const timer = await db.timers.get(timerKey(attempt.attemptId, skillsTestSectionId));
      const now = clock.now();
      if (!timer || remainingMs(timer, now) <= 0) throw new SectionClosedError();
      const itemId = String(questionId);
      const previous = heldAnswer(db, attempt.attemptId, itemId) ?? (await db.answers.get([attempt.attemptId, itemId]));
      const revision = (previous?.revision ?? 0) + 1;
      const answeredAt = new Date(now).toISOString();
      const answer: LocalAnswer = {
        attemptId: attempt.attemptId,
        itemId,
        value: optionId,
        revision,
        answeredAt,
        status: 'pending',
        skillsTestSectionId,
      };
      const payload: SkillsAnswerPayload = {
        ...target(attempt),
        skills_test_section_id: skillsTestSectionId,
        skills_test_question_id: questionId,
        skills_test_option_id: optionId,
        revision,
        answered_at: answeredAt,
      };
      const entry = newEntry('skills-answer', attempt.attemptId, payload, answeredAt, { itemId, revision });
      kept = { entry, answer };
      // Behind writes already held in memory, never ahead of them on disk.
      if (isHolding(db)) {
        hold(db, kept);
        return revision;
      }
      await db.answers.put(answer);
      await db.outbox.add(entry);
      return revision;
    });
  } catch (error) {
    if (kept?.answer && holdRefused(db, error, kept)) return kept.answer.revision;
    throw error;
  }
}

/** Ends the section on the device (time up or the candidate's submit) and queues its close, once. */
export async function closeSection(
  attempt: AttemptRecord,
  skillsTestSectionId: number,
  clock: DeviceClock = systemClock,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.timers, db.outbox, async () => {
    const key = timerKey(attempt.attemptId, skillsTestSectionId);
    const timer = await db.timers.get(key);
    if (!timer || timer.closedAt) return;
    const at = new Date(clock.now()).toISOString();
    await db.timers.update(key, { closedAt: at });
    await db.outbox.add(
      newEntry(
        'skills-section',
        attempt.attemptId,
        { ...target(attempt), skills_test_section_id: skillsTestSectionId } satisfies SkillsSectionPayload,
        at,
      ),
    );
  });
}

/**
 * Queues the final submission behind every answer and close, once. On a full disk it is held in
 * this page with the attempt's 'submitting' and sent from there, as the questionnaire's (D195, D432).
 */
export async function submitSkills(attempt: AttemptRecord, db: OfflineDb = getOfflineDb()): Promise<void> {
  await queueSubmission(db, attempt.attemptId, (current, at) =>
    newEntry('skills-submit', current.attemptId, target(current) satisfies SkillsSubmitPayload, at),
  );
}

/**
 * The server holds something other than this device's answers: queue every kept answer again
 * (same revision, fresh key: the server applies only what it lacks), then the submission again.
 * Called inside a transaction over outbox, answers and attempts.
 */
export async function resendSkillsAnswersThenSubmit(db: OfflineDb, attempt: AttemptRecord): Promise<void> {
  const now = new Date().toISOString();
  const answers = await db.answers.where('attemptId').equals(attempt.attemptId).toArray();
  for (const answer of answers) {
    if (answer.status === 'refused' || answer.skillsTestSectionId === undefined) continue;
    await db.answers.update([answer.attemptId, answer.itemId], { status: 'pending' });
    const payload: SkillsAnswerPayload = {
      ...target(attempt),
      skills_test_section_id: answer.skillsTestSectionId,
      skills_test_question_id: Number(answer.itemId),
      skills_test_option_id: answer.value as number | null,
      revision: answer.revision,
      answered_at: answer.answeredAt,
    };
    await db.outbox.add(
      newEntry('skills-answer', attempt.attemptId, payload, now, { itemId: answer.itemId, revision: answer.revision }),
    );
  }
  await db.outbox.add(newEntry('skills-submit', attempt.attemptId, target(attempt) satisfies SkillsSubmitPayload, now));
  await db.attempts.update(attempt.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
}

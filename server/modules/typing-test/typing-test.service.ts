/**
 * The typing test: one passage per application in the candidate's language, one scored run. The
 * score is recomputed here from the keystroke log with the shared formulas (contracts/typing-score.ts);
 * the typed text must be what the log produces, and keystrokes after the candidate's own limit
 * (duration x time accommodation, plus a small grace) are refused. The result is also the run's
 * receipt (promise 8): the count and hash of the stored run, so the device keeps its copy until
 * they equal its own; the same attempt again answers the same result and receipt.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../../contracts/user.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  TYPING_GRACE_MS,
  typingRunDigest,
  type ScoreTypingBodyType,
  type TypingResult,
  type TypingTest,
} from '../../../contracts/typing-test.ts';
import type { KeyEvent } from '../../../contracts/typing-score.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { scoreTyping, typingLogProblem } from '../../scoring/typing.ts';
import { type ActivityLeaseRequest, admitSubmission } from '../attempt-lease/index.ts';
import { submittedMessage } from '../user-response/index.ts';

export const mismatchMessage =
  'The typing run that arrived differs from the one on this device. It will be sent again.';
import * as store from './typing-test.store.ts';
import { passagesFor } from './typing-settings.store.ts';
import * as lifecycle from '../activity/index.ts';
import { carryEarlierResult, carryToOtherApplications, durationOf, testedLanguage } from './typing-carry-over.ts';
import { approvedKindsOf } from '../accommodations/index.ts';
import { timedTestAsks } from '../candidate-notice/index.ts';
import { consentOf } from '../camera-check/index.ts';

export { durationOf };

export function limitSeconds(durationSeconds: number, accommodation: number): number {
  return Math.round(durationSeconds * (Number.isFinite(accommodation) && accommodation > 0 ? accommodation : 1));
}

async function activityOf(db: Db, userId: number, refId: string, jobStepActivityId: number) {
  const found = await store.findActivity(db, refId, jobStepActivityId, {
    userId,
    activityTypes: ['typing_test'],
    isTrackerLive: true,
  });
  if (!found) throw notFound('Activity not found');
  return found;
}

/** The same passage for the same application and language, spread over the passages. */
function pick<T>(items: T[], refId: string, activityId: number): T | undefined {
  if (items.length === 0) return undefined;
  const digest = createHash('sha256').update(`${refId}:${activityId}`).digest();
  return items[digest.readUInt32BE(0) % items.length];
}

type ResultRow = NonNullable<Awaited<ReturnType<typeof store.resultOf>>>;

/** The stored keystroke log (jsonb; a driver may hand back its text). */
function storedEvents(row: ResultRow): KeyEvent[] {
  const log = typeof row.keystroke_log === 'string' ? (JSON.parse(row.keystroke_log) as unknown) : row.keystroke_log;
  return Array.isArray(log) ? (log as KeyEvent[]) : [];
}

/** The result with its receipt (promise 8): the count and hash of the run as stored, not as sent. */
const toResult = async (row: ResultRow): Promise<TypingResult> => ({
  ...(await typingRunDigest({
    typing_passage_id: row.typing_passage_id,
    typed_text: row.typed_text,
    events: storedEvents(row),
  })),
  attempt_id: row.attempt_id,
  typing_passage_id: row.typing_passage_id,
  net_wpm: Number(row.net_wpm),
  raw_wpm: Number(row.raw_wpm),
  accuracy: Number(row.accuracy),
  corrections: row.corrections,
  keystrokes: row.keystrokes,
  elapsed_ms: row.elapsed_ms,
  completed_at: new Date(row.completed_at).toISOString(),
});

export async function readTypingTest(
  db: Db,
  userId: number,
  params: { id: number; userId: number; ref: string },
  language: Language | undefined,
): Promise<TypingTest> {
  if (params.userId !== userId) throw notFound('Activity not found');
  const activity = await activityOf(db, userId, params.ref, params.id);
  const preferred = await store.preferredLanguage(db, userId);
  // The plan's passage language when it names one (a test of typing in that language), else the candidate's.
  const lang = testedLanguage(activity.settings, preferred, language);
  let result = await store.resultOf(db, activity.ref_id, activity.job_step_activity_id);
  // A run typed for another of the candidate's applications may stand for this one (D207).
  if (!result && !activity.is_completed) {
    const carried = await db.transaction().execute((trx) => carryEarlierResult(trx, activity, lang));
    if (carried) {
      result = await store.resultOf(db, activity.ref_id, activity.job_step_activity_id);
      activity.is_completed = true;
    }
  }
  // The company's own live passages in the language, else the provider's; English when neither has one.
  let passages = await passagesFor(db, activity.account_id, lang);
  if (passages.length === 0) passages = await passagesFor(db, activity.account_id, 'en');
  // Once scored, the passage the candidate typed.
  const chosen = result
    ? await store.passage(db, result.typing_passage_id, activity.account_id)
    : pick(passages, activity.ref_id, activity.job_step_activity_id);
  if (!chosen) throw notFound('No typing passage is available');
  const duration = await durationOf(db, activity);
  const accommodation = Number(activity.time_accommodation);
  const approved = await approvedKindsOf(db, activity.ref_id);
  const asks = await timedTestAsks(db, activity.account_id);
  return {
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    title: activity.title,
    job_title: activity.job_title,
    is_completed: activity.is_completed === true,
    passage: { typing_passage_id: chosen.typing_passage_id, language: chosen.language as Language, text: chosen.text },
    duration_seconds: duration,
    time_accommodation: accommodation,
    limit_seconds: limitSeconds(duration, accommodation),
    accommodations: approved.filter((kind) => kind === 'no_countdown' || kind === 'screen_reader'),
    // Asked by the company, waived by any approved accommodation (D431, D455).
    ask_full_screen: approved.length === 0 && asks.ask_full_screen,
    ask_camera_check: approved.length === 0 && asks.ask_camera_check,
    camera_consent: (await consentOf(db, activity.ref_id, activity.job_step_activity_id)) ?? null,
    result: result ? await toResult(result) : null,
  };
}

/** Scores a run once; with `lease` (the routes), only from the device holding the activity (offline promise 10). */
export async function scoreTypingTest(
  db: Db,
  userId: number,
  body: ScoreTypingBodyType,
  lease?: ActivityLeaseRequest,
): Promise<TypingResult> {
  return db.transaction().execute(async (trx) => {
    const activity = await activityOf(trx, userId, body.ref_id, body.job_step_activity_id);
    const existing = await store.resultOf(trx, activity.ref_id, activity.job_step_activity_id);
    // The same attempt sent again (a lost answer, a second tab): the first result.
    if (existing?.attempt_id === body.attempt_id) return toResult(existing);
    if (existing || activity.is_completed) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await admitSubmission(trx, activity, lease);
    // The device's count and hash, when sent, must describe what arrived (promise 8).
    if (body.answers_hash !== undefined || body.answer_count !== undefined) {
      const arrived = await typingRunDigest(body);
      if (arrived.answers_hash !== body.answers_hash || arrived.answer_count !== body.answer_count) {
        throw new HttpError(409, ErrorCode.answersMismatch, mismatchMessage, [
          { prop: 'answer_count', message: String(arrived.answer_count) },
        ]);
      }
    }
    const passage = await store.passage(trx, body.typing_passage_id, activity.account_id);
    if (!passage) throw invalid('typing_passage_id', 'Unknown passage.');
    const duration = await durationOf(trx, activity);
    const limitMs = limitSeconds(duration, Number(activity.time_accommodation)) * 1000;
    if (body.events.some((e) => e.t > limitMs + TYPING_GRACE_MS))
      throw invalid('events', 'Keystrokes after the time limit are not accepted.');
    const problem = typingLogProblem(body.events);
    if (problem) throw invalid('events', problem);
    const lastEvent = body.events.reduce((max, e) => Math.max(max, e.t), 0);
    // Never shorter than the typing took, never longer than the candidate's limit.
    const elapsedMs = Math.min(limitMs, Math.max(lastEvent, body.elapsed_ms, 1000));
    const score = scoreTyping(passage.text, body.events, elapsedMs);
    if (score.text !== body.typed_text) throw invalid('typed_text', 'The typed text does not match the keystroke log.');
    const row = await store.insertResult(trx, {
      attempt_id: body.attempt_id,
      ref_id: activity.ref_id,
      job_step_activity_id: activity.job_step_activity_id,
      user_id: userId,
      typing_passage_id: passage.typing_passage_id,
      typed_text: score.text,
      keystroke_log: JSON.stringify(body.events),
      keystrokes: score.keystrokes,
      corrections: score.corrections,
      elapsed_ms: elapsedMs,
      duration_seconds: duration,
      time_accommodation: activity.time_accommodation,
      net_wpm: score.netWpm,
      raw_wpm: score.rawWpm,
      accuracy: score.accuracy,
      started_at: body.started_at ?? null,
    });
    if (!row) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await lifecycle.completeActivity(trx, activity.ref_id, activity.job_step_activity_id);
    await carryToOtherApplications(trx, userId, activity.account_id, activity.ref_id);
    return toResult(row);
  });
}

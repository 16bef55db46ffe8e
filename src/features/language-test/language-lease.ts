/**
 * One writer across devices for the language test (offline promise 10): the activity's lease on
 * the server (contracts/activity-lease.ts) through the shared client of src/offline/attempt-lease.ts.
 * The owning page heartbeats while online; a refusal turns it read-only; "Continue on this device"
 * takes a lapsed test over and adopts the server's state: the completed parts and the answers with
 * their revisions (no outbox entries: the server has them).
 */
import { type LanguageServerAnswerType, type LanguageTakeOverResultType } from '../../../contracts/activity-lease.ts';
import { call } from '../../lib/api-client.ts';
import { adoptAnswers, beatWith, takeOverWith, type HeartbeatOutcome } from '../../offline/attempt-lease.ts';
import { getOfflineDb, type AttemptRecord, type OfflineDb } from '../../offline/db.ts';
import { beginRecord } from '../../offline/attempts.ts';
import { languageItemKey } from '../../offline/language-test.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import type { DeviceFlavour } from '../../ui/activity-shell/device-flavour.ts';
import { languageLeaseHeartbeat, languageTakeOver } from '../../lib/api/activity-lease.ts';

type Run = Pick<AttemptRecord, 'attemptId' | 'refId' | 'jobStepActivityId'>;

const bodyOf = (run: Run) => ({ body: { ref_id: run.refId, job_step_activity_id: run.jobStepActivityId } });

/** The server's language answers into Dexie by the shared adoption rule (item keys `<part>:<item>`). */
export function adoptLanguageAnswers(
  attemptId: string,
  answers: readonly LanguageServerAnswerType[],
  db: OfflineDb = getOfflineDb(),
): Promise<number> {
  return adoptAnswers(
    attemptId,
    answers.map((a) => ({
      item_id: languageItemKey(a.vendor_assessment_id, a.item_id),
      value: a.option_id,
      revision: a.revision,
      answered_at: a.answered_at,
    })),
    db,
  );
}

export function languageHeartbeat(run: Run, db: OfflineDb = getOfflineDb(), send = call): Promise<HeartbeatOutcome> {
  return beatWith(
    run.attemptId,
    () => send(languageLeaseHeartbeat, bodyOf(run)),
    (result) => adoptLanguageAnswers(run.attemptId, result.late_answers, db),
    db,
  );
}

/** The take-over's state into Dexie, in one transaction: the test in progress here, the parts the server completed, the answers. */
export async function adoptLanguageTest(
  attemptId: string,
  result: LanguageTakeOverResultType,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.attempts, db.answers, async () => {
    const current = await db.attempts.get(attemptId);
    const parts: Record<number, 'submitting' | 'completed'> = {};
    // A completion queued here but not on the server is dropped: the new holder decides again.
    for (const part of result.parts) if (part.status === 'completed') parts[part.vendor_assessment_id] = 'completed';
    await db.attempts.update(attemptId, {
      status: current?.status === 'submitted' ? 'submitted' : 'in-progress',
      refusal: undefined,
      lease: { kind: 'holder' },
      kindState: { kind: 'language', parts },
    });
    await adoptLanguageAnswers(attemptId, result.answers, db);
  });
}

/**
 * "Continue on this device": moves the test here once the other device's lease has lapsed and
 * adopts it. Throws the server's ApiError (409 attempt_leased while the lease is live, with the
 * fresh times recorded on the attempt).
 */
export function continueLanguageHere(run: Run, db: OfflineDb = getOfflineDb(), send = call): Promise<void> {
  return takeOverWith(
    run.attemptId,
    () => send(languageTakeOver, bodyOf(run)),
    (result) => adoptLanguageTest(run.attemptId, result, db),
    db,
  );
}

/** The language test's attempt as the activity shell begins and leases it. */
export const languageFlavour: DeviceFlavour = {
  begin: (refId, activityId) => beginRecord(refId, activityId),
  heartbeat: (attempt) => languageHeartbeat(attempt),
  continueHere: (attempt) => continueLanguageHere(attempt).then(requestSync),
};

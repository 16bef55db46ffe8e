/**
 * The station sends what it queued itself rather than wait for the background loop: the screen
 * signs out as soon as the server has the evaluation. Only the signed-in interviewer's entries
 * are sent (another interviewer's wait for their own sign-in).
 */
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { isEvaluationPending } from '../../offline/interview-station.ts';
import { belongsTo } from '../../offline/outbox-owner.ts';
import { sendAnswerBatch, sendEntry } from '../../offline/send.ts';
import { sendWithin } from '../../offline/sign-out.ts';
import { SyncLoop } from '../../offline/sync-loop.ts';

const SEND_WAIT_MS = 8_000;

export async function drainStationOutbox(): Promise<void> {
  const userId = store.get(sessionAtom).user?.user_id;
  if (userId === undefined) return;
  const loop = new SyncLoop({
    send: sendEntry,
    sendBatch: sendAnswerBatch,
    mayTake: (entry) => belongsTo(entry, userId),
  });
  await sendWithin(() => loop.drain({ force: true }), SEND_WAIT_MS);
}

/** Sends, then says whether this interview's evaluation is still waiting. */
export async function sendEvaluation(interviewUuid: string): Promise<boolean> {
  await drainStationOutbox();
  return isEvaluationPending(interviewUuid);
}

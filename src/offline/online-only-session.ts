/**
 * What an online-only activity (no IndexedDB: src/offline/direct-answers.ts) keeps in the tab, and
 * how it sends: sessionStorage holds the attempt id, the revisions used and the answers the server
 * confirmed, so a reload continues the same attempt (a later change still wins, the submission's
 * digest still covers them); each request goes through the outbox's own sender (send.ts), with
 * its idempotency key, to the same endpoint the device would use.
 */
import { type AnswerValue } from '../../contracts/user-response.ts';
import { UserResponseErrorCode, type AnswersDigest } from '../../contracts/user-response-codes.ts';
import { DirectAnswers, type DirectAnswersOptions, type DirectRequest, type DirectSend } from './direct-answers.ts';
import type { OutboxEntryOf } from './kinds/index.ts';
import type { SendResult } from './outbox-results.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from './receipts.ts';
import { sendEntry } from './send.ts';

export interface KeptInTab {
  attemptId: string;
  revisions: Record<string, number>;
  saved: Record<string, AnswerValue>;
}

export interface TabStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function sessionStore(): TabStore | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export const keptInTabKey = (refId: string, activityId: number) => `assay.online-only:${refId}:${activityId}`;

/** The tab's record of this activity (a new one the first time), and a writer for it. */
export function keptInTab(
  refId: string,
  activityId: number,
  store: TabStore | undefined = sessionStore(),
): { kept: KeptInTab; save: (change: Partial<Omit<KeptInTab, 'attemptId'>>) => void } {
  const key = keptInTabKey(refId, activityId);
  let read: Partial<KeptInTab> | undefined;
  try {
    const text = store?.getItem(key);
    read = text ? (JSON.parse(text) as Partial<KeptInTab>) : undefined;
  } catch {
    read = undefined;
  }
  const kept: KeptInTab = {
    attemptId: typeof read?.attemptId === 'string' ? read.attemptId : crypto.randomUUID(),
    revisions: read?.revisions ?? {},
    saved: read?.saved ?? {},
  };
  const save = (change: Partial<Omit<KeptInTab, 'attemptId'>>) => {
    Object.assign(kept, change);
    try {
      store?.setItem(key, JSON.stringify(kept));
    } catch {
      // Without sessionStorage a reload starts a new attempt; the answers sent so far are on the server.
    }
  };
  save({});
  return { kept, save };
}

/** One request, straight to the server through the outbox's sender (same endpoint, same key handling). */
export function directSend(attemptId: string): (request: DirectRequest) => Promise<SendResult> {
  return (request) =>
    sendEntry({ ...request, attemptId, createdAt: new Date().toISOString(), attempts: 0, nextTryAt: 0 });
}

/** The online-only answers of one activity in this tab: kept-in-tab state, sent with directSend, retried when back online. */
export function tabDirectAnswers(
  activity: { refId: string; activityId: number },
  encoding?: DirectAnswersOptions['encoding'],
): DirectAnswers {
  const { kept, save } = keptInTab(activity.refId, activity.activityId);
  return new DirectAnswers({
    attemptId: kept.attemptId,
    refId: activity.refId,
    jobStepActivityId: activity.activityId,
    encoding,
    revisions: kept.revisions,
    onRevisions: (revisions) => save({ revisions }),
    saved: kept.saved,
    onSaved: (saved) => save({ saved }),
    isOnline: () => navigator.onLine,
    send: directSend(kept.attemptId),
  });
}

/**
 * A final submission that carries its own answers and their digest (the onboarding form): 'ok'
 * only with a receipt that repeats the count and hash (promise 8). A receipt that differs, or a 409
 * answers_mismatch, sends the same answers again under a fresh key, up to MAX_RESYNCS times, then
 * says the receipt does not match; a failure to reach the server is 'retry' (nothing was saved).
 */
export async function sendWithReceipt(
  send: DirectSend,
  request: Pick<OutboxEntryOf<'onboarding-submit'>, 'kind' | 'payload'>,
  digest: AnswersDigest,
): Promise<SendResult> {
  for (let resyncs = 0; ; resyncs += 1) {
    const result = await send({
      ...request,
      payload: { ...request.payload, ...digest },
      idempotencyKey: crypto.randomUUID(),
    });
    if (result.kind === 'retry') return result;
    const mismatch =
      result.kind === 'ok'
        ? !receiptMatches(result.data as Partial<AnswersDigest> | undefined, digest)
        : result.refusal.code === UserResponseErrorCode.answersMismatch;
    if (!mismatch) return result;
    if (resyncs >= MAX_RESYNCS)
      return { kind: 'refused', refusal: result.kind === 'refused' ? result.refusal : receiptMismatch };
  }
}

/**
 * The interview station's evaluation on this device: what the interviewer writes is a form draft
 * kept on every change (so a dropped connection or a reload loses nothing), and submitting writes,
 * in one transaction, the draft's "queued" mark and one outbox entry with a fresh idempotency key.
 * The sync loop sends it exactly once when the network returns; the server's receipt deletes the
 * draft (interview-evaluation.ts), so nothing of the interview stays on the device once it is safe
 * on the server.
 */
import type { SubmitEvaluation } from '../../contracts/interview.ts';
import { getOfflineDb, type OfflineDb } from './db.ts';
import { newEntry } from './outbox-entry.ts';
import type { Refusal } from './db.ts';

export const evaluationDraftKey = (interviewUuid: string) => `interview-evaluation:${interviewUuid}`;
export const evaluationAttemptId = (interviewUuid: string) => `interview:${interviewUuid}`;

export interface EvaluationDraft {
  evaluation: Omit<SubmitEvaluation, 'interview_uuid' | 'recommendation'> & {
    recommendation: SubmitEvaluation['recommendation'] | null;
  };
  /** Waiting in the outbox. */
  queued: boolean;
  refusal?: Refusal;
}

export async function readEvaluationDraft(
  interviewUuid: string,
  db: OfflineDb = getOfflineDb(),
): Promise<EvaluationDraft | undefined> {
  try {
    return (await db.formDrafts.get(evaluationDraftKey(interviewUuid)))?.values as EvaluationDraft | undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft; a draft already queued is not changed. */
export async function writeEvaluationDraft(
  interviewUuid: string,
  evaluation: EvaluationDraft['evaluation'],
  db: OfflineDb = getOfflineDb(),
): Promise<boolean> {
  try {
    return await db.transaction('rw', db.formDrafts, async () => {
      const current = (await db.formDrafts.get(evaluationDraftKey(interviewUuid)))?.values as
        EvaluationDraft | undefined;
      if (current?.queued) return false;
      const values: EvaluationDraft = { evaluation, queued: false };
      await db.formDrafts.put({
        key: evaluationDraftKey(interviewUuid),
        values: { ...values },
        updatedAt: new Date().toISOString(),
      });
      return true;
    });
  } catch {
    return false;
  }
}

/** Queues the submission once: while one is waiting, a second call changes nothing. */
export async function queueEvaluation(body: SubmitEvaluation, db: OfflineDb = getOfflineDb()): Promise<void> {
  const key = evaluationDraftKey(body.interview_uuid);
  await db.transaction('rw', db.formDrafts, db.outbox, async () => {
    const current = (await db.formDrafts.get(key))?.values as EvaluationDraft | undefined;
    if (current?.queued) return;
    const { interview_uuid: _uuid, ...evaluation } = body;
    const values: EvaluationDraft = { evaluation, queued: true };
    await db.formDrafts.put({ key, values: { ...values }, updatedAt: new Date().toISOString() });
    await db.outbox.add(
      newEntry('interview-evaluation', evaluationAttemptId(body.interview_uuid), body, new Date().toISOString()),
    );
  });
}

/** Evaluations this device still has to send (the resting screen says so). */
export async function pendingEvaluationCount(db: OfflineDb = getOfflineDb()): Promise<number> {
  try {
    return await db.outbox.filter((e) => e.kind === 'interview-evaluation').count();
  } catch {
    return 0;
  }
}

/** Is this interview's evaluation still waiting in the outbox? */
export async function isEvaluationPending(interviewUuid: string, db: OfflineDb = getOfflineDb()): Promise<boolean> {
  try {
    return (await db.outbox.where('attemptId').equals(evaluationAttemptId(interviewUuid)).count()) > 0;
  } catch {
    return false;
  }
}

/** What the resting screen tells: evaluations queued, and drafts kept (not submitted, or refused) for their interviewer. */
export async function stationDeviceSummary(
  db: OfflineDb = getOfflineDb(),
): Promise<{ queued: number; drafts: number }> {
  try {
    return await db.transaction('r', db.outbox, db.formDrafts, async () => {
      const queued = await db.outbox.filter((e) => e.kind === 'interview-evaluation').count();
      const drafts = await db.formDrafts
        .where('key')
        .startsWith(evaluationDraftKey(''))
        .filter((d) => d.values.queued !== true)
        .count();
      return { queued, drafts };
    });
  } catch {
    return { queued: 0, drafts: 0 };
  }
}

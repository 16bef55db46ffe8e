import { beforeEach, describe, expect, it } from 'vitest';
import type { SubmitEvaluation } from '../../contracts/interview.ts';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import type { SentEntry } from './kinds/index.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import {
  evaluationDraftKey,
  isEvaluationPending,
  pendingEvaluationCount,
  queueEvaluation,
  readEvaluationDraft,
  stationDeviceSummary,
  writeEvaluationDraft,
} from './interview-station.ts';

const UUID = '7d9c1f0e-2a3b-4c5d-8e6f-0a1b2c3d4e5f';
const body: SubmitEvaluation = {
  interview_uuid: UUID,
  notes: 'Calm, concrete answers.',
  recommendation: 'yes',
  scores: [{ attribute_type_id: 11, score: 4 }],
  answers: [{ interview_kit_question_id: 3, notes: 'Handled the angry customer well.' }],
};
let db: OfflineDb;

beforeEach(async () => {
  db = freshOfflineDb('interview');
});

async function drainWith(outcomes: SendResult[]): Promise<SentEntry[]> {
  const sent: SentEntry[] = [];
  const loop = new SyncLoop({
    db,
    send: async (entry) => (sent.push(entry), outcomes.shift() ?? { kind: 'retry', error: 'offline' }),
    random: () => 0,
  });
  await loop.drain({ force: true });
  return sent;
}

const receipt = {
  interview_uuid: UUID,
  submitted_at: '2026-11-23T09:00:00.000Z',
  stored_now: true,
  interview_status: 'completed' as const,
};

describe('the interview station evaluation (outbox kind interview-evaluation)', () => {
  it('given a submission queued twice while the connection is cut, then it is sent exactly once when it returns, and the draft is gone after the receipt', async () => {
    await writeEvaluationDraft(UUID, { ...body, recommendation: 'yes' }, db);
    await queueEvaluation(body, db);
    await queueEvaluation(body, db);
    expect(await pendingEvaluationCount(db)).toBe(1);
    // Cut: the send fails and the entry stays with its key.
    const firstTry = await drainWith([{ kind: 'retry', error: 'Failed to fetch' }]);
    expect(firstTry).toHaveLength(1);
    expect(await pendingEvaluationCount(db)).toBe(1);
    expect((await readEvaluationDraft(UUID, db))?.queued).toBe(true);
    // Restored: the same entry (same idempotency key) goes once.
    const secondTry = await drainWith([{ kind: 'ok', data: receipt }]);
    expect(secondTry).toHaveLength(1);
    expect(secondTry[0]!.idempotencyKey).toBe(firstTry[0]!.idempotencyKey);
    expect(secondTry[0]!.payload).toEqual(body);
    expect(await pendingEvaluationCount(db)).toBe(0);
    expect(await db.formDrafts.get(evaluationDraftKey(UUID))).toBeUndefined();
    expect(await drainWith([])).toHaveLength(0);
  });

  it('given a refusal, then the draft stays with the reason and can be edited and submitted again', async () => {
    await queueEvaluation(body, db);
    await drainWith([
      {
        kind: 'refused',
        refusal: { status: 400, code: 'validation_error', message: 'Please check the highlighted fields.' },
      },
    ]);
    const draft = await readEvaluationDraft(UUID, db);
    expect(draft).toMatchObject({ queued: false, refusal: { status: 400 } });
    expect(draft?.evaluation.notes).toBe(body.notes);
    expect(await writeEvaluationDraft(UUID, { ...draft!.evaluation, notes: 'Fixed' }, db)).toBe(true);
  });

  it('given a queued submission, then edits to the draft are refused until the server answered', async () => {
    await queueEvaluation(body, db);
    expect(await writeEvaluationDraft(UUID, { ...body, notes: 'changed' }, db)).toBe(false);
    expect((await readEvaluationDraft(UUID, db))?.evaluation.notes).toBe(body.notes);
  });

  it('given one interview queued and another only drafted, then the resting screen counts one waiting and one unfinished, and each interview knows whether it is pending', async () => {
    const OTHER = '11111111-2222-4333-8444-555555555555';
    expect(await stationDeviceSummary(db)).toEqual({ queued: 0, drafts: 0 });
    await writeEvaluationDraft(OTHER, { ...body, notes: 'half way' }, db);
    await queueEvaluation(body, db);
    expect(await stationDeviceSummary(db)).toEqual({ queued: 1, drafts: 1 });
    expect(await isEvaluationPending(UUID, db)).toBe(true);
    expect(await isEvaluationPending(OTHER, db)).toBe(false);
    await drainWith([{ kind: 'ok', data: receipt }]);
    expect(await isEvaluationPending(UUID, db)).toBe(false);
    expect(await stationDeviceSummary(db)).toEqual({ queued: 0, drafts: 1 });
  });
});

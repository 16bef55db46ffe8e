import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt, submitAttempt } from './attempts.ts';
import { SyncLoop } from './sync-loop.ts';
import { FakeAnswerServer } from './testing/fake-answer-server.ts';

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const OTHER_ATTEMPT = '2e4b6d8f-1a3c-4e5f-9b7d-0c2e4a6b8d1f';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';

let db: OfflineDb;
let server: FakeAnswerServer;
let clock: number;

beforeEach(async () => {
  db = freshOfflineDb('batch');
  server = new FakeAnswerServer();
  clock = Date.parse('2026-11-21T10:00:00.000Z');
  await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
});

const loopOf = (batchSize?: number) =>
  new SyncLoop({ db, send: server.send, sendBatch: server.sendBatch, batchSize, now: () => clock, random: () => 0.5 });
const answer = (itemId: string, value: number | string, attemptId = ATTEMPT) =>
  recordAnswer({ attemptId, itemId, value }, db);
/** The attempt's start goes first, alone (one drain of only it): afterwards the next fault meets the batch. */
async function sendStart(): Promise<void> {
  const start = (await db.outbox.toArray()).find((e) => e.kind === 'start')!;
  const onlyStart = new SyncLoop({ db, send: server.send, mayTake: (e) => e.seq === start.seq });
  expect(await onlyStart.drain()).toBe('empty');
}
const statuses = async () => (await db.answers.toArray()).map((a) => [a.itemId, a.status]);

describe('sending answers in batches', () => {
  it('given 250 answers queued offline, when the loop drains with batches of 100, then three batches carry them in order and every answer is synced', async () => {
    for (let i = 0; i < 250; i++) await answer(`q${String(i).padStart(3, '0')}`, i);
    expect(await loopOf().drain()).toBe('empty');
    expect(server.batches).toEqual([100, 100, 50]);
    const answers = server.deliveries.filter((d) => d.kind === 'answer');
    expect(answers.map((d) => d.itemId)).toEqual(answers.map((d) => d.itemId).sort());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.answers.toArray()).every((a) => a.status === 'synced')).toBe(true);
  });

  it('given answers then a submission, when one item of the batch is not settled, then the submission waits, and goes only after that answer is delivered', async () => {
    await answer('q1', 1);
    await answer('q2', 2);
    await answer('q3', 3);
    await submitAttempt(ATTEMPT, db);
    const loop = loopOf();
    await sendStart();
    server.faults.push('item-busy');
    expect(await loop.drain()).toBe('waiting');
    expect(server.deliveries.map((d) => d.kind)).toEqual(['start', 'answer', 'answer']);
    expect(await statuses()).toEqual([
      ['q1', 'synced'],
      ['q2', 'pending'],
      ['q3', 'synced'],
    ]);
    clock += 60_000;
    expect(await loop.drain()).toBe('empty');
    expect(server.deliveries.map((d) => d.kind)).toEqual(['start', 'answer', 'answer', 'answer', 'submit']);
    expect((await db.attempts.get(ATTEMPT))?.status).toBe('submitted');
  });

  it('given a batch whose response is lost after the server applied it, when it is resent, then each key is applied once and the answers are synced', async () => {
    await answer('q1', 1);
    await answer('q2', 2);
    const loop = loopOf();
    await sendStart();
    server.faults.push('network-before', 'drop-after');
    await loop.drain();
    expect(await loop.drain({ force: true })).toBe('waiting');
    expect(await loop.drain({ force: true })).toBe('empty');
    expect(server.batches).toEqual([2, 2]);
    for (const times of server.appliedByKey.values()) expect(times).toBe(1);
    expect(await statuses()).toEqual([
      ['q1', 'synced'],
      ['q2', 'synced'],
    ]);
  });

  it('given a submitted attempt on the server, when a batch arrives, then each answer is refused with the reason and kept on the device, and the drain moves on', async () => {
    await answer('q1', 1);
    await answer('q2', 2);
    server.submitted.set(ATTEMPT, { answer_count: 0, answers_hash: '', submitted_at: new Date().toISOString() });
    expect(await loopOf().drain()).toBe('empty');
    const kept = await db.answers.toArray();
    expect(kept.map((a) => [a.itemId, a.value, a.status, a.refusal?.code])).toEqual([
      ['q1', 1, 'refused', 'attempt_submitted'],
      ['q2', 2, 'refused', 'attempt_submitted'],
    ]);
  });

  it('given a batch refused as a whole, when the loop goes on, then the same entries are sent one by one with their own keys', async () => {
    await answer('q1', 1);
    await answer('q2', 2);
    await answer('q3', 3);
    const keys = (await db.outbox.toArray()).filter((e) => e.kind === 'answer').map((e) => e.idempotencyKey);
    const loop = loopOf();
    await sendStart();
    server.faults.push('batch-refused');
    expect(await loop.drain()).toBe('empty');
    expect(server.batches).toEqual([]);
    expect(server.deliveries.filter((d) => d.kind === 'answer').map((d) => d.key)).toEqual(keys);
    expect((await statuses()).every(([, s]) => s === 'synced')).toBe(true);
  });

  it('given answers of two attempts interleaved, then each batch holds answers of one attempt, in outbox order', async () => {
    await beginAttempt({ attemptId: OTHER_ATTEMPT, refId: REF, jobStepActivityId: 13 }, db);
    await answer('a1', 1);
    await answer('a2', 2);
    await answer('b1', 1, OTHER_ATTEMPT);
    await answer('b2', 2, OTHER_ATTEMPT);
    await answer('a3', 3);
    expect(await loopOf().drain()).toBe('empty');
    expect(server.batches).toEqual([2, 2]);
    expect(server.deliveries.filter((d) => d.kind === 'answer').map((d) => d.itemId)).toEqual([
      'a1',
      'a2',
      'b1',
      'b2',
      'a3',
    ]);
  });

  it('given an item changed while queued, when batched, then only its last revision is sent', async () => {
    await answer('q1', 1);
    await answer('q2', 1);
    await answer('q1', 2);
    await answer('q3', 1);
    await loopOf().drain();
    expect(server.deliveries.filter((d) => d.kind === 'answer').map((d) => [d.itemId, d.revision])).toEqual([
      ['q2', 1],
      ['q1', 2],
      ['q3', 1],
    ]);
    expect(server.batches).toEqual([3]);
  });
});

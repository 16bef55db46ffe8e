/**
 * Promises 1 and 2 as a property: whatever the candidate does (answers, changes, reloads,
 * offline spells) and whatever the network and server do (errors before applying, 500s,
 * responses lost after applying a whole batch, a batch refused as a whole, one item of a batch
 * left unsettled), once the device is online and the outbox drained, the server holds exactly
 * the candidate's last value for every item, and no key was applied twice. The loop sends
 * consecutive answers in batches of at most 3, so most runs mix batches and single sends.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dexie } from 'dexie';
import { OfflineDb } from './db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt } from './attempts.ts';
import { SyncLoop } from './sync-loop.ts';
import { FakeAnswerServer, type Fault } from './testing/fake-answer-server.ts';

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ITEMS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'];
const BATCH_SIZE = 3;
/** Batches that reached the server over all runs: the property must have exercised them. */
const batchSizes: number[] = [];

type Op =
  | { t: 'answer'; item: string; value: number | string | string[] | null }
  /** An answer given while a drain is in flight. */
  | { t: 'answer-during-drain'; item: string; value: number }
  | { t: 'reload' }
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'fault'; fault: Fault }
  | { t: 'drain' };

const value = fc.oneof(
  fc.integer({ min: 1, max: 5 }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
  fc.constant(null),
);
const item = fc.constantFrom(...ITEMS);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('answer' as const), item, value }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('answer-during-drain' as const),
      item,
      value: fc.integer({ min: 1, max: 5 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'online' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('fault' as const),
      fault: fc.constantFrom<Fault>('network-before', 'server-error', 'drop-after', 'batch-refused', 'item-busy'),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ t: 'drain' as const }) },
);

async function run(ops: Op[]): Promise<void> {
  const name = `property-${crypto.randomUUID()}`;
  const server = new FakeAnswerServer();
  let db = new OfflineDb(name);
  let loop = new SyncLoop({ db, send: server.send, sendBatch: server.sendBatch, batchSize: BATCH_SIZE });
  const last = new Map<string, unknown>();
  try {
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
    for (const step of ops) {
      switch (step.t) {
        case 'answer':
          await recordAnswer({ attemptId: ATTEMPT, itemId: step.item, value: step.value }, db);
          last.set(step.item, step.value);
          break;
        case 'answer-during-drain': {
          const draining = loop.drain({ force: true });
          await recordAnswer({ attemptId: ATTEMPT, itemId: step.item, value: step.value }, db);
          last.set(step.item, step.value);
          await draining;
          break;
        }
        case 'reload':
          db.close();
          db = new OfflineDb(name);
          loop = new SyncLoop({ db, send: server.send, sendBatch: server.sendBatch, batchSize: BATCH_SIZE });
          break;
        case 'offline':
          server.isOnline = false;
          break;
        case 'online':
          server.isOnline = true;
          break;
        case 'fault':
          server.faults.push(step.fault);
          break;
        case 'drain':
          await loop.drain({ force: true });
          break;
      }
    }

    server.isOnline = true;
    for (let i = 0; i < 50 && (await db.outbox.count()) > 0; i++) await loop.drain({ force: true });

    expect(await db.outbox.count()).toBe(0);
    const onServer = server.answers.get(ATTEMPT) ?? new Map();
    expect(new Map([...onServer].map(([id, a]) => [id, a.value]))).toEqual(last);
    for (const [key, times] of server.appliedByKey) expect(times, key).toBe(1);
    // The device never mints two keys for one revision of an item.
    const keysPerRevision = new Map<string, Set<string>>();
    for (const d of server.deliveries.filter((x) => x.kind === 'answer')) {
      const id = `${d.itemId}#${d.revision}`;
      keysPerRevision.set(id, (keysPerRevision.get(id) ?? new Set()).add(d.key));
    }
    for (const [id, keys] of keysPerRevision) expect(keys.size, id).toBe(1);
    const local = await db.answers.toArray();
    expect(local.every((a) => a.status === 'synced')).toBe(true);
    for (const a of local) expect(onServer.get(a.itemId)?.revision).toBe(a.revision);
    batchSizes.push(...server.batches);
  } finally {
    db.close();
    await Dexie.delete(name);
  }
}

describe('the outbox under any sequence of answers, reloads and failures (promises 1 and 2)', () => {
  it('given any mix of answers, edits, reloads, offline spells and server failures, when back online and drained, then the server holds exactly each last answer, each key applied once', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), run), { numRuns: 200 });
    expect(batchSizes.length).toBeGreaterThan(50);
    expect(Math.max(...batchSizes)).toBe(BATCH_SIZE);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt, localAnswersDigest, submitAttempt } from './attempts.ts';
import { backoffDelay, requestSync, SyncLoop } from './sync-loop.ts';
import { FakeAnswerServer } from './testing/fake-answer-server.ts';

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const OTHER_ATTEMPT = '2e4b6d8f-1a3c-4e5f-9b7d-0c2e4a6b8d1f';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';

let db: OfflineDb;
let server: FakeAnswerServer;
let clock: number;
let loop: SyncLoop;

beforeEach(async () => {
  db = freshOfflineDb('sync');
  server = new FakeAnswerServer();
  clock = Date.parse('2026-11-21T10:00:00.000Z');
  loop = new SyncLoop({ db, send: server.send, now: () => clock, random: () => 0.5 });
  await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
});

afterEach(() => {
  loop.stop();
});

const answer = (itemId: string, value: number | string, attemptId = ATTEMPT) =>
  recordAnswer({ attemptId, itemId, value }, db);
const held = (itemId: string, attemptId = ATTEMPT) => server.answers.get(attemptId)?.get(itemId);
const answerDeliveries = () => server.deliveries.filter((d) => d.kind === 'answer');

describe('draining the outbox', () => {
  it('given answers queued offline, when the loop drains, then they reach the server in the order given and are marked synced', async () => {
    await answer('q2', 1);
    await answer('q1', 2);
    await answer('q3', 3);

    expect(await loop.drain()).toBe('empty');

    expect(server.deliveries.map((d) => d.kind)).toEqual(['start', 'answer', 'answer', 'answer']);
    expect(answerDeliveries().map((d) => d.itemId)).toEqual(['q2', 'q1', 'q3']);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.answers.toArray()).map((a) => a.status)).toEqual(['synced', 'synced', 'synced']);
    expect((await db.attempts.get(ATTEMPT))?.serverStartedAt).toBeDefined();
  });

  it('given an item changed three times offline (promise 2), when the loop drains, then only the third value is sent and the server holds it', async () => {
    await answer('q1', 1);
    await answer('q1', 2);
    await answer('q1', 3);

    await loop.drain();

    expect(answerDeliveries()).toEqual([expect.objectContaining({ itemId: 'q1', revision: 3 })]);
    expect(held('q1')).toEqual({ value: 3, revision: 3 });
  });

  it('given a change recorded while the previous one is in flight, when the first send returns, then the answer stays pending until the newer one is sent', async () => {
    await answer('q1', 1);
    const send = server.send;
    let changedMidFlight = false;
    const midFlightLoop = new SyncLoop({
      db,
      send: async (entry) => {
        const result = await send(entry);
        if (entry.kind === 'answer' && !changedMidFlight) {
          changedMidFlight = true;
          await answer('q1', 2);
          expect((await db.answers.get([ATTEMPT, 'q1']))?.status).toBe('pending');
        }
        return result;
      },
    });

    await midFlightLoop.drain();

    expect(held('q1')).toEqual({ value: 2, revision: 2 });
    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({ status: 'synced', revision: 2 });
  });
});

describe('retries', () => {
  it.each(['network-before', 'server-error'] as const)(
    'given a %s failure, when the loop drains, then the entry is kept with a backoff and the drain stops; when forced later, it is delivered',
    async (fault) => {
      await loop.drain();
      await answer('q1', 1);
      await answer('q2', 2);
      server.faults.push(fault);

      expect(await loop.drain()).toBe('waiting');

      const head = await db.outbox.orderBy('seq').first();
      expect(head).toMatchObject({ itemId: 'q1', attempts: 1, nextTryAt: clock + 750 });
      expect(head?.lastError).toBeTruthy();
      expect(held('q2')).toBeUndefined();

      expect(await loop.drain()).toBe('waiting');
      expect(answerDeliveries()).toHaveLength(0);

      clock += 750;
      expect(await loop.drain()).toBe('empty');
      expect(answerDeliveries().map((d) => d.itemId)).toEqual(['q1', 'q2']);
    },
  );

  it('given the response is lost after the server applied the answer (promise 1), when the loop resends, then it uses the same key and the server applies it once', async () => {
    await loop.drain();
    await answer('q1', 'first');
    server.faults.push('drop-after');

    expect(await loop.drain()).toBe('waiting');
    expect(held('q1')).toEqual({ value: 'first', revision: 1 });
    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({ status: 'pending' });

    expect(await loop.drain({ force: true })).toBe('empty');

    const keys = answerDeliveries().map((d) => d.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(server.appliedByKey.get(keys[0] as string)).toBe(1);
    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({ status: 'synced' });
  });

  it('given repeated failures, when the backoff grows, then it doubles with jitter and never passes a minute', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(30, () => 1)).toBe(60_000);
    expect(backoffDelay(30, () => 0)).toBe(30_000);
  });
});

describe('refusals (promise 6)', () => {
  it('given the attempt was submitted elsewhere, when a late answer is sent, then it is marked refused with the reason and the next entry still goes', async () => {
    await beginAttempt({ attemptId: OTHER_ATTEMPT, refId: REF, jobStepActivityId: 13 }, db);
    await loop.drain();
    server.submitted.set(ATTEMPT, { answer_count: 0, answers_hash: '', submitted_at: '2026-11-21T09:00:00.000Z' });
    await answer('q1', 1);
    await answer('q9', 9, OTHER_ATTEMPT);

    expect(await loop.drain()).toBe('empty');

    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({
      status: 'refused',
      value: 1,
      refusal: { status: 409, code: 'attempt_submitted', message: 'This activity was already submitted.' },
    });
    expect(held('q9', OTHER_ATTEMPT)).toEqual({ value: 9, revision: 1 });
  });
});

describe('submission and its receipt (promise 8)', () => {
  it('given answers queued offline and a submission, when the loop drains, then the answers go first and the receipt matches the local hash', async () => {
    await answer('q1', 1);
    await answer('q2', 'two');
    await submitAttempt(ATTEMPT, db);

    await loop.drain();

    expect(server.deliveries.at(-1)?.kind).toBe('submit');
    const attempt = await db.attempts.get(ATTEMPT);
    const local = await localAnswersDigest(ATTEMPT, db);
    expect(attempt).toMatchObject({
      status: 'submitted',
      receipt: { answer_count: 2, answers_hash: local.answers_hash },
    });
    expect(attempt?.refusal).toBeUndefined();
    expect(await db.answers.count()).toBe(2);
  });

  it('given the server lost an answer, when the submission is refused for a hash mismatch, then the answers are resent and the submission succeeds', async () => {
    await answer('q1', 1);
    await answer('q2', 2);
    await loop.drain();
    server.forget(ATTEMPT, 'q2');
    await submitAttempt(ATTEMPT, db);

    await loop.drain();

    expect(held('q2')).toEqual({ value: 2, revision: 1 });
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted', resyncs: 1 });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('one drain at a time (promise 10)', () => {
  it('given two loops on the same database (two tabs), when both drain at once, then each entry is delivered once', async () => {
    for (let i = 0; i < 5; i++) await answer(`q${i}`, i);
    const secondTab = new SyncLoop({ db, send: server.send });

    await Promise.all([loop.drain(), secondTab.drain(), loop.drain()]);

    expect(answerDeliveries()).toHaveLength(5);
    expect(new Set(server.deliveries.map((d) => d.key)).size).toBe(server.deliveries.length);
  });

  it('given the browser has Web Locks, when the loop drains, then it holds the shared outbox lock while sending', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      await answer('q1', 1);
      await loop.drain();
      expect(request).toHaveBeenCalledWith('assay-outbox', expect.any(Function));
      expect(held('q1')).toBeDefined();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});

describe('triggers', () => {
  it('given a started loop, when the network comes back or the service worker asks, then the outbox drains', async () => {
    server.isOnline = false;
    loop.start();
    await answer('q1', 1);
    await expect.poll(async () => (await db.outbox.orderBy('seq').first())?.attempts ?? 0).toBeGreaterThan(0);

    server.isOnline = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => held('q1')).toEqual({ value: 1, revision: 1 });

    await answer('q2', 2);
    requestSync();
    await expect.poll(() => held('q2')).toEqual({ value: 2, revision: 1 });
  });

  it('given a started loop, when the page becomes visible or the service worker posts its sync message, then the outbox drains', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      loop.start();
      await expect.poll(() => server.started.has(ATTEMPT)).toBe(true);

      await answer('q1', 1);
      document.dispatchEvent(new Event('visibilitychange'));
      await expect.poll(() => held('q1')).toEqual({ value: 1, revision: 1 });

      await answer('q2', 2);
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'assay-sync' } }));
      await expect.poll(() => held('q2')).toEqual({ value: 2, revision: 1 });
    } finally {
      loop.stop();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

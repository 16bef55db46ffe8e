import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb, OutboxEntry } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import {
  finishTypingRun,
  isRunRefused,
  resendRefusedRun,
  saveTypingProgress,
  startTypingRun,
  typingRunOf,
} from './typing-runs.ts';
import { MAX_TYPING_EVENTS, typingRunDigest, type TypingResult } from '../../contracts/typing-test.ts';
import {
  BACKSPACE,
  replayKeystrokes,
  SENT_TYPING_EVENTS,
  SENT_TYPING_LOG_BYTES,
  typingLogBytes,
  type KeyEvent,
} from '../../contracts/typing-score.ts';

const ATTEMPT = '3c1e9a52-0b7e-4c39-9a55-2b8f3f0e6a15';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('typing');
});

const start = () =>
  startTypingRun(
    { attemptId: ATTEMPT, refId: REF, jobStepActivityId: 6, passageId: 2, passageText: 'the cat', limitSeconds: 60 },
    db,
  );
const scores = {
  attempt_id: ATTEMPT,
  typing_passage_id: 2,
  net_wpm: 12,
  raw_wpm: 14,
  accuracy: 95,
  corrections: 1,
  keystrokes: 9,
  elapsed_ms: 60000,
  completed_at: '2026-11-21T09:00:00.000Z',
};
const theEvents = [...'the '].map((k, i) => ({ t: (i + 1) * 100, k }));
/** The server's result for the run 'the ': its scores and the receipt of the run it stored. */
const resultOf = async (events = theEvents, typed = 'the '): Promise<TypingResult> => ({
  ...scores,
  ...(await typingRunDigest({ typing_passage_id: 2, typed_text: typed, events })),
});

describe('a typing run on the device', () => {
  it('given progress saved and a reload, then the run resumes with its keystrokes and time used', async () => {
    await start();
    await saveTypingProgress(ATTEMPT, { events: [{ t: 100, k: 't' }], typedText: 't', elapsedMs: 1500 }, db);
    const again = await start();
    expect(again.kindState).toMatchObject({
      kind: 'typing',
      run: { typedText: 't', elapsedMs: 1500, events: [{ t: 100, k: 't' }] },
    });
  });

  it('given a run finished offline, when the network fails then returns, then the result reaches the server exactly once with one key', async () => {
    await start();
    const events = theEvents;
    const result = await resultOf();
    await finishTypingRun(ATTEMPT, { events, typedText: 'the ', elapsedMs: 60000 }, db);
    // Finishing twice queues nothing more, and later progress does not change the frozen run.
    await finishTypingRun(ATTEMPT, { events: [], typedText: '', elapsedMs: 1 }, db);
    await saveTypingProgress(ATTEMPT, { events: [], typedText: 'x', elapsedMs: 2 }, db);
    expect(await db.outbox.count()).toBe(1);

    const sent: OutboxEntry[] = [];
    const outcomes: SendResult[] = [
      { kind: 'retry', error: 'offline' },
      { kind: 'retry', error: 'response lost' },
      { kind: 'ok', data: result },
    ];
    let now = 0;
    const loop = new SyncLoop({
      db,
      send: async (entry) => (sent.push(entry), outcomes.shift()!),
      now: () => now,
      random: () => 0,
    });
    expect(await loop.drain()).toBe('waiting');
    now += 120_000;
    expect(await loop.drain()).toBe('waiting');
    now += 120_000;
    expect(await loop.drain()).toBe('empty');

    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((e) => e.idempotencyKey)).size).toBe(1);
    expect(sent[0]!.payload).toMatchObject({
      ref_id: REF,
      job_step_activity_id: 6,
      attempt_id: ATTEMPT,
      typing_passage_id: 2,
      typed_text: 'the ',
      elapsed_ms: 60000,
    });
    const attempt = await db.attempts.get(ATTEMPT);
    expect(attempt).toMatchObject({
      status: 'submitted',
      kindState: { kind: 'typing', run: { typedText: 'the ', result } },
    });
  });

  it('given the server refuses (already submitted elsewhere), then the run is kept and marked with the reason', async () => {
    await start();
    await finishTypingRun(ATTEMPT, { events: [], typedText: '', elapsedMs: 60000 }, db);
    const loop = new SyncLoop({
      db,
      send: async () => ({ kind: 'refused', refusal: { status: 409, code: 'attempt_submitted', message: 'already' } }),
    });
    expect(await loop.drain()).toBe('empty');
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({
      status: 'submitted',
      refusal: { code: 'attempt_submitted' },
      kindState: { kind: 'typing', run: { finishedAt: expect.any(String) } },
    });
  });
});

describe('promise 8: a receipt before deletion (typing test result)', () => {
  const finish = async () => {
    await start();
    await finishTypingRun(ATTEMPT, { events: theEvents, typedText: 'the ', elapsedMs: 60000 }, db);
  };
  const drainWith = async (outcomes: SendResult[]) => {
    const sent: OutboxEntry[] = [];
    const loop = new SyncLoop({
      db,
      send: async (entry) => (sent.push(entry), outcomes.shift() ?? { kind: 'retry', error: 'no answer left' }),
      random: () => 0,
    });
    await loop.drain({ force: true });
    return sent;
  };

  it('given a receipt that repeats the count and hash of the run on this device, then the run is received, kept, and sent with that count and hash', async () => {
    await finish();
    const result = await resultOf();
    const sent = await drainWith([{ kind: 'ok', data: result }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({ answer_count: 4, answers_hash: result.answers_hash });
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({
      status: 'submitted',
      kindState: { kind: 'typing', run: { typedText: 'the ', events: theEvents, result } },
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('given a receipt of another run (the server stored a log that lost a keystroke), then the run is kept, sent again under a new key, and received once a receipt matches', async () => {
    await finish();
    const wrong = await resultOf(theEvents.slice(0, 3), 'the');
    const right = await resultOf();
    const sent = await drainWith([
      { kind: 'ok', data: wrong },
      { kind: 'ok', data: right },
    ]);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.idempotencyKey).not.toBe(sent[1]!.idempotencyKey);
    expect(sent[1]!.payload).toMatchObject({
      events: theEvents,
      typed_text: 'the ',
      answer_count: 4,
      answers_hash: right.answers_hash,
    });
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({
      status: 'submitted',
      resyncs: 1,
      kindState: { kind: 'typing', run: { result: right } },
    });
  });

  it('given the server found the run it received different (409 answers_mismatch), then the kept run is sent again', async () => {
    await finish();
    const result = await resultOf();
    const sent = await drainWith([
      { kind: 'refused', refusal: { status: 409, code: 'answers_mismatch', message: 'differs' } },
      { kind: 'ok', data: result },
    ]);
    expect(sent).toHaveLength(2);
    const attempt = await db.attempts.get(ATTEMPT);
    expect(attempt).toMatchObject({ status: 'submitted', resyncs: 1, kindState: { kind: 'typing', run: { result } } });
    expect(attempt?.refusal).toBeUndefined();
  });

  it('given a receipt that never matches, then after the resends the run is not received, the difference is shown, and the run is kept', async () => {
    await finish();
    const wrong = await resultOf(theEvents.slice(0, 3), 'the');
    const sent = await drainWith(Array.from({ length: 6 }, (): SendResult => ({ kind: 'ok', data: wrong })));
    expect(sent).toHaveLength(4);
    const attempt = await db.attempts.get(ATTEMPT);
    expect(attempt).toMatchObject({
      status: 'submitting',
      resyncs: 3,
      refusal: { code: 'receipt_mismatch' },
      kindState: { kind: 'typing', run: { typedText: 'the ', events: theEvents } },
    });
    expect(typingRunOf(attempt)?.result).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

/** What an older version logged for the reporter's run: `before` typed, a reload with the caret at 0, then keys typed there, each as "erase back to the caret, type the rest again". */
function oldCaretAtStartLog(before: string, keys: string): { events: KeyEvent[]; typed: string } {
  const events: KeyEvent[] = [...before].map((k, i) => ({ t: (i + 1) * 100, k }));
  let value = before;
  let t = 5_000;
  for (const [i, k] of [...keys].entries()) {
    const next = value.slice(0, i) + k + value.slice(i);
    t += 100;
    for (let j = value.length; j > i; j -= 1) events.push({ t, k: BACKSPACE });
    for (const c of next.slice(i)) events.push({ t, k: c });
    value = next;
  }
  return { events, typed: value };
}

describe('a result never outgrows the server limits, and a refusal is never silent', () => {
  const before = 'the cat sat on the mat '.repeat(4);
  const keys = 'a quick brown fox jumps over the lazy dog '.repeat(2);

  it('given a run queued by an older version with a log past the server limit, then what is sent is the same run as edits, within the limits, with its own count and hash, and the receipt completes it', async () => {
    await start();
    const { events, typed } = oldCaretAtStartLog(before, keys);
    expect(events.length).toBeGreaterThan(MAX_TYPING_EVENTS);
    // Queued as the older version did: the whole log in the run and the entry.
    await finishTypingRun(ATTEMPT, { events: [], typedText: typed, elapsedMs: 60_000 }, db);
    const run = typingRunOf(await db.attempts.get(ATTEMPT))!;
    await db.attempts.update(ATTEMPT, { kindState: { kind: 'typing', run: { ...run, events } } });
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry!.seq!, { payload: { ...entry!.payload, events } });

    const sent: OutboxEntry[] = [];
    await new SyncLoop({
      db,
      send: async (e) => {
        sent.push(e);
        const body = e.payload as { events: KeyEvent[]; typed_text: string };
        return { kind: 'ok', data: { ...scores, ...(await typingRunDigest({ typing_passage_id: 2, ...body })) } };
      },
    }).drain({ force: true });

    expect(sent).toHaveLength(1);
    const body = sent[0]!.payload as unknown as { events: KeyEvent[]; typed_text: string; answer_count: number };
    expect(body.events).toHaveLength(before.length + keys.length);
    expect(body.answer_count).toBe(body.events.length);
    expect(replayKeystrokes(body.events)).toMatchObject({ text: typed, corrections: 0 });
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted' });
  });

  it('given a run finished with a log past the limits, then the run keeps and sends it bounded, with the same text', async () => {
    await start();
    const events: KeyEvent[] = [];
    for (let i = 0; i < 5_000; i += 1) events.push({ t: i * 50, k: 'x' }, { t: i * 50 + 20, k: BACKSPACE });
    events.push({ t: 300_000, k: 't' });
    await finishTypingRun(ATTEMPT, { events, typedText: 't', elapsedMs: 300_000 }, db);
    const kept = typingRunOf(await db.attempts.get(ATTEMPT))!.events;
    const [entry] = await db.outbox.toArray();
    for (const log of [kept, (entry!.payload as { events: KeyEvent[] }).events]) {
      expect(log.length).toBeLessThanOrEqual(SENT_TYPING_EVENTS);
      expect(typingLogBytes(log)).toBeLessThanOrEqual(SENT_TYPING_LOG_BYTES);
      expect(replayKeystrokes(log)).toEqual(replayKeystrokes(events));
    }
  });

  it('given the server refuses the result for good (413), then the run stays finished with the reason, is not reopened, and "Send it again" sends the same run', async () => {
    await start();
    await finishTypingRun(ATTEMPT, { events: theEvents, typedText: 'the ', elapsedMs: 60000 }, db);
    const outcomes: SendResult[] = [
      { kind: 'refused', refusal: { status: 413, code: 'payload_too_large', message: 'Request body is too large' } },
    ];
    const sent: OutboxEntry[] = [];
    const loop = new SyncLoop({
      db,
      send: async (entry) => (sent.push(entry), outcomes.shift() ?? { kind: 'ok', data: await resultOf() }),
    });
    await loop.drain({ force: true });

    const refused = await db.attempts.get(ATTEMPT);
    expect(refused).toMatchObject({
      refusal: { status: 413, code: 'payload_too_large' },
      kindState: { kind: 'typing', run: { typedText: 'the ', events: theEvents, finishedAt: expect.any(String) } },
    });
    expect(isRunRefused(refused)).toBe(true);
    expect(await db.outbox.count()).toBe(0);

    await resendRefusedRun(ATTEMPT, db);
    expect((await db.attempts.get(ATTEMPT))?.status).toBe('submitting');
    await loop.drain({ force: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent[1]!.payload).toMatchObject({ attempt_id: ATTEMPT, typed_text: 'the ', events: theEvents });
    const attempt = await db.attempts.get(ATTEMPT);
    expect(attempt).toMatchObject({ status: 'submitted' });
    expect(attempt?.refusal).toBeUndefined();
  });
});

describe('a typing run finished while the disk refuses writes (D195, D302)', () => {
  /** A full disk: while set, IndexedDB's put and add throw as a browser's do. */
  let isDiskFull = false;
  const { put, add } = IDBObjectStore.prototype;
  const refuse = (write: typeof put) =>
    function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if (isDiskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return write.apply(this, args);
    };
  beforeEach(() => {
    IDBObjectStore.prototype.put = refuse(put);
    IDBObjectStore.prototype.add = refuse(add);
  });
  afterEach(() => {
    isDiskFull = false;
    IDBObjectStore.prototype.put = put;
    IDBObjectStore.prototype.add = add;
  });

  it('is kept in the page, reaches the server once, and is stored as received once the disk takes writes again', async () => {
    await start();
    isDiskFull = true;
    await expect(
      finishTypingRun(ATTEMPT, { events: theEvents, typedText: 'the ', elapsedMs: 60000 }, db),
    ).resolves.toMatchObject({ status: 'submitting' });
    expect(await db.outbox.count()).toBe(0);

    const result = await resultOf();
    const sent: OutboxEntry[] = [];
    const loop = new SyncLoop({ db, send: async (entry) => (sent.push(entry), { kind: 'ok', data: result }) });
    await loop.drain({ force: true });
    expect(sent.map((e) => e.kind)).toEqual(['typing-result']);
    expect(sent[0]!.payload).toMatchObject({ attempt_id: ATTEMPT, typed_text: 'the ' });

    isDiskFull = false;
    await loop.drain({ force: true });
    expect(sent).toHaveLength(1);
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({
      status: 'submitted',
      kindState: { kind: 'typing', run: { typedText: 'the ', result } },
    });
    loop.stop();
  });
});

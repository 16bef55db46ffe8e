import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { OfflineDb, type OutboxEntry } from './db.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import { finishTypingRun, saveTypingProgress, startTypingRun } from './typing-runs.ts';

const ATTEMPT = '3c1e9a52-0b7e-4c39-9a55-2b8f3f0e6a15';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(() => {
  db = new OfflineDb(`typing-${crypto.randomUUID()}`);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const start = () => startTypingRun({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 6, passageId: 2, passageText: 'the cat', limitSeconds: 60 }, db);
const result = { attempt_id: ATTEMPT, typing_passage_id: 2, net_wpm: 12, raw_wpm: 14, accuracy: 95, corrections: 1, keystrokes: 9, elapsed_ms: 60000, completed_at: '2026-11-21T09:00:00.000Z' };

describe('a typing run on the device', () => {
  it('given progress saved and a reload, then the run resumes with its keystrokes and time used', async () => {
    await start();
    await saveTypingProgress(ATTEMPT, { events: [{ t: 100, k: 't' }], typedText: 't', elapsedMs: 1500 }, db);
    const again = await start();
    expect(again.typing).toMatchObject({ typedText: 't', elapsedMs: 1500, events: [{ t: 100, k: 't' }] });
  });

  it('given a run finished offline, when the network fails then returns, then the result reaches the server exactly once with one key', async () => {
    await start();
    const events = [...'the '].map((k, i) => ({ t: (i + 1) * 100, k }));
    await finishTypingRun(ATTEMPT, { events, typedText: 'the ', elapsedMs: 60000 }, db);
    // Finishing twice queues nothing more, and later progress does not change the frozen run.
    await finishTypingRun(ATTEMPT, { events: [], typedText: '', elapsedMs: 1 }, db);
    await saveTypingProgress(ATTEMPT, { events: [], typedText: 'x', elapsedMs: 2 }, db);
    expect(await db.outbox.count()).toBe(1);

    const sent: OutboxEntry[] = [];
    const outcomes: SendResult[] = [{ kind: 'retry', error: 'offline' }, { kind: 'retry', error: 'response lost' }, { kind: 'ok', data: result }];
    let now = 0;
    const loop = new SyncLoop({ db, send: async (entry) => (sent.push(entry), outcomes.shift()!), now: () => now, random: () => 0 });
    expect(await loop.drain()).toBe('waiting');
    now += 120_000;
    expect(await loop.drain()).toBe('waiting');
    now += 120_000;
    expect(await loop.drain()).toBe('empty');

    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((e) => e.idempotencyKey)).size).toBe(1);
    expect(sent[0]!.payload).toMatchObject({ ref_id: REF, job_step_activity_id: 6, attempt_id: ATTEMPT, typing_passage_id: 2, typed_text: 'the ', elapsed_ms: 60000 });
    const attempt = await db.attempts.get(ATTEMPT);
    expect(attempt).toMatchObject({ status: 'submitted', typing: { typedText: 'the ', result } });
  });

  it('given the server refuses (already submitted elsewhere), then the run is kept and marked with the reason', async () => {
    await start();
    await finishTypingRun(ATTEMPT, { events: [], typedText: '', elapsedMs: 60000 }, db);
    const loop = new SyncLoop({ db, send: async () => ({ kind: 'refused', refusal: { status: 409, code: 'attempt_submitted', message: 'already' } }) });
    expect(await loop.drain()).toBe('empty');
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted', refusal: { code: 'attempt_submitted' }, typing: { finishedAt: expect.any(String) } });
  });
});

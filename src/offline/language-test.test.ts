import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { OfflineDb, type OutboxEntry } from './db.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import { beginLanguageTest, completeLanguagePart, languageItemKey, PartCompletedError, recordLanguageAnswer } from './language-test.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 42;
const LISTENING = 7;
const READING = 8;

/** The server's rule of contracts/language-test.ts: keys applied once, highest revision wins, complete when every part is. */
class FakeLanguageServer {
  online = true;
  keys = new Map<string, SendResult>();
  answers = new Map<string, { option: unknown; revision: number }>();
  completed = new Set<number>();
  calls = 0;

  send = async (entry: OutboxEntry): Promise<SendResult> => {
    if (!this.online) return { kind: 'retry', error: 'offline' };
    this.calls += 1;
    const seen = this.keys.get(entry.idempotencyKey);
    if (seen) return seen;
    const p = entry.payload as Record<string, unknown>;
    const part = Number(p.vendor_assessment_id);
    let result: SendResult;
    if (entry.kind === 'language-answer') {
      if (this.completed.has(part)) {
        result = { kind: 'refused', refusal: { status: 409, code: 'attempt_submitted', message: 'done' } };
      } else {
        const key = `${part}:${String(p.item_id)}`;
        const held = this.answers.get(key);
        const revision = Number(p.revision);
        if (!held || held.revision < revision) this.answers.set(key, { option: p.option_id, revision });
        result = { kind: 'ok', data: { applied: !held || held.revision < revision, revision: Math.max(revision, held?.revision ?? 0) } };
      }
    } else {
      this.completed.add(part);
      result = { kind: 'ok', data: { vendor_assessment_id: part, status: 'completed', is_activity_completed: this.completed.has(LISTENING) && this.completed.has(READING) } };
    }
    this.keys.set(entry.idempotencyKey, result);
    return result;
  };
}

let db: OfflineDb;
let server: FakeLanguageServer;
let loop: SyncLoop;

beforeEach(() => {
  db = new OfflineDb(`language-${crypto.randomUUID()}`);
  server = new FakeLanguageServer();
  loop = new SyncLoop({ db, send: server.send, random: () => 0.5 });
});
afterEach(async () => {
  loop.stop();
  db.close();
  await Dexie.delete(db.name);
});

describe('language test answers on the offline engine', () => {
  it('given an answer changed three times offline, then after reconnecting the server holds the third and the local answer is synced', async () => {
    const attempt = await beginLanguageTest(REF, ACTIVITY, db);
    server.online = false;
    for (const option of ['a', 'b', 'c']) await recordLanguageAnswer(attempt, LISTENING, 'l1', option, Date.now, db);
    await loop.drain({ force: true });
    expect(server.answers.size).toBe(0);
    // The two older revisions are superseded and need not go: one entry waits.
    expect(await db.outbox.count()).toBe(1);
    server.online = true;
    await loop.drain({ force: true });
    expect(server.answers.get('7:l1')).toEqual({ option: 'c', revision: 3 });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.answers.get([attempt.attemptId, languageItemKey(LISTENING, 'l1')])).toMatchObject({ value: 'c', revision: 3, status: 'synced' });
  });

  it('given a reload (a second device record lookup), then the same attempt is found and nothing is duplicated', async () => {
    const first = await beginLanguageTest(REF, ACTIVITY, db);
    await recordLanguageAnswer(first, LISTENING, 'l2', 'a', Date.now, db);
    const again = await beginLanguageTest(REF, ACTIVITY, db);
    expect(again.attemptId).toBe(first.attemptId);
    await loop.drain({ force: true });
    await loop.drain({ force: true });
    expect(server.answers.get('7:l2')).toEqual({ option: 'a', revision: 1 });
  });

  it('given a part completed offline, then it is sent behind its answers, further answers to it are refused on the device, and the other part stays open', async () => {
    const attempt = await beginLanguageTest(REF, ACTIVITY, db);
    server.online = false;
    await recordLanguageAnswer(attempt, LISTENING, 'l1', 'b', Date.now, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await expect(recordLanguageAnswer(attempt, LISTENING, 'l2', 'a', Date.now, db)).rejects.toBeInstanceOf(PartCompletedError);
    await recordLanguageAnswer(attempt, READING, 'r1', 'a', Date.now, db);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['language-answer', 'language-part', 'language-answer']);
    expect((await db.attempts.get(attempt.attemptId))?.languageParts).toEqual({ [LISTENING]: 'submitting' });
    server.online = true;
    await loop.drain({ force: true });
    expect(server.answers.get('7:l1')).toEqual({ option: 'b', revision: 1 });
    expect(server.completed).toEqual(new Set([LISTENING]));
    const stored = await db.attempts.get(attempt.attemptId);
    expect(stored).toMatchObject({ status: 'in-progress', languageParts: { [LISTENING]: 'completed' } });
  });

  it('given both parts completed, then the attempt is submitted once the server says the activity is complete', async () => {
    const attempt = await beginLanguageTest(REF, ACTIVITY, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await completeLanguagePart(attempt, READING, db);
    await loop.drain({ force: true });
    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({ status: 'submitted', languageParts: { [LISTENING]: 'completed', [READING]: 'completed' } });
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import type { SentEntry } from './kinds/index.ts';
import { SyncLoop, type SendResult } from './sync-loop.ts';
import { beginRecord } from './attempts.ts';
import {
  completeLanguagePart,
  languageItemKey,
  languagePartsOf,
  PartCompletedError,
  recordLanguageAnswer,
} from './language-test.ts';
import { languagePartDigest } from '../../contracts/language-test.ts';
import { isHolding } from './storage-failure.ts';
import { deviceActivities, trackerStatus } from './activity-progress.ts';
import { isKeptInPageOnly, setStorageTrouble, storageTrouble } from './storage-trouble.ts';
import { installFullDisk } from './testing/full-disk.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 42;
const LISTENING = 7;
const READING = 8;

/**
 * The server's rule of contracts/language-test.ts: keys applied once, highest revision wins,
 * complete when every part is; a part completes only on equal counts and hashes (promise 8) and
 * its receipt repeats what the server holds for it.
 */
class FakeLanguageServer {
  online = true;
  keys = new Map<string, SendResult>();
  answers = new Map<string, { option: unknown; revision: number }>();
  completed = new Set<number>();
  calls = 0;
  parts: Record<string, unknown>[] = [];
  /** A server that answers a receipt of something else. */
  brokenHash: string | undefined;

  async digestOf(part: number) {
    const held = [...this.answers]
      .filter(([key]) => key.startsWith(`${part}:`))
      .map(([key, a]) => ({ item_id: key.slice(`${part}:`.length), option_id: a.option as string | null }));
    return languagePartDigest(held);
  }

  send = async (entry: SentEntry): Promise<SendResult> => {
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
        result = {
          kind: 'ok',
          data: { applied: !held || held.revision < revision, revision: Math.max(revision, held?.revision ?? 0) },
        };
      }
    } else {
      this.parts.push(p);
      const held = await this.digestOf(part);
      if (!this.completed.has(part) && (held.answers_hash !== p.answers_hash || held.answer_count !== p.answer_count)) {
        result = { kind: 'refused', refusal: { status: 409, code: 'answers_mismatch', message: 'differ' } };
      } else {
        this.completed.add(part);
        const receipt = { ...held, ...(this.brokenHash ? { answers_hash: this.brokenHash } : {}) };
        result = {
          kind: 'ok',
          data: {
            vendor_assessment_id: part,
            status: 'completed',
            ...receipt,
            is_activity_completed: this.completed.has(LISTENING) && this.completed.has(READING),
          },
        };
      }
    }
    this.keys.set(entry.idempotencyKey, result);
    return result;
  };
}

let db: OfflineDb;
let server: FakeLanguageServer;
let loop: SyncLoop;

beforeEach(() => {
  db = freshOfflineDb('language');
  server = new FakeLanguageServer();
  loop = new SyncLoop({ db, send: server.send, random: () => 0.5 });
});
afterEach(() => {
  loop.stop();
});

describe('language test answers on the offline engine', () => {
  it('given an answer changed three times offline, then after reconnecting the server holds the third and the local answer is synced', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
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
    expect(await db.answers.get([attempt.attemptId, languageItemKey(LISTENING, 'l1')])).toMatchObject({
      value: 'c',
      revision: 3,
      status: 'synced',
    });
  });

  it('given a reload (a second device record lookup), then the same attempt is found and nothing is duplicated', async () => {
    const first = await beginRecord(REF, ACTIVITY, db);
    await recordLanguageAnswer(first, LISTENING, 'l2', 'a', Date.now, db);
    const again = await beginRecord(REF, ACTIVITY, db);
    expect(again.attemptId).toBe(first.attemptId);
    await loop.drain({ force: true });
    await loop.drain({ force: true });
    expect(server.answers.get('7:l2')).toEqual({ option: 'a', revision: 1 });
  });

  it('given a part completed offline, then it is sent behind its answers, further answers to it are refused on the device, and the other part stays open', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    server.online = false;
    await recordLanguageAnswer(attempt, LISTENING, 'l1', 'b', Date.now, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await expect(recordLanguageAnswer(attempt, LISTENING, 'l2', 'a', Date.now, db)).rejects.toBeInstanceOf(
      PartCompletedError,
    );
    await recordLanguageAnswer(attempt, READING, 'r1', 'a', Date.now, db);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual([
      'language-answer',
      'language-part',
      'language-answer',
    ]);
    expect(languagePartsOf(await db.attempts.get(attempt.attemptId))).toEqual({ [LISTENING]: 'submitting' });
    server.online = true;
    await loop.drain({ force: true });
    expect(server.answers.get('7:l1')).toEqual({ option: 'b', revision: 1 });
    expect(server.completed).toEqual(new Set([LISTENING]));
    const stored = await db.attempts.get(attempt.attemptId);
    expect(stored).toMatchObject({
      status: 'in-progress',
      kindState: { kind: 'language', parts: { [LISTENING]: 'completed' } },
    });
  });

  it('given both parts completed, then the attempt is submitted once the server says the activity is complete', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await completeLanguagePart(attempt, READING, db);
    await loop.drain({ force: true });
    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({
      status: 'submitted',
      kindState: { kind: 'language', parts: { [LISTENING]: 'completed', [READING]: 'completed' } },
    });
  });
});

describe('the tracker while the last part waits to be sent (D355)', () => {
  const shown = async () => trackerStatus({ is_completed: false }, 0, (await deviceActivities(REF, db)).get(ACTIVITY));

  it('given the last part finished offline, then the tracker says the test is sent, not Continue, until the server completes it', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    server.online = false;
    await completeLanguagePart(attempt, LISTENING, db);
    expect(await shown()).toBe('begun');
    await completeLanguagePart(attempt, READING, db, true);
    expect(await shown()).toBe('sent');

    server.online = true;
    await loop.drain({ force: true });
    expect((await db.attempts.get(attempt.attemptId))?.status).toBe('submitted');
  });

  it('given the last part refused by the server, then the test is open again: Continue, with the reason kept', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await loop.drain({ force: true });
    const refusal = { status: 422, code: 'part_closed', message: 'This part is closed.' };
    const refusing = new SyncLoop({
      db,
      send: async (entry) => (entry.kind === 'language-part' ? { kind: 'refused', refusal } : server.send(entry)),
      random: () => 0.5,
    });
    await completeLanguagePart(attempt, READING, db, true);
    expect(await shown()).toBe('sent');
    await refusing.drain({ force: true });
    refusing.stop();

    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({ status: 'in-progress', refusal });
    expect(await shown()).toBe('begun');
  });
});

describe('promise 8: a receipt before deletion (language test part completion)', () => {
  it('given the part completed, then the completion carries the count and hash of the part on this device, and only a receipt that repeats them marks it completed', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    await recordLanguageAnswer(attempt, LISTENING, 'l1', 'b', Date.now, db);
    await recordLanguageAnswer(attempt, LISTENING, 'l2', 'a', Date.now, db);
    await recordLanguageAnswer(attempt, LISTENING, 'l2', null, Date.now, db);
    await recordLanguageAnswer(attempt, READING, 'r1', 'c', Date.now, db);
    await completeLanguagePart(attempt, LISTENING, db);
    await loop.drain({ force: true });

    const expected = await languagePartDigest([{ item_id: 'l1', option_id: 'b' }]);
    expect(server.parts).toEqual([expect.objectContaining({ vendor_assessment_id: LISTENING, ...expected })]);
    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({
      kindState: { kind: 'language', parts: { [LISTENING]: 'completed' } },
    });
    // The local answers stay.
    expect(await db.answers.where('attemptId').equals(attempt.attemptId).count()).toBe(3);
  });

  it("given the server lost an answer it acknowledged, when the hashes differ (409), then the part's kept answers are sent again and the completion retried until the receipt matches", async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    await recordLanguageAnswer(attempt, LISTENING, 'l1', 'b', Date.now, db);
    await recordLanguageAnswer(attempt, LISTENING, 'l2', 'c', Date.now, db);
    await recordLanguageAnswer(attempt, READING, 'r1', 'a', Date.now, db);
    await loop.drain({ force: true });
    server.answers.delete(`${LISTENING}:l2`);
    await completeLanguagePart(attempt, LISTENING, db);
    await loop.drain({ force: true });

    expect(server.answers.get(`${LISTENING}:l2`)).toEqual({ option: 'c', revision: 1 });
    expect(server.parts).toHaveLength(2);
    expect(server.completed).toEqual(new Set([LISTENING]));
    expect(await db.attempts.get(attempt.attemptId)).toMatchObject({
      resyncs: 1,
      kindState: { kind: 'language', parts: { [LISTENING]: 'completed' } },
    });
    // Only the part's answers went again, not the other part's.
    expect(await db.answers.get([attempt.attemptId, languageItemKey(READING, 'r1')])).toMatchObject({
      status: 'synced',
    });
  });

  it('given a receipt that never matches, then the attempt is not marked submitted, the difference is shown, and the answers are kept', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    await recordLanguageAnswer(attempt, LISTENING, 'l1', 'b', Date.now, db);
    await loop.drain({ force: true });
    server.brokenHash = 'f'.repeat(64);
    await completeLanguagePart(attempt, LISTENING, db);
    await loop.drain({ force: true });

    const record = await db.attempts.get(attempt.attemptId);
    // The part is complete on the server (it refused the resent answer as such), so the device offers it no more; the difference stays shown.
    expect(record).toMatchObject({
      resyncs: 3,
      refusal: { code: 'receipt_mismatch' },
      kindState: { kind: 'language', parts: { [LISTENING]: 'completed' } },
    });
    expect(record?.status).toBe('in-progress');
    expect(server.parts).toHaveLength(4);
    expect(await db.answers.get([attempt.attemptId, languageItemKey(LISTENING, 'l1')])).toMatchObject({
      value: 'b',
      revision: 1,
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a full disk (D195, D317)', () => {
  it('given the disk refuses writes, then answers and the part completion are kept in the page, sent once in order with every answer in the digest, and stored once the disk takes writes', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    const disk = installFullDisk();
    try {
      disk.full = true;
      // It threw before: the screen asked to try again, and the answer was not kept anywhere.
      expect(await recordLanguageAnswer(attempt, LISTENING, 'l1', 'a', Date.now, db)).toBe(1);
      expect(await recordLanguageAnswer(attempt, LISTENING, 'l1', 'b', Date.now, db)).toBe(2);
      expect(await recordLanguageAnswer(attempt, LISTENING, 'l2', 'c', Date.now, db)).toBe(1);
      expect(isHolding(db)).toBe(true);
      expect(isKeptInPageOnly(storageTrouble().kept, attempt.attemptId, languageItemKey(LISTENING, 'l1'))).toBe(true);
      await completeLanguagePart(attempt, LISTENING, db);
      // The part is complete on this page: no more answers to it.
      await expect(recordLanguageAnswer(attempt, LISTENING, 'l2', 'a', Date.now, db)).rejects.toBeInstanceOf(
        PartCompletedError,
      );

      expect(await loop.drain({ force: true })).toBe('empty');
      expect(server.answers.get('7:l1')).toEqual({ option: 'b', revision: 2 });
      expect(server.answers.get('7:l2')).toEqual({ option: 'c', revision: 1 });
      // The completion counted the answers held in the page: the server completed the part at once.
      expect(server.parts).toHaveLength(1);
      expect(server.completed).toEqual(new Set([LISTENING]));
      expect(isKeptInPageOnly(storageTrouble().kept, attempt.attemptId, languageItemKey(LISTENING, 'l1'))).toBe(false);

      disk.full = false;
      await loop.drain({ force: true });
      expect(isHolding(db)).toBe(false);
      expect(await db.answers.get([attempt.attemptId, languageItemKey(LISTENING, 'l1')])).toMatchObject({
        value: 'b',
        revision: 2,
        status: 'synced',
      });
      expect(languagePartsOf(await db.attempts.get(attempt.attemptId))).toEqual({ [LISTENING]: 'completed' });
      expect(await db.outbox.count()).toBe(0);
    } finally {
      disk.restore();
      setStorageTrouble({ refused: false, unsent: 0, kept: [] });
    }
  });
});

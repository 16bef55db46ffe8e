import { beforeEach, describe, expect, it } from 'vitest';
import { answersHash, canonicalAnswersText } from '../../contracts/user-response-codes.ts';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt, localAnswersDigest, submitAttempt } from './attempts.ts';

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('attempts');
});

describe('the canonical answers hash', () => {
  it('given answers in any order, when written canonically, then they are sorted by item id, one item_id:JSON(value) per line', () => {
    const text = canonicalAnswersText([
      { item_id: 'q10', value: ['b', 'a'] },
      { item_id: 'Q2', value: null },
      { item_id: 'q1', value: 'Oui, "bien" sûr' },
    ]);
    expect(text).toBe('Q2:null\nq1:"Oui, \\"bien\\" sûr"\nq10:["b","a"]');
  });

  it('given known answers, when hashed, then it is the hex SHA-256 of the canonical text', async () => {
    // printf 'a:1\nb:"x"' | sha256sum
    expect(
      await answersHash([
        { item_id: 'b', value: 'x' },
        { item_id: 'a', value: 1 },
      ]),
    ).toBe('d777eedefee116a5b52048f7239aa9599b7758eb35f1ab4799b7e05c74231a38');
    expect(await answersHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('beginning and submitting an attempt', () => {
  it('given an attempt begun twice, when the outbox is read, then one start is queued', async () => {
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);

    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['start']);
  });

  it('given answers, when the attempt is submitted, then the submission is queued after them and the attempt is frozen', async () => {
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 1 }, db);

    const attempt = await submitAttempt(ATTEMPT, db);
    await submitAttempt(ATTEMPT, db);

    expect(attempt.status).toBe('submitting');
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['start', 'answer', 'submit']);
  });

  it('given a refused answer, when the digest is taken, then it leaves that answer out', async () => {
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q1', value: 1 }, db);
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'q2', value: 2 }, db);
    await db.answers.update([ATTEMPT, 'q2'], { status: 'refused' });

    expect(await localAnswersDigest(ATTEMPT, db)).toEqual({
      answer_count: 1,
      answers_hash: await answersHash([{ item_id: 'q1', value: 1 }]),
    });
  });
});

/** Offline promise 10 across devices, the device's side: adopting a taken-over attempt (fake-indexeddb). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { TakeOverResultType } from '../../contracts/attempt-lease.ts';
import { ApiError } from '../lib/api-client.ts';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt, findAttempt, localAnswersDigest } from './attempts.ts';
import { adoptAttempt, continueHere, currentLeaseProblem, heartbeat } from './attempt-lease.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 5;
const SERVER_ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('lease');
});

const takeOver = (answers: TakeOverResultType['answers']): TakeOverResultType => ({
  attempt_id: SERVER_ATTEMPT,
  server_started_at: '2026-11-21T10:00:00.000Z',
  lease_expires_at: '2026-11-21T10:31:30.000Z',
  lease_ms: 90_000,
  taken_over_at: '2026-11-21T10:30:00.000Z',
  answers,
});

const leased = (lastActive: string, expires: string) =>
  new ApiError({
    status: 409,
    body: {
      code: 'attempt_leased',
      message: 'This activity is already in progress on another device or browser. Please continue it there.',
      errors: [
        { prop: 'last_active_at', message: lastActive },
        { prop: 'lease_expires_at', message: expires },
      ],
    },
  });

describe('one writer across devices (offline promise 10): taking an attempt over', () => {
  it('given device B whose own start was refused, when it takes over, then the server attempt and answers are adopted as synced with no outbox entries, and B continues above their revisions', async () => {
    // B started locally (its own attempt id) and the server said the activity is open elsewhere.
    const local = await beginAttempt(
      {
        attemptId: crypto.randomUUID(),
        refId: REF,
        jobStepActivityId: ACTIVITY,
        startedAt: '2026-11-21T09:00:00.000Z',
      },
      db,
    );
    await db.outbox.clear();
    await db.attempts.update(local.attemptId, { refusal: leaseProblemRefusal() });
    expect(currentLeaseProblem(await db.attempts.get(local.attemptId))).toMatchObject({
      kind: 'elsewhere',
      lastActiveAt: '2026-11-21T10:00:00.000Z',
    });

    const adopted = await adoptAttempt(
      REF,
      ACTIVITY,
      takeOver([
        { item_id: 'q1', value: 'from A', revision: 3, answered_at: '2026-11-21T10:01:00.000Z' },
        { item_id: 'q2', value: ['x'], revision: 1, answered_at: '2026-11-21T10:02:00.000Z' },
      ]),
      db,
    );
    expect(adopted).toMatchObject({
      attemptId: SERVER_ATTEMPT,
      status: 'in-progress',
      serverStartedAt: '2026-11-21T10:00:00.000Z',
      lease: { kind: 'holder' },
    });
    expect((await findAttempt(REF, ACTIVITY, db))?.attemptId).toBe(SERVER_ATTEMPT);
    expect(currentLeaseProblem(adopted)).toBeUndefined();
    const answers = await db.answers.where('attemptId').equals(SERVER_ATTEMPT).sortBy('itemId');
    expect(answers.map((a) => [a.itemId, a.value, a.revision, a.status])).toEqual([
      ['q1', 'from A', 3, 'synced'],
      ['q2', ['x'], 1, 'synced'],
    ]);
    expect(await db.outbox.count()).toBe(0);

    const next = await recordAnswer({ attemptId: SERVER_ATTEMPT, itemId: 'q1', value: 'from B' }, db);
    expect(next.revision).toBe(4);
    const entries = await db.outbox.toArray();
    expect(
      entries.map((e) => [e.kind, e.itemId, e.revision, e.kind === 'answer' ? e.payload.attempt_id : undefined]),
    ).toEqual([['answer', 'q1', 4, SERVER_ATTEMPT]]);
    // What B would submit covers the adopted answers too.
    expect((await localAnswersDigest(SERVER_ATTEMPT, db)).answer_count).toBe(2);
  });

  it('given the device already has the attempt with a newer pending answer and a refused one, when it takes it back, then those stay and older local revisions give way to the server', async () => {
    await beginAttempt({ attemptId: SERVER_ATTEMPT, refId: REF, jobStepActivityId: ACTIVITY }, db);
    await recordAnswer({ attemptId: SERVER_ATTEMPT, itemId: 'q1', value: 'a1' }, db); // rev 1, older than the server's
    await recordAnswer({ attemptId: SERVER_ATTEMPT, itemId: 'q2', value: 'a1' }, db);
    await recordAnswer({ attemptId: SERVER_ATTEMPT, itemId: 'q2', value: 'a2' }, db); // rev 2, pending, newer
    await recordAnswer({ attemptId: SERVER_ATTEMPT, itemId: 'q3', value: 'after the move' }, db);
    const moved = {
      status: 409,
      code: 'attempt_moved',
      message: 'moved',
      errors: [{ prop: 'taken_over_at', message: '2026-11-21T10:30:00.000Z' }],
    };
    await db.answers.update([SERVER_ATTEMPT, 'q3'], { status: 'refused', refusal: moved });
    expect(currentLeaseProblem(await db.attempts.get(SERVER_ATTEMPT), await db.answers.toArray())).toMatchObject({
      kind: 'moved',
    });

    await adoptAttempt(
      REF,
      ACTIVITY,
      takeOver([
        { item_id: 'q1', value: 'server', revision: 2, answered_at: '2026-11-21T10:01:00.000Z' },
        { item_id: 'q2', value: 'server', revision: 1, answered_at: '2026-11-21T10:01:00.000Z' },
      ]),
      db,
    );
    const byItem = new Map((await db.answers.toArray()).map((a) => [a.itemId, a]));
    expect([byItem.get('q1')?.value, byItem.get('q1')?.status]).toEqual(['server', 'synced']);
    expect([byItem.get('q2')?.value, byItem.get('q2')?.revision, byItem.get('q2')?.status]).toEqual([
      'a2',
      2,
      'pending',
    ]);
    expect([byItem.get('q3')?.value, byItem.get('q3')?.status]).toEqual(['after the move', 'refused']);
    // The device holds it again: the refusals before that no longer make the screen read-only.
    expect(currentLeaseProblem(await db.attempts.get(SERVER_ATTEMPT), await db.answers.toArray())).toBeUndefined();
  });

  it('given the lease is still live, when the device tries to continue here, then nothing is adopted and the fresh times are recorded', async () => {
    const local = await beginAttempt({ attemptId: crypto.randomUUID(), refId: REF, jobStepActivityId: ACTIVITY }, db);
    const refusal = leased('2026-11-21T10:05:00.000Z', '2026-11-21T10:06:30.000Z');
    await expect(
      continueHere(REF, ACTIVITY, local.attemptId, db, (async () => {
        throw refusal;
      }) as never),
    ).rejects.toBe(refusal);
    expect(await db.attempts.get(SERVER_ATTEMPT)).toBeUndefined();
    expect((await db.attempts.get(local.attemptId))?.lease).toEqual({
      kind: 'elsewhere',
      lastActiveAt: '2026-11-21T10:05:00.000Z',
      leaseExpiresAt: '2026-11-21T10:06:30.000Z',
    });
  });

  it('given a heartbeat, when the server says the attempt moved, then the attempt turns read-only; when it renews, late answers are adopted and it beats every third of the lease', async () => {
    const record = await beginAttempt({ attemptId: SERVER_ATTEMPT, refId: REF, jobStepActivityId: ACTIVITY }, db);
    const ok = await heartbeat(record, db, (async () => ({
      attempt_id: SERVER_ATTEMPT,
      lease_expires_at: '2026-11-21T10:31:30.000Z',
      lease_ms: 6_000,
      late_answers: [{ item_id: 'q9', value: 'late from A', revision: 2, answered_at: '2026-11-21T10:00:00.000Z' }],
    })) as never);
    expect(ok).toEqual({ nextInMs: 2_000 });
    expect((await db.answers.get([SERVER_ATTEMPT, 'q9']))?.value).toBe('late from A');

    const movedError = new ApiError({
      status: 409,
      body: {
        code: 'attempt_moved',
        message: 'moved',
        errors: [{ prop: 'taken_over_at', message: '2026-11-21T10:30:00.000Z' }],
      },
    });
    const refused = await heartbeat(record, db, (async () => {
      throw movedError;
    }) as never);
    expect(refused.problem).toEqual({ kind: 'moved', takenOverAt: '2026-11-21T10:30:00.000Z' });
    expect(currentLeaseProblem(await db.attempts.get(SERVER_ATTEMPT))).toEqual({
      kind: 'moved',
      takenOverAt: '2026-11-21T10:30:00.000Z',
    });

    // A network failure changes nothing.
    await heartbeat(record, db, (async () => {
      throw new ApiError({});
    }) as never);
    expect((await db.attempts.get(SERVER_ATTEMPT))?.lease?.kind).toBe('moved');
  });
});

function leaseProblemRefusal() {
  return {
    status: 409,
    code: 'attempt_leased',
    message: 'This activity is already in progress on another device or browser. Please continue it there.',
    errors: [
      { prop: 'last_active_at', message: '2026-11-21T10:00:00.000Z' },
      { prop: 'lease_expires_at', message: '2026-11-21T10:01:30.000Z' },
    ],
  };
}

/**
 * The camera check on the device (D455): the answer is kept on the attempt with its outbox entry;
 * photos fall due at the start, half way and nine tenths of the test's timed time, each moment once,
 * and only with consent; declining after giving forgets the moments, and no photo is queued after it.
 */
import { describe, expect, it } from 'vitest';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { beginRecord } from './attempts.ts';
import { adoptCameraConsent, dueMoment, queueCameraStill, recordCameraConsent } from './camera-check.ts';

const REF = '6d8f0a2c-4e6b-4c8d-9f1a-3b5d7f9a1c3e';
const TOTAL = 20 * 60_000;

const still = (moment: 'start' | 'middle' | 'end') => ({
  stillId: crypto.randomUUID(),
  moment,
  takenAt: '2026-12-01T10:00:00.000Z',
  image: '/9j/4AAQ',
});

describe('the camera check on the device', () => {
  it('given consent, then the moments fall due in turn on the timed time, a skipped one at once, and none without consent', () => {
    const given = (taken: ('start' | 'middle' | 'end')[]) => ({ consent: 'given' as const, decidedAt: '', taken });
    expect(dueMoment(given([]), 0, TOTAL)).toBe('start');
    expect(dueMoment(given(['start']), TOTAL / 2 - 1, TOTAL)).toBeUndefined();
    expect(dueMoment(given(['start']), TOTAL / 2, TOTAL)).toBe('middle');
    // A first section finished early: the next starts past half way, and the middle is due at once.
    expect(dueMoment(given(['start']), TOTAL * 0.8, TOTAL)).toBe('middle');
    expect(dueMoment(given(['start', 'middle']), TOTAL * 0.9, TOTAL)).toBe('end');
    expect(dueMoment(given(['start', 'middle', 'end']), TOTAL, TOTAL)).toBeUndefined();
    expect(dueMoment({ consent: 'declined', decidedAt: '', taken: [] }, TOTAL, TOTAL)).toBeUndefined();
    expect(dueMoment(undefined, 0, TOTAL)).toBeUndefined();
  });

  it('given the candidate declines, then declined is kept and queued, and no photo is queued', async () => {
    const db = freshOfflineDb('camera-declined');
    const attempt = await beginRecord(REF, 71, db);
    await recordCameraConsent(db, attempt, 'declined', new Date('2026-12-01T09:59:00.000Z'));
    expect((await db.attempts.get(attempt.attemptId))?.cameraCheck).toEqual({
      consent: 'declined',
      decidedAt: '2026-12-01T09:59:00.000Z',
      taken: [],
    });
    expect(await queueCameraStill(db, attempt, still('start'))).toBe(false);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.kind, e.payload])).toEqual([
      [
        'camera-consent',
        { ref_id: REF, job_step_activity_id: 71, consent: 'declined', decided_at: '2026-12-01T09:59:00.000Z' },
      ],
    ]);
  });

  it('given consent, then each moment is queued once behind the answer; taken back, the moments are forgotten and none follows', async () => {
    const db = freshOfflineDb('camera-given');
    const attempt = await beginRecord(REF, 72, db);
    expect(await queueCameraStill(db, attempt, still('start'))).toBe(false);
    await recordCameraConsent(db, attempt, 'given');
    expect(await queueCameraStill(db, attempt, still('start'))).toBe(true);
    // A reload's second look at the start: not again.
    expect(await queueCameraStill(db, attempt, still('start'))).toBe(false);
    expect(await queueCameraStill(db, attempt, still('middle'))).toBe(true);
    expect((await db.attempts.get(attempt.attemptId))?.cameraCheck?.taken).toEqual(['start', 'middle']);
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => e.kind)).toEqual(['camera-consent', 'camera-still', 'camera-still']);
    expect(queued[1]!.payload).toMatchObject({
      ref_id: REF,
      job_step_activity_id: 72,
      moment: 'start',
      image: '/9j/4AAQ',
    });

    await recordCameraConsent(db, attempt, 'declined');
    expect((await db.attempts.get(attempt.attemptId))?.cameraCheck?.taken).toEqual([]);
    expect(await queueCameraStill(db, attempt, still('end'))).toBe(false);
  });

  it('given consent the server holds from another device, then this device takes it on without sending it back, and its own answer stands', async () => {
    const db = freshOfflineDb('camera-adopted');
    const attempt = await beginRecord(REF, 73, db);
    await adoptCameraConsent(db, attempt.attemptId, 'given', '2026-12-01T09:00:00.000Z');
    expect(await queueCameraStill(db, attempt, still('start'))).toBe(true);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['camera-still']);

    const other = await beginRecord(REF, 74, db);
    await recordCameraConsent(db, other, 'declined');
    await adoptCameraConsent(db, other.attemptId, 'given', '2026-12-01T09:00:00.000Z');
    expect((await db.attempts.get(other.attemptId))?.cameraCheck?.consent).toBe('declined');
  });
});

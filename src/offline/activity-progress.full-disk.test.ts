/**
 * The tracker on a full disk (D195): a questionnaire submitted while IndexedDB refuses writes is
 * held in the page with its 'submitting'; the tracker reads it with the attempts on disk and says
 * it was sent, not "Continue", until the disk takes writes again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceActivities, trackerStatus } from './activity-progress.ts';
import { beginAttempt, submitAttempt } from './attempts.ts';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { isHolding, persistHeld } from './storage-failure.ts';
import { setStorageTrouble } from './storage-trouble.ts';
import { installFullDisk } from './testing/full-disk.ts';

const REF = '6d8f0a2c-4e6a-4b8c-9d0e-2f4a6c8e0b2d';
const ATTEMPT = '8c0e2a4b-6d8f-4a0b-9c1d-3e5f7a9b1c3d';
let db: OfflineDb;
let disk: ReturnType<typeof installFullDisk>;

beforeEach(() => {
  db = freshOfflineDb('activity-progress-full');
  disk = installFullDisk();
});
afterEach(async () => {
  disk.full = false;
  await persistHeld(db);
  disk.restore();
  setStorageTrouble({ refused: false, unsent: 0, kept: [], keptFiles: [] });
});

describe('the tracker on a full disk', () => {
  it('given a questionnaire submitted while the disk refuses writes, then the tracker says sent, not begun, and still once the disk stores it', async () => {
    await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 31 }, db);
    await recordAnswer({ attemptId: ATTEMPT, itemId: 'i1', value: 3 }, db);

    disk.full = true;
    await submitAttempt(ATTEMPT, db);
    expect(isHolding(db)).toBe(true);
    expect((await db.attempts.get(ATTEMPT))?.status).toBe('in-progress');
    expect(trackerStatus({ is_completed: false }, 0, (await deviceActivities(REF, db)).get(31))).toBe('sent');

    disk.full = false;
    expect(await persistHeld(db)).toBe(true);
    expect(trackerStatus({ is_completed: false }, 0, (await deviceActivities(REF, db)).get(31))).toBe('sent');
  });
});

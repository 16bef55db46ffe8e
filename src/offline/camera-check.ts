/**
 * The camera check by consent on the device (D455). The candidate's answer is kept on the attempt
 * (`cameraCheck`) and queued for the server in one transaction, so a reload, a day offline or a
 * second section never asks again; each photo is queued as its own outbox entry behind the answer
 * and noted on the attempt, so a reload never takes a moment's photo twice. Nothing here opens the
 * camera: src/offline-hooks/use-camera-stills.ts does, only after `consent` is 'given'.
 *
 * When the photos are taken: on the test's timed time laid end to end (the sections' durations in
 * order), at its start, half way and at nine tenths. A section finished early skips ahead on that
 * line, so a moment it skipped is taken when the next section starts; the last may never come
 * (a test finished early), hence "up to three".
 */
import type { CameraConsent, CameraMoment } from '../../contracts/camera-check.ts';
import type { AttemptRecord, OfflineDb } from './db.ts';
import { newEntry } from './outbox-entry.ts';

/** Each moment's place on the test's timed time, as a share of its whole. */
const MOMENT_SHARES: readonly [CameraMoment, number][] = [
  ['start', 0],
  ['middle', 0.5],
  ['end', 0.9],
];

type AttemptTarget = Pick<AttemptRecord, 'attemptId' | 'refId' | 'jobStepActivityId'>;

const target = (attempt: AttemptTarget) => ({
  ref_id: attempt.refId,
  job_step_activity_id: attempt.jobStepActivityId,
});

/** Keeps the candidate's answer on the attempt and queues it; a later answer replaces an earlier one. */
export async function recordCameraConsent(
  db: OfflineDb,
  attempt: AttemptTarget,
  consent: CameraConsent,
  at: Date = new Date(),
): Promise<void> {
  const decidedAt = at.toISOString();
  await db.transaction('rw', db.attempts, db.outbox, async () => {
    const kept = await db.attempts.get(attempt.attemptId);
    if (!kept) throw new Error('No attempt to keep the camera check on');
    await db.attempts.update(attempt.attemptId, {
      cameraCheck: { consent, decidedAt, taken: consent === 'given' ? (kept.cameraCheck?.taken ?? []) : [] },
    });
    await db.outbox.add(
      newEntry('camera-consent', attempt.attemptId, { ...target(attempt), consent, decided_at: decidedAt }, decidedAt),
    );
  });
}

/**
 * Takes the answer the server holds (given on another device, or before this device's storage was
 * cleared) onto this device's attempt, without sending it back; an answer this device keeps stands.
 */
export async function adoptCameraConsent(
  db: OfflineDb,
  attemptId: string,
  consent: CameraConsent,
  decidedAt: string,
): Promise<void> {
  await db.transaction('rw', db.attempts, async () => {
    const kept = await db.attempts.get(attemptId);
    if (kept && !kept.cameraCheck)
      await db.attempts.update(attemptId, { cameraCheck: { consent, decidedAt, taken: [] } });
  });
}

/** The next moment due at `position` of `total` ms of timed time, not taken yet; none without consent. */
export function dueMoment(
  check: AttemptRecord['cameraCheck'],
  position: number,
  total: number,
): CameraMoment | undefined {
  if (check?.consent !== 'given' || total <= 0) return undefined;
  return MOMENT_SHARES.find(([moment, share]) => !check.taken.includes(moment) && position >= share * total)?.[0];
}

/**
 * Queues a photo (a JPEG, base64) of `moment` if consent stands and the moment is not taken yet,
 * and notes it taken; answers whether it was queued.
 */
export async function queueCameraStill(
  db: OfflineDb,
  attempt: AttemptTarget,
  still: { stillId: string; moment: CameraMoment; takenAt: string; image: string },
): Promise<boolean> {
  return db.transaction('rw', db.attempts, db.outbox, async () => {
    const check = (await db.attempts.get(attempt.attemptId))?.cameraCheck;
    if (check?.consent !== 'given' || check.taken.includes(still.moment)) return false;
    await db.attempts.update(attempt.attemptId, { cameraCheck: { ...check, taken: [...check.taken, still.moment] } });
    await db.outbox.add(
      newEntry(
        'camera-still',
        attempt.attemptId,
        {
          ...target(attempt),
          still_id: still.stillId,
          moment: still.moment,
          taken_at: still.takenAt,
          image: still.image,
        },
        still.takenAt,
      ),
    );
    return true;
  });
}

import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb, AnswerFileRecord } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import type { UploadStatus } from './records.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt } from './attempts.ts';
import { clearCandidateData, decideSignOut, sendWithin, unsyncedSummary } from './sign-out.ts';
import { SyncLoop } from './sync-loop.ts';
import { writeHeldNote } from './held-note.ts';
import { heldEntries, isHolding } from './storage-failure.ts';
import { installFullDisk } from './testing/full-disk.ts';
import { finishTypingRun, startTypingRun } from './typing-runs.ts';
import { queueIntegritySignal } from './integrity-recorder.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('sign-out');
});

/** A resume chosen in the application form (application-form.ts), as the device keeps it. */
const resumeFile = (status: AnswerFileRecord['status']): AnswerFileRecord => ({
  fileId: crypto.randomUUID(),
  attemptId: 'application-form',
  itemId: 'resume',
  target: 'resume',
  refId: REF,
  jobStepActivityId: 30,
  blob: new Blob(['%PDF-1.4']),
  fileName: 'cv.pdf',
  size: 8,
  status,
  failures: 0,
  nextAttemptAt: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
});

/** A typing run finished on activity `jobStepActivityId` whose result the server refused: kept on the device, out of the outbox. */
async function refusedTypingResult(jobStepActivityId: number): Promise<string> {
  const attemptId = crypto.randomUUID();
  await startTypingRun(
    { attemptId, refId: REF, jobStepActivityId, passageId: 2, passageText: 'the cat', limitSeconds: 60 },
    db,
  );
  await finishTypingRun(attemptId, { events: [{ t: 100, k: 't' }], typedText: 't', elapsedMs: 60_000 }, db);
  await new SyncLoop({
    db,
    send: async () => ({
      kind: 'refused',
      refusal: { status: 413, code: 'payload_too_large', message: 'too large' },
    }),
  }).drain({ force: true });
  return attemptId;
}

/** A recorded video answer (question `itemId`) of activity `jobStepActivityId`, in the upload queue with `status`. */
const recording = (jobStepActivityId: number, itemId: string, status: UploadStatus) =>
  db.uploads.add({
    attemptId: `video:${REF}:${jobStepActivityId}`,
    itemId,
    status,
    ...(status === 'refused' ? { refusal: 'The file is too large.' } : {}),
    refId: REF,
    jobStepActivityId,
  });

describe('deciding what signing out does', () => {
  it('given nothing unsynced, then it signs out without asking, online or not', () => {
    expect(decideSignOut({ unsynced: 0, isOnline: true, triedToSend: false })).toBe('sign-out');
    expect(decideSignOut({ unsynced: 0, isOnline: false, triedToSend: false })).toBe('sign-out');
  });

  it('given unsynced answers online, then it sends them first, and asks only if some remain after trying', () => {
    expect(decideSignOut({ unsynced: 3, isOnline: true, triedToSend: false })).toBe('send-first');
    expect(decideSignOut({ unsynced: 1, isOnline: true, triedToSend: true })).toBe('confirm');
    expect(decideSignOut({ unsynced: 0, isOnline: true, triedToSend: true })).toBe('sign-out');
  });

  it('given unsynced answers offline, then it asks at once', () => {
    expect(decideSignOut({ unsynced: 2, isOnline: false, triedToSend: false })).toBe('confirm');
  });

  it('given a refused result kept on the device and nothing queued, then it asks, online or not (sending changes nothing)', () => {
    expect(decideSignOut({ unsynced: 0, refused: 1, isOnline: true, triedToSend: false })).toBe('confirm');
    expect(decideSignOut({ unsynced: 0, refused: 1, isOnline: false, triedToSend: false })).toBe('confirm');
    expect(decideSignOut({ unsynced: 1, refused: 1, isOnline: true, triedToSend: false })).toBe('send-first');
  });
});

describe('what would be lost', () => {
  it('given answers (one item changed twice) in two activities, then it counts each item once and names both activities', async () => {
    await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 12 }, db);
    await beginAttempt({ attemptId: 'a2', refId: REF, jobStepActivityId: 13 }, db);
    await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 1 }, db);
    await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 2 }, db);
    await recordAnswer({ attemptId: 'a1', itemId: 'q2', value: 3 }, db);
    await recordAnswer({ attemptId: 'a2', itemId: 'q1', value: 4 }, db);

    const summary = await unsyncedSummary(db);

    expect(summary.answers).toBe(3);
    expect(summary.entries).toBe(6);
    expect(summary.refused).toBe(0);
    expect(summary.activities).toEqual([
      { refId: REF, jobStepActivityId: 12 },
      { refId: REF, jobStepActivityId: 13 },
    ]);
  });

  it('given a recording not uploaded yet and one done, then only the waiting one counts', async () => {
    await recording(14, '5', 'queued');
    await recording(14, '6', 'done');

    expect(await unsyncedSummary(db)).toEqual({
      answers: 1,
      entries: 1,
      signals: 0,
      refused: 0,
      activities: [{ refId: REF, jobStepActivityId: 14 }],
    });
  });

  it('given a typing result the server refused (kept on the device, out of the outbox), then it counts and names its activity', async () => {
    await refusedTypingResult(15);
    expect(await db.outbox.count()).toBe(0);

    expect(await unsyncedSummary(db)).toEqual({
      answers: 0,
      entries: 0,
      signals: 0,
      refused: 1,
      activities: [{ refId: REF, jobStepActivityId: 15 }],
    });
  });

  it('given a recording the server refused, then it counts as refused and names its activity', async () => {
    await recording(17, '5', 'refused');

    expect(await unsyncedSummary(db)).toEqual({
      answers: 0,
      entries: 0,
      signals: 0,
      refused: 1,
      activities: [{ refId: REF, jobStepActivityId: 17 }],
    });
  });

  it('given an empty device, then nothing would be lost', async () => {
    expect(await unsyncedSummary(db)).toEqual({ answers: 0, entries: 0, signals: 0, refused: 0, activities: [] });
  });
});

describe('how a timed test was taken (integrity signals, D402)', () => {
  const signal = () => ({
    signal_id: crypto.randomUUID(),
    kind: 'page_hidden' as const,
    occurred_at: '2026-11-30T10:00:00.000Z',
    duration_ms: 4_000,
  });

  it('given only signals queued offline, then nothing would be lost and signing out asks nothing', async () => {
    await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 12 }, db);
    await db.outbox.clear();
    await queueIntegritySignal(db, { refId: REF, jobStepActivityId: 12, attemptId: 'a1' }, signal());
    await queueIntegritySignal(db, { refId: REF, jobStepActivityId: 12, attemptId: 'a1' }, signal());

    const summary = await unsyncedSummary(db);

    expect(summary).toEqual({ answers: 0, entries: 0, signals: 2, refused: 0, activities: [] });
    expect(decideSignOut({ unsynced: summary.entries, signals: 2, isOnline: false, triedToSend: false })).toBe(
      'sign-out',
    );
  });

  it('given only signals queued online, then they are sent once first and signing out never asks', () => {
    expect(decideSignOut({ unsynced: 0, signals: 2, isOnline: true, triedToSend: false })).toBe('send-first');
    expect(decideSignOut({ unsynced: 0, signals: 2, isOnline: true, triedToSend: true })).toBe('sign-out');
  });

  it('given a refused typing result with a signal of its attempt queued, then the result still counts as refused', async () => {
    const attemptId = await refusedTypingResult(15);
    await queueIntegritySignal(db, { refId: REF, jobStepActivityId: 15, attemptId }, signal());

    expect(await unsyncedSummary(db)).toEqual({
      answers: 0,
      entries: 0,
      signals: 1,
      refused: 1,
      activities: [{ refId: REF, jobStepActivityId: 15 }],
    });
  });
});

describe('files not uploaded yet', () => {
  it('given a resume queued on the device and nothing in the outbox, then signing out counts it with its activity', async () => {
    await db.answerFiles.add(resumeFile('queued'));

    expect(await unsyncedSummary(db)).toEqual({
      answers: 1,
      entries: 1,
      signals: 0,
      refused: 0,
      activities: [{ refId: REF, jobStepActivityId: 30 }],
    });
  });
});

describe('writes a full disk refused, held in the page (D364)', () => {
  it('given answers held in memory, then signing out counts them with their activity, and clearing forgets them', async () => {
    await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 12 }, db);
    const disk = installFullDisk();
    try {
      disk.full = true;
      await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 1 }, db);
      await recordAnswer({ attemptId: 'a1', itemId: 'q2', value: 2 }, db);
      expect(isHolding(db)).toBe(true);

      expect(await unsyncedSummary(db)).toEqual({
        answers: 2,
        // The start on disk, and the two answers in memory.
        entries: 3,
        signals: 0,
        refused: 0,
        activities: [{ refId: REF, jobStepActivityId: 12 }],
      });

      await clearCandidateData(db);
      expect(isHolding(db)).toBe(false);
      expect(heldEntries(db)).toEqual([]);
    } finally {
      disk.restore();
    }
  });
});

describe('clearing the device', () => {
  it('given data in every store, then every store is empty afterwards', async () => {
    await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 12 }, db);
    await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 1 }, db);
    await db.timers.add({ sectionId: 'a1:1', attemptId: 'a1', durationSeconds: 60 });
    await db.uploads.add({ attemptId: 'v', itemId: '1', status: 'queued' });
    await db.formDrafts.add({ key: 'profile:1', values: {}, updatedAt: '2026-11-21T10:00:00.000Z' });
    await db.answerFiles.add(resumeFile('done'));
    await db.mediaChunks.add({ recordingId: 1, seq: 0, data: new Blob(['take']) });

    await clearCandidateData(db);

    const counts = await Promise.all(
      [db.answers, db.outbox, db.attempts, db.timers, db.uploads, db.formDrafts, db.answerFiles, db.mediaChunks].map(
        (table) => table.count(),
      ),
    );
    // The resume and the recording's pieces went too: before, they stayed on a shared device.
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("given answers the tab noted on a full disk (D364), then the tab's note goes too", async () => {
    writeHeldNote(db.name, { entries: [], answers: [], attempts: [['a1', { status: 'submitting' }]] });

    await clearCandidateData(db);

    expect(sessionStorage.getItem(`assay.held-writes:${db.name}`)).toBeNull();
  });
});

describe('waiting for the send', () => {
  it('given a send slower than the wait, then it returns when the wait runs out', async () => {
    let finished = false;
    await sendWithin(() => new Promise((resolve) => setTimeout(() => resolve((finished = true)), 200)), 20);
    expect(finished).toBe(false);
  });

  it('given a send that fails, then it returns without throwing', async () => {
    await expect(sendWithin(() => Promise.reject(new Error('offline')), 1000)).resolves.toBeUndefined();
  });
});

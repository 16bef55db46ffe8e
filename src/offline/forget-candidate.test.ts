import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { forgetCandidate } from './forget-candidate.ts';
import { accommodationDraftKey, experienceDraftKey, offerSignatureDraftKey } from './form-drafts.ts';

const now = new Date().toISOString();

/** One candidate's data on the device: an answered attempt with a timer and a queued answer, a recording, an attached file, drafts. */
async function keepCandidate(db: OfflineDb, userId: number, refId: string) {
  const attemptId = `assessment:${refId}:1`;
  const videoAttempt = `video:${refId}:2`;
  await db.attempts.put({ attemptId, refId, jobStepActivityId: 1, status: 'in-progress', createdAt: now });
  await db.answers.put({ attemptId, itemId: 'q1', value: 3, revision: 1, answeredAt: now, status: 'pending' } as never);
  await db.timers.put({ sectionId: `${attemptId}:9`, attemptId, durationSeconds: 600 });
  await db.outbox.add({
    kind: 'answer',
    attemptId,
    itemId: 'q1',
    revision: 1,
    payload: {},
    idempotencyKey: `k-${userId}`,
    createdAt: now,
    attempts: 0,
    nextTryAt: 0,
    ownerId: userId,
  } as never);
  const recordingId = await db.uploads.add({
    attemptId: videoAttempt,
    itemId: 'v1',
    status: 'recording' as never,
    refId,
  });
  await db.mediaChunks.put({ recordingId: recordingId!, seq: 0, data: new Blob(['x']) });
  await db.answerFiles.put({
    fileId: `f-${userId}`,
    attemptId,
    itemId: 'q2',
    refId,
    jobStepActivityId: 1,
    blob: new Blob(['pdf']),
    fileName: 'cv.pdf',
    size: 3,
    status: 'queued',
    failures: 0,
    nextAttemptAt: 0,
    createdAt: now,
    ownerId: userId,
  });
  await db.formDrafts.put({ key: `profile:${userId}`, values: { first_name: 'A' }, updatedAt: now });
  await db.formDrafts.put({ key: `application-form:${refId}:5`, values: { city: 'Austin' }, updatedAt: now });
  await db.formDrafts.put({ key: experienceDraftKey(userId), values: { title: 'Barista' }, updatedAt: now });
  await db.formDrafts.put({ key: accommodationDraftKey(refId), values: { note: 'Breaks' }, updatedAt: now });
}

async function counts(db: OfflineDb) {
  return {
    attempts: await db.attempts.count(),
    answers: await db.answers.count(),
    timers: await db.timers.count(),
    outbox: await db.outbox.count(),
    uploads: await db.uploads.count(),
    mediaChunks: await db.mediaChunks.count(),
    answerFiles: await db.answerFiles.count(),
    formDrafts: await db.formDrafts.count(),
  };
}

describe('forgetCandidate', () => {
  it('given two candidates on one device, when one erased their account, then everything of theirs is gone and the other keeps all of theirs', async () => {
    const db = freshOfflineDb('forget');
    await keepCandidate(db, 7, 'ref-seven');
    await keepCandidate(db, 8, 'ref-eight');
    expect(await counts(db)).toEqual({
      attempts: 2,
      answers: 2,
      timers: 2,
      outbox: 2,
      uploads: 2,
      mediaChunks: 2,
      answerFiles: 2,
      formDrafts: 8,
    });
    await db.formDrafts.put({ key: offerSignatureDraftKey('offer-1'), values: { name: 'A' }, updatedAt: 'now' });

    await forgetCandidate(7, ['ref-seven'], db);

    expect(await counts(db)).toEqual({
      attempts: 1,
      answers: 1,
      timers: 1,
      outbox: 1,
      uploads: 1,
      mediaChunks: 1,
      answerFiles: 1,
      formDrafts: 4,
    });
    expect((await db.attempts.toArray()).map((a) => a.refId)).toEqual(['ref-eight']);
    expect((await db.outbox.toArray()).map((e) => e.ownerId)).toEqual([8]);
    expect((await db.formDrafts.toArray()).map((d) => d.key).sort()).toEqual([
      accommodationDraftKey('ref-eight'),
      'application-form:ref-eight:5',
      experienceDraftKey(8),
      'profile:8',
    ]);
    expect((await db.uploads.toArray()).map((u) => u.refId)).toEqual(['ref-eight']);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb, AnswerFileRecord } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { AnswerFileUploader, holdForFiles } from './answer-files.ts';
import {
  applicationAttemptId,
  queueApplicationSubmission,
  queueResume,
  queuedResume,
  readApplicationAttempt,
} from './application-form.ts';
import { applicationFormDraftKey } from './form-drafts.ts';
import type { SentEntry } from './kinds/index.ts';
import type { SendResult } from './outbox-results.ts';
import { SyncLoop } from './sync-loop.ts';
import { isHolding, persistHeld } from './storage-failure.ts';
import { setStorageTrouble, storageTrouble } from './storage-trouble.ts';
import { installFullDisk } from './testing/full-disk.ts';

const REF = '2f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 2;
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('application-form');
});

const pdf = (text = '%PDF-1.4\n%%EOF\n') => new Blob([text], { type: 'application/pdf' });
const body = { ref_id: REF, job_step_activity_id: ACTIVITY };

/**
 * A server that holds one resume per user and refuses the form without one, as
 * server/modules/application-form does; each idempotency key is applied once.
 */
function fakeServer() {
  const state = {
    isOnline: false,
    resumes: [] as string[],
    forms: [] as unknown[],
    timeline: [] as string[],
    seenKeys: new Set<string>(),
  };
  const sendFile = async (file: AnswerFileRecord): Promise<SendResult> => {
    if (!state.isOnline) return { kind: 'retry', error: 'Network Error' };
    state.timeline.push(`resume:${file.fileName}`);
    if (!state.seenKeys.has(file.fileId)) {
      state.seenKeys.add(file.fileId);
      state.resumes.push(file.fileName);
    }
    return { kind: 'ok', data: {} };
  };
  const send = async (entry: SentEntry): Promise<SendResult> => {
    if (!state.isOnline) return { kind: 'retry', error: 'Network Error' };
    state.timeline.push(entry.kind);
    if (entry.kind !== 'application-form-submit') throw new Error(`unexpected ${entry.kind}`);
    if (state.resumes.length === 0)
      return { kind: 'refused', refusal: { status: 400, code: 'validation', message: 'A resume is required.' } };
    if (!state.seenKeys.has(entry.idempotencyKey)) {
      state.seenKeys.add(entry.idempotencyKey);
      state.forms.push(entry.payload);
    }
    return {
      kind: 'ok',
      data: { ref_id: REF, job_step_activity_id: ACTIVITY, is_completed: true, completed_at: '2026-11-25T14:00:00Z' },
    };
  };
  return { state, sendFile, send };
}

function engine(server: ReturnType<typeof fakeServer>) {
  const online = () => server.state.isOnline;
  const loop = new SyncLoop({ db, send: server.send, holdEntry: holdForFiles(db), random: () => 0.5 });
  const uploader = new AnswerFileUploader({ db, send: server.sendFile, online, random: () => 0 });
  return { loop, uploader };
}

describe('the application form on this device', () => {
  it('given a resume chosen offline and replaced before it was sent, then only the newer one is kept for upload', async () => {
    await queueResume({ refId: REF, activityId: ACTIVITY, file: pdf(), fileName: 'old.pdf' }, db);
    await queueResume({ refId: REF, activityId: ACTIVITY, file: pdf(), fileName: 'new.pdf' }, db);
    const files = await db.answerFiles.toArray();
    expect(files.map((f) => [f.fileName, f.target, f.status])).toEqual([['new.pdf', 'resume', 'queued']]);
    expect((await queuedResume(REF, ACTIVITY, db))?.fileName).toBe('new.pdf');
  });

  it('given a submission already waiting, when submitted again, then one entry stays queued', async () => {
    await queueApplicationSubmission(body, db);
    await queueApplicationSubmission(body, db);
    expect(await db.outbox.count()).toBe(1);
    expect((await readApplicationAttempt(REF, ACTIVITY, db))?.status).toBe('submitting');
  });

  it('given a resume and the form queued offline, when the network returns, then the resume reaches the server before the form, each once, and the draft is forgotten', async () => {
    const server = fakeServer();
    const { loop, uploader } = engine(server);
    await db.formDrafts.put({ key: applicationFormDraftKey(REF, ACTIVITY), values: { a: 1 }, updatedAt: '' });
    await queueResume({ refId: REF, activityId: ACTIVITY, file: pdf(), fileName: 'cv.pdf' }, db);
    await queueApplicationSubmission(body, db);
    try {
      // Offline: nothing goes, nothing is lost.
      await uploader.tick();
      expect(await loop.drain()).toBe('waiting');
      expect(server.state.timeline).toEqual([]);

      server.state.isOnline = true;
      // The loop runs first: it holds the form while the resume waits.
      expect(await loop.drain()).toBe('waiting');
      expect(server.state.timeline).toEqual([]);
      await uploader.tick();
      expect(await loop.drain()).toBe('empty');
      expect(server.state.timeline).toEqual(['resume:cv.pdf', 'application-form-submit']);
      expect(server.state.resumes).toEqual(['cv.pdf']);
      expect(server.state.forms).toEqual([body]);
      expect((await readApplicationAttempt(REF, ACTIVITY, db))?.status).toBe('submitted');
      expect(await db.formDrafts.get(applicationFormDraftKey(REF, ACTIVITY))).toBeUndefined();
      // Later drains and ticks send nothing again.
      await uploader.tick();
      expect(await loop.drain()).toBe('empty');
      expect(server.state.timeline).toHaveLength(2);
    } finally {
      loop.stop();
    }
  });

  it('given the server refuses the form, then the attempt reopens with its reason and the draft stays', async () => {
    const server = fakeServer();
    server.state.isOnline = true;
    const { loop } = engine(server);
    await db.formDrafts.put({ key: applicationFormDraftKey(REF, ACTIVITY), values: { a: 1 }, updatedAt: '' });
    await queueApplicationSubmission(body, db);
    try {
      expect(await loop.drain()).toBe('empty');
      const attempt = await readApplicationAttempt(REF, ACTIVITY, db);
      expect(attempt).toMatchObject({
        attemptId: applicationAttemptId(REF, ACTIVITY),
        status: 'in-progress',
        refusal: { message: 'A resume is required.' },
      });
      expect(await db.formDrafts.get(applicationFormDraftKey(REF, ACTIVITY))).toBeDefined();
      // Submitting again queues a new entry.
      await queueApplicationSubmission(body, db);
      expect(await db.outbox.count()).toBe(1);
    } finally {
      loop.stop();
    }
  });
});

describe('the resume on a full disk (D347)', () => {
  let disk: ReturnType<typeof installFullDisk>;
  beforeEach(() => {
    disk = installFullDisk();
  });
  afterEach(async () => {
    disk.full = false;
    await persistHeld(db);
    disk.restore();
    setStorageTrouble({ refused: false, unsent: 0, kept: [], keptFiles: [] });
  });

  it('given the disk refuses writes, when a resume is chosen, then it is held in the page, shown, sent before the form once, and stored once the disk takes writes', async () => {
    const server = fakeServer();
    const { loop, uploader } = engine(server);
    await queueApplicationSubmission(body, db);
    disk.full = true;
    const fileId = await queueResume({ refId: REF, activityId: ACTIVITY, file: pdf(), fileName: 'cv.pdf' }, db);

    expect(isHolding(db)).toBe(true);
    expect(await db.answerFiles.count()).toBe(0);
    expect(await queuedResume(REF, ACTIVITY, db)).toMatchObject({ fileId, fileName: 'cv.pdf', status: 'queued' });
    expect(storageTrouble().keptFiles).toMatchObject([{ fileId, target: 'resume' }]);
    try {
      server.state.isOnline = true;
      // The form waits for the held resume, then follows it.
      expect(await loop.drain()).toBe('waiting');
      await uploader.tick();
      await loop.drain();
      expect(server.state.timeline).toEqual(['resume:cv.pdf', 'application-form-submit']);
      expect((await queuedResume(REF, ACTIVITY, db))?.status).toBe('done');

      disk.full = false;
      expect(await persistHeld(db)).toBe(true);
      expect(await db.answerFiles.get(fileId)).toMatchObject({ fileName: 'cv.pdf', status: 'done' });
      await uploader.tick();
      expect(server.state.resumes).toEqual(['cv.pdf']);
    } finally {
      loop.stop();
    }
  });
});

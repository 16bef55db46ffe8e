/**
 * A take carries the language its question was read in to the server (D473): the runner's tus
 * creation names it in Upload-Metadata (`language`), for a recording kept piece by piece and for a
 * picked file alike, so staff see the version of the question the candidate read. tus-js-client is
 * replaced by one that records each creation's metadata and finishes at once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Blob as NodeBlob } from 'node:buffer';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { PATIENT } from '../testing/patience-bounds.ts';

const created: Record<string, string>[] = [];
// saveTake stores in the page's offline database: here the test's, which the runner reads.
const current: { db?: OfflineDb } = {};
vi.mock('./db.ts', async (original) => ({
  ...(await original<typeof import('./db.ts')>()),
  getOfflineDb: () => current.db!,
}));

interface Options {
  metadata: Record<string, string>;
  onSuccess(payload: { lastResponse: { getStatus(): number; getHeader(name: string): string | undefined } }): void;
  onUploadUrlAvailable?(): void;
}

vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    constructor(
      _file: Blob,
      private readonly options: Options,
    ) {}
    start() {
      queueMicrotask(() => {
        created.push(this.options.metadata);
        this.url = `/api/tus/videos/${String(created.length).padStart(32, '0')}`;
        this.options.onUploadUrlAvailable?.();
        this.options.onSuccess({
          lastResponse: { getStatus: () => 204, getHeader: (n) => (n === 'Video-Status' ? 'ready' : undefined) },
        });
      });
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

const { UploadRunner, uploadsOf } = await import('./upload-runner.ts');
const { beginRecording, appendChunk, keepRecording } = await import('./recording-chunks.ts');
const { saveTake } = await import('../features/video-answer/save-take.ts');

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 7;
let db: OfflineDb;
let runner: InstanceType<typeof UploadRunner>;

const pageBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = pageBlob;
});

beforeEach(() => {
  created.length = 0;
  db = freshOfflineDb('runner-language');
  current.db = db;
  runner = new UploadRunner({
    token: () => 'token',
    refresh: async () => true,
    status: async () => ({ status: 'uploading', refusal_reason: null }),
    db,
    online: () => true,
  });
});
afterEach(() => runner.stop());

const doneAll = async (n: number) =>
  vi.waitFor(async () => {
    const rows = await uploadsOf(REF, ACTIVITY, db);
    expect(rows.filter((r) => r.status === 'done')).toHaveLength(n);
  }, PATIENT);

describe('the language a question was read in goes with its answer (D473)', () => {
  it('given a recording made on a Spanish screen, then its creation says language es', async () => {
    const id = await beginRecording(
      {
        refId: REF,
        jobStepActivityId: ACTIVITY,
        questionId: 1,
        mimeType: 'video/webm',
        fileName: 'a.webm',
        language: 'es',
      },
      db,
    );
    await appendChunk(id, 0, new Blob(['recorded bytes']), 2, db);
    await keepRecording(id, 2, db);
    runner.start();
    await doneAll(1);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ video_question_id: '1', language: 'es' });
  });

  it('given a file picked on a French screen, then its creation says language fr', async () => {
    const outcome = await saveTake(
      { refId: REF, activityId: ACTIVITY, questionId: 2, language: 'fr' },
      { blob: new Blob(['picked bytes']), fileName: 'b.mp4', mimeType: 'video/mp4', durationSeconds: 3 },
    );
    expect(outcome).toBe('saved');
    runner.start();
    await doneAll(1);
    expect(created[0]).toMatchObject({ video_question_id: '2', language: 'fr' });
  });
});

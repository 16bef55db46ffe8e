/**
 * The upload runner resuming an upload whose URL it kept (D453): a HEAD it cannot use never makes
 * it send the whole file again as a new upload. tus-js-client is replaced by a scripted one that
 * resumes as tus-js-client 4 does (lib.esm/upload.js `_resumeUpload`): a HEAD answered with
 * anything but 2xx or 423 creates a new upload when the options name an endpoint, and is an error
 * when they do not.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Blob as NodeBlob } from 'node:buffer';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { PATIENT } from '../testing/patience-bounds.ts';

const script = {
  /** What each HEAD of a kept URL answers: a status, or 'whole' (the server holds every byte). */
  heads: [] as (number | 'whole')[],
  /** Uploads created (POST to the endpoint). */
  creations: 0,
};

type Response = { getStatus(): number; getBody(): string; getHeader(name: string): string | undefined };
const response = (status: number, headers: Record<string, string> = {}): Response => ({
  getStatus: () => status,
  getBody: () => '',
  getHeader: (name) => headers[name],
});

vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null;
    constructor(
      _file: Blob,
      private readonly options: {
        endpoint?: string | null;
        uploadUrl?: string | null;
        onError(error: unknown): void;
        onSuccess(payload: { lastResponse: Response }): void;
        onUploadUrlAvailable?(): void;
      },
    ) {
      this.url = options.uploadUrl ?? null;
    }
    start() {
      queueMicrotask(() => {
        if (this.url) {
          const head = script.heads.shift() ?? 'whole';
          if (head === 'whole') return this.options.onSuccess({ lastResponse: response(200) });
          if (head === 423 || !this.options.endpoint) return this.options.onError({ originalResponse: response(head) });
        }
        // A new upload: created, then every byte sent and checked.
        script.creations += 1;
        this.url = `/api/tus/videos/${'b'.repeat(32)}`;
        this.options.onUploadUrlAvailable?.();
        this.options.onSuccess({ lastResponse: response(204, { 'Video-Status': 'ready' }) });
      });
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

const { UploadRunner, queueRecording, uploadsOf } = await import('./upload-runner.ts');

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 7;
const KEPT_URL = `/api/tus/videos/${'a'.repeat(32)}`;
let db: OfflineDb;
let runner: InstanceType<typeof UploadRunner>;
let clock = Date.now();
let serverSays: () => Promise<{ status: string; refusal_reason: string | null }>;

const pageBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = pageBlob;
});

beforeEach(() => {
  script.heads = [];
  script.creations = 0;
  clock = Date.now();
  serverSays = async () => ({ status: 'ready', refusal_reason: null });
  db = freshOfflineDb('runner-resume');
  runner = new UploadRunner({
    token: () => 'token',
    refresh: async () => true,
    status: () => serverSays(),
    db,
    online: () => true,
    now: () => clock,
  });
});

afterEach(() => {
  runner.stop();
});

/** A take whose upload was created before (its URL kept), queued again: after a lost answer, a reload, a network cut. */
async function interruptedUpload(): Promise<void> {
  const id = await queueRecording(
    {
      refId: REF,
      jobStepActivityId: ACTIVITY,
      questionId: 1,
      blob: new Blob(['answer bytes']),
      fileName: 'a.webm',
      mimeType: 'video/webm',
      durationSeconds: 3,
    },
    db,
  );
  await db.uploads.update(id, { tusUrl: KEPT_URL });
}

const only = async () => (await uploadsOf(REF, ACTIVITY, db))[0]!;

describe('the upload runner resuming a kept upload (D453)', () => {
  it('given the server finished the upload and moved its file (HEAD 404) and says the answer is ready, then it is done without a second upload', async () => {
    script.heads = [404];
    await interruptedUpload();
    runner.start();
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    expect(script.creations).toBe(0);
  });

  it("given a proxy's 503 on the HEAD, then the upload is tried again from its URL, not created anew", async () => {
    script.heads = [503, 'whole'];
    await interruptedUpload();
    runner.start();
    await vi.waitFor(async () => expect((await only()).failures).toBe(1), PATIENT);
    expect((await only()).tusUrl).toBe(KEPT_URL);
    clock += 3_600_000;
    await runner.tick();
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    expect(script.creations).toBe(0);
  });

  it('given the server has no such upload (HEAD 404, its status 404), then the next try creates a new one', async () => {
    script.heads = [404];
    serverSays = () => Promise.reject(Object.assign(new Error('Upload not found'), { status: 404 }));
    await interruptedUpload();
    runner.start();
    await vi.waitFor(async () => expect((await only()).failures).toBe(1), PATIENT);
    expect((await only()).tusUrl).toBeUndefined();
    expect(script.creations).toBe(0);
    clock += 3_600_000;
    await runner.tick();
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    expect(script.creations).toBe(1);
  });
});

/**
 * The upload runner when the device lost the address of an upload that already holds bytes (D467):
 * the server answers the recording's new creation with that upload and the bytes it holds
 * (Upload-Offset), and the runner resumes it from there instead of sending from byte 0 (which the
 * server refuses with 409, as tus says). tus-js-client is replaced by a scripted one that creates
 * and resumes as tus-js-client 4 does (lib.esm/upload.js `_createUpload`, `_resumeUpload`): the
 * creation's reply goes to onAfterResponse, then onUploadUrlAvailable, then, unless aborted, PATCH
 * from offset 0; a resume asks HEAD for the offset and sends from there.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Blob as NodeBlob } from 'node:buffer';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { PATIENT } from '../testing/patience-bounds.ts';

const HELD_URL = `/api/tus/videos/${'c'.repeat(32)}`;
const NEW_URL = `/api/tus/videos/${'d'.repeat(32)}`;

const server = {
  /** Bytes the server holds of each upload. */
  offsets: new Map<string, number>(),
  /** The upload of this recording the server holds, if any: the creation is answered with it. */
  heldUpload: undefined as string | undefined,
  /** Each PATCH: the upload and the offset it claims. */
  patches: [] as { url: string; offset: number }[],
  creations: 0,
  /** Uploads that finished and were checked: tus holds them no longer (HEAD 404). */
  finished: new Set<string>(),
  heads: 0,
};

type Response = { getStatus(): number; getBody(): string; getHeader(name: string): string | undefined };
const response = (status: number, headers: Record<string, string> = {}): Response => ({
  getStatus: () => status,
  getBody: () => '',
  getHeader: (name) => headers[name],
});
const request = (method: string) => ({ getMethod: () => method });

interface Options {
  uploadUrl?: string | null;
  onError(error: unknown): void;
  onSuccess(payload: { lastResponse: Response }): void;
  onAfterResponse?(req: { getMethod(): string }, res: Response): void;
  onUploadUrlAvailable?(): void;
}

vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null;
    private aborted = false;
    constructor(
      private readonly file: Blob,
      private readonly options: Options,
    ) {
      this.url = options.uploadUrl ?? null;
    }
    start() {
      queueMicrotask(() => (this.url ? this.resume() : this.create()));
    }
    private create() {
      server.creations += 1;
      const url = server.heldUpload ?? NEW_URL;
      const held = server.offsets.get(url) ?? 0;
      server.offsets.set(url, held);
      const ready: Record<string, string> = server.finished.has(url) ? { 'Video-Status': 'ready' } : {};
      this.options.onAfterResponse?.(
        request('POST'),
        response(201, { Location: url, ...(server.heldUpload ? { 'Upload-Offset': String(held) } : {}), ...ready }),
      );
      this.url = url;
      this.options.onUploadUrlAvailable?.();
      queueMicrotask(() => this.patchFrom(0));
    }
    private resume() {
      server.heads += 1;
      if (server.finished.has(this.url!))
        return this.options.onError({ originalResponse: response(404), originalRequest: request('HEAD') });
      const offset = server.offsets.get(this.url!);
      this.options.onAfterResponse?.(request('HEAD'), response(200, { 'Upload-Offset': String(offset) }));
      this.options.onUploadUrlAvailable?.();
      this.patchFrom(offset!);
    }
    private patchFrom(offset: number) {
      if (this.aborted) return;
      server.patches.push({ url: this.url!, offset });
      if (offset !== server.offsets.get(this.url!))
        return this.options.onError({ originalResponse: response(409), originalRequest: request('PATCH') });
      server.offsets.set(this.url!, this.file.size);
      this.options.onSuccess({ lastResponse: response(204, { 'Video-Status': 'ready' }) });
    }
    abort() {
      this.aborted = true;
      return Promise.resolve();
    }
  },
}));

const { UploadRunner, queueRecording, uploadsOf } = await import('./upload-runner.ts');

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
  server.offsets = new Map();
  server.heldUpload = undefined;
  server.patches = [];
  server.creations = 0;
  server.finished = new Set();
  server.heads = 0;
  db = freshOfflineDb('runner-found');
  runner = new UploadRunner({
    token: () => 'token',
    refresh: async () => true,
    status: async () => ({ status: 'uploading', refusal_reason: null }),
    db,
    online: () => true,
  });
});

afterEach(() => {
  runner.stop();
});

/** A recording queued with no upload address: the one it had could not be stored (a full disk), or it never had one. */
const recorded = () =>
  queueRecording(
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

const only = async () => (await uploadsOf(REF, ACTIVITY, db))[0]!;

describe('the upload runner when the server answers a creation with the upload it holds (D467)', () => {
  it('given the server holds 5 of the 12 bytes, then the runner keeps its address and sends from byte 5, never from 0, and the answer is done', async () => {
    server.heldUpload = HELD_URL;
    server.offsets.set(HELD_URL, 5);
    await recorded();
    runner.start();
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    expect(server.creations).toBe(1);
    expect(server.patches).toEqual([{ url: HELD_URL, offset: 5 }]);
    expect(await only()).toMatchObject({ tusUrl: HELD_URL, uploadId: 'c'.repeat(32), failures: 0 });
  });

  it('given a new upload (no offset in the reply), then the runner sends from byte 0 at once, as before', async () => {
    await recorded();
    runner.start();
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    expect(server.patches).toEqual([{ url: NEW_URL, offset: 0 }]);
    expect((await only()).tusUrl).toBe(NEW_URL);
  });

  it('given the server answers with the recording’s finished upload, all 12 bytes and Video-Status ready (D474), then the answer is done at once: no byte sent, no other request', async () => {
    server.heldUpload = HELD_URL;
    server.offsets.set(HELD_URL, 12);
    server.finished.add(HELD_URL);
    await recorded();
    runner.start();
    // Before: the address kept and resumed, HEAD 404, the status asked (here still 'uploading'), a new creation, never done.
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    expect(server.creations).toBe(1);
    expect(server.heads).toBe(0);
    expect(server.patches).toEqual([]);
    expect(await only()).toMatchObject({ tusUrl: HELD_URL, uploadId: 'c'.repeat(32), bytesSent: 12 });
  });
});

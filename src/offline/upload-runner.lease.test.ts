/**
 * The upload runner against a tus server that refuses the creation because another device writes
 * the activity (offline promise 10): the item is parked, not retried and not deleted, and sent
 * once the candidate continues on this device; and ticks that overlap send an item once.
 * tus-js-client is replaced by a scripted one.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Blob as NodeBlob } from 'node:buffer';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { DEVICE_ID_KEY } from '../lib/device-id.ts';
import { PATIENT } from '../testing/patience-bounds.ts';

interface Script {
  /** What the server answers to each start: a refusal (status and body) or success. */
  answers: ({ status: number; body: string } | 'ready')[];
  starts: { headers: Record<string, string> | undefined }[];
}
const script: Script = { answers: [], starts: [] };

vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    constructor(
      _file: Blob,
      private readonly options: {
        headers?: Record<string, string>;
        onError(error: unknown): void;
        onSuccess(payload: { lastResponse: { getHeader(name: string): string | undefined } }): void;
      },
    ) {}
    start() {
      script.starts.push({ headers: this.options.headers });
      const answer = script.answers.shift() ?? 'ready';
      queueMicrotask(() => {
        if (answer === 'ready')
          this.options.onSuccess({
            lastResponse: { getHeader: (name) => (name === 'Video-Status' ? 'ready' : undefined) },
          });
        else
          this.options.onError({
            originalResponse: {
              getStatus: () => answer.status,
              getBody: () => answer.body,
              getHeader: () => undefined,
            },
          });
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
const leased = {
  status: 409,
  body: JSON.stringify({
    code: 'attempt_leased',
    message: 'This activity is already in progress on another device or browser.',
  }),
};
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
  localStorage.setItem(DEVICE_ID_KEY, 'device-this-one-1');
  script.answers = [];
  script.starts = [];
  db = freshOfflineDb('runner-lease');
  runner = new UploadRunner({
    token: () => 'token',
    refresh: async () => true,
    status: async () => ({ status: 'uploading', refusal_reason: null }),
    db,
    online: () => true,
  });
  runner.start();
});

afterEach(() => {
  runner.stop();
});

async function recorded(): Promise<number> {
  return queueRecording(
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
}

const only = async () => (await uploadsOf(REF, ACTIVITY, db))[0]!;

describe('the upload runner and a creation refused by the lease (offline promise 10)', () => {
  it('given 409 attempt_leased, then the item is parked with the reason, kept with its file, and not sent again on later ticks', async () => {
    script.answers = [leased];
    await recorded();
    await vi.waitFor(async () => expect((await only()).status).toBe('parked'), PATIENT);
    const row = await only();
    expect(row.parkedBy).toBe('attempt_leased');
    // Kept, not deleted: the same recording (its blob's copy in this fake IndexedDB is not a Blob).
    expect(row).toMatchObject({ size: 12, fileName: 'a.webm', sha256: expect.any(String) });
    expect(row.blob).toBeDefined();
    expect(script.starts[0]!.headers).toEqual({ 'X-Assay-Device': 'device-this-one-1' });
    for (let i = 0; i < 5; i++) await runner.tick();
    expect(script.starts).toHaveLength(1);
    expect((await only()).status).toBe('parked');
  });

  it('given the candidate continues on this device, then resume sends the parked item and it is done', async () => {
    script.answers = [leased, 'ready'];
    await recorded();
    await vi.waitFor(async () => expect((await only()).status).toBe('parked'), PATIENT);
    await runner.resume(REF, ACTIVITY);
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    expect(script.starts).toHaveLength(2);
  });

  it('given the screen holds the activity (another tab or device writes it), then its items are not started until released', async () => {
    runner.hold(REF, ACTIVITY, true);
    await recorded();
    for (let i = 0; i < 3; i++) await runner.tick();
    expect(script.starts).toHaveLength(0);
    expect((await only()).status).toBe('queued');
    runner.hold(REF, ACTIVITY, false);
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
  });

  it('given any other 409 (no retakes left), then the item is refused as before, not parked', async () => {
    script.answers = [{ status: 409, body: 'No retakes are left for this question.' }];
    await recorded();
    await vi.waitFor(async () => expect((await only()).status).toBe('refused'), PATIENT);
    expect((await only()).refusal).toBe('not_accepted');
  });
});

describe('the upload runner when ticks overlap', () => {
  it('given two ticks at the same moment (the timer and a new recording), then the item is uploaded once', async () => {
    runner.hold(REF, ACTIVITY, true);
    await recorded();
    // Releasing the hold ticks; the screen's own tick comes at the same moment.
    runner.hold(REF, ACTIVITY, false);
    await runner.tick();
    await vi.waitFor(async () => expect((await only()).status).toBe('done'), PATIENT);
    for (let i = 0; i < 3; i++) await runner.tick();
    expect(script.starts).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  initialUpload,
  isDue,
  leaseCodeOf,
  nextUpload,
  uploadPercent,
  type UploadEvent,
  type UploadState,
} from './upload-queue.ts';

const run = (events: UploadEvent[], from: UploadState = initialUpload()) => events.reduce(nextUpload, from);
const half = () => 0.5;

describe('the upload queue state machine', () => {
  it('given a recording of 1000 bytes, then queued, uploading, progress and done at 100%', () => {
    let s = run([{ type: 'recorded', size: 1000 }]);
    expect(s).toMatchObject({ status: 'queued', size: 1000, bytesSent: 0 });
    s = run([{ type: 'start' }, { type: 'created', url: '/api/tus/videos/abc' }, { type: 'progress', bytes: 400 }], s);
    expect(s).toMatchObject({ status: 'uploading', tusUrl: '/api/tus/videos/abc', bytesSent: 400 });
    expect(uploadPercent(s)).toBe(40);
    // Every byte acknowledged but not checked yet: 99, not 100.
    s = nextUpload(s, { type: 'progress', bytes: 1000 });
    expect(uploadPercent(s)).toBe(99);
    s = nextUpload(s, { type: 'ready' });
    expect(s.status).toBe('done');
    expect(uploadPercent(s)).toBe(100);
  });

  it('given the network lost while uploading, then queued again with no penalty and the tus URL and offset kept', () => {
    const s = run([
      { type: 'recorded', size: 1000 },
      { type: 'start' },
      { type: 'created', url: 'u' },
      { type: 'progress', bytes: 500 },
      { type: 'offline' },
    ]);
    expect(s).toMatchObject({ status: 'queued', failures: 0, nextAttemptAt: 0, tusUrl: 'u', bytesSent: 500 });
    expect(isDue(s, 0, false)).toBe(false);
    expect(isDue(s, 0, true)).toBe(true);
  });

  it('given repeated failures, then backoff 1 s, 2 s, 4 s (x 0.75 with random 0.5) capped at 60 s', () => {
    let s = run([{ type: 'recorded', size: 10 }]);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      s = run([{ type: 'start' }, { type: 'failed', now: 1000, random: half }], s);
      delays.push(s.nextAttemptAt - 1000);
    }
    // ceiling = min(60000, 1000 * 2^(n-1)); delay = ceiling/2 + 0.5 * ceiling/2 = 0.75 * ceiling.
    expect(delays).toEqual([750, 1500, 3000, 6000, 12000, 24000, 45000, 45000]);
    expect(s.failures).toBe(8);
    expect(isDue(s, 1000 + 44_999, true)).toBe(false);
    expect(isDue(s, 1000 + 45_000, true)).toBe(true);
    expect(nextUpload(nextUpload(s, { type: 'start' }), { type: 'ready' }).failures).toBe(0);
  });

  it('given the server refused the file, then refused is final until a retake', () => {
    const s = run([
      { type: 'recorded', size: 10 },
      { type: 'start' },
      { type: 'refused', reason: 'unsupported_format' },
    ]);
    expect(s).toMatchObject({ status: 'refused', refusal: 'unsupported_format' });
    expect(run([{ type: 'start' }, { type: 'ready' }], s).status).toBe('refused');
    expect(nextUpload(s, { type: 'retake' })).toEqual(initialUpload());
  });

  it('given events out of order, then the state does not change', () => {
    const recording = initialUpload();
    expect(nextUpload(recording, { type: 'start' })).toBe(recording);
    expect(nextUpload(recording, { type: 'progress', bytes: 5 })).toBe(recording);
    const done = run([{ type: 'recorded', size: 10 }, { type: 'start' }, { type: 'ready' }]);
    expect(nextUpload(done, { type: 'retake' })).toBe(done);
    expect(nextUpload(done, { type: 'failed', now: 0 })).toBe(done);
    // Progress never goes back nor past the size.
    const up = run([
      { type: 'recorded', size: 10 },
      { type: 'start' },
      { type: 'progress', bytes: 8 },
      { type: 'progress', bytes: 3 },
      { type: 'progress', bytes: 50 },
    ]);
    expect(up.bytesSent).toBe(10);
  });
});

describe('an upload refused because another device writes the activity (offline promise 10)', () => {
  const uploading = () => run([{ type: 'recorded', size: 1000 }, { type: 'start' }, { type: 'progress', bytes: 300 }]);

  it('given the creation refused with attempt_leased, then parked with the reason, the recording kept, and never due however long the device waits', () => {
    const s = nextUpload(uploading(), { type: 'parked', reason: 'attempt_leased' });
    expect(s).toMatchObject({ status: 'parked', parkedBy: 'attempt_leased', size: 1000, bytesSent: 300, failures: 0 });
    expect(isDue(s, 0, true)).toBe(false);
    expect(isDue(s, Number.MAX_SAFE_INTEGER, true)).toBe(false);
    // Not a final refusal: nothing asks for a new recording.
    expect(s.refusal).toBeUndefined();
    // Events of a running upload do not wake it.
    expect(run([{ type: 'start' }, { type: 'failed', now: 0 }, { type: 'offline' }, { type: 'ready' }], s)).toBe(s);
  });

  it('given the candidate continues on this device, then resume queues it at once with its tus URL and offset, and it can finish', () => {
    const withUrl = run(
      [
        { type: 'created', url: '/api/tus/videos/abc' },
        { type: 'parked', reason: 'attempt_moved' },
      ],
      uploading(),
    );
    const resumed = nextUpload(withUrl, { type: 'resume' });
    expect(resumed).toMatchObject({
      status: 'queued',
      nextAttemptAt: 0,
      tusUrl: '/api/tus/videos/abc',
      bytesSent: 300,
    });
    expect(resumed.parkedBy).toBeUndefined();
    expect(isDue(resumed, 0, true)).toBe(true);
    expect(run([{ type: 'start' }, { type: 'ready' }], resumed).status).toBe('done');
    // Resume wakes only a parked item.
    const queued = run([{ type: 'recorded', size: 10 }]);
    expect(nextUpload(queued, { type: 'resume' })).toBe(queued);
  });

  it('given a tus refusal, then only a 409 whose JSON body carries a lease code parks; any other answer does not', () => {
    expect(leaseCodeOf(409, JSON.stringify({ code: 'attempt_leased', message: 'x' }))).toBe('attempt_leased');
    expect(leaseCodeOf(409, JSON.stringify({ code: 'attempt_moved', message: 'x' }))).toBe('attempt_moved');
    expect(leaseCodeOf(409, 'No retakes are left for this question.')).toBeUndefined();
    expect(leaseCodeOf(409, JSON.stringify({ code: 'attempt_submitted' }))).toBeUndefined();
    expect(leaseCodeOf(409, 'null')).toBeUndefined();
    expect(leaseCodeOf(404, JSON.stringify({ code: 'attempt_leased' }))).toBeUndefined();
  });
});

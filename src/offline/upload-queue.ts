/**
 * The upload queue of media answers (promise 7), as a pure state machine:
 *
 *   recording -> queued -> uploading -> done
 *                 ^  ^         |  \--> refused (the server checked the file and said no)
 *                 |  +---------+  (offline: back to queued, no penalty; failed: queued after a backoff)
 *                 |            \--> parked (another device writes the activity: promise 10)
 *                 +---- resume ------/
 *
 * A parked item keeps its recording, tus URL and offset but is never due: retrying would only be
 * refused again (no backoff ends another device's lease), and a final refusal would ask for a new
 * recording although nothing is wrong with this one. `resume` queues it again once the candidate
 * continues on this device.
 *
 * A recording is in IndexedDB before it is queued; the tus URL the server gave is kept on the
 * item so a reload resumes from the server's offset. When that URL could not be kept, the server
 * answers the next creation of the same recording with the upload it holds (`found`, D467). `retake` (before the answer is done) puts a
 * new recording in place of the old one. The runner (upload-runner.ts) applies these transitions.
 */
import { LEASE_CODES } from './lease-state.ts';
import { backoffDelay } from './sync-loop.ts';

export type { UploadState, UploadStatus } from './db.ts';
import type { UploadState } from './db.ts';

export type UploadEvent =
  | { type: 'recorded'; size: number }
  | { type: 'start' }
  | { type: 'created'; url: string }
  | { type: 'found'; url: string }
  | { type: 'progress'; bytes: number }
  | { type: 'offline' }
  | { type: 'failed'; now: number; random?: () => number }
  | { type: 'refused'; reason: string }
  | { type: 'parked'; reason: string }
  | { type: 'resume' }
  | { type: 'ready' }
  | { type: 'retake' };

/** The `uploads` rows of one video activity share this attemptId. */
export const uploadAttemptId = (refId: string, jobStepActivityId: number) => `video:${refId}:${jobStepActivityId}`;

/** Lowercase hex SHA-256 of a file, as the server computes it before an answer counts. */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const initialUpload = (): UploadState => ({
  status: 'recording',
  failures: 0,
  nextAttemptAt: 0,
  bytesSent: 0,
  size: 0,
});

/** The next state; an event that makes no sense in the current state leaves it unchanged. */
export function nextUpload(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'recorded':
      return state.status === 'recording' ? { ...initialUpload(), status: 'queued', size: event.size } : state;
    case 'start':
      return state.status === 'queued' ? { ...state, status: 'uploading' } : state;
    case 'created':
      return state.status === 'uploading' ? { ...state, tusUrl: event.url } : state;
    case 'found':
      // The server answered the creation with an upload of this recording it already holds bytes of
      // (D467): queued again at once, to resume from the server's offset.
      return state.status === 'uploading' ? { ...state, status: 'queued', tusUrl: event.url, nextAttemptAt: 0 } : state;
    case 'progress':
      return state.status === 'uploading'
        ? { ...state, bytesSent: Math.min(state.size, Math.max(state.bytesSent, event.bytes)) }
        : state;
    case 'offline':
      return state.status === 'uploading' ? { ...state, status: 'queued', nextAttemptAt: 0 } : state;
    case 'failed': {
      if (state.status !== 'uploading') return state;
      const failures = state.failures + 1;
      return { ...state, status: 'queued', failures, nextAttemptAt: event.now + backoffDelay(failures, event.random) };
    }
    case 'refused':
      return state.status === 'uploading' || state.status === 'queued'
        ? { ...state, status: 'refused', refusal: event.reason }
        : state;
    case 'parked':
      return state.status === 'uploading' || state.status === 'queued'
        ? { ...state, status: 'parked', parkedBy: event.reason }
        : state;
    case 'resume':
      return state.status === 'parked' ? { ...state, status: 'queued', nextAttemptAt: 0, parkedBy: undefined } : state;
    case 'ready':
      return state.status === 'uploading' || state.status === 'queued'
        ? { ...state, status: 'done', bytesSent: state.size, failures: 0 }
        : state;
    case 'retake':
      return state.status === 'done' ? state : initialUpload();
  }
}

/** The lease code (attempt_leased / attempt_moved) of a refused tus request, whose body is the API's JSON error; undefined for any other answer. */
export function leaseCodeOf(status: number, body: string): string | undefined {
  if (status !== 409) return undefined;
  try {
    const code = (JSON.parse(body) as { code?: unknown } | null)?.code;
    return typeof code === 'string' && LEASE_CODES.has(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the runner should start this item now. */
export function isDue(state: UploadState, now: number, online: boolean): boolean {
  return online && state.status === 'queued' && now >= state.nextAttemptAt;
}

/** The percentage shown: bytes acknowledged, 99 at most until the server says ready, then 100. */
export function uploadPercent(state: UploadState): number {
  if (state.status === 'done') return 100;
  if (state.size <= 0) return 0;
  return Math.min(99, Math.floor((state.bytesSent / state.size) * 100));
}

/**
 * Recording that tells the truth (D277): one question records at a time, and a take the
 * device could not save (a full disk) is said once beside it with what to do, stays on offer, and
 * is saved once there is room. The screen as the app renders it, offline (so nothing uploads),
 * on fake-indexeddb; only the browser's edges are faked: the camera (getUserMedia, MediaRecorder),
 * the network (fetch) and, for the full disk, IndexedDB's writes throwing QuotaExceededError as a
 * browser's do.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Blob as NodeBlob } from 'node:buffer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { VideoActivity, VideoQuestion } from '../../../contracts/video.ts';
import { store } from '../../lib/store.ts';
import { appendChunk, beginRecording } from '../../offline/recording-chunks.ts';
import { uploadsOf } from '../../offline/upload-runner.ts';
import { json, LEASE_HELD, LEASE_PATH, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { notificationsAtom } from '../../ui/notifications.atoms.ts';
import { KnownReadinessContext } from '../../ui/offline-readiness/offline-ready-gate.tsx';
import { VideoScreen } from './video-screen.tsx';
import { videoActivityQueryOptions } from './video.queries.ts';

const REF = '7b2d4f6a-8c1e-4a3b-9d5f-0e2c4a6b8d1f';
const TAKE = 'one second of the answer';
/** What the camera hands over at the next stop (nothing: a camera that gave no frame). */
let takeBytes = TAKE;
let activityId = 900;

const question = (id: number, text: string): VideoQuestion => ({
  video_question_id: id,
  text,
  media: 'video',
  time_limit_seconds: 60,
  max_retakes: null,
  takes_used: 0,
  answer: null,
});

/** The camera: each recording hands over its bytes when stopped, as MediaRecorder does. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'video/webm';
  ondataavailable?: (event: { data: Blob }) => void;
  onstop?: () => void;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([takeBytes], { type: 'video/webm' }) });
    this.onstop?.();
  }
}
/** happy-dom's MediaStream (a video element takes only that) has no tracks to stop. */
class CameraStream extends MediaStream {
  getTracks(): MediaStreamTrack[] {
    return [];
  }
}
const getUserMedia = vi.fn(async () => new CameraStream());

/** A full disk: while set, every IndexedDB put and add throws as a browser's does. */
let isDiskFull = false;
const { put, add } = IDBObjectStore.prototype;
const refuse = (write: typeof put) =>
  function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
    if (isDiskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return write.apply(this, args);
  };

// IndexedDB keeps Blobs; fake-indexeddb copies values with Node's structuredClone, which keeps
// Node's Blob but not happy-dom's: the test uses Node's, as a browser would its own.
const pageBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  IDBObjectStore.prototype.put = refuse(put);
  IDBObjectStore.prototype.add = refuse(add);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
});
afterAll(() => {
  globalThis.Blob = pageBlob;
  Object.assign(IDBObjectStore.prototype, { put, add });
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

const sent: SentRequest[] = [];
beforeEach(() => {
  activityId++;
  isDiskFull = false;
  takeBytes = TAKE;
  getUserMedia.mockClear();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:take', revokeObjectURL: () => undefined }));
  stubFetch(sent, ({ path }) => (path === LEASE_PATH.heartbeat ? json(200, LEASE_HELD) : undefined));
  // Offline: the takes stay queued on the device, nothing is uploaded.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  onlineManager.setOnline(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { onLine?: boolean }).onLine;
  onlineManager.setOnline(true);
});

/** The answer the server holds: uploaded and checked. */
const uploaded = (q: VideoQuestion): VideoQuestion => ({
  ...q,
  takes_used: 1,
  answer: {
    video_answer_id: 5,
    upload_id: 'a'.repeat(32),
    status: 'ready',
    percent: 100,
    refusal_reason: null,
    duration_seconds: 20,
    created_at: '2026-11-21T10:00:00.000Z',
  },
});

function renderVideoPage(questions = [question(1, 'Tell us about yourself.'), question(2, 'Why this job?')]) {
  const activity = { refId: REF, jobUuid: 'job-video', activityId, title: 'Video answers', jobTitle: 'Support' };
  const data: VideoActivity = {
    ref_id: REF,
    job_step_activity_id: activityId,
    title: 'Video answers',
    job_title: 'Support',
    is_completed: false,
    max_bytes: 50_000_000,
    questions,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(videoActivityQueryOptions(activity).queryKey, data);
  renderInApp(() => <VideoScreen activity={activity} onSubmitted={() => undefined} />, {
    queryClient,
    wrap: (app) => <KnownReadinessContext value={{ status: 'ready' }}>{app}</KnownReadinessContext>,
  });
}

const card = (n: number) => screen.findByRole('listitem', { name: `Question ${n}` });
const recordButton = (li: HTMLElement) =>
  within(li).getByRole<HTMLButtonElement>('button', { name: 'Record video answer' });
const queued = async (questionId: number) =>
  (await uploadsOf(REF, activityId)).filter((r) => r.questionId === questionId && r.status === 'queued');

async function recordTake(li: HTMLElement) {
  fireEvent.click(recordButton(li));
  fireEvent.click(await within(li).findByRole('button', { name: 'Stop recording' }));
  return within(li).findByRole('button', { name: 'Use this answer' });
}

describe('recording video answers, one question at a time', () => {
  it('given question 1 is recording, then question 2 does not start and says to finish question 1 first; once its answer is used, question 2 records', async () => {
    renderVideoPage();
    const [first, second] = [await card(1), await card(2)];

    fireEvent.click(recordButton(first));
    await within(first).findByRole('button', { name: 'Stop recording' });
    expect(recordButton(second).disabled).toBe(true);
    expect(within(second).getByTestId('recorder-waits').textContent).toBe(
      'Finish question 1 first: stop its recording, then choose Use this answer or Retake.',
    );
    fireEvent.click(recordButton(second));
    expect(within(second).queryByRole('button', { name: 'Stop recording' })).toBeNull();
    expect(getUserMedia).toHaveBeenCalledTimes(1);

    // Under review the take is still question 1's turn: question 2 waits until it is used.
    fireEvent.click(within(first).getByRole('button', { name: 'Stop recording' }));
    fireEvent.click(await within(first).findByRole('button', { name: 'Use this answer' }));
    await waitFor(() => expect(recordButton(second).disabled).toBe(false));
    expect(within(second).queryByTestId('recorder-waits')).toBeNull();
    expect(await queued(1)).toHaveLength(1);

    await recordTake(second);
    expect(within(first).queryByRole('button', { name: 'Record video answer' })).toBeNull();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('given a full disk, when the answer is used, then one message says so and what to do, the take stays on offer, and it is saved once there is room', async () => {
    renderVideoPage();
    const [first, second] = [await card(1), await card(2)];
    isDiskFull = true;
    fireEvent.click(await recordTake(first));

    const problem = await within(first).findByTestId('save-problem');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toContain('This device could not save the recording: its storage is full');
    expect(problem.textContent).toContain('Free some space on this device');
    expect(problem.textContent).toContain('keep this tab open');
    const retry = within(first).getByRole('button', { name: 'Try saving again' });
    expect(store.get(notificationsAtom)).toEqual([]);
    // The take is still this question's: question 2 waits.
    expect(recordButton(second).disabled).toBe(true);

    // Still full: the same one message, no pop-up, the take still offered.
    fireEvent.click(retry);
    await waitFor(() => expect(retry.textContent).toBe('Try saving again'));
    expect(screen.getAllByTestId('save-problem')).toHaveLength(1);
    expect(store.get(notificationsAtom)).toEqual([]);
    expect(await uploadsOf(REF, activityId)).toEqual([]);

    isDiskFull = false;
    fireEvent.click(retry);
    await waitFor(async () => expect(await queued(1)).toHaveLength(1));
    const [row] = await queued(1);
    expect(row!.size).toBe(TAKE.length);
    expect(await row!.blob!.text()).toBe(TAKE);
    await waitFor(() => expect(screen.queryByTestId('save-problem')).toBeNull());
    await waitFor(() => expect(recordButton(second).disabled).toBe(false));
  });

  it('given an answer already uploaded, when a new take of it cannot be saved, then the new take stays on offer with the reason instead of vanishing', async () => {
    renderVideoPage([uploaded(question(1, 'Tell us about yourself.')), question(2, 'Why this job?')]);
    const first = await card(1);
    expect(within(first).getByText('Answer uploaded (100%).')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Record again' }));
    isDiskFull = true;
    fireEvent.click(await recordTake(first));

    expect((await within(first).findByTestId('save-problem')).textContent).toContain('its storage is full');
    expect(within(first).getByRole('button', { name: 'Try saving again' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Retake' })).toBeTruthy();
  });

  it('given a camera that gave nothing, when the recording stops, then it says nothing was recorded and what to do, offers no empty take, and frees the turn', async () => {
    renderVideoPage();
    const [first, second] = [await card(1), await card(2)];
    takeBytes = '';
    fireEvent.click(recordButton(first));
    fireEvent.click(await within(first).findByRole('button', { name: 'Stop recording' }));

    expect((await within(first).findByRole('alert')).textContent).toBe(
      'Nothing was recorded, so there is nothing to save. Check that your camera or microphone works (the device check can help), then record your answer again.',
    );
    expect(within(first).queryByRole('button', { name: 'Use this answer' })).toBeNull();
    expect(recordButton(first).disabled).toBe(false);
    expect(recordButton(second).disabled).toBe(false);
    expect(await uploadsOf(REF, activityId)).toEqual([]);
  });

  it('given a recording interrupted by a reload, when the disk is full as it is used, then one message says so, the recording stays offered, and it is queued once there is room', async () => {
    const id = await beginRecording({
      refId: REF,
      jobStepActivityId: activityId,
      questionId: 1,
      mimeType: 'video/webm',
      fileName: 'answer-1.webm',
      page: 'an earlier page load',
    });
    await appendChunk(id, 0, new Blob([TAKE], { type: 'video/webm' }), 1);
    renderVideoPage();
    const first = await card(1);
    const keep = await within(first).findByTestId('keep-interrupted');
    await waitFor(() => expect((keep as HTMLButtonElement).disabled).toBe(false));
    isDiskFull = true;
    fireEvent.click(keep);

    expect((await within(first).findByTestId('save-problem')).textContent).toContain('its storage is full');
    await waitFor(() => expect(keep.textContent).toBe('Try saving again'));
    expect(store.get(notificationsAtom)).toEqual([]);
    isDiskFull = false;
    fireEvent.click(keep);
    await waitFor(async () => expect(await queued(1)).toHaveLength(1));
  });
});

/**
 * Takes the camera check's photos (D455) while a timed section runs, only after the candidate gave
 * consent on this device: when a moment falls due (src/offline/camera-check.ts `dueMoment`), the
 * camera opens, one frame is drawn 320 pixels wide as a JPEG, and the camera closes again at once;
 * the photo waits in the outbox like an answer. A camera the browser refuses or lacks ends the
 * check for the page: the test goes on, and nothing is held against the candidate.
 */
import { useEffect, useRef } from 'react';
import type { CameraMoment } from '../../contracts/camera-check.ts';
import { dueMoment, queueCameraStill } from '../offline/camera-check.ts';
import { getOfflineDb, type AttemptRecord } from '../offline/db.ts';
import { requestSync } from '../offline/sync-loop.ts';

/** The photo's width in pixels: enough to see a face, about 15 KB as a JPEG. */
const STILL_WIDTH = 320;
const JPEG_QUALITY = 0.7;
const SETTLE_MS = 500;

export interface CameraStillsInput {
  /** The attempt with its camera check as this device keeps it; null: nothing to take (online only, not asked). */
  attempt: Pick<AttemptRecord, 'attemptId' | 'refId' | 'jobStepActivityId' | 'cameraCheck'> | null;
  /** A timed section is running. */
  isRunning: boolean;
  /** Where the test is on its timed time laid end to end, and its whole, in ms. */
  position: number;
  total: number;
}

export function useCameraStills({ attempt, isRunning, position, total }: CameraStillsInput): void {
  const busy = useRef(false);
  const failed = useRef(false);
  const due = attempt && isRunning ? dueMoment(attempt.cameraCheck, position, total) : undefined;
  const attemptId = attempt?.attemptId;
  const refId = attempt?.refId;
  const jobStepActivityId = attempt?.jobStepActivityId;
  useEffect(() => {
    if (!due || busy.current || failed.current || !attemptId || !refId || jobStepActivityId === undefined) return;
    busy.current = true;
    void takeStill(due)
      .then((still) =>
        queueCameraStill(getOfflineDb(), { attemptId, refId, jobStepActivityId }, still).then((queued) => {
          if (queued) requestSync();
        }),
      )
      .catch(() => {
        failed.current = true;
      })
      .finally(() => {
        busy.current = false;
      });
  }, [due, attemptId, refId, jobStepActivityId]);
}

async function takeStill(moment: CameraMoment) {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA)
      await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
    // A camera's first frames are often dark while its exposure settles.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const width = STILL_WIDTH;
    const height = Math.round((width * (video.videoHeight || 3)) / (video.videoWidth || 4));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(video, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new Error('The browser made no JPEG');
    const takenAt = new Date().toISOString();
    return { stillId: crypto.randomUUID(), moment, takenAt, image: toBase64(new Uint8Array(await blob.arrayBuffer())) };
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

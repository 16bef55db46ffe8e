/**
 * The candidate's answer to a company's camera check (D455) on one attempt kept on this device:
 * the device's answer, else the one given on this page (held here when the disk refuses it), else
 * the server's. An answer the server holds and the device lacks (given on another device) is taken
 * onto the attempt, so the photos follow it here too. Giving an answer keeps it on the attempt and
 * queues it for the server; the test goes on either way.
 */
import { useEffect, useState } from 'react';
import type { CameraConsent } from '../../contracts/camera-check.ts';
import { adoptCameraConsent, recordCameraConsent } from '../offline/camera-check.ts';
import { getOfflineDb, type AttemptRecord } from '../offline/db.ts';
import { requestSync } from '../offline/sync-loop.ts';

export interface CameraConsentInput {
  /** The company asks, and this run keeps what it takes on the device (not the online-only run). */
  isAsked: boolean;
  attempt: Pick<AttemptRecord, 'attemptId' | 'refId' | 'jobStepActivityId' | 'cameraCheck'> | undefined;
  /** The answer the server holds, and the server's time of the read that carried it. */
  serverAnswer: CameraConsent | null | undefined;
  serverNow: string | undefined;
}

export interface CameraConsentState {
  /** undefined until the candidate has answered (here, on another device, or before a reload). */
  answer: CameraConsent | undefined;
  give: (answer: CameraConsent) => void;
}

export function useCameraConsent({
  isAsked,
  attempt,
  serverAnswer,
  serverNow,
}: CameraConsentInput): CameraConsentState {
  const [pageAnswer, setPageAnswer] = useState<CameraConsent>();
  const attemptId = attempt?.attemptId;
  const hasLocalAnswer = attempt?.cameraCheck !== undefined;
  useEffect(() => {
    if (isAsked && attemptId && !hasLocalAnswer && serverAnswer)
      void adoptCameraConsent(getOfflineDb(), attemptId, serverAnswer, serverNow ?? new Date().toISOString()).catch(
        () => undefined,
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAsked, attemptId, hasLocalAnswer, serverAnswer]);
  const give = (given: CameraConsent) => {
    setPageAnswer(given);
    if (attempt) void recordCameraConsent(getOfflineDb(), attempt, given).then(requestSync, () => undefined);
  };
  return { answer: attempt?.cameraCheck?.consent ?? pageAnswer ?? serverAnswer ?? undefined, give };
}

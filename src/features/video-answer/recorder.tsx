/**
 * Records one answer with MediaRecorder (camera and microphone, or the microphone alone for an
 * audio question): a live preview, a countdown to the question's time limit that stops the
 * recording at zero, then a review with Retake and Use this answer. Or a file instead.
 *
 * Each second of the recording is written to IndexedDB as it arrives (promise 7;
 * offline/recording-chunks.ts), so a reload mid-recording loses at most a second: the screen then
 * offers the interrupted recording back (InterruptedRecording).
 *
 * `disabled` (another tab or device writes the activity, offline promise 10): nothing new is
 * recorded, used or thrown away; a recording already running may still be stopped, and it stays
 * on this device under review.
 *
 * One question at a time (recorder-turn.ts): the recorder holds the page's turn from its start
 * until its take is saved or thrown away; while another question holds it, this one does not start
 * and says which to finish first. A take the device could not save stays under review with the
 * reason and "Try saving again" (save-problem.tsx), in memory if the disk refused its pieces.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { VideoQuestion } from '../../../contracts/video.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import {
  appendChunk,
  assembleRecording,
  beginRecording,
  discardRecording,
  RECORDER_TIMESLICE_MS,
} from '../../offline/recording-chunks.ts';
import { checkQuota, requestPersistentStorage } from '../../offline/storage.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { bytesNeeded, extensionOf, formatSeconds, isAcceptedVideoType, recorderType } from './media-rules.ts';
import { TimerAnnouncer } from '../../ui/timer-announcer/timer-announcer.tsx';
import type { RecorderTurn } from './recorder-turn.ts';
import { SaveProblem } from './save-problem.tsx';
import type { SaveOutcome, Take } from './save-take.ts';

type Phase =
  | { name: 'idle' }
  | { name: 'recording'; startedAt: number }
  | { name: 'review'; take: Take; url: string }
  /** Saved on this device: the question shows its upload from here. */
  | { name: 'saved' };

/** Seconds of a media file from its metadata (Infinity for MediaRecorder WebM: then 0, the server decides). */
function readDuration(file: Blob): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const el = document.createElement('video');
    el.preload = 'metadata';
    const done = (value: number) => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(value) && value > 0 ? value : 0);
    };
    el.onloadedmetadata = () => done(el.duration);
    el.onerror = () => done(0);
    el.src = url;
  });
}

export function Recorder(props: {
  question: VideoQuestion;
  refId: string;
  activityId: number;
  maxBytes: number;
  disabled?: boolean;
  /** The page's one turn to record (recorder-turn.ts), and the number of another question that has it now. */
  turn: RecorderTurn;
  waitsFor?: number | undefined;
  /** Saves the take on this device; until it says 'saved' the take stays here. */
  onTake(take: Take): Promise<SaveOutcome>;
  onCancel?: () => void;
}) {
  const { question, maxBytes, onTake, onCancel, turn, waitsFor } = props;
  const disabled = props.disabled || waitsFor !== undefined;
  const questionId = question.video_question_id;
  const { t, i18n } = useLingui();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [problem, setProblem] = useState<string>();
  const [left, setLeft] = useState(question.time_limit_seconds);
  const [isStarting, setIsStarting] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<Exclude<SaveOutcome, 'saved'>>();
  const stream = useRef<MediaStream | undefined>(undefined);
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  const live = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const isAudio = question.media === 'audio';
  const inputId = `video-file-${question.video_question_id}`;
  // A recording holds a new app version back until it stops (promise 10).
  useHoldUpdates('video-recording', phase.name === 'recording');

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = undefined;
  };
  useEffect(() => release, []);
  // A recorder that goes (the question answered elsewhere, the page left) gives the turn back.
  const { release: releaseTurn } = turn;
  useEffect(() => () => releaseTurn(questionId), [releaseTurn, questionId]);
  useEffect(() => {
    if (phase.name !== 'review') return;
    return () => URL.revokeObjectURL(phase.url);
  }, [phase]);

  // The live preview shows the camera while recording.
  useEffect(() => {
    if (phase.name !== 'recording' || !live.current || !stream.current) return;
    live.current.srcObject = stream.current;
    void live.current.play().catch(() => undefined);
  }, [phase.name]);

  // The countdown: stops the recording at zero.
  useEffect(() => {
    if (phase.name !== 'recording') return;
    const timer = setInterval(() => {
      const remaining = question.time_limit_seconds - (performance.now() - phase.startedAt) / 1000;
      setLeft(Math.max(0, remaining));
      if (remaining <= 0 && recorder.current?.state === 'recording') recorder.current.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [phase, question.time_limit_seconds]);

  async function start() {
    if (!turn.claim(questionId)) return;
    setProblem(undefined);
    setIsStarting(true);
    try {
      await requestPersistentStorage();
      const quota = await checkQuota(bytesNeeded(question.media, question.time_limit_seconds));
      if (quota.status === 'short') {
        turn.release(questionId);
        setProblem(
          t`There is not enough free space on this device to record this answer. Free some space, or use another device, then try again.`,
        );
        return;
      }
      const media = await navigator.mediaDevices.getUserMedia(
        isAudio ? { audio: true } : { audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } },
      );
      stream.current = media;
      const type = recorderType(question.media, (candidate) => MediaRecorder.isTypeSupported(candidate));
      const rec = new MediaRecorder(media, type ? { mimeType: type } : undefined);
      const mimeType = (rec.mimeType || type || (isAudio ? 'audio/webm' : 'video/webm')).split(';')[0]!;
      const fileName = `answer-${question.video_question_id}.${extensionOf(mimeType)}`;
      // The recording's row exists before its first second: every piece is written to it as it arrives.
      // Where the device refuses (storage blocked), the recording is kept in memory only, as before.
      const recordingId = await beginRecording({
        refId: props.refId,
        jobStepActivityId: props.activityId,
        questionId: question.video_question_id,
        mimeType,
        fileName,
        language: i18n.locale,
      }).catch(() => undefined);
      // Kept in memory too, only for the case the device refuses a write (storage full): the take still works.
      const chunks: Blob[] = [];
      let seq = 0;
      let isStored = recordingId !== undefined;
      let writes: Promise<unknown> = Promise.resolve();
      const startedAt = performance.now();
      const elapsed = () => Math.min(question.time_limit_seconds, (performance.now() - startedAt) / 1000);
      rec.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        chunks.push(event.data);
        const n = seq++;
        const at = elapsed();
        if (recordingId === undefined) return;
        writes = writes
          .then(() => appendChunk(recordingId, n, event.data, at))
          .then((stored) => {
            if (!stored) isStored = false;
          })
          .catch(() => {
            isStored = false;
          });
      };
      rec.onstop = () => {
        const durationSeconds = elapsed();
        release();
        void writes.then(async () => {
          const inMemory = () => new Blob(chunks, { type: mimeType });
          const blob =
            isStored && recordingId !== undefined ? await assembleRecording(recordingId).catch(inMemory) : inMemory();
          if (!isStored && recordingId !== undefined) void discardRecording(recordingId).catch(() => undefined);
          if (blob.size === 0) {
            // Nothing came from the camera: no take to offer, and saving it could only fail.
            if (isStored && recordingId !== undefined) void discardRecording(recordingId).catch(() => undefined);
            turn.release(questionId);
            setPhase({ name: 'idle' });
            setProblem(
              t`Nothing was recorded, so there is nothing to save. Check that your camera or microphone works (the device check can help), then record your answer again.`,
            );
            return;
          }
          setPhase({
            name: 'review',
            take: { blob, mimeType, durationSeconds, fileName, recordingId: isStored ? recordingId : undefined },
            url: URL.createObjectURL(blob),
          });
        });
      };
      recorder.current = rec;
      rec.start(RECORDER_TIMESLICE_MS);
      setLeft(question.time_limit_seconds);
      setPhase({ name: 'recording', startedAt });
    } catch {
      release();
      turn.release(questionId);
      setProblem(
        t`We could not use your camera or microphone. Allow access in your browser's settings and try again, or upload a file instead.`,
      );
    } finally {
      setIsStarting(false);
    }
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  async function pickFile(file: File | undefined) {
    if (!file) return;
    if (fileInput.current) fileInput.current.value = '';
    if (!turn.claim(questionId)) return;
    const refuse = (body: string) => {
      turn.release(questionId);
      notify({ type: 'error', body });
    };
    if (!isAcceptedVideoType(file.type)) {
      refuse(t`Only MP4, WebM, and Ogg video formats are supported.`);
      return;
    }
    if (file.size > maxBytes) {
      refuse(t`This file is too large. Please choose a shorter recording.`);
      return;
    }
    const durationSeconds = await readDuration(file);
    if (durationSeconds > question.time_limit_seconds + 3) {
      refuse(t`This recording is longer than the time limit of ${formatSeconds(question.time_limit_seconds)}.`);
      return;
    }
    setPhase({
      name: 'review',
      take: { blob: file, fileName: file.name, mimeType: file.type, durationSeconds },
      url: URL.createObjectURL(file),
    });
  }

  async function use(take: Take) {
    setIsSaving(true);
    const outcome = await onTake(take);
    setIsSaving(false);
    if (outcome !== 'saved') {
      setSaveProblem(outcome);
      return;
    }
    setSaveProblem(undefined);
    setPhase({ name: 'saved' });
    turn.release(questionId);
  }

  function retake(take: Take) {
    if (take.recordingId !== undefined) void discardRecording(take.recordingId).catch(() => undefined);
    setSaveProblem(undefined);
    setPhase({ name: 'idle' });
    turn.release(questionId);
  }

  return (
    <div className="va-recorder">
      {problem && (
        <div className="notice notice--error" role="alert">
          {problem}
        </div>
      )}
      {phase.name === 'recording' && (
        <div className="va-live">
          {!isAudio && <video ref={live} className="va-video" muted playsInline aria-label={t`Camera preview`} />}
          {isAudio && (
            <p className="va-audio-live">
              <Trans>Recording audio…</Trans>
            </p>
          )}
          <p className="va-countdown" role="timer" aria-live="off">
            <span className="va-rec-dot" aria-hidden="true" /> <Trans>Time left: {formatSeconds(left)}</Trans>
          </p>
          <TimerAnnouncer secondsLeft={left} totalSeconds={question.time_limit_seconds} what={t`your recording`} />
          <Button variant="secondary" onClick={stop}>
            <Trans>Stop recording</Trans>
          </Button>
        </div>
      )}
      {phase.name === 'review' && (
        <div className="va-review">
          {/* The candidate's own recording, played back to them: no captions exist for it. */}
          {isAudio || phase.take.mimeType.startsWith('audio/') ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a fresh recording has no captions
            <audio controls src={phase.url} aria-label={t`Your recorded answer`} />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a fresh recording has no captions
            <video controls playsInline className="va-video" src={phase.url} aria-label={t`Your recorded answer`} />
          )}
          {saveProblem && <SaveProblem outcome={saveProblem} isOnlyOnPage={phase.take.recordingId === undefined} />}
          <div className="va-actions">
            <Button
              onClick={() => void use(phase.take)}
              disabled={props.disabled}
              isBusy={isSaving}
              busyLabel={<Trans>Saving…</Trans>}
            >
              {saveProblem ? <Trans>Try saving again</Trans> : <Trans>Use this answer</Trans>}
            </Button>
            <Button variant="secondary" disabled={props.disabled || isSaving} onClick={() => retake(phase.take)}>
              <Trans>Retake</Trans>
            </Button>
          </div>
        </div>
      )}
      {phase.name === 'idle' && (
        <div className="va-start">
          {waitsFor !== undefined && (
            <p className="va-muted" data-testid="recorder-waits">
              <Trans>
                Finish question {waitsFor} first: stop its recording, then choose Use this answer or Retake.
              </Trans>
            </p>
          )}
          <div className="va-actions">
            <Button
              onClick={() => void start()}
              disabled={disabled}
              isBusy={isStarting}
              busyLabel={<Trans>Starting…</Trans>}
            >
              {isAudio ? <Trans>Record audio answer</Trans> : <Trans>Record video answer</Trans>}
            </Button>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </div>
          <label className="va-file" htmlFor={inputId}>
            <Trans>Or upload a video file (MP4, WebM or Ogg)</Trans>
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept="video/mp4,video/webm,video/ogg"
            disabled={disabled}
            onChange={(e) => void pickFile(e.target.files?.[0])}
          />
        </div>
      )}
    </div>
  );
}

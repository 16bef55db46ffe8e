/**
 * One question of a video activity: its facts, its answer's upload (progress, parked, refused,
 * done), an interrupted recording offered back, and its recorder (recorder.tsx), which takes the
 * page's one turn to record (recorder-turn.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { VideoQuestion } from '../../../contracts/video.ts';
import type { UploadRecord } from '../../offline/db.ts';
import { isInterrupted } from '../../offline/recording-chunks.ts';
import { companyText } from '../../ui/company-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useStartGate } from '../../ui/start-gate.tsx';
import { InterruptedRecording } from './interrupted-recording.tsx';
import { formatSeconds } from './media-rules.ts';
import { Recorder } from './recorder.tsx';
import type { Take } from './save-take.ts';
import type { RecorderTurn } from './recorder-turn.ts';
import type { SaveOutcome } from './save-take.ts';
import { ParkedUpload, RefusalText, UploadProgress } from './upload-status.tsx';

export function QuestionCard(props: {
  question: VideoQuestion;
  /** The company's default language, which a question without the reader's version falls back to. */
  defaultLanguage: string | undefined;
  index: number;
  row: UploadRecord | undefined;
  maxBytes: number;
  isOnline: boolean;
  isLocked: boolean;
  /** Another tab or device writes the activity: nothing new is recorded or used here. */
  isBlocked: boolean;
  refId: string;
  activityId: number;
  /** The page's one turn to record, and the number of another question that has it now. */
  turn: RecorderTurn;
  waitsFor: number | undefined;
  onTake(take: Take): Promise<SaveOutcome>;
  onKeepInterrupted(row: UploadRecord): Promise<SaveOutcome>;
  onDiscardInterrupted(row: UploadRecord): Promise<void>;
  onResume(): void;
}) {
  const { question, row, isOnline } = props;
  const { i18n } = useLingui();
  // A recording runs against its time limit: it waits for the offline readiness check (or the candidate's go-ahead).
  const gate = useStartGate();
  const interrupted = isInterrupted(row);
  const server = question.answer;
  const [isRecording, setIsRecording] = useState(false);
  const serverReady = server?.status === 'ready';
  const localBusy = row && (row.status === 'queued' || row.status === 'uploading');
  const isParked = row?.status === 'parked';
  const isReady = (row?.status === 'done' && !localBusy) || (serverReady && !localBusy && !isParked);
  const refused =
    row?.status === 'refused' ? row.refusal : !row && server?.status === 'refused' ? server.refusal_reason : undefined;
  const retakesLeft =
    question.max_retakes === null ? null : Math.max(0, question.max_retakes + 1 - question.takes_used);
  const canRecord = !props.isLocked && !localBusy && (retakesLeft === null || retakesLeft > 0);
  const headingId = `va-q-${question.video_question_id}`;

  return (
    <li className="va-question" aria-labelledby={headingId}>
      <h2 id={headingId} className="va-question__title">
        <Trans>Question {props.index + 1}</Trans>
      </h2>
      <p className="va-question__text">
        {companyText(i18n, {
          text: question.text,
          versions: question.text_i18n,
          defaultLanguage: props.defaultLanguage,
        })}
      </p>
      <p className="va-question__facts">
        {question.media === 'audio' ? <Trans>Audio answer</Trans> : <Trans>Video answer</Trans>} ·{' '}
        <Trans>Time limit: {formatSeconds(question.time_limit_seconds)}</Trans>
        {retakesLeft !== null && (
          <>
            {' · '}
            <Trans>Recordings left: {retakesLeft}</Trans>
          </>
        )}
      </p>
      {localBusy && row && <UploadProgress row={row} isOnline={isOnline} />}
      {isParked && <ParkedUpload isBlocked={props.isBlocked} onResume={props.onResume} />}
      {isReady && (
        <p className="notice notice--success va-done" role="status">
          <Trans>Answer uploaded (100%).</Trans>
        </p>
      )}
      {!localBusy && !isReady && server?.status === 'uploading' && (
        <p className="va-muted">
          <Trans>An upload of this answer started on another device ({server.percent}%).</Trans>
        </p>
      )}
      {refused && (
        <p className="notice notice--error" role="alert">
          <RefusalText reason={refused} />
        </p>
      )}
      {interrupted && row && !props.isLocked ? (
        // While blocked the interrupted recording stays on this device, neither used nor thrown away.
        !props.isBlocked && (
          <InterruptedRecording
            row={row}
            isAudio={question.media === 'audio'}
            onKeep={() => props.onKeepInterrupted(row)}
            onDiscard={() => props.onDiscardInterrupted(row)}
          />
        )
      ) : canRecord && (isRecording || !isReady) ? (
        <Recorder
          question={question}
          refId={props.refId}
          activityId={props.activityId}
          maxBytes={props.maxBytes}
          disabled={props.isBlocked || !gate.canStart}
          turn={props.turn}
          waitsFor={props.waitsFor}
          onTake={async (take) => {
            // The take stays on offer until it is saved: a new take of an uploaded answer too.
            const outcome = await props.onTake(take);
            if (outcome === 'saved') setIsRecording(false);
            return outcome;
          }}
          onCancel={isReady ? () => setIsRecording(false) : undefined}
        />
      ) : (
        canRecord &&
        isReady && (
          <Button variant="secondary" onClick={() => setIsRecording(true)} disabled={props.isBlocked}>
            <Trans>Record again</Trans>
          </Button>
        )
      )}
    </li>
  );
}

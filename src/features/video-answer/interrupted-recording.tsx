/**
 * A recording interrupted by a reload, a crash or a closed tab (promise 7): its seconds were
 * written to this device as they were recorded, so it is offered back instead of lost. The
 * candidate watches it, then uses it (it joins the upload queue) or records again (it is deleted).
 * Never uploaded without their say: it may stop mid-sentence (D63). When the device
 * cannot save it into the queue, it stays offered with the reason and "Try saving again".
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { UploadRecord } from '../../offline/db.ts';
import { assembleRecording } from '../../offline/recording-chunks.ts';
import { Button } from '../../ui/form/button.tsx';
import { formatSeconds } from './media-rules.ts';
import { SaveProblem } from './save-problem.tsx';
import type { SaveOutcome } from './save-take.ts';

export function InterruptedRecording(props: {
  row: UploadRecord;
  isAudio: boolean;
  onKeep(): Promise<SaveOutcome>;
  onDiscard(): Promise<void>;
}) {
  const { t } = useLingui();
  const { row } = props;
  const [url, setUrl] = useState<string>();
  const [busy, setBusy] = useState<'keep' | 'discard'>();
  const [problem, setProblem] = useState<Exclude<SaveOutcome, 'saved'>>();
  const id = row.id;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    let made: string | undefined;
    void assembleRecording(id)
      .then((blob) => {
        if (!live || blob.size === 0) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);

  const keep = async () => {
    const outcome = await props.onKeep();
    setProblem(outcome === 'saved' ? undefined : outcome);
  };
  const act = (which: 'keep' | 'discard') => {
    setBusy(which);
    void (which === 'keep' ? keep() : props.onDiscard()).finally(() => setBusy(undefined));
  };
  const seconds = formatSeconds(Math.round(row.durationSeconds ?? 0));
  const isAudio = props.isAudio || (row.mimeType ?? '').startsWith('audio/');

  return (
    <div
      className="va-review va-interrupted"
      data-testid="interrupted-recording"
      data-duration-seconds={Math.round(row.durationSeconds ?? 0)}
    >
      <p className="notice notice--warning" role="status">
        <Trans>
          Your recording was interrupted. We kept the {seconds} recorded on this device. Watch it, then use it as your
          answer or record again.
        </Trans>
      </p>
      {url &&
        (isAudio ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the candidate's own recording has no captions
          <audio controls src={url} aria-label={t`Your interrupted recording`} />
        ) : (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the candidate's own recording has no captions
          <video controls playsInline className="va-video" src={url} aria-label={t`Your interrupted recording`} />
        ))}
      {problem && <SaveProblem outcome={problem} isOnlyOnPage={false} />}
      <div className="va-actions">
        <Button
          data-testid="keep-interrupted"
          onClick={() => act('keep')}
          isBusy={busy === 'keep'}
          disabled={busy !== undefined || !url}
          busyLabel={<Trans>Saving…</Trans>}
        >
          {problem ? <Trans>Try saving again</Trans> : <Trans>Use this recording</Trans>}
        </Button>
        <Button
          variant="secondary"
          onClick={() => act('discard')}
          isBusy={busy === 'discard'}
          disabled={busy !== undefined}
          busyLabel={<Trans>Deleting…</Trans>}
        >
          <Trans>Record again</Trans>
        </Button>
      </div>
    </div>
  );
}

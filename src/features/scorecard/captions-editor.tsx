/**
 * Writing or correcting a recorded answer's captions (D241): one row per caption, its start and end
 * as minutes and seconds and its words; "Add a caption" starts one where the player is. Saved
 * captions replace the machine's and say who checked them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { VideoCaptions, VideoPlayback } from '../../../contracts/video-processing.ts';
import { call } from '../../lib/api-client.ts';
import { getVideoCaptions, saveVideoCaptions } from '../../lib/api/video-processing.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { cuesOf, newRow, rowsOf, type CaptionRow, type RowProblem } from './captions-form.ts';

export interface CaptionsEditorProps {
  userSmartreqId: number;
  videoAnswerId: number;
  /** Where the player is, in milliseconds; undefined before it is loaded. */
  playerAtMs(): number | undefined;
  /** The media's length in milliseconds; undefined until the player knows it. */
  mediaEndMs(): number | undefined;
  onSaved(playback: VideoPlayback): void;
  onClose(): void;
}

/** Row keys: unique within the page, which is all React's list keys need. */
let lastKey = 0;
const newKey = () => `caption-${++lastKey}`;

const captionsKey = (userSmartreqId: number, videoAnswerId: number) => [
  'video-captions',
  userSmartreqId,
  videoAnswerId,
];

export function CaptionsEditor(props: CaptionsEditorProps) {
  const params = { userSmartreqId: props.userSmartreqId, videoAnswerId: props.videoAnswerId };
  const captions = useQuery({
    queryKey: captionsKey(props.userSmartreqId, props.videoAnswerId),
    queryFn: () => call(getVideoCaptions, { params }),
    // Forgotten once the editor closes (another person may save meanwhile): the rows start from
    // what was read. A save also writes its cues here, so an editor opened again at once, before
    // the read is forgotten, starts from them rather than from the cues it had before.
    gcTime: 0,
  });
  if (captions.isPending)
    return (
      <p className="scorecard-section__empty">
        <Trans>Loading the captions…</Trans>
      </p>
    );
  if (captions.isError)
    return (
      <p className="notice notice--error" role="alert">
        {errorText(captions.error)}
      </p>
    );
  return <CaptionRows {...props} initial={captions.data.cues} />;
}

function CaptionRows({
  userSmartreqId,
  videoAnswerId,
  playerAtMs,
  mediaEndMs,
  onSaved,
  onClose,
  initial,
}: CaptionsEditorProps & { initial: Parameters<typeof rowsOf>[0] }) {
  const { t, i18n } = useLingui();
  const prefix = useId();
  const [rows, setRows] = useState<CaptionRow[]>(() => rowsOf(initial, newKey));
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [noRows, setNoRows] = useState(false);
  const fieldId = (row: number, field: RowProblem['field']) => `${prefix}-${row}-${field}`;

  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (cues: ReturnType<typeof cuesOf>['cues']) =>
      call(saveVideoCaptions, { params: { userSmartreqId, videoAnswerId }, body: { cues } }),
    onSuccess: (playback, cues) => {
      queryClient.setQueryData<VideoCaptions>(captionsKey(userSmartreqId, videoAnswerId), { cues, made_by: 'person' });
      onSaved(playback);
    },
  });

  const update = (index: number, change: Partial<CaptionRow>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const problemOf = (row: number, field: RowProblem['field']) => {
    const found = problems.find((p) => p.row === row && p.field === field);
    return found ? i18n._(found.message) : undefined;
  };

  function submit() {
    const made = cuesOf(rows);
    setNoRows(rows.length === 0);
    setProblems(made.problems);
    setAttempt((n) => n + 1);
    if (rows.length === 0 || made.problems.length > 0) return;
    save.mutate(made.cues);
  }

  const summary = [
    ...(noRows ? [{ text: t`Write at least one caption.` }] : []),
    ...problems.map((p) => ({
      text: t`Caption ${p.row + 1}: ${i18n._(p.message)}`,
      fieldId: fieldId(p.row, p.field),
    })),
  ];

  return (
    <form
      className="captions-editor"
      aria-label={t`Captions`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ErrorSummary items={summary} attempt={attempt} />
      <p className="captions-editor__hint">
        <Trans>Times are minutes and seconds from the start of the answer, like 1:05.5.</Trans>
      </p>
      <ol className="captions-editor__rows">
        {rows.map((row, i) => (
          <li key={row.key} className="captions-editor__row">
            <fieldset>
              <legend>{t`Caption ${i + 1}`}</legend>
              <div className="captions-editor__times">
                {(['start', 'end'] as const).map((field) => (
                  <TextField
                    key={field}
                    id={fieldId(i, field)}
                    label={field === 'start' ? <Trans>Starts at</Trans> : <Trans>Ends at</Trans>}
                    inputMode="decimal"
                    autoComplete="off"
                    value={row[field]}
                    error={problemOf(i, field)}
                    onChange={(e) => update(i, { [field]: e.target.value })}
                  />
                ))}
              </div>
              <TextField
                id={fieldId(i, 'text')}
                label={<Trans>Words</Trans>}
                value={row.text}
                error={problemOf(i, 'text')}
                onChange={(e) => update(i, { text: e.target.value })}
              />
              <Button variant="secondary" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                {t`Remove caption ${i + 1}`}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="captions-editor__actions">
        <Button
          variant="secondary"
          onClick={() => setRows((all) => [...all, newRow(all, playerAtMs(), newKey(), mediaEndMs())])}
        >
          <Trans>Add a caption</Trans>
        </Button>
        <Button type="submit" isBusy={save.isPending} busyLabel={<Trans>Saving the captions…</Trans>}>
          <Trans>Save captions</Trans>
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {save.isError && (
        <p className="notice notice--error" role="alert">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}

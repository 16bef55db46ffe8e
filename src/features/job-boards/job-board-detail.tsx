/**
 * /settings/job-board-detail/{id}: one job-board feed: its name (also the source its applications
 * count under), on or off, which postings it includes, and the address to give the board; then how
 * the board gets postings (its feed, or sent to its API), what was sent and the applications it brought (D239).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOARD_NAME_MAX, type BoardIncludes, type JobBoard } from '../../../contracts/job-boards.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { boardQuery, saveBoard } from './job-boards.queries.ts';
import { FeedAddress } from './feed-address.tsx';
import { BoardDistributionPanel } from './board-distribution.tsx';
import './job-boards.css';

export function JobBoardDetail({ boardId }: { boardId: number | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`Job board`);
  const board = useQuery({ ...boardQuery(boardId ?? 0), enabled: boardId !== undefined });
  return (
    <section className="job-boards" aria-labelledby="job-board-title">
      <p>
        <Link to="/settings/job-board">
          <Trans>All job boards</Trans>
        </Link>
      </p>
      <h1 id="job-board-title" className="job-boards__title">
        {board.data ? board.data.name : <Trans>Job board</Trans>}
      </h1>
      {boardId === undefined || board.error ? (
        <div className="notice notice--error" role="alert">
          <p>{board.error ? errorText(board.error) : <Trans>This job board does not exist.</Trans>}</p>
        </div>
      ) : !board.data ? (
        <p className="job-boards__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <BoardForm key={board.data.job_board_id} board={board.data} />
          <BoardDistributionPanel boardId={board.data.job_board_id} />
        </>
      )}
    </section>
  );
}

function BoardForm({ board }: { board: JobBoard }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState(board.name);
  const [isEnabled, setEnabled] = useState(board.is_enabled);
  const [includes, setIncludes] = useState<BoardIncludes>(board.includes);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [announcement, setAnnouncement] = useState('');

  const saving = useMutation({
    mutationFn: async (trimmed: string) => {
      await saveBoard(queryClient, board.job_board_id, { name: trimmed, is_enabled: isEnabled, includes });
      setAnnouncement(t`Saved.`);
    },
    onError: (error) => {
      setFailure(error);
    },
  });
  const isSaving = saving.isPending;

  const save = () => {
    const trimmed = name.trim();
    const problem = !trimmed
      ? t`Enter a name for the board.`
      : trimmed.length > BOARD_NAME_MAX
        ? t`Use at most ${BOARD_NAME_MAX} characters.`
        : undefined;
    setNameError(problem);
    if (problem) return;
    setFailure(undefined);
    saving.mutate(trimmed);
  };

  return (
    <form
      className="job-boards__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {failure !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(failure)}</p>
        </div>
      )}
      <TextField
        id="board-name"
        label={<Trans>Name</Trans>}
        hint={<Trans>Applications through this feed count under a source with this name.</Trans>}
        value={name}
        error={nameError}
        onChange={(e) => setName(e.target.value)}
      />
      <label className="job-boards__check">
        <input type="checkbox" checked={isEnabled} onChange={(e) => setEnabled(e.target.checked)} />
        {board.delivery === 'push' ? (
          <Trans>Sending is on: Assay sends the postings to the board</Trans>
        ) : (
          <Trans>The feed is on: the board can read it</Trans>
        )}
      </label>
      <fieldset className="job-boards__group">
        <legend>
          <Trans>Postings it includes</Trans>
        </legend>
        <label className="job-boards__check">
          <input
            type="radio"
            name="includes"
            value="all"
            checked={includes === 'all'}
            onChange={() => setIncludes('all')}
          />
          <Trans>Every published posting</Trans>
        </label>
        <label className="job-boards__check">
          <input
            type="radio"
            name="includes"
            value="marked"
            checked={includes === 'marked'}
            onChange={() => setIncludes('marked')}
          />
          <Trans>Only postings marked for job boards</Trans>
        </label>
      </fieldset>
      <FeedAddress id="board-feed-url" path={board.feed_path} label={<Trans>Feed address</Trans>} />
      {!board.is_enabled && (
        <p className="job-boards__muted">
          <Trans>While the feed is off, its address answers "not found".</Trans>
        </p>
      )}
      <div>
        <Button type="submit" isBusy={isSaving} busyLabel={t`Saving…`}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

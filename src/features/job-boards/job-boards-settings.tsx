/**
 * /settings/job-board: the company's job-board feeds, each switched on or off, with what it
 * includes and its address to give the board; the career page's address too. A company starts
 * with one feed, switched off.
 */
import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOARD_NAME_MAX, type JobBoard } from '../../../contracts/job-boards.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { boardsQuery, createBoard, saveBoard } from './job-boards.queries.ts';
import { FeedAddress } from './feed-address.tsx';
import './job-boards.css';

export function JobBoardsSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Job boards`);
  const choice = useCompanyChoice();
  return (
    <section className="job-boards" aria-labelledby="job-boards-title">
      <h1 id="job-boards-title" className="job-boards__title">
        <Trans>Job boards</Trans>
      </h1>
      <CompanyPicker id="job-boards-company" choice={choice} />
      {choice.accountId === undefined ? (
        <p className="job-boards__muted">
          <Trans>Choose a company to see its job boards.</Trans>
        </p>
      ) : (
        <BoardList key={choice.accountId} accountId={choice.accountId} />
      )}
    </section>
  );
}

function BoardList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const boards = useSuspenseQuery(boardsQuery(accountId));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [announcement, setAnnouncement] = useState('');

  const add = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t`Enter a name for the board.`);
    if (trimmed.length > BOARD_NAME_MAX) return setNameError(t`Use at most ${BOARD_NAME_MAX} characters.`);
    setNameError(undefined);
    try {
      await createBoard(queryClient, accountId, trimmed);
      setName('');
      setAnnouncement(t`Added: ${trimmed}`);
    } catch (error) {
      setFailure(error);
    }
  };

  const toggle = async (board: JobBoard) => {
    setFailure(undefined);
    try {
      await saveBoard(queryClient, board.job_board_id, {
        name: board.name,
        includes: board.includes,
        is_enabled: !board.is_enabled,
      });
      const boardName = board.name;
      setAnnouncement(board.is_enabled ? t`Turned off: ${boardName}` : t`Turned on: ${boardName}`);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="job-boards__muted">
        <Trans>
          Your career page lists every published posting of an open requisition. Give a job board the address of a feed
          to list your postings there too; applications through it count under a source with the board's name.
        </Trans>
      </p>
      <FeedAddress
        id="career-page-url"
        path={boards.data.career_page_path}
        label={<Trans>Career page address</Trans>}
      />
      {failure !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(failure)}</p>
        </div>
      )}
      <h2 className="job-boards__subtitle">
        <Trans>Feeds</Trans>
      </h2>
      <ul className="job-boards__list" aria-label={t`Job-board feeds`}>
        {boards.data.results.map((board) => {
          const count = board.posting_count;
          return (
            <li key={board.job_board_id} className="job-boards__item">
              <div>
                <Link
                  className="job-boards__name"
                  to="/settings/job-board-detail/$id"
                  params={{ id: String(board.job_board_id) }}
                >
                  {board.name}
                </Link>{' '}
                <span className={`job-boards__status job-boards__status--${board.is_enabled ? 'on' : 'off'}`}>
                  {board.is_enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
                </span>
                <p className="job-boards__muted">
                  {board.includes === 'all' ? (
                    <Trans>All published postings</Trans>
                  ) : (
                    <Trans>Only postings marked for job boards</Trans>
                  )}{' '}
                  · {plural(count, { one: '# posting now', other: '# postings now' })} ·{' '}
                  {board.delivery === 'push' ? <Trans>Sent to its API</Trans> : <Trans>Read from its feed</Trans>}
                </p>
              </div>
              <Button variant="secondary" onClick={() => void toggle(board)}>
                {board.is_enabled ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
                <span className="visually-hidden"> {board.name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <form
        className="job-boards__add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          id="new-board-name"
          label={<Trans>Add a feed for another board</Trans>}
          hint={<Trans>The board's name, for example Indeed</Trans>}
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Trans>Add feed</Trans>
        </Button>
      </form>
    </>
  );
}

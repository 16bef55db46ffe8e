/**
 * The distribution half of /settings/job-board-detail/{id} (D239): how the board gets postings (it
 * reads the feed, or Assay sends each one to its API with a key that is never shown again), the
 * check of that key with the board's reason, what was sent per posting with its state and a Retry,
 * and the applications that came through the board.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  API_KEY_MAX,
  ENDPOINT_URL_MAX,
  type BoardDelivery,
  type BoardDistribution,
  type PushStatus,
  type PushedPosting,
} from '../../../contracts/job-distribution.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { distributionQuery, retryPosting, saveConnection, testConnection } from './job-distribution.queries.ts';

function useWhen() {
  const { i18n } = useLingui();
  return (iso: string) =>
    // dateStyle and timeStyle refuse timeZoneName: the fields are named one by one.
    new Intl.DateTimeFormat(i18n.locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(iso));
}

export function BoardDistributionPanel({ boardId }: { boardId: number }) {
  const distribution = useQuery(distributionQuery(boardId));
  if (distribution.isError)
    return (
      <div className="notice notice--error" role="alert">
        <p>{errorText(distribution.error)}</p>
        <Button variant="secondary" onClick={() => void distribution.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (!distribution.data)
    return (
      <p className="job-boards__muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <>
      <ConnectionForm
        key={`${distribution.data.delivery}-${distribution.data.endpoint_url}`}
        value={distribution.data}
      />
      {(distribution.data.delivery === 'push' || distribution.data.postings.length > 0) && (
        <SentPostings value={distribution.data} />
      )}
      <Applications value={distribution.data} />
    </>
  );
}

function ConnectionStatus({ value }: { value: BoardDistribution }) {
  const when = useWhen();
  const checked = value.checked_at ? when(value.checked_at) : '';
  const reason = value.connection_error;
  if (value.connection_status === 'connected')
    return (
      <p className="job-distribution__state job-distribution__state--ok" role="status">
        <Trans>Connected: the board accepted the API key.</Trans>
        {value.checked_at && (
          <span className="job-boards__muted">
            {' '}
            <Trans>Checked {checked}.</Trans>
          </span>
        )}
      </p>
    );
  if (value.connection_status === 'failing')
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>Not working: {reason}</Trans>
        </p>
        {value.checked_at && (
          <p className="job-boards__muted">
            <Trans>Checked {checked}.</Trans>
          </p>
        )}
      </div>
    );
  return (
    <p className="job-boards__muted" role="status">
      <Trans>Not checked yet.</Trans>
    </p>
  );
}

function ConnectionForm({ value }: { value: BoardDistribution }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [delivery, setDelivery] = useState<BoardDelivery>(value.delivery);
  const [endpoint, setEndpoint] = useState(value.endpoint_url);
  const [apiKey, setApiKey] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      saveConnection(queryClient, value.job_board_id, { delivery, endpoint_url: endpoint.trim(), api_key: apiKey }),
    onSuccess: (saved) => {
      setApiKey('');
      if (saved.connection_status !== 'failing') notify({ type: 'success', body: t`The board’s delivery is saved.` });
    },
    onError: (e) => {
      const fields = fieldErrorTexts(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify({ type: 'error', body: errorText(e) });
    },
  });
  const test = useMutation({
    mutationFn: () => testConnection(queryClient, value.job_board_id),
    onError: (e) => notify({ type: 'error', body: errorText(e) }),
  });
  const keptKey = value.has_api_key && endpoint.trim().replace(/\/+$/, '') === value.endpoint_url;
  const isSavedPush = value.delivery === 'push' && value.endpoint_url !== '';
  return (
    <form
      className="job-boards__form"
      aria-labelledby="board-delivery-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found: Record<string, string> = {};
        if (delivery === 'push') {
          if (!/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i.test(endpoint.trim()))
            found.endpoint_url = t`Enter the board’s API address, starting with https://.`;
          if (apiKey === '' && !keptKey) found.api_key = t`Enter the board’s API key.`;
        }
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate();
      }}
    >
      <h2 id="board-delivery-title" className="job-boards__subtitle">
        <Trans>How the board gets your postings</Trans>
      </h2>
      <fieldset className="job-boards__group">
        <legend>
          <Trans>Delivery</Trans>
        </legend>
        <label className="job-boards__check">
          <input type="radio" name="delivery" checked={delivery === 'pull'} onChange={() => setDelivery('pull')} />
          <Trans>The board reads the feed address above</Trans>
        </label>
        <label className="job-boards__check">
          <input type="radio" name="delivery" checked={delivery === 'push'} onChange={() => setDelivery('push')} />
          <Trans>Assay sends each posting to the board’s API</Trans>
        </label>
      </fieldset>
      {delivery === 'push' && (
        <>
          <p className="job-boards__muted">
            <Trans>
              Published postings are sent as soon as you save, and again whenever they change; unpublished ones are
              closed at the board. The board must take postings as JSON (create, update, close) with a bearer API key.
            </Trans>
          </p>
          <TextField
            id="board-endpoint"
            type="url"
            label={t`API address`}
            hint={t`For example https://api.board.example/v1`}
            value={endpoint}
            maxLength={ENDPOINT_URL_MAX}
            error={errors.endpoint_url}
            onChange={(e) => setEndpoint(e.target.value)}
          />
          <PasswordField
            id="board-api-key"
            label={t`API key`}
            hint={
              keptKey
                ? t`A key is stored and never shown. Leave empty to keep it, or enter a new one.`
                : t`From the board’s account settings.`
            }
            autoComplete="off"
            maxLength={API_KEY_MAX}
            value={apiKey}
            error={errors.api_key}
            onChange={(e) => setApiKey(e.target.value)}
          />
        </>
      )}
      {isSavedPush && <ConnectionStatus value={value} />}
      <div className="job-distribution__actions">
        <Button type="submit" isBusy={save.isPending} busyLabel={t`Saving…`}>
          <Trans>Save delivery</Trans>
        </Button>
        {isSavedPush && (
          <Button variant="secondary" isBusy={test.isPending} busyLabel={t`Testing…`} onClick={() => test.mutate()}>
            <Trans>Test connection</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

function StatusText({ status }: { status: PushStatus }) {
  switch (status) {
    case 'queued':
      return <Trans>Waiting to send</Trans>;
    case 'sent':
      return <Trans>Sent, in the board’s review</Trans>;
    case 'live':
      return <Trans>Live</Trans>;
    case 'failed':
      return <Trans>Failed</Trans>;
    case 'closed':
      return <Trans>Closed</Trans>;
  }
}

function SentRow({ boardId, posting }: { boardId: number; posting: PushedPosting }) {
  const { t } = useLingui();
  const when = useWhen();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryPosting(queryClient, boardId, posting.job_posting_id),
    onError: (e) => notify({ type: 'error', body: errorText(e) }),
  });
  return (
    <tr>
      <th scope="row">
        {posting.title}
        {posting.sent.location && (
          <span className="job-boards__muted job-distribution__block">{posting.sent.location}</span>
        )}
      </th>
      <td>
        <span className={`job-distribution__status job-distribution__status--${posting.status}`}>
          <StatusText status={posting.status} />
        </span>
        {posting.last_error && <span className="job-distribution__reason">{posting.last_error}</span>}
      </td>
      <td>{posting.sent_at ? when(posting.sent_at) : <Trans>Not yet</Trans>}</td>
      <td>
        {posting.remote_url ? (
          <a href={posting.remote_url} target="_blank" rel="noreferrer noopener">
            {posting.remote_id}
          </a>
        ) : (
          posting.remote_id || '—'
        )}
      </td>
      <td className="job-distribution__number">{posting.applications}</td>
      <td>
        {posting.status !== 'queued' && (
          <Button variant="secondary" isBusy={retry.isPending} busyLabel={t`Queueing…`} onClick={() => retry.mutate()}>
            {posting.status === 'failed' ? <Trans>Retry</Trans> : <Trans>Send again</Trans>}
            <span className="visually-hidden"> {posting.title}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

function SentPostings({ value }: { value: BoardDistribution }) {
  return (
    <section aria-labelledby="board-sent-title" className="job-distribution">
      <h2 id="board-sent-title" className="job-boards__subtitle">
        <Trans>Postings sent to this board</Trans>
      </h2>
      {value.postings.length === 0 ? (
        <p className="job-boards__muted">
          <Trans>Nothing has been sent yet. Published postings are sent once the board’s API is saved.</Trans>
        </p>
      ) : (
        <div className="job-distribution__scroll">
          <table className="job-distribution__table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Posting</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Last sent</Trans>
                </th>
                <th scope="col">
                  <Trans>At the board</Trans>
                </th>
                <th scope="col" className="job-distribution__number">
                  <Trans>Applications</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {value.postings.map((posting) => (
                <SentRow key={posting.job_posting_id} boardId={value.job_board_id} posting={posting} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Applications({ value }: { value: BoardDistribution }) {
  const name = value.source_name;
  return (
    <section aria-labelledby="board-applications-title" className="job-distribution">
      <h2 id="board-applications-title" className="job-boards__subtitle">
        <Trans>Applications from this board</Trans>
      </h2>
      <p className="job-boards__muted">
        <Trans>Applications through the board’s links count under the source “{name}”.</Trans>
      </p>
      {value.applications_by_requisition.length === 0 ? (
        <p className="job-boards__muted">
          <Trans>No applications have come through this board yet.</Trans>
        </p>
      ) : (
        <div className="job-distribution__scroll">
          <table className="job-distribution__table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Requisition</Trans>
                </th>
                <th scope="col" className="job-distribution__number">
                  <Trans>Applications</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {value.applications_by_requisition.map((row) => (
                <tr key={row.job_id}>
                  <th scope="row">{row.job_title}</th>
                  <td className="job-distribution__number">{row.applications}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

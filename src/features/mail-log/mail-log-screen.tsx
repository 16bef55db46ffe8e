/**
 * /admin/mail-log and /settings/mail-log: what the product sent, or would have sent. Provider
 * admins see every company's mail and the platform's own, and filter by company; a company's
 * settings staff see their company's. Filters, search and page live in the URL (mail-log-search.ts).
 * Without an SMTP server nothing leaves the outbox, and the screen says so first.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAIL_STATUSES, type MailLogPage } from '../../../contracts/mail-log.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useMailLabels } from './mail-labels.ts';
import { MailLogTable } from './mail-log-table.tsx';
import { mailLogQuery, pageCount, type MailLogSearch } from './mail-log-search.ts';
import { mailLogQueryOptions, type MailLogScope } from './mail-log.queries.ts';
import { MailReader } from './mail-reader.tsx';
import '../../ui/form/form-field.css';
import './mail-log.css';

export interface MailLogScreenProps {
  scope: MailLogScope;
  search: MailLogSearch;
  onSearchChange(change: Partial<MailLogSearch>): void;
}

export function MailLogScreen({ scope, search, onSearchChange }: MailLogScreenProps) {
  const { t } = useLingui();
  const list = useQuery(mailLogQueryOptions(scope, mailLogQuery(search)));
  useDocumentTitle(t`Mail log`);
  return (
    <section className="mail-log" aria-labelledby="mail-log-title">
      <h1 id="mail-log-title" className="mail-log__title">
        <Trans>Mail log</Trans>
      </h1>
      {list.data && !list.data.is_delivery_on && (
        <div className="notice notice--warning" role="status">
          <p>
            <Trans>Mail is not being sent: no SMTP server is set up. These messages would have gone out.</Trans>
          </p>
        </div>
      )}
      {search.mail !== undefined ? (
        <MailReader scope={scope} mailId={search.mail} />
      ) : (
        <>
          <p className="mail-log__intro">
            {scope.kind === 'provider' ? (
              <Trans>
                Every mail the product has queued for any company, and its own password resets, newest first.
              </Trans>
            ) : (
              <Trans>Every mail the product has queued for your company, newest first.</Trans>
            )}
          </p>
          <MailLogFilters
            key={search.search ?? ''}
            search={search}
            companies={list.data?.companies}
            onSearchChange={onSearchChange}
          />
          <MailLogList
            list={list}
            scope={scope}
            onSearchChange={onSearchChange}
            page={search.page ?? 1}
            hasFilters={Boolean(search.status || search.account_id || search.search)}
          />
        </>
      )}
    </section>
  );
}

interface FiltersProps {
  search: MailLogSearch;
  companies: MailLogPage['companies'];
  onSearchChange(change: Partial<MailLogSearch>): void;
}

function MailLogFilters({ search, companies, onSearchChange }: FiltersProps) {
  const { t } = useLingui();
  const labels = useMailLabels();
  const [text, setText] = useState(search.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchChange({ search: text.trim() || undefined });
  };
  return (
    <form className="mail-log-filters" role="search" aria-label={t`Filter the mail log`} onSubmit={submit}>
      <div className="form-field">
        <label className="form-field__label" htmlFor="mail-log-status">
          <Trans>Status</Trans>
        </label>
        <select
          id="mail-log-status"
          className="form-field__input"
          value={search.status ?? ''}
          onChange={(e) => onSearchChange({ status: (e.target.value || undefined) as MailLogSearch['status'] })}
        >
          <option value="">{t`Any status`}</option>
          {MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {labels.status(status)}
            </option>
          ))}
        </select>
      </div>
      {companies && (
        <div className="form-field">
          <label className="form-field__label" htmlFor="mail-log-company">
            <Trans>Company</Trans>
          </label>
          <select
            id="mail-log-company"
            className="form-field__input"
            value={search.account_id ?? ''}
            onChange={(e) => onSearchChange({ account_id: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t`Every company`}</option>
            {companies.map((c) => (
              <option key={c.account_id} value={c.account_id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form-field mail-log-filters__search">
        <label className="form-field__label" htmlFor="mail-log-search">
          <Trans>Recipient</Trans>
        </label>
        <div className="mail-log-filters__row">
          <input
            id="mail-log-search"
            type="search"
            className="form-field__input"
            maxLength={200}
            value={text}
            placeholder={t`Part of an email address`}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </div>
      </div>
    </form>
  );
}

interface ListProps {
  list: ReturnType<typeof useQuery<MailLogPage>>;
  scope: MailLogScope;
  page: number;
  hasFilters: boolean;
  onSearchChange(change: Partial<MailLogSearch>): void;
}

function MailLogList({ list, scope, page, hasFilters, onSearchChange }: ListProps) {
  const { t } = useLingui();
  if (!list.data) {
    return list.error ? (
      <div className="notice notice--error" role="alert">
        <p>{errorText(list.error)}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    ) : (
      <p role="status" className="mail-log__muted">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const { data: rows, count, page_size: pageSize } = list.data;
  if (count === 0) {
    return (
      <p className="mail-log__empty">
        {hasFilters ? <Trans>No mail matches these filters.</Trans> : <Trans>No mail has been queued yet.</Trans>}
      </p>
    );
  }
  const pages = pageCount(count, pageSize);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <>
      <div className={list.isPlaceholderData ? 'mail-log__table mail-log__table--stale' : 'mail-log__table'}>
        <MailLogTable rows={rows} showCompany={scope.kind === 'provider'} caption={t`Mail, newest first`} />
      </div>
      <nav className="mail-log-pager" aria-label={t`Pages`}>
        <p className="mail-log-pager__status" aria-live="polite">
          <Trans>
            {first}–{last} of {count} mails, page {page} of {pages}
          </Trans>
        </p>
        <div className="mail-log-pager__controls">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onSearchChange({ page: page - 1 })}>
            <Trans>Previous page</Trans>
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onSearchChange({ page: page + 1 })}>
            <Trans>Next page</Trans>
          </Button>
        </div>
      </nav>
    </>
  );
}

/**
 * /admin/mail-log and /settings/mail-log: what the product sent, or would have sent. Provider
 * admins see every company's mail and the platform's own, and filter by company; a company's
 * settings staff see their company's. Filters, search and page live in the URL (mail-log-search.ts).
 * Without an SMTP server nothing leaves the outbox, and the screen says so first.
 */
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAIL_STATUSES, type MailLogPage } from '../../../contracts/mail-log.ts';
import { Button } from '../../ui/form/button.tsx';
import { FilterSelect, LogFilters, LogList } from '../../ui/log-list/log-list.tsx';
import { InPlaceRead, useShownData } from '../../ui/staff-kit/in-place-read.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useMailLabels } from './mail-labels.ts';
import { MailLogTable } from './mail-log-table.tsx';
import { mailLogQuery, type MailLogSearch } from './mail-log-search.ts';
import { mailLogQueryOptions, type MailLogScope } from './mail-log.queries.ts';
import { MailReader } from './mail-reader.tsx';
import './mail-log.css';

export interface MailLogScreenProps {
  scope: MailLogScope;
  search: MailLogSearch;
  onSearchChange(change: Partial<MailLogSearch>): void;
}

export function MailLogScreen({ scope, search, onSearchChange }: MailLogScreenProps) {
  const { t } = useLingui();
  const read = mailLogQueryOptions(scope, mailLogQuery(search));
  // Whether mail leaves and which companies to filter by, from the page shown (the list reads in place, D488).
  const [shown, setShown] = useShownData(read);
  useDocumentTitle(t`Mail log`);
  return (
    <section className="list-page log-page" aria-labelledby="mail-log-title">
      <h1 id="mail-log-title" className="list-page__title">
        <Trans>Mail log</Trans>
      </h1>
      {shown && !shown.is_delivery_on && (
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
          <p className="log-page__intro">
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
            companies={shown?.companies}
            onSearchChange={onSearchChange}
          />
          <MailLogList
            read={read}
            onShown={setShown}
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
    <LogFilters label={t`Filter the mail log`} onSubmit={submit}>
      <FilterSelect
        id="mail-log-status"
        label={<Trans>Status</Trans>}
        value={search.status ?? ''}
        anyLabel={t`Any status`}
        options={MAIL_STATUSES.map((status) => ({ value: status, label: labels.status(status) }))}
        onChange={(value) => onSearchChange({ status: (value || undefined) as MailLogSearch['status'] })}
      />
      {companies && (
        <FilterSelect
          id="mail-log-company"
          label={<Trans>Company</Trans>}
          value={search.account_id ?? ''}
          anyLabel={t`Every company`}
          options={companies.map((c) => ({ value: c.account_id, label: c.name }))}
          onChange={(value) => onSearchChange({ account_id: value ? Number(value) : undefined })}
        />
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
    </LogFilters>
  );
}

interface ListProps {
  read: ReturnType<typeof mailLogQueryOptions>;
  onShown(page: MailLogPage): void;
  scope: MailLogScope;
  page: number;
  hasFilters: boolean;
  onSearchChange(change: Partial<MailLogSearch>): void;
}

function MailLogList({ read, onShown, scope, page, hasFilters, onSearchChange }: ListProps) {
  const { t } = useLingui();
  return (
    <InPlaceRead read={read} mutedClassName="list-page__muted" onShown={onShown}>
      {(data, { isBusy }) => (
        <LogList
          data={data}
          isBusy={isBusy}
          page={page}
          empty={
            hasFilters ? <Trans>No mail matches these filters.</Trans> : <Trans>No mail has been queued yet.</Trans>
          }
          status={({ count, page_size: pageSize }, pages) => {
            const first = (page - 1) * pageSize + 1;
            const last = Math.min(count, page * pageSize);
            return (
              <Trans>
                {first}–{last} of {count} mails, page {page} of {pages}
              </Trans>
            );
          }}
          onPageChange={(next) => onSearchChange({ page: next })}
        >
          {({ data: rows }) => (
            <MailLogTable rows={rows} showCompany={scope.kind === 'provider'} caption={t`Mail, newest first`} />
          )}
        </LogList>
      )}
    </InPlaceRead>
  );
}

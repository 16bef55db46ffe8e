/**
 * /settings/audit-log: who did what in the company, to whom, when and from which address, for the
 * company's admins (D205). Filters live in the URL (audit-log-search.ts); the CSV holds the same
 * filtered entries. Entries cannot be edited or deleted, and the page says how long they are kept.
 */
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { AuditLogEntry, AuditLogPage } from '../../../contracts/audit-log.ts';
import { isLanguage } from '../../lib/language.ts';
import { Button } from '../../ui/form/button.tsx';
import { FilterSelect, LogFilters, LogList, LogTable } from '../../ui/log-list/log-list.tsx';
import { InPlaceRead, useShownData } from '../../ui/staff-kit/in-place-read.tsx';
import { WriteFailure } from '../../ui/staff-kit/write-failure.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { auditEntryLabel, auditEventLabel } from './audit-event-label.ts';
import { auditLogQuery, type AuditLogSearch } from './audit-log-search.ts';
import { auditLogCsvWrite, auditLogQueryOptions } from './audit-log.queries.ts';
import './audit-log.css';

export interface AuditLogScreenProps {
  accountId: number | undefined;
  search: AuditLogSearch;
  onSearchChange(change: Partial<AuditLogSearch>): void;
}

export function AuditLogScreen({ accountId, search, onSearchChange }: AuditLogScreenProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Audit log`);
  const query = auditLogQuery(search, accountId);
  const read = auditLogQueryOptions(query);
  // The people and kinds to filter by, from the page shown (the list reads in place, D488).
  const [shown, setShown] = useShownData(read);
  // The CSV of the entries shown (D506); a failure is said beside the button until the next try.
  const csvExport = useMutation(auditLogCsvWrite(query, isLanguage(i18n.locale) ? i18n.locale : 'en'));
  return (
    <section className="list-page log-page" aria-labelledby="audit-log-title">
      <h1 id="audit-log-title" className="list-page__title">
        <Trans>Audit log</Trans>
      </h1>
      <p className="log-page__intro">
        <Trans>
          Every change made in your company: who made it, to whom, when and from which network address, newest first.
          Entries cannot be edited or deleted by anyone, and are kept for as long as your company has its Assay account.
        </Trans>
      </p>
      <AuditLogFilters data={shown} search={search} onSearchChange={onSearchChange} />
      <div className="audit-log__export">
        <Button variant="secondary" onClick={() => csvExport.mutate()} isBusy={csvExport.isPending}>
          <Trans>Export CSV</Trans>
        </Button>
        <WriteFailure write={csvExport} className="audit-log__error" />
      </div>
      <AuditLogList read={read} onShown={setShown} page={search.page ?? 1} onSearchChange={onSearchChange} />
    </section>
  );
}

interface FiltersProps {
  data: AuditLogPage | undefined;
  search: AuditLogSearch;
  onSearchChange(change: Partial<AuditLogSearch>): void;
}

function AuditLogFilters({ data, search, onSearchChange }: FiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <LogFilters label={t`Filter the audit log`} onSubmit={(e) => e.preventDefault()}>
      <FilterSelect
        id="audit-log-person"
        label={<Trans>Person</Trans>}
        value={search.actor ?? ''}
        anyLabel={t`Anyone`}
        options={data?.people.map((person) => ({ value: person.user_id, label: person.name })) ?? []}
        onChange={(value) => onSearchChange({ actor: value ? Number(value) : undefined })}
      />
      <FilterSelect
        id="audit-log-kind"
        label={<Trans>Kind of change</Trans>}
        value={search.event ?? ''}
        anyLabel={t`Any kind`}
        options={data?.events.map((event) => ({ value: event, label: auditEventLabel(event, (d) => i18n._(d)) })) ?? []}
        onChange={(value) => onSearchChange({ event: value || undefined })}
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor="audit-log-from">
          <Trans>From</Trans>
        </label>
        <input
          id="audit-log-from"
          type="date"
          className="form-field__input"
          value={search.from ?? ''}
          onChange={(e) => onSearchChange({ from: e.target.value || undefined })}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="audit-log-to">
          <Trans>To</Trans>
        </label>
        <input
          id="audit-log-to"
          type="date"
          className="form-field__input"
          value={search.to ?? ''}
          onChange={(e) => onSearchChange({ to: e.target.value || undefined })}
        />
      </div>
    </LogFilters>
  );
}

interface ListProps {
  read: ReturnType<typeof auditLogQueryOptions>;
  onShown(page: AuditLogPage): void;
  page: number;
  onSearchChange(change: Partial<AuditLogSearch>): void;
}

function AuditLogList({ read, onShown, page, onSearchChange }: ListProps) {
  const { t } = useLingui();
  return (
    <InPlaceRead read={read} mutedClassName="list-page__muted" onShown={onShown}>
      {(data, { isBusy }) => (
        <LogList
          data={data}
          isBusy={isBusy}
          page={page}
          empty={<Trans>No entries match these filters.</Trans>}
          status={({ count }, pages) => (
            <>
              {plural(count, { one: '# entry', other: '# entries' })},{' '}
              <Trans>
                page {page} of {pages}
              </Trans>
            </>
          )}
          onPageChange={(next) => onSearchChange({ page: next })}
        >
          {({ results }) => <AuditLogTable rows={results} caption={t`Audit log entries, newest first`} />}
        </LogList>
      )}
    </InPlaceRead>
  );
}

function AuditLogTable({ rows, caption }: { rows: AuditLogEntry[]; caption: string }) {
  const { t, i18n } = useLingui();
  return (
    <LogTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.audit_event_id}
      when={(row) => row.occurred_at}
      columns={[
        { label: t`Who`, cell: (row) => row.actor_name ?? t`The system` },
        {
          label: t`What`,
          cell: (row) => auditEntryLabel(row, (d) => i18n._(d)),
          className: 'audit-log-table__what',
          isSubject: true,
        },
        { label: t`To whom`, cell: (row) => row.subject_name ?? '—' },
        { label: t`Address`, cell: (row) => row.ip ?? '—', className: 'audit-log-table__ip' },
      ]}
    />
  );
}

/**
 * /people: the company's employees (all_employee_access). Search by name or email, filter by
 * status, job and location, sort and page; add an employee, edit one, end an employment with its
 * reason. Provider admins pick the company.
 */
import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Employee, type EmployeeListFilters, type EmployeeOrdering } from '../../../contracts/people.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { EmployeeDialog, EndEmploymentDialog } from './employee-dialogs.tsx';
import { ListPager } from '../../ui/staff-kit/list-pager.tsx';
import { PEOPLE_LIST_START, peopleListQueryOptions } from './people.queries.ts';
import { separationTypeLabel } from './people-texts.ts';
import { TurnoverPanel } from './turnover-panel.tsx';
import './people.css';
import { reasonName } from '../../ui/reason-names/reason-names.ts';

export function PeopleScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Employees`);
  const choice = useCompanyChoice();
  return (
    <section className="people" aria-labelledby="people-title">
      <h1 id="people-title" className="people__title">
        <Trans>Employees</Trans>
      </h1>
      <CompanyPicker id="people-company" choice={choice} />
      {choice.accountId !== undefined && <PeopleList key={choice.accountId} accountId={choice.accountId} />}
    </section>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; employee: Employee } | { kind: 'end'; employee: Employee } | undefined;

function PeopleList({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<EmployeeListFilters>(PEOPLE_LIST_START);
  const [dialog, setDialog] = useState<Dialog>();
  const deferredSearch = useDeferredValue(search.trim());
  const people = useQuery(peopleListQueryOptions(accountId, filters, deferredSearch));
  const change = (patch: Partial<EmployeeListFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const date = (value: string) => i18n.date(new Date(`${value}T00:00:00`), { dateStyle: 'medium' });
  const all = { value: '', label: t`All` };
  const saved = (message: string) => {
    setDialog(undefined);
    notify({ type: 'success', body: message });
  };

  return (
    <>
      <div className="people__toolbar">
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Trans>Add an employee</Trans>
        </Button>
      </div>
      <div className="people__filters">
        <TextField
          id="people-search"
          type="search"
          label={t`Search by name or email`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setFilters((f) => ({ ...f, page: 1 }));
          }}
        />
        <SelectField
          id="people-status"
          label={t`Status`}
          value={filters.status ?? ''}
          onChange={(v) => change({ status: v === 'current' || v === 'former' ? v : undefined })}
          options={[
            all,
            { value: 'current', label: t`Current employees` },
            { value: 'former', label: t`Former employees` },
          ]}
        />
        <SelectField
          id="people-job"
          label={t`Job`}
          value={filters.job_title ?? ''}
          onChange={(v) => change({ job_title: v || undefined })}
          options={[all, ...(people.data?.job_titles ?? []).map((j) => ({ value: j, label: j }))]}
        />
        <SelectField
          id="people-location"
          label={t`Location`}
          value={filters.location ?? ''}
          onChange={(v) => change({ location: v || undefined })}
          options={[all, ...(people.data?.locations ?? []).map((l) => ({ value: l, label: l }))]}
        />
        <SelectField
          id="people-ordering"
          label={t`Sort by`}
          value={filters.ordering ?? 'last_name'}
          onChange={(v) => change({ ordering: v as EmployeeOrdering })}
          options={[
            { value: 'last_name', label: t`Name, A to Z` },
            { value: '-last_name', label: t`Name, Z to A` },
            { value: '-start_date', label: t`Newest start first` },
            { value: 'start_date', label: t`Oldest start first` },
            { value: 'job_title', label: t`Job, A to Z` },
          ]}
        />
      </div>
      {people.isError && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(people.error)}</p>
        </div>
      )}
      {people.data && people.data.count === 0 && (
        <p className="people__muted">
          <Trans>No employees match these filters.</Trans>
        </p>
      )}
      {people.data && people.data.count > 0 && (
        <>
          <ul className="people__list" aria-busy={people.isFetching}>
            {people.data.data.map((e) => (
              <li key={e.employee_id} className="people__item">
                <div className="people__who">
                  <p className="people__name">
                    <Link to="/people/$employeeId" params={{ employeeId: String(e.employee_id) }}>
                      {e.first_name} {e.last_name}
                    </Link>
                    {e.end_date ? (
                      <span className="people__status people__status--former">
                        <Trans>Former</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="people__muted">
                    {e.job_title}
                    {e.location ? ` · ${e.location}` : ''}
                  </p>
                  {e.email && <p className="people__muted">{e.email}</p>}
                  <p className="people__muted">
                    {e.end_date ? (
                      <Trans>
                        Worked {date(e.start_date)} to {date(e.end_date)}
                      </Trans>
                    ) : (
                      <Trans>Started {date(e.start_date)}</Trans>
                    )}
                  </p>
                  {e.end_date && e.separation_type && (
                    <p className="people__muted">
                      {separationTypeLabel(e.separation_type)}
                      {e.separation_reason && `: ${reasonName(i18n, e.separation_reason)}`}
                    </p>
                  )}
                  {e.supervisor_email && (
                    <p className="people__muted">
                      <Trans>Supervisor: {e.supervisor_email}</Trans>
                    </p>
                  )}
                </div>
                <div className="people__actions">
                  <Button
                    variant="secondary"
                    onClick={() => setDialog({ kind: 'edit', employee: e })}
                    aria-label={t`Edit ${e.first_name} ${e.last_name}`}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  {!e.end_date && (
                    <Button
                      variant="secondary"
                      onClick={() => setDialog({ kind: 'end', employee: e })}
                      aria-label={t`End the employment of ${e.first_name} ${e.last_name}`}
                    >
                      <Trans>End employment</Trans>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <ListPager
            page={people.data.page}
            pageSize={people.data.page_size}
            count={people.data.count}
            onPage={(page) => setFilters((f) => ({ ...f, page }))}
          />
        </>
      )}
      {/* After the list: its figures arrive on their own read, and above the list they pushed the
          names down under a person's pointer as they landed. */}
      <TurnoverPanel accountId={accountId} jobTitle={filters.job_title} />
      {dialog?.kind === 'add' && (
        <EmployeeDialog
          accountId={accountId}
          onClose={() => setDialog(undefined)}
          onSaved={(e) => saved(t`${e.first_name} ${e.last_name} was added.`)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EmployeeDialog
          accountId={accountId}
          employee={dialog.employee}
          onClose={() => setDialog(undefined)}
          onSaved={() => saved(t`The changes were saved.`)}
        />
      )}
      {dialog?.kind === 'end' && (
        <EndEmploymentDialog
          accountId={accountId}
          employee={dialog.employee}
          onClose={() => setDialog(undefined)}
          onSaved={(e) => saved(t`The employment of ${e.first_name} ${e.last_name} has ended.`)}
        />
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicantRow, ApplicantSortField, ApplicantStatus } from '../../../contracts/applicants.ts';
import { ScoreHelp } from '../../ui/staff-kit/score-help.tsx';
import type { SortState } from './list-search.ts';
import { stepName } from '../../ui/step-names.ts';
import { reasonName } from '../../ui/reason-names/reason-names.ts';

export interface ApplicantTableProps {
  rows: ApplicantRow[];
  sort: SortState;
  onSort(field: ApplicantSortField): void;
  selected: ReadonlySet<string>;
  onToggle(refId: string): void;
  onToggleAll(checked: boolean): void;
  /** Account-wide lists show the requisition of each application. */
  showJob?: boolean;
  caption: string;
}

export function useStatusText() {
  const { t } = useLingui();
  return (status: ApplicantStatus) =>
    status === 'active' ? t`Active` : status === 'rejected' ? t`Rejected` : t`Hired`;
}

function SortHeader({
  field,
  sort,
  onSort,
  children,
  help,
}: {
  field: ApplicantSortField;
  sort: SortState;
  onSort(field: ApplicantSortField): void;
  children: ReactNode;
  /** Beside the sort button, never inside it: a score's explanation (D214). */
  help?: ReactNode;
}) {
  const active = sort.field === field;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className="applicant-table__sortable">
      <button type="button" className="applicant-table__sort" onClick={() => onSort(field)}>
        {children}
        <span aria-hidden="true" className="applicant-table__sort-mark">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
      {help}
    </th>
  );
}

/**
 * The applicants of one page: a table with sortable headers on wide screens, one card per applicant
 * on a phone (the same markup, restyled; each cell names its column).
 */
export function ApplicantTable({
  rows,
  sort,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  showJob,
  caption,
}: ApplicantTableProps) {
  const { t, i18n } = useLingui();
  const statusText = useStatusText();
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.ref_id));
  const someChecked = rows.some((r) => selected.has(r.ref_id));
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  // The scorecard steps through this page in this order (src/features/scorecard/list-navigation.ts).
  // `back`: this list's own search (filters, sort, page), so the scorecard's "Back to applicants" returns to it.
  const back = useRouterState({ select: (state) => state.location.searchStr });
  const listSearch = {
    ...(rows.length > 1 ? { list: rows.map((r) => r.user_smartreq_id).join('_') } : {}),
    ...(back ? { back } : {}),
  };
  return (
    <table className="list-table applicant-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="applicant-table__check">
            <input
              type="checkbox"
              aria-label={t`Select all applicants on this page`}
              checked={allChecked}
              ref={(el) => {
                if (el) el.indeterminate = someChecked && !allChecked;
              }}
              onChange={(e) => onToggleAll(e.target.checked)}
            />
          </th>
          <SortHeader field="name" sort={sort} onSort={onSort}>
            <Trans>Name</Trans>
          </SortHeader>
          {showJob && (
            <th scope="col">
              <Trans>Requisition</Trans>
            </th>
          )}
          <SortHeader field="application_date" sort={sort} onSort={onSort}>
            <Trans>Applied</Trans>
          </SortHeader>
          <SortHeader field="status" sort={sort} onSort={onSort}>
            <Trans>Status</Trans>
          </SortHeader>
          <SortHeader field="step" sort={sort} onSort={onSort}>
            <Trans>Progress</Trans>
          </SortHeader>
          <SortHeader field="fit_score" sort={sort} onSort={onSort} help={<ScoreHelp kind="fit" name={t`Fit score`} />}>
            <Trans>Fit score</Trans>
          </SortHeader>
          <th scope="col">
            <Trans>Assigned to</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = `${row.first_name} ${row.last_name}`;
          // The number done picks the form: French says "1 activité sur 8", "3 activités sur 8".
          const completed = row.completed_activities;
          const total = row.total_activities;
          return (
            <tr
              key={row.ref_id}
              className={
                selected.has(row.ref_id)
                  ? 'list-table__row applicant-table__row applicant-table__row--selected'
                  : 'list-table__row applicant-table__row'
              }
            >
              <td className="applicant-table__check">
                <input
                  type="checkbox"
                  aria-label={t`Select ${name}`}
                  checked={selected.has(row.ref_id)}
                  onChange={() => onToggle(row.ref_id)}
                />
              </td>
              <th scope="row" className="applicant-table__name">
                <Link
                  to="/smartreq-detail-applicant/{-$id}"
                  params={{ id: String(row.user_smartreq_id) }}
                  search={listSearch}
                  className="applicant-table__link"
                >
                  {name}
                </Link>
                {row.is_new && (
                  <span className="applicant-badge applicant-badge--new">
                    <Trans>New</Trans>
                  </span>
                )}
                <span className="applicant-table__email">
                  {row.email.split('@')[0]}
                  {row.email.includes('@') && (
                    <>
                      @<wbr />
                      {row.email.slice(row.email.indexOf('@') + 1)}
                    </>
                  )}
                </span>
              </th>
              {showJob && <td data-label={t`Requisition`}>{row.job_title}</td>}
              <td data-label={t`Applied`}>
                <time dateTime={row.application_date}>{date.format(new Date(row.application_date))}</time>
              </td>
              <td data-label={t`Status`}>
                <span className={`applicant-badge applicant-badge--${row.status}`}>{statusText(row.status)}</span>
                {row.status === 'rejected' && row.rejection_reason && (
                  <span className="applicant-table__muted">{reasonName(i18n, row.rejection_reason)}</span>
                )}
              </td>
              <td data-label={t`Progress`}>
                <span className="applicant-table__step">
                  {row.current_step_name === null ? t`All steps done` : stepName(i18n, row.current_step_name)}
                </span>
                <span className="applicant-progress">
                  <span className="applicant-progress__bar" aria-hidden="true">
                    <span className="applicant-progress__fill" style={{ width: `${row.completed_pct}%` }} />
                  </span>
                  <span className="applicant-table__muted">
                    {plural(completed, { one: `# of ${total} activities`, other: `# of ${total} activities` })}
                  </span>
                </span>
              </td>
              <td data-label={t`Fit score`} className="applicant-table__fit">
                {row.fit_score === null ? (
                  <span className="applicant-table__muted">{t`Not scored`}</span>
                ) : (
                  i18n.number(row.fit_score, { maximumFractionDigits: 0 })
                )}
              </td>
              <td data-label={t`Assigned to`}>
                {row.assigned_user_name ?? <span className="applicant-table__muted">{t`Unassigned`}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FilterOptions, StepStatus } from '../../../contracts/applicants.ts';
import { Button } from '../../ui/form/button.tsx';
import { companyText } from '../../ui/company-text.ts';
import { stepName } from '../../ui/step-names.ts';
import { KIND_BUILT_IN_TITLES } from '../../kinds/candidate.ts';
import { FILTER_KEYS, type ApplicantListSearch } from './list-search.ts';
import { useStatusText } from './applicant-table.tsx';

export interface FilterBarProps {
  search: ApplicantListSearch;
  onChange(change: Partial<ApplicantListSearch>): void;
  /** The requisition's steps and staff; absent on the account-wide list. */
  options?: FilterOptions;
  /** Account-wide: the jobs to choose from. */
  jobs?: { job_id: number; title: string }[];
  staff?: { user_id: number; first_name: string; last_name: string }[];
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <div className="applicants-filter">
      <label htmlFor={id} className="applicants-filter__label">
        {label}
      </label>
      <select id={id} className="form-field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** Search and the grouped filters of seed 001 section 7: status, step, assigned user, step status, activity. */
export function FilterBar({ search, onChange, options, jobs, staff }: FilterBarProps) {
  const { t, i18n } = useLingui();
  const statusText = useStatusText();
  const [text, setText] = useState(search.search ?? '');
  const [lastSearch, setLastSearch] = useState(search.search);
  if (lastSearch !== search.search) {
    // Back/forward changed the URL: show its search text.
    setLastSearch(search.search);
    setText(search.search ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() || undefined });
  };
  const stepStatusText: Record<StepStatus, string> = {
    not_started: t`Not started`,
    in_progress: t`In progress`,
    completed: t`Completed`,
  };
  // Built-in step and activity names in the reader's language, as the scorecard and the tracker name them.
  const activities =
    options?.steps.flatMap((s) =>
      s.activities.map((a) => ({
        ...a,
        step: stepName(i18n, s.name),
        title: companyText(i18n, { text: a.title }, KIND_BUILT_IN_TITLES),
      })),
    ) ?? [];
  // One message, so French sets its own colon ("Candidature : Formulaire de candidature").
  const activityOption = (step: string, activity: string) => t`${step}: ${activity}`;
  const people = options?.users ?? staff ?? [];
  const hasFilters = FILTER_KEYS.some((k) => search[k] !== undefined);
  return (
    <div className="applicants-filters">
      <form role="search" className="applicants-search" onSubmit={submit}>
        <label htmlFor="applicant-search" className="applicants-filter__label">
          <Trans>Search by name or email</Trans>
        </label>
        <div className="applicants-search__row">
          <input
            id="applicant-search"
            type="search"
            className="form-field__input"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </div>
      </form>
      <div className="applicants-filters__grid">
        <Select
          id="filter-status"
          label={t`Status`}
          value={search.status ?? ''}
          onChange={(v) => onChange({ status: (v || undefined) as ApplicantListSearch['status'] })}
        >
          <option value="">{t`Any status`}</option>
          {(['active', 'rejected', 'hired'] as const).map((s) => (
            <option key={s} value={s}>
              {statusText(s)}
            </option>
          ))}
        </Select>
        {options && (
          <Select
            id="filter-step"
            label={t`Current step`}
            value={search.job_step_id ? String(search.job_step_id) : ''}
            onChange={(v) => onChange({ job_step_id: v ? Number(v) : undefined })}
          >
            <option value="">{t`Any step`}</option>
            {options.steps.map((s) => (
              <option key={s.job_step_id} value={s.job_step_id}>
                {stepName(i18n, s.name)}
              </option>
            ))}
          </Select>
        )}
        {options && (
          <Select
            id="filter-step-status"
            label={t`Plan progress`}
            value={search.step_status ?? ''}
            onChange={(v) => onChange({ step_status: (v || undefined) as StepStatus | undefined })}
          >
            <option value="">{t`Any progress`}</option>
            {(['not_started', 'in_progress', 'completed'] as const).map((s) => (
              <option key={s} value={s}>
                {stepStatusText[s]}
              </option>
            ))}
          </Select>
        )}
        {options && activities.length > 0 && (
          <Select
            id="filter-activity"
            label={t`Activity`}
            value={search.job_step_activity_id ? String(search.job_step_activity_id) : ''}
            onChange={(v) => onChange({ job_step_activity_id: v ? Number(v) : undefined })}
          >
            <option value="">{t`Any activity`}</option>
            {activities.map((a) => (
              <option key={a.job_step_activity_id} value={a.job_step_activity_id}>
                {activityOption(a.step, a.title)}
              </option>
            ))}
          </Select>
        )}
        {options && search.job_step_activity_id !== undefined && (
          <Select
            id="filter-activity-status"
            label={t`Activity status`}
            value={search.activity_status ?? 'completed'}
            onChange={(v) => onChange({ activity_status: v as ApplicantListSearch['activity_status'] })}
          >
            <option value="completed">{t`Completed`}</option>
            <option value="not_completed">{t`Not completed`}</option>
          </Select>
        )}
        {people.length > 0 && (
          <Select
            id="filter-assigned"
            label={t`Assigned to`}
            value={search.assigned_user_ids ?? ''}
            onChange={(v) => onChange({ assigned_user_ids: v || undefined })}
          >
            <option value="">{t`Anyone`}</option>
            {people.map((u) => (
              <option key={u.user_id} value={u.user_id}>
                {u.first_name} {u.last_name}
              </option>
            ))}
          </Select>
        )}
        {jobs && (
          <Select
            id="filter-job"
            label={t`Requisition`}
            value={search.job_ids ?? ''}
            onChange={(v) => onChange({ job_ids: v || undefined })}
          >
            <option value="">{t`All requisitions`}</option>
            {jobs.map((j) => (
              <option key={j.job_id} value={j.job_id}>
                {j.title}
              </option>
            ))}
          </Select>
        )}
        {jobs && (
          <Select
            id="filter-job-type"
            label={t`Kind`}
            value={search.job_types ?? ''}
            onChange={(v) => onChange({ job_types: (v || undefined) as ApplicantListSearch['job_types'] })}
          >
            <option value="">{t`Requisitions and pathways`}</option>
            <option value="2">{t`Requisitions`}</option>
            <option value="4">{t`Pathways`}</option>
          </Select>
        )}
        <Select
          id="filter-new"
          label={t`New`}
          value={search.is_new ?? ''}
          onChange={(v) => onChange({ is_new: (v || undefined) as ApplicantListSearch['is_new'] })}
        >
          <option value="">{t`New or seen`}</option>
          <option value="true">{t`New only`}</option>
          <option value="false">{t`Seen only`}</option>
        </Select>
      </div>
      {hasFilters && (
        <Button
          variant="secondary"
          className="applicants-filters__clear"
          onClick={() => {
            setText('');
            onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])) as Partial<ApplicantListSearch>);
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}

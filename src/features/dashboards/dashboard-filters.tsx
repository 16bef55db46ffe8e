/**
 * The filters every dashboard shares: date range, requisitions, locations, sources. Applying them
 * writes the URL (the caller navigates), so reload, back and a shared link keep the view.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseIds, parseLocations } from '../../../contracts/analytics.ts';
import { Button } from '../../ui/form/button.tsx';
import { filterOptionsQuery } from './dashboards.queries.ts';
import { hasDates, rangeOf, type DashboardSearch } from './dashboard-search.ts';
import '../../ui/form/form-field.css';

export interface DashboardFiltersProps {
  search: DashboardSearch;
  /** The company whose requisitions, locations and sources are offered; none on a requisition dashboard. */
  accountId?: number;
  onApply(change: Partial<DashboardSearch>): void;
  /** The dashboard counts everything when no dates are chosen (Turnover, Performance): the dates start empty and may stay so. */
  datesOptional?: boolean;
}

export function DashboardFilters({ search, accountId, onApply, datesOptional = false }: DashboardFiltersProps) {
  const { t } = useLingui();
  const range = rangeOf(search);
  const startsEmpty = datesOptional && !hasDates(search);
  const [from, setFrom] = useState(startsEmpty ? '' : range.from_date);
  const [to, setTo] = useState(startsEmpty ? '' : range.to_date);
  const [jobIds, setJobIds] = useState(parseIds(search.job_ids));
  const [locations, setLocations] = useState(parseLocations(search.locations));
  const [sourceIds, setSourceIds] = useState(parseIds(search.source_ids));
  const [error, setError] = useState<string>();
  const options = useQuery({ ...filterOptionsQuery(accountId ?? 0), enabled: accountId !== undefined });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const noDates = datesOptional && !from && !to;
    if (!noDates && (!from || !to)) return setError(datesOptional ? t`Choose both dates, or neither.` : t`Choose both dates.`);
    if (from > to) return setError(t`The start date must be on or before the end date.`);
    setError(undefined);
    onApply({
      from_date: noDates ? undefined : from,
      to_date: noDates ? undefined : to,
      job_ids: jobIds.length ? jobIds.join(',') : undefined,
      locations: locations.length ? locations.join('|') : undefined,
      source_ids: sourceIds.length ? sourceIds.join(',') : undefined,
    });
  };
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  return (
    <form className="dashboard-filters" aria-label={t`Dashboard filters`} onSubmit={submit} noValidate>
      <div className="form-field">
        <label className="form-field__label" htmlFor="dashboard-from">
          <Trans>Start date</Trans>
        </label>
        <input id="dashboard-from" className="form-field__input" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'dashboard-filter-error' : undefined} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="dashboard-to">
          <Trans>End date</Trans>
        </label>
        <input id="dashboard-to" className="form-field__input" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      </div>
      {options.data && (
        <>
          <Choices legend={t`Requisitions`} chosen={jobIds} options={options.data.requisitions.map((r) => ({ value: r.job_id, label: r.title }))} onToggle={(v) => setJobIds((l) => toggle(l, v))} />
          <Choices legend={t`Locations`} chosen={locations} options={options.data.locations.map((l) => ({ value: l, label: l }))} onToggle={(v) => setLocations((l) => toggle(l, v))} />
          <Choices legend={t`Sources`} chosen={sourceIds} options={options.data.sources.map((s) => ({ value: s.source_id, label: s.name }))} onToggle={(v) => setSourceIds((l) => toggle(l, v))} />
        </>
      )}
      <div className="dashboard-filters__actions">
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
      </div>
      {error && (
        <p id="dashboard-filter-error" className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

interface ChoicesProps<T> {
  legend: string;
  chosen: T[];
  options: { value: T; label: string }[];
  onToggle(value: T): void;
}

function Choices<T extends string | number>({ legend, chosen, options, onToggle }: ChoicesProps<T>) {
  const { t } = useLingui();
  if (options.length === 0) return null;
  const count = chosen.length;
  return (
    <details className="dashboard-filters__choices">
      <summary>{count ? t`${legend} (${count})` : t`${legend}: all`}</summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {options.map((o) => (
          <label key={String(o.value)} className="dashboard-filters__choice">
            <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

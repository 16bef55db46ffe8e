/**
 * The filters every dashboard shares: date range, requisitions, locations, sources. Applying them
 * writes the URL (the caller navigates), so reload, back and a shared link keep the view.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { parseIds, parseLocations } from '../../../contracts/analytics.ts';
import { Choices, FilterForm, toggled } from '../../ui/filter-form.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { filterOptionsQuery } from './dashboards.queries.ts';
import { hasDates, rangeOf, type DashboardSearch } from './dashboard-search.ts';

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
  const [jobIds, setJobIds] = useState(parseIds(search.job_ids));
  const [locations, setLocations] = useState(parseLocations(search.locations));
  const [sourceIds, setSourceIds] = useState(parseIds(search.source_ids));

  return (
    <FilterForm
      label={t`Dashboard filters`}
      dates={startsEmpty ? { from: '', to: '' } : { from: range.from_date, to: range.to_date }}
      dateLabels={{ from: t`Start date`, to: t`End date` }}
      dateRule={datesOptional ? 'both-or-neither' : 'both'}
      onApply={({ from, to }) =>
        onApply({
          from_date: from || undefined,
          to_date: to || undefined,
          job_ids: jobIds.length ? jobIds.join(',') : undefined,
          locations: locations.length ? locations.join('|') : undefined,
          source_ids: sourceIds.length ? sourceIds.join(',') : undefined,
        })
      }
    >
      {/* The company's requisitions, locations and sources to choose from, read in place (D488). */}
      {accountId !== undefined && (
        <InPlaceRead read={filterOptionsQuery(accountId)} mutedClassName="dashboard__note">
          {(options) => (
            <>
              <Choices
                legend={t`Requisitions`}
                chosen={jobIds}
                options={options.requisitions.map((r) => ({ value: r.job_id, label: r.title }))}
                onToggle={(v) => setJobIds((l) => toggled(l, v))}
              />
              <Choices
                legend={t`Locations`}
                chosen={locations}
                options={options.locations.map((l) => ({ value: l, label: l }))}
                onToggle={(v) => setLocations((l) => toggled(l, v))}
              />
              <Choices
                legend={t`Sources`}
                chosen={sourceIds}
                options={options.sources.map((s) => ({ value: s.source_id, label: s.name }))}
                onToggle={(v) => setSourceIds((l) => toggled(l, v))}
              />
            </>
          )}
        </InPlaceRead>
      )}
    </FilterForm>
  );
}

/**
 * The job-profile dashboards' filter (D165, D172): participants who started between two days, at
 * some locations, whose answers to the company's custom list fields are among the options chosen
 * (one of a field's, for every field), and, with a separation type, only those who left that way
 * counted as leaving. It lives in the URL (?from_date=&to_date=&locations=&field_options=&separation_type=), so switching boards,
 * reloading or sharing the link keeps it; the server recomputes every figure on the participants it keeps.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseLocations } from '../../../contracts/analytics.ts';
import type { ProfileFilter } from '../../../contracts/job-profiles.ts';
import { SEPARATION_TYPES, type SeparationType } from '../../../contracts/people.ts';
import { Choices, FilterForm, toggled } from '../../ui/filter-form.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { fieldFiltersQueryOptions } from './dashboard-queries.ts';

/** The filter the URL holds, with only the fields that have a value. */
export function useProfileFilter(): ProfileFilter {
  return profileFilterOf(useSearch({ strict: false }) as ProfileFilter);
}

/** The dashboards' filter out of the profile's search: what the boards and their loaders read. */
export function profileFilterOf(search: ProfileFilter): ProfileFilter {
  const filter: ProfileFilter = {};
  if (search.from_date) filter.from_date = search.from_date;
  if (search.to_date) filter.to_date = search.to_date;
  if (search.locations) filter.locations = search.locations;
  if (search.separation_type) filter.separation_type = search.separation_type;
  if (search.field_options) filter.field_options = search.field_options;
  return filter;
}

export function ProfileFilterForm({ jobId, locations: options }: { jobId: number; locations: readonly string[] }) {
  const { t } = useLingui();
  const filter = useProfileFilter();
  const navigate = useNavigate();
  const fields = useQuery(fieldFiltersQueryOptions(jobId)).data ?? [];
  const [locations, setLocations] = useState(parseLocations(filter.locations));
  const [fieldOptions, setFieldOptions] = useState(filter.field_options ? filter.field_options.split(',') : []);
  const [separation, setSeparation] = useState<SeparationType | ''>(filter.separation_type ?? '');
  const separationText: Record<SeparationType, string> = {
    voluntary: t`Voluntary separations only`,
    involuntary: t`Involuntary separations only`,
  };
  return (
    <FilterForm
      label={t`Which participants`}
      dates={{ from: filter.from_date ?? '', to: filter.to_date ?? '' }}
      dateLabels={{ from: t`Started on or after`, to: t`Started on or before` }}
      dateRule="any"
      onApply={({ from, to }) =>
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => ({
            ...prev,
            from_date: from || undefined,
            to_date: to || undefined,
            locations: locations.length ? locations.join('|') : undefined,
            field_options: fieldOptions.length ? fieldOptions.join(',') : undefined,
            separation_type: separation || undefined,
          }),
        })
      }
    >
      <Choices
        legend={t`Locations`}
        chosen={locations}
        options={options.map((l) => ({ value: l, label: l }))}
        onToggle={(v) => setLocations((l) => toggled(l, v))}
      />
      {fields.map((field) => (
        <Choices
          key={field.account_field_id}
          legend={field.label}
          chosen={fieldOptions.filter((id) => field.options.some((o) => o.id === id))}
          options={field.options.map((o) => ({ value: o.id, label: o.label }))}
          onToggle={(v) => setFieldOptions((chosen) => toggled(chosen, v))}
        />
      ))}
      <FormField id="profile-filter-separation" label={t`Separations counted as leaving`}>
        {(a11y) => (
          <select
            id="profile-filter-separation"
            className="form-field__input"
            value={separation}
            onChange={(e) => setSeparation(SEPARATION_TYPES.find((s) => s === e.target.value) ?? '')}
            {...a11y}
          >
            <option value="">{t`Every separation`}</option>
            {SEPARATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {separationText[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FilterForm>
  );
}

/** What every correlation on the profile's boards carries, and below how many people it is too few to rely on. */
export function CorrelationThreshold(props: { reliableMinN: number }) {
  return (
    <p className="profiles__threshold">
      <Trans>
        Each correlation comes with its 95% interval and the number of people behind it. With fewer than{' '}
        {props.reliableMinN} people a result is shown but is too few to rely on.
      </Trans>
    </p>
  );
}

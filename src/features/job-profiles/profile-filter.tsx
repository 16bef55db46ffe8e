/**
 * The job-profile dashboards' filter (D165): participants who started between two days, at some
 * locations. It lives in the URL (?from_date=&to_date=&locations=), so switching boards, reloading
 * or sharing the link keeps it; the server recomputes every figure on the participants it keeps.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseLocations } from '../../../contracts/analytics.ts';
import type { ProfileFilter } from '../../../contracts/job-profiles.ts';
import { Button } from '../../ui/form/button.tsx';
import '../../ui/form/form-field.css';

/** The filter the URL holds, with only the fields that have a value. */
export function useProfileFilter(): ProfileFilter {
  const search = useSearch({ strict: false }) as ProfileFilter;
  const filter: ProfileFilter = {};
  if (search.from_date) filter.from_date = search.from_date;
  if (search.to_date) filter.to_date = search.to_date;
  if (search.locations) filter.locations = search.locations;
  return filter;
}

export function ProfileFilterForm({ locations: options }: { locations: readonly string[] }) {
  const { t } = useLingui();
  const filter = useProfileFilter();
  const navigate = useNavigate();
  const [from, setFrom] = useState(filter.from_date ?? '');
  const [to, setTo] = useState(filter.to_date ?? '');
  const [locations, setLocations] = useState(parseLocations(filter.locations));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) return setError(t`The start date must be on or before the end date.`);
    setError(undefined);
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, from_date: from || undefined, to_date: to || undefined, locations: locations.length ? locations.join('|') : undefined }),
    });
  };
  const toggle = (location: string) => setLocations((list) => (list.includes(location) ? list.filter((l) => l !== location) : [...list, location]));
  return (
    <form className="dashboard-filters profiles__filter" aria-label={t`Which participants`} onSubmit={submit} noValidate>
      <div className="form-field">
        <label className="form-field__label" htmlFor="profile-filter-from">
          <Trans>Started on or after</Trans>
        </label>
        <input id="profile-filter-from" className="form-field__input" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'profile-filter-error' : undefined} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="profile-filter-to">
          <Trans>Started on or before</Trans>
        </label>
        <input id="profile-filter-to" className="form-field__input" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      </div>
      {options.length > 0 && (
        <fieldset className="profiles__filter-locations">
          <legend className="form-field__label">
            <Trans>Locations (none chosen: all)</Trans>
          </legend>
          {options.map((location) => (
            <label key={location} className="dashboard-filters__choice">
              <input type="checkbox" checked={locations.includes(location)} onChange={() => toggle(location)} />
              {location}
            </label>
          ))}
        </fieldset>
      )}
      <div className="dashboard-filters__actions">
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
      </div>
      {error && (
        <p id="profile-filter-error" className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

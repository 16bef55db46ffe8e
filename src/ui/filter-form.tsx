/**
 * A dashboard's filter block (the company dashboards and the job-profile boards): a date range,
 * whatever choices the caller adds, one Apply button and one error line. Applying hands the dates
 * to the caller, which writes them to the URL, so reload, back and a shared link keep the view.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './form/button.tsx';
import './form/form-field.css';
import './filter-form.css';

/** Which dates the filter needs: both, both or neither, or any of the two. */
export type DateRule = 'both' | 'both-or-neither' | 'any';

export interface DateRange {
  from: string;
  to: string;
}

export interface FilterFormProps {
  label: string;
  dates: DateRange;
  dateLabels: { from: ReactNode; to: ReactNode };
  dateRule: DateRule;
  /** Called with the dates once they pass the rule (an empty date is ''). */
  onApply(dates: DateRange): void;
  children?: ReactNode;
}

export function FilterForm({ label, dates, dateLabels, dateRule, onApply, children }: FilterFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [from, setFrom] = useState(dates.from);
  const [to, setTo] = useState(dates.to);
  const [error, setError] = useState<string>();
  const errorId = `${id}-error`;

  const problem = (): string | undefined => {
    if (dateRule === 'both' && (!from || !to)) return t`Choose both dates.`;
    if (dateRule === 'both-or-neither' && !from !== !to) return t`Choose both dates, or neither.`;
    if (from && to && from > to) return t`The start date must be on or before the end date.`;
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problem();
    setError(found);
    if (!found) onApply({ from, to });
  };

  return (
    <form className="filter-form" aria-label={label} onSubmit={submit} noValidate>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-from`}>
          {dateLabels.from}
        </label>
        <input
          id={`${id}-from`}
          className="form-field__input"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-to`}>
          {dateLabels.to}
        </label>
        <input
          id={`${id}-to`}
          className="form-field__input"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {children}
      <div className="filter-form__actions">
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
      </div>
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export interface ChoicesProps<T> {
  legend: string;
  chosen: T[];
  options: { value: T; label: string }[];
  onToggle(value: T): void;
}

/** A closed list of checkboxes, "Locations: all" until some are chosen; nothing without options. */
export function Choices<T extends string | number>({ legend, chosen, options, onToggle }: ChoicesProps<T>) {
  const { t } = useLingui();
  if (options.length === 0) return null;
  const count = chosen.length;
  return (
    <details className="filter-form__choices">
      <summary>{count ? t`${legend} (${count})` : t`${legend}: all`}</summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {options.map((o) => (
          <label key={String(o.value)} className="filter-form__choice">
            <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** The list with the value added, or taken out when it was there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

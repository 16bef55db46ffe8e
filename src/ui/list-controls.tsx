import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './form/button.tsx';
import { FormField } from './form/form-field.tsx';
import { TextField } from './form/text-field.tsx';
import './list-controls.css';

/** Search box and ordering above a searched, sorted list. */
export function ListControls(props: {
  idPrefix: string;
  searchLabel: string;
  search: string;
  onSearch(value: string): void;
  ordering?: string;
  orderings?: { value: string; label: string }[];
  onOrdering?(value: string): void;
}) {
  const { t } = useLingui();
  return (
    <div className="list-controls">
      <div className="list-controls__control">
        <TextField
          id={`${props.idPrefix}-search`}
          type="search"
          label={props.searchLabel}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      {props.orderings && (
        <div className="list-controls__control">
          <FormField id={`${props.idPrefix}-ordering`} label={t`Sort by`}>
            {(a11y) => (
              <select
                id={`${props.idPrefix}-ordering`}
                className="form-field__input"
                value={props.ordering}
                onChange={(event) => props.onOrdering?.(event.target.value)}
                {...a11y}
              >
                {props.orderings!.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}
      <span className="visually-hidden">
        <Trans>Results update as you type.</Trans>
      </span>
    </div>
  );
}

/**
 * Previous and next page, with where the list stands; nothing when the list fits one page. A list
 * read newest first may name its buttons "Newer" and "Older" and the navigation after what it pages.
 */
export function Pager({
  page,
  pageSize,
  count,
  onPage,
  label,
  previous,
  next,
}: {
  page: number;
  pageSize: number;
  count: number;
  onPage(page: number): void;
  label?: string;
  previous?: ReactNode;
  next?: ReactNode;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="list-pager" aria-label={label ?? t`Pages`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous ?? <Trans>Previous</Trans>}
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next ?? <Trans>Next</Trans>}
      </Button>
    </nav>
  );
}

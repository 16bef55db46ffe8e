/** What every dashboard view uses: number and date formats in the user's language, and a query's loading and error states around its figures. */
import { type UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/error-text.ts';

export function useFormat() {
  const { i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  return {
    pct: (x: number | null) => (x === null ? null : percent.format(x)),
    num: (x: number | null) => (x === null ? null : number.format(x)),
  };
}

export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <p className="dashboard__error" role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p className="dashboard__loading" role="status">
        <Trans>Loading the figures…</Trans>
      </p>
    );
  }
  return (
    <div className={query.isPlaceholderData ? 'dashboard__figures dashboard__figures--stale' : 'dashboard__figures'}>
      {children(query.data)}
    </div>
  );
}

/** What every dashboard view uses: number and date formats in the user's language, and the figures read in place (loading, the previous figures kept, failure with Try again). */
import type { QueryKey } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InPlaceRead, type InPlaceReadOptions } from '../../ui/staff-kit/in-place-read.tsx';

export function useFormat() {
  const { i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  return {
    pct: (x: number | null) => (x === null ? null : percent.format(x)),
    num: (x: number | null) => (x === null ? null : number.format(x)),
  };
}

/**
 * A dashboard's figures, read in place (D488, D494): given the queryOptions its route's loader
 * ensured, "Loading the figures…" for a first view; while another filter's figures load, the
 * figures shown stay, dimmed and aria-busy; a failed read shows its error and "Try again" where
 * the figures go, the filters kept.
 */
export function Loaded<T, K extends QueryKey = QueryKey>({
  read,
  children,
}: {
  read: InPlaceReadOptions<T, K>;
  children: (data: T) => ReactNode;
}) {
  return (
    <InPlaceRead read={read} mutedClassName="dashboard__loading" loadingText={<Trans>Loading the figures…</Trans>}>
      {(data, { isBusy }) => (
        <div
          className={isBusy ? 'dashboard__figures dashboard__figures--stale' : 'dashboard__figures'}
          aria-busy={isBusy}
        >
          {children(data)}
        </div>
      )}
    </InPlaceRead>
  );
}

/**
 * The dropdown that switches dashboards: a search box, the default and custom groups, the BETA
 * mark, and the company's embedded BI dashboards (D235, eId). Each link keeps the current filters (the caller passes them as `search`).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dropdown } from '../../ui/dropdown.tsx';
import { searchDashboards, type DashboardEntry } from './dashboard-catalog.ts';
import type { DashboardSearch } from './dashboard-search.ts';

export interface DashboardSwitcherProps {
  entries: DashboardEntry[];
  current: DashboardEntry['slug'];
  currentDId?: number;
  currentEId?: number;
  search: DashboardSearch;
}

export function DashboardSwitcher({ entries, current, currentDId, currentEId, search }: DashboardSwitcherProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const labelled = entries.map((e) => ({ ...e, text: e.name ?? i18n._(e.label) }));
  const found = searchDashboards(labelled, query);
  const active = labelled.find(
    (e) => e.slug === current && (e.slug !== 'custom' || (e.dId === currentDId && e.eId === currentEId)),
  );
  const groups = [
    { key: 'default', title: t`Default dashboards`, items: found.filter((e) => e.group === 'default') },
    { key: 'custom', title: t`Custom dashboards`, items: found.filter((e) => e.group === 'custom') },
    { key: 'embedded', title: t`Embedded dashboards`, items: found.filter((e) => e.group === 'embedded') },
  ].filter((g) => g.items.length > 0);
  return (
    <Dropdown
      className="dashboard-switcher"
      buttonClassName="dashboard-switcher__button"
      label={
        <>
          <span className="visually-hidden">
            <Trans>Dashboard:</Trans>{' '}
          </span>
          {active?.text ?? t`Choose a dashboard`}
          {active?.beta && <BetaMark />}
        </>
      }
    >
      <li className="dashboard-switcher__search">
        <label className="visually-hidden" htmlFor="dashboard-switcher-search">
          <Trans>Search dashboards</Trans>
        </label>
        <input
          id="dashboard-switcher-search"
          type="search"
          className="form-field__input"
          placeholder={t`Search dashboards`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </li>
      {groups.length === 0 && (
        <li className="dashboard-switcher__none" role="status">
          <Trans>No dashboard matches.</Trans>
        </li>
      )}
      {groups.map((g) => (
        <li key={g.key} className="dashboard-switcher__group">
          <span className="dashboard-switcher__group-title" id={`dashboard-group-${g.key}`}>
            {g.title}
          </span>
          <ul aria-labelledby={`dashboard-group-${g.key}`}>
            {g.items.map((e) => (
              <li key={`${e.slug}-${e.dId ?? ''}-${e.eId ?? ''}`}>
                <Link
                  to={e.slug === 'custom' ? '/account/dashboard/custom' : `/account/dashboard/${e.slug}`}
                  search={
                    e.eId !== undefined
                      ? { ...search, eId: e.eId }
                      : e.slug === 'custom'
                        ? { ...search, dId: e.dId }
                        : search
                  }
                  aria-current={e === active ? 'page' : undefined}
                >
                  {e.text}
                  {e.beta && <BetaMark />}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </Dropdown>
  );
}

function BetaMark() {
  return (
    <span className="dashboard-beta">
      <Trans>BETA</Trans>
    </span>
  );
}

import { describe, expect, it } from 'vitest';
import { searchDashboards, visibleDashboards } from './dashboard-catalog.ts';
import { carriedSearch, dashboardSearch, employeeFilter, rangeOf, reportFilter } from './dashboard-search.ts';

describe('the dashboard switcher', () => {
  it('shows Company Overview only to provider admins, marked BETA, and EEOC only when the preference is on', () => {
    const staff = visibleDashboards({ isProviderAdmin: false, eeocDashboardOn: false }).map((e) => e.slug);
    expect(staff).not.toContain('company-overview');
    expect(staff).not.toContain('eeoc');
    expect(staff).toHaveLength(15);
    const admin = visibleDashboards({ isProviderAdmin: true, eeocDashboardOn: true });
    expect(admin.find((e) => e.slug === 'company-overview')).toMatchObject({ beta: true, group: 'default' });
    expect(admin.map((e) => e.slug)).toContain('eeoc');
  });

  it('groups custom dashboards apart, each by its dId', () => {
    const entries = visibleDashboards({ isProviderAdmin: false, eeocDashboardOn: false }, [
      { dId: 7, name: 'Turnover' },
    ]);
    expect(entries.at(-1)).toMatchObject({ slug: 'custom', group: 'custom', dId: 7, name: 'Turnover' });
  });

  it('lists embedded BI dashboards last, in their own group, each by its eId; a switch drops eId (D235)', () => {
    const entries = visibleDashboards(
      { isProviderAdmin: false, eeocDashboardOn: false },
      [{ dId: 7, name: 'Turnover' }],
      [{ eId: 3, name: 'Metabase pipeline' }],
    );
    expect(entries.at(-1)).toMatchObject({ slug: 'custom', group: 'embedded', eId: 3, name: 'Metabase pipeline' });
    expect(entries.at(-1)?.dId).toBeUndefined();
    expect(dashboardSearch({ eId: '3', from_date: '2026-01-01' })).toEqual({ eId: 3, from_date: '2026-01-01' });
    expect(dashboardSearch({ eId: '0' })).toEqual({});
    expect(carriedSearch({ eId: 3, dId: 7, job_ids: '1' })).toEqual({ job_ids: '1' });
  });

  it('finds entries by any part of the label, ignoring case and accents', () => {
    const entries = [{ text: 'Entonnoir' }, { text: 'Délai d’embauche' }, { text: 'Funnel Analytics' }];
    expect(searchDashboards(entries, 'delai').map((e) => e.text)).toEqual(['Délai d’embauche']);
    expect(searchDashboards(entries, 'FUNNEL').map((e) => e.text)).toEqual(['Funnel Analytics']);
    expect(searchDashboards(entries, '  ')).toHaveLength(3);
  });
});

describe('the filters in the URL', () => {
  it('keeps well-formed filters and drops the rest', () => {
    expect(
      dashboardSearch({
        from_date: '2026-01-02',
        to_date: '2026-13-40',
        job_ids: 3,
        source_ids: '1,x',
        locations: 'Lyon, ARA',
        dId: '4',
        other: 'x',
      }),
    ).toEqual({
      from_date: '2026-01-02',
      job_ids: '3',
      locations: 'Lyon, ARA',
      dId: 4,
    });
  });

  it('defaults to the last 30 days and sends a filter only when it has a value', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    expect(rangeOf({}, today)).toEqual({ from_date: '2026-10-24', to_date: '2026-11-23' });
    expect(reportFilter({ to_date: '2026-02-10', job_ids: '1,2' }, today)).toEqual({
      from_date: '2026-01-11',
      to_date: '2026-02-10',
      job_ids: '1,2',
    });
  });

  it('gives Turnover and Performance no dates unless the URL has some, and then the whole range', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    expect(employeeFilter({ source_ids: '2', dId: 4 }, today)).toEqual({ source_ids: '2' });
    expect(employeeFilter({ to_date: '2026-02-10' }, today)).toEqual({
      from_date: '2026-01-11',
      to_date: '2026-02-10',
    });
  });

  it('carries every filter but the custom dashboard id to the next dashboard', () => {
    expect(carriedSearch({ from_date: '2026-01-01', dId: 3, source_ids: '2' })).toEqual({
      from_date: '2026-01-01',
      source_ids: '2',
    });
  });
});

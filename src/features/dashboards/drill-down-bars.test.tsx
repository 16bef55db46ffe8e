/**
 * A dashboard's bars open the applicant list of the people behind them (D314), and a requisition's
 * own dashboard drills into that requisition's applications (D515): on a requisition's Candidate
 * Overview, each status row links the list of its job (no job type, the dashboard's range), and a
 * click on a bar or a day's point opens that same list. The chart is replaced by one button per
 * bar that calls its `onPick` as chart.js's click does (a canvas cannot be clicked in happy-dom);
 * chart-canvas.tsx hands chart.js's clicked index to `onPick`.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicantOverview } from '../../../contracts/analytics.ts';
import type { ChartSpec } from './chart-spec.ts';

vi.mock('./chart-canvas.tsx', () => ({
  default: ({ spec, onPick }: { spec: ChartSpec; onPick?: (index: number) => void }) => (
    <div>
      {'labels' in spec &&
        spec.labels.map((label, index) => (
          <button key={label} type="button" onClick={() => onPick?.(index)}>
            {`Bar ${label}`}
          </button>
        ))}
    </div>
  ),
}));

const { OverviewView } = await import('./report-views.tsx');

const JOB = 42;
const REPORT: ApplicantOverview = {
  range: { from_date: '2026-11-01', to_date: '2026-11-30' },
  applications: 9,
  active: 5,
  hired: 3,
  rejected: 1,
  by_day: [
    { date: '2026-11-03', applications: 4 },
    { date: '2026-11-04', applications: 5 },
  ],
  by_requisition: [],
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ListShown() {
  const location = useLocation();
  return <p data-testid="list">{`${location.pathname} ${JSON.stringify(location.search)}`}</p>;
}

function show() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ data: REPORT }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const root = createRootRoute({ component: Outlet });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <OverviewView target={{ kind: 'job', jobId: JOB }} filter={{ from_date: '2026-11-01' }} />,
  });
  const applicants = createRoute({ getParentRoute: () => root, path: '/applicants', component: ListShown });
  const router = createRouter({
    routeTree: root.addChildren([dashboard, applicants]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { asked };
}

const listOf = (search: Record<string, string>) =>
  `/applicants ${JSON.stringify({ applied_from: '2026-11-01', applied_to: '2026-11-30', ...search })}`;

describe('a requisition’s Candidate Overview drills into its applications', () => {
  it('given its status table, then each row links the list of its job with the status and the range, no job type', async () => {
    const { asked } = show();
    const table = await screen.findByRole('region', { name: 'Applications by status: table' });
    expect(asked[0]).toContain(`/report/v1/smartreq/${JOB}/overview/`);
    const href = (name: string) => new URL(within(table).getByRole('link', { name }).getAttribute('href')!, 'http://x');
    const hired = href('Hired');
    expect(hired.pathname).toBe('/applicants');
    // The router writes a value that reads as a number in JSON quotes ("42"), and reads it back as text.
    const params = [...hired.searchParams].map(([k, v]) => [k, v.replace(/^"(.*)"$/, '$1')]);
    expect(Object.fromEntries(params)).toEqual({
      applied_from: '2026-11-01',
      applied_to: '2026-11-30',
      status: 'hired',
      job_ids: String(JOB),
    });
    expect(href('All').searchParams.has('status')).toBe(false);
    expect(href('All').searchParams.has('job_types')).toBe(false);
  });

  it('given a click on its Rejected bar, then the list of the job’s rejected applications opens', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Bar Rejected' }));
    expect((await screen.findByTestId('list')).textContent).toBe(listOf({ status: 'rejected', job_ids: String(JOB) }));
  });

  it('given a click on a day’s point, then the list of that day’s applications to the job opens', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Bar 2026-11-04' }));
    expect((await screen.findByTestId('list')).textContent).toBe(
      `/applicants ${JSON.stringify({ applied_from: '2026-11-04', applied_to: '2026-11-04', job_ids: String(JOB) })}`,
    );
  });
});

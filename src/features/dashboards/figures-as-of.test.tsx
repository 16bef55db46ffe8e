import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountDashboard } from './dashboard-catalog.ts';
import { FiguresAsOf, type FreshnessTarget } from './figures-as-of.tsx';
import { PATIENT } from '../../testing/patience-bounds.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(slug: AccountDashboard | 'custom' | FreshnessTarget, figuresAsOf: string | null, now: Date) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ data: { figures_as_of: figuresAsOf } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FiguresAsOf of={typeof slug === 'string' ? { kind: 'account', accountId: 7, slug } : slug} now={now} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return fetch;
}

/**
 * `of` beside a summarised dashboard of another company, asked in the same render and after it.
 * Once that one says its time, `of` has had every chance to ask and to show its answer: the
 * positive signal before asserting that it asked nothing or shows nothing.
 */
async function showBeside(of: FreshnessTarget, figuresAsOf: string | null, now: Date) {
  const fetch = vi.fn(
    async (input: RequestInfo | URL) =>
      new Response(
        JSON.stringify({
          data: { figures_as_of: String(input).includes('/account/99/') ? now.toISOString() : figuresAsOf },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <div data-testid="under-test">
          <FiguresAsOf of={of} now={now} />
        </div>
        <div data-testid="beside">
          <FiguresAsOf of={{ kind: 'account', accountId: 99, slug: 'eeoc' }} now={now} />
        </div>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await within(screen.getByTestId('beside')).findByTestId('figures-as-of', {}, PATIENT);
  return { fetch, shown: within(screen.getByTestId('under-test')).queryByTestId('figures-as-of') };
}

describe('how fresh the figures are', () => {
  const at = new Date(2026, 10, 24, 10, 42);
  const time = () => i18n.date(at, { timeStyle: 'short' });

  it('given a summarised dashboard refreshed today, then it says the time the figures are as of', async () => {
    const fetch = show('company-funnel-analytics', at.toISOString(), new Date(2026, 10, 24, 10, 43));
    expect((await screen.findByTestId('figures-as-of')).textContent).toBe(`Figures as of ${time()}`);
    expect(String(fetch.mock.calls[0]![0])).toContain('/report/v1/account/7/figures-as-of/');
  });

  it('given a refresh on an earlier day, then the date is said too; on a custom dashboard, which figures', async () => {
    show('custom', at.toISOString(), new Date(2026, 10, 25, 9, 0));
    const text = (await screen.findByTestId('figures-as-of')).textContent ?? '';
    expect(text).toBe(
      `Application, funnel, source, time-to-hire, attribute and fidelity figures as of ${i18n.date(at, { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
  });

  it('given the fidelity and EEOC dashboards, then they say it too', async () => {
    for (const slug of ['hiring-process-fidelity', 'eeoc'] as const) {
      show(slug, at.toISOString(), new Date(2026, 10, 24, 10, 43));
      expect((await screen.findByTestId('figures-as-of')).textContent).toBe(`Figures as of ${time()}`);
      cleanup();
    }
  });

  it('given a live dashboard, or figures not yet summarised, then nothing is said', async () => {
    const live = await showBeside({ kind: 'account', accountId: 7, slug: 'interviewers' }, at.toISOString(), at);
    expect(live.fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/report/v1/account/99/figures-as-of/'),
    ]);
    expect(live.shown).toBeNull();
    cleanup();
    const asked = await showBeside({ kind: 'account', accountId: 7, slug: 'applicant-overview' }, null, at);
    expect(asked.fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/report/v1/account/7/figures-as-of/'),
    );
    expect(asked.shown).toBeNull();
  });

  it("given a requisition's overview, funnel, fidelity or source tab, then it says how fresh the requisition's figures are; its interviews and language tabs stay live", async () => {
    for (const tab of ['overview', 'funnel-analytics', 'hiring-process-fidelity', 'source-effectiveness'] as const) {
      const fetch = show({ kind: 'job', jobId: 9, tab }, at.toISOString(), new Date(2026, 10, 24, 10, 43));
      expect((await screen.findByTestId('figures-as-of')).textContent).toBe(`Figures as of ${time()}`);
      expect(String(fetch.mock.calls[0]![0])).toContain('/report/v1/smartreq/9/figures-as-of/');
      cleanup();
    }
    for (const tab of ['interviews', 'language-assessment'] as const) {
      const { fetch, shown } = await showBeside({ kind: 'job', jobId: 9, tab }, at.toISOString(), at);
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
        expect.stringContaining('/report/v1/account/99/figures-as-of/'),
      ]);
      expect(shown).toBeNull();
      cleanup();
    }
  });
});

// @vitest-environment happy-dom
/**
 * How timed tests were taken, by group, on the bias audit page (D417): rendered from the server's
 * figures, one disclosure per kind of fact with the audit's tables (a group's share, its ratio to
 * the group noted most, the interval and Fisher's p), framed as facts and no verdict, in en, es and
 * fr; left out where the server answers 404 (EEOC dashboard off) or 403 (a role that may not read
 * it); an empty period said in words.
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BiasAuditSignals } from '../../../contracts/bias-audit.ts';
import { INTEGRITY_SIGNAL_KINDS } from '../../../contracts/integrity-signals.ts';
import { AuditSignals } from './audit-signals.tsx';

const catalogs: Record<string, () => Promise<Messages>> = {
  en: async () => ({
    ...((await import('../../locales/en/bias-audit-tables.po')).messages as Messages),
    ...((await import('../../locales/en/staff.po')).messages as Messages),
  }),
  es: async () => ({
    ...((await import('../../locales/es/bias-audit-tables.po')).messages as Messages),
    ...((await import('../../locales/es/staff.po')).messages as Messages),
  }),
  fr: async () => ({
    ...((await import('../../locales/fr/bias-audit-tables.po')).messages as Messages),
    ...((await import('../../locales/fr/staff.po')).messages as Messages),
  }),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const category = (c: string, count: number, selected: number, extra: Partial<Record<string, unknown>> = {}) => ({
  category: c,
  count,
  selected,
  rate: selected / count,
  excluded: false,
  is_reference: false,
  impact_ratio: null,
  ci_low: null,
  ci_high: null,
  p_value: null,
  ...extra,
});

/** Left the page: 3 of 6 women (the reference) and 2 of 5 men; the other kinds noted for nobody. */
const SIGNALS: BiasAuditSignals = {
  from_date: '2026-01-01',
  to_date: '2026-06-30',
  takers: 12,
  kinds: INTEGRITY_SIGNAL_KINDS.map((kind) => ({
    kind,
    breakdowns: [
      {
        dimension: 'sex',
        unknown: 1,
        categories:
          kind === 'page_hidden'
            ? [
                category('female', 6, 3, { is_reference: true, impact_ratio: 1 }),
                category('male', 5, 2, { impact_ratio: 0.8, ci_low: 0.24, ci_high: 2.67, p_value: 1 }),
              ]
            : [category('female', 6, 0), category('male', 5, 0)],
      },
    ],
  })),
};

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(status === 200 ? { data: body } : body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function show(language: string, status: number, body: unknown = SIGNALS) {
  i18n.loadAndActivate({ locale: language, messages: await catalogs[language]!() });
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      reads.push(input);
      return respond(status, body);
    }),
  );
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuditSignals
          accountId={7}
          query={{ scope: 'requisition', scope_id: 5, from_date: '2026-01-01', to_date: '2026-06-30' }}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { view, reads };
}

/** The column headings, in order, each named as a screen reader reads it (the short form hidden from it). */
function expectHeadings(table: HTMLElement, names: string[]) {
  const columns = within(table).getAllByRole('columnheader');
  expect(columns).toHaveLength(names.length);
  names.forEach((name, i) => expect(within(table).getByRole('columnheader', { name })).toBe(columns[i]));
}
/** What the eye reads: a short heading's abbreviation (the rest is hidden from it). */
const shownHeadings = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((h) => h.querySelector('abbr')?.textContent ?? h.textContent);

describe('the bias audit: how timed tests were taken, by group', () => {
  it('shows a disclosure per kind with the audit tables, framed as facts and no verdict', async () => {
    const { reads } = await show('en', 200);
    const region = await screen.findByRole('region', { name: 'Left the page: By sex' });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(
      /\/report\/v1\/account\/7\/bias-audit\/signals\/\?scope=requisition&scope_id=5&from_date=2026-01-01&to_date=2026-06-30$/,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('How timed tests were taken, by group');
    expect(document.body.textContent).toContain('not a verdict on anyone');
    expect(document.body.textContent).toContain('never in its CSV, its PDF or a published summary');
    expect(document.body.textContent).toContain('12 applicants finished a timed test in this period.');
    // One disclosure per kind, closed until asked.
    const summaries = [...document.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(summaries).toEqual([
      'Left the page',
      'Another window in front',
      'Paste attempt',
      'Left full screen',
      'Window resized',
      'Offline',
    ]);
    expect([...document.querySelectorAll('details')].every((d) => !d.open)).toBe(true);

    const table = within(region).getByRole('table');
    expectHeadings(table, [
      'Category',
      'Test takers',
      'Noted for',
      'Share noted',
      'Ratio to the most noted',
      '95% confidence interval',
      'Fisher p-value',
    ]);
    expect(shownHeadings(table)).toEqual(['Category', 'Takers', 'Noted', 'Share', 'Ratio', '95% CI', 'p (Fisher)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Female (noted most often)', '6', '3', '50%', '1.00', '–', '–'],
      ['Male', '5', '2', '40%', '0.80', '0.24 – 2.67', '1.000'],
    ]);
    expect(within(region).getByText(/Unknown \(not given or declined\): 1\./)).toBeTruthy();
  });

  it.each([
    [
      'es',
      'Cómo se hicieron las pruebas cronometradas, por grupo',
      'Salió de la página',
      'Proporción con este hecho',
      'no un veredicto sobre nadie',
      ['Categoría', 'Personas', 'Anotadas', 'Proporción', 'Índice', 'IC 95\u00a0%', 'p (Fisher)'],
    ],
    [
      'fr',
      'Comment les tests chronométrés se sont déroulés, par groupe',
      'A quitté la page',
      'Part avec ce fait',
      'pas un verdict sur quiconque',
      ['Catégorie', 'Effectif', 'Concernées', 'Part', 'Ratio', 'IC à 95\u202f%', 'p (Fisher)'],
    ],
  ] as const)('in %s, reads in the reader language', async (language, heading, kind, share, note, shown) => {
    await show(language, 200);
    const region = await screen.findByRole('region', { name: new RegExp(`^${kind}`) });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(document.body.textContent).toContain(note);
    expect(within(region).getByRole('columnheader', { name: share })).toBeTruthy();
    // One short line each on a phone (D417's table at 390 px wrapped word by word, six lines tall).
    expect(shownHeadings(within(region).getByRole('table'))).toEqual(shown);
    // The share as a percent in the language's own way ("50 %" with a no-break space).
    expect(within(region).getAllByRole('row')[1]!.textContent).toMatch(/50\s%/);
  });

  it.each([
    [404, 'the EEOC dashboard is off'],
    [403, 'the reader may not see it'],
  ])('given a %i (%s), then the section is left out', async (status) => {
    const { view, reads } = await show('en', status, { message: 'no' });
    await waitFor(() => expect(reads).toHaveLength(1));
    await waitFor(() => expect(view.container.innerHTML).toBe(''));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('given a server fault, then says so instead of hiding it', async () => {
    await show('en', 500, { message: 'Something broke.' });
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred please try again');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('given no one finished a timed test, then says so without tables', async () => {
    await show('en', 200, { ...SIGNALS, takers: 0, kinds: [] });
    expect(await screen.findByText('No applicant finished a timed test in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

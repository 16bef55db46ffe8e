// @vitest-environment happy-dom
/**
 * How a timed test was taken on the scorecard (D402): the line of facts, "left the page 2
 * times, 41 s in all; offline once, 3 min", beside the result and its extra time, in each language;
 * no line where the device noted nothing, and the note that these are facts, not a verdict; a move
 * to another device with its time in the reader's zone and language (D486, D493).
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { TimedResultsSection } from './timed-results-section.tsx';

const catalogs: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/staff.po'),
  es: () => import('../../locales/es/staff.po'),
  fr: () => import('../../locales/fr/staff.po'),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const typing = (id: number, taken?: StaffTimedResult['taken']): StaffTimedResult => ({
  job_step_activity_id: id,
  activity_type: 'typing_test',
  title: `Typing ${id}`,
  completed_at: '2026-11-30T10:00:00Z',
  time_accommodation: 1.5,
  figures: { net_wpm: 52, raw_wpm: 55, accuracy: 97 },
  ...(taken ? { taken } : {}),
});

const TAKEN = {
  page_hidden: { count: 2, total_ms: 41_000 },
  focus_lost: { count: 0, total_ms: 0 },
  offline: { count: 1, total_ms: 180_000 },
  paste: 1,
  fullscreen_exit: 0,
  resize: 0,
};

const cellOf = (id: number) => screen.getByRole('row', { name: new RegExp(`Typing ${id}`) }).textContent;

describe('how a timed test was taken, on the scorecard', () => {
  it.each([
    [
      'en',
      'How it was taken: left the page 2 times, 41 s in all; offline once, 3 min; 1 paste attempt.',
      'they are not a verdict and change no score',
    ],
    [
      'es',
      'Cómo se hizo: salió de la página 2 veces, 41\u00a0s en total; sin conexión una vez, 3\u00a0min; 1 intento de pegar texto.',
      'no son un veredicto',
    ],
    [
      'fr',
      'Comment il s’est déroulé\u00a0: a quitté la page 2 fois, 41\u00a0s au total\u00a0; hors ligne une fois, 3\u00a0min\u00a0; 1 tentative de collage.',
      'ce n’est pas un verdict',
    ],
  ] as const)('in %s, shows the facts beside the result and says they are no verdict', async (language, line, note) => {
    i18n.loadAndActivate({ locale: language, messages: (await catalogs[language]!()).messages as Messages });
    render(
      <I18nProvider i18n={i18n}>
        <TimedResultsSection results={[typing(1, TAKEN), typing(2)]} />
      </I18nProvider>,
    );
    expect(cellOf(1)).toContain(line);
    expect(cellOf(1)).toMatch(/×1[.,]5/);
    expect(cellOf(2)).not.toContain(line.slice(0, 8));
    expect(document.body.textContent).toContain(note);
  });

  const MOVES = ['2026-11-30T10:02:00.000Z', '2026-11-30T10:05:00.000Z'];
  /** A move's time as a reader in New York sees it in `language`. */
  const at = (language: string, iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }).format(
      new Date(iso),
    );
  const [m1, m2] = MOVES as [string, string];

  it.each([
    [
      'en',
      `How it was taken: moved to another device once (${at('en', m1)}).`,
      `moved to another device 2 times (${at('en', m1)} and ${at('en', m2)})`,
    ],
    [
      'es',
      `Cómo se hizo: pasó a otro dispositivo una vez (${at('es', m1)}).`,
      `pasó a otro dispositivo 2 veces (${at('es', m1)} y ${at('es', m2)})`,
    ],
    [
      'fr',
      `Comment il s’est déroulé\u00a0: changement d’appareil une fois (${at('fr', m1)}).`,
      `changement d’appareil 2 fois (${at('fr', m1)} et ${at('fr', m2)})`,
    ],
  ] as const)(
    'in %s, says when the test moved to another device mid-attempt (D486), at the reader’s time (D493), with no details of signals to open',
    async (language, once, twice) => {
      const zone = process.env.TZ;
      process.env.TZ = 'America/New_York';
      try {
        // The reader's zone, not UTC: 10:02 UTC reads 5:02 in New York.
        expect(at('en', m1)).toContain('5:02');
        i18n.loadAndActivate({ locale: language, messages: (await catalogs[language]!()).messages as Messages });
        const none = { ...TAKEN, page_hidden: { count: 0, total_ms: 0 }, offline: { count: 0, total_ms: 0 }, paste: 0 };
        render(
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={new QueryClient()}>
              <TimedResultsSection
                results={[typing(1, { ...none, device_moves: [m1] }), typing(2, { ...TAKEN, device_moves: MOVES })]}
                userSmartreqId={7}
              />
            </QueryClientProvider>
          </I18nProvider>,
        );
        expect(cellOf(1)).toContain(once);
        expect(cellOf(2)).toContain(twice);
        // Only the test whose device noted signals has the details on demand (each signal, no moves):
        // both rows have the camera check's disclosure, the second one the signals' too.
        const disclosures = (id: number) =>
          screen.getByRole('row', { name: new RegExp(`Typing ${id}`) }).querySelectorAll('details').length;
        expect(disclosures(2)).toBe(disclosures(1) + 1);
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    },
  );

  it('given no result with facts, then no note', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: (await catalogs.en!()).messages as Messages });
    render(
      <I18nProvider i18n={i18n}>
        <TimedResultsSection results={[typing(2)]} />
      </I18nProvider>,
    );
    expect(document.body.textContent).not.toContain('How a test was taken');
  });
});

describe('each fact with its time, on demand', () => {
  const APP = 7;
  const json = (body: unknown) =>
    new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });

  it('given a closed disclosure, then nothing is read; opened, each fact shows its time and length, and the note', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: (await catalogs.en!()).messages as Messages });
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        reads.push(input);
        return json([
          {
            job_step_activity_id: 1,
            activity_type: 'typing_test',
            title: 'Typing 1',
            ...TAKEN,
            signals: [
              { kind: 'page_hidden', occurred_at: '2026-11-30T10:01:00.000Z', duration_ms: 30_000 },
              { kind: 'paste', occurred_at: '2026-11-30T10:02:00.000Z', duration_ms: null },
              { kind: 'offline', occurred_at: '2026-11-30T10:03:00.000Z', duration_ms: 180_000 },
              { kind: 'page_hidden', occurred_at: '2026-11-30T10:08:00.000Z', duration_ms: 11_000 },
            ],
          },
        ]);
      }),
    );
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <TimedResultsSection results={[typing(1, TAKEN), typing(2)]} userSmartreqId={APP} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    // Only the test with facts has the disclosure, and nothing is read until it opens.
    const disclosures = screen.getAllByText('Each fact with its time');
    expect(disclosures).toHaveLength(1);
    expect(reads).toEqual([]);

    const details = disclosures[0]!.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));

    const items = await waitFor(() => {
      const found = details.querySelectorAll('li');
      expect(found).toHaveLength(4);
      return [...found].map((li) => li.textContent);
    });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(new RegExp(`/smartreq/v1/integrity-signals/${APP}/$`));
    expect(items[0]).toMatch(/Left the page, 30 s$/);
    expect(items[1]).toMatch(/Paste attempt$/);
    expect(items[2]).toMatch(/Offline, 3 min$/);
    expect(items[3]).toMatch(/Left the page, 11 s$/);
    expect(details.textContent).toContain('These are facts, not a verdict');
  });

  it('given no application (print), then no disclosure', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: (await catalogs.en!()).messages as Messages });
    render(
      <I18nProvider i18n={i18n}>
        <TimedResultsSection results={[typing(1, TAKEN)]} />
      </I18nProvider>,
    );
    expect(screen.queryByText('Each fact with its time')).toBeNull();
  });
});

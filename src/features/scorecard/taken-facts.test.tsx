// @vitest-environment happy-dom
/**
 * How a timed test was taken on the scorecard (D402): the line of facts, "left the page 2
 * times, 41 s in all; offline once, 3 min", beside the result and its extra time, in each language;
 * no line where the device noted nothing, and the note that these are facts, not a verdict.
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { TimedResultsSection } from './timed-results-section.tsx';

const catalogs: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/staff.po'),
  es: () => import('../../locales/es/staff.po'),
  fr: () => import('../../locales/fr/staff.po'),
};

afterEach(cleanup);

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

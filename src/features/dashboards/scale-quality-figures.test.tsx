/**
 * The Scale Quality page shows a scale's figures as they were computed by hand (D304): the Likert
 * fixture of server/scoring/scale-reliability.test.ts (five people, three items) six times over,
 * 30 attempts, for which server/modules/scale-quality/scale-quality.test.ts proves on real PGlite
 * that the server's report gives alpha 45/49, Feldt's interval 0.85034 to 0.95843, corrected
 * item-total correlations 13/√228, 10/√100.8, 13/√228, mean 51.667, SD √(58.8 × 6 / 29) × 100/12 and
 * SEM 8.3045. Here the page is given that report and must show those figures, rounded as the page
 * rounds (two decimals for alpha, its interval and r; one for the rest), in the overview and the
 * detail, in English and with French number formatting.
 */
import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScaleQuality, ScaleQualityReport } from '../../../contracts/scale-quality.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ScaleQualityView } from './scale-quality-views.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALPHA = 45 / 49;
const SD = (Math.sqrt((58.8 * 6) / 29) * 100) / 12;
const ACHIEVEMENT: ScaleQuality = {
  source: 'questionnaire',
  source_id: 3,
  source_title: 'Work values questionnaire',
  attribute_type_id: 21,
  name: 'Achievement',
  right_wrong: false,
  attempts: 30,
  items: 3,
  too_few: false,
  alpha: ALPHA,
  ci_low: 1 - (1 - ALPHA) * 1.8333,
  ci_high: 1 - (1 - ALPHA) * 0.50917,
  sem: SD * Math.sqrt(1 - ALPHA),
  mean: ((9.2 - 3) / 12) * 100,
  sd: SD,
  histogram: [6, 0, 0, 0, 12, 0, 0, 0, 12, 0],
  item_fits: [
    { item_id: 'values:ACH1', text: 'I set myself hard goals.', reversed: false, r: 13 / Math.sqrt(228), flag: null },
    {
      item_id: 'values:ACH2',
      text: 'I like to finish what I start.',
      reversed: false,
      r: 10 / Math.sqrt(100.8),
      flag: null,
    },
    {
      item_id: 'values:ACH3',
      text: 'I want to be the best at my work.',
      reversed: false,
      r: 13 / Math.sqrt(228),
      flag: null,
    },
  ],
};

function show(locale: 'en' | 'fr') {
  i18n.loadAndActivate({ locale, messages: {} });
  const report: ScaleQualityReport = { min_attempts: 30, item_total_floor: 0.2, scales: [ACHIEVEMENT] };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: report }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  renderInApp(() => <ScaleQualityView accountId={7} />);
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function figures() {
  const overview = await screen.findByRole('region', { name: 'Reliability of each scale: table' });
  const row = within(overview).getByRole('row', { name: /^Achievement / });
  const items = screen.getByRole('region', { name: 'Items of Achievement: table' });
  return {
    // Attempts, alpha, interval, SEM, mean, SD, flagged items, status.
    overview: cells(row).slice(1),
    items: within(items)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [within(r).getByRole('rowheader').textContent, ...cells(r)]),
  };
}

describe('the hand-computed figures on the Scale Quality page', () => {
  it('given the 30 attempts of the Achievement fixture, then the overview and the items show alpha 0.92, 0.85 – 0.96 and the correlations 0.86, 1.00, 0.86', async () => {
    show('en');
    const { overview, items } = await figures();
    expect(overview).toEqual(['30', '0.92', '0.85 – 0.96', '8.3', '51.7', '29.1', '0', 'Enough attempts']);
    expect(items).toEqual([
      ['I set myself hard goals.', '0.86', 'Belongs'],
      ['I like to finish what I start.', '1.00', 'Belongs'],
      ['I want to be the best at my work.', '0.86', 'Belongs'],
    ]);
    expect(document.body.textContent).toContain(
      'Enough attempts. Alpha 0.92 (95% interval 0.85 – 0.96); mean 51.7, SD 29.1, SEM 8.3 on the 0-100 scale of the scorecard.',
    );
  });

  it('given a French reader, then the same figures are written with a decimal comma', async () => {
    show('fr');
    const { overview, items } = await figures();
    expect(overview.slice(0, 6)).toEqual(['30', '0,92', '0,85 – 0,96', '8,3', '51,7', '29,1']);
    expect(items.map((r) => r[1])).toEqual(['0,86', '1,00', '0,86']);
  });
});

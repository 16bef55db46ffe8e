/**
 * The Scale Quality dashboard's view of a scale with too few attempts (D304): no count of flagged
 * items in the overview and no flag in the detail, as alpha is left out; a scale with enough
 * attempts counts its flagged items and names each flag.
 */
import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScaleQuality, ScaleQualityReport } from '../../../contracts/scale-quality.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ScaleQualityView } from './scale-quality-views.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const scale = (name: string, attempts: number, flags: ScaleQuality['item_fits'][number]['flag'][]): ScaleQuality => ({
  source: 'questionnaire',
  source_id: 1,
  source_title: 'Personality questionnaire',
  attribute_type_id: attempts,
  name,
  right_wrong: false,
  attempts,
  items: flags.length,
  too_few: attempts < 30,
  alpha: 0.41,
  ci_low: 0.1,
  ci_high: 0.6,
  sem: 9,
  mean: 50,
  sd: 12,
  histogram: [0, 0, 0, 0, attempts, 0, 0, 0, 0, 0],
  item_fits: flags.map((flag, i) => ({
    item_id: String(i),
    text: `${name} item ${i + 1}`,
    reversed: false,
    r: 0.1,
    flag,
  })),
});

function show(scales: ScaleQuality[]) {
  const report: ScaleQualityReport = { min_attempts: 30, item_total_floor: 0.2, scales };
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

describe('the flagged items of a scale', () => {
  it('given a scale with too few attempts, then neither the overview counts flagged items nor the detail names a flag', async () => {
    show([scale('Extraversion', 3, [null, null, null])]);
    const overview = await screen.findByRole('region', { name: 'Reliability of each scale: table' });
    const row = within(overview).getByRole('row', { name: /^Extraversion / });
    // Alpha, interval, SEM and the flagged items left out; mean and SD shown.
    expect(cells(row).slice(1, 8)).toEqual(['3', '—', '—', '—', '50', '12', '—']);
    const items = screen.getByRole('region', { name: 'Items of Extraversion: table' });
    const first = within(items).getAllByRole('row')[1]!;
    expect(cells(first)).toEqual(['0.10', '—']);
  });

  it('given a scale with enough attempts, then it counts its flagged items and names each flag', async () => {
    show([scale('Achievement', 30, ['low', null, 'negative'])]);
    const overview = await screen.findByRole('region', { name: 'Reliability of each scale: table' });
    expect(cells(within(overview).getByRole('row', { name: /^Achievement / }))[7]).toBe('2');
    const items = screen.getByRole('region', { name: 'Items of Achievement: table' });
    expect(
      within(items)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cells(r).at(-1)),
    ).toEqual(['Barely follows the other items', 'Belongs', 'Runs against the other items']);
  });
});

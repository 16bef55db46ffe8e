// @vitest-environment happy-dom
/**
 * The band around a scale score on the scorecard (D304): "41.7 ± 8" with the SEM named for screen
 * readers when the scale has enough attempts, the score alone when it has none.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bandText, ScoreWithBand } from './score-band.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const shown = (sem: number | null | undefined) =>
  render(
    <I18nProvider i18n={i18n}>
      <ScoreWithBand score={41.67} sem={sem} />
    </I18nProvider>,
  ).container.textContent;

describe('the band around a score', () => {
  it('rounds the SEM to whole points, to one decimal under 1', () => {
    expect(bandText(8.3045)).toBe('8');
    expect(bandText(14.5)).toBe('15');
    expect(bandText(0.44)).toBe('0.4');
  });

  it('shows the score with its band and names the band, or the score alone without one', () => {
    expect(shown(8.3045)).toBe("41.7 ± 8 (give or take 8: the scale's standard error of measurement)");
    expect(shown(null)).toBe('41.7');
    expect(shown(undefined)).toBe('41.7');
  });

  // Session 69's walk: a Spanish and a French scorecard read "68.8" where the page writes "1,25 ×".
  it("writes the score and its band in the reader's number format", () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      expect(shown(8.3045)).toMatch(/^41,7 ± 8 /);
      expect(shown(null)).toBe('41,7');
      expect(bandText(0.44, 'fr')).toBe('0,4');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});

// @vitest-environment happy-dom
/**
 * A skills test's band on the scorecard's timed tests (D392): "72% ± 6 (18 of 25)" when the
 * company's runs of that test are enough to know its SEM (the server's `percent_sem` figure), the
 * percent alone when they are not; the band rounded as the questionnaire scales' is (D304).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { TimedResultsSection } from './timed-results-section.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const skills = (id: number, figures: Record<string, number>): StaffTimedResult => ({
  job_step_activity_id: id,
  activity_type: 'skills_test',
  title: `Spreadsheet test ${id}`,
  completed_at: '2026-03-02T10:00:00Z',
  time_accommodation: null,
  figures,
});

const resultOf = (id: number) => screen.getByRole('row', { name: new RegExp(`Spreadsheet test ${id}`) }).textContent;

describe('a skills test’s band on the scorecard', () => {
  it('shows the percent with its band when the test has one, alone when not, and one decimal under a point', () => {
    render(
      <I18nProvider i18n={i18n}>
        <TimedResultsSection
          results={[
            skills(1, { percent: 72, correct: 18, total: 25, percent_sem: 6.43 }),
            skills(2, { percent: 72, correct: 18, total: 25 }),
            skills(3, { percent: 90, correct: 27, total: 30, percent_sem: 0.44 }),
          ]}
        />
      </I18nProvider>,
    );
    expect(resultOf(1)).toContain('72% ± 6 (18 of 25)');
    expect(resultOf(2)).toContain('72% (18 of 25)');
    expect(resultOf(2)).not.toContain('±');
    expect(resultOf(3)).toContain('90% ± 0.4 (27 of 30)');
  });
});

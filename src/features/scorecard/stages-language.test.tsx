// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ScreeningStage } from '../../../contracts/scorecard.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { AssessmentSection, StagesSection } from './scorecard-sections.tsx';
import { TimedResultsSection } from './timed-results-section.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const stage: ScreeningStage = {
  job_step_id: 3,
  name: 'Skills',
  sort_order: 3,
  completed_at: null,
  activities: [
    // Named as the product names it, and as the company named it.
    {
      job_step_activity_id: 31,
      activity_type: 'assessment',
      title: 'Personality questionnaire',
      is_completed: false,
      completed_at: null,
    },
    {
      job_step_activity_id: 32,
      activity_type: 'video',
      title: 'Video introduction',
      is_completed: false,
      completed_at: null,
    },
  ],
};

// Session 45's walk: a French recruiter's scorecard named the stage and the activities in English
// where the candidate's tracker named them in French.
describe("the scorecard's stages in the reader's language", () => {
  it('given French, then built-in stage and activity names are translated and the company-named ones kept', async () => {
    await activateLanguage('fr');
    render(
      <I18nProvider i18n={i18n}>
        <StagesSection stages={[stage]} stepScores={[]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Compétences' })).toBeTruthy();
    expect(screen.getByText('Questionnaire de personnalité')).toBeTruthy();
    expect(screen.getByText('Video introduction')).toBeTruthy();
  });
});

// Session 47's walk: a Spanish scorecard named the typing test in Spanish in its stages and in
// English in its timed tests just below.
describe("the scorecard's timed tests in the reader's language", () => {
  it('given Spanish, then a built-in activity name is translated and a company-named one kept', async () => {
    await activateLanguage('es');
    const unfinished = (job_step_activity_id: number, activity_type: string, title: string): StaffTimedResult => ({
      job_step_activity_id,
      activity_type,
      title,
      completed_at: null,
      time_accommodation: null,
      figures: {},
    });
    const results = [
      unfinished(41, 'typing_test', 'Typing test'),
      unfinished(42, 'skills_test', 'Customer service skills test'),
    ];
    render(
      <I18nProvider i18n={i18n}>
        <TimedResultsSection results={results} />
      </I18nProvider>,
    );
    expect(screen.getByRole('rowheader', { name: 'Prueba de mecanografía' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Customer service skills test' })).toBeTruthy();
  });
});

// Session 69's walk: a Spanish scorecard named the personality questionnaire in Spanish in its
// stages and in English in its assessment report just below.
describe("the scorecard's assessment report in the reader's language", () => {
  it('given Spanish, then a built-in questionnaire name is translated and a company-named one kept', async () => {
    await activateLanguage('es');
    const report = (job_step_activity_id: number, title: string) => ({
      job_step_activity_id,
      title,
      asmt_id: 1,
      completed_at: null,
      is_personality: true,
      scores: [],
    });
    render(
      <I18nProvider i18n={i18n}>
        <AssessmentSection reports={[report(51, 'Personality questionnaire'), report(52, 'Our culture check')]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Cuestionario de personalidad' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our culture check' })).toBeTruthy();
  });
});

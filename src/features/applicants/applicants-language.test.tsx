// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * A requisition's applicant list in the reader's language. Session 69's walk: a French recruiter's
 * filters offered "Application", "Assessments", "Skills" and "Application: Application form",
 * "Assessments: Typing test" where the scorecard and the tracker name the same steps and activities
 * in French; a company's own names stay as written. Its rows read "1 activités sur 8": the number
 * done picks the French form.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ApplicantRow, FilterOptions } from '../../../contracts/applicants.ts';
import { activateLanguage, i18n, loadStaffMessages } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ApplicantTable } from './applicant-table.tsx';
import { FilterBar } from './filter-bar.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const activity = (job_step_activity_id: number, activity_type: string, title: string) => ({
  job_step_activity_id,
  activity_type,
  title,
});

const OPTIONS: FilterOptions = {
  job_id: 1,
  account_id: 1,
  job_type_id: 2,
  statuses: ['active', 'rejected', 'hired'],
  step_statuses: ['not_started', 'in_progress', 'completed'],
  steps: [
    { job_step_id: 1, name: 'Application', sort_order: 1, activities: [activity(1, 'form', 'Application form')] },
    {
      job_step_id: 2,
      name: 'Assessments',
      sort_order: 2,
      activities: [activity(4, 'assessment', 'Personality questionnaire'), activity(6, 'typing_test', 'Typing test')],
    },
    {
      job_step_id: 3,
      name: 'Final round',
      sort_order: 3,
      activities: [activity(8, 'video', 'Video introduction')],
    },
  ],
  users: [],
  jobs: [],
};

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the applicant list's filters in the reader's language", () => {
  it('given French, then built-in step and activity names are French and the company-named ones kept', async () => {
    await activateLanguage('fr');
    await loadStaffMessages();
    render(
      <I18nProvider i18n={i18n}>
        <FilterBar search={{}} onChange={() => undefined} options={OPTIONS} />
      </I18nProvider>,
    );
    expect(optionsOf('Étape actuelle')).toEqual(['Toutes les étapes', 'Candidature', 'Évaluations', 'Final round']);
    expect(optionsOf('Activité')).toEqual([
      'Toutes les activités',
      'Candidature\u00a0: Formulaire de candidature',
      'Évaluations\u00a0: Questionnaire de personnalité',
      'Évaluations\u00a0: Test de dactylographie',
      'Final round\u00a0: Video introduction',
    ]);
  });
});

const row = (userSmartreqId: number, completed: number): ApplicantRow => ({
  user_smartreq_id: userSmartreqId,
  ref_id: `ref-${userSmartreqId}`,
  user_id: userSmartreqId,
  job_id: 1,
  job_title: 'Customer Support Specialist',
  first_name: 'Mei',
  last_name: `Okafor${userSmartreqId}`,
  email: `mei${userSmartreqId}@example.com`,
  application_date: '2026-11-30T10:00:00Z',
  status: 'active',
  is_new: false,
  current_step_id: 1,
  current_step_name: 'Application',
  completed_activities: completed,
  total_activities: 8,
  completed_pct: Math.round((completed / 8) * 100),
  fit_score: null,
  predictive_score: null,
  assigned_user_id: null,
  assigned_user_name: null,
  rejection_reason_id: null,
  rejection_reason: null,
  rejection_note: null,
});

describe("the applicant list's rows in the reader's language", () => {
  it('given French, then 0 and 1 activity done read in the singular, more in the plural; English and Spanish count the total', async () => {
    const show = () =>
      renderInApp(() => (
        <ApplicantTable
          rows={[row(1, 0), row(2, 1), row(3, 3)]}
          sort={{ field: 'application_date', direction: 'descending' }}
          onSort={() => undefined}
          selected={new Set()}
          onToggle={() => undefined}
          onToggleAll={() => undefined}
          caption="Applicants"
        />
      ));
    await activateLanguage('fr');
    await loadStaffMessages();
    show();
    expect(await screen.findByText('0 activité sur 8')).toBeTruthy();
    expect(screen.getByText('1 activité sur 8')).toBeTruthy();
    expect(screen.getByText('3 activités sur 8')).toBeTruthy();
    cleanup();
    await activateLanguage('es');
    show();
    expect(await screen.findByText('1 de 8 actividades')).toBeTruthy();
    cleanup();
    await activateLanguage('en');
    show();
    expect(await screen.findByText('1 of 8 activities')).toBeTruthy();
  });
});

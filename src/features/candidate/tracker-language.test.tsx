// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { TrackerActivity, TrackerDetail, TrackerItem } from '../../../contracts/progress.ts';
import { candidateKindOf, KIND_BUILT_IN_TITLES } from '../../kinds/candidate.ts';
import { kindLabelOf } from '../../kinds/labels.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { trackerQueryOptions, trackersQueryOptions } from './progress.queries.ts';
import { TrackerScreen } from './tracker-screen.tsx';

// The screen's other reads (accommodations) find no server here, at once.
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const tracker: TrackerItem = {
  tracker_title: 'Job Application',
  job_title: 'Customer Support Specialist',
  account_name: 'Demo Company',
  city: 'Austin',
  state: 'TX',
  created_at: '2026-11-23T10:00:00Z',
  pct_complete: 0,
  remaining_days: 0,
  job_type_id: 2,
  user_id: 7,
  job_uuid: '11111111-1111-4111-8111-111111111111',
  ref_id: 'a0000000-0000-4000-8000-000000000003',
  external_application_id: null,
};

const activity = (id: number, over: Partial<TrackerActivity>): TrackerActivity => ({
  job_step_activity_id: id,
  user_step_id: 1,
  user_step_tracker_id: 1,
  user_step_activity_id: null,
  job_id: 1,
  ref_id: tracker.ref_id,
  user_id: 7,
  asmt_id: null,
  retake_interval_days: 0,
  created_at: tracker.created_at,
  is_completed: false,
  remaining_days: 0,
  title: '',
  activity_type: 'assessment',
  ...over,
});

const detail: TrackerDetail = {
  tracker,
  language: 'es',
  default_language: 'en',
  steps: [
    {
      job_step_id: 2,
      name: 'Assessments',
      sort_order: 1,
      activities: [
        // A kind's built-in name, which the company did not change: translated by the app.
        activity(21, { title: 'Personality questionnaire', activity_type: 'assessment', asmt_id: 1 }),
        // The company's own name, with its Spanish version.
        activity(22, {
          title: 'Video introduction',
          title_i18n: { en: 'Video introduction', es: 'Video de presentación' },
          activity_type: 'video',
        }),
      ],
    },
  ],
  candidate_notice: { before_job_step_id: 2, texts: { en: null, es: null, fr: null } },
};

// Session 45's walk: in Spanish the rows named the activities in Spanish, while the candidate
// notice's list and the Start links' accessible names read the English the server had sent.
describe("the tracker's activity names in the candidate's language", () => {
  it('given Spanish, then the rows, the notice and the Start links name each activity the same way', async () => {
    await activateLanguage('es');
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(trackersQueryOptions(7).queryKey, [tracker]);
    queryClient.setQueryData(trackerQueryOptions(tracker.ref_id).queryKey, detail);
    renderInApp(
      () => <TrackerScreen userId={7} kindOf={candidateKindOf} titles={KIND_BUILT_IN_TITLES} refId={tracker.ref_id} />,
      { queryClient },
    );

    const notice = await screen.findByRole('region', { name: /how you are assessed|cómo se te evalúa/i });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cuestionario de personalidad', 'Video de presentación']);
    // Shown once this device's record is read (IndexedDB).
    expect(await screen.findByRole('link', { name: /Cuestionario de personalidad$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Video de presentación$/ })).toBeTruthy();
    expect(screen.queryByText(/Personality questionnaire|Video introduction/)).toBeNull();
  });
});

// D278, found by a tester as a Spanish candidate: the demo's plan read "Application form",
// "Personality questionnaire", "Typing test" and the company's own names in English, on the rows and
// in each Start link's accessible name.
describe('the whole demo plan in Spanish', () => {
  const english = [
    'Application',
    'Application form',
    'Resume',
    'Equal opportunity questions (voluntary)',
    'Assessments',
    'Personality questionnaire',
    'Screening questions',
    'Typing test',
    'Remote readiness',
    'Internet speed test',
    'Skills',
    'Workplace safety skills test',
    'Interview with the store manager',
    'Offer letter',
    'New hire details',
  ];
  const plan: TrackerDetail = {
    ...detail,
    candidate_notice: null,
    steps: [
      {
        job_step_id: 1,
        name: 'Application',
        sort_order: 1,
        activities: [
          activity(11, { title: 'Application form', activity_type: 'form' }),
          activity(12, { title: 'Resume', activity_type: 'resume' }),
          activity(13, { title: 'Equal opportunity questions (voluntary)', activity_type: 'eeoc' }),
        ],
      },
      {
        job_step_id: 2,
        name: 'Assessments',
        name_i18n: { en: 'Assessments' },
        sort_order: 2,
        activities: [
          activity(21, { title: 'Personality questionnaire', activity_type: 'assessment', asmt_id: 1 }),
          activity(22, { title: 'Screening questions', activity_type: 'questions' }),
          activity(23, { title: 'Typing test', title_i18n: { en: 'Typing test' }, activity_type: 'typing_test' }),
        ],
      },
      {
        // The company's own names with no Spanish version: the kind's name, and the step's number alone.
        job_step_id: 3,
        name: 'Remote readiness',
        name_i18n: { en: 'Remote readiness' },
        sort_order: 3,
        activities: [
          activity(31, { title: 'Internet speed test', activity_type: 'speed_test' }),
          activity(32, {
            title: 'Workplace safety skills test',
            title_i18n: { en: 'Workplace safety skills test' },
            activity_type: 'skills_test',
          }),
          activity(33, { title: 'Interview with the store manager', activity_type: 'interview' }),
          activity(34, { title: 'Offer letter', activity_type: 'offer' }),
          activity(35, { title: 'New hire details', activity_type: 'onboarding' }),
        ],
      },
    ],
  };

  it('given Spanish, then no row, heading, link, button or other accessible name, label or title, nor the page text, reads an English name', async () => {
    await activateLanguage('es');
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(trackersQueryOptions(7).queryKey, [tracker]);
    queryClient.setQueryData(trackerQueryOptions(tracker.ref_id).queryKey, plan);
    renderInApp(
      () => (
        <TrackerScreen
          userId={7}
          kindOf={candidateKindOf}
          titles={KIND_BUILT_IN_TITLES}
          kindLabelOf={kindLabelOf}
          refId={tracker.ref_id}
        />
      ),
      { queryClient },
    );
    // Shown once this device's record is read (IndexedDB).
    // The Start links, shown once this device's record is read (IndexedDB), end with the row's name.
    expect(await screen.findByRole('link', { name: / Prueba de mecanografía$/ })).toBeTruthy();
    for (const name of ['Formulario de postulación', 'Cuestionario de personalidad', 'Prueba de velocidad de internet'])
      expect(screen.getByRole('link', { name: new RegExp(` ${name}$`) })).toBeTruthy();
    // Every link's and heading's accessible name as Testing Library computes it, and each row's text.
    const names: string[] = [];
    const collect = (name: string) => (names.push(name), true);
    screen.getAllByRole('link', { name: collect });
    screen.getAllByRole('heading', { name: collect });
    // Buttons, regions, lists, images and status lines by their accessible names too, every aria-label
    // and title, and the page's text: a screen reader reads any of them.
    for (const role of ['button', 'region', 'list', 'listitem', 'img', 'status', 'progressbar', 'group'] as const)
      screen.queryAllByRole(role, { name: collect });
    for (const element of document.querySelectorAll('[aria-label], [title], [aria-description]'))
      for (const attribute of ['aria-label', 'title', 'aria-description'])
        names.push(element.getAttribute(attribute) ?? '');
    names.push(...[...document.querySelectorAll('.tracker-activity__title')].map((row) => row.textContent ?? ''));
    names.push(document.body.textContent ?? '');
    for (const name of english)
      expect(
        names.filter((shown) => new RegExp(`(^|\\s)${name.replace(/[()]/g, '\\$&')}($|\\s)`).test(shown)),
        name,
      ).toEqual([]);
    // The step the company named only in English: its number alone (this file loads no feature catalog, so "Step").
    expect(screen.getByRole('heading', { name: /^(Paso|Step) 3$/ })).toBeTruthy();
  });
});

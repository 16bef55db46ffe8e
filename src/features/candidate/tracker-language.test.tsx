// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { TrackerActivity, TrackerDetail, TrackerItem } from '../../../contracts/progress.ts';
import { candidateKindOf, KIND_BUILT_IN_TITLES } from '../../kinds/candidate.ts';
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

    const notice = await screen.findByRole('region', { name: /how you are assessed|cómo se le evalúa/i });
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

// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * A video question reads in the candidate's language (D199): the company's version in it, else
 * the default language's, as the tracker names the activity; switching language needs no request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { VideoActivity, VideoQuestion } from '../../../contracts/video.ts';
import { activateLanguage, loadCatalog } from '../../lib/i18n.ts';
import { json, LEASE_HELD, LEASE_PATH, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { KnownReadinessContext } from '../../ui/offline-readiness/offline-ready-gate.tsx';
import { VideoScreen } from './video-screen.tsx';
import { videoActivityQueryOptions } from './video.queries.ts';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { onLine?: boolean }).onLine;
  onlineManager.setOnline(true);
  await activateLanguage('en');
});

const question = (id: number, text: string, text_i18n?: VideoQuestion['text_i18n']): VideoQuestion => ({
  video_question_id: id,
  text,
  ...(text_i18n ? { text_i18n } : {}),
  media: 'video',
  time_limit_seconds: 60,
  max_retakes: null,
  takes_used: 0,
  answer: null,
});

function renderVideoPage(questions: VideoQuestion[]) {
  const activity = {
    refId: 'b2c3d4e5-0000-4000-8000-000000000001',
    jobUuid: 'job',
    activityId: 77,
    title: 'Video',
    jobTitle: 'Support',
  };
  const data: VideoActivity = {
    ref_id: activity.refId,
    job_step_activity_id: activity.activityId,
    title: 'Video',
    job_title: 'Support',
    default_language: 'en',
    is_completed: false,
    max_bytes: 50_000_000,
    questions,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(videoActivityQueryOptions(activity).queryKey, data);
  renderInApp(() => <VideoScreen activity={activity} onSubmitted={() => undefined} />, {
    queryClient,
    wrap: (app) => <KnownReadinessContext value={{ status: 'ready' }}>{app}</KnownReadinessContext>,
  });
}

describe('a video question in the reader’s language', () => {
  it('given Spanish, then a question with a Spanish version reads it, one without reads the company’s English, and offline a switch to French shows the French', async () => {
    await activateLanguage('es');
    // As the video answers route loads its catalog.
    await loadCatalog('video-answer');
    const sent: SentRequest[] = [];
    stubFetch(sent, ({ path }) => (path === LEASE_PATH.heartbeat ? json(200, LEASE_HELD) : undefined));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    onlineManager.setOnline(false);
    renderVideoPage([
      question(1, 'Introduce yourself.', { en: 'Introduce yourself.', es: 'Preséntate.', fr: 'Présentez-vous.' }),
      question(2, 'Why this job?', { en: 'Why this job?' }),
      question(3, 'Saved before versions existed.'),
    ]);
    const first = await screen.findByRole('listitem', { name: 'Pregunta 1' });
    expect(within(first).getByText('Preséntate.')).toBeTruthy();
    expect(screen.getByText('Why this job?')).toBeTruthy();
    expect(screen.getByText('Saved before versions existed.')).toBeTruthy();
    expect(screen.queryByText('Introduce yourself.')).toBeNull();

    await act(() => activateLanguage('fr'));
    expect(await screen.findByText('Présentez-vous.')).toBeTruthy();
    expect(sent.filter((r) => r.path.includes('video-questions'))).toEqual([]);
  });
});

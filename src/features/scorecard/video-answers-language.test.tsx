/** The scorecard's video answers ask for the questions in the screen's language and read again when it changes (D199). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoAnswersSection } from './video-answers-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUESTION: Record<string, string> = {
  es: 'Preséntese, por favor.',
  fr: 'Présentez-vous.',
  en: 'Introduce yourself.',
};

/** Answers with the question in the language the request names, as the server words it; records each request's language. */
function stubServer() {
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const language = new URL(String(input), 'http://localhost').searchParams.get('language');
      asked.push(language);
      const answer = {
        video_answer_id: 7,
        job_step_activity_id: 8,
        activity_title: 'Video',
        video_question_id: 1,
        question_text: QUESTION[language ?? 'en'],
        media: 'video',
        content_type: 'video/webm',
        size_bytes: 1000,
        duration_seconds: 2,
        ready_at: '2026-12-01T10:00:00Z',
        file_path: '/smartreq/v1/video-answers/3/file/7/',
        playback: {
          video_answer_id: 7,
          status: 'ready',
          reason: '',
          file_path: '/smartreq/v1/video-answers/3/file/7/?variant=playable',
          content_type: 'video/mp4',
          poster_path: null,
          captions: { status: 'off', reason: '', vtt_path: null, transcript: null, checked_by: null, checked_at: null },
          can_retry: false,
        },
      };
      return new Response(JSON.stringify({ data: [answer] }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

describe("the scorecard's video answers in the screen's language", () => {
  it('given a Spanish screen, then the question is asked for and shown in Spanish; switched to French, it is read again in French', async () => {
    const asked = stubServer();
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <VideoAnswersSection userSmartreqId={3} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: QUESTION.es })).toBeTruthy();
    expect(asked).toEqual(['es']);

    act(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
    expect(await screen.findByRole('heading', { name: QUESTION.fr })).toBeTruthy();
    expect(asked.at(-1)).toBe('fr');
  });
});

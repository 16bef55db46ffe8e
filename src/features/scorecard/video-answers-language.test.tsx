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
        question_language: language ?? 'en',
        shown: null,
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

describe('the question as the candidate read it (D473)', () => {
  const read = (shown: unknown, question_text: string, question_language: string) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const answer = {
          video_answer_id: 9,
          job_step_activity_id: 8,
          activity_title: 'Video',
          video_question_id: 2,
          question_text,
          question_language,
          shown,
          media: 'video',
          content_type: 'video/webm',
          size_bytes: 1000,
          duration_seconds: 2,
          ready_at: '2026-12-01T10:00:00Z',
          file_path: '/smartreq/v1/video-answers/3/file/9/',
          playback: {
            video_answer_id: 9,
            status: 'ready',
            reason: '',
            file_path: '/smartreq/v1/video-answers/3/file/9/?variant=playable',
            content_type: 'video/mp4',
            poster_path: null,
            captions: {
              status: 'off',
              reason: '',
              vtt_path: null,
              transcript: null,
              checked_by: null,
              checked_at: null,
            },
            can_retry: false,
          },
        };
        return new Response(JSON.stringify({ data: [answer] }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <VideoAnswersSection userSmartreqId={3} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  };

  it('given an answer to the Spanish version read on an English screen, then the heading is the Spanish the candidate read, marked Spanish, with a note and the English version', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    read({ language: 'es', text: QUESTION.es }, QUESTION.en!, 'en');
    const heading = await screen.findByRole('heading', { name: QUESTION.es });
    expect(heading.getAttribute('lang')).toBe('es');
    const note = heading.nextElementSibling!;
    expect(note.textContent).toBe(`The candidate read it in Spanish. In English: ${QUESTION.en}`);
    expect(note.querySelector('[lang="en"]')!.textContent).toBe(QUESTION.en);
  });

  it('given the Spanish version reworded since, on a Spanish screen, then the words read come first and the rewording is beside them', async () => {
    // No catalog loaded: the sentences stay in English, the language's name is the screen's (Intl).
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    read({ language: 'es', text: QUESTION.es }, 'Preséntate.', 'es');
    const heading = await screen.findByRole('heading', { name: QUESTION.es });
    expect(heading.nextElementSibling!.textContent).toBe('The candidate read it in español. Worded since: Preséntate.');
  });

  it('given an answer whose shown version is unknown, then the question as the screen reads it and no note', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    read(null, QUESTION.en!, 'en');
    const heading = await screen.findByRole('heading', { name: QUESTION.en });
    expect(heading.getAttribute('lang')).toBeNull();
    expect(screen.queryByText(/The candidate read it/)).toBeNull();
  });
});

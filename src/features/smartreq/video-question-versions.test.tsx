/** A video question's versions in the company's other languages, written in the plan editor beside the question (D199, D469). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlanStep } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/languages.ts';
import { activity, step } from './plan-fixtures.ts';
import { StepCard } from './step-card.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Records each PATCH's body; every other request 404 (the plan's refresh is not under test). */
function stubServer() {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return json(200, { data: {} });
      }
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return patches;
}

const video: PlanStep = {
  ...step,
  activities: [
    {
      ...activity,
      activity_type: 'video',
      title: 'Video answers',
      title_i18n: {},
      video_questions: [
        {
          video_question_id: 501,
          text: 'Introduce yourself.',
          text_i18n: { es: 'Preséntese.' },
          media: 'video',
          time_limit_seconds: 60,
          max_retakes: 1,
        },
        {
          video_question_id: 502,
          text: 'Why this job?',
          text_i18n: { es: '¿Por qué este puesto?', fr: 'Pourquoi ce poste ?' },
          media: 'audio',
          time_limit_seconds: 90,
          max_retakes: null,
        },
      ],
    },
  ],
};

function editVideo(defaultLanguage: Language = 'en') {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StepCard
          step={video}
          position={1}
          jobId={3}
          language="en"
          defaultLanguage={defaultLanguage}
          isFirst
          isLast
          onMove={vi.fn()}
          onDeleteStep={vi.fn()}
          onDeleteActivity={vi.fn()}
          run={(action) => action().then(() => true)}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit Video answers' }));
  return screen.getByRole('button', { name: 'Save activity' }).closest('form')!;
}

const versionsOf = (form: HTMLElement, n: number) =>
  within(within(form).getByRole('group', { name: `Question ${n} in other languages` }));

describe("a video question's other languages in the plan editor", () => {
  it('given saved questions with versions, then each shows its own beside it, a missing one marked; a question removed and one edited send the rest with their ids and versions', async () => {
    const patches = stubServer();
    const form = editVideo();
    expect(versionsOf(form, 1).getByLabelText(/^Spanish/)).toHaveProperty('value', 'Preséntese.');
    const french = versionsOf(form, 1).getByLabelText(/^French/);
    expect(french.closest('.form-field')?.textContent).toMatch(/Missing: French readers see the English text/);
    expect(versionsOf(form, 2).getByLabelText(/^French/)).toHaveProperty('value', 'Pourquoi ce poste ?');

    fireEvent.change(french, { target: { value: '  Présentez-vous. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove question 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a question' }));
    fireEvent.change(within(form).getByLabelText('Question 2'), { target: { value: 'Anything else?' } });
    fireEvent.change(versionsOf(form, 2).getByLabelText(/^Spanish/), { target: { value: '¿Algo más?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save activity' }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      video_questions: [
        {
          video_question_id: 501,
          text: 'Introduce yourself.',
          text_i18n: { es: 'Preséntese.', fr: 'Présentez-vous.' },
        },
        { text: 'Anything else?', text_i18n: { es: '¿Algo más?', fr: '' } },
      ],
    });
    expect(patches[0]).not.toHaveProperty('video_questions.1.video_question_id');
  });

  it('given a Spanish company, then the versions offered are English and French, and a rewritten question asks for them to be checked', () => {
    stubServer();
    const form = editVideo('es');
    expect(versionsOf(form, 1).queryByLabelText(/^Spanish/)).toBeNull();
    expect(versionsOf(form, 1).getByLabelText(/^English/)).toBeTruthy();
    const question = within(form).getByLabelText('Question 2');
    expect(question.closest('.form-field')?.textContent).not.toMatch(/check that its other languages/);
    fireEvent.change(question, { target: { value: 'Why do you want this job?' } });
    expect(question.closest('.form-field')?.textContent).toMatch(
      /You changed the question: check that its other languages still ask the same/,
    );
  });

  it('given a version over 1000 characters, then it is named beside its field and nothing is sent', async () => {
    const patches = stubServer();
    const form = editVideo();
    fireEvent.change(versionsOf(form, 2).getByLabelText(/^Spanish/), { target: { value: 'a'.repeat(1001) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save activity' }));
    expect(await versionsOf(form, 2).findByText('This version is too long.')).toBeTruthy();
    expect(patches).toEqual([]);
  });
});

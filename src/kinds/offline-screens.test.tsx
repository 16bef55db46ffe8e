/**
 * Offline, every activity screen says what it can do (D269): the equal-opportunity
 * questions, online only, say they need a connection and open by themselves when it returns; an
 * activity never opened online says it is not ready offline and what to do, never a bare
 * "Loading…"; and its tracker badge does not say "Getting ready" while nothing can get ready.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { TrackerActivity } from '../../contracts/progress.ts';
import { EEOC_QUESTION_CODES, EEOC_QUESTIONS } from '../../contracts/eeoc-questions.ts';
import { eeocQuestionsQueryOptions } from '../features/eeoc/eeoc.queries.ts';
import { EeocScreen } from '../features/eeoc/eeoc-screen.tsx';
import { SkillsInstructionScreen } from '../features/skills-test/instruction-screen.tsx';
import { InstructionScreen } from '../features/questionnaire/instruction-screen.tsx';
import { VideoScreen } from '../features/video-answer/video-screen.tsx';
import type { ReadinessEnv } from '../offline/offline-readiness.ts';
import { candidateKindOf } from './candidate.ts';
import { ActivityOfflineIndicator } from '../ui/offline-readiness/offline-indicator.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const ACTIVITY = { refId: '5f0c1a52-7a3d-4c55-9d0e-3a1f6e2b9c10', jobUuid: 'job', activityId: 41 };

/** The browser's word on the network, as useIsOnline and the query client read it. */
function setNetwork(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderPage(page: ReactNode, queryClient = new QueryClient()) {
  const root = createRootRoute({ component: () => page });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => setNetwork(false));
afterEach(() => {
  cleanup();
  setNetwork(true);
});

describe('the equal-opportunity questions offline', () => {
  it('given no network, then they say they need a connection and why, and open by themselves when it returns', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      eeocQuestionsQueryOptions().queryKey,
      EEOC_QUESTION_CODES.map((code) => ({ code, options: [...EEOC_QUESTIONS[code]] })),
    );
    renderPage(<EeocScreen activity={ACTIVITY} onSubmitted={() => undefined} />, queryClient);
    const alert = await screen.findByTestId('needs-connection');
    expect(alert.textContent).toContain('This needs a connection.');
    expect(alert.textContent).toContain('these answers are never stored on this device');
    expect(screen.queryByText('Loading…')).toBeNull();

    act(() => setNetwork(true));
    expect(await screen.findByRole('heading', { name: 'Equal opportunity questions' })).toBeTruthy();
    expect(screen.queryByTestId('needs-connection')).toBeNull();
  });

  it('given choices made online, when the network goes, then they stay on screen, Submit waits and the page says why, and Submit opens when it returns', async () => {
    setNetwork(true);
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      eeocQuestionsQueryOptions().queryKey,
      EEOC_QUESTION_CODES.map((code) => ({ code, options: [...EEOC_QUESTIONS[code]] })),
    );
    renderPage(<EeocScreen activity={ACTIVITY} onSubmitted={() => undefined} />, queryClient);
    await screen.findByRole('heading', { name: 'Equal opportunity questions' });
    const choice = screen.getAllByRole('radio')[0]!;
    act(() => choice.click());
    const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit().disabled).toBe(false);

    act(() => setNetwork(false));
    // The chaos driver's person reads this and waits for the network (e2e/support/chaos/eeoc.ts).
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes("You're offline."));
    expect(status?.textContent).toContain('these answers are not stored on this device; you can send them');
    expect(screen.getAllByRole<HTMLInputElement>('radio')[0]!.checked).toBe(true);
    expect(screen.queryByTestId('needs-connection')).toBeNull();
    expect(submit().disabled).toBe(true);

    act(() => setNetwork(true));
    expect(submit().disabled).toBe(false);
  });

  it('given its tracker badge, then it needs a connection, never "available offline"', async () => {
    const kind = candidateKindOf('eeoc')!;
    renderPage(
      <ActivityOfflineIndicator
        offline={kind.offline}
        activity={{ refId: ACTIVITY.refId, activity: { activity_type: 'eeoc' } as TrackerActivity }}
        loadScreen={async () => undefined}
      />,
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      '✕Needs a connection: your answers are never stored on this device',
    );
  });
});

describe('an activity never opened online, offline', () => {
  it.each([
    ['skills test', <SkillsInstructionScreen activity={{ ...ACTIVITY, title: 'Skills test', language: 'en' }} />],
    ['questionnaire', <InstructionScreen activity={{ ...ACTIVITY, asmtId: 3 }} />],
    [
      'video answers',
      <VideoScreen activity={{ ...ACTIVITY, title: 'Video', jobTitle: 'Agent' }} onSubmitted={() => undefined} />,
    ],
  ])('given the %s, then it says it is not ready offline and what to do, not "Loading…"', async (_, page) => {
    renderPage(page);
    const alert = await screen.findByTestId('not-ready-offline');
    expect(alert.textContent).toContain('Not ready to use offline.');
    expect(alert.textContent).toContain('Connect to the internet once: this page opens by itself');
    expect(screen.queryByText(/^Loading/)).toBeNull();
  });

  it('given its badge while the check has not finished, then offline it says connect once, not "Getting ready"', async () => {
    const kind = candidateKindOf('skills_test')!;
    // A worker that never takes control: the check never ends, as on a device that went offline first.
    const env: ReadinessEnv = {
      serviceWorker: { controller: null },
      caches: { match: async () => undefined },
      resources: () => [],
      origin: 'https://app.test',
      online: () => true,
      registrationFailed: () => false,
      persist: async () => 'granted',
      quota: async () => ({ status: 'enough' }),
    };
    renderPage(
      <ActivityOfflineIndicator
        offline={kind.offline}
        activity={{ refId: ACTIVITY.refId, activity: { activity_type: 'skills_test' } as TrackerActivity }}
        loadScreen={async () => undefined}
        env={env}
      />,
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('✕Not available offline: connect once to get it ready');
    act(() => setNetwork(true));
    await waitFor(() => expect(status.textContent).toBe('○Getting ready for offline'));
  });
});

// @vitest-environment happy-dom
/**
 * The notice a candidate reads before a skills test (D402): what the device records while a
 * section runs and that it never changes the score, in English, Spanish and French.
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { SkillsInstructionScreen } from './instruction-screen.tsx';
import { skillsTestQueryOptions } from './skills-test.queries.ts';

const catalogs: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/skills-test.po'),
  es: () => import('../../locales/es/skills-test.po'),
  fr: () => import('../../locales/fr/skills-test.po'),
};

const ACTIVITY = { refId: '5f0c1a52-7a3d-4c55-9d0e-3a1f6e2b9c10', jobUuid: 'job', activityId: 41, title: 'Skills' };

const content = {
  title: 'Spreadsheet skills',
  instructions: 'Answer what you can.',
  time_accommodation: 1,
  submitted_at: null,
  server_now: '2026-11-30T10:00:00.000Z',
  sections: [
    { skills_test_section_id: 1, title: 'Formulas', is_practice: false, minutes: 10, questions: [], details: null },
  ],
} as unknown as SkillsTestContent;

afterEach(cleanup);
// The screen reads its content again on opening: no server here, so the read waits.
beforeAll(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
afterAll(() => vi.unstubAllGlobals());

describe('the notice before a skills test', () => {
  it.each([
    ['en', 'What this test records', 'paste attempts', 'they never change your score', 'moves to another device'],
    [
      'es',
      'Qué registra esta prueba',
      'los intentos de pegar texto',
      'nunca cambian tu puntuación',
      'pasa a otro dispositivo',
    ],
    [
      'fr',
      'Ce que ce test enregistre',
      'les tentatives de collage',
      'ils ne changent jamais votre score',
      'passe sur un autre appareil',
    ],
  ] as const)(
    'in %s, says what is recorded, a move to another device too, and that no score reads it',
    async (language, heading, what, never, moved) => {
      i18n.loadAndActivate({ locale: language, messages: (await catalogs[language]!()).messages as Messages });
      const activity = { ...ACTIVITY, language };
      const queryClient = new QueryClient();
      queryClient.setQueryData(skillsTestQueryOptions(activity.refId, activity.activityId, language).queryKey, content);
      const root = createRootRoute({ component: () => <SkillsInstructionScreen activity={activity} /> });
      const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
      render(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>,
      );
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      const notice = screen.getByTestId('integrity-notice').textContent;
      expect(notice).toContain(what);
      expect(notice).toContain(never);
      expect(notice).toContain(moved);
    },
  );
});

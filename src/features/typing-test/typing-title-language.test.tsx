// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D278: a Spanish candidate read the typing test's heading in English ("Typing test", the
 * title as the company's default language has it). The heading names it in the reader's language:
 * the company's version, else the built-in name translated, else the kind's own name.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TypingTest } from '../../../contracts/typing-test.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { json, LEASE_HELD, LEASE_PATH, renderInApp, stubFetch } from '../../offline-hooks/testing/lease-kit.tsx';
import { TypingScreen } from './typing-screen.tsx';

const REF = '6e8f0a2d-5f7b-4d9e-9a3c-4b6d8f0a2e5a';
let activityId = 1900;

const testOf = (id: number): TypingTest => ({
  ref_id: REF,
  job_step_activity_id: id,
  title: 'Typing test',
  job_title: 'Remote Support',
  is_completed: false,
  passage: { typing_passage_id: 2, language: 'es', text: 'el gato' },
  duration_seconds: 60,
  time_accommodation: 1,
  limit_seconds: 60,
  result: null,
});

beforeEach(() => {
  activityId++;
  stubFetch([], ({ path }) => {
    if (path.startsWith('/api/user-response/v1/typing-tests/')) return json(200, { data: testOf(activityId) });
    if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    return json(404, { message: 'Not found' });
  });
});

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const open = (title: string, titleVersions?: Record<string, string>) =>
  renderInApp(() => (
    <TypingScreen
      activity={{ refId: REF, jobUuid: 'j', activityId, title, titleVersions, jobTitle: 'Remote Support' }}
      userId={9}
      onScored={() => {}}
    />
  ));

describe("the typing test's heading in the candidate's language", () => {
  it('given Spanish and the built-in English title, then the heading is Spanish', async () => {
    await activateLanguage('es');
    open('Typing test', { en: 'Typing test' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Prueba de mecanografía');
  });

  it('given Spanish and a title the company wrote only in English, then the kind’s Spanish name', async () => {
    await activateLanguage('es');
    open('Rapid keyboard check', { en: 'Rapid keyboard check' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toContain('Rapid keyboard check');
    expect(heading.textContent).toBe('Prueba de mecanografía');
  });

  it('given the company’s Spanish version, then that version', async () => {
    await activateLanguage('es');
    open('Rapid keyboard check', { en: 'Rapid keyboard check', es: 'Teclado rápido' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Teclado rápido');
  });
});

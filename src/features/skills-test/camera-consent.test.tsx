// @vitest-environment happy-dom
/**
 * The camera check's consent before a timed section (D455): when the company asks, the candidate
 * reads what is taken, who sees it and that declining is never held against them, in their
 * language, before the section's start; declining leads straight on to the start, keeps the answer
 * on the device and sends it as declined, and never opens the camera. The skills test screen, the
 * outbox, its Dexie database and the sync loop are the real ones; only fetch is stubbed.
 */
import { i18n, type Messages } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { getOfflineDb } from '../../offline/db.ts';
import {
  answerServer,
  drainOutbox,
  json,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { CameraConsent } from '../../ui/camera-consent/camera-consent.tsx';
import { SkillsTestScreen } from './timed-screen.tsx';

const REF = '3c5e7a9b-2d4f-4a6c-8e1b-5d7f9a2c4e6b';
const CONSENT_PATH = '/api/user-response/v1/camera-consent/';
let activityId = 4550;
const sent: SentRequest[] = [];
const getUserMedia = vi.fn(() => Promise.reject(new Error('no camera in this test')));

function content(cameraConsent: 'given' | 'declined' | null): SkillsTestContent {
  return {
    skills_test_id: 1,
    user_skills_test_id: null,
    ref_id: REF,
    job_step_activity_id: activityId,
    job_id: 1,
    language: 'en',
    title: 'Spreadsheet skills',
    instructions: 'Answer what you can.',
    time_accommodation: 1,
    accommodations: [],
    ask_full_screen: false,
    ask_camera_check: true,
    camera_consent: cameraConsent,
    grace_seconds: 10,
    submitted_at: null,
    server_now: new Date().toISOString(),
    sections: [
      {
        skills_test_section_id: 1,
        sort_order: 1,
        is_practice: false,
        title: 'Formulas',
        instructions: '',
        minutes: 10,
        questions: [],
        details: null,
      },
    ],
  };
}

function serve(test: SkillsTestContent) {
  stubFetch(sent, (request) => {
    if (request.path === `/api/user-response/v1/skills-test/${REF}/`) return json(200, { data: test });
    if (request.path === CONSENT_PATH)
      return json(200, { data: { consent: (request.body as { consent: string }).consent } });
    return answerServer(request);
  });
}

const activity = () => ({ refId: REF, jobUuid: 'job', activityId, title: 'Skills', language: 'en' as const });

beforeEach(() => {
  sent.length = 0;
  activityId++;
  getUserMedia.mockClear();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the camera check before a timed section', () => {
  it('given the company asks and nothing is answered, when the candidate declines, then the section can start, declined is kept and sent, and the camera never opens', async () => {
    serve(content(null));
    renderInApp(() => <SkillsTestScreen activity={activity()} />);
    await screen.findByRole('heading', { name: 'May this test take photos with your camera?' });
    expect(screen.queryByRole('button', { name: 'Start this section' })).toBeNull();
    expect(document.body.textContent).toContain('never held against you');
    expect(screen.getByRole('link', { name: 'Ask for an alternative process on your progress tracker' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue without the camera' }));
    await screen.findByRole('button', { name: 'Start this section' });
    expect(screen.queryByRole('heading', { name: 'May this test take photos with your camera?' })).toBeNull();

    const db = getOfflineDb();
    await waitFor(async () => {
      const attempt = (await db.attempts.toArray()).find((a) => a.jobStepActivityId === activityId);
      expect(attempt?.cameraCheck).toMatchObject({ consent: 'declined', taken: [] });
    });
    await drainOutbox();
    const answers = sent.filter((s) => s.path === CONSENT_PATH);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.body).toMatchObject({ ref_id: REF, job_step_activity_id: activityId, consent: 'declined' });
    expect(answers[0]!.key).not.toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('given the answer was given on another device, then this one does not ask again and keeps that answer, sending nothing', async () => {
    serve(content('declined'));
    renderInApp(() => <SkillsTestScreen activity={activity()} />);
    await screen.findByRole('button', { name: 'Start this section' });
    expect(screen.queryByRole('heading', { name: 'May this test take photos with your camera?' })).toBeNull();
    const db = getOfflineDb();
    await waitFor(async () => {
      const attempt = (await db.attempts.toArray()).find((a) => a.jobStepActivityId === activityId);
      expect(attempt?.cameraCheck?.consent).toBe('declined');
    });
    await drainOutbox();
    expect(sent.filter((s) => s.path === CONSENT_PATH)).toEqual([]);
  });

  it.each([
    ['es', /^¿Puede esta prueba tomar fotos con tu cámara\?$/, 'Continuar sin la cámara', 'nunca se usa en tu contra'],
    // French sets a no-break space before the question mark.
    [
      'fr',
      /^Ce test peut-il prendre des photos avec votre caméra\s\?$/,
      'Continuer sans la caméra',
      'jamais retenu contre vous',
    ],
  ] as const)('in %s, asks and offers to go on without the camera', async (language, heading, decline, never) => {
    const { messages } = (await import(`../../locales/${language}/camera-consent.po`)) as { messages: Messages };
    i18n.loadAndActivate({ locale: language, messages });
    const answers: string[] = [];
    renderInApp(() => <CameraConsent activity={activity()} onAnswer={(a) => answers.push(a)} />);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(document.body.textContent).toContain(never);
    fireEvent.click(screen.getByRole('button', { name: decline }));
    expect(answers).toEqual(['declined']);
  });
});

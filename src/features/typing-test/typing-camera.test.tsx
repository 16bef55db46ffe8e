/**
 * The camera check by consent on the typing test (D455): where the company asks, the intro says so,
 * and after Start the candidate is asked before the run's clock starts; agreeing opens the camera
 * for the start's photo, declining never opens it, and both lead on to the run and are kept and
 * sent. An answer given on another device is not asked again. The typing screen, the outbox, its
 * Dexie database and the sync loop are the real ones; only fetch and the camera are stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { findAttempt } from '../../offline/attempts.ts';
import {
  drainOutbox,
  json,
  LEASE_HELD,
  LEASE_PATH,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { TypingScreen } from './typing-screen.tsx';
import { typingTestOf } from './testing/typing-test-fixture.ts';

const REF = '8b2d4f6a-1c3e-4a5b-9d7f-2e4a6c8b0d1f';
const CONSENT_PATH = '/api/user-response/v1/camera-consent/';
const ASKED = 'May this test take photos with your camera?';
let activityId = 4700;
const sent: SentRequest[] = [];
const getUserMedia = vi.fn(() => Promise.reject(new Error('no camera in this test')));

function serve(cameraConsent: 'given' | 'declined' | null) {
  stubFetch(sent, ({ path, body }) => {
    if (path.startsWith('/api/user-response/v1/typing-tests/'))
      return json(200, {
        data: { ...typingTestOf(REF, activityId), ask_camera_check: true, camera_consent: cameraConsent },
      });
    if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    if (path === CONSENT_PATH) return json(200, { data: { consent: (body as { consent: string }).consent } });
    return undefined;
  });
}

async function openAndStart() {
  const activity = { refId: REF, jobUuid: 'job-typing', activityId, title: 'Typing test', jobTitle: 'Remote Support' };
  renderInApp(() => <TypingScreen activity={activity} userId={9} onScored={() => undefined} />);
  const start = await screen.findByRole<HTMLButtonElement>('button', { name: 'Start the typing test' });
  await waitFor(() => expect(start.disabled).toBe(false));
  fireEvent.click(start);
}

const consents = () =>
  sent.filter(
    (s) => s.path === CONSENT_PATH && (s.body as { job_step_activity_id: number }).job_step_activity_id === activityId,
  );

beforeEach(() => {
  sent.length = 0;
  activityId++;
  getUserMedia.mockClear();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the camera check before the typing run', () => {
  it('given the company asks and nothing is answered, then the intro says so, and after Start the run waits for the answer; agreeing opens the camera for the start, keeps and sends the consent', async () => {
    serve(null);
    await openAndStart();
    await screen.findByRole('heading', { name: ASKED });
    expect(screen.queryByLabelText('Type the passage here')).toBeNull();
    expect(document.body.textContent).toContain('never held against you');
    expect(document.body.textContent).toContain('while you type');

    fireEvent.click(screen.getByRole('button', { name: 'I agree to the photos' }));
    await screen.findByLabelText('Type the passage here');
    expect((await screen.findByRole('note')).textContent).toBe(
      'As you agreed, this test takes up to three photos with your camera while you type.',
    );
    // The start's photo: the camera is asked for once, the video only.
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });

    await waitFor(async () => expect((await findAttempt(REF, activityId))?.cameraCheck?.consent).toBe('given'));
    await drainOutbox();
    expect(consents()).toHaveLength(1);
    expect(consents()[0]!.body).toMatchObject({ ref_id: REF, job_step_activity_id: activityId, consent: 'given' });
  });

  it('given the candidate declines, then the run starts, declined is kept and sent, and the camera never opens', async () => {
    serve(null);
    await openAndStart();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue without the camera' }));
    const area = await screen.findByLabelText<HTMLTextAreaElement>('Type the passage here');
    fireEvent.change(area, { target: { value: 'the cat' } });
    expect(screen.queryByRole('note')).toBeNull();

    await waitFor(async () =>
      expect((await findAttempt(REF, activityId))?.cameraCheck).toMatchObject({ consent: 'declined', taken: [] }),
    );
    await drainOutbox();
    expect(consents().map((s) => (s.body as { consent: string }).consent)).toEqual(['declined']);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('given the answer was given on another device, then Start leads straight to the run, the answer is kept here and nothing is sent again', async () => {
    serve('declined');
    await openAndStart();
    await screen.findByLabelText('Type the passage here');
    expect(screen.queryByRole('heading', { name: ASKED })).toBeNull();
    await waitFor(async () => expect((await findAttempt(REF, activityId))?.cameraCheck?.consent).toBe('declined'));
    await drainOutbox();
    expect(consents()).toEqual([]);
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});

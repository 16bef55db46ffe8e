/** Offline promise 10 on the speed test's page: read-only while another device has it; a refused result is kept and saved after continuing here. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';

const sent: string[] = [];
let answer: (path: string) => Promise<unknown>;

vi.mock('../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api-client.ts')>()),
  call: async (endpoint: { path: string }) => {
    sent.push(endpoint.path);
    return answer(endpoint.path);
  },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/user/progress-tracker">{children}</a>,
}));
vi.mock('./speed-runner.ts', () => ({
  runSpeedTest: async () => ({ downloadMbps: 80, uploadMbps: 20, latencyMs: 15, jitterMs: 2 }),
}));

const { SpeedScreen } = await import('./speed-screen.tsx');

i18n.loadAndActivate({ locale: 'en', messages: {} });

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let activityId = 500;
const HEARTBEAT = '/user-response/v1/activity-lease/heartbeat/';
const TAKE_OVER = '/user-response/v1/activity-lease/take-over/';
const RESULT = '/integration/v1/speed-test/result/';
const held = { lease_expires_at: '2026-11-21T10:01:30.000Z', lease_ms: 90_000, taken_over_at: null };
const leased = () =>
  new ApiError({
    status: 409,
    body: {
      code: 'attempt_leased',
      message: 'Refused',
      errors: [
        { prop: 'last_active_at', message: '2026-11-21T10:00:00.000Z' },
        { prop: 'lease_expires_at', message: '2026-11-21T10:01:30.000Z' },
      ],
    },
  });
const saved = {
  ref_id: REF,
  download_mbps: 80,
  upload_mbps: 20,
  latency_ms: 15,
  jitter_ms: 2,
  method_version: 1,
  completed_at: '2026-11-21T10:05:00.000Z',
};

function renderScreen(onSaved = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <SpeedScreen activity={{ refId: REF, jobUuid: 'job', activityId, title: 'Speed test' }} onSaved={onSaved} />
    </I18nProvider>,
  );
  return onSaved;
}

beforeEach(() => {
  sent.length = 0;
  activityId++;
});
afterEach(cleanup);

describe('the speed test with one writer across devices (offline promise 10)', () => {
  it('given another device has the speed test open, then the notice shows and the test cannot start', async () => {
    answer = async () => {
      throw leased();
    };
    renderScreen();
    expect((await screen.findByTestId('lease-notice')).dataset.lease).toBe('elsewhere');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start the speed test' }).disabled).toBe(true);
  });

  it('given the result refused because another device took the lease, then it stays on screen without an error and is saved after continuing on this device', async () => {
    answer = async (path) => {
      if (path === HEARTBEAT) return held;
      if (path === RESULT) throw leased();
      if (path === TAKE_OVER) return { ...held, taken_over_at: '2026-11-21T10:04:00.000Z' };
      throw new Error(`unexpected ${path}`);
    };
    const onSaved = renderScreen();
    await waitFor(() => expect(sent).toContain(HEARTBEAT));
    fireEvent.click(screen.getByRole('button', { name: 'Start the speed test' }));
    expect(await screen.findByTestId('lease-notice')).toBeTruthy();
    expect(screen.getByText('80 Mbps')).toBeTruthy();
    expect(screen.queryByText(/could not be saved/)).toBeNull();
    const saveButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Save the result' });
    expect(saveButton.disabled).toBe(true);

    fireEvent.click(screen.getByTestId('lease-continue'));
    await waitFor(() => expect(screen.queryByTestId('lease-notice')).toBeNull());
    answer = async (path) => (path === RESULT ? saved : held);
    fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));
    expect(await screen.findByText('Your result has been saved. Thank you!')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(sent.filter((p) => p === RESULT)).toHaveLength(2);
  });
});

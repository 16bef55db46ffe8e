/** Offline promise 10 for the activities submitted whole, the page's side: the tab claim, the heartbeat, the refusal, taking over. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError, type call } from '../lib/api-client.ts';
import { ActivityLeaseNotice } from '../ui/activity-shell/submission-shell.tsx';
import { claimOnce } from '../offline/attempt-lock.ts';
import { useActivityLease, type ActivityTarget } from './use-activity-lease.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let activityId = 100;
const sent: { path: string; body: unknown }[] = [];
let answer: (path: string) => Promise<unknown>;

const send = (async (endpoint: { path: string }, options: { body: unknown }) => {
  sent.push({ path: endpoint.path, body: options.body });
  return answer(endpoint.path);
}) as unknown as typeof call;

const refusal = (code: string, errors: { prop: string; message: string }[]) =>
  new ApiError({ status: 409, body: { code, message: 'Refused', errors } });
const leased = () =>
  refusal('attempt_leased', [
    { prop: 'last_active_at', message: '2026-11-21T10:00:00.000Z' },
    { prop: 'lease_expires_at', message: '2026-11-21T10:01:30.000Z' },
  ]);

function Page({ target }: { target: ActivityTarget }) {
  const lease = useActivityLease(target, true, send);
  return (
    <I18nProvider i18n={i18n}>
      <ActivityLeaseNotice lease={lease} />
      <button type="button" disabled={lease.blocked !== undefined}>
        Submit
      </button>
      <button
        type="button"
        onClick={() =>
          lease.noteRefusal(refusal('attempt_moved', [{ prop: 'taken_over_at', message: '2026-11-21T10:02:00.000Z' }]))
        }
      >
        Refused
      </button>
    </I18nProvider>
  );
}

beforeEach(() => {
  sent.length = 0;
  activityId++;
  answer = async () => ({ lease_expires_at: '2026-11-21T10:01:30.000Z', lease_ms: 90_000, taken_over_at: null });
});
afterEach(cleanup);

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });

describe('one writer for an activity submitted whole (offline promise 10)', () => {
  it('given this page holds the lease, then it heartbeats the activity and may submit', async () => {
    render(<Page target={{ refId: REF, activityId }} />);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/user-response/v1/activity-lease/heartbeat/',
          body: { ref_id: REF, job_step_activity_id: activityId },
        },
      ]),
    );
    expect(screen.queryByTestId('lease-notice')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('given another device holds it, then the page is read-only with when it was last active; once the lease lapsed, continuing here takes it over', async () => {
    answer = async () => {
      throw leased();
    };
    render(<Page target={{ refId: REF, activityId }} />);
    const notice = await screen.findByTestId('lease-notice');
    expect(notice.dataset.lease).toBe('elsewhere');
    expect(notice.textContent).toContain('already in progress on another device');
    expect(notice.textContent).toContain('kept on this device');
    expect(submitButton().disabled).toBe(true);

    // Still live: the take-over is refused and the page stays read-only.
    fireEvent.click(screen.getByTestId('lease-continue'));
    expect(await screen.findByText(/still in use on the other device/)).toBeTruthy();
    expect(sent.at(-1)?.path).toBe('/user-response/v1/activity-lease/take-over/');

    answer = async () => ({
      lease_expires_at: '2026-11-21T10:03:30.000Z',
      lease_ms: 90_000,
      taken_over_at: '2026-11-21T10:02:00.000Z',
    });
    fireEvent.click(screen.getByTestId('lease-continue'));
    await waitFor(() => expect(screen.queryByTestId('lease-notice')).toBeNull());
    expect(submitButton().disabled).toBe(false);
  });

  it('given a submission refused because the activity moved, then the page turns read-only and says so', async () => {
    render(<Page target={{ refId: REF, activityId }} />);
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Refused' })));
    const notice = await screen.findByTestId('lease-notice');
    expect(notice.dataset.lease).toBe('moved');
    expect(notice.textContent).toContain('continued on another device');
    expect(submitButton().disabled).toBe(true);
  });

  it('given another tab of this browser already has the activity open, then this page is read-only and sends no heartbeat', async () => {
    // The other tab holds the Web Lock: this page's claim (the first it makes for the activity, kept for the page) gets none.
    const otherTabHolds = {
      request: (_name: string, _options: LockOptions, task: (lock: Lock | null) => Promise<unknown>) => task(null),
    } as unknown as LockManager;
    expect((await claimOnce(`activity:${REF}:${activityId}`, { locks: otherTabHolds })).role).toBe('read-only');
    render(<Page target={{ refId: REF, activityId }} />);
    const notice = await screen.findByTestId('lease-notice');
    expect(notice.dataset.lease).toBe('tab');
    expect(notice.textContent).toContain('open in another tab or window');
    expect(sent).toEqual([]);
  });
});

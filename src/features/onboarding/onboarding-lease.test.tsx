/**
 * Offline promise 10 on the onboarding form, through the outbox: a queued submission the server
 * refuses because another device holds the form turns the page read-only with the notice (also
 * after a reload), loses nothing typed and shows no error; after "Continue on this device" the
 * candidate submits the same answers from here. Only the network (fetch) is stubbed; the outbox
 * is drained by the real sync loop and sender, into fake-indexeddb.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  onboardingDigest,
  type CandidateOnboardingForm,
  type OnboardingAnswer,
} from '../../../contracts/onboarding.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { readDraft } from '../../offline/form-drafts.ts';
import { onboardingAttemptId, onboardingDraftKey } from '../../offline/onboarding.ts';
import {
  drainOutbox,
  json,
  LEASE_HELD,
  LEASE_PATH,
  LEASED,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { OnboardingScreen } from './onboarding-screen.tsx';

const REF = '3b5d7f9a-2c4e-4a6b-8d0f-1e3a5c7e9b2d';
let activityId = 700;

const formOf = (id: number): CandidateOnboardingForm => ({
  ref_id: REF,
  job_step_activity_id: id,
  title: 'New hire details',
  job_title: 'Store Associate',
  account_name: 'Demo Company',
  is_completed: false,
  name: { en: 'New hire details' },
  fields: [
    { field_key: 'full_name', label: { en: 'Full legal name' }, field_type: 'text', is_required: true, options: [] },
  ],
});

type Sent = SentRequest<{ answers?: OnboardingAnswer[] }>;
const sent: Sent[] = [];
/** What the server answers to a submission; the form, the heartbeat and the take-over succeed. */
let submitReply: (body: Sent['body']) => Promise<Response>;

/** The server's receipt: the count and hash of the answers it stored. */
const receiptFor = async (body: Sent['body']) =>
  json(200, {
    data: {
      ref_id: REF,
      job_step_activity_id: activityId,
      is_completed: true,
      completed_at: '2026-11-21T10:05:00.000Z',
      ...(await onboardingDigest(body?.answers ?? [])),
    },
  });

beforeEach(() => {
  sent.length = 0;
  activityId++;
  submitReply = async () => json(409, LEASED);
  stubFetch(sent, ({ path, body }) => {
    if (path === `/api/user-response/v1/onboarding-form/${REF}/`) return json(200, { data: formOf(activityId) });
    if (path === LEASE_PATH.heartbeat || path === LEASE_PATH.takeOver) return json(200, LEASE_HELD);
    if (path === '/api/user-response/v1/onboarding-form/') return submitReply(body);
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (onSubmitted: () => void) =>
  renderInApp(() => <OnboardingScreen refId={REF} activityId={activityId} onSubmitted={onSubmitted} />);

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
const nameField = () => screen.getByLabelText<HTMLInputElement>(/Full legal name/);
const submissions = () =>
  sent.filter((s) => s.method === 'POST' && s.path === '/api/user-response/v1/onboarding-form/');

describe('the onboarding form with one writer across devices (offline promise 10)', () => {
  it('given another device holds the form, when the queued submission is refused, then the page is read-only with the notice, also after a reload, and keeps the answers; after continuing here the same answers are submitted', async () => {
    const onSubmitted = vi.fn();
    renderScreen(onSubmitted);
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/activity-lease/heartbeat/'))).toBe(true));
    await waitFor(() => expect(nameField().closest('fieldset[disabled]')).toBeNull());
    fireEvent.change(nameField(), { target: { value: 'Nora Lease' } });
    await waitFor(async () =>
      expect(await readDraft(onboardingDraftKey(REF, activityId))).toMatchObject({ full_name: 'Nora Lease' }),
    );

    fireEvent.click(submitButton());
    await waitFor(async () =>
      expect(await getOfflineDb().outbox.where('attemptId').equals(onboardingAttemptId(REF, activityId)).count()).toBe(
        1,
      ),
    );
    await drainOutbox();

    const notice = await screen.findByTestId('lease-notice');
    expect(notice.dataset.lease).toBe('elsewhere');
    expect(notice.textContent).toContain('already in progress on another device');
    expect(notice.textContent).toContain('kept on this device');
    expect(submitButton().disabled).toBe(true);
    expect(nameField().closest('fieldset[disabled]')).not.toBeNull();
    expect(nameField().value).toBe('Nora Lease');
    expect(screen.queryByText(LEASED.message)).toBeNull();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(await readDraft(onboardingDraftKey(REF, activityId))).toMatchObject({ full_name: 'Nora Lease' });
    // Read-only: another click queues nothing.
    fireEvent.click(submitButton());
    expect(await getOfflineDb().outbox.count()).toBe(0);

    // A reload: the refusal is kept on the device, so the page is read-only again (the heartbeat alone would not say so).
    cleanup();
    renderScreen(onSubmitted);
    expect((await screen.findByTestId('lease-notice')).dataset.lease).toBe('elsewhere');
    await waitFor(() => expect(nameField().value).toBe('Nora Lease'));
    expect(submitButton().disabled).toBe(true);

    fireEvent.click(screen.getByTestId('lease-continue'));
    await waitFor(() => expect(screen.queryByTestId('lease-notice')).toBeNull());
    expect(sent.some((s) => s.path.endsWith('/activity-lease/take-over/'))).toBe(true);
    expect(submitButton().disabled).toBe(false);
    expect(nameField().value).toBe('Nora Lease');

    submitReply = receiptFor;
    fireEvent.click(submitButton());
    await waitFor(async () => expect(await getOfflineDb().outbox.count()).toBe(1));
    await drainOutbox();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [refused, accepted] = submissions();
    expect(accepted!.body?.answers).toEqual([{ field_key: 'full_name', value: 'Nora Lease' }]);
    expect(accepted!.key).not.toBe(refused!.key);
    expect(await getOfflineDb().attempts.get(onboardingAttemptId(REF, activityId))).toMatchObject({
      status: 'submitted',
    });
  });

  it('given a submission refused for another reason, then the form reopens with the reason and no lease notice', async () => {
    submitReply = async () =>
      json(400, {
        code: 'validation',
        message: 'Please check the highlighted fields.',
        errors: [{ prop: 'answers.full_name', message: 'Too odd' }],
      });
    renderScreen(() => undefined);
    await waitFor(() => expect(nameField().closest('fieldset[disabled]')).toBeNull());
    fireEvent.change(nameField(), { target: { value: 'X' } });
    fireEvent.click(submitButton());
    await waitFor(async () => expect(await getOfflineDb().outbox.count()).toBe(1));
    await drainOutbox();
    expect((await screen.findAllByText('Too odd')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('lease-notice')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onboardingDigest, type CandidateOnboardingForm } from '../../../contracts/onboarding.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import type { SendResult } from '../../offline/outbox-results.ts';
import { json, LEASE_HELD, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';

const sent: OutboxEntry[] = [];
let reply: (entry: OutboxEntry) => Promise<SendResult> = () =>
  Promise.resolve({ kind: 'retry', error: 'Failed to fetch' });
vi.mock('../../offline/send.ts', () => ({
  sendEntry: (entry: OutboxEntry) => {
    sent.push(entry);
    return reply(entry);
  },
}));

const { OnlineOnlyOnboarding } = await import('./online-only-onboarding.tsx');

const LEASED = {
  code: 'attempt_leased',
  message: 'This attempt is open on another device.',
  errors: [{ prop: 'lease_expires_at', message: '2026-11-21T10:01:30.000Z' }],
};
/** The lease's heartbeat and take-over (the shell's, over fetch): this page holds the form unless another device does (until a take-over). */
const leaseRequests: SentRequest[] = [];
const leaseCalls: string[] = [];
let heldElsewhere = false;
function stubLease() {
  stubFetch(leaseRequests, ({ path }) => {
    leaseCalls.push(path.replace(/^\/api/, ''));
    if (path.endsWith('/take-over/')) heldElsewhere = false;
    else if (heldElsewhere) return json(409, LEASED);
    return json(200, LEASE_HELD);
  });
}

/** The form as the onboarding screen gives it where IndexedDB cannot be used. */
function Form({ onSubmitted }: { onSubmitted(): void }) {
  return <OnlineOnlyOnboarding form={form} onSubmitted={onSubmitted} />;
}

i18n.loadAndActivate({ locale: 'en', messages: {} });

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const form: CandidateOnboardingForm = {
  ref_id: REF,
  job_step_activity_id: 44,
  title: 'New hire details',
  job_title: 'Store Associate',
  account_name: 'Demo Company',
  is_completed: false,
  name: { en: 'New hire details' },
  fields: [
    { field_key: 'full_name', label: { en: 'Full legal name' }, field_type: 'text', is_required: true, options: [] },
  ],
};

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

describe('the onboarding form online only (no IndexedDB)', () => {
  beforeEach(() => {
    sent.length = 0;
    heldElsewhere = false;
    leaseCalls.length = 0;
    setOnline(true);
    stubLease();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('given the network is down, when submitted, then it says nothing was saved and what was typed stays; online again, the same answers reach the endpoint with their digest', async () => {
    const onSubmitted = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <Form onSubmitted={onSubmitted} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('online-only-notice').textContent).toContain(
      'not letting Assay save answers on this device',
    );
    fireEvent.change(screen.getByLabelText(/Full legal name/), { target: { value: 'Nora Noidb' } });

    setOnline(false);
    reply = () => Promise.resolve({ kind: 'retry', error: 'Failed to fetch' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/You're offline, so this was not saved/)).toBeTruthy();
    expect((screen.getByLabelText(/Full legal name/) as HTMLInputElement).value).toBe('Nora Noidb');
    expect(onSubmitted).not.toHaveBeenCalled();

    setOnline(true);
    const answers = [{ field_key: 'full_name', value: 'Nora Noidb' }];
    const digest = await onboardingDigest(answers);
    reply = () => Promise.resolve({ kind: 'ok', data: { ...digest, submitted_at: '2026-11-21T10:00:00.000Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({
      kind: 'onboarding-submit',
      payload: { ref_id: REF, job_step_activity_id: 44, answers, ...digest },
    });
    expect(sent[0]?.idempotencyKey).not.toBe(sent.at(-1)?.idempotencyKey);
  });

  it('given a required field left empty, then nothing is sent and the field is named', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Form onSubmitted={() => undefined} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(/Full legal name/)).length).toBeGreaterThan(1);
    expect(sent).toEqual([]);
  });

  it('given a refusal with a field error, then the error shows by the field and the form stays open', async () => {
    reply = () =>
      Promise.resolve({
        kind: 'refused',
        refusal: {
          status: 400,
          code: 'validation',
          message: 'Invalid',
          errors: [{ prop: 'answers.full_name', message: 'Too odd' }],
        },
      });
    const onSubmitted = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <Form onSubmitted={onSubmitted} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Full legal name/), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Too odd')).length).toBeGreaterThan(0);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('given another device holds the form (offline promise 10), when submitted, then the page is read-only with the notice and no error, the answers stay, and after continuing here they are submitted from this device', async () => {
    // Another device took the form while this page was quiet: its next heartbeat would say so, the submission says so first.
    const leased = { status: 409, ...LEASED };
    reply = () => {
      heldElsewhere = true;
      return Promise.resolve({ kind: 'refused', refusal: leased });
    };
    const onSubmitted = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <Form onSubmitted={onSubmitted} />
      </I18nProvider>,
    );
    await waitFor(() => expect(leaseCalls).toEqual(['/user-response/v1/activity-lease/heartbeat/']));
    fireEvent.change(screen.getByLabelText(/Full legal name/), { target: { value: 'Nora Lease' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const notice = await screen.findByTestId('lease-notice');
    expect(notice.dataset.lease).toBe('elsewhere');
    expect(screen.queryByText(leased.message)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
    expect((screen.getByLabelText(/Full legal name/) as HTMLInputElement).value).toBe('Nora Lease');
    expect(onSubmitted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('lease-continue'));
    await waitFor(() => expect(screen.queryByTestId('lease-notice')).toBeNull());
    expect(leaseCalls.at(-1)).toBe('/user-response/v1/activity-lease/take-over/');
    const answers = [{ field_key: 'full_name', value: 'Nora Lease' }];
    reply = async () => ({
      kind: 'ok',
      data: { ...(await onboardingDigest(answers)), submitted_at: '2026-11-21T10:05:00.000Z' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({ kind: 'onboarding-submit', payload: { answers } });
    expect(sent).toHaveLength(2);
  });
});

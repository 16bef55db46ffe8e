import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onboardingDigest, type CandidateOnboardingForm } from '../../../contracts/onboarding.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import type { SendResult } from '../../offline/outbox-results.ts';

const sent: OutboxEntry[] = [];
let reply: (entry: OutboxEntry) => Promise<SendResult> = () => Promise.resolve({ kind: 'retry', error: 'Failed to fetch' });
vi.mock('../../offline/send.ts', () => ({
  sendEntry: (entry: OutboxEntry) => {
    sent.push(entry);
    return reply(entry);
  },
}));

const { OnlineOnlyOnboarding } = await import('./online-only-onboarding.tsx');

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
  fields: [{ field_key: 'full_name', label: { en: 'Full legal name' }, field_type: 'text', is_required: true, options: [] }],
};

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

describe('the onboarding form online only (no IndexedDB)', () => {
  beforeEach(() => {
    sent.length = 0;
    setOnline(true);
  });
  afterEach(cleanup);

  it('given the network is down, when submitted, then it says nothing was saved and what was typed stays; online again, the same answers reach the endpoint with their digest', async () => {
    const onSubmitted = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <OnlineOnlyOnboarding form={form} onSubmitted={onSubmitted} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('online-only-notice').textContent).toContain('not letting Assay save answers on this device');
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
    expect(sent.at(-1)).toMatchObject({ kind: 'onboarding-submit', payload: { ref_id: REF, job_step_activity_id: 44, answers, ...digest } });
    expect(sent[0]?.idempotencyKey).not.toBe(sent.at(-1)?.idempotencyKey);
  });

  it('given a required field left empty, then nothing is sent and the field is named', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <OnlineOnlyOnboarding form={form} onSubmitted={() => undefined} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(/Full legal name/)).length).toBeGreaterThan(1);
    expect(sent).toEqual([]);
  });

  it('given a refusal with a field error, then the error shows by the field and the form stays open', async () => {
    reply = () => Promise.resolve({ kind: 'refused', refusal: { status: 400, code: 'validation', message: 'Invalid', errors: [{ prop: 'answers.full_name', message: 'Too odd' }] } });
    const onSubmitted = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <OnlineOnlyOnboarding form={form} onSubmitted={onSubmitted} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Full legal name/), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Too odd')).length).toBeGreaterThan(0);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

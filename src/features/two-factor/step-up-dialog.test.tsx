/**
 * The step-up dialog (D262) in front of a change to how one signs in: nothing is sent until the
 * person gives their password or a code, the proof travels with the change itself, a refusal shows
 * in the dialog, and cancelling sends nothing.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '../../../contracts/second-factor.ts';
import { call } from '../../lib/api-client.ts';
import { removeTotp } from '../../lib/api/second-factor.ts';
import { StepUpScope, useAskStepUp } from '../../ui/step-up-scope.tsx';
import StepUpDialog from './step-up-dialog.tsx';
import { statusKey } from './two-factor.queries.ts';

const signInAgainAt = vi.hoisted(() => vi.fn());
vi.mock('./sso-step-up.ts', () => ({ signInAgainAt }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STATUS: SecondFactorStatus = {
  totp: true,
  passkeys: [],
  recovery_codes_left: 10,
  has_password: true,
  signs_in_with_sso: false,
  required: false,
};

function RemoveApp() {
  const ask = useAskStepUp();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const done = await ask('Remove the app', 'own_sign_in', (proof) => call(removeTotp, { body: { proof } }));
          setOutcome(done ? 'removed' : 'cancelled');
        }}
      >
        Remove the app
      </button>
      <p>{outcome}</p>
    </>
  );
}

function show(status = STATUS) {
  // The person's factors as the two-factor page left them: the dialog reads them, not the network.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(statusKey, status);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StepUpScope dialog={StepUpDialog}>
          <RemoveApp />
        </StepUpScope>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const sentBodies = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: (init as RequestInit).method,
    body: JSON.parse(String((init as RequestInit).body)),
  }));

describe('confirming it is you before a change', () => {
  it('given a wrong password and then the right one, then each is sent with the removal itself, the refusal shows in the dialog, and the second goes through', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(403, { code: 'step_up_invalid', message: 'That did not confirm it is you.' }))
      .mockResolvedValueOnce(answer(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the app' }));
    const password = await screen.findByLabelText('Password');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'Not-it-1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(
      await screen.findByText('That did not confirm it is you. Check your password or code and try again.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Assay-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(await screen.findByText('removed')).toBeTruthy();
    expect(sentBodies(fetch)).toEqual([
      { url: '/api/auth/v1/second-factor/totp/', method: 'DELETE', body: { proof: { password: 'Not-it-1!' } } },
      { url: '/api/auth/v1/second-factor/totp/', method: 'DELETE', body: { proof: { password: 'Assay-demo-1' } } },
    ]);
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
  });

  it('given a code instead, then an app code and a recovery code are told apart; cancelling sends nothing', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the app' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a code instead', hidden: true }));
    fireEvent.change(screen.getByLabelText('Code from your authenticator app, or a recovery code'), {
      target: { value: 'abcde-23456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(await screen.findByText('removed')).toBeTruthy();
    expect(sentBodies(fetch)[0]!.body).toEqual({ proof: { recovery_code: 'abcde-23456' } });

    fireEvent.click(screen.getByRole('button', { name: 'Remove the app' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a code instead', hidden: true }));
    fireEvent.change(screen.getByLabelText('Code from your authenticator app, or a recovery code'), {
      target: { value: '123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBodies(fetch)[1]!.body).toEqual({ proof: { code: '123456' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm', hidden: true })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove the app' }));
    await screen.findByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await screen.findByText('cancelled')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('someone who signs in only through their identity provider (D286)', () => {
  const SSO_ONLY: SecondFactorStatus = {
    totp: false,
    passkeys: [],
    recovery_codes_left: 0,
    has_password: false,
    signs_in_with_sso: true,
    required: false,
  };
  const OPTIONS = { challenge: 'signed', nonce: 'n-1', issuer: 'https://idp.test', client_id: 'assay' };

  it('given Confirm, then the provider is asked again in its window with the server’s nonce, and its ID token travels with the change', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { data: OPTIONS }))
      .mockResolvedValueOnce(answer(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    signInAgainAt.mockReset().mockResolvedValueOnce('id-token-1');
    show(SSO_ONLY);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the app' }));
    expect(
      await screen.findByText('Sign in again at your company’s identity provider: it opens in a new window.'),
    ).toBeTruthy();
    expect(screen.queryByText(/no password yet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(await screen.findByText('removed')).toBeTruthy();
    expect(signInAgainAt).toHaveBeenCalledWith(OPTIONS);
    expect(sentBodies(fetch)).toEqual([
      { url: '/api/auth/v1/step-up/sso-options/', method: 'POST', body: {} },
      {
        url: '/api/auth/v1/second-factor/totp/',
        method: 'DELETE',
        body: { proof: { sso: { challenge: 'signed', id_token: 'id-token-1' } } },
      },
    ]);
  });

  it('given the provider’s window closed or blocked, then the dialog says so, stays open, and nothing is changed', async () => {
    const fetch = vi.fn(async () => answer(200, { data: OPTIONS }));
    vi.stubGlobal('fetch', fetch);
    signInAgainAt.mockReset().mockRejectedValueOnce(new Error('Popup closed by user'));
    show(SSO_ONLY);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the app' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm', hidden: true }));
    expect(
      await screen.findByText(
        'The sign-in at your identity provider did not finish. Allow its window to open and try again.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetch).map((sent) => sent.url)).toEqual(['/api/auth/v1/step-up/sso-options/']);
  });
});

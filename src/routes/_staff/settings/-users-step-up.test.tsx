/**
 * A company admin resetting a colleague's two-factor sign-in (D272): after the confirmation,
 * nothing is sent until the admin gives their own password or code, which travels with the reset
 * itself; cancelling sends nothing and resets no one.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '../../../../contracts/second-factor.ts';
import { ResetSecondFactor } from '../../../features/staff-users/reset-second-factor.tsx';
import StepUpDialog from '../../../features/two-factor/step-up-dialog.tsx';
import { statusKey } from '../../../features/two-factor/two-factor.queries.ts';
import { StepUpScope } from '../../../ui/step-up-scope.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATUS: SecondFactorStatus = {
  totp: false,
  passkeys: [],
  recovery_codes_left: 0,
  has_password: true,
  signs_in_with_sso: false,
  required: false,
};

function show(onReset: () => void) {
  // The admin's own factors: the dialog offers what they have.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(statusKey, STATUS);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StepUpScope dialog={StepUpDialog}>
          <ResetSecondFactor accountId={4} userId={17} name="Rita Recruiter" onReset={onReset} />
        </StepUpScope>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

async function confirmReset() {
  fireEvent.click(screen.getByRole('button', { name: /Reset two-factor sign-in/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
  return screen.findByLabelText('Password');
}

describe("resetting a colleague's two-factor sign-in", () => {
  it('given the confirmation, then the admin is asked for their own password, which is sent with the reset', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onReset = vi.fn();
    show(onReset);
    const password = await confirmReset();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'Assay-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/account/v1/4/users/17/second-factor/');
    expect(init!.method).toBe('DELETE');
    expect(JSON.parse(String(init!.body))).toEqual({ proof: { password: 'Assay-demo-1' } });
  });

  it('given the admin cancels the step-up, then nothing is sent and nobody is reset', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onReset = vi.fn();
    show(onReset);
    await confirmReset();
    // The step-up dialog's Cancel (the closed confirmation keeps its own, disabled while the reset waits).
    const cancel = screen
      .getAllByRole('button', { name: 'Cancel', hidden: true })
      .find((button) => !(button as HTMLButtonElement).disabled)!;
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    expect(onReset).not.toHaveBeenCalled();
  });
});

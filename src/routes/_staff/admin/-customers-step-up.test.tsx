/**
 * A provider admin's changes to a company ask for the admin's own step-up (issue 63, D262):
 * suspending after the confirmation, or switching a feature, sends nothing until the admin gives
 * their password or a code, which travels with the change itself; cancelling changes nothing.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../../contracts/customers.ts';
import type { SecondFactorStatus } from '../../../../contracts/second-factor.ts';
import { CustomersScreen } from '../../../features/admin/customers-screen.tsx';
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
  required: false,
};
const ACME: Customer = {
  account_id: 9,
  uuid: '00000000-0000-4000-8000-000000000009',
  name: 'Acme Hiring',
  company_size: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  suspended_at: null,
  staff_count: 2,
  owner_email: 'owner@acme.test',
  preferences: [],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server: the list, and each change answered with the company; `sent` keeps every change's method, path and body. */
function stubServer() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json({ data: { results: [ACME], count: 1 } });
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return json({ data: ACME });
    }),
  );
  return sent;
}

async function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The admin's own factors: the dialog offers what they have.
  queryClient.setQueryData(statusKey, STATUS);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StepUpScope dialog={StepUpDialog}>
          <CustomersScreen />
        </StepUpScope>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return within(await screen.findByRole('list', { name: 'Companies' })).getByRole('listitem');
}

const confirmWithPassword = async () => {
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Assay-demo-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
};

describe("a provider admin's changes to a company", () => {
  it('given Suspend confirmed, then nothing is sent until the admin gives their password, which goes with the suspension', async () => {
    const sent = stubServer();
    const acme = await show();
    fireEvent.click(within(acme).getByRole('button', { name: /^Suspend/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    await screen.findByLabelText('Password');
    expect(sent).toEqual([]);

    await confirmWithPassword();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/v1/customers/9/suspend/',
      body: { proof: { password: 'Assay-demo-1' } },
    });
  });

  it('given a feature switched on, then the admin is asked first; cancelling sends nothing, the password sends the flag with it', async () => {
    const sent = stubServer();
    const acme = await show();
    fireEvent.click(within(acme).getByLabelText('Career pathways'));
    await screen.findByLabelText('Password');
    // The step-up dialog's Cancel (the closed confirmation keeps its own, hidden).
    const cancel = within(screen.getByLabelText('Password').closest('dialog')!).getByRole('button', {
      name: 'Cancel',
      hidden: true,
    });
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(within(acme).getByLabelText('Career pathways'));
    await confirmWithPassword();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/account/v1/9/account-preferences/PATHWAY_ACCESS/',
      body: { value: '1', proof: { password: 'Assay-demo-1' } },
    });
  });
});

/**
 * A provider admin's changes to a company ask for the admin's own step-up (D262, D283):
 * creating a company, suspending after the confirmation, or switching a feature, sends nothing
 * until the admin gives their password or a code, which travels with the change itself;
 * cancelling changes nothing.
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
  signs_in_with_sso: false,
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

/**
 * The server: the list, and each change answered with the company (or with `refusal`, once);
 * `sent` keeps every change's method, path and body.
 */
function stubServer(refusal?: { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let refuse = refusal;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json({ data: { results: [ACME], count: 1 } });
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (refuse) {
        const { status, body } = refuse;
        refuse = undefined;
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }
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

describe('a new company', () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme Hiring' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Olga' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Owner' } });
    fireEvent.change(screen.getByLabelText("Owner's email address"), { target: { value: 'owner@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create company and invite owner' }));
  };
  const typedName = () => (screen.getByLabelText('Company name') as HTMLInputElement).value;

  it('given the form filled, then the dialog says a company is created and nothing is sent until the admin gives their password, which goes with the company; the form is then emptied', async () => {
    const sent = stubServer();
    await show();
    fill();
    const dialog = (await screen.findByLabelText('Password')).closest('dialog')!;
    expect(sent).toEqual([]);
    // The dialog says what the proof is for: a company, not the admin's own sign-in (D286).
    expect(
      within(dialog).getByText(
        'This creates a company and invites an owner who may do everything in it. Confirm it is you first.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/how you sign in/)).toBeNull();

    await confirmWithPassword();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/v1/customers/',
      body: {
        name: 'Acme Hiring',
        company_size: null,
        email: 'owner@acme.test',
        first_name: 'Olga',
        last_name: 'Owner',
        feature_flags: [],
        proof: { password: 'Assay-demo-1' },
      },
    });
    await waitFor(() => expect(typedName()).toBe(''));
    expect(screen.getByText('Acme Hiring created; invitation sent to owner@acme.test')).toBeTruthy();
  });

  it('given the admin cancels the step-up, then nothing is sent and what was typed stays', async () => {
    const sent = stubServer();
    await show();
    fill();
    await screen.findByLabelText('Password');
    fireEvent.click(
      within(screen.getByLabelText('Password').closest('dialog')!).getByRole('button', {
        name: 'Cancel',
        hidden: true,
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(sent).toEqual([]);
    expect(typedName()).toBe('Acme Hiring');
    expect(await screen.findByRole('button', { name: 'Create company and invite owner' })).toBeTruthy();
  });

  it('given a name already used, then after the password the dialog closes and the refusal shows on the name, what was typed kept', async () => {
    const sent = stubServer({
      status: 409,
      body: {
        code: 'company_name_taken',
        message: 'A company with this name already exists.',
        errors: [{ prop: 'name', message: 'A company with this name already exists.' }],
      },
    });
    await show();
    fill();
    await confirmWithPassword();
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('A company with this name already exists.')).toBeTruthy();
    expect(typedName()).toBe('Acme Hiring');
  });
});

/**
 * The company-wide sign-in settings ask for the saver's step-up (D262, D283): saving single
 * sign-on, "Check again" on one of its domains or the second-factor requirement sends nothing until the person gives their password or
 * a code, which travels with the change itself; cancelling sends nothing; a refusal of the
 * settings themselves closes the dialog and shows beside the domains.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '../../../../contracts/second-factor.ts';
import type { SsoDomain, SsoSettings } from '../../../../contracts/sso.ts';
import StepUpDialog from '../../../features/two-factor/step-up-dialog.tsx';
import { statusKey } from '../../../features/two-factor/two-factor.queries.ts';
import { StepUpScope } from '../../../ui/step-up-scope.tsx';
import { SecondFactorPolicy } from '../../../features/sso/second-factor-policy.tsx';
import { SsoForm } from '../../../features/sso/sso-settings.tsx';
import { SsoDomainChecks } from '../../../features/sso/sso-domain-checks.tsx';

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
const SETTINGS: SsoSettings = {
  account_id: 4,
  enabled: false,
  issuer: '',
  client_id: '',
  domains: [],
  domain_checks: [],
  password_allowed: true,
  default_issuer: 'https://idp.assay.test',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(children: ReactNode) {
  // The saver's own factors: the dialog offers what they have.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(statusKey, STATUS);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StepUpScope dialog={StepUpDialog}>{children}</StepUpScope>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

async function saveSso() {
  fireEvent.click(screen.getByLabelText('Sign in through single sign-on'));
  fireEvent.change(screen.getByLabelText('Email domains'), { target: { value: 'acme.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
  return screen.findByLabelText('Password');
}

const confirmWith = (password: HTMLElement, value: string) => {
  fireEvent.change(password, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
};

describe('saving single sign-on', () => {
  it('given the settings, then the saver is asked for their password, which is sent with the settings', async () => {
    const saved: SsoSettings = { ...SETTINGS, enabled: true, domains: ['acme.test'] };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { data: saved }));
    vi.stubGlobal('fetch', fetch);
    show(<SsoForm accountId={4} settings={SETTINGS} />);
    const password = await saveSso();
    expect(fetch).not.toHaveBeenCalled();

    confirmWith(password, 'Assay-demo-1');
    expect(await screen.findByText('Single sign-on saved.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/account/v1/4/sso/');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({
      enabled: true,
      issuer: '',
      client_id: '',
      domains: ['acme.test'],
      password_allowed: true,
      proof: { password: 'Assay-demo-1' },
    });
  });

  it('given a wrong password, then the dialog says so and stays; a domain another company verified then shows beside the domains', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, { code: 'step_up_invalid', message: 'That did not confirm it is you.' }))
      .mockResolvedValueOnce(
        json(409, {
          code: 'sso_domain_taken',
          message: 'Another company has already verified acme.test for its single sign-on.',
          errors: [{ prop: 'domains.0', message: 'taken' }],
        }),
      );
    vi.stubGlobal('fetch', fetch);
    show(<SsoForm accountId={4} settings={SETTINGS} />);
    const password = await saveSso();
    confirmWith(password, 'Not-mine-1');
    expect(
      await screen.findByText('That did not confirm it is you. Check your password or code and try again.'),
    ).toBeTruthy();

    confirmWith(screen.getByLabelText('Password'), 'Assay-demo-1');
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(
      (await screen.findAllByText('Another company has already verified acme.test for its single sign-on.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Single sign-on saved.')).toBeNull();
  });

  it('given the saver cancels the step-up, then nothing is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show(<SsoForm accountId={4} settings={SETTINGS} />);
    await saveSso();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText('Single sign-on saved.')).toBeNull();
  });
});

describe("the company's second-factor requirement", () => {
  it('given the box ticked, then the saver is asked for their password, which is sent with the requirement', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      json(200, { data: { require_second_factor: init?.method === 'PUT' } }),
    );
    vi.stubGlobal('fetch', fetch);
    show(<SecondFactorPolicy accountId={4} />);
    const box = await screen.findByRole('checkbox', { name: /Require a second factor/ });
    fireEvent.click(box);
    const password = await screen.findByLabelText('Password');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);

    confirmWith(password, 'Assay-demo-1');
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/account/v1/4/second-factor-policy/');
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      require_second_factor: true,
      proof: { password: 'Assay-demo-1' },
    });
  });
});

describe('"Check again" on a single sign-on domain', () => {
  const PENDING: SsoDomain = {
    domain: 'acme.test',
    verified: false,
    record_name: 'acme.test',
    record_value: 'assay-domain-verification=0123456789abcdef0123456789abcdef',
    checked_at: null,
    problem: null,
  };
  const checkAgain = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    return screen.findByLabelText('Password');
  };

  it('given a domain not verified yet, then the checker is asked for their password, which is sent with the check', async () => {
    const answer: SsoSettings = {
      ...SETTINGS,
      domains: ['acme.test'],
      domain_checks: [{ ...PENDING, verified: true, checked_at: '2026-11-29T03:00:00.000Z' }],
    };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { data: answer }));
    vi.stubGlobal('fetch', fetch);
    show(<SsoDomainChecks accountId={4} checks={[PENDING]} />);
    const password = await checkAgain();
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('Check acme.test again');
    expect(fetch).not.toHaveBeenCalled();

    confirmWith(password, 'Assay-demo-1');
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/account/v1/4/sso/domains/acme.test/check/');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ proof: { password: 'Assay-demo-1' } });
  });

  it('given a wrong password, then the dialog says so and stays; a domain no longer listed then shows beside it', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, { code: 'step_up_invalid', message: 'That did not confirm it is you.' }))
      .mockResolvedValueOnce(
        json(404, { code: 'not_found', message: 'This domain is not in your single sign-on settings.' }),
      );
    vi.stubGlobal('fetch', fetch);
    show(<SsoDomainChecks accountId={4} checks={[PENDING]} />);
    confirmWith(await checkAgain(), 'Not-mine-1');
    expect(
      await screen.findByText('That did not confirm it is you. Check your password or code and try again.'),
    ).toBeTruthy();

    confirmWith(screen.getByLabelText('Password'), 'Assay-demo-1');
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toBe('This domain is not in your single sign-on settings.');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('given the checker cancels the step-up, then nothing is sent and the button is ready again', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show(<SsoDomainChecks accountId={4} checks={[PENDING]} />);
    await checkAgain();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy();
  });
});

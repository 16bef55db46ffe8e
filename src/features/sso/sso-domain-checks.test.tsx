/**
 * The single sign-on domains' ownership on the security settings (D261): the TXT record to add,
 * and "Check again". The step-up it asks for (D283) is answered here by a stand-in dialog; the
 * real dialog's questions are in src/routes/_staff/settings/-security-step-up.test.tsx.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StepUpScope, type StepUpDialogProps } from '../../ui/step-up-scope.tsx';
import type { SsoDomain, SsoSettings } from '../../../contracts/sso.ts';
import { ApiError } from '../../lib/api-client.ts';
import { SsoDomainChecks } from './sso-domain-checks.tsx';
import { domainRefusalText } from './sso-settings-form.ts';
import { ssoSettingsQueryOptions } from './sso.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RECORD = 'assay-domain-verification=0123456789abcdef0123456789abcdef';
const pending: SsoDomain = {
  domain: 'acme.test',
  verified: false,
  record_name: 'acme.test',
  record_value: RECORD,
  checked_at: '2026-11-28T10:00:00.000Z',
  problem: 'no_record',
};
const verified: SsoDomain = {
  ...pending,
  domain: 'acme.example',
  record_name: 'acme.example',
  problem: null,
  verified: true,
};
const settings = (checks: SsoDomain[]): SsoSettings => ({
  account_id: 1,
  enabled: true,
  issuer: 'https://idp.acme.test',
  client_id: 'assay',
  domains: checks.map((c) => c.domain),
  domain_checks: checks,
  password_allowed: false,
  default_issuer: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(afterCheck: SsoDomain) {
  const checked: string[] = [];
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST' && url.includes('/account/v1/1/sso/domains/')) {
        checked.push(url);
        bodies.push(JSON.parse(String(init.body)));
        return json(200, { data: settings([afterCheck, verified]) });
      }
      if (url.endsWith('/account/v1/1/sso/')) return json(200, { data: settings([pending, verified]) });
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return Object.assign(checked, { bodies });
}

/** Stands in for the two-factor feature's dialog: answers at once with the person's password. */
function AnsweringDialog({ action, onClose }: StepUpDialogProps) {
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current) return;
    answered.current = true;
    void action({ password: 'Assay-demo-1' }).then(onClose);
  }, [action, onClose]);
  return null;
}

/** As the settings screen does: the list reads the settings' query, which a check replaces. */
function Screen() {
  const query = useQuery(ssoSettingsQueryOptions(1));
  return query.data ? <SsoDomainChecks accountId={1} checks={query.data.domain_checks} /> : null;
}

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StepUpScope dialog={AnsweringDialog}>
          <Screen />
        </StepUpScope>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('single sign-on domain verification in the security settings', () => {
  it('given a domain not verified yet, then the TXT record to add shows with why the last check failed; a verified one shows no record', async () => {
    stubServer(pending);
    show();
    const item = (await screen.findByText('acme.test', { selector: 'strong' })).closest('li')!;
    expect(within(item).getByText('Not verified')).toBeTruthy();
    expect(within(item).getByText('TXT')).toBeTruthy();
    expect(within(item).getByText(RECORD).tagName).toBe('CODE');
    expect(within(item).getByRole('status').textContent).toBe(
      "No TXT record with this company's verification code was found on acme.test.",
    );
    const done = screen.getByText('acme.example', { selector: 'strong' }).closest('li')!;
    expect(within(done).getByText('Verified')).toBeTruthy();
    expect(within(done).queryByText(RECORD)).toBeNull();
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('given the record was added, when "Check again" is pressed, then the domain is checked with the step-up proof and shows as verified', async () => {
    const checked = stubServer({ ...pending, verified: true, problem: null });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(checked).toHaveLength(1));
    expect(checked[0]).toContain('/account/v1/1/sso/domains/acme.test/check/');
    expect(checked.bodies).toEqual([{ proof: { password: 'Assay-demo-1' } }]);
    const item = (await screen.findByText('acme.test', { selector: 'strong' })).closest('li')!;
    await waitFor(() => expect(within(item).getByText('Verified')).toBeTruthy());
    expect(within(item).queryByText(RECORD)).toBeNull();
  });

  it('given a still missing record, when checked again, then the reason shows again', async () => {
    stubServer({ ...pending, problem: 'wrong_record' });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "acme.test has an Assay verification record, but not this company's code. Check that the whole value was copied.",
      ),
    );
  });
});

describe("the server's refusal of a listed domain", () => {
  it('names the refused domains by their place in the list that was sent', () => {
    const refusal = new ApiError({
      status: 400,
      body: {
        code: 'sso_domain_public',
        message: 'gmail.com: …',
        errors: [{ prop: 'domains.1', message: 'gmail.com: …' }],
      },
    });
    expect(domainRefusalText(refusal, ['acme.test', 'gmail.com'])).toBe(
      'gmail.com: anyone can get an address at a public email service, so it cannot sign in through your identity provider.',
    );
    const taken = new ApiError({
      status: 409,
      body: { code: 'sso_domain_taken', message: '…', errors: [{ prop: 'domains.0', message: '…' }] },
    });
    expect(domainRefusalText(taken, ['acme.test'])).toBe(
      'Another company has already verified acme.test for its single sign-on.',
    );
    expect(domainRefusalText(new ApiError({ status: 500 }), ['acme.test'])).toBeUndefined();
  });
});

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomRole } from '../../../contracts/custom-roles.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import { InviteStaffForm } from './invite-staff-form.tsx';
import { PATIENT } from '../../testing/patience-bounds.ts';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLDivElement;
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.unstubAllGlobals();
});

const coordinator = {
  role_id: 12,
  name: 'Coordinator',
  description: 'Schedules interviews.',
  flags: { ...Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, false])), smartreq_access: true },
  user_count: 0,
} as CustomRole;

function render(onInvited = vi.fn(), customRoles: CustomRole[] = []) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <InviteStaffForm accountId={1} customRoles={customRoles} onInvited={onInvited} />
        </QueryClientProvider>
      </I18nProvider>,
    ),
  );
  return onInvited;
}

function type(id: string, value: string) {
  const input = host.querySelector<HTMLInputElement>(`#${id}`)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the invite form on screen', () => {
  it('given empty fields, when sent, then each says what is missing and nothing is asked of the server', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    render();
    await submit();
    expect(host.querySelector('#invite-email-error')?.textContent).toMatch(/valid email address/);
    expect(host.querySelector('#invite-first-name-error')?.textContent).toMatch(/first name/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('given a refused email, when sent, then the refusal shows beside the email field and everything typed stays', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        code: 'already_staff_user',
        message: 'server words',
        errors: [{ prop: 'email', message: 'server words' }],
      }),
    );
    const onInvited = render();
    type('invite-first-name', 'Ines');
    type('invite-last-name', 'Invited');
    type('invite-email', 'recruiter@demo-company.test');
    act(() => host.querySelector<HTMLInputElement>('#invite-smartreq_access')!.click());
    await submit();
    // The refusal is the server's answer, read and handled after the submit's own tick.
    await act(() =>
      vi.waitFor(
        () => expect(host.querySelector('#invite-email-error')?.textContent).toMatch(/already a user of your company/),
        PATIENT,
      ),
    );
    expect(host.querySelector<HTMLInputElement>('#invite-email')!.value).toBe('recruiter@demo-company.test');
    expect(host.querySelector<HTMLInputElement>('#invite-first-name')!.value).toBe('Ines');
    expect(host.querySelector<HTMLInputElement>('#invite-smartreq_access')!.checked).toBe(true);
    expect(onInvited).not.toHaveBeenCalled();
  });

  it('given an accepted invitation, when sent, then the form is emptied for the next person and the invited email is told', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        data: {
          user_id: 9,
          first_name: 'Ines',
          last_name: 'Invited',
          email: 'recruiter@demo-company.test',
          status: 'invited',
          flags: {},
        },
      }),
    );
    const onInvited = render();
    type('invite-first-name', 'Ines');
    type('invite-last-name', 'Invited');
    type('invite-email', 'recruiter@demo-company.test');
    await submit();
    await act(() => vi.waitFor(() => expect(onInvited).toHaveBeenCalledWith('recruiter@demo-company.test'), PATIENT));
    expect(host.querySelector<HTMLInputElement>('#invite-email')!.value).toBe('');
    expect(host.querySelector<HTMLInputElement>('#invite-first-name')!.value).toBe('');
    expect(host.querySelector('#invite-email-error')).toBeNull();
  });

  it("given one of the company's roles chosen, when sent, then the invitation asks for that role; ticking a flag afterwards leaves it", async () => {
    const fetch = answer(200, { data: { user_id: 9, email: 'coord@demo-company.test', status: 'invited', flags: {} } });
    vi.stubGlobal('fetch', fetch);
    render(vi.fn(), [coordinator]);
    type('invite-first-name', 'Cora');
    type('invite-last-name', 'Coordinator');
    type('invite-email', 'coord@demo-company.test');
    const role = host.querySelector<HTMLSelectElement>('#invite-role')!;
    act(() => {
      role.value = 'custom:12';
      role.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(host.querySelector<HTMLInputElement>('#invite-smartreq_access')!.checked).toBe(true);
    await submit();
    await act(() => vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), PATIENT));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'coord@demo-company.test', role_id: 12 });

    type('invite-first-name', 'Cora');
    act(() => {
      role.value = 'custom:12';
      role.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => host.querySelector<HTMLInputElement>('#invite-company_dashboard_access')!.click());
    expect(role.value).not.toBe('custom:12');
  });
});

/** Sign-up in two steps (D242): the form, then the code from the email; nothing typed is lost between them. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateAccountForm } from './create-account-form.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const WRONG_CODE = 'That code is not right or has expired. Check the email or ask for a new code.';

/** The server: create answers 202; confirm refuses every code. */
function stubServer() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    if (url.includes('/auth/v1/create/confirm/'))
      return json(400, {
        code: 'invalid_sign_up_code',
        message: WRONG_CODE,
        errors: [{ prop: 'code', message: WRONG_CODE }],
      });
    if (url.includes('/auth/v1/create/')) return json(202, { data: { email: String(body.email).toLowerCase() } });
    return json(404, { code: 'not_found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

async function show() {
  const rootRoute = createRootRoute({
    component: () => (
      <CreateAccountForm
        destination="/"
        consent={{
          problem: () => undefined,
          Field: ({ id, value, onChange }) => (
            <input id={id} aria-label="I agree" value={value} onChange={(e) => onChange(e.target.value)} />
          ),
        }}
      />
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillAndSend() {
  type('First name', 'Dana');
  type('Last name', 'Lee');
  type('Email address', 'Dana.Lee@example.test');
  type('Password', 'Quiet-river-72');
  type('Confirm password', 'Quiet-river-72');
  type('I agree', 'yes');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByRole('heading', { name: 'Check your email' });
}

describe('signing up with a code from the email', () => {
  it('given a wrong code, then the server’s message shows beside the field, the code stays, and the field has focus', async () => {
    const calls = stubServer();
    await show();
    await fillAndSend();
    expect(
      screen.getByText(
        'We sent a 6-digit code to dana.lee@example.test. Enter it to finish creating your account. It expires in 15 minutes.',
      ),
    ).toBeTruthy();
    const field = screen.getByLabelText('Code from the email') as HTMLInputElement;
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.maxLength).toBe(6);
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    const after = screen.getByLabelText('Code from the email') as HTMLInputElement;
    expect(after.value).toBe('123456');
    expect(after.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(after));
    expect(calls.at(-1)).toMatchObject({
      url: expect.stringContaining('/auth/v1/create/confirm/'),
      body: { email: 'dana.lee@example.test', code: '123456' },
    });
  });

  it('given “Send a new code”, then the form is posted again and a status line says so', async () => {
    const calls = stubServer();
    await show();
    await fillAndSend();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    const starts = calls.filter((c) => !c.url.includes('/confirm/'));
    expect(starts).toHaveLength(2);
    expect(starts[1]!.body).toEqual(starts[0]!.body);
  });

  it('given “Use a different email”, then the form is back with everything typed still in it', async () => {
    stubServer();
    await show();
    await fillAndSend();
    fireEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    const email = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    expect(email.value).toBe('Dana.Lee@example.test');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Dana');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lee');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Quiet-river-72');
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).value).toBe('Quiet-river-72');
    expect((screen.getByLabelText('I agree') as HTMLInputElement).value).toBe('yes');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  // Session 43's full run: the page's intro ("All fields are required.", the form's step) was still
  // there in the render that first showed "Check your email", then went a render later.
  it('given the form is sent, then the page shows the code step and its intro together, never the form step’s intro with it', async () => {
    stubServer();
    function Page() {
      const [isCodeStep, setCodeStep] = useState(false);
      return (
        <>
          {!isCodeStep && <p>All fields are required.</p>}
          <CreateAccountForm
            destination="/"
            onCodeStep={setCodeStep}
            consent={{
              problem: () => undefined,
              Field: ({ id, value, onChange }) => (
                <input id={id} aria-label="I agree" value={value} onChange={(e) => onChange(e.target.value)} />
              ),
            }}
          />
        </>
      );
    }
    const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory() });
    await router.load();
    const mixed: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (text.includes('Check your email') && text.includes('All fields are required.')) mixed.push(text);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    await fillAndSend();
    await waitFor(() => expect(screen.queryByText('All fields are required.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    await screen.findByText('All fields are required.');
    observer.disconnect();
    expect(mixed).toEqual([]);
  });
});

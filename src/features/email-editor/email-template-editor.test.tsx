/** The email editor keeps the draft being typed when the template is read again from the server. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmailTemplate } from '../../../contracts/email-templates.ts';
import { EmailTemplateEditor } from './email-template-editor.tsx';
import { emailTemplateKeys, type TemplateScope } from './email-templates.queries.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const scope: TemplateScope = { kind: 'company', accountId: 1 };

const template: EmailTemplate = {
  template_slug: 'password_reset',
  language: 'en',
  type: 'company',
  is_default: false,
  template_display_name: 'Password reset',
  description: 'Sent when someone asks to choose a new password.',
  subject: 'Choose a new password',
  html_body: '<p>Hello {{first_name}}, <a href="{{reset_link}}">choose a new password</a>.</p>',
  plain_body: 'Hello {{first_name}}, choose a new password: {{reset_link}}',
  from_name: '',
  reply_to: '',
  variables: [
    { name: 'first_name', kind: 'text', description: 'First name of the person', example: 'Dana' },
    {
      name: 'reset_link',
      kind: 'link',
      description: 'Link to choose a new password',
      example: 'https://example.com/r',
    },
  ],
  default_subject: 'Reset your password',
  default_html_body: '<p>Hello {{first_name}}, <a href="{{reset_link}}">reset your password</a>.</p>',
  default_plain_body: 'Hello {{first_name}}, reset your password: {{reset_link}}',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.includes('/account/v1/email-template/password_reset/'))
        return json(200, { data: template });
      if (method === 'GET' && url.includes('/account/v1/email-templates/')) return json(200, { data: [] });
      if (method === 'POST' && url.includes('/account/v1/email-template-preview/'))
        return json(200, { data: { subject: template.subject, html_body: '', plain_body: '', from_name: 'Acme' } });
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
}

async function show(client: QueryClient) {
  const rootRoute = createRootRoute({
    component: () => (
      <EmailTemplateEditor
        scope={scope}
        slug="password_reset"
        language="en"
        tab="details"
        back={{ to: '/' }}
        onTab={() => {}}
        onLanguage={() => {}}
      />
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the email template editor', () => {
  it('given a draft being typed, when the template is read again from the server, then the draft stays', async () => {
    stubServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await show(client);
    const subject = () => screen.getByLabelText('Subject') as HTMLInputElement;
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Your new password' } });

    await act(() => client.refetchQueries({ queryKey: emailTemplateKeys.one(scope, 'password_reset', 'en') }));
    // Query tells its observers in a task of its own: let it, and the render it causes, run.
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
    expect(subject().value).toBe('Your new password');
  });
});

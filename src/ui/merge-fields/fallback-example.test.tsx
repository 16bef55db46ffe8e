/**
 * The merge fields' fallback example in the reader's language: the composed mail's hint and the
 * mail template editor's variables line show a stand-in word Spanish and French staff would write
 * ("persona candidata", "à vous"), never the English "there".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { EmailTemplate } from '../../../contracts/email-templates.ts';

vi.mock('../../lib/api-client.ts', () => ({ call: vi.fn(async () => ({ default_language: 'en', results: [] })) }));

const { MailFields } = await import('../mail-fields/mail-fields.tsx');
const { TemplateFieldsPanel } = await import('../../features/email-editor/template-fields-panel.tsx');

const catalogs = {
  en: () => import('../../locales/en/staff.po'),
  es: () => import('../../locales/es/staff.po'),
  fr: () => import('../../locales/fr/staff.po'),
};

afterEach(cleanup);

async function renderIn(locale: keyof typeof catalogs, ui: ReactNode) {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as Messages });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {ui}
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const template: EmailTemplate = {
  template_slug: 'application_rejected',
  language: 'en',
  type: 'default',
  is_default: true,
  template_display_name: 'Rejection',
  description: 'Sent when a candidate is rejected.',
  subject: 'Your application',
  html_body: '<p>Hello {{first_name}}</p>',
  plain_body: 'Hello {{first_name}}',
  from_name: '',
  reply_to: '',
  variables: [{ name: 'first_name', kind: 'text', description: 'First name', example: 'Ada' }],
  default_subject: 'Your application',
  default_html_body: '<p>Hello {{first_name}}</p>',
  default_plain_body: 'Hello {{first_name}}',
};

const CASES = [
  { locale: 'en' as const, example: '{{first_name|:there}}' },
  { locale: 'es' as const, example: '{{first_name|:persona candidata}}' },
  { locale: 'fr' as const, example: '{{first_name|:à vous}}' },
];

describe.each(CASES)('the fallback example in $locale', ({ locale, example }) => {
  it(`given a composed mail, then the message's hint shows ${example}`, async () => {
    await renderIn(
      locale,
      <MailFields
        idPrefix="mail"
        accountId={1}
        texts={{ subject: '', message: '' }}
        onChange={() => undefined}
        noTemplateLabel="—"
        isSubjectFromTemplate
        isAttempted={false}
      />,
    );
    const hint = document.getElementById('mail-message-hint')!.textContent!;
    expect(hint).toContain(example);
    if (locale !== 'en') expect(hint).not.toContain('there');
  });

  it(`given the mail template editor, then the variables line shows ${example}`, async () => {
    await renderIn(
      locale,
      <TemplateFieldsPanel
        tab="email-body"
        template={template}
        draft={{
          subject: template.subject,
          html_body: template.html_body,
          plain_body: template.plain_body,
          from_name: '',
          reply_to: '',
        }}
        errors={{}}
        testData={{}}
        onDraft={() => undefined}
        onTestData={() => undefined}
      />,
    );
    const line = screen.getByText((_, element) => element?.className === 'email-editor__variables-title');
    expect(line.textContent).toContain(example);
    if (locale !== 'en') expect(line.textContent).not.toContain('there');
  });
});

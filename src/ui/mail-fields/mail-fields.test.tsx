import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { MailTexts } from './mail-fields.tsx';

const TEMPLATES = {
  default_language: 'en',
  results: [
    {
      message_template_id: 3,
      name: 'Interview pack',
      subject: '',
      subject_i18n: {},
      body: 'Dear {{first_name}}, see you.',
      body_i18n: {},
    },
  ],
};
const recipient = (ref: string, first: string) => ({
  ref_id: ref,
  email: `${first.toLowerCase()}@example.com`,
  first_name: first,
  last_name: 'Lee',
  subject: `Hello ${first}`,
  message: `Dear ${first}, see you.`,
});
const PREVIEW = { recipients: [recipient('a', 'Ada'), recipient('b', 'Bo')] };
vi.mock('../../lib/api-client.ts', () => ({
  call: vi.fn(async (endpoint: { path: string }) => (endpoint.path.includes('preview') ? PREVIEW : TEMPLATES)),
}));

const { call } = await import('../../lib/api-client.ts');
const { MailFields } = await import('./mail-fields.tsx');
const { MailPreview } = await import('./mail-preview.tsx');

i18n.loadAndActivate({ locale: 'en', messages: {} });

function Dialog({ isAttempted = false, recipientsAs }: { isAttempted?: boolean; recipientsAs: 'buttons' | 'select' }) {
  const [texts, setTexts] = useState<MailTexts>({ subject: '', message: '' });
  return (
    <>
      <MailFields
        idPrefix="mail"
        accountId={1}
        texts={texts}
        onChange={(change) => setTexts((previous) => ({ ...previous, ...change }))}
        noTemplateLabel="No template"
        isSubjectFromTemplate
        isAttempted={isAttempted}
      />
      <MailPreview
        idPrefix="mail"
        refIds={['a', 'b']}
        texts={texts}
        title="Recipients and preview"
        waitingText="Write a subject and a message."
        failedText="The preview could not be loaded."
        recipientsAs={recipientsAs}
      />
    </>
  );
}

function renderDialog(props: Parameters<typeof Dialog>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Dialog {...props} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the mail fields and their preview', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('given a template chosen while the subject is empty, then it gives the message and the subject, and each recipient is a button that shows their mail', async () => {
    renderDialog({ recipientsAs: 'buttons' });
    const preview = within(screen.getByRole('region', { name: 'Recipients and preview' }));
    expect(preview.getByText('Write a subject and a message.')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Start from a message template'), { target: { value: '3' } });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Interview pack');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Dear {{first_name}}, see you.');
    expect(await preview.findByText('Hello Ada')).toBeTruthy();
    expect(preview.getAllByRole('button')).toHaveLength(2);
    fireEvent.click(preview.getByRole('button', { name: /Bo Lee/ }));
    expect(preview.getByText('Hello Bo')).toBeTruthy();
    expect(preview.getByRole('button', { name: /Bo Lee/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('given an unknown merge field, then it is said at once and no preview is asked for; empty fields are said once sending was tried', async () => {
    // The preview waits for the texts to rest (400 ms): the clock is moved past that, not waited on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(call).mockClear();
    const previewsAsked = () =>
      vi.mocked(call).mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path.includes('preview'));
    renderDialog({ recipientsAs: 'select', isAttempted: true });
    expect(screen.getByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Write the message.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hi {{salary}}' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Dear you' } });
    expect(screen.getByText('{{salary}} is not a merge field. Use one of those listed.')).toBeTruthy();
    expect(screen.queryByText('Enter a subject.')).toBeNull();
    const preview = within(screen.getByRole('region', { name: 'Recipients and preview' }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(previewsAsked()).toHaveLength(0);
    expect(preview.getByText('Write a subject and a message.')).toBeTruthy();
    vi.useRealTimers();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hi' } });
    const chooser = await preview.findByRole('combobox', { name: 'Preview for' });
    fireEvent.change(chooser, { target: { value: 'b' } });
    expect(preview.getByText('Hello Bo')).toBeTruthy();
    expect(preview.queryAllByRole('button')).toHaveLength(0);
    expect(previewsAsked()).not.toHaveLength(0);
    expect(JSON.stringify(previewsAsked())).not.toContain('salary');
  });
});

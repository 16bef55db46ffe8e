/**
 * The Writing help menu on a textarea: hidden when the server has it off; a streamed suggestion
 * waits beside the field until Accept; Reject and a failure leave the text alone; Regenerate asks again.
 * The server's answer is a stream this test writes piece by piece.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const server = vi.hoisted(() => ({
  isConfigured: true,
  requests: [] as { action: string; text: string; format?: string }[],
  streams: [] as ReadableStreamDefaultController<Uint8Array>[],
}));
vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  call: vi.fn(async () => ({ is_configured: server.isConfigured })),
  callForStream: vi.fn(
    async (_endpoint: unknown, options: { body: { action: string; text: string; format?: string } }) => {
      server.requests.push(options.body);
      return new ReadableStream<Uint8Array>({ start: (controller) => void server.streams.push(controller) });
    },
  ),
}));

const { PlainTextWritingHelp } = await import('../plain-text-writing-help.tsx');

const encoder = new TextEncoder();
const send = async (event: string) => {
  await act(async () => {
    server.streams.at(-1)!.enqueue(encoder.encode(event));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};
const piece = (text: string) => send(`data: ${JSON.stringify({ text })}\n\n`);
const done = () => send('event: done\ndata: {}\n\n');

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="body">Body</label>
      <textarea id="body" value={value} onChange={(event) => setValue(event.target.value)} />
      <PlainTextWritingHelp fieldId="body" onChange={setValue} />
    </>
  );
}

function renderField(initial = 'We are currently looking to hire a nurse.') {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Field initial={initial} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
const text = () => (screen.getByLabelText('Body') as HTMLTextAreaElement).value;
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  server.isConfigured = true;
  server.requests.length = 0;
  server.streams.length = 0;
});

describe('the Writing help menu', () => {
  it('given writing help not set up on the server, then no menu shows', async () => {
    server.isConfigured = false;
    renderField();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('group', { name: 'Writing help' })).toBeNull();
    expect(screen.getByLabelText('Body')).toBeTruthy();
  });

  it('given a streamed suggestion, then it shows pending and the field is unchanged until Accept, which puts it in the field', async () => {
    renderField();
    await screen.findByRole('group', { name: 'Writing help' });
    await click('Shorten');
    expect(server.requests).toEqual([
      expect.objectContaining({
        action: 'shorten',
        text: 'We are currently looking to hire a nurse.',
        format: 'plain',
      }),
    ]);
    await piece('We are hiring ');
    const suggestion = screen.getByRole('region', { name: 'Suggestion' });
    expect(suggestion.textContent).toContain('We are hiring');
    expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(true);
    await piece('a nurse.');
    await done();
    expect(text()).toBe('We are currently looking to hire a nurse.');
    await click('Accept');
    expect(text()).toBe('We are hiring a nurse.');
    expect(screen.queryByRole('region', { name: 'Suggestion' })).toBeNull();
  });

  it('given a selection, when the suggestion is accepted, then only the selected words change', async () => {
    renderField('Dear Ada, thanks for applying. Best regards');
    await screen.findByRole('group', { name: 'Writing help' });
    (screen.getByLabelText('Body') as HTMLTextAreaElement).setSelectionRange(10, 29);
    await click('Rephrase');
    expect(server.requests[0]!.text).toBe('thanks for applying');
    await piece('thank you for your application');
    await done();
    await click('Accept');
    expect(text()).toBe('Dear Ada, thank you for your application. Best regards');
  });

  it('given a ready suggestion, when rejected, then the text is unchanged and the suggestion is gone', async () => {
    renderField();
    await screen.findByRole('group', { name: 'Writing help' });
    await click('Lengthen');
    await piece('A much longer text.');
    await done();
    await click('Reject');
    expect(text()).toBe('We are currently looking to hire a nurse.');
    expect(screen.queryByRole('region', { name: 'Suggestion' })).toBeNull();
  });

  it('given a ready suggestion, when regenerated, then the same request goes again and the new answer replaces the old', async () => {
    renderField();
    await screen.findByRole('group', { name: 'Writing help' });
    await click('Rephrase');
    await piece('First try.');
    await done();
    await click('Regenerate');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]).toEqual(server.requests[0]);
    await piece('Second try.');
    await done();
    expect(screen.getByRole('region', { name: 'Suggestion' }).textContent).not.toContain('First try.');
    await click('Accept');
    expect(text()).toBe('Second try.');
  });

  it('given the service failing mid-stream, then the menu says why, nothing can be accepted and the text is unchanged', async () => {
    renderField();
    await screen.findByRole('group', { name: 'Writing help' });
    await click('Fix spelling and grammar');
    await piece('Half');
    await send('event: error\ndata: {"code":"ai_writing_upstream_timeout","message":"slow"}\n\n');
    expect(screen.getByRole('alert').textContent).toBe(
      'The writing-help service took too long to answer. Please try again.',
    );
    expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(true);
    expect(text()).toBe('We are currently looking to hire a nurse.');
  });
});

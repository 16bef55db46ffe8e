// @vitest-environment happy-dom
/**
 * The scorecard's replies (D298): the candidate's replies newest first, one from another address
 * said so; answering one sends an applicant email to the application with "Re:" and the text written.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../contracts/replies.ts';
import { RepliesSection } from './replies-section.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const APP = 7;
const REF = 'a0000000-0000-4000-8000-000000000007';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const reply = (over: Partial<Reply>): Reply => ({
  reply_id: 1,
  from_address: 'maria@example.test',
  from_name: 'Maria Garcia',
  is_from_candidate: true,
  subject: 'Re: Your interview',
  text: 'Tuesday works for me.',
  received_at: '2026-11-28T10:00:00.000Z',
  read_at: null,
  thread_id: over.reply_id ?? 1,
  files: [],
  refused_files: [],
  refused_more: 0,
  ...over,
});

function show(replies: Reply[], refusals = 0) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let refused = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url: input, body: init.body ? JSON.parse(init.body as string) : undefined });
      if (input.endsWith(`/user/v1/replies/${APP}/`)) return json(200, { data: replies });
      if (input.endsWith('/smartreq/v1/email-applicants/')) {
        if (refused++ < refusals)
          return json(503, { errors: [{ code: 'unavailable', message: 'Try again shortly.' }] });
        return json(200, { data: { sent: 1 } });
      }
      return json(404, { errors: [] });
    }),
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RepliesSection userSmartreqId={APP} refId={REF} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return sent;
}

describe('the replies on an application', () => {
  it('given two replies, one from another address, then both show newest first and the other address is said', async () => {
    show([
      reply({
        reply_id: 2,
        from_address: 'assistant@elsewhere.test',
        from_name: '',
        subject: 'Forwarded',
        is_from_candidate: false,
      }),
      reply({}),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Forwarded', 'Re: Your interview']);
    expect(
      within(items[0]!).getByText('Not from the candidate’s address: check who wrote it before answering.'),
    ).toBeTruthy();
    expect(within(items[1]!).queryByText(/Not from the candidate’s address/)).toBeNull();
  });

  it('given a reply, when it is answered, then an applicant email goes to the application with Re: and the text', async () => {
    const sent = show([reply({ subject: 'Your interview' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Write an answer' }));
    const form = screen.getByRole('form', { name: 'Answer the reply' });
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Re: Your interview');
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Write a subject and a message.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your answer'), { target: { value: 'Tuesday at ten.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.url.endsWith('/smartreq/v1/email-applicants/'))).toEqual([
        expect.objectContaining({
          method: 'POST',
          body: { ref_ids: [REF], subject: 'Re: Your interview', message: 'Tuesday at ten.', answers_reply_id: 1 },
        }),
      ]),
    );
  });

  it('given an answer the server refuses, then its failure is said in the form, the text kept, and sent again it goes (D506)', async () => {
    const sent = show([reply({ subject: 'Your interview' })], 1);
    fireEvent.click(await screen.findByRole('button', { name: 'Write an answer' }));
    const form = screen.getByRole('form', { name: 'Answer the reply' });
    fireEvent.change(within(form).getByLabelText('Your answer'), { target: { value: 'Tuesday at ten.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect((within(form).getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe('Tuesday at ten.');
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.url.endsWith('/smartreq/v1/email-applicants/'))).toHaveLength(2),
    );
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Answer the reply' })).toBeNull());
  });

  it('given replies in two conversations, then each conversation reads oldest first, the newest conversation first, with its files and those not kept', async () => {
    show([
      reply({ reply_id: 4, thread_id: 1, subject: 'Re: Re: Your interview', text: 'See you then.' }),
      reply({ reply_id: 3, thread_id: 3, subject: 'Another question' }),
      reply({
        reply_id: 1,
        thread_id: 1,
        files: [
          {
            document_id: 9,
            file_name: 'cv.pdf',
            content_type: 'application/pdf',
            size_bytes: 2048,
            url: '/smartreq/v1/user-smartreq/7/documents/9/file/',
          },
        ],
        refused_files: [{ name: 'tool.exe', reason: 'type' }],
        refused_more: 970,
      }),
    ]);
    const first = await screen.findByRole('region', { name: 'Conversation: Re: Your interview' });
    const subjects = (region: HTMLElement) => [...region.querySelectorAll('strong')].map((s) => s.textContent);
    expect(subjects(first)).toEqual(['Re: Your interview', 'Re: Re: Your interview']);
    expect(within(first).getByRole('button', { name: 'Download cv.pdf (2 KB)' })).toBeTruthy();
    expect(within(first).getByText('Not kept: tool.exe, not a PDF, Word, plain text, PNG or JPEG file.')).toBeTruthy();
    // Past the twenty named, a count (D468).
    expect(within(first).getByText('And 970 more files not kept.')).toBeTruthy();
    const regions = screen.getAllByRole('region', { name: /^Conversation:/ });
    expect(regions.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Conversation: Re: Your interview',
      'Conversation: Another question',
    ]);
  });
});

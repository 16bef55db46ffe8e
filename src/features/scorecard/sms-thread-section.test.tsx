// @vitest-environment happy-dom
/** The application's text-message thread on screen (D236): replies beside what staff sent, the provider's reason, the opt-out, the segment count. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SmsMessage, SmsThread } from '../../../contracts/sms.ts';
import { SmsThreadSection } from './sms-thread-section.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const message = (over: Partial<SmsMessage>): SmsMessage => ({
  sms_id: 1,
  direction: 'outbound',
  phone_number: '+15125550142',
  sender_number: '+15125550100',
  body: 'Hi Maria',
  segments: 1,
  encoding: 'GSM-7',
  status: 'sent',
  last_error: '',
  attempts: 1,
  sent_by: 'Olivia Owner',
  created_at: '2026-11-27T00:00:00.000Z',
  sent_at: '2026-11-27T00:00:05.000Z',
  delivered_at: null,
  ...over,
});

function show(thread: SmsThread) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { data: thread })),
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SmsThreadSection userSmartreqId={7} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the text-message thread', () => {
  it('given a sent message, a failed one and a reply, then each shows its status and the failure its provider’s reason', async () => {
    show({
      phone_number: '+15125550142',
      opted_out: false,
      opted_out_at: null,
      provider: 'smpp',
      messages: [
        message({ sms_id: 1, status: 'delivered' }),
        message({ sms_id: 2, body: 'Second', status: 'failed', last_error: 'The SMSC refused the message.' }),
        message({ sms_id: 3, direction: 'inbound', body: 'Yes please', status: 'received', sent_by: '' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Text messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Delivered');
    expect(items[1]!.textContent).toContain('Not sent');
    expect(items[1]!.textContent).toContain('The SMSC refused the message.');
    expect(items[2]!.getAttribute('data-direction')).toBe('inbound');
    expect(items[2]!.textContent).toContain('Reply');
  });

  it('given typing outside the GSM set, then the count switches to UCS-2 and its smaller segments', async () => {
    show({ phone_number: '+15125550142', opted_out: false, opted_out_at: null, provider: '', messages: [] });
    const box = await screen.findByLabelText('Text message');
    fireEvent.change(box, { target: { value: 'a'.repeat(70) } });
    expect(screen.getByTestId('sms-segment-count').textContent).toContain('70 characters (GSM-7), 1 text message');
    fireEvent.change(box, { target: { value: `${'a'.repeat(69)}😀` } });
    expect(screen.getByTestId('sms-segment-count').textContent).toContain('71 characters (UCS-2');
    expect(screen.getByTestId('sms-segment-count').textContent).toContain('2 text messages');
    expect(screen.getByText(/messages stay in the outbox/)).toBeTruthy();
  });

  it('given a number that replied STOP, then it says so and offers no composer', async () => {
    show({
      phone_number: '+15125550142',
      opted_out: true,
      opted_out_at: '2026-11-27T00:00:00.000Z',
      provider: 'http',
      messages: [],
    });
    expect(await screen.findByText(/replied STOP/)).toBeTruthy();
    expect(screen.queryByLabelText('Text message')).toBeNull();
  });
});

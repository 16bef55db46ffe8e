import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingPage } from '../../../contracts/interview-scheduling.ts';
import { BookingScreen } from './booking-screen.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLDivElement;
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.unstubAllGlobals();
});

const TOKEN = '3f2c1a9e-0000-4000-8000-000000000000';
const page = (over: Partial<BookingPage> = {}): BookingPage => ({
  status: 'requested',
  company_name: 'Demo Company',
  job_title: 'Warehouse Associate',
  activity_title: 'First interview',
  applicant_first_name: 'Dana',
  duration_minutes: 45,
  location: 'Head office',
  meeting_url: '',
  instructions: 'Bring an ID.',
  interviewer_names: ['Ines I.'],
  starts_at: null,
  ends_at: null,
  time_zone: 'UTC',
  can_change: true,
  change_cutoff_hours: 24,
  slots: [
    { starts_at: '2026-11-30T09:00:00.000Z', ends_at: '2026-11-30T09:45:00.000Z' },
    { starts_at: '2026-11-30T09:30:00.000Z', ends_at: '2026-11-30T10:15:00.000Z' },
    { starts_at: '2026-12-01T23:30:00.000Z', ends_at: '2026-12-02T00:15:00.000Z' },
  ],
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Waits, within the suite's one bound, for the page to show what `check` looks for; a failure says what it showed. */
async function until(check: () => boolean) {
  await waitFor(() => expect(check(), `the page showed: ${host.textContent}`).toBe(true));
}

async function render() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <BookingScreen token={TOKEN} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
  await until(() => !host.textContent!.includes('Loading'));
}

describe('the booking page on screen', () => {
  it('given free slots, then they are grouped by the candidate’s local day, the change rule is stated, and a chosen slot is booked', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'UTC',
    } as Intl.ResolvedDateTimeFormatOptions);
    const calls: { url: string; body?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body as string | undefined });
        if (url.includes('/book/'))
          return json(200, {
            data: page({
              status: 'scheduled',
              starts_at: '2026-11-30T09:30:00.000Z',
              ends_at: '2026-11-30T10:15:00.000Z',
              slots: [],
            }),
          });
        return json(200, { data: page() });
      }),
    );
    await render();
    expect(calls[0]!.url).toContain(`/api/schedule-interview/v1/${TOKEN}/?time_zone=UTC`);
    expect(host.textContent).toContain('You can change or cancel your interview here until 24 hours before it starts.');
    expect([...host.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      'Monday, November 30',
      'Tuesday, December 1',
    ]);
    await act(async () => {
      host.querySelectorAll<HTMLInputElement>('input[name="slot"]')[1]!.click();
    });
    await act(async () => {
      host.querySelector<HTMLButtonElement>('.booking__confirm button')!.click();
    });
    await until(() => host.textContent!.includes('Your interview is booked.'));
    const booked = calls.find((c) => c.url.includes('/book/'))!;
    expect(JSON.parse(booked.body!)).toEqual({ starts_at: '2026-11-30T09:30:00.000Z', time_zone: 'UTC' });
    expect(host.textContent).toContain('Your interview is booked.');
  });

  it('given an expired link, then a clear message and nothing of the interview', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(410, { message: 'expired', code: 'link_expired' })),
    );
    await render();
    expect(host.querySelector('[role="alert"]')!.textContent).toContain(
      'This scheduling link has expired or the interview is closed.',
    );
    expect(host.textContent).not.toContain('Demo Company');
  });

  it('given the interview starts within the cut-off, then no slot is offered and the screen says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          data: page({ status: 'scheduled', starts_at: '2026-11-30T09:00:00.000Z', can_change: false, slots: [] }),
        }),
      ),
    );
    await render();
    expect(host.textContent).toContain('The interview starts in less than 24 hours: it can no longer be changed here.');
    expect(host.querySelectorAll('input[name="slot"]')).toHaveLength(0);
    expect(host.textContent).not.toContain('Cancel the interview');
  });

  it('given no network, then before anything it says booking needs a connection and why, and it loads the free times by itself when the network returns', async () => {
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, { data: page() });
      }),
    );
    await render();
    await until(() => host.querySelector('[data-testid="needs-connection"]') !== null);
    const notice = host.querySelector('[data-testid="needs-connection"]')!;
    expect(notice.textContent).toContain('This needs a connection.');
    expect(notice.textContent).toContain('the free times change as other candidates book');
    expect(notice.querySelector('button')!.textContent).toBe('Try again');
    expect(host.textContent).not.toContain('Loading the free times');

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await until(() => host.textContent!.includes('Choose a time'));
    expect(host.querySelector('[data-testid="needs-connection"]')).toBeNull();
    expect(host.querySelectorAll('input[name="slot"]')).toHaveLength(3);
  });
});

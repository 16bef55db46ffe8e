import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { OwnInterviewForm } from './own-interview-form.tsx';
import { addDays, weekStartOf } from './week-grid.ts';
import { browserTimeZone, localDay, zonedToInstant } from '../../lib/time-zones.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const APPLICATION = 3;
const INES = { user_id: 11, first_name: 'Ines', last_name: 'Interviewer', can_open: false };
const KITS = [
  { interview_kit_id: 7, name: 'Standard kit', purpose: 'interview' },
  { interview_kit_id: 8, name: 'Senior kit', purpose: 'interview' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the form's reads; `onSend` answers the scheduling request. */
function stubServer(onSend: () => Response, availability: unknown = { people: [], slots: [] }) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/colleagues/')) return json(200, { data: [INES] });
      if (url.includes('/interview/v1/kits/')) return json(200, { data: KITS });
      if (url.includes('/panel-availability/')) return json(200, { data: availability });
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return onSend();
    }),
  );
  return sent;
}

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  render(<OwnInterviewForm userSmartreqId={APPLICATION} onDone={onDone} />, { wrapper: wrap });
  return onDone;
}

/** Once the colleagues and the kits are read: the first kit is the default. */
async function chooseInes() {
  await screen.findByRole('option', { name: 'Standard kit' });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Ines Interviewer' }));
}

describe('the own-interview form’s choice of who picks the time', () => {
  it('given "Let the candidate choose a time", then the time fields are hidden and the link request goes out without a time', async () => {
    const sent = stubServer(() =>
      json(200, { data: { interview: { interview_uuid: 'x', status: 'requested' }, path: '/schedule-interview/x' } }),
    );
    const onDone = renderForm();
    const choice = screen.getByRole('group', { name: 'Time of the interview' });
    expect(within(choice).getByRole('radio', { name: 'Pick a time' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Date')).toBeTruthy();
    fireEvent.click(within(choice).getByRole('radio', { name: 'Let the candidate choose a time' }));
    expect(screen.queryByLabelText('Date')).toBeNull();
    expect(screen.queryByLabelText('Time')).toBeNull();
    await chooseInes();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link to the candidate' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: `/api/smartreq/v1/user-smartreq/${APPLICATION}/own-interviews/booking-link/`,
        body: { title: 'Interview', interview_kit_id: 7, duration_minutes: 30, interviewer_user_ids: [11] },
      },
    ]);
  });

  it('given "Let the candidate choose a time", then the panel’s common free times are shown to read, not to pick, and an empty week is called out', async () => {
    const slot = { starts_at: '2030-01-07T15:00:00.000Z', ends_at: '2030-01-07T15:30:00.000Z' };
    stubServer(() => json(500, {}), { people: [], slots: [slot] });
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Let the candidate choose a time' }));
    await chooseInes();
    const common = await screen.findByRole('group', { name: 'Times everyone is free' });
    await waitFor(() => expect(common.querySelectorAll('.panel-week__free')).toHaveLength(1));
    expect(within(common).queryAllByRole('button')).toEqual([]);
    cleanup();

    stubServer(() => json(500, {}));
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Let the candidate choose a time' }));
    await chooseInes();
    expect(await screen.findByText(/the candidate would find no time to book/)).toBeTruthy();
  });

  it('given "Pick a time" (the default), then the interview is scheduled at the typed time in the chosen zone', async () => {
    const sent = stubServer(() => json(200, { data: { interview_uuid: 'x', status: 'scheduled' } }));
    const onDone = renderForm();
    await chooseInes();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-07' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule and send invitations' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]!.url).toBe(`/api/smartreq/v1/user-smartreq/${APPLICATION}/own-interviews/`);
    expect(sent[0]!.body).toMatchObject({ starts_at: expect.stringMatching(/^2030-01-07T/), duration_minutes: 30 });
  });

  it('given the server refuses the link naming the interviewer and the duration, then each message shows beside its field and the form stays open', async () => {
    stubServer(() =>
      json(400, {
        code: 'validation',
        message: 'Invalid request',
        errors: [
          { prop: 'interviewer_user_ids.0', message: 'Choose interviewers from your company.' },
          { prop: 'duration_minutes', message: 'An interview lasts at most 8 hours' },
        ],
      }),
    );
    const onDone = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Let the candidate choose a time' }));
    await chooseInes();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link to the candidate' }));
    const interviewers = screen.getByRole('group', { name: 'Interviewers' });
    await waitFor(() => expect(within(interviewers).getByText('Choose interviewers from your company.')).toBeTruthy());
    const durationRow = screen.getByLabelText('Duration').closest('.scheduling-form__row')!;
    expect(within(durationRow as HTMLElement).getByText('An interview lasts at most 8 hours')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('given "Propose times", then the times picked are proposed in order, one picked twice is taken back, none picked is refused here, and a time no longer free is named beside the times', async () => {
    // Monday and Tuesday of this week (the week grid opens at today's week), in the browser's zone.
    const zone = browserTimeZone();
    const monday = weekStartOf(localDay(new Date().toISOString(), zone));
    const slots = [
      zonedToInstant(monday, '15:00', zone),
      zonedToInstant(monday, '16:00', zone),
      zonedToInstant(addDays(monday, 1), '09:00', zone),
    ].map((starts_at) => ({ starts_at, ends_at: new Date(Date.parse(starts_at) + 30 * 60_000).toISOString() }));
    let refuse = true;
    const sent = stubServer(
      () =>
        refuse
          ? json(400, {
              code: 'validation',
              message: 'Invalid request',
              errors: [
                {
                  prop: 'proposed_times.0',
                  message: 'This time is not free for every interviewer, or it is too soon or too far ahead.',
                },
              ],
            })
          : json(200, {
              data: { interview: { interview_uuid: 'x', status: 'requested' }, path: '/schedule-interview/x' },
            }),
      { people: [], slots },
    );
    const onDone = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Propose times for the candidate to choose from' }));
    await chooseInes();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link to the candidate' }));
    expect(screen.getByText('Choose at least one time to propose')).toBeTruthy();
    expect(sent).toEqual([]);

    // The panel's week grid: each time everyone is free is a button.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /everyone is free$/ })).toHaveLength(3));
    const [first, second, third] = screen.getAllByRole('button', { name: /everyone is free$/ });
    fireEvent.click(third!);
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(second!);
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(second!.getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByRole('list', { name: 'Times you propose' })).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Send the link to the candidate' }));
    expect(
      await screen.findByText(
        'A time you propose is no longer free for every interviewer, or it is too soon or too far ahead: choose the times again.',
      ),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send the link to the candidate' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.at(-1)!.body).toMatchObject({ proposed_times: [slots[0]!.starts_at, slots[2]!.starts_at] });
  });
});

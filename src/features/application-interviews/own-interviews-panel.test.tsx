/** The interviews scheduled from an application (D206): each says where it is held, its own video room a link. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { StaffInterview } from '../../../contracts/staff-interviews.ts';
import { OwnInterviewsPanel } from './own-interviews-panel.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROOM = 'https://meet.example/Assay-0123456789abcdef0123456789abcdef';
const person = (user_id: number, first_name: string, last_name: string) => ({
  user_id,
  first_name,
  last_name,
  can_open: true,
});
const interview = (changes: Partial<StaffInterview>): StaffInterview => ({
  interview_uuid: 'a1',
  status: 'scheduled',
  job_id: 1,
  job_title: 'Shift Supervisor',
  job_step_activity_id: null,
  activity_title: 'Culture chat',
  user_smartreq_id: 3,
  applicant: person(5, 'Dana', 'Day'),
  starts_at: '2030-01-07T16:00:00.000Z',
  ends_at: '2030-01-07T17:00:00.000Z',
  time_zone: 'America/Chicago',
  location: '',
  meeting_url: '',
  interviewers: [person(11, 'Ines', 'Interviewer')],
  link_expires_at: null,
  calendar_problems: [],
  ...changes,
});

function renderPanel(interviews: StaffInterview[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: interviews }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OwnInterviewsPanel userSmartreqId={3} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the application’s interviews', () => {
  it('given an interview with its own video room and a place, then both are shown, the room a link to it', async () => {
    renderPanel([interview({ meeting_url: ROOM, location: 'Room 2, first floor' })]);
    const list = await screen.findByRole('list', { name: 'Scheduled interviews' });
    const link = within(list).getByRole('link', { name: ROOM });
    expect(link.getAttribute('href')).toBe(ROOM);
    expect(within(list).getByText('Video-meeting link')).toBeTruthy();
    expect(within(list).getByText('Room 2, first floor')).toBeTruthy();
  });

  it('given an interview with no link and no place (waiting for the candidate to book), then neither is named', async () => {
    renderPanel([interview({ status: 'requested', starts_at: null, ends_at: null })]);
    const list = await screen.findByRole('list', { name: 'Scheduled interviews' });
    expect(within(list).queryByRole('link')).toBeNull();
    expect(list.textContent).not.toContain('Video-meeting link');
    expect(list.textContent).not.toContain('Place');
  });
});

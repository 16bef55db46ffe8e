/** The plan's interview activities on the application (D209): a booked interview says where it is held and links its own video room. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ApplicationInterview, StaffInterview } from '../../../contracts/staff-interviews.ts';
import { InterviewSchedulingPanel } from './interview-scheduling-panel.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROOM = 'https://meet.example/Assay-0123456789abcdef0123456789abcdef';
const INES = { user_id: 11, first_name: 'Ines', last_name: 'Interviewer', can_open: true };
const booked: StaffInterview = {
  interview_uuid: 'b1',
  status: 'scheduled',
  job_id: 1,
  job_title: 'Shift Supervisor',
  job_step_activity_id: 7,
  activity_title: 'Panel interview',
  user_smartreq_id: 3,
  applicant: { user_id: 5, first_name: 'Vi', last_name: 'Deo' },
  starts_at: '2030-01-07T16:00:00.000Z',
  ends_at: '2030-01-07T17:00:00.000Z',
  time_zone: 'America/Chicago',
  location: '',
  meeting_url: ROOM,
  interviewers: [INES],
  link_expires_at: null,
  calendar_problems: [],
};
const activity = (interview: StaffInterview): ApplicationInterview => ({
  job_step_activity_id: 7,
  activity_title: 'Panel interview',
  duration_minutes: 60,
  default_interviewers: [INES],
  interview,
});

function renderPanel(activities: ApplicationInterview[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: activities }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <InterviewSchedulingPanel userSmartreqId={3} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the plan’s interviews on the application', () => {
  it('given a booked interview with its own room, then the room is a link to it', async () => {
    renderPanel([activity(booked)]);
    const list = await screen.findByRole('list', { name: 'Interviews of this application' });
    expect(within(list).getByRole('link', { name: ROOM }).getAttribute('href')).toBe(ROOM);
  });

  it('given a cancelled interview, then its room is not offered', async () => {
    renderPanel([activity({ ...booked, status: 'cancelled' })]);
    const list = await screen.findByRole('list', { name: 'Interviews of this application' });
    expect(within(list).queryByRole('link', { name: ROOM })).toBeNull();
    expect(list.textContent).not.toContain('Video-meeting link');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { HomeApplicantTask, HomeInterviewTask, StaffHome } from '../../../contracts/staff-home.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { staffHomeQueryOptions } from './staff-home.queries.ts';
import { StaffHomeScreen } from './staff-home-screen.tsx';

afterEach(() => cleanup());

const interview: HomeInterviewTask = {
  interview_uuid: '00000000-0000-4000-8000-000000000001',
  candidate_name: 'Maria Garcia',
  job_title: 'Customer Support Specialist',
  starts_at: '2026-11-27T09:00:00Z',
  time_zone: null,
};
const applicant: HomeApplicantTask = {
  user_smartreq_id: 1,
  job_id: 1,
  job_title: 'Customer Support Specialist',
  candidate_name: 'Li Wei',
  since: '2026-11-27T09:00:00Z',
  stage_name: 'Skills',
  days: 1,
};
const none = { count: 0, items: [] };
const home: StaffHome = {
  feedback_due: { count: 5, items: [interview] },
  interviews_today: none,
  interviews_this_week: none,
  new_applicants: { count: 3, items: [applicant] },
  offers: none,
  idle_applicants: none,
  accommodation_requests: none,
  idle_days: 7,
  mentions: none,
  replies: none,
  my_requisitions: [],
};

// A tester found that "and N more" said there were more and led nowhere.
describe("the staff home's counts past what it shows", () => {
  it('given more feedback due and more new applicants than shown, then each "and N more" leads to the whole list', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(staffHomeQueryOptions(1).queryKey, home);
    renderInApp(() => <StaffHomeScreen accountId={1} />, { queryClient });
    const interviews = await screen.findByRole('link', { name: 'and 4 more' });
    expect(interviews.getAttribute('href')).toBe('/interviews/my-interviews');
    const applicants = screen.getByRole('link', { name: 'and 2 more' });
    // The router writes a search value that reads as JSON in quotes, as every link of the app does.
    expect(decodeURIComponent(applicants.getAttribute('href')!)).toBe('/applicants?is_new="true"');
    // The task itself opens the interview at the interviewer's desk, not on a station.
    expect(screen.getByRole('link', { name: /Maria Garcia/ }).getAttribute('href')).toBe(
      `/interviews/${interview.interview_uuid}`,
    );
  });
});

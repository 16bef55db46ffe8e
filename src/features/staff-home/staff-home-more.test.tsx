import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import {
  HOME_TASKS_SHOWN,
  type HomeApplicantTask,
  type HomeInterviewTask,
  type HomeMentionTask,
  type HomeWholeList,
  type StaffHome,
} from '../../../contracts/staff-home.ts';
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
  company_stage: null,
  company_stage_names: {},
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

const mention = (i: number): HomeMentionTask => ({
  comment_uuid: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
  user_smartreq_id: 100 + i,
  job_title: 'Customer Support Specialist',
  candidate_name: `Candidate ${i}`,
  author_name: 'Ivan Interviewer',
  since: '2026-11-27T09:00:00Z',
});
const mentions = Array.from({ length: HOME_TASKS_SHOWN + 2 }, (_, i) => mention(i + 1));

// The mentions, replies, offers, idle and accommodation lists have no page of their own: their
// "and N more" was text a keyboard could not follow (D325).
describe('a home list with no page of its own', () => {
  it('given more mentions than shown, when "and N more" is followed, then the list is whole, the focus is on the first item not shown before (not its link), and "Show the first 8 only" brings the focus back', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const quiet = { ...home, feedback_due: none, new_applicants: none };
    queryClient.setQueryData(staffHomeQueryOptions(1).queryKey, {
      ...quiet,
      mentions: { count: mentions.length, items: mentions.slice(0, HOME_TASKS_SHOWN) },
    });
    queryClient.setQueryData(staffHomeQueryOptions(1, undefined, 'mentions').queryKey, {
      ...quiet,
      mentions: { count: mentions.length, items: mentions },
    });
    // The home route's own reading of ?whole=, as src/routes/_staff/home.tsx passes it.
    function Home() {
      const { whole } = useSearch({ strict: false }) as { whole?: HomeWholeList };
      return <StaffHomeScreen accountId={1} whole={whole} />;
    }
    renderInApp(Home, { queryClient });
    const more = await screen.findByRole('link', { name: 'and 2 more' });
    expect(decodeURIComponent(more.getAttribute('href')!)).toBe('/home?whole=mentions');
    fireEvent.click(more);
    const ninth = await screen.findByRole('link', { name: 'Ivan Interviewer mentioned you about Candidate 9' });
    // Its item, not the link: focusing the link would preload the application and settle its mentions.
    await waitFor(() => expect(document.activeElement).toBe(ninth.closest('li')));
    expect(screen.getByRole('link', { name: /Candidate 10$/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'and 2 more' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: `Show the first ${HOME_TASKS_SHOWN} only` }));
    const again = await screen.findByRole('link', { name: 'and 2 more' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.queryByRole('link', { name: /Candidate 9$/ })).toBeNull();
  });
});

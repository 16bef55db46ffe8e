// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { HomeApplicantTask, StaffHome } from '../../../contracts/staff-home.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { staffHomeQueryOptions } from './staff-home.queries.ts';
import { StaffHomeScreen } from './staff-home-screen.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const applicant = (id: number, stage_name: string | null): HomeApplicantTask => ({
  user_smartreq_id: id,
  job_id: 1,
  job_title: 'Customer Support Specialist',
  candidate_name: `Candidate ${id}`,
  since: '2026-11-27T09:00:00Z',
  stage_name,
  days: 1,
});
const none = { count: 0, items: [] };
const home: StaffHome = {
  feedback_due: none,
  interviews_today: none,
  interviews_this_week: none,
  // A step the company left with the product's name, and one it named itself.
  new_applicants: { count: 2, items: [applicant(1, 'Skills'), applicant(2, 'Panel with the team lead')] },
  offers: none,
  idle_applicants: none,
  accommodation_requests: none,
  idle_days: 7,
  mentions: none,
  replies: none,
  my_requisitions: [],
};

// Session 45's walk: a French recruiter read "Skills" where the candidate of the same step read
// "Compétences".
describe("the staff home's stages in the reader's language", () => {
  it('given French, then a built-in step name is translated and a company-named one is kept as written', async () => {
    await activateLanguage('fr');
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(staffHomeQueryOptions(1).queryKey, home);
    renderInApp(() => <StaffHomeScreen accountId={1} />, { queryClient });
    const first = (await screen.findByRole('link', { name: 'Candidate 1' })).closest('li')!;
    expect(first.textContent).toContain('· Compétences ·');
    expect(first.textContent).not.toContain('Skills');
    const second = screen.getByRole('link', { name: 'Candidate 2' }).closest('li')!;
    expect(second.textContent).toContain('· Panel with the team lead ·');
  });
});

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

const applicant = (
  id: number,
  stage_name: string | null,
  company?: Pick<HomeApplicantTask, 'company_stage' | 'company_stage_names'>,
): HomeApplicantTask => ({
  user_smartreq_id: id,
  job_id: 1,
  job_title: 'Customer Support Specialist',
  candidate_name: `Candidate ${id}`,
  since: '2026-11-27T09:00:00Z',
  stage_name,
  company_stage: company?.company_stage ?? null,
  company_stage_names: company?.company_stage_names ?? {},
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
  // Past the plan's last step ('Onboarding'): in the company's Interview (no name of its own) and Offer (named in French).
  idle_applicants: {
    count: 2,
    items: [
      applicant(3, 'Onboarding', { company_stage: 'interview', company_stage_names: { en: 'Final round' } }),
      applicant(4, 'Onboarding', { company_stage: 'offer', company_stage_names: { fr: 'Proposition d’embauche' } }),
    ],
  },
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

  it('given applicants moved past the plan, then the company stage shows in French instead of the last step', async () => {
    await activateLanguage('fr');
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(staffHomeQueryOptions(1).queryKey, home);
    renderInApp(() => <StaffHomeScreen accountId={1} />, { queryClient });
    const interview = (await screen.findByRole('link', { name: 'Candidate 3' })).closest('li')!;
    // The company named Interview in English only: French reads the product's name.
    expect(interview.textContent).toContain('· Entretien ·');
    const offer = screen.getByRole('link', { name: 'Candidate 4' }).closest('li')!;
    expect(offer.textContent).toContain('· Proposition d’embauche ·');
    for (const item of [interview, offer]) expect(item.textContent).not.toMatch(/Onboarding|Intégration/);
  });
});

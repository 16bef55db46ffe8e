import { expect, test, type Page } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';

// Seed 000 section 2.8: the admin section links and where each goes.
const SECTION_LINKS = {
  Dashboard: '/account/dashboard',
  Employees: '/people',
  Profiles: '/jobprofile',
  'Job Reqs': '/hire',
  Candidates: '/applicants',
  Pathways: '/pathways',
  Interviews: '/interviews',
} as const;
type SectionLink = keyof typeof SECTION_LINKS;

const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const settingsCog = (page: Page) => page.getByRole('link', { name: /^(company )?settings$/i });

async function expectSectionLinks(page: Page, shown: SectionLink[]): Promise<void> {
  for (const name of Object.keys(SECTION_LINKS) as SectionLink[]) {
    if (shown.includes(name)) {
      await expect(link(page, name), `${name} link`).toBeVisible();
      await expect(link(page, name)).toHaveAttribute('href', SECTION_LINKS[name]);
    } else {
      await expect(link(page, name), `${name} link`).toHaveCount(0);
    }
  }
}

test.describe('each demo user signs in from /login and lands on their progress page', () => {
  test('the Demo Company owner sees every section link and the settings cog', async ({ page }) => {
    await signIn(page, demo.owner);
    await page.goto('/hire');
    await expect(page).toHaveURL(/\/hire$/);
    await expectSectionLinks(page, [
      'Dashboard',
      'Employees',
      'Profiles',
      'Job Reqs',
      'Candidates',
      'Pathways',
      'Interviews',
    ]);
    await expect(settingsCog(page).first()).toBeVisible();
  });

  test('the recruiter sees no Dashboard, no Employees and no settings cog', async ({ page }) => {
    await signIn(page, demo.recruiter);
    await page.goto('/hire');
    await expect(page).toHaveURL(/\/hire$/);
    await expectSectionLinks(page, ['Profiles', 'Job Reqs', 'Candidates', 'Pathways', 'Interviews']);
    await expect(settingsCog(page)).toHaveCount(0);
  });

  test('the interviewer, with a role but no flags, sees the links every company user sees', async ({ page }) => {
    await signIn(page, demo.interviewer);
    await page.goto('/hire');
    await expect(page).toHaveURL(/\/hire$/);
    await expectSectionLinks(page, ['Profiles', 'Job Reqs', 'Candidates', 'Pathways', 'Interviews']);
    await expect(settingsCog(page)).toHaveCount(0);
  });

  test('the Other Company owner has every flag but no Pathways link, as their company has no pathway access', async ({
    page,
  }) => {
    await signIn(page, demo.otherOwner);
    await page.goto('/hire');
    await expect(page).toHaveURL(/\/hire$/);
    await expectSectionLinks(page, ['Dashboard', 'Employees', 'Profiles', 'Job Reqs', 'Candidates', 'Interviews']);
    await expect(settingsCog(page).first()).toBeVisible();
  });

  test('the provider admin reaches the provider area, where the company settings cog is hidden', async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin(\/customers)?$/);
    await expect(page.getByRole('link', { name: 'Customers', exact: true }).first()).toBeVisible();
    await expect(settingsCog(page)).toHaveCount(0);
  });

  test('the candidate, who has no company role, is refused the staff pages', async ({ page }) => {
    await signIn(page, demo.candidate);
    await page.goto('/hire');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(link(page, 'Job Reqs')).toHaveCount(0);
  });
});

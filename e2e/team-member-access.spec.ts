import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';

// Seed 001 section 6: requisition pages need smartreq_access or membership of that job's team.
// The demo interviewer has a role with no flags and is on the team of job 2 (the closed
// Warehouse Associate requisition) only.

test('given the interviewer on job 2’s team, then job 2’s applicants open and job 1’s pages are not authorised', async ({
  page,
}) => {
  await signIn(page, demo.interviewer);
  await page.goto('/smartreq-detail/applicants?job_id=2');
  await expect(page).toHaveURL(/\/smartreq-detail\/applicants\?job_id=2/);
  await expect(page.getByText('Warehouse Associate').first()).toBeVisible();

  await page.goto('/smartreq-detail/applicants?job_id=1');
  await expect(page).toHaveURL(/\/not-authorized/);
});

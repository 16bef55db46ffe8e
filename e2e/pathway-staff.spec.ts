import { expect, test, type Page } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { expectAccessible } from './support/accessibility.ts';

// Career pathways, staff side: the company's owner turns the language test (vendor 1) off and
// on again; manages the demo pathway's roles and weights (bad input refused, a new role added,
// archived after confirming); and opens Li Wei's pathway report from her scorecard. Each new
// screen is checked with axe at 1280 and 390 px and screenshotted. New controls are found by id
// and state attributes, so the spec also runs before their strings are extracted.

const shot = (file: string) => test.info().outputPath(file);
/** The demo pathway (the seed's third job) and Li Wei's pathway application (the seed's fifth tracker). */
const PATHWAY_JOB_ID = 3;
const LI_PATHWAY_SMARTREQ = 5;

async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page);
    await lookAt(page, { path: shot(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('given the owner, when they turn the language test off and on again, then the screen says so and asks before turning it off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, demo.owner, '/settings/integrations');
  const company = page.getByRole('region', { name: 'Demo Company' });
  await expect(company).toBeVisible();
  // Another company is not listed for this owner.
  await expect(page.getByRole('region', { name: 'Other Company' })).toHaveCount(0);
  const state = company.locator('[data-state]');
  await expect(state).toHaveAttribute('data-state', 'on');
  await atBothWidths(page, 'vendors');

  const off = company.locator('button[id$="-1-off"]');
  await off.click();
  const dialog = page.locator('dialog.confirm-dialog[open]');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: shot('vendors-confirm-1280.png') });
  // Cancel first: nothing changes.
  await dialog.locator('.confirm-dialog__actions button').first().click();
  await expect(dialog).toHaveCount(0);
  await expect(state).toHaveAttribute('data-state', 'on');
  await off.click();
  await page.locator('dialog.confirm-dialog[open] .confirm-dialog__actions button').last().click();
  await expect(state).toHaveAttribute('data-state', 'off');
  await lookAt(page, { path: shot('vendors-off-1280.png'), fullPage: true });
  await company.locator('button[id$="-1-on"]').click();
  await expect(state).toHaveAttribute('data-state', 'on');
  await expect(off).toBeVisible();
});

test('given the recruiter, when they open the vendors page, then they are refused', async ({ page }) => {
  await signInAt(page, demo.recruiter, '/settings/integrations');
  await expect(page).toHaveURL(/not-authorized/);
});

test('given the owner, when they manage the pathway roles, then bad input is refused with clear errors, a role is added and archived after confirming', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, demo.owner, `/pathway/setup/pathway-jobs?job_id=${PATHWAY_JOB_ID}`);
  const active = page.locator('#pathway-roles-active');
  await expect(active.locator('.pathway-roles__name').filter({ hasText: /^Team Lead$/ })).toBeVisible();
  await expect(active.getByRole('listitem')).toHaveCount(3);
  await atBothWidths(page, 'pathway-roles');

  await page.locator('#pathway-roles-add').click();
  await page.locator('#pathway-role-title').fill('team lead');
  await page.locator('#pathway-role-weight-0').fill('150');
  await page.locator('#pathway-role-save').click();
  // Three problems: the name is taken, no attribute chosen, the weight out of range; nothing saved.
  await expect(page.locator('.error-summary li')).toHaveCount(3);
  await expect(page.locator('.error-summary')).toBeFocused();
  for (const id of ['pathway-role-title', 'pathway-role-attribute-0', 'pathway-role-weight-0']) {
    await expect(page.locator(`#${id}-error`)).toBeVisible();
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-invalid', 'true');
  }
  await atBothWidths(page, 'pathway-role-errors');

  await page.locator('#pathway-role-title').fill('Quality Coach');
  await page.locator('#pathway-role-description').fill('Coaches agents on quality reviews.');
  await page.locator('#pathway-role-attribute-0').selectOption({ label: 'Agreeableness' });
  await page.locator('#pathway-role-weight-0').fill('2');
  await page.locator('#pathway-role-add-weight').click();
  await page.locator('#pathway-role-attribute-1').selectOption({ label: 'Readiness: coaching others' });
  await page.locator('#pathway-role-weight-1').fill('3');
  await page.locator('#pathway-role-save').click();
  await expect(active.locator('.pathway-roles__name').filter({ hasText: /^Quality Coach$/ })).toBeVisible();
  await expect(active.getByText(/Agreeableness 2 · Readiness: coaching others 3$/)).toBeVisible();

  // A seeded role employees answered about offers Archive but not Delete; the new one offers both.
  const teamLead = active
    .getByRole('listitem')
    .filter({ has: page.locator('.pathway-roles__name').filter({ hasText: /^Team Lead$/ }) });
  await expect(teamLead.locator('button[id$="-archive"]')).toHaveCount(1);
  await expect(teamLead.locator('button[id$="-delete"]')).toHaveCount(0);
  const coach = active.getByRole('listitem').filter({ hasText: 'Quality Coach' });
  await coach.locator('button[id$="-archive"]').click();
  const dialog = page.locator('dialog.confirm-dialog[open]');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.locator('.confirm-dialog__actions button').last().click();
  const archived = page.locator('#pathway-roles-archived');
  await expect(archived.locator('.pathway-roles__name').filter({ hasText: /^Quality Coach$/ })).toBeVisible();
  await expect(active.locator('.pathway-roles__name').filter({ hasText: /^Quality Coach$/ })).toHaveCount(0);
  await atBothWidths(page, 'pathway-roles-archived');
  // Nobody answered about it: it can be deleted, after confirming.
  await archived.locator('button[id$="-delete"]').click();
  await page.locator('dialog.confirm-dialog[open] .confirm-dialog__actions button').last().click();
  await expect(page.locator('#pathway-roles-archived-title')).toHaveCount(0);
  await expect(active.getByRole('listitem')).toHaveCount(3);
});

test("given the owner, when they open Li Wei's scorecard on the pathway, then a link leads to her pathway report for staff", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, demo.owner, `/smartreq-detail-applicant/${LI_PATHWAY_SMARTREQ}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Li Wei' })).toBeVisible();
  await page.locator('#scorecard-pathway-report').click();
  await expect(page).toHaveURL(/\/pathway\/report\?/);
  const report = page.locator('[data-audience="staff"]');
  await expect(report.getByText('Li Wei', { exact: true })).toBeVisible();
  await expect(report.getByRole('region', { name: 'Team Lead' })).toContainText('It is my goal');
  await expect(report.getByRole('region', { name: 'Senior Support Specialist' })).toContainText('84.4');
  await atBothWidths(page, 'pathway-staff-report');
  await page.locator('#pathway-report-roles').click();
  await expect(page).toHaveURL(new RegExp(`/pathway/setup/pathway-jobs\\?job_id=${PATHWAY_JOB_ID}`));
  await expect(page.locator('#pathway-roles-active')).toBeVisible();
});

test("given the recruiter (requisitions only), when they open Li Wei's pathway report, then they are refused", async ({
  page,
}) => {
  await signInAt(page, demo.recruiter, '/pathway/report?refId=a0000000-0000-4000-8000-000000000005');
  await expect(page).toHaveURL(/not-authorized/);
});

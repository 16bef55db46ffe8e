import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signIn, signInAt } from './support/sign-in.ts';

// Li Wei (a seeded user) is a Support Agent, a participant of the Support Agent job profile (server/db/seed/demo-people.ts).
const li = 'li.wei@assay.test';

test('an employee answers the satisfaction questions on their job-profile page; staff see the answer on the person page', async ({
  page,
  browser,
}) => {
  const question = `How satisfied are you with your shifts? ${Date.now()}`;
  await signIn(page, demo.owner);

  // The owner writes a satisfaction question employees answer and opens a period on Support Agent.
  await page.goto('/settings/outcome');
  const employees = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add question' }) });
  await employees.getByLabel('Question', { exact: true }).fill(question);
  await employees.getByRole('button', { name: 'Add question' }).click();
  await expect(
    page.getByRole('list', { name: 'Satisfaction questions' }).locator('.company-list__name', { hasText: question }),
  ).toBeVisible();
  await page.goto('/jobprofile');
  await page.getByRole('link', { name: 'Support Agent', exact: true }).click();
  await expect(page).toHaveURL(/job_id=\d+/);
  const jobId = /job_id=(\d+)/.exec(page.url())![1];
  await page.goto(`/jobdetails/setup/outcomes?job_id=${jobId}`);
  const period = `Shift survey ${Date.now()}`;
  await page.getByLabel('Name of the period', { exact: true }).fill(period);
  await page.getByRole('button', { name: 'Mail the supervisors' }).click();
  await expect(
    page.getByRole('list', { name: 'Outcome periods' }).getByRole('listitem').filter({ hasText: period }),
  ).toBeVisible();

  // The employee, on a phone: a missing answer is named; the saved answers stay after a reload.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const employee = await phone.newPage();
  await signInAt(employee, li, '/user/job-profile');
  await expect(employee.getByRole('heading', { level: 1, name: 'Job profile' })).toBeVisible();
  const form = employee.getByRole('form', { name: 'Satisfaction questions' });
  await expect(form.getByText(period, { exact: false })).toBeVisible();
  await form.getByRole('button', { name: 'Save answers' }).click();
  await expect(form.getByText('Choose an answer.').first()).toBeVisible();
  for (const group of await form.getByRole('group').all()) await group.getByRole('radio', { name: /^4/ }).check();
  await form.getByRole('button', { name: 'Save answers' }).click();
  await expect(employee.getByText('Thank you: your answers are saved.')).toBeVisible();
  await expectAccessible(employee);
  await employee.reload();
  await expect(
    employee.getByRole('form', { name: 'Satisfaction questions' }).getByText(/^You answered on /),
  ).toBeVisible();
  await phone.close();

  // Staff: Li Wei's page, from the employees list, shows the satisfaction answer dated today.
  await page.goto('/people');
  await page.getByLabel('Search by name or email').fill('Li Wei');
  // The search has answered once the list holds the one match (the page's figures land below it).
  await expect(page.getByText(/^1–1 of 1 employees/)).toBeVisible();
  await page.getByRole('link', { name: 'Li Wei' }).click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Li Wei' })).toBeVisible();
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const support = page.getByRole('article', { name: /Support Agent/ }).first();
  await expect(support.getByRole('term').filter({ hasText: 'Satisfaction' }).last()).toBeVisible();
  await expect(support.getByText(`4 · ${today}`)).toBeVisible();
  // Opened directly (not from /people), the page still has its words, not message ids.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Employment' })).toBeVisible();
  await expectAccessible(page);

  // An imported employee without a user has a page too (D165): their employment, and from their
  // job profile's participant page, back to it.
  await page.goto('/people');
  await page.getByLabel('Search by name or email').fill('Elena Gomez');
  // The search has answered once the list holds the one match (the page's figures land below it).
  await expect(page.getByText(/^1–1 of 1 employees/)).toBeVisible();
  await page.getByRole('link', { name: 'Elena Gomez' }).click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  const personUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Elena Gomez' })).toBeVisible();
  await expect(page.getByText('Without a user account, they have no applications on record.')).toBeVisible();
  // Her job profile's link, whatever its name: the job-profiles journey on the same server renames it.
  const employment = page.getByRole('article', { name: /Store Associate/ });
  await employment.getByRole('definition').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Elena Gomez' })).toBeVisible();
  await page.getByRole('link', { name: 'Their person page' }).click();
  await expect(page).toHaveURL(personUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Elena Gomez' })).toBeVisible();
});

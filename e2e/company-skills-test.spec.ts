import { expect, request, test } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

/** The skills tests a company's plans may give, as that company's owner's plan editor lists them. */
async function planTests(baseURL: string, email: string): Promise<string[]> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email, password: DEMO_PASSWORD } });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  const list = await api.get(`/api/job/v1/skills-tests/${user.roles[0]!.account_id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const tests = ((await list.json()) as { data: { title: string }[] }).data;
  await api.dispose();
  return tests.map((t) => t.title);
}

test("a company owner writes the company's own skills test in its settings and publishes it; only that company's plans may give it", async ({
  page,
  baseURL,
}) => {
  const title = `Till counting ${Date.now()}`;
  await signInAt(page, demo.owner, '/settings/measurement/job-assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Job assessments' })).toBeVisible();
  await page.getByRole('link', { name: 'New skills test' }).click();
  // The list's "Search by title" is a Title field too: type once the new test's form is there.
  await expect(page.getByRole('heading', { level: 1, name: 'New skills test' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Instructions').fill('Count as you would at the till.');
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/settings\/measurement\/job-assessments\/\d+$/);
  const testUrl = page.url();

  await page.getByRole('link', { name: 'Add a section' }).click();
  // The test's page has a Title field too: type once the new section's form is there.
  await expect(page.getByRole('heading', { level: 1, name: /^New (skills test )?section$/ })).toBeVisible();
  await page.getByLabel('Title').fill('Change');
  await page.getByLabel('Time limit in minutes').fill('5');
  await page.getByRole('button', { name: 'Add the section' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change' })).toBeVisible();
  await page.goto(testUrl);
  await page.getByRole('link', { name: 'Edit the section Change' }).click();
  const form = page.getByRole('form', { name: 'New question' });
  await form.getByRole('textbox', { name: 'Question' }).fill('A customer pays 20 for 13.50: how much change?');
  await form.getByRole('textbox', { name: 'Option 1' }).fill('6.50');
  await form.getByRole('textbox', { name: 'Option 2' }).fill('7.50');
  await form.getByRole('button', { name: 'Add the question' }).click();
  await expect(page.getByText('1. A customer pays 20 for 13.50: how much change?')).toBeVisible();

  // Not offered to plans while a draft; offered once published, and to this company only.
  expect(await planTests(baseURL!, demo.owner)).not.toContain(title);
  await page.goto(testUrl);
  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByRole('status')).toHaveText('Version 1 is published.');
  expect(await planTests(baseURL!, demo.owner)).toContain(title);
  expect(await planTests(baseURL!, demo.otherOwner)).not.toContain(title);

  // The company's list shows it among its own tests, with a preview as candidates see it.
  await page.goto('/settings/measurement/job-assessments');
  await page
    .getByRole('list', { name: "Your company's tests" })
    .getByRole('link', { name: `Preview ${title}` })
    .click();
  await expect(page.getByText('A customer pays 20 for 13.50: how much change?')).toBeVisible();
});

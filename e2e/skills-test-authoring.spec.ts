import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';

test.setTimeout(120_000);

/** The skills tests Demo Company's plans may give, as its owner's plan editor lists them. */
async function planTests(baseURL: string): Promise<{ skills_test_id: number; title: string }[]> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email: demo.owner, password: DEMO_PASSWORD } });
  const { token, user } = ((await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }).data;
  const list = await api.get(`/api/job/v1/skills-tests/${user.roles[0]!.account_id}/`, { headers: { Authorization: `Bearer ${token}` } });
  const tests = ((await list.json()) as { data: { skills_test_id: number; title: string }[] }).data;
  await api.dispose();
  return tests;
}

test('a provider admin writes a skills test, is told what is missing, publishes it, plans may then give it, and a second version follows', async ({ page, baseURL }) => {
  const title = `Ladder safety ${Date.now()}`;
  await signIn(page, demo.admin);
  await page.goto('/admin/measurements');
  await page.getByRole('link', { name: 'Skills tests' }).click();
  await page.getByRole('link', { name: 'New skills test' }).click();

  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Instructions').fill('Answer each question.');
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const testUrl = page.url();

  await page.getByRole('link', { name: 'Add a section' }).click();
  await page.getByLabel('Title').fill('Ladders');
  await page.getByLabel('Time limit in minutes').fill('0');
  await page.getByRole('button', { name: 'Add the section' }).click();
  await expect(page.getByText('Enter a time limit from 1 to 600 minutes')).toBeVisible();
  await page.getByLabel('Time limit in minutes').fill('5');
  await page.getByRole('button', { name: 'Add the section' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ladders' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the test' }).click();
  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByRole('alert')).toContainText('Ladders: Question should not be empty');
  expect((await planTests(baseURL!)).map((t) => t.title)).not.toContain(title);

  await page.getByRole('link', { name: 'Edit the section Ladders' }).click();
  const form = page.getByRole('form', { name: 'New question' });
  await form.getByRole('textbox', { name: 'Question' }).fill('How many points of contact should you keep?');
  await form.getByRole('textbox', { name: 'Option 1' }).fill('Three');
  await form.getByRole('textbox', { name: 'Option 2' }).fill('One');
  await form.getByRole('button', { name: 'Add the question' }).click();
  await expect(page.getByText('1. How many points of contact should you keep?')).toBeVisible();

  await page.goto(testUrl);
  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByRole('status')).toHaveText('Version 1 is published.');
  await expect(page.getByText('Version 1 published', { exact: true })).toBeVisible();
  expect((await planTests(baseURL!)).map((t) => t.title)).toContain(title);

  await page.getByRole('button', { name: 'Publish version 2' }).click();
  await expect(page.getByRole('status')).toHaveText('Version 2 is published.');
  await expect(page.getByRole('list', { name: 'Published versions' }).getByRole('listitem')).toHaveCount(2);
});

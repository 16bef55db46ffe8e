import { expect, request, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/demo-users.ts';

// Issue 3: a whole questionnaire completed with the keyboard alone, from the sign-in form to the
// receipt. The seed's pathway holds the work values questionnaire (2 practice items, 24 counted).
const PATHWAY = '33333333-3333-4333-8333-333333333333';
const PRACTICE = 2;
const ITEMS = 24;

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

/** The accessible name of the focused element, as a person hears it: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return '';
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : undefined;
    return (active.getAttribute('aria-label') ?? label ?? active.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** Presses Tab until the focus reaches the control named `name` (never more than 60 times). */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; the focus is on "${await focusedName(page)}"`);
}

test('a questionnaire completed with the keyboard only, from signing in to the receipt', async ({ page, baseURL }) => {
  const email = `keyboard-${Date.now()}@assay.test`;
  const anonymous = await request.newContext({ baseURL });
  const created = await anonymous.post('/api/auth/v1/create/', {
    data: {
      first_name: 'Kim',
      last_name: 'Keys',
      email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
  });
  expect(created.ok()).toBe(true);
  const { token, user } = ((await created.json()) as { data: { token: string; user: { user_id: number } } }).data;
  const applied = await anonymous.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, {
    data: { job_uuid: PATHWAY },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(applied.ok()).toBe(true);
  await anonymous.dispose();

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The sign-in page shows a still shell first (login-shell.spec.ts); Enter there submits
  // nothing, so the keys go to the app's own form once it has taken over.
  await page.waitForFunction(
    () => document.querySelector('#root[data-app] form') && !document.querySelector('#root [inert]'),
  );
  await tabTo(page, /^Email( address)?/);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/progress(\?|$)/);

  await page.goto(`/user/progress-tracker?jobUuid=${PATHWAY}`);
  await expect(page.getByRole('link', { name: 'Start Work values questionnaire' })).toBeVisible();
  await tabTo(page, /^Start Work values questionnaire$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Work values questionnaire' })).toBeVisible();
  await tabTo(page, /^I agree, start$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);

  for (let step = 0; step < PRACTICE + ITEMS; step++) {
    const counter =
      step < PRACTICE ? `Practice question ${step + 1} of ${PRACTICE}` : `Question ${step - PRACTICE + 1} of ${ITEMS}`;
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
    // Each new item puts the focus on its heading; Tab enters the options, arrows choose.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    for (let moves = 0; moves <= step % 4; moves++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth((step % 4) + 1)).toBeChecked();
    await expect(page.locator('.q-saved')).toContainText('Saved');
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText(`You answered ${ITEMS} of ${ITEMS} questions.`)).toBeVisible();
  await tabTo(page, /^Submit answers$/);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your answers have been submitted' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${PRACTICE + ITEMS} answers received`, { exact: false })).toBeVisible();
});

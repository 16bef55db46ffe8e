import { expect, test, type APIRequestContext } from './support/test.ts';
import { newApplicant } from './support/candidate.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The demo's "Store Associate" requisition (server/db/seed/demo-onboarding.ts): one step, the
// onboarding form "New hire details".
const ONBOARDING_JOB = '0b0a4d18-0000-4000-8000-000000000001';

const newCandidate = (baseURL: string, email: string) =>
  newApplicant(baseURL, email, ONBOARDING_JOB, { first: 'Olivia', last: 'Onboard' });

async function isCompletedOnServer(api: APIRequestContext, refId: string): Promise<boolean> {
  const response = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const { steps } = ((await response.json()) as { data: { steps: { activities: { is_completed: boolean }[] }[] } })
    .data;
  return steps[0]!.activities[0]!.is_completed;
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the onboarding form: a draft kept across a reload, submitted offline, sent once back online, completed on the tracker', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = `onboarding-${Date.now()}@assay.test`;
    const { api, refId } = await newCandidate(baseURL!, email);
    await signIn(page, email);
    await page.goto(`/user/progress-tracker?jobUuid=${ONBOARDING_JOB}&refId=${refId}`);
    await page.getByRole('link', { name: 'Start New hire details' }).click();
    await expect(page).toHaveURL(/\/user\/onboarding\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'New hire details' })).toBeVisible();
    await expectAccessible(page);

    // Submitting with nothing filled in: the summary names the required fields, nothing is queued.
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The Full legal name field is required' });
    await expect(summary).toBeVisible();
    // The unticked acknowledgement is named too, linked to its checkbox.
    await expect(summary.locator('a[href="#onboarding-handbook"]')).toBeVisible();
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('onboarding-errors-390.png'), fullPage: true });

    // Part of the form, then a reload: what was typed is still there.
    await page.getByLabel('Full legal name').fill('Olivia Rose Onboard');
    await page.getByLabel('Home address').fill('12 Elm Street\nAustin, TX 78701');
    await page.getByLabel('T-shirt size').selectOption('M');
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'New hire details' })).toBeVisible();
    await expect(page.getByLabel('Full legal name')).toHaveValue('Olivia Rose Onboard');
    await expect(page.getByLabel('Home address')).toHaveValue('12 Elm Street\nAustin, TX 78701');
    await expect(page.getByLabel('T-shirt size')).toHaveValue('M');

    await page.getByLabel('Personal email').fill('olivia.home@example.com');
    await page.getByLabel('Emergency contact name').fill('Sam Onboard');
    await page.getByLabel('Emergency contact phone').fill('+1 (512) 555-0142');
    await page.getByLabel('Earliest date you can start').fill('2026-12-01');
    await page.getByLabel('I have read the employee handbook').check();
    await lookAt(page, { path: test.info().outputPath('onboarding-filled-390.png'), fullPage: true });

    // Offline: the submission waits on the device and the screen says so.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText("You're offline. Your answers are saved on this device and will be sent when you're back online."),
    ).toBeVisible();
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('onboarding-offline-390.png'), fullPage: true });
    expect(await isCompletedOnServer(api, refId)).toBe(false);

    // Back online: the outbox sends it, the screen returns to the tracker, which shows it completed.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
    const activity = page.getByRole('listitem').filter({ hasText: 'New hire details' });
    await expect(activity.getByText('Completed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start New hire details' })).toHaveCount(0);
    expect(await isCompletedOnServer(api, refId)).toBe(true);

    // The completed activity's screen sends the candidate back to the tracker.
    await page.goto(
      `/user/onboarding?jobUuid=${ONBOARDING_JOB}&refId=${refId}&activityId=${await activityId(api, refId)}`,
    );
    await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
    await api.dispose();
  });
});

async function activityId(api: APIRequestContext, refId: string): Promise<number> {
  const response = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const { steps } = (
    (await response.json()) as { data: { steps: { activities: { job_step_activity_id: number }[] }[] } }
  ).data;
  return steps[0]!.activities[0]!.job_step_activity_id;
}

test.describe('on a laptop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the provider admin's onboarding forms: listed per company, opened in the editor", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/^Email( address)?$/).fill('admin@assay.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/settings/onboarding-forms');
    const demo = page.getByRole('region', { name: 'Demo Company' });
    await expect(demo.getByRole('paragraph').filter({ hasText: 'New hire details' })).toBeVisible();
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('onboarding-admin-1280.png'), fullPage: true });
    await demo.getByRole('button', { name: 'Edit New hire details' }).click();
    await expect(page.locator('#onboarding-admin-name-en')).toHaveValue('New hire details');
    await expect(page.locator('#onboarding-admin-field-0-en')).toHaveValue('Full legal name');
    await expect(page.locator('#onboarding-admin-field-7-options')).toHaveValue('XS\nS\nM\nL\nXL\nXXL');
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('onboarding-admin-editor-1280.png'), fullPage: true });
  });
});

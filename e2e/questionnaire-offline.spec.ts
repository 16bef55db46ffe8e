import { expect, request, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { signUpByApi } from './support/sign-up.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The seed's pathway (server/db/seed/demo-requisitions.ts): its second activity is the work values
// questionnaire, 2 practice items and 24 counted items.
const PATHWAY = '33333333-3333-4333-8333-333333333333';
const PRACTICE = 2;
const ITEMS = 24;
const SEEDED_PATHWAY_TRACKER = 'a0000000-0000-4000-8000-000000000002';

test.use({ viewport: { width: 390, height: 844 } });

interface Tracker {
  ref_id: string;
  pct_complete: number;
}
interface Activity {
  job_step_activity_id: number;
  title: string;
  is_completed: boolean;
}

async function api(baseURL: string, email: string): Promise<{ api: APIRequestContext; userId: number }> {
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Olivia',
    last_name: 'Offline',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await anonymous.dispose();
  return {
    api: await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } }),
    userId: user.user_id,
  };
}

async function readTracker(api: APIRequestContext, refId: string) {
  const response = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  expect(response.ok()).toBe(true);
  const { tracker, steps } = (
    (await response.json()) as { data: { tracker: Tracker; steps: { activities: Activity[] }[] } }
  ).data;
  return { tracker, values: steps.flatMap((s) => s.activities).find((a) => a.title === 'Work values questionnaire')! };
}

/** Axe finds no serious or critical problem on the screen as it is. */

/** Answers the item on screen (the option depends on its number) and waits for the saved tick. */
async function answer(page: Page, counter: string, choice: number): Promise<void> {
  await expect(page.getByText(counter, { exact: true })).toBeVisible();
  await page
    .getByRole('radio')
    .nth(choice % 5)
    .check();
  await expect(page.locator('.q-saved')).toContainText('Saved');
  await page.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();
}

async function continueFromTracker(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Continue Work values questionnaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work values questionnaire' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);
}

const counterOf = (step: number) =>
  step < PRACTICE ? `Practice question ${step + 1} of ${PRACTICE}` : `Question ${step - PRACTICE + 1} of ${ITEMS}`;

test('a questionnaire answered half online, half offline across two reloads reaches the server once', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `offline-${Date.now()}@assay.test`;
  const { api: candidateApi, userId } = await api(baseURL!, email);
  const applied = await candidateApi.post(`/api/user/v1/progress-tracker/user/${userId}/`, {
    data: { job_uuid: PATHWAY },
  });
  expect(applied.ok()).toBe(true);
  const refId = ((await applied.json()) as { data: Tracker }).data.ref_id;
  const before = await readTracker(candidateApi, refId);
  expect(before.values.is_completed).toBe(false);

  await signIn(page, email);
  await page.goto(`/user/progress-tracker?jobUuid=${PATHWAY}`);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Start Work values questionnaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work values questionnaire' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I agree, start' }).click();
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expectAccessible(page);

  // Keyboard only: Tab into the options, an arrow key chooses, Enter goes on.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.locator('.q-saved')).toContainText('Saved');
  await page.keyboard.press('Enter');

  const total = PRACTICE + ITEMS;
  const half = Math.floor(total / 2);
  for (let step = 1; step < half; step++) await answer(page, counterOf(step), step);

  // Leaving mid-way keeps the answers: the tracker offers Continue, which resumes where it stopped.
  await page.getByRole('link', { name: 'Close and return to My Progress' }).click();
  await page.goto(`/user/progress-tracker?jobUuid=${PATHWAY}`);
  await continueFromTracker(page);
  await expect(page.getByText(counterOf(half), { exact: true })).toBeVisible();

  await context.setOffline(true);
  for (let step = half; step < total; step++) {
    // The question on screen before a reload: each attempt has its own order, kept with it on the device (D319).
    const shown = step === half + 4 || step === half + 8 ? await page.locator('.q-question').textContent() : null;
    if (step === half + 4 || step === half + 8) {
      await page.reload();
      // Back from the service worker, resumed at the first unanswered item.
      await expect(
        page.getByText("You're offline. Your answers are saved on this device", { exact: false }),
      ).toBeVisible();
    }
    if (step === half + 8) {
      // The tracker and the instructions read offline from what was opened before.
      await page.goto(`/user/progress-tracker?jobUuid=${PATHWAY}`);
      await continueFromTracker(page);
    }
    // Offline, after the reload, the same question in the same place.
    if (shown !== null) await expect(page.locator('.q-question')).toHaveText(shown);
    await answer(page, counterOf(step), step);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText(`You answered ${ITEMS} of ${ITEMS} questions.`)).toBeVisible();
  await expect(page.getByText(/answers waiting/)).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your answers have been submitted' }),
  ).toBeVisible();
  // The server finalises only when its canonical hash of the stored answers equals the device's,
  // so this count is every answer, once, with its last value.
  await expect(page.getByText(`${total} answers received`, { exact: false })).toBeVisible();

  const after = await readTracker(candidateApi, refId);
  expect(after.values.is_completed).toBe(true);
  expect(after.tracker.pct_complete).toBeGreaterThan(before.tracker.pct_complete);

  await page.getByRole('link', { name: 'Back to your progress tracker' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Work values questionnaire' }).last()).toContainText(
    'Completed',
  );
  await candidateApi.dispose();
});

test('the questions open only from the instructions; declining the pledge is calm; an unknown activity goes to My Progress', async ({
  page,
  baseURL,
}) => {
  const email = `guard-${Date.now()}@assay.test`;
  const { api: candidateApi, userId } = await api(baseURL!, email);
  const applied = await candidateApi.post(`/api/user/v1/progress-tracker/user/${userId}/`, {
    data: { job_uuid: PATHWAY },
  });
  const refId = ((await applied.json()) as { data: Tracker }).data.ref_id;
  const { values } = await readTracker(candidateApi, refId);
  await candidateApi.dispose();

  await signIn(page, email);
  await page.goto(`/user/assessment-questions?jobUuid=${PATHWAY}&activityId=${values.job_step_activity_id}`);
  await expect(page).toHaveURL(/\/user\/assessment-instruction\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Work values questionnaire' })).toBeVisible();

  await page.getByRole('button', { name: 'I do not agree' }).click();
  await expect(
    page.getByText("That's fine. You can come back to this questionnaire whenever you're ready"),
  ).toBeVisible();

  // No such activity: back to My Progress.
  await page.goto(`/user/assessment-instruction?jobUuid=${PATHWAY}&activityId=999999`);
  await expect(page).toHaveURL(/\/user\/progress(\?|$)/);
});

test('a completed questionnaire sends the instructions back to the tracker', async ({ page, baseURL }) => {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/api/auth/v1/login/', {
    data: { email: demo.candidate, password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const demoApi = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  // The seeded pathway tracker of the demo candidate has every activity completed.
  const { values } = await readTracker(demoApi, SEEDED_PATHWAY_TRACKER);
  expect(values.is_completed).toBe(true);
  await Promise.all([anonymous.dispose(), demoApi.dispose()]);

  await signIn(page, demo.candidate);
  await page.goto(
    `/user/assessment-instruction?refId=${SEEDED_PATHWAY_TRACKER}&activityId=${values.job_step_activity_id}`,
  );
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Work values questionnaire' }).last()).toContainText(
    'Completed',
  );
});

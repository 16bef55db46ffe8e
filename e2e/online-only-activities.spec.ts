import { expect, request, test, type APIRequestContext, type BrowserContext, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { inAuthorsOrder } from './support/skills-content.ts';
import { signUpByApi } from './support/sign-up.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Activities in a browser where IndexedDB cannot be used (private modes, a full disk): each runs
// online only, says so, sends every answer straight to the server, and keeps what was typed on
// the page when the network drops. Demo content: the open requisition's Customer service skills
// test (server/db/seed/skills-tests.ts) and the Store Associate's onboarding form "New hire details"
// (server/db/seed/demo-onboarding.ts).
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const ONBOARDING_JOB = '0b0a4d18-0000-4000-8000-000000000001';
const shot = (file: string) => test.info().outputPath(file);
const NOTICE = 'This browser is not letting Assay save answers on this device';

interface Activity {
  job_step_activity_id: number;
  title: string;
  user_step_tracker_id: number;
}

async function newCandidate(baseURL: string, prefix: string, job: string, title: string) {
  const email = `${prefix}-${Date.now()}@assay.test`;
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Nora',
    last_name: 'Noidb',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await anonymous.dispose();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const applied = await api.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, { data: { job_uuid: job } });
  expect(applied.ok()).toBe(true);
  const refId = ((await applied.json()) as { data: { ref_id: string } }).data.ref_id;
  const tracker = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const steps = ((await tracker.json()) as { data: { steps: { activities: Activity[] }[] } }).data.steps;
  const activity = steps.flatMap((s) => s.activities).find((a) => a.title === title)!;
  return { email, api, refId, activity };
}

/** Every IndexedDB open throws, as in some private modes: the app must pick its online-only mode. */
async function blockIndexedDb(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('IndexedDB is blocked in this test', 'InvalidStateError');
    };
  });
}

/** PNGs at both widths for a person to look at (E2E_SCREENSHOTS=1 only): no viewport flips otherwise, as lookAt takes none. */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await lookAt(page, { path: shot(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function staffToken(baseURL: string): Promise<{ owner: APIRequestContext; token: string }> {
  const owner = await request.newContext({ baseURL });
  const signedIn = await owner.post('/api/auth/v1/login/', {
    data: { email: 'owner@demo-company.test', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return { owner, token: ((await signedIn.json()) as { data: { token: string } }).data.token };
}

const secondsLeft = async (page: Page) =>
  Number(await page.locator('.st-countdown__value').getAttribute('data-seconds'));

test.use({ viewport: { width: 390, height: 844 } });

test('skills test online only: the countdown from the server, answers saved on the server, an offline answer kept on the page and sent when back, a reload continues, submitted with a receipt', async ({
  page,
  context,
  baseURL,
}) => {
  await blockIndexedDb(context);
  const { email, api, refId, activity } = await newCandidate(
    baseURL!,
    'noidb-skills',
    OPEN_REQUISITION,
    'Customer service skills test',
  );
  const content = await api.get(
    `/api/user-response/v1/skills-test/${refId}/?job_step_activity_id=${activity.job_step_activity_id}&language=en`,
  );
  // In the author's order: the steps below choose the author's nth option (D332).
  const [, s1, s2] = inAuthorsOrder(
    (
      (await content.json()) as {
        data: {
          sections: {
            title: string;
            questions: {
              skills_test_question_id: number;
              text: string;
              options: { skills_test_option_id: number; text: string }[];
            }[];
          }[];
        };
      }
    ).data.sections,
  );
  await signInAt(
    page,
    email,
    `/user/skill-test?jobUuid=${OPEN_REQUISITION}&refId=${refId}&activityId=${activity.job_step_activity_id}`,
  );

  await expect(page.getByRole('heading', { level: 1, name: s1!.title })).toBeVisible();
  await expect(page.getByText(NOTICE, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'skills-not-started');

  // Offline, a section cannot start: said plainly, nothing started.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Start this section' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "You're offline, so this was not saved." })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Start this section' }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  const atStart = await secondsLeft(page);
  expect(atStart).toBeGreaterThan(290);
  expect(atStart).toBeLessThanOrEqual(300);

  const choose = async (question: string, option: string) =>
    page.getByRole('group', { name: question }).getByRole('radio', { name: option, exact: true }).check();
  const status = (question: string) => page.getByRole('group', { name: question }).locator('.st-saved');
  const q = s1!.questions;
  await choose(q[0]!.text, q[0]!.options[1]!.text);
  await expect(status(q[0]!.text)).toHaveText('Saved');
  await expect(page.getByText('Saved on this device')).toHaveCount(0);
  await choose(q[1]!.text, q[1]!.options[0]!.text);
  await expect(status(q[1]!.text)).toHaveText('Saved');
  await expectAccessible(page);
  await screenshots(page, 'skills-running');

  // Offline: the choice stays on the page, marked not saved; back online it goes by itself.
  await context.setOffline(true);
  await choose(q[2]!.text, q[2]!.options[2]!.text);
  await expect(status(q[2]!.text)).toContainText("Not saved yet: you're offline.");
  await expect(
    page.getByRole('group', { name: q[2]!.text }).getByRole('radio', { name: q[2]!.options[2]!.text, exact: true }),
  ).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, 'skills-offline-answer');
  await context.setOffline(false);
  await expect(status(q[2]!.text)).toHaveText('Saved');

  // A reload (everything sent): the countdown continues from the server's start; the saved choices are shown again.
  await page.reload();
  await expect(page.getByTestId('countdown')).toBeVisible();
  const afterReload = await secondsLeft(page);
  expect(afterReload).toBeLessThanOrEqual(atStart);
  expect(afterReload).toBeGreaterThan(240);
  await expect(
    page.getByRole('group', { name: q[0]!.text }).getByRole('radio', { name: q[0]!.options[1]!.text, exact: true }),
  ).toBeChecked();

  // Finishing offline is not possible: said plainly; online it goes.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Finish this section' }).click();
  await page.getByRole('button', { name: 'Yes, finish the section' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "You're offline, so this was not saved." })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: s1!.title })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Yes, finish the section' }).click();

  await expect(page.getByRole('heading', { level: 1, name: s2!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Start this section' }).click();
  await choose(s2!.questions[0]!.text, s2!.questions[0]!.options[2]!.text);
  await expect(status(s2!.questions[0]!.text)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Finish this section' }).click();
  await page.getByRole('button', { name: 'Yes, finish and submit' }).click();
  // Promise 8: shown as submitted only once the receipt repeats the count and hash of the saved answers.
  await expect(page.getByRole('heading', { level: 1, name: 'Your skills test is submitted' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'skills-submitted');
  await page.getByRole('link', { name: 'See your result' }).click();
  await expect(page.getByTestId('overall-score')).toHaveText('Overall: 4 of 10 correct (40%)');

  // The server holds the answers: in the candidate's report and on the staff scorecard's skills test.
  const after = await api.get(
    `/api/user-response/v1/skills-test/${refId}/?job_step_activity_id=${activity.job_step_activity_id}&language=en`,
  );
  const { user_skills_test_id, submitted_at } = (
    (await after.json()) as { data: { user_skills_test_id: number; submitted_at: string | null } }
  ).data;
  expect(submitted_at).not.toBeNull();
  const report = await api.get(`/api/user-response/v1/skills-test/report/${user_skills_test_id}/`);
  const sections = ((await report.json()) as { data: { sections: { correct: number; late: number }[] } }).data.sections;
  expect(sections.map((s) => [s.correct, s.late])).toEqual([
    [3, 0],
    [1, 0],
  ]);
  await api.dispose();
});

test('onboarding form online only: no draft promised, a submission offline says it was not saved and keeps the typing, then online it reaches the server', async ({
  page,
  context,
  baseURL,
}) => {
  await blockIndexedDb(context);
  const { email, api, refId, activity } = await newCandidate(
    baseURL!,
    'noidb-onboarding',
    ONBOARDING_JOB,
    'New hire details',
  );
  await signInAt(page, email, `/user/progress-tracker?jobUuid=${ONBOARDING_JOB}&refId=${refId}`);
  await page.getByRole('link', { name: 'Start New hire details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New hire details' })).toBeVisible();
  await expect(page.getByText(NOTICE, { exact: false })).toBeVisible();
  await expect(page.getByText('saved on this device', { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'onboarding-empty');

  await page.getByLabel('Full legal name').fill('Nora Noidb');
  await page.getByLabel('Home address').fill('3 Birch Road\nAustin, TX 78702');
  await page.getByLabel('T-shirt size').selectOption('L');
  await page.getByLabel('Personal email').fill('nora.home@example.com');
  await page.getByLabel('Emergency contact name').fill('Sam Noidb');
  await page.getByLabel('Emergency contact phone').fill('+1 (512) 555-0199');
  await page.getByLabel('Earliest date you can start').fill('2026-12-07');
  await page.getByLabel('I have read the employee handbook').check();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "You're offline, so this was not saved." })).toBeVisible();
  await expect(page.getByLabel('Full legal name')).toHaveValue('Nora Noidb');
  await expect(page.getByLabel('Home address')).toHaveValue('3 Birch Road\nAustin, TX 78702');
  await expectAccessible(page);
  await screenshots(page, 'onboarding-offline');
  const form = async () =>
    (
      (await (
        await api.get(
          `/api/user-response/v1/onboarding-form/${refId}/?job_step_activity_id=${activity.job_step_activity_id}`,
        )
      ).json()) as { data: { is_completed: boolean } }
    ).data;
  expect((await form()).is_completed).toBe(false);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(page.getByRole('listitem').filter({ hasText: 'New hire details' }).getByText('Completed')).toBeVisible();
  expect((await form()).is_completed).toBe(true);

  // Staff read the answers as the server stored them.
  const { owner, token } = await staffToken(baseURL!);
  const answers = await owner.get(`/api/smartreq/v1/onboarding-answers/${activity.user_step_tracker_id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answers.ok()).toBe(true);
  const [submission] = ((await answers.json()) as { data: { answers: { label: { en: string }; value: string }[] }[] })
    .data;
  const byLabel = Object.fromEntries(submission!.answers.map((a) => [a.label.en, a.value]));
  expect(byLabel).toMatchObject({
    'Full legal name': 'Nora Noidb',
    'Personal email': 'nora.home@example.com',
    'Earliest date you can start': '2026-12-07',
  });
  await owner.dispose();
  await api.dispose();
});

test('skills test online only, a section whose start is long past on the server: the time is over, said so, and the next section is offered', async ({
  page,
  context,
  baseURL,
}) => {
  await blockIndexedDb(context);
  const { email, api, refId, activity } = await newCandidate(
    baseURL!,
    'noidb-skills-over',
    OPEN_REQUISITION,
    'Customer service skills test',
  );
  const content = await api.get(
    `/api/user-response/v1/skills-test/${refId}/?job_step_activity_id=${activity.job_step_activity_id}&language=en`,
  );
  const [, s1, s2] = (
    (await content.json()) as { data: { sections: { skills_test_section_id: number; title: string }[] } }
  ).data.sections;
  // Started on the server 6 min 40 s ago (a 5-minute section): over by the server's clock, whatever this device's says.
  const started = await api.post('/api/user-response/v1/skills-test/start-section-time/', {
    data: {
      ref_id: refId,
      job_step_activity_id: activity.job_step_activity_id,
      skills_test_section_id: s1!.skills_test_section_id,
      started_at: new Date().toISOString(),
      elapsed_ms: 400_000,
    },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(started.ok()).toBe(true);

  await signInAt(
    page,
    email,
    `/user/skill-test?jobUuid=${OPEN_REQUISITION}&refId=${refId}&activityId=${activity.job_step_activity_id}`,
  );
  await expect(page.getByText(`Time is up for ${s1!.title}. Your answers given in time are saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: s2!.title })).toBeVisible();
  await expect(page.getByText(NOTICE, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'skills-time-over');
  await api.dispose();
});

test('questionnaire online only: each answer goes to the server; one given offline waits on the page and holds the submission until the network returns', async ({
  page,
  context,
  baseURL,
}) => {
  const PATHWAY = '33333333-3333-4333-8333-333333333333';
  const STEPS = 26;
  await blockIndexedDb(context);
  const { email, api, refId } = await newCandidate(
    baseURL!,
    'noidb-questionnaire',
    PATHWAY,
    'Work values questionnaire',
  );
  await signInAt(page, email, `/user/progress-tracker?jobUuid=${PATHWAY}&refId=${refId}`);
  await page.getByRole('link', { name: 'Start Work values questionnaire' }).click();
  await page.getByRole('button', { name: 'I agree, start' }).click();
  await expect(page.getByText(NOTICE, { exact: false })).toBeVisible();
  // Without IndexedDB nothing is kept for offline use, whatever the service worker has cached.
  await expect(page.getByRole('banner').getByTestId('network-status')).toHaveText(
    /Online · this page does not work offline/,
  );
  for (let n = 0; n < STEPS - 1; n++) {
    await expect(page.getByRole('radio')).toHaveCount(5);
    await page
      .getByRole('radio')
      .nth(n % 5)
      .check();
    await expect(page.locator('.q-saved')).toContainText('Saved');
    await page.getByRole('button', { name: 'Next' }).click();
  }

  await context.setOffline(true);
  await page.getByRole('radio').nth(2).check();
  await expect(page.getByText("Not saved yet: you're offline.", { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('1 answer is not saved yet.', { exact: false })).toBeVisible();
  await expect(page.getByText("You're offline: it will be sent when you're back online.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
  await screenshots(page, 'questionnaire-review-offline');

  await context.setOffline(false);
  await expect(page.getByText('answer is not saved yet.', { exact: false })).toHaveCount(0);
  await expect(page.getByText('You answered 24 of 24 questions.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your answers have been submitted' })).toBeVisible();
  const tracker = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const activities = (
    (await tracker.json()) as { data: { steps: { activities: (Activity & { is_completed: boolean })[] }[] } }
  ).data.steps.flatMap((s) => s.activities);
  expect(activities.find((a) => a.title === 'Work values questionnaire')!.is_completed).toBe(true);
  await api.dispose();
});

test('screening questions online only: the same screen, each answer and the file straight to the server, a reload continues, submitted with a receipt', async ({
  page,
  context,
  baseURL,
}) => {
  await blockIndexedDb(context);
  const { email, api, refId } = await newCandidate(
    baseURL!,
    'noidb-screening',
    OPEN_REQUISITION,
    'Screening questions',
  );
  await signInAt(page, email, `/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${refId}`);
  await page.getByRole('link', { name: 'Start Screening questions' }).click();
  await expect(page.getByText(NOTICE, { exact: false })).toBeVisible();
  await expect(page.getByText('Your answers are not kept on this device', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const next = () => page.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();
  const sent = () => expect(page.locator('.direct-status__saved')).toContainText('Saved');

  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await sent();
  await next();
  await page.getByLabel('1 to 3 years').check();
  await sent();
  // A reload continues the tab's attempt where it left off: the two answers are on the server.
  await page.reload();
  await expect(page.getByText('Question 3 of 9', { exact: true })).toBeVisible();
  // Questions 3 to 8, each sent and said to be saved (a text field sends when left).
  const fill = (label: RegExp, value: string) => async () => {
    await page.getByLabel(label).fill(value);
    await page.getByLabel(label).blur();
  };
  await page.getByLabel('Phone').check();
  await sent();
  await next();
  // Offline in this mode: what was typed stays on the page, said to be not saved yet, and goes when back online.
  await context.setOffline(true);
  await fill(/Which languages do you speak fluently/, 'English and Spanish')();
  await expect(page.getByText("Not saved yet: you're offline.", { exact: false })).toBeVisible();
  await expect(page.getByLabel(/Which languages do you speak fluently/)).toHaveValue('English and Spanish');
  await expectAccessible(page);
  await context.setOffline(false);
  await sent();
  await next();
  for (const give of [
    fill(/Describe a time you turned an unhappy customer/, 'A parcel went missing; I traced it.'),
    fill(/How many hours per week can you work/, '40'),
    fill(/When could you start/, '2026-12-01'),
    () => page.getByRole('radio', { name: 'No', exact: true }).check(),
  ]) {
    await give();
    await sent();
    await next();
  }
  await page.getByLabel(/Cover letter/).setInputFiles({
    name: 'cover-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
  });
  await expect(page.getByText('Attached: cover-letter.pdf')).toBeVisible();
  await next();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.locator('.sq-review__list')).toContainText('cover-letter.pdf (uploaded)');
  await screenshots(page, 'screening-review-online-only');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your answers have been submitted' }),
  ).toBeVisible();
  await expect(page.getByText('Screening questions: 9 answers received.')).toBeVisible();
  const tracker = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const activities = (
    (await tracker.json()) as { data: { steps: { activities: (Activity & { is_completed: boolean })[] }[] } }
  ).data.steps.flatMap((s) => s.activities);
  expect(activities.find((a) => a.title === 'Screening questions')!.is_completed).toBe(true);
  await api.dispose();
});

import { expect, request, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { lookAt } from './support/look.ts';
import { inAuthorsOrder, type SkillsSection } from './support/skills-content.ts';
import { signUpByApi } from './support/sign-up.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The open requisition (server/db/seed/demo-requisitions.ts) holds the Customer service skills
// test (server/db/seed/skills-tests.ts): 2 practice questions, then "Numerical reasoning" (5 min)
// and "Customer-service judgement" (6 min), 5 questions each.
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const SHOTS = process.env.SKILLS_SHOTS_DIR ?? '/tmp';

interface Activity {
  job_step_activity_id: number;
  title: string;
  is_completed: boolean;
}

async function newCandidate(baseURL: string, prefix: string) {
  const email = `${prefix}-${Date.now()}@assay.test`;
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Tess',
    last_name: 'Timer',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await anonymous.dispose();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const applied = await api.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, {
    data: { job_uuid: OPEN_REQUISITION },
  });
  expect(applied.ok()).toBe(true);
  const refId = ((await applied.json()) as { data: { ref_id: string } }).data.ref_id;
  const tracker = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const steps = ((await tracker.json()) as { data: { steps: { activities: Activity[] }[] } }).data.steps;
  const activity = steps.flatMap((s) => s.activities).find((a) => a.title === 'Customer service skills test')!;
  return { email, api, refId, activityId: activity.job_step_activity_id };
}

interface Content {
  user_skills_test_id: number | null;
  submitted_at: string | null;
  sections: SkillsSection[];
}

/**
 * The test's content with each section's questions and options in the author's order (the seed
 * writes them in order, so by id): a run shows them in an order of its own (D332), and the steps
 * below choose the author's nth option, which the seed made right or wrong.
 */
async function content(api: APIRequestContext, refId: string, activityId: number): Promise<Content> {
  const response = await api.get(
    `/api/user-response/v1/skills-test/${refId}/?job_step_activity_id=${activityId}&language=en`,
  );
  expect(response.ok()).toBe(true);
  const data = ((await response.json()) as { data: Content }).data;
  return { ...data, sections: inAuthorsOrder(data.sections) };
}

const secondsLeft = async (page: Page) =>
  Number(await page.locator('.st-countdown__value').getAttribute('data-seconds'));

/** Chooses an option of a question (by their texts) and waits for the given saved state. */
async function choose(page: Page, question: string, option: string, saved: 'Saved' | 'Saved on this device') {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('radio', { name: option, exact: true }).check();
  await expect(group.locator('.st-saved')).toHaveText(saved);
}

/** Promise 10: what the update gate and the waiting service worker read (src/offline/section-hold.ts). */
const sectionInProgress = (page: Page) =>
  page.evaluate(async () =>
    ((await navigator.locks.query()).held ?? []).some((lock) => lock.name === 'assay-section-in-progress'),
  );

test.describe('skills test timer (promise 4: clock-proof timers, promise 6: late delivery accepted)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a candidate starts a section, answers, reloads and the countdown continues; answers given offline are accepted once back online; the test finishes', async ({
    page,
    context,
    baseURL,
  }) => {
    const { email, api, refId, activityId } = await newCandidate(baseURL!, 'skills');
    const test0 = await content(api, refId, activityId);
    const [, s1, s2] = test0.sections as [SkillsSection, SkillsSection, SkillsSection];

    await signIn(page, email);
    await page.goto(`/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${refId}`);
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Start Customer service skills test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service skills test' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check your device first (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/test',
    );
    await expectAccessible(page);
    await lookAt(page, { path: `${SHOTS}/skills-instruction-390.png`, fullPage: true });

    // Practice: untimed, the best answer shown after a choice.
    await page.getByRole('link', { name: 'Start the practice questions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practice questions' })).toBeVisible();
    await page
      .getByRole('group', { name: /3 mugs/ })
      .getByRole('radio', { name: '$12', exact: true })
      .check();
    await expect(page.getByText('Correct.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the timed sections' }).click();

    // Section 1.
    await expect(page.getByRole('heading', { level: 1, name: s1.title })).toBeVisible();
    await page.getByRole('button', { name: 'Start this section' }).click();
    await expect(page.getByTestId('countdown')).toBeVisible();
    const atStart = await secondsLeft(page);
    // Promise 10: the service worker waits to activate until no section is in progress.
    await expect.poll(() => sectionInProgress(page), { message: 'the section marked in progress' }).toBe(true);
    expect(atStart).toBeGreaterThan(290);
    expect(atStart).toBeLessThanOrEqual(300);
    const q = s1.questions;
    await choose(page, q[0]!.text, q[0]!.options[1]!.text, 'Saved');
    await choose(page, q[1]!.text, q[1]!.options[0]!.text, 'Saved');
    await expectAccessible(page);
    await lookAt(page, { path: `${SHOTS}/skills-section-390.png` });

    // Reload: the countdown continues from where it was (not reset), the answers are still there.
    // First the section runs on: the countdown shows 4 s gone since the start (the server judges the
    // reload's countdown by its own clock, so real time has to pass; a second over the 3 s asked below).
    await expect
      .poll(() => secondsLeft(page), { intervals: [250], message: 'the countdown 4 s on from its start' })
      .toBeLessThanOrEqual(atStart - 4);
    const beforeReload = await secondsLeft(page);
    await page.reload();
    await expect(page.getByTestId('countdown')).toBeVisible();
    const afterReload = await secondsLeft(page);
    expect(afterReload).toBeLessThanOrEqual(beforeReload);
    expect(afterReload).toBeGreaterThan(beforeReload - 15);
    expect(afterReload).toBeLessThan(atStart - 2);
    await expect(
      page.getByRole('group', { name: q[0]!.text }).getByRole('radio', { name: q[0]!.options[1]!.text }),
    ).toBeChecked();

    // Offline: answers are saved on the device; a reload (served by the service worker) keeps counting.
    await context.setOffline(true);
    await choose(page, q[2]!.text, q[2]!.options[2]!.text, 'Saved on this device');
    await expect(
      page.getByText("You're offline. Your answers are saved on this device", { exact: false }),
    ).toBeVisible();
    // The countdown has gone on 2 s since the last reload before this one.
    await expect
      .poll(() => secondsLeft(page), { intervals: [250], message: 'the countdown 2 s on from the reload' })
      .toBeLessThanOrEqual(afterReload - 2);
    await page.reload();
    await expect(page.getByTestId('countdown')).toBeVisible();
    const offlineReload = await secondsLeft(page);
    expect(offlineReload).toBeLessThan(afterReload);
    expect(offlineReload).toBeGreaterThan(afterReload - 20);
    await choose(page, q[3]!.text, q[3]!.options[0]!.text, 'Saved on this device');
    await lookAt(page, { path: `${SHOTS}/skills-offline-390.png` });

    // Back online: the queued answers reach the server, in time.
    await context.setOffline(false);
    await expect(page.getByRole('group', { name: q[2]!.text }).locator('.st-saved')).toHaveText('Saved');
    await expect(page.getByRole('group', { name: q[3]!.text }).locator('.st-saved')).toHaveText('Saved');

    await page.getByRole('button', { name: 'Finish this section' }).click();
    await page.getByRole('button', { name: 'Yes, finish the section' }).click();

    // Section 2, then the final submission.
    await expect(page.getByRole('heading', { level: 1, name: s2.title })).toBeVisible();
    await page.getByRole('button', { name: 'Start this section' }).click();
    await choose(page, s2.questions[0]!.text, s2.questions[0]!.options[2]!.text, 'Saved');
    await page.getByRole('button', { name: 'Finish this section' }).click();
    await page.getByRole('button', { name: 'Yes, finish and submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your skills test is submitted' })).toBeVisible();
    // Promise 8: submitted only once the receipt's count and hash equal the device's; promise 10: the section no longer holds an update back.
    expect(await sectionInProgress(page)).toBe(false);
    await page.getByRole('link', { name: 'See your result' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service skills test' })).toBeVisible();
    // Right: 5 mugs... q1 option 2 ($60), q2 option 1 ($36), q3 option 3 (Monday), q4 wrong, s2 q1 option 3 (right).
    await expect(page.getByTestId('overall-score')).toHaveText('Overall: 4 of 10 correct (40%)');
    await expectAccessible(page);
    await lookAt(page, { path: `${SHOTS}/skills-report-390.png`, fullPage: true });

    const after = await content(api, refId, activityId);
    expect(after.submitted_at).not.toBeNull();
    const report = await api.get(`/api/user-response/v1/skills-test/report/${after.user_skills_test_id}/`);
    const data = ((await report.json()) as { data: { sections: { correct: number; late: number }[] } }).data;
    expect(data.sections.map((s) => [s.correct, s.late])).toEqual([
      [3, 0],
      [1, 0],
    ]);
    await api.dispose();
  });
});

test.describe('skills test time over', () => {
  for (const width of [390, 1280]) {
    test(`a section whose start is long past shows the time is over and moves on (${width} px)`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const { email, api, refId, activityId } = await newCandidate(baseURL!, `skills-over-${width}`);
      const [, s1, s2] = (await content(api, refId, activityId)).sections as [
        SkillsSection,
        SkillsSection,
        SkillsSection,
      ];
      // The API's own rule for a start queued offline: dated back by the elapsed time the device reports (6 min 40 s).
      const started = await api.post('/api/user-response/v1/skills-test/start-section-time/', {
        data: {
          ref_id: refId,
          job_step_activity_id: activityId,
          skills_test_section_id: s1.skills_test_section_id,
          started_at: new Date().toISOString(),
          elapsed_ms: 400_000,
        },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(((await started.json()) as { data: { remaining_seconds: number } }).data.remaining_seconds).toBe(0);

      await signIn(page, email);
      await page.goto(`/user/skill-test?jobUuid=${OPEN_REQUISITION}&refId=${refId}&activityId=${activityId}`);
      await expect(page.getByText(`Time is up for ${s1.title}. Your answers given in time are saved.`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: s2.title })).toBeVisible();
      await expect(page.getByText('Section 2 of 2', { exact: false })).toBeVisible();
      await expectAccessible(page);
      await lookAt(page, { path: `${SHOTS}/skills-time-over-${width}.png`, fullPage: true });

      if (width === 1280) {
        await page.getByRole('button', { name: 'Start this section' }).click();
        await expect(page.getByTestId('countdown')).toBeVisible();
        await lookAt(page, { path: `${SHOTS}/skills-section-1280.png` });
      }
      await api.dispose();
    });
  }
});

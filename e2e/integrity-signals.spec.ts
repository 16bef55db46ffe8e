/**
 * How a timed test was taken (D402, D431, D455), once through a real browser: the company asks
 * on /settings/candidate-notice that timed tests fill the screen and for the camera check by
 * consent; a French candidate reads in French what is recorded and both asks, declines the camera
 * before the first section (asked once, never again), starts a timed section of the Customer service
 * skills test and the browser fills the screen (headless Chromium grants it); she leaves full screen
 * and comes back through the note, switches tabs twice, tries a paste, loses the network and reloads
 * offline (the questions keep their order, D332), then finishes the test. The owner's scorecard
 * shows those facts, in English and in French, beside a result that is what her answers earn, no
 * less; the offline spell lasts at least as long as the network was cut; the camera check says
 * declined, with no photo.
 *
 * Headless Chromium keeps every page visible (bringToFront to another page and a minimized window
 * both leave visibilityState 'visible': checked on Debian's Chromium 156), so a tab switch is the
 * events a browser sends for one (blur, then visibilitychange to hidden; visibilitychange back,
 * then focus), with visibilityState answering as it would. The paste is a real Ctrl+V, the full
 * screen the browser's own, the network really cut.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { translate } from './support/catalog.ts';
import { demo } from './support/demo-users.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { inAuthorsOrder, type SkillsSection } from './support/skills-content.ts';
import { ownerApi, signInAt } from './support/sign-in.ts';

// The offline reload needs the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const TEST_TITLE = 'Customer service skills test';
const fr = (english: string) => translate('fr', english);

/** The questions and options as the page shows them, in its order. */
const shownOrder = (page: Page) =>
  page
    .locator('.st-question')
    .evaluateAll((questions) =>
      questions.map((q) => [
        q.querySelector('legend')?.textContent ?? '',
        ...[...q.querySelectorAll('.st-option')].map((o) => o.textContent ?? ''),
      ]),
    );

const fullScreenElement = (page: Page) => page.evaluate(() => document.fullscreenElement?.tagName ?? null);

/**
 * A tab switch and back, as the browser tells the page of one. The page stays away until the
 * section's countdown shows `seconds` more gone, so the spell has a length of its own.
 */
async function switchTabs(page: Page, seconds: number): Promise<void> {
  const before = await secondsLeft(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    window.dispatchEvent(new FocusEvent('blur'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => secondsLeft(page), { message: `the countdown ${seconds} s on while away` })
    .toBeLessThanOrEqual(before - seconds);
  await page.evaluate(() => {
    // The document's own getters again (the overrides were on the instance).
    delete (document as { visibilityState?: unknown }).visibilityState;
    delete (document as { hidden?: unknown }).hidden;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new FocusEvent('focus'));
  });
  expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
}

const secondsLeft = async (page: Page) =>
  Number(await page.locator('.st-countdown__value').getAttribute('data-seconds'));

async function choose(page: Page, question: string, option: string, saved: string) {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('radio', { name: option, exact: true }).check();
  await expect(group.locator('.st-saved')).toHaveText(saved);
}

let owner: { api: APIRequestContext; accountId: number };
test.beforeAll(async ({ baseURL }) => {
  owner = await ownerApi(baseURL!);
});
// The asks are the company's: the journeys after this one on the same server find them off, as seeded.
test.afterAll(async () => {
  const path = `/api/account/v1/${owner.accountId}/candidate-notice/`;
  const notice = (await (await owner.api.get(path)).json()) as { data: { en: string; es: string; fr: string } };
  const { en, es, fr: french } = notice.data;
  const put = await owner.api.put(path, {
    data: { en, es, fr: french, ask_full_screen: false, ask_camera_check: false },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await owner.api.dispose();
});

test('a French candidate is told, declines the camera, the screen is filled, tab switches, a paste and an offline gap are facts on the scorecard in her language and change no score; an offline reload keeps the order', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();

  // The company turns the ask on.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const ownerPage = await staff.newPage();
  await signInAt(ownerPage, demo.owner, '/settings/candidate-notice');
  const ask = ownerPage.getByRole('checkbox', { name: 'Ask candidates to take timed tests in full screen' });
  await expect(ask).not.toBeChecked();
  await ask.check();
  // And the camera check by consent (D455), which she will decline.
  const camera = ownerPage.getByRole('checkbox', {
    name: 'Ask candidates for up to three photos during timed tests, with their consent',
  });
  await expect(camera).not.toBeChecked();
  await camera.check();
  await ownerPage.getByRole('button', { name: 'Save the notice' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'The notice was saved.' })).toBeVisible();

  // A French candidate applies; her content in French, in the run's order and in the author's.
  const stamp = Date.now();
  const email = `integrity-${stamp}@candidate.test`;
  const applicant = await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: 'Inès', last: `I${stamp}` }, 'fr');
  // Her tracker names the activity in French: it is the plan's skills test.
  const tracker = await applicant.api.get(`/api/user/v1/progress-tracker/${applicant.refId}/`);
  const { steps } = (
    (await tracker.json()) as {
      data: { steps: { activities: { job_step_activity_id: number; activity_type: string }[] }[] };
    }
  ).data;
  const skills = steps.flatMap((s) => s.activities).filter((a) => a.activity_type === 'skills_test');
  expect(skills).toHaveLength(1);
  const activityId = skills[0]!.job_step_activity_id;
  const served = await applicant.api.get(
    `/api/user-response/v1/skills-test/${applicant.refId}/?job_step_activity_id=${activityId}&language=fr`,
  );
  expect(served.ok()).toBe(true);
  const content = (
    (await served.json()) as {
      data: {
        ask_full_screen: boolean;
        ask_camera_check: boolean;
        camera_consent: string | null;
        sections: SkillsSection[];
      };
    }
  ).data;
  expect(content).toMatchObject({ ask_full_screen: true, ask_camera_check: true, camera_consent: null });
  const [, s1, s2] = inAuthorsOrder(content.sections) as [SkillsSection, SkillsSection, SkillsSection];
  const runOrder = content.sections[1]!.questions.map((q, i) => [
    `${i + 1}. ${q.text}`,
    ...q.options.map((o) => o.text),
  ]);

  await context.addInitScript(() => localStorage.setItem('assay.language', 'fr'));
  await signInAt(page, email, `/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${applicant.refId}`);
  await waitForServiceWorker(page);
  await page.goto(
    `/user/skill-test-instruction?jobUuid=${OPEN_REQUISITION}&refId=${applicant.refId}&activityId=${activityId}`,
  );

  // Told first, in French: what is recorded, and the company's ask.
  const notice = page.getByTestId('integrity-notice');
  await expect(notice).toContainText(
    fr(
      "While a section runs, this device also notes how the test is taken: when you leave the page or its window and for how long, paste attempts, large changes of the window's size, and when you are offline. The company sees these as facts beside your answers; they never change your score. If something explains them (a shared computer, an unsteady connection, an accommodation), you can tell the company.",
    ),
  );
  await expect(notice).toContainText(
    fr(
      'The company asks that timed parts fill the screen: the test asks when each starts, and you can leave full screen at any time. Each time you leave it is noted too.',
    ),
  );
  await expect(notice).toContainText(
    fr(
      'The company also asks for up to three photos with your camera during the timed sections: you will be asked first, and you may decline.',
    ),
  );
  await page.getByRole('link', { name: fr('Go to the timed sections') }).click();

  // Asked before the first section whether photos may be taken: she declines, and goes on.
  await expect(page.getByRole('heading', { level: 1, name: s1.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: fr('May this test take photos with your camera?') })).toBeVisible();
  await expect(page.getByRole('button', { name: fr('Start this section') })).toHaveCount(0);
  await page.getByRole('button', { name: fr('Continue without the camera') }).click();

  // The start asks the browser to fill the screen.
  await page.getByRole('button', { name: fr('Start this section') }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect.poll(() => fullScreenElement(page), { message: 'the page fills the screen' }).toBe('HTML');
  expect(await shownOrder(page)).toEqual(runOrder);

  // She leaves full screen (what Escape does): the note asks again, and its button fills it again.
  await page.evaluate(() => document.exitFullscreen());
  const fillAgain = page.getByTestId('full-screen-ask');
  await expect(fillAgain).toContainText(
    fr(
      'The company asks that timed tests fill the screen. Leaving full screen is noted as a fact and changes no score.',
    ),
  );
  await fillAgain.getByRole('button', { name: fr('Fill the screen') }).click();
  await expect.poll(() => fullScreenElement(page), { message: 'the screen filled again' }).toBe('HTML');
  await expect(fillAgain).toBeHidden();

  const q = s1.questions;
  const saved = fr('Saved');
  // Right: the author's second option of q1, first of q2, third of q3; q4's first is wrong (seed).
  await choose(page, q[0]!.text, q[0]!.options[1]!.text, saved);

  // Two tab switches and a paste.
  await switchTabs(page, 1);
  await choose(page, q[1]!.text, q[1]!.options[0]!.text, saved);
  await switchTabs(page, 1);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+V');

  // Offline: an answer kept on the device, a reload served by the service worker in the same order.
  await context.setOffline(true);
  await expect
    .poll(() => page.evaluate(() => navigator.onLine), { message: 'the page knows it is offline' })
    .toBe(false);
  // The page's spell began by now; it ends only after the network is back, so it lasts at least this long.
  const cutAt = Date.now();
  const savedHere = fr('Saved on this device');
  await choose(page, q[2]!.text, q[2]!.options[2]!.text, savedHere);
  await page.reload();
  await expect(page.getByTestId('countdown')).toBeVisible();
  expect(await shownOrder(page)).toEqual(runOrder);
  await expect(
    page.getByRole('group', { name: q[2]!.text }).getByRole('radio', { name: q[2]!.options[2]!.text, exact: true }),
  ).toBeChecked();
  await choose(page, q[3]!.text, q[3]!.options[0]!.text, savedHere);
  const cutFor = Date.now() - cutAt;
  await context.setOffline(false);
  await expect(page.getByRole('group', { name: q[2]!.text }).locator('.st-saved')).toHaveText(saved);
  await expect(page.getByRole('group', { name: q[3]!.text }).locator('.st-saved')).toHaveText(saved);

  await page.getByRole('button', { name: fr('Finish this section') }).click();
  await page.getByRole('button', { name: fr('Yes, finish the section') }).click();
  await expect(page.getByRole('heading', { level: 1, name: s2.title })).toBeVisible();
  // Her answer stands for the whole test: not asked again.
  await expect(page.getByRole('heading', { name: fr('May this test take photos with your camera?') })).toHaveCount(0);
  await page.getByRole('button', { name: fr('Start this section') }).click();
  await choose(page, s2.questions[0]!.text, s2.questions[0]!.options[2]!.text, saved);
  await page.getByRole('button', { name: fr('Finish this section') }).click();
  await page.getByRole('button', { name: fr('Yes, finish and submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('Your skills test is submitted') })).toBeVisible();

  // Every fact reached the server (sent after the answers, in entries of their own).
  const userSmartreqId = await scorecardIdOf(baseURL!, applicant.userId);
  const totals = async () => {
    const response = await owner.api.get(`/api/smartreq/v1/integrity-signals/${userSmartreqId}/`);
    const [summary] = (
      (await response.json()) as {
        data: { page_hidden: { count: number }; paste: number; offline: { count: number }; fullscreen_exit: number }[];
      }
    ).data;
    return summary ? [summary.page_hidden.count, summary.paste, summary.offline.count, summary.fullscreen_exit] : null;
  };
  await expect
    .poll(totals, { message: 'two tab switches, a paste, an offline spell, a full-screen exit' })
    .toEqual([2, 1, 1, 1]);
  // The offline spell is the whole time the network was cut, the reload inside it included (D402).
  const offline = await owner.api.get(`/api/smartreq/v1/integrity-signals/${userSmartreqId}/`);
  const [{ offline: spell }] = ((await offline.json()) as { data: [{ offline: { total_ms: number } }] }).data;
  expect(spell.total_ms).toBeGreaterThanOrEqual(cutFor);

  // The camera check: declined is kept as declined, no photo, and nothing else changed.
  const checks = await owner.api.get(`/api/smartreq/v1/camera-checks/${userSmartreqId}/`);
  expect(((await checks.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ job_step_activity_id: activityId, consent: 'declined', stills: [] }),
  ]);

  // The score is what the answers earn: 4 right of 10 (3 in the first section, 1 in the second).
  const report = await applicant.api.get(
    `/api/user-response/v1/skills-test/${applicant.refId}/?job_step_activity_id=${activityId}`,
  );
  const id = ((await report.json()) as { data: { user_skills_test_id: number } }).data.user_skills_test_id;
  const scored = await applicant.api.get(`/api/user-response/v1/skills-test/report/${id}/`);
  const sections = ((await scored.json()) as { data: { sections: { correct: number }[] } }).data.sections;
  expect(sections.map((s) => s.correct)).toEqual([3, 1]);

  // The scorecard: the result and, beside it, the facts.
  await ownerPage.goto(`/smartreq-detail-applicant/${userSmartreqId}`);
  const row = ownerPage.locator('#scorecard-timed tbody tr').filter({ has: ownerPage.locator('.scorecard-taken') });
  await expect(row.getByRole('rowheader')).toHaveText(TEST_TITLE);
  // (Beside it, the score's band where the company has enough attempts for one.)
  await expect(row).toContainText(/40%( ± \d+)? \(4 of 10\)/);
  await expect(row.locator('.scorecard-taken')).toHaveText(
    /^ How it was taken: left the page 2 times, \d+ s in all; offline once, \d+ (s|min); 1 paste attempt; left full screen once\.$/,
  );
  // The camera check on demand: declined, said to be her right.
  await row.getByText('Camera check', { exact: true }).click();
  await expect(row).toContainText(
    'The candidate declined the camera check. Declining is their right: it is not a failure and says nothing about how the test was taken.',
  );
  // In French too: the facts say the same, each in the language's own words and punctuation.
  await ownerPage.evaluate(() => localStorage.setItem('assay.language', 'fr'));
  await ownerPage.reload();
  await expect(row).toContainText(/40\s%(\s±\s\d+)?\s\(4 sur 10\)/);
  await expect(row.locator('.scorecard-taken')).toHaveText(
    /^ Comment il s’est déroulé\s:\sa quitté la page 2 fois, \d+\ss au total\s;\shors ligne une fois, \d+\s(s|min)\s;\s1 tentative de collage\s;\ssortie du plein écran une fois\.$/,
  );
  await staff.close();
  await applicant.api.dispose();
});

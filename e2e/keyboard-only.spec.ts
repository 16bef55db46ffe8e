import { expect, test, type Page } from './support/test.ts';
import config from '../playwright.config.ts';
import { expectAccessible } from './support/accessibility.ts';
import { newApplicant, trackerActivity, type NewApplicant } from './support/candidate.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import {
  activate,
  fillUntil,
  goOnlineIfOffered,
  startWhenReady,
  tabTo,
  untilStartDecided,
} from './support/keyboard.ts';
import { answeredElsewhereBut } from './support/questionnaire.ts';
import { untilOnDevice } from './support/recorder.ts';

// D210: every activity kind a candidate meets, finished with the keyboard alone
// (Tab, Shift+Tab, Enter, Space, arrows, typing; never a click), with the focus visible at every
// stop and axe run on each activity's screens. New candidates on the demo seed's plans: the open
// requisition (application form, resume, equal-opportunity questions, personality questionnaire,
// screening questions, typing test, skills test, video answer; server/db/seed/demo-requisitions.ts),
// the Remote Support Agent (internet speed test, language test; demo-typing-speed.ts,
// demo-language-test.ts) and the Store Associate (onboarding form; demo-onboarding.ts).
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
const REMOTE_JOB = '44444444-4444-4444-8444-444444444444';
const ONBOARDING_JOB = '0b0a4d18-0000-4000-8000-000000000001';
/** A small real PDF, for the resume. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

// Chromium's fake camera and microphone (as video-answer.spec.ts), for the recorded answer.
const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];
test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera', 'microphone'],
});

/** Signs in with the keyboard, from the sign-in form, and lands on the candidate's progress. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  // The sign-in page shows a still shell first (login-shell.spec.ts): the keys go to the app's form once it has taken over.
  await page.waitForFunction(
    () => document.querySelector('#root[data-app] form') && !document.querySelector('#root [inert]'),
  );
  await tabTo(page, /^Email( address)?/);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/progress(\?|$)/);
}

const trackerPath = (jobUuid: string, candidate: NewApplicant) =>
  `/user/progress-tracker?jobUuid=${jobUuid}&refId=${candidate.refId}`;

/**
 * Signs in through the API and opens the candidate's tracker: for the tests after the first, which
 * walks the sign-in form by keyboard (signInByKeyboard); here the activities are the subject.
 */
async function signInAtTracker(page: Page, jobUuid: string, candidate: NewApplicant): Promise<void> {
  await signInAt(page, candidate.email, trackerPath(jobUuid, candidate));
}

/**
 * From the tracker, Tab to the activity's Start link and press Enter; the activity's page shows. The
 * tracker is loaded only when the page is not on it already (an activity that returns to the
 * tracker once sent, or the sign-in that opened it): a second full load would show the same links.
 */
async function startFromTracker(page: Page, jobUuid: string, candidate: NewApplicant, title: string): Promise<void> {
  const path = trackerPath(jobUuid, candidate);
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` !== path) await page.goto(path);
  const start = new RegExp(`^(Start|Continue|Resume) ${title.replace(/[()]/g, '\\$&')}$`);
  await expect(page.getByRole('link', { name: start })).toBeVisible();
  await activate(page, start);
  // The tracker's own heading is no sign of the activity's page: its address is.
  await expect(page).not.toHaveURL(/\/user\/progress-tracker\?/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectReflowAt320(page);
}

/** At 320 px (as 400% zoom of a 1280 px window) the page does not scroll sideways (WCAG 1.4.10). */
async function expectReflowAt320(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: size.height });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page width at 320 px',
  ).toBeLessThanOrEqual(320);
  await page.setViewportSize(size);
}

/** The tracker, as the server has it, says the activity is done. */
async function expectCompleted(candidate: NewApplicant, title: string): Promise<void> {
  await expect
    .poll(async () => (await trackerActivity(candidate.api, candidate.refId, title)).is_completed, {
      message: `${title} completed on the server`,
    })
    .toBe(true);
}

/**
 * 'open' once the video page's Submit answers may be pressed, otherwise what the page says instead
 * (the upload states, a lease or other-tab notice), so that a run that waits in vain names why
 * (flake 53: Submit stayed shut for a minute after every answer showed as uploaded, at load 27).
 */
async function videoSubmitState(page: Page): Promise<string> {
  if (await page.getByRole('button', { name: 'Submit answers', disabled: false }).count()) return 'open';
  const said = await page
    .locator('.va-page .notice, .va-page .va-muted, .va-page [role="status"], [data-testid="lease-notice"]')
    .allInnerTexts();
  return `shut; the page says: ${said.map((text) => text.replace(/\s+/g, ' ').trim()).join(' | ') || '(nothing)'}`;
}

/** The focus starts at the top of the page, as after a page load. */
async function fromTop(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
}

test.describe.configure({ mode: 'parallel' });

test('the open requisition: the application form, resume and equal-opportunity questions by keyboard', async ({
  page,
  baseURL,
}) => {
  const candidate = await newApplicant(baseURL!, `kb-apply-${Date.now()}@assay.test`, OPEN_JOB, {
    first: 'Kim',
    last: 'Keys',
  });
  await signInByKeyboard(page, candidate.email);

  await startFromTracker(page, OPEN_JOB, candidate, 'Application form');
  await expectAccessible(page);
  await fromTop(page);
  await fillUntil(page, /^Submit$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expectCompleted(candidate, 'Application form');

  await startFromTracker(page, OPEN_JOB, candidate, 'Resume');
  await expectAccessible(page);
  await fromTop(page);
  await fillUntil(page, /^Submit$/, { file: { name: 'kim-keys.pdf', mimeType: 'application/pdf', buffer: PDF } });
  await expect(page.locator('.resume-upload__file')).toContainText('kim-keys.pdf');
  await page.keyboard.press('Enter');
  await expectCompleted(candidate, 'Resume');

  await startFromTracker(page, OPEN_JOB, candidate, 'Equal opportunity questions (voluntary)');
  await expectAccessible(page);
  await fromTop(page);
  await fillUntil(page, /^(Submit|Submit answers|Continue)$/);
  await page.keyboard.press('Enter');
  await expectCompleted(candidate, 'Equal opportunity questions (voluntary)');
  await candidate.api.dispose();
});

test('the open requisition: the questionnaire, screening questions, typing test, skills test and a recorded answer by keyboard', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const candidate = await newApplicant(baseURL!, `kb-assess-${Date.now()}@assay.test`, OPEN_JOB, {
    first: 'Kai',
    last: 'Keys',
  });
  await signInAtTracker(page, OPEN_JOB, candidate);

  // The questionnaire (D291's hiring form: 92 items), all but the last three answered on another device: continued
  // here, it resumes at the first unanswered; each item focuses its heading, Tab, an arrow chooses, Enter goes on.
  expect((await answeredElsewhereBut(candidate, 'Personality questionnaire', 3)).total).toBe(92);
  await startFromTracker(page, OPEN_JOB, candidate, 'Personality questionnaire');
  await activate(page, /^I agree, start$/);
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);
  await expect(page.getByTestId('lease-notice')).toHaveAttribute('data-lease', 'elsewhere');
  await activate(page, /^Continue on this device$/);
  const counter = page.getByText(/^(Practice question|Question) \d+ of \d+$/);
  await expect(counter).toHaveText('Question 90 of 92');
  await expectAccessible(page);
  const review = page.getByRole('heading', { level: 1, name: 'Check your answers' });
  let lastShown: string | null = null;
  for (let item = 0; item < 300 && (await review.count()) === 0; item++) {
    const shown = (lastShown = await counter.textContent());
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.q-saved')).toContainText('Saved');
    await page.keyboard.press('Enter');
    await expect(review.or(counter.filter({ hasNotText: shown! })).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  expect(lastShown).toBe('Question 92 of 92');
  await activate(page, /^Submit answers$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible();
  await expectCompleted(candidate, 'Personality questionnaire');

  // Screening questions: a page of questions at a time, each answered on the way to Next, then the review.
  await startFromTracker(page, OPEN_JOB, candidate, 'Screening questions');
  await activate(page, /^Start$/);
  await expectAccessible(page);
  for (let pageOfQuestions = 0; pageOfQuestions < 20; pageOfQuestions++) {
    if (await page.getByRole('button', { name: 'Submit answers' }).isVisible()) break;
    await fromTop(page);
    await fillUntil(page, /^(Next|Continue to review)$/, {
      text: (label) => (/hours per week/i.test(label) ? '40' : undefined),
    });
    await page.keyboard.press('Enter');
  }
  // The review focuses its heading once it shows: keys pressed before that land where the focus is
  // then taken from (a full run pressed Submit's Enter on the heading, and nothing was sent).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeFocused();
  await activate(page, /^Submit answers$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible();
  await expectCompleted(candidate, 'Screening questions');

  // The typing test: the passage typed into its labelled field until the end, which finishes the run.
  await startFromTracker(page, OPEN_JOB, candidate, 'Typing test');
  await untilStartDecided(page, /^Start the typing test$/);
  await expectAccessible(page);
  await startWhenReady(page, /^Start the typing test$/);
  const input = page.getByLabel('Type the passage here');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-describedby', /tt-passage-text/);
  await expectAccessible(page);
  const passage = [...(await page.locator('#tt-passage-text').textContent())!];
  await expect(input).toBeFocused();
  // The first words key by key, the middle as one input (as an input method commits it: one round
  // trip, where a key per character took most of this test's time), and the last character by its
  // key: reaching the passage's end finishes the run.
  const firstWords = passage.join('').split(' ').slice(0, 3).join(' ').length;
  await page.keyboard.type(passage.slice(0, firstWords).join(''));
  await expect(input).toHaveValue(passage.slice(0, firstWords).join(''));
  await page.keyboard.insertText(passage.slice(firstWords, -1).join(''));
  await page.keyboard.type(passage.at(-1)!);
  await expectCompleted(candidate, 'Typing test');

  // The skills test: each section started, its questions answered with Space, finished through the confirmation.
  await startFromTracker(page, OPEN_JOB, candidate, 'Customer service skills test');
  await expectAccessible(page);
  // The practice questions' page, then back (a browser's own Back, no click) to the timed sections.
  await activate(page, /^Start the practice questions$/);
  await expect(page).toHaveURL(/\/user\/skill-test-question\?/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await fromTop(page);
  await activate(page, /^Go to the timed sections$/);
  for (let section = 0; section < 10; section++) {
    const finished = page.getByRole('heading', { level: 1, name: 'Your skills test is submitted' });
    if (await finished.isVisible()) break;
    const start = page.getByRole('button', { name: /^(Start this section|Start the test|Start)$/ });
    const finish = page.getByRole('button', { name: 'Finish this section' });
    await expect(start.or(finish).or(finished).first()).toBeVisible();
    if (await finished.isVisible()) break;
    if (await start.isVisible()) {
      await fromTop(page);
      await startWhenReady(page, /^(Start this section|Start the test|Start)$/);
      await expect(page.getByTestId('countdown')).toBeVisible();
      await expectAccessible(page);
    }
    await fromTop(page);
    await fillUntil(page, /^Finish this section$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Yes, finish (the section|and submit)$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^(Start this section|Start)$/ }).or(finished)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your skills test is submitted' })).toBeVisible();
  await expectCompleted(candidate, 'Customer service skills test');

  // A recorded answer per question: record, stop, use it, then submit; the fake camera stands in.
  await startFromTracker(page, OPEN_JOB, candidate, 'Video introduction');
  // The questions load, then the page decides whether recording may start (ready, or the offer to go
  // on online): waited for, since counting the buttons before the questions came counted none (flake 53).
  await untilStartDecided(page, /^Record video answer$/);
  await expectAccessible(page);
  await goOnlineIfOffered(page);
  await expect(page.getByRole('button', { name: 'Record video answer', disabled: false }).first()).toBeVisible();
  const questions = await page.locator('.va-questions > li').count();
  expect(questions, 'the video page lists its questions').toBeGreaterThan(0);
  for (let n = 0; n < questions; n++) {
    await fromTop(page);
    await activate(page, /^Record video answer$/);
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    // The countdown moves, and the device holds a second of the recording: the recording runs.
    await expect(timer).not.toHaveText((await timer.textContent())!);
    await untilOnDevice(page, 1);
    await expect(page.getByTestId('timer-announcer')).toHaveAttribute('aria-live', 'polite');
    await activate(page, /^Stop recording$/);
    await activate(page, /^Use this answer$/);
    await expect(page.getByText('Answer uploaded (100%).').nth(n)).toBeVisible();
  }
  await expectAccessible(page);
  // Submit opens once the page holds every answer as uploaded, which can come a moment after the
  // last "uploaded (100%)" (a full run tabbed 80 times past it while it was still disabled).
  await expect.poll(() => videoSubmitState(page), { message: 'Submit answers open on the video page' }).toBe('open');
  await activate(page, /^Submit answers$/);
  await expectCompleted(candidate, 'Video introduction');
  await candidate.api.dispose();
});

test('the Remote Support Agent: the internet speed test and the language test by keyboard', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const candidate = await newApplicant(baseURL!, `kb-remote-${Date.now()}@assay.test`, REMOTE_JOB, {
    first: 'Rae',
    last: 'Keys',
  });
  await signInAtTracker(page, REMOTE_JOB, candidate);

  await startFromTracker(page, REMOTE_JOB, candidate, 'Internet speed test');
  await untilStartDecided(page, /^Start the speed test$/);
  await expectAccessible(page);
  await startWhenReady(page, /^Start the speed test$/);
  await expect(page.getByText('Your result has been saved. Thank you!')).toBeVisible();
  await expectCompleted(candidate, 'Internet speed test');

  const language = (await candidate.api
    .get(`/api/user/v1/progress-tracker/${candidate.refId}/`)
    .then((r) => r.json())) as {
    data: { steps: { activities: { title: string; activity_type?: string }[] }[] };
  };
  const languageTitle = language.data.steps
    .flatMap((s) => s.activities)
    .find((a) => a.activity_type === 'language_test' || /language/i.test(a.title))!.title;
  await startFromTracker(page, REMOTE_JOB, candidate, languageTitle);
  await untilStartDecided(page, /^Start Spanish listening$/);
  await expectAccessible(page);
  // Each part started from the overview, its questions answered on the way to Next, then finished.
  for (const part of ['Spanish listening', 'Spanish reading']) {
    await fromTop(page);
    await startWhenReady(page, new RegExp(`^Start ${part}$`));
    await expect(page.getByRole('button', { name: /^(Next|Finish this part)$/ })).toBeVisible();
    await expectAccessible(page);
    for (let question = 1; question <= 30; question++) {
      // Each question is answered on its own screen, and saved on the device before moving on.
      await expect(page.getByText(new RegExp(`^Question ${question} of \\d+$`))).toBeVisible();
      await fromTop(page);
      const reached = await fillUntil(page, /^(Next|Finish this part)$/);
      await expect(page.locator('.lt-saved')).toBeVisible();
      await page.keyboard.press('Enter');
      if (reached === 'Finish this part') break;
    }
    await expect(
      page
        .getByRole('button', { name: /^Start Spanish/ })
        .or(page.getByText('You have completed the language test.'))
        .first(),
    ).toBeVisible();
  }
  await expectCompleted(candidate, languageTitle);
  await candidate.api.dispose();
});

test('the Store Associate: the onboarding form by keyboard', async ({ page, baseURL }) => {
  const candidate = await newApplicant(baseURL!, `kb-onboard-${Date.now()}@assay.test`, ONBOARDING_JOB, {
    first: 'Ona',
    last: 'Keys',
  });
  await signInAtTracker(page, ONBOARDING_JOB, candidate);
  await startFromTracker(page, ONBOARDING_JOB, candidate, 'New hire details');
  // The fields open once the device's draft is read from IndexedDB; until then Tab passes them by
  // (a busy machine's run reached Submit over closed fields and sent an empty form: flake 51).
  await expect(page.getByRole('group', { name: 'New hire details' })).toBeEnabled();
  await expectAccessible(page);
  await fromTop(page);
  await fillUntil(page, /^Submit$/);
  await page.keyboard.press('Enter');
  await expectCompleted(candidate, 'New hire details');
  await candidate.api.dispose();
});

test('the device check: camera, microphone and connection checked by keyboard', async ({ page }) => {
  // Measuring the connection is for a signed-in candidate (the seed's, through the API: only the check is under test here).
  const signedIn = await page.request.post('/api/auth/v1/login/', {
    data: { email: demo.candidate, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Check your device', level: 1 })).toBeVisible();
  await expectReflowAt320(page);
  await activate(page, /^Check the camera$/);
  await expect(page.getByTestId('check-camera').getByText('Ready', { exact: true })).toBeVisible();
  await activate(page, /^Check the microphone$/);
  await expect(page.getByTestId('check-microphone').getByText('Ready', { exact: true })).toBeVisible();
  await activate(page, /^Measure my connection$/);
  await expect(page.getByTestId('check-connection').getByRole('button', { name: 'Measure again' })).toBeVisible();
  await expect(page.getByTestId('device-check-summary')).toHaveText(/ready|will work|needs attention/);
  await expectAccessible(page);
});

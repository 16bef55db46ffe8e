import { expect, test, type Page } from './support/test.ts';
import { newApplicant, scorecardIdOf, trackerActivity } from './support/candidate.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { lookAt } from './support/look.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The demo's "Remote Support Agent" requisition (server/db/seed/demo-typing-speed.ts): one step,
// a 30-second typing test then an internet speed test.
const REMOTE_JOB = '44444444-4444-4444-8444-444444444444';

const newCandidate = (baseURL: string, email: string) =>
  newApplicant(baseURL, email, REMOTE_JOB, { first: 'Tariq', last: 'Typist' });

const activity = trackerActivity;

/** The typing run as the device has saved it (src/offline/typing-runs.ts, in IndexedDB): what a reload resumes from. */
const savedRun = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ typedText: string; elapsedMs: number } | null>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('attempts').objectStore('attempts').getAll();
          all.onsuccess = () => {
            const run = (
              all.result as { kindState?: { kind: string; run?: { typedText: string; elapsedMs: number } } }[]
            ).find((a) => a.kindState?.kind === 'typing')?.kindState?.run;
            resolve(run ? { typedText: run.typedText, elapsedMs: run.elapsedMs } : null);
            open.result.close();
          };
        };
      }),
  );

test.describe('on a laptop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the typing test: typed with the keyboard, finished offline, scored by the server once back online; the hiring team reads the result on the scorecard', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const email = `typist-${Date.now()}@assay.test`;
    const { api, refId, userId } = await newCandidate(baseURL!, email);
    // Signed in through the API onto the tracker; the offline finish needs the service worker in
    // control of the page the run is typed on.
    await signInAt(page, email, `/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Start Typing test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Typing test' })).toBeVisible();
    // A laptop gets no mobile warning.
    await expect(page.getByText('This typing test is meant for a computer with a keyboard.')).toHaveCount(0);
    await expect(page.getByText('You have 0:30 (minutes:seconds).')).toBeVisible();
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('typing-intro-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Start the typing test' }).click();
    const input = page.getByLabel('Type the passage here');
    await expect(input).toBeFocused();
    const passage = (await page.locator('#tt-passage-text').textContent())!;
    const words = passage.split(' ');
    // The first word, then a wrong letter corrected with Backspace.
    await page.keyboard.type(`${words[0]} `, { delay: 20 });
    await page.keyboard.type('#', { delay: 20 });
    await page.keyboard.press('Backspace');

    // A reload mid-run, right after the corrected mistake and before anything else spends the run's
    // 30 s: the run resumes with what was typed, its corrected mistake and the time already used.
    // (Once it came after nine more words and an axe check, which at load 26 took longer than the
    // run, so the server had scored it and the reload rightly went to the tracker: docs/testing.md,
    // "Flakes seen", row 65.)
    const typedSoFar = await input.inputValue();
    // The run saves itself every second while typed into: the reload comes once the saved run holds
    // all that was typed and a second of time used (so the clock below shows less than 0:30).
    await expect
      .poll(
        async () => {
          const run = await savedRun(page);
          return run !== null && run.typedText === typedSoFar && run.elapsedMs >= 1_000;
        },
        { message: 'the saved run holds all that was typed and a second used' },
      )
      .toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Continue the typing test' }).click();
    await expect(page.getByLabel('Type the passage here')).toHaveValue(typedSoFar);
    await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^0:[0-2]\d$/);
    await expect(input).toBeFocused();

    // The network goes before the rest is typed, so the run ends offline however long the checks
    // below take; the clock runs out and the result waits on the device.
    await context.setOffline(true);
    await page.keyboard.type(`${words.slice(1, 10).join(' ')} `, { delay: 20 });
    await expect(page.getByText('Uncorrected mistakes: 0')).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('typing-run-1280.png'), fullPage: true });

    await expect(
      page.getByText("Your result is saved on this device and will be sent when you're back online."),
    ).toBeVisible();
    await expect(page.getByText('Net speed', { exact: true })).toBeVisible();
    expect((await activity(api, refId, 'Typing test')).is_completed).toBe(false);

    await context.setOffline(false);
    await expect(page.getByText('Your result has been received. Thank you!')).toBeVisible();
    await expect(page.getByText('Accuracy', { exact: true })).toBeVisible();
    // 10 words typed in 30 s: a positive net speed, one corrected mistake.
    const results = page.locator('.tt-results');
    await expect(results).toContainText('WPM');
    await expect(results.locator('dd').nth(3)).toHaveText('1');
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('typing-result-1280.png'), fullPage: true });

    expect((await activity(api, refId, 'Typing test')).is_completed).toBe(true);
    // The tracker shows it done: no Start link any more.
    await page.goto(`/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
    await expect(page.getByRole('link', { name: 'Start Internet speed test' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Typing test' })).toHaveCount(0);
    await api.dispose();

    // The hiring team reads the server's figures on the scorecard's Timed tests, the speed test not finished yet.
    const staff = await browser.newPage({ baseURL, serviceWorkers: 'block' });
    await signInAt(staff, demo.owner, `/smartreq-detail-applicant/${await scorecardIdOf(baseURL!, userId)}`);
    const timed = staff.getByRole('region', { name: 'Timed tests' });
    await expect(timed.getByRole('row', { name: /^Typing test/ })).toContainText(/net WPM, \d+% accuracy/);
    await expect(timed.getByRole('row', { name: /^Internet speed test/ })).toContainText('Not finished yet');
    await staff.close();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the typing test warns on a phone; the speed test waits offline, then measures and stores its result', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = `speedy-${Date.now()}@assay.test`;
    const { api, refId } = await newCandidate(baseURL!, email);
    await signInAt(page, email, `/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
    await page.getByRole('link', { name: 'Start Typing test' }).click();
    await expect(page.getByText('This typing test is meant for a computer with a keyboard.')).toBeVisible();
    await lookAt(page, { path: test.info().outputPath('typing-intro-390.png'), fullPage: true });

    // Back to the tracker in the app, not a second full load.
    await page.goBack();
    await page.getByRole('link', { name: 'Start Internet speed test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Internet speed test' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('The speed test needs an internet connection.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the speed test' })).toBeDisabled();
    await lookAt(page, { path: test.info().outputPath('speed-offline-390.png'), fullPage: true });
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Start the speed test' })).toBeEnabled();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start the speed test' }).click();
    await expect(page.getByText(/Measuring (latency|download speed|upload speed)…/)).toBeVisible();
    await lookAt(page, { path: test.info().outputPath('speed-running-390.png'), fullPage: true });
    await expect(page.getByText('Your result has been saved. Thank you!')).toBeVisible();
    const figures = page.locator('.st-results dd');
    await expect(figures.nth(0)).toContainText('Mbps');
    await expect(figures.nth(2)).toContainText('ms');
    await expectAccessible(page);
    await lookAt(page, { path: test.info().outputPath('speed-result-390.png'), fullPage: true });

    const stored = await activity(api, refId, 'Internet speed test');
    expect(stored.is_completed).toBe(true);
    await api.dispose();
  });
});

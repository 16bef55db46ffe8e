import { expect, test, type Browser, type Page } from './support/test.ts';
import { signIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { candidateWhoApplied } from './support/sign-up.ts';
import { continueOnceLapsed } from './support/lease.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Offline promise 10 across devices: two browser contexts are two devices of one candidate. The
// server's lease is 8 s in the e2e server (ATTEMPT_LEASE_MS in playwright.config.ts).
const PATHWAY = '33333333-3333-4333-8333-333333333333';
const PRACTICE = 2;
const ITEMS = 24;
const counterOf = (step: number) =>
  step < PRACTICE ? `Practice question ${step + 1} of ${PRACTICE}` : `Question ${step - PRACTICE + 1} of ${ITEMS}`;

const newCandidate = (baseURL: string) =>
  candidateWhoApplied(baseURL, { email: `lease-${Date.now()}@assay.test`, jobUuid: PATHWAY });

async function device(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`/user/progress-tracker?jobUuid=${PATHWAY}`);
  return page;
}

/** Answers the item on screen with option `choice` and waits for the saved tick. */
async function answer(page: Page, step: number, choice: number): Promise<void> {
  await expect(page.getByText(counterOf(step), { exact: true })).toBeVisible();
  await page.getByRole('radio').nth(choice).check();
  await expect(page.locator('.q-saved')).toContainText('Saved');
  await page.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();
}

/** Answers this device has not had acknowledged by the server yet. */
const pendingOn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('answers').objectStore('answers').index('status').count('pending');
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

test('one writer across devices: B is read-only while A writes, takes over once A lapses, sees its answers, and A turns read-only', async ({
  browser,
  baseURL,
}) => {
  const email = await newCandidate(baseURL!);

  // Device A starts and answers three items online.
  const a = await device(browser, baseURL!, email);
  await a.getByRole('link', { name: 'Start Work values questionnaire' }).click();
  await a.getByRole('button', { name: 'I agree, start' }).click();
  await expect(a).toHaveURL(/\/user\/assessment-questions\?/);
  for (const step of [0, 1, 2]) await answer(a, step, step + 1);
  await expect.poll(() => pendingOn(a), { message: "A's answers acknowledged by the server" }).toBe(0);

  // Device B opens the same questionnaire: read-only, says where it is open and when it was last active.
  const b = await device(browser, baseURL!, email);
  await b.getByRole('link', { name: 'Start Work values questionnaire' }).click();
  await b.getByRole('button', { name: 'I agree, start' }).click();
  // New strings read as message ids until the catalogs are extracted: the notice is found by its kind.
  const notice = b.getByTestId('lease-notice');
  await expect(notice).toHaveAttribute('data-lease', 'elsewhere');
  await expect(notice).toHaveAttribute('data-last-active', /^\d{4}-\d\d-\d\dT/);
  await expect(b.getByRole('radio')).toHaveCount(0);
  await lookAt(b, { path: 'test-results/attempt-lease-b-read-only.png', fullPage: true });

  // A loses the network and answers one more item (made while it was still the writer).
  await a.context().setOffline(true);
  await answer(a, 3, 4);

  // A's lease lapses (8 s without a heartbeat); B continues on this device and resumes after A's synced answers.
  await continueOnceLapsed(b);
  await expect(b.getByText(counterOf(3), { exact: true })).toBeVisible();
  await b.getByRole('button', { name: 'Back' }).click();
  await expect(b.getByText(counterOf(2), { exact: true })).toBeVisible();
  await expect(b.getByRole('radio').nth(3)).toBeChecked();

  // Still offline, A answers another item: after the take-over, so the server will refuse it.
  await answer(a, 4, 0);
  await a.context().setOffline(false);

  // A turns read-only, says the activity continued elsewhere and shows the answer that was not kept.
  const moved = a.getByTestId('lease-notice');
  await expect(moved).toHaveAttribute('data-lease', 'moved');
  // The refused answer, with the server's reason.
  await expect(moved).toContainText('changes made here after that were not kept');
  await expect(a.getByRole('radio')).toHaveCount(0);
  await lookAt(a, { path: 'test-results/attempt-lease-a-moved.png', fullPage: true });

  // A's answer made before the take-over was still accepted, and B's heartbeat brings it over.
  await b.getByRole('button', { name: 'Next' }).click();
  await expect(b.getByText(counterOf(3), { exact: true })).toBeVisible();
  await expect(b.getByRole('radio').nth(4)).toBeChecked();
  // B goes on writing.
  await answer(b, 3, 1);
  await expect.poll(() => pendingOn(b), { message: "B's answers acknowledged by the server" }).toBe(0);
  await Promise.all([a.context().close(), b.context().close()]);
});

import { expect, test, type Page } from './support/test.ts';
import { newApplicant, trackerActivity } from './support/candidate.ts';
import { translate } from './support/catalog.ts';
import { lookAt } from './support/look.ts';
import { signIn } from './support/sign-in.ts';

// A device that stops storing in the middle of a questionnaire (D195): the disk fills up, so every
// IndexedDB write throws QuotaExceededError. The candidate is told at once, in Spanish, what it
// means; the answers stay in the page and reach the server, which finalises the submission only
// when its hash of the answers it holds equals the device's: every answer, once, with its value.
// Demo content: the pathway's work values questionnaire (2 practice items, 24 counted items).
const PATHWAY = '33333333-3333-4333-8333-333333333333';
const STEPS = 2 + 24;
const es = (english: string) => translate('es', english);
const shot = (file: string) => test.info().outputPath(file);

test.use({ viewport: { width: 390, height: 844 } });

/** Until the page sets `__assayDiskFull`, IndexedDB works; from then on every put and add throws as on a full disk. */
async function fillTheDiskOnCue(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const refuse = (write: typeof IDBObjectStore.prototype.put) =>
      function (this: IDBObjectStore, ...args: Parameters<typeof write>): IDBRequest<IDBValidKey> {
        if ((globalThis as { __assayDiskFull?: boolean }).__assayDiskFull)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return write.apply(this, args);
      };
    IDBObjectStore.prototype.put = refuse(IDBObjectStore.prototype.put);
    IDBObjectStore.prototype.add = refuse(IDBObjectStore.prototype.add);
  });
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await lookAt(page, { path: shot(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a full disk mid-questionnaire: the candidate is told in their language, and every answer still reaches the server once', async ({
  page,
  baseURL,
}) => {
  const candidate = await newApplicant(baseURL!, `full-disk-${Date.now()}@assay.test`, PATHWAY);
  const questionnaire = await trackerActivity(candidate.api, candidate.refId, 'Work values questionnaire');
  await fillTheDiskOnCue(page);
  await signIn(page, candidate.email);
  await page.evaluate(() => localStorage.setItem('assay.language', 'es'));
  await page.goto(
    `/user/assessment-instruction?jobUuid=${PATHWAY}&refId=${candidate.refId}&activityId=${questionnaire.job_step_activity_id}`,
  );
  await page.getByRole('button', { name: es('I agree, start') }).click();
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);

  // The first answer is stored as usual.
  await page.getByRole('radio').nth(1).check();
  await expect(page.locator('.q-saved')).toContainText(es('Saved'));
  await expect(page.getByTestId('storage-trouble-notice')).toHaveCount(0);
  await page.getByRole('button', { name: es('Next'), exact: true }).click();

  // The disk is full from here on: the next choice is refused by IndexedDB, and the candidate is told.
  await page.evaluate(() => ((globalThis as { __assayDiskFull?: boolean }).__assayDiskFull = true));
  const notice = page.getByTestId('storage-trouble-notice');
  for (let step = 1; step < STEPS; step++) {
    await page
      .getByRole('radio')
      .nth(step % 5)
      .check();
    if (step === 1) {
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('alert')).toContainText(es('This device has stopped saving your work.'));
      await expect(notice).toContainText(
        es(
          'Nothing is lost: your answers are kept on this page and sent to the server whenever you are online. Keep this tab open until they are sent, because closing it would lose them. Reloading it keeps your answers, but not a file you attached.',
        ),
      );
      await screenshots(page, 'storage-trouble-notice');
    }
    const question = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: step === STEPS - 1 ? es('Continue to review') : es('Next') }).click();
    // The next question must be on screen before its answer is chosen: a choice made while the
    // page still showed this one changed this one, and a question was skipped (a CI run, loaded).
    if (step < STEPS - 1) await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(question!);
  }
  await page.getByRole('button', { name: es('Submit answers') }).click();

  // The server finalises only on the device's count and hash: it holds every answer, once.
  await expect
    .poll(
      async () => (await trackerActivity(candidate.api, candidate.refId, 'Work values questionnaire')).is_completed,
      { message: 'the questionnaire completed on the server' },
    )
    .toBe(true);
  await expect(notice.getByRole('status')).toHaveText(es('Everything you have done so far has reached the server.'));
  await screenshots(page, 'storage-trouble-sent');
});

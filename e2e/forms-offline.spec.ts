import { expect, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { newApplicant, trackerActivity } from './support/candidate.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { lookAt } from './support/look.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// D192: a new candidate opens the application form, the resume and the screening questions of
// the Customer Support Specialist plan once online, loses the network, reloads, and finishes all
// three offline; back online, the server holds exactly what was answered, each file once.
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const PDF = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Title (${title}) >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

test.use({ viewport: { width: 390, height: 844 } });

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await lookAt(page, { path: test.info().outputPath(`forms-offline-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The id this device gave a file it keeps for upload (IndexedDB, as the app keeps it). */
const keptFileId = (page: Page, fileName: string) =>
  page.evaluate(
    (name) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('answerFiles').objectStore('answerFiles').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as { fileId: string; fileName: string }[]).find((f) => f.fileName === name)?.fileId);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    fileName,
  );

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();
const saved = (page: Page) => expect(page.locator('.sq-saved')).toContainText('Saved on this device');

test('the application form, the resume and the screening questions, opened once online, are finished offline after a reload and reach the server once each when the network returns', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `forms-offline-${Date.now()}@e2e.test`;
  const { api, refId, userId } = await newApplicant(baseURL!, email, OPEN_REQUISITION, {
    first: 'Olga',
    last: 'Offline',
  });
  const tracker = `/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${refId}`;
  await signIn(page, email);
  await page.goto(tracker);
  await waitForServiceWorker(page);

  // The first visit, online: each activity opened once, as a new candidate looks around.
  for (const [link, heading] of [
    ['Start Application form', 'Application form'],
    ['Start Resume', 'Resume'],
    ['Start Screening questions', 'Screening questions'],
  ] as const) {
    await page.goto(tracker);
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(tracker);
  await expect(page.getByRole('banner').getByTestId('network-status')).toHaveText(
    /Online · this page also works offline/,
  );

  await context.setOffline(true);
  await page.reload();

  // The application form, offline: filled in and submitted, queued on the device.
  await page.getByRole('link', { name: 'Start Application form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application form' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Olga');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1993-05-06');
  await page.getByLabel('Are you legally authorized to work in the United States?').selectOption('Yes');
  await page.getByLabel('Earliest start date').fill('2026-12-14');
  await page.getByLabel('Desired hourly pay (USD)').fill('24');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText("Submitted on this device: queued, it will be sent when you're back online."),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'application-queued');

  // The resume, offline: the file is queued on the device, then the activity submitted behind it.
  await page.goto(tracker);
  await page.getByRole('link', { name: 'Start Resume' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resume' })).toBeVisible();
  await page
    .getByLabel('Upload your resume')
    .setInputFiles({ name: 'olga-resume.pdf', mimeType: 'application/pdf', buffer: PDF('resume') });
  await expect(page.getByText("Queued on this device: it will be sent when you're back online.")).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText("Submitted on this device: queued, it will be sent when you're back online."),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'resume-queued');
  const resumeFileId = await keptFileId(page, 'olga-resume.pdf');
  expect(resumeFileId).toBeDefined();

  // The screening questions, offline: started, answered, a file attached, submitted.
  await page.goto(tracker);
  await page.getByRole('link', { name: 'Start Screening questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await saved(page);
  await next(page);
  await page.getByLabel('1 to 3 years').check();
  await saved(page);
  await next(page);
  await page.getByLabel('Email').check();
  await saved(page);
  await next(page);
  await page.getByLabel(/Which languages do you speak fluently/).fill('English and Polish');
  await saved(page);
  await next(page);
  await page.getByLabel(/Describe a time you turned an unhappy customer/).fill('I called back the same day.');
  await saved(page);
  await next(page);
  await page.getByLabel(/How many hours per week can you work/).fill('32');
  await saved(page);
  await next(page);
  await page.getByLabel(/When could you start/).fill('2026-12-14');
  await saved(page);
  await next(page);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await saved(page);
  await next(page);
  await page
    .getByLabel(/Cover letter/)
    .setInputFiles({ name: 'olga-cover.pdf', mimeType: 'application/pdf', buffer: PDF('cover') });
  await expect(page.getByText("Saved on this device. It will be uploaded when you're back online.")).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(
    page.getByText(/Your file is saved on this device: queued, it will be sent when you're back online/),
  ).toBeVisible();
  await shoot(page, 'screening-review-queued');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for a connection' })).toBeVisible();
  const coverFileId = await keptFileId(page, 'olga-cover.pdf');
  expect(coverFileId).toBeDefined();

  // Nothing reached the server while offline.
  expect((await trackerActivity(api, refId, 'Application form')).is_completed).toBe(false);
  expect((await trackerActivity(api, refId, 'Resume')).is_completed).toBe(false);
  expect((await trackerActivity(api, refId, 'Screening questions')).is_completed).toBe(false);

  // Back online, on the tracker: the background sync sends the files, then what waited behind them.
  await page.goto(tracker);
  await context.setOffline(false);
  for (const title of ['Application form', 'Resume', 'Screening questions']) {
    await expect
      .poll(async () => (await trackerActivity(api, refId, title)).is_completed, {
        message: `${title} completed on the server`,
      })
      .toBe(true);
  }

  // The server holds exactly what was answered: the form's values...
  const formActivity = await trackerActivity(api, refId, 'Application form');
  const form = await api.get(
    `/api/user-response/v1/application-form/${refId}/?job_step_activity_id=${formActivity.job_step_activity_id}`,
  );
  const formData = ((await form.json()) as { data: { profile: Record<string, unknown> } }).data;
  expect(formData.profile).toMatchObject({ gender: 'Female', dob: expect.stringMatching(/^1993-05-06/) as unknown });
  // ...the resume, once (the one upload, its bytes)...
  const resume = await api.get(`/api/resume/v1/user/${userId}/`);
  const resumeData = ((await resume.json()) as { data: { resume_id: number; file_name: string; size_bytes: number } })
    .data;
  expect(resumeData).toMatchObject({ file_name: 'olga-resume.pdf', size_bytes: PDF('resume').length });
  // ...and the screening file answer, under the id the device gave it.
  const cover = await api.get(`/api/user-response/v1/screening-files/${coverFileId}/`);
  expect(cover.status()).toBe(200);
  await api.dispose();
});

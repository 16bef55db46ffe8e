import { expect, request, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { lookAt } from './support/look.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The seed (server/db/seed/demo-requisitions.ts, demo-questions.ts): Maria applied to the open
// requisition 5 days ago and has done its application form and resume only. Its "Screening
// questions" ask one question of every type; "Equal opportunity questions (voluntary)" is open too.
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const MARIA_OPEN = 'a0000000-0000-4000-8000-000000000003';
const MARIA = 'maria.garcia@assay.test';
/** Maria's application to the open requisition, as staff address it (user_smartreq_id). */
const MARIA_OPEN_SMARTREQ = 3;
/** A real, small PDF: the server judges the bytes, not the name. */
const COVER_LETTER = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test.use({ viewport: { width: 390, height: 844 } });

interface Activity {
  job_step_activity_id: number;
  title: string;
  is_completed: boolean;
}

async function activityState(baseURL: string, title: string): Promise<boolean> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email: MARIA, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await api.get(`/api/user/v1/progress-tracker/${MARIA_OPEN}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { steps } = ((await response.json()) as { data: { steps: { activities: Activity[] }[] } }).data;
  await api.dispose();
  return steps.flatMap((s) => s.activities).find((a) => a.title === title)!.is_completed;
}

/** The cover letter as the company owner downloads it from Maria's scorecard. */
async function scorecardFile(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', {
    data: { email: 'owner@demo-company.test', password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const card = await api.get(`/api/smartreq/v1/scorecard/${MARIA_OPEN_SMARTREQ}/`, { headers });
  const answers = (
    (await card.json()) as { data: { screeningAnswers: { answer_text: string; file?: { url: string } }[] } }
  ).data.screeningAnswers;
  const file = answers.find((a) => a.file)!;
  expect(file.answer_text).toBe('cover-letter.pdf');
  const bytes = await api.get(`/api${file.file!.url}`, { headers });
  const text = (await bytes.body()).toString('latin1');
  await api.dispose();
  return text;
}

/** The id the device gave an attached file (IndexedDB, as the app keeps it). */
async function queuedFileId(page: Page, fileName: string): Promise<string> {
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('answerFiles').objectStore('answerFiles').getAll();
          read.onsuccess = () => {
            const file = (read.result as { fileId: string; fileName: string }[]).find((f) => f.fileName === name);
            open.result.close();
            if (file) resolve(file.fileId);
            else reject(new Error(`no queued file ${name}`));
          };
          read.onerror = () => reject(read.error);
        };
      }),
    fileName,
  );
}

/** Whether the server holds Maria's file with this id (she may read her own files). */
async function serverHoldsFile(baseURL: string, fileId: string): Promise<boolean> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email: MARIA, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await api.get(`/api/user-response/v1/screening-files/${fileId}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  await api.dispose();
  return response.status() === 200;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await lookAt(page, { path: test.info().outputPath(`screening-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const counter = (page: Page, n: number) => expect(page.getByText(`Question ${n} of 9`, { exact: true })).toBeVisible();
const saved = (page: Page) => expect(page.locator('.sq-saved')).toContainText('Saved on this device');
const next = (page: Page) => page.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();

test('screening questions of every type, answered half online and half offline across a reload, are submitted once and complete the activity', async ({
  page,
  context,
  baseURL,
}) => {
  expect(await activityState(baseURL!, 'Screening questions')).toBe(false);
  await signIn(page, MARIA);
  await page.goto(`/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${MARIA_OPEN}`);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Start Screening questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();
  await expect(page.getByText('9 questions')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // 1. yes/no, required: Next without an answer says so, in place.
  await counter(page, 1);
  await next(page);
  await expect(page.getByText('Answer this question to continue.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await saved(page);
  await next(page);

  // 2. single choice, 3. multiple choice.
  await counter(page, 2);
  await page.getByLabel('1 to 3 years').check();
  await saved(page);
  await next(page);
  await counter(page, 3);
  await expect(page.getByText('Choose all that apply.')).toBeVisible();
  await page.getByLabel('Phone').check();
  await page.getByLabel('Email').check();
  await saved(page);
  await next(page);

  // Offline from here on: the rest is kept on the device.
  await context.setOffline(true);
  await counter(page, 4);
  await page.getByLabel(/Which languages do you speak fluently/).fill('English and Spanish');
  await saved(page);
  await next(page);
  await counter(page, 5);
  await page
    .getByLabel(/Describe a time you turned an unhappy customer/)
    .fill('A parcel went missing; I traced it and called the customer back the same day.');
  await saved(page);
  await next(page);
  await counter(page, 6);
  await expect(page.getByText("You're offline. Your answers are saved on this device")).toBeVisible();

  // A reload while offline: the service worker serves the app, the answers are still there.
  await page.reload();
  await counter(page, 6);
  await page.getByRole('button', { name: 'Back' }).click();
  await counter(page, 5);
  await expect(page.getByLabel(/Describe a time you turned an unhappy customer/)).toHaveValue(/A parcel went missing/);
  await next(page);

  // 6. number with limits: above the maximum is refused in place.
  await counter(page, 6);
  const hours = page.getByLabel(/How many hours per week can you work/);
  await hours.fill('70');
  await next(page);
  await expect(page.getByText('Enter 60 or less.')).toBeVisible();
  await hours.fill('40');
  await saved(page);
  await next(page);

  // 7. date, 8. optional yes/no, 9. file: attached while offline, kept on the device until online.
  await counter(page, 7);
  await page.getByLabel(/When could you start/).fill('2026-12-01');
  await saved(page);
  await next(page);
  await counter(page, 8);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await saved(page);
  await next(page);
  await counter(page, 9);
  await page
    .getByLabel(/Cover letter/)
    .setInputFiles({ name: 'cover-letter.pdf', mimeType: 'application/pdf', buffer: COVER_LETTER });
  await expect(page.getByText('Attached: cover-letter.pdf')).toBeVisible();
  await expect(page.getByText("Saved on this device. It will be uploaded when you're back online.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'file-offline');
  await next(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  const review = page.locator('.sq-review__list');
  for (const text of [
    'Yes',
    '1 to 3 years',
    'Phone',
    'Email',
    'English and Spanish',
    'A parcel went missing',
    '40',
    'December 1, 2026',
  ]) {
    await expect(review).toContainText(text);
  }
  await expect(review).toContainText('cover-letter.pdf (waiting to upload)');
  // The server refuses a submission whose file it does not hold: a submission made now is queued
  // behind the upload (D192; e2e/forms-offline.spec.ts submits offline). Here the candidate waits.
  await expect(page.getByText(/Your file is saved on this device: queued/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeEnabled();
  await expectAccessible(page);

  // The file goes up from the app-wide background sync, not only from this screen: the candidate
  // leaves for the tracker, the network returns there, and the server receives the file.
  const fileId = await queuedFileId(page, 'cover-letter.pdf');
  expect(await serverHoldsFile(baseURL!, fileId)).toBe(false);
  await page.getByRole('link', { name: 'Back to your progress tracker' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker/);
  await context.setOffline(false);
  await expect
    .poll(() => serverHoldsFile(baseURL!, fileId), { message: 'the server holds the queued file' })
    .toBe(true);
  await page.getByRole('link', { name: /^(Start|Continue|Resume) Screening questions$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(review).toContainText('cover-letter.pdf (uploaded)');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your answers have been submitted' }),
  ).toBeVisible();
  // Nine answers, the file's id among them. The server finalised only because its hash of the
  // stored answers equals the device's (every answer once, with its last value).
  await expect(page.getByText('Screening questions: 9 answers received.')).toBeVisible();
  expect(await activityState(baseURL!, 'Screening questions')).toBe(true);
  // Staff of the job find the file on the scorecard and download the very bytes.
  expect(await scorecardFile(baseURL!)).toEqual(COVER_LETTER.toString('latin1'));
  // ...and on the scorecard screen its Download button hands over the same file.
  const staff = await page.context().browser()!.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signIn(staffPage, 'owner@demo-company.test');
  await staffPage.goto(`/smartreq-detail-applicant/${MARIA_OPEN_SMARTREQ}`);
  const downloading = staffPage.waitForEvent('download');
  await staffPage.getByRole('button', { name: 'Download cover-letter.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cover-letter.pdf');
  await staff.close();

  await page.getByRole('link', { name: 'Back to your progress tracker' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Screening questions' }).last()).toContainText('Completed');
});

test('the equal-opportunity questions say they are voluntary; declining all completes the activity', async ({
  page,
  baseURL,
}) => {
  expect(await activityState(baseURL!, 'Equal opportunity questions (voluntary)')).toBe(false);
  await signIn(page, MARIA);
  await page.goto(`/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${MARIA_OPEN}`);
  await page.getByRole('link', { name: 'Start Equal opportunity questions (voluntary)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equal opportunity questions' })).toBeVisible();
  await expect(page.getByText('Answering is voluntary.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: /What is your gender/ }).getByLabel('I do not wish to answer'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Decline to answer all and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, this step is complete' })).toBeVisible();
  expect(await activityState(baseURL!, 'Equal opportunity questions (voluntary)')).toBe(true);
  await page.getByRole('link', { name: 'Back to your progress tracker' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Equal opportunity questions' }).last()).toContainText(
    'Completed',
  );
});

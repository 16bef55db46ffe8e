import { expect, test, type Page } from './support/test.ts';
import { INTERVIEW_JOB_UUID, REQUISITION_LEVELS } from '../server/db/seed/demo-interviews.ts';
import { expectAccessible } from './support/accessibility.ts';
import { newApplicant, scorecardIdOf, trackerActivity } from './support/candidate.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { submitSignIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// A candidate applies to the seed's "Shift Supervisor" requisition, whose one activity is an
// interview run by Ines Interviewer with the "Customer service interview" kit (three questions,
// three attributes, one of which the requisition weighs with its own anchored levels). Ines runs
// it on a station at 1024 px; the network drops mid-interview and
// returns after she submits; the station signs out and rests, with nothing of the interview
// reachable by Back or left in IndexedDB; the owner's scorecard shows her scores and the
// candidate's tracker shows the activity done.

const ACTIVITY = 'Interview with the store manager';

/** What the station's IndexedDB still holds: form drafts and outbox entries. */
async function deviceRows(page: Page): Promise<{ drafts: number; outbox: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['formDrafts', 'outbox'], 'readonly');
          const drafts = tx.objectStore('formDrafts').count();
          const outbox = tx.objectStore('outbox').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ drafts: drafts.result, outbox: outbox.result });
          };
        };
      }),
  );
}

test('an interviewer runs an interview on the station through a network cut; the station rests, the scorecard has the scores, the tracker the activity done', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const candidate = await newApplicant(baseURL!, `station-${Date.now()}@example.test`, INTERVIEW_JOB_UUID, {
    first: 'Sam',
    last: 'Station',
  });

  // The resting screen: the sign-in form leads to the candidate choice.
  await page.goto('/start-interview');
  await expect(page.getByRole('heading', { level: 1, name: 'Interview station' })).toBeVisible();
  // A shared station: no one creates an account here.
  await expect(page.getByRole('link', { name: /Create an account/ })).toHaveCount(0);
  await expectAccessible(page);
  await lookAt(page, { path: testInfo.outputPath('station-rest-1024.png'), fullPage: true });
  await submitSignIn(page, demo.interviewer);
  await expect(page).toHaveURL(/\/start-interview\/select-applicant$/);
  await page.getByLabel('Search by name or job').fill('Station');
  const row = page.getByRole('listitem').filter({ hasText: 'Sam Station' });
  await expect(row).toContainText('Shift Supervisor');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Start interview' }).click();

  // The interview: first question's notes online, then the network drops.
  await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Station' })).toBeVisible();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByLabel('Notes on this answer').fill('Calmed a customer by listening first.');
  await expectAccessible(page);
  await lookAt(page, { path: testInfo.outputPath('station-interview-1024.png'), fullPage: true });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await page.getByLabel('Notes on this answer').fill('Would split the shift and call the on-call list.');
  const rubrics = page.locator('.interview-rubric');
  await expect(rubrics).toHaveCount(3);
  // The requisition's own anchored level (D160) shows where its attribute is rated.
  await expect(
    rubrics.filter({ hasText: `${REQUISITION_LEVELS[3]!.label}: ${REQUISITION_LEVELS[3]!.description}` }),
  ).toHaveCount(1);
  // An empty Submit on a phone: the error sits beside the first score, which takes focus in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(rubrics.nth(0).locator('.interview-field-error')).toContainText('a score from 1 to 5');
  await expect(rubrics.nth(0).locator('input').first()).toBeFocused();
  await expect(rubrics.nth(0).locator('input').first()).toBeInViewport();
  await expect(page.getByText('Choose a recommendation.')).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  for (let i = 0; i < 3; i += 1) await rubrics.nth(i).locator('input[value="4"]').check();
  await expect(page.locator('.interview-field-error').filter({ hasText: 'a score' })).toHaveCount(0);
  await page.getByLabel('Overall notes').fill('Concrete, calm, plans ahead.');
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();
  expect((await deviceRows(page)).outbox).toBe(1);
  await lookAt(page, { path: testInfo.outputPath('station-waiting-1024.png'), fullPage: true });

  // The network returns: sent once, then the station signs out and rests.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/start-interview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interview station' })).toBeVisible();
  // The confirmation names the candidate and what was saved, then the station rests.
  const receipt = page.getByRole('region', { name: 'Evaluation of Sam Station sent' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('heading')).toBeFocused();
  await expect(receipt).toContainText('Notes on 2 of 3 questions');
  await expect(receipt).toContainText('3 scores');
  await expect(receipt).toContainText('Recommendation: Yes');
  await lookAt(page, { path: testInfo.outputPath('station-receipt-1024.png'), fullPage: true });
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(receipt).toHaveCount(0);
  await expect(page.getByLabel(/^Email( address)?$/)).toBeVisible();
  await expect(page.getByText('waiting to be sent')).toHaveCount(0);
  expect(await deviceRows(page)).toEqual({ drafts: 0, outbox: 0 });

  // Nothing of the interview comes back with Back.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/interview\//);
  await expect(page.getByText('Sam Station')).toHaveCount(0);
  await expect(page.getByText('Calmed a customer')).toHaveCount(0);

  // The owner's scorecard shows Ines's scores and recommendation.
  const scorecardId = await scorecardIdOf(baseURL!, candidate.userId);
  await page.goto('/login');
  await submitSignIn(page, demo.owner);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/smartreq-detail-applicant/${scorecardId}`);
  const section = page.getByRole('region', { name: 'Interviewer scores' });
  await expect(section.getByRole('heading', { name: 'Ines Interviewer' })).toBeVisible();
  await expect(section.getByText('Yes', { exact: true })).toBeVisible();
  await expect(section.getByText('4 of 5', { exact: true })).toHaveCount(3);
  await expect(section.getByText('Concrete, calm, plans ahead.')).toBeVisible();
  // Each question's note, beside the ratings of what that question measures.
  const byQuestion = section.getByRole('list', { name: 'Notes by question from Ines Interviewer' });
  await expect(byQuestion.getByRole('listitem')).toHaveCount(2);
  await expect(byQuestion.getByRole('listitem').first()).toContainText('Calmed a customer by listening first.');
  await expect(byQuestion.getByRole('listitem').nth(1)).toContainText(
    'Would split the shift and call the on-call list.',
  );
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, { path: testInfo.outputPath('scorecard-interviewers-1024.png'), fullPage: true });

  // The candidate's tracker has the interview done.
  expect((await trackerActivity(candidate.api, candidate.refId, ACTIVITY)).is_completed).toBe(true);
  await candidate.api.dispose();
});

test('at 390 px the interviewer finds the scored interview under Done in My interviews', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await submitSignIn(page, demo.interviewer);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/interviews/my-interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'My interviews' })).toBeVisible();
  const done = page.getByRole('region', { name: 'Done' });
  await expect(done.getByText('Sam Station').first()).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: testInfo.outputPath('my-interviews-390.png'), fullPage: true });
  await page.goto('/start-interview/applicant/interview-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Today’s interviews' })).toBeVisible();
  await lookAt(page, { path: testInfo.outputPath('today-390.png'), fullPage: true });
});

test('at her own desk the interviewer scores from My interviews, is taken back there and stays signed in', async ({
  page,
  baseURL,
}) => {
  const candidate = await newApplicant(baseURL!, `desk-${Date.now()}@example.test`, INTERVIEW_JOB_UUID, {
    first: 'Dana',
    last: 'Desk',
  });
  const activity = await trackerActivity(candidate.api, candidate.refId, ACTIVITY);
  await candidate.api.dispose();
  // Begun as a scheduled interview or a station would begin it; then scored from her own list.
  const login = await page.request.post('/api/auth/v1/login/', {
    data: { email: demo.interviewer, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const started = await page.request.post('/api/interview/v1/interviews/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { purpose: 'interview', ref_id: candidate.refId, job_step_activity_id: activity.job_step_activity_id },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await page.goto('/interviews/my-interviews');
  const toScore = page.getByRole('region', { name: 'To score' });
  await toScore.getByRole('listitem').filter({ hasText: 'Dana Desk' }).getByRole('link', { name: 'Score' }).click();
  await expect(page).toHaveURL(/\/interviews\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Desk' })).toBeVisible();
  // A desk is not a station: no idle sign-out, no Sign out button on the form.
  await expect(page.getByLabel('Sign out after')).toHaveCount(0);
  const rubrics = page.locator('.interview-rubric');
  await expect(rubrics).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) await rubrics.nth(i).locator('input[value="3"]').check();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('button', { name: 'Submit evaluation' }).click();
  // Back on her list, still signed in: Dana is under Done, and a staff page opens without a sign-in.
  await expect(page).toHaveURL(/\/interviews\/my-interviews$/);
  await expect(page.getByRole('region', { name: 'Done' }).getByText('Dana Desk').first()).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'What needs you today' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('the recruiter adds an interview to a new plan and sets it up with a kit, a panel and a place', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await submitSignIn(page, demo.recruiter);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/hire');
  await page.getByRole('link', { name: 'New requisition' }).click();
  await page.getByLabel('Job title').fill(`Store Lead ${Date.now()}`);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/hire\/smartreq-builder\/steps\?job_id=\d+/);
  await page.getByLabel('New step name').fill('Meet');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('button', { name: 'Add an activity to Meet' }).click();
  await page.getByLabel('Kind of activity').selectOption('interview');
  await page.getByLabel('Activity title').fill('Store interview');
  await page.getByRole('button', { name: 'Add to step' }).click();
  await expect(page.getByText('Added Store interview')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Store interview' }).click();
  const setup = page.getByRole('region', { name: 'Interview setup' });
  await expect(setup.getByText(/Not set up yet/)).toBeVisible();
  await setup.getByLabel('Interview kit').selectOption({ label: 'Customer service interview' });
  await setup.getByRole('button', { name: 'Save interview setup' }).click();
  await expect(setup.getByText('Choose at least one interviewer.')).toBeVisible();
  await setup.getByRole('checkbox', { name: 'Ines Interviewer' }).check();
  await setup.getByLabel('Length (minutes)').fill('30');
  await setup.getByLabel('Place (optional)').fill('Back office');
  await expectAccessible(page);
  await lookAt(page, { path: testInfo.outputPath('interview-setup-1366.png'), fullPage: true });
  await setup.getByRole('button', { name: 'Save interview setup' }).click();
  await expect(page.getByText('Interview setup saved.')).toBeVisible();
  await expect(setup.getByText(/Not set up yet/)).toHaveCount(0);
});

import { expect, test } from './support/test.ts';
import { DEMO_JOBS } from '../server/db/seed/demo-requisitions.ts';
import { DEMO_KIT_NAME } from '../server/db/seed/demo-interviews.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { lookAt } from './support/look.ts';
import { submitSignIn } from './support/sign-in.ts';

// D206: the recruiter schedules an interview for an applicant of Customer
// Support Specialist, whose plan has no interview activity, in a zone picked by search, and sees
// the time with its zone; mentions a colleague in a note; saves a view of the list; the interviewer then submits feedback
// with a per-question note and a recommendation, which the application's history shows.

test('the recruiter schedules an interview with no interview activity, mentions a colleague, and the interviewer gives feedback', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = Date.now();
  const applicant = await newApplicant(baseURL!, `recruiter-day-${stamp}@example.test`, DEMO_JOBS.openRequisition, {
    first: 'Dana',
    last: `Day${stamp % 100_000}`,
  });
  const scorecardId = await scorecardIdOf(baseURL!, applicant.userId);

  await page.goto('/login');
  await submitSignIn(page, demo.recruiter);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/smartreq-detail-applicant/${scorecardId}`);
  const panel = page.getByRole('region', { name: 'Interviews' });
  // The form asks for a kit only when the company has more than one, which it knows once the list
  // arrives: waited for, not guessed (another journey may have added a kit on this server).
  const kitsListed = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/interview/v1/kits/') && response.ok(),
  );
  await panel.getByRole('button', { name: 'Schedule an interview' }).click();
  const form = panel.getByRole('form', { name: 'Schedule an interview' });
  await form.getByLabel('Interview name').fill('Culture chat');
  // On a phone every part of the form stays inside it (its fieldsets once stuck out past its edge).
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const formRight = await form.evaluate((element) => element.getBoundingClientRect().right);
  for (const right of await form
    .locator('fieldset')
    .evaluateAll((sets) => sets.map((set) => set.getBoundingClientRect().right)))
    expect(right).toBeLessThanOrEqual(formRight + 0.5);
  await page.setViewportSize(viewport);
  const kit = form.getByLabel('Interview kit');
  const kits = ((await (await kitsListed).json()) as { data: { purpose: string }[] }).data;
  if (kits.filter((k) => k.purpose === 'interview').length > 1) await kit.selectOption({ label: DEMO_KIT_NAME });
  else await expect(kit).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Ines Interviewer' }).check();
  // The zone is searched, not scrolled for among 400.
  const zone = form.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('chicago');
  await form.getByRole('option', { name: /^America\/Chicago/ }).click();
  await expect(zone).toHaveValue(/^America\/Chicago \(GMT-[56]\)$/);
  // A day far enough ahead (and apart from other runs) that the interviewer is free.
  const day = new Date(Date.now() + (60 + (stamp % 300)) * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Date', { exact: true }).fill(day);
  await form.getByLabel('Time', { exact: true }).fill('10:00');
  await expect(form.getByRole('heading', { name: 'Panel availability' })).toBeVisible();
  await lookAt(page, { path: testInfo.outputPath('recruiter-day-schedule-1366.png'), fullPage: true });
  const created = page.waitForResponse((r) => r.url().includes('/own-interviews/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
  const interviewUuid = ((await (await created).json()) as { data: { interview_uuid: string } }).data.interview_uuid;
  const row = panel.getByRole('listitem').filter({ hasText: 'Culture chat' });
  await expect(row).toContainText('10:00 AM (America/Chicago)');
  await expect(row).toContainText('Your time:');

  // A note that mentions a colleague.
  await page.getByLabel('Add a comment').fill('@Oli');
  await page.getByRole('button', { name: 'Mention Olivia Owner' }).click();
  await page.getByLabel('Add a comment').press('End');
  await page.getByLabel('Add a comment').pressSequentially('could you check her references?');
  await expect(page.getByText('Notified by mail and on their home: Olivia Owner')).toBeVisible();
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(
    page.locator('.scorecard-comment__body').filter({ hasText: '@Olivia Owner could you check her references?' }),
  ).toBeVisible();
  await expect(page.getByLabel('Add a comment')).toHaveValue('');
  // The history names the interview's time with its zone.
  await expect(page.getByText(/^Interview scheduled for .*(UTC|GMT)/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: testInfo.outputPath('recruiter-day-scorecard-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // A saved view of the list: its filters come back by name.
  await page.getByRole('link', { name: /^Back to applicants of/ }).click();
  const jobId = new URL(page.url()).searchParams.get('job_id');
  await page.goto(`/smartreq-detail/applicants?job_id=${jobId}&status=active&ordering=name`);
  const views = page.getByRole('navigation', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save this view' }).click();
  const viewName = `Active by name ${stamp % 1000}`;
  await views.getByLabel('View name').fill(viewName);
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await page.goto(`/smartreq-detail/applicants?job_id=${jobId}`);
  await views.getByRole('link', { name: viewName }).click();
  await expect(page).toHaveURL(/ordering=name/);
  expect(new URL(page.url()).searchParams.get('status')).toBe('active');

  // The interviewer's feedback: a note on a question, the scores and a recommendation.
  const interviewer = await (await browser.newContext({ baseURL })).newPage();
  await interviewer.goto('/login');
  await submitSignIn(interviewer, demo.interviewer);
  await expect(interviewer).not.toHaveURL(/\/login/);
  await interviewer.goto(`/interview/${interviewUuid}`);
  await interviewer.getByLabel('Notes on this answer').fill('Gave a concrete example of calming a customer.');
  const rubrics = interviewer.locator('.interview-rubric');
  await expect(rubrics).toHaveCount(3);
  for (let i = 0; i < (await rubrics.count()); i += 1) await rubrics.nth(i).locator('input[value="5"]').check();
  await interviewer.getByRole('radio', { name: 'Strong yes', exact: true }).check();
  await interviewer.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(interviewer.getByText('Recommendation: Strong yes')).toBeVisible();
});

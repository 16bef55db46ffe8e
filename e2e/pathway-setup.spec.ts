import { expect, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { startOnline } from './support/candidate.ts';
import { lookAt } from './support/look.ts';

// Pathways you can create and run (D130): the owner creates a pathway, gives it an evaluation
// plan with the career pathways questionnaire (the requisitions' plan editor), adds a team member
// by email ("User not found" first for a stranger) and Li Wei (a demo employee with a sign-in) as
// a participant with her supervisor's email; Li signs in on a phone and completes the plan; the
// participants list shows her at 100% and her staff pathway report shows her answers. The list,
// details and participants screens are checked with axe and screenshotted at 1280 and 390 px.

const LI = 'li.wei@assay.test';
const shot = (file: string) => test.info().outputPath(file);

async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page);
    await lookAt(page, { path: shot(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner creates and runs a pathway; an employee completes its plan on a phone; the staff report shows the result', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Support Leadership ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 900 });

  // 1. The list, and a new pathway.
  await signInAt(page, demo.owner, '/pathways');
  await expect(page.getByRole('heading', { level: 1, name: 'Pathways' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team Lead Pathway', exact: true })).toBeVisible();
  await atBothWidths(page, 'pathways-list');
  await page.locator('#pathway-new').click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('For support agents ready to lead.');
  await page.getByRole('button', { name: 'Create pathway' }).click();
  await expect(page).toHaveURL(/\/pathway\/setup\/details\?job_id=\d+/);
  const jobId = Number(new URL(page.url()).searchParams.get('job_id'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 2. Details: the invite message.
  await page.getByLabel('Invite message').fill('Tell us where you want to grow.');
  await page.locator('#pathway-details-save').click();
  await expect(page.getByText("The pathway's details were saved.")).toBeVisible();
  await atBothWidths(page, 'pathway-details');

  // 3. The evaluation plan: one step with the career pathways questionnaire.
  await page.getByRole('link', { name: 'Evaluation plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/pathway/setup/evaluation-plan\\?job_id=${jobId}`));
  await page.getByLabel('New step name').fill('Where next');
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1: Where next' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an activity to Where next' }).click();
  await page.getByLabel('Kind of activity').selectOption('assessment');
  const questionnaire = page.getByLabel('Questionnaire', { exact: true });
  await questionnaire.selectOption(
    (await questionnaire
      .locator('option', { hasText: /career pathways/i })
      .first()
      .getAttribute('value'))!,
  );
  await page.getByLabel('Activity title').fill('Career pathways questionnaire');
  await page.getByRole('button', { name: 'Add to step' }).click();
  await expect(page.getByText('Added Career pathways questionnaire')).toBeVisible();

  // 4. Team members: a stranger is not found; the recruiter is added.
  await page.getByRole('link', { name: 'Team members' }).click();
  await page.getByLabel('Email', { exact: true }).fill('nobody@nowhere.test');
  await page.locator('#pathway-team-add').click();
  await expect(page.getByText('User not found')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(demo.recruiter);
  await page.locator('#pathway-team-add').click();
  await expect(page.getByRole('list', { name: 'Team members' }).getByText(demo.recruiter)).toBeVisible();

  // 5. Participants: Li Wei, with her supervisor's email.
  await page.getByRole('link', { name: 'Participants', exact: true }).click();
  await expect(page.getByText('Nobody takes part in this pathway yet.')).toBeVisible();
  await page.locator('#pathway-add-participants').click();
  await page.getByLabel('Find employees by name or email').fill('wei');
  await page.getByRole('checkbox', { name: /Li Wei/ }).check();
  await page.getByLabel("Supervisor's email").fill('sofia.lead@demo-company.test');
  await page.getByRole('button', { name: 'Add to the pathway' }).click();
  const row = page.locator('.pathway-setup__item', { hasText: 'Li Wei' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Supervisor: sofia.lead@demo-company.test')).toBeVisible();
  await expect(row.locator('[data-pct]')).toHaveAttribute('data-pct', '0');
  const refId = (await row.getAttribute('data-ref-id'))!;
  await atBothWidths(page, 'pathway-participants');

  // 6. Li, on a phone, completes the plan.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const li = await phone.newPage();
  await signInAt(li, LI, `/user/progress-tracker?refId=${refId}`);
  await expect(li.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await li.getByRole('link', { name: 'Start Career pathways questionnaire' }).click();
  await startOnline(li);
  await expect(li).toHaveURL(/\/user\/assessment-questions\?/);
  const counter = li.getByText(/^Question \d+ of \d+$/);
  await expect(counter).toBeVisible();
  const total = Number(/of (\d+)/.exec((await counter.textContent())!)![1]);
  for (let step = 1; step <= total; step++) {
    await expect(li.getByText(`Question ${step} of ${total}`, { exact: true })).toBeVisible();
    await li
      .getByRole('radio')
      .nth(step % 5)
      .check();
    await expect(li.locator('.q-saved')).toContainText('Saved');
    await li.getByRole('button', { name: step === total ? 'Continue to review' : 'Next' }).click();
  }
  await expect(li.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await li.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    li.getByRole('heading', { level: 1, name: 'Thank you, your answers have been submitted' }),
  ).toBeVisible();
  await lookAt(li, { path: shot('pathway-participant-done-390.png'), fullPage: true });
  await phone.close();

  // 7. Staff see her done, and her report.
  await page.reload();
  await expect(row.locator('[data-pct]')).toHaveAttribute('data-pct', '100');
  await row.getByRole('link', { name: /Report/ }).click();
  await expect(page).toHaveURL(/\/pathway\/report\?/);
  await expect(page.getByRole('heading', { level: 1, name: `Pathway report: ${title}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questionnaire answers' })).toBeVisible();
  await expect(page.locator('.pathway-answers__title').first()).toBeVisible();
  await lookAt(page, { path: shot('pathway-staff-report-1280.png'), fullPage: true });

  // 8. The new pathway is in the list with its participant.
  await page.goto('/pathways');
  await page.getByLabel('Search by title').fill(title);
  const listed = page.locator('.pathway-setup__item', { hasText: title });
  await expect(listed.getByText('1 participant')).toBeVisible();
  await expect(listed.getByText('1 complete')).toBeVisible();
});

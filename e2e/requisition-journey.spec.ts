import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { expectAccessible } from './support/accessibility.ts';
import { enterSignUpCode } from './support/sign-up.ts';

// The whole requisition loop: the recruiter builds a requisition with a three-step plan holding
// the work values questionnaire, weighs two of its attributes, publishes it and copies its link;
// a new candidate applies through the link and completes the questionnaire; the recruiter finds
// them in the applicant list with a fit score, opens the scorecard, rejects with a reason,
// recovers and hires. Axe checks each staff screen on the way.

const PRACTICE = 2;
const ITEMS = 24;

test('a recruiter builds and publishes a requisition, a candidate applies by its link and completes the questionnaire, the recruiter scores, rejects, recovers and hires', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const title = `Service Desk Lead ${Date.now()}`;

  // 1. The recruiter builds the plan in the builder.
  await signInAt(page, demo.recruiter, '/hire');
  await page.getByRole('link', { name: 'New requisition' }).click();
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/hire\/smartreq-builder\/steps\?job_id=\d+/);
  const jobId = Number(new URL(page.url()).searchParams.get('job_id'));

  for (const name of ['Apply', 'Assess', 'Interview']) {
    await page.getByLabel('New step name').fill(name);
    await page.getByRole('button', { name: 'Add step' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Step \\d: ${name}$`) })).toBeVisible();
  }
  const addActivity = async (step: string, kind: string, activityTitle: string, questionnaire?: RegExp) => {
    await page.getByRole('button', { name: `Add an activity to ${step}` }).click();
    await page.getByLabel('Kind of activity').selectOption({ label: kind });
    if (questionnaire) {
      const picker = page.getByLabel('Questionnaire', { exact: true });
      const value = await picker.locator('option', { hasText: questionnaire }).first().getAttribute('value');
      await picker.selectOption(value!);
    }
    await page.getByLabel('Activity title').fill(activityTitle);
    await page.getByRole('button', { name: 'Add to step' }).click();
    await expect(page.getByText(`Added ${activityTitle}`)).toBeVisible();
  };
  await addActivity('Apply', 'Form', 'Application form');
  await addActivity('Assess', 'Questionnaire', 'Work values questionnaire', /values/i);
  await addActivity('Interview', 'Resume', 'Your resume');
  await expectAccessible(page, { where: 'builder steps' });

  // Two attributes the questionnaire measures, weighed (through the API the attributes step uses).
  const login = await page.request.post('/api/auth/v1/login/', {
    data: { email: demo.recruiter, password: DEMO_PASSWORD },
  });
  const auth = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const library = (
    await (await page.request.get('/api/account/v1/attribute-types/?category=values', { headers: auth })).json()
  ).data as { attribute_type_id: number }[];
  expect(library.length).toBeGreaterThan(1);
  const group = await page.request.post(`/api/job/v1/attribute-groups/${jobId}/`, {
    headers: auth,
    data: {
      name: 'What motivates them',
      weight: 3,
      attributes: library.slice(0, 2).map((a, i) => ({ attribute_type_id: a.attribute_type_id, weight: i + 1 })),
    },
  });
  expect(group.status()).toBe(200);

  await page.goto(`/hire/smartreq-builder/complete?job_id=${jobId}`);
  await expect(page.getByText('3 steps, 3 activities')).toBeVisible();
  await page.getByRole('button', { name: 'Publish requisition' }).click();
  await expect(page.getByText('The requisition is published.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy the public link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/login/applicant/[0-9a-f-]{36}$`));

  // 2. A new candidate applies through the link and completes the questionnaire.
  const candidateContext = await browser.newContext({ baseURL });
  const candidate = await candidateContext.newPage();
  await candidate.goto(link);
  await candidate.getByRole('link', { name: 'Create an account', exact: true }).click();
  await candidate.getByLabel('First name').fill('Jordan');
  await candidate.getByLabel('Last name').fill('Applicant');
  const email = `jordan.${Date.now()}@e2e.test`;
  await candidate.getByLabel('Email address').fill(email);
  await candidate.getByLabel('Password', { exact: true }).fill('Applicant-pass-1');
  await candidate.getByLabel('Confirm password').fill('Applicant-pass-1');
  await candidate.getByLabel('I accept the terms of use and the privacy policy').check();
  await candidate.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(candidate, email);
  await expect(candidate).toHaveURL(/\/user\/progress-tracker\?jobUuid=[0-9a-f-]{36}&refId=/);
  await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await candidate.getByRole('link', { name: 'Start Work values questionnaire' }).click();
  await candidate.getByRole('button', { name: 'I agree, start' }).click();
  await expect(candidate).toHaveURL(/\/user\/assessment-questions\?/);
  for (let step = 0; step < PRACTICE + ITEMS; step++) {
    await expect(candidate.getByRole('radio')).toHaveCount(5);
    await candidate
      .getByRole('radio')
      .nth((step * 3) % 5)
      .check();
    await expect(candidate.locator('.q-saved')).toContainText('Saved');
    await candidate.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();
  }
  await expect(candidate.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await candidate.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    candidate.getByRole('heading', { level: 1, name: 'Thank you, your answers have been submitted' }),
  ).toBeVisible();
  await candidateContext.close();

  // 3. The recruiter finds the candidate, with a fit score, and works the application.
  await page.goto(`/smartreq-detail/applicants?job_id=${jobId}`);
  const row = page.getByRole('row', { name: /Jordan Applicant/ });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^\d{1,3}(\.\d+)?$/).first()).toBeVisible();
  await expectAccessible(page, { where: 'applicant list' });
  await row.getByRole('link', { name: /Jordan Applicant/ }).click();
  await expect(page).toHaveURL(/\/smartreq-detail-applicant\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: /Jordan Applicant/ })).toBeVisible();
  await expectAccessible(page, { where: 'scorecard' });

  const actions = page.getByRole('group', { name: 'Applicant actions' });
  const statusBadge = page.locator('.scorecard-header .scorecard-badge').first();
  await actions.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: 'Reject applicant' });
  await reject.getByLabel('Rejected by the company').check();
  await reject.getByLabel('Reason').selectOption({ label: 'Does not meet minimum qualifications' });
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject).toBeHidden();
  await expect(statusBadge).toHaveText(/Rejected/);

  await page.getByRole('button', { name: 'Recover', exact: true }).click();
  await expect(statusBadge).toHaveText(/Active/);

  await actions.getByRole('button', { name: 'Hire', exact: true }).click();
  const hire = page.getByRole('dialog', { name: 'Hire applicant' });
  await expect(hire.getByLabel('First name')).toHaveValue('Jordan');
  await hire.getByLabel('Start date (optional)').fill('2027-01-04');
  await hire.getByRole('button', { name: 'Hire', exact: true }).click();
  await expect(hire).toBeHidden();
  await expect(statusBadge).toHaveText(/Hired/);
});

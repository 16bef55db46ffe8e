import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signIn, signInAt } from './support/sign-in.ts';

// The recruiter's requisition builder end to end: a three-step plan with the
// personality questionnaire, details, publishing, the public link copied, the list. Then a
// stored-XSS check: a description carrying raw HTML and a javascript: link is saved through the
// API and viewed in the setup and preview screens without running anything.

test('given the recruiter, when they build, publish and copy a requisition, then its link is copied and it is open on /hire', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const title = `Night Auditor ${Date.now()}`;
  await signInAt(page, demo.recruiter, '/hire');
  await page.getByRole('link', { name: 'New requisition' }).click();
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/hire\/smartreq-builder\/steps\?job_id=\d+/);

  for (const name of ['Apply', 'Assess', 'Interview']) {
    await page.getByLabel('New step name').fill(name);
    await page.getByRole('button', { name: 'Add step' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Step \\d: ${name}$`) })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Add an activity to Apply' }).click();
  await page.getByLabel('Kind of activity').selectOption({ label: 'Form' });
  await page.getByLabel('Activity title').fill('Application form');
  await page.getByRole('button', { name: 'Add to step' }).click();
  await expect(page.getByText('Added Application form')).toBeVisible();

  await page.getByRole('button', { name: 'Add an activity to Assess' }).click();
  await page.getByLabel('Kind of activity').selectOption({ label: 'Questionnaire' });
  const questionnaire = page.getByLabel('Questionnaire', { exact: true });
  const personality = await questionnaire
    .locator('option', { hasText: /personality/i })
    .first()
    .getAttribute('value');
  await questionnaire.selectOption(personality!);
  await page.getByLabel('Activity title').fill('Personality questionnaire');
  await page.getByRole('button', { name: 'Add to step' }).click();
  await expect(page.getByText('Added Personality questionnaire')).toBeVisible();

  await page.getByRole('button', { name: 'Add an activity to Interview' }).click();
  // Interviews and offers are offered now that the station and the signing screens exist.
  await expect(page.getByLabel('Kind of activity').locator('option', { hasText: /^Interview$/ })).toHaveCount(1);
  await page.getByLabel('Kind of activity').selectOption({ label: 'Resume' });
  await page.getByLabel('Activity title').fill('Your resume');
  await page.getByRole('button', { name: 'Add to step' }).click();
  await expect(page.getByText('Added Your resume')).toBeVisible();

  const assess = page.getByRole('region', { name: 'Step 2: Assess' });
  await expect(assess.getByText('Personality questionnaire', { exact: true })).toBeVisible();
  await expect(assess.getByText(/^Questionnaire · Personal assessment/)).toBeVisible();

  await page.getByRole('link', { name: 'Next: Attributes' }).click();
  await page.getByRole('link', { name: 'Next: Questions' }).click();
  await page.getByRole('link', { name: 'Next: Details' }).click();
  await page.getByLabel('City').fill('Austin');
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('Nights at the front desk.');
  await page.getByRole('switch', { name: 'Resume required' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/hire\/smartreq-builder\/complete\?job_id=\d+/);

  await expect(page.getByText('3 steps, 3 activities')).toBeVisible();
  await page.getByRole('button', { name: 'Publish requisition' }).click();
  // Nothing is weighted: the builder asks, and publishing without a fit score is a deliberate choice (D198).
  await page.getByRole('button', { name: 'Publish without weights' }).click();
  await expect(page.getByText('The requisition is published.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy the public link' }).click();
  const copied = page.getByText(/^Link copied: /);
  await expect(copied).toHaveText(new RegExp(`^Link copied: ${baseURL}/login/applicant/[0-9a-f-]{36}$`));
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  await expect(copied).toHaveText(`Link copied: ${clipboard}`);

  await page.goto('/hire');
  await page.getByLabel('Search requisitions').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
});

test("given the owner, when they choose the builder's pathway job type, then the pathway is made and opens in its setup", async ({
  page,
}) => {
  const title = `Floor Lead Track ${Date.now()}`;
  await signInAt(page, demo.owner, '/hire/smartreq-builder/job-title');
  await page.getByLabel('A pathway: employees work towards other roles').check();
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/pathway\/setup\/details\?job_id=\d+/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
});

test('given a description with raw HTML and a javascript: link, when saved and viewed, then nothing runs and no javascript: link exists', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/v1/login/', { data: { email: demo.owner, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const hostile =
    'Welcome <img src=x onerror="window.__xss=1"> aboard.\n\n[x](javascript:alert(1)) and <a href="javascript:alert(2)">two</a>';
  const saved = await request.patch('/api/smartreq/v1/detail/1/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { description: hostile },
  });
  expect(saved.status()).toBe(200);
  const stored = (await saved.json()).data.description as string;
  expect(stored).not.toMatch(/onerror|<img|javascript:/i);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, demo.owner);
  for (const path of ['/smartreq-screening-plan-preview?job_id=1', '/smartreq-detail/setup/details?job_id=1']) {
    await page.goto(path);
    await expect(page.getByText('Welcome', { exact: false }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('a[href^="javascript:" i], [onerror]').count()).toBe(0);
  }
  expect(dialogs).toEqual([]);
});

import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForMails } from './support/mailbox.ts';

test.slow();
test('the owner writes outcome questions and opens a period; a supervisor answers on a phone without signing in', async ({
  page,
  browser,
}) => {
  const question = `How well does this person meet the targets of the role? ${Date.now()}`;
  await signIn(page, demo.owner);

  // Settings: an empty question is refused beside its field; a written one is listed.
  await page.goto('/settings/measurement/employee-performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee performance' })).toBeVisible();
  const add = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add question' }) });
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add.getByText('Write the question.')).toBeVisible();
  await add.getByLabel('Question', { exact: true }).fill(question);
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Questions in the order supervisors answer them' })
      .locator('.company-list__name', { hasText: question }),
  ).toBeVisible();
  await expectAccessible(page);

  // The Support Agent profile opens a period: each supervisor gets one link.
  await page.goto('/jobprofile');
  await page.getByRole('link', { name: 'Support Agent', exact: true }).click();
  await expect(page).toHaveURL(/job_id=\d+/);
  const jobId = /job_id=(\d+)/.exec(page.url())![1];
  await page.goto(`/jobdetails/setup/outcomes?job_id=${jobId}`);
  const period = `Spring review ${Date.now()}`;
  await page.getByRole('button', { name: 'Mail the supervisors' }).click();
  await expect(page.getByText('Name the period.')).toBeVisible();
  await page.getByLabel('Name of the period', { exact: true }).fill(period);
  await page.getByRole('button', { name: 'Mail the supervisors' }).click();
  await expect(page.getByText(/Outcome questions mailed to \d+ supervisors?\./)).toBeVisible();
  const listed = page.getByRole('list', { name: 'Outcome periods' }).getByRole('listitem').filter({ hasText: period });
  await expect(listed.getByText(/^0 of \d+ people answered$/)).toBeVisible();
  await expectAccessible(page);

  // The supervisors are seeded addresses: the period's name in the subject picks this run's mail.
  const [mail] = await waitForMails({ subject: new RegExp(period) }, 1);
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/outcome-review\/[0-9a-f-]{36}/)![0]);

  // The supervisor, signed out, on a phone: a missing answer is named; the saved answers show as answered.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supervisor = await phone.newPage();
  await supervisor.goto(link.pathname);
  await expect(supervisor.getByRole('heading', { level: 1, name: 'How are your people doing?' })).toBeVisible();
  const person = supervisor.locator('form.outcome-review__person').first();
  const name = (await person.getByRole('heading', { level: 2 }).textContent())!.replace('Not answered yet', '').trim();
  await person.getByRole('button', { name: /Save answers/ }).click();
  await expect(person.getByText('Choose an answer.').first()).toBeVisible();
  for (const group of await person.getByRole('group').all()) await group.getByRole('radio', { name: /^4/ }).check();
  await person.getByRole('button', { name: /Save answers/ }).click();
  await expect(supervisor.getByText(`Answers about ${name} saved.`)).toBeVisible();
  await expect(person.getByText('Answered', { exact: true })).toBeVisible();
  await expectAccessible(supervisor);
  await phone.close();

  // Back in the profile: one person answered.
  await page.reload();
  await expect(listed.getByText(/^1 of \d+ people answered$/)).toBeVisible();
});

import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test("given the company owner, then they add an interview question to the company's list, copy it into a new kit from the list, save the kit and find the question in it, and the list counts the kit", async ({
  page,
}) => {
  const stamp = Date.now();
  const question = `Tell us about a delivery that went wrong (${stamp}).`;
  const kitName = `Delivery lead ${stamp}`;
  await signInAt(page, demo.owner, '/settings/measurement/interview-questions');
  await expect(page.getByRole('heading', { name: 'Interview questions', level: 1 })).toBeVisible();
  // The seeded list is there, with the kit that copies it.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Tell me about a time you calmed an upset customer.' }),
  ).toContainText('in 1 interview kit');

  // Nothing written: the problem is named at the field and nothing is added.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('Write the question.')).toBeVisible();
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Guidance for the interviewer (optional)').fill('Ask what they would do differently.');
  await page.getByRole('checkbox', { name: 'Communication' }).first().check();
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText(`Added: ${question}`)).toBeAttached();
  const entry = page.getByRole('listitem').filter({ hasText: question });
  await expect(entry).toContainText('probes Communication · in no interview kit');

  // A new kit copies it from the list; its attribute joins the rubric with anchors to rewrite.
  await page.goto('/settings/templates/interview-question');
  await page.getByRole('button', { name: 'New kit' }).click();
  await page.getByLabel('Kit name').fill(kitName);
  await page.getByRole('button', { name: 'Add from the question list' }).click();
  const picker = page.getByRole('group', { name: 'Add from the question list' });
  await picker.getByLabel('Search the interview questions').fill(String(stamp));
  await picker.getByRole('checkbox', { name: question }).check();
  await picker.getByRole('button', { name: 'Add the chosen questions' }).click();
  await expect(page.getByLabel('Question 1')).toHaveValue(question);
  await expect(page.getByLabel('Question 2')).toHaveCount(0);
  await expect(page.getByText('From the question list; changes here stay in this kit.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Communication' }).getByLabel('Score 3')).toHaveValue(
    'Meets what the role needs',
  );
  await page.getByRole('button', { name: 'Save kit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Kit “${kitName}” saved.`);
  const item = page.getByRole('listitem').filter({ hasText: kitName });
  await expect(item).toContainText('1 question · 1 attribute');

  // Reopened, the kit holds the copied question with its guidance and probe.
  await item.getByRole('button', { name: `Edit ${kitName}` }).click();
  await expect(page.getByLabel('Question 1')).toHaveValue(question);
  await expect(page.getByLabel('Guidance for the interviewer (optional)')).toHaveValue(
    'Ask what they would do differently.',
  );
  await expect(
    page
      .getByRole('group', { name: 'Attributes this question probes' })
      .getByRole('checkbox', { name: 'Communication' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The list counts the kit that copied it.
  await page.goto('/settings/measurement/interview-questions');
  await expect(page.getByRole('listitem').filter({ hasText: question })).toContainText('in 1 interview kit');
});

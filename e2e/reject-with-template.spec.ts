/**
 * D292 end to end: the owner writes a company message template in English with
 * its Spanish version, then rejects a candidate who speaks Spanish from the scorecard's reject
 * dialog, starting from that template; the mail that reaches the mail sink is the Spanish version,
 * its merge fields filled. Sent now, the mail cannot be called back: the reject toast says so, and
 * Undo puts her back in the pipeline saying the mail had already gone (D266).
 */
import { expect, test } from './support/test.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { waitForMail } from './support/mailbox.ts';
import { signInAt } from './support/sign-in.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';

test('given a template in English and Spanish, when a Spanish-speaking candidate is rejected with it, then her mail is the Spanish version', async ({
  page,
  baseURL,
}) => {
  const stamp = String(Date.now());
  const email = `lucia.${stamp}@e2e.test`;
  const applicant = await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: 'Lucía', last: 'Romero' }, 'es');
  await applicant.api.dispose();
  const scorecardId = await scorecardIdOf(baseURL!, applicant.userId);

  await signInAt(page, demo.owner, '/settings/templates/message');
  const name = `Not this time ${stamp}`;
  await page.getByLabel('Template name').fill(name);
  const subject = page.getByLabel('Subject (optional: the name when blank)');
  // The language tag is the subject's own hint, not a line between the name and the subject.
  await expect(subject).toHaveAccessibleDescription("English, the company's default");
  await subject.fill(`About your application ${stamp}`);
  await page
    .getByRole('group', { name: 'The subject in other languages' })
    .getByLabel('Spanish')
    .fill(`Sobre tu candidatura ${stamp}`);
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Hello {{first_name}}, we will not move forward this time.');
  await page
    .getByRole('group', { name: 'The message in other languages' })
    .getByLabel('Spanish')
    .fill('Hola {{first_name}}, esta vez no seguiremos adelante.');
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(
    page.getByRole('list', { name: 'Message templates' }).getByRole('button', { name: `Edit ${name}` }),
  ).toBeVisible();

  await page.goto(`/smartreq-detail-applicant/${scorecardId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Lucía Romero/ })).toBeVisible();
  await page
    .getByRole('group', { name: 'Applicant actions' })
    .getByRole('button', { name: 'Reject', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject applicant' });
  await dialog.getByLabel('Rejected by the company').check();
  await dialog.getByLabel('Reason').selectOption({ label: 'Position filled' });
  await dialog.getByLabel('Send now').check();
  await dialog.getByLabel('Write my own').check();
  await dialog.getByLabel('Start from a message template').selectOption({ label: name });
  // The fields show the owner's own language; the preview, the candidate's version.
  await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(`About your application ${stamp}`);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(`Sobre tu candidatura ${stamp}`);
  await expect(preview).toContainText('Hola Lucía, esta vez no seguiremos adelante.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page
    .locator('.undo-toast')
    .filter({
      hasText:
        'Applicant rejected. The mail to the candidate has been sent: undoing the rejection cannot call it back.',
    })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(page.getByText('Rejection undone, but the mail to the candidate had already been sent.')).toBeVisible();

  // Her sign-up code went to the same address: the stamp picks the rejection.
  const mail = await waitForMail(email, { subject: new RegExp(`${stamp}$`) });
  expect(mail.subject).toBe(`Sobre tu candidatura ${stamp}`);
  expect(mail.text).toContain('Hola Lucía, esta vez no seguiremos adelante.');
  expect(mail.text).not.toContain('Hello');
});

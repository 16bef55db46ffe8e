import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { mails, waitForMails } from './support/mailbox.ts';
import { lookAt } from './support/look.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('a recruiter emails two applicants with a PDF attached and {{first_name}} in the subject; an unknown merge field and a file of the wrong kind are refused before upload; the preview and both mails carry each name', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const subject = `Your interview pack, {{first_name}} ${stamp}`;
  // The applicants are seeded addresses: the stamp at the end of the subject picks this run's mail.
  const sent = { subject: new RegExp(` ${stamp}$`) };
  await signInAt(page, demo.owner, '/smartreq-detail/applicants?job_id=1');
  const checkboxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Email applicants' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message', { exact: true }).fill('Dear {{salary}}, please read the attached guide.');
  await expect(dialog.getByText('{{salary}} is not a merge field. Use one of those listed.')).toBeVisible();
  await dialog
    .getByLabel('Message', { exact: true })
    .fill('Dear {{first_name|:applicant}}, please read the attached guide.');
  const preview = dialog.getByRole('region', { name: 'Recipients and preview' });
  await expect(preview.getByRole('button')).toHaveCount(2);
  await expect(preview.getByText(new RegExp(`^Your interview pack, \\S.* ${stamp}$`))).toBeVisible();
  await expect(preview).not.toContainText('{{');

  await dialog.getByLabel('Attachments (optional)').setInputFiles([
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ binary') },
    { name: 'Interview guide.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(dialog.getByRole('alert').filter({ hasText: 'setup.exe cannot be attached' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send email' }).click();
  await expect(dialog.getByText('Some attachments cannot be sent: see what is said under them.')).toBeVisible();
  await lookAt(page, { path: test.info().outputPath('email-attachments-refused-1280.png') });
  await dialog.getByRole('button', { name: 'Remove setup.exe' }).click();
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveText(/Interview guide\.pdf/);
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath('email-attachments-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText('Email sent successfully to 2 applicants')).toBeVisible();

  await waitForMails(sent, 2);
  const received = await mails(sent);
  expect(received).toHaveLength(2);
  for (const mail of received) {
    expect(mail.subject).not.toContain('{{');
    expect(mail.text).toMatch(/Dear (?!\{)\S/);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Interview guide.pdf']);
    expect(Buffer.compare(Buffer.from(mail.attachments[0]!.contentBase64, 'base64'), PDF)).toBe(0);
    expect(mail.replyTo).toBe(demo.owner);
  }
});

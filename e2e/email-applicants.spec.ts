import { expect, test } from '@playwright/test';
import { startSmtpTestServer, type SmtpTestServer } from '../server/test/smtp-test-server.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { E2E_SMTP_PORT } from './support/smtp-port.ts';
import { lookAt } from './support/look.ts';

// The e2e server sends its mail to E2E_SMTP_PORT (playwright.config.ts); this spec listens there.
let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(E2E_SMTP_PORT);
});
test.afterAll(async () => smtp.close());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('a recruiter emails two applicants with a PDF attached; a file of the wrong kind is refused before upload; both mails arrive with the file', async ({
  page,
}) => {
  const subject = `Your interview pack ${Date.now()}`;
  await signIn(page, demo.owner);
  await page.goto('/smartreq-detail/applicants?job_id=1');
  const checkboxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Email applicants' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Please read the attached guide before your interview.');

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
  await expect(page.getByText('Email sent successfully to 2 applicant(s)')).toBeVisible();

  await expect
    .poll(() => smtp.received.filter((m) => m.parsed.subject === subject).length, { timeout: 30_000 })
    .toBe(2);
  for (const mail of smtp.received.filter((m) => m.parsed.subject === subject)) {
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['Interview guide.pdf']);
    expect(Buffer.compare(mail.parsed.attachments[0]!.content, PDF)).toBe(0);
    expect(mail.parsed.replyTo?.value[0]?.address).toBe(demo.owner);
  }
});

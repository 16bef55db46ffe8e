/**
 * D266, D490 end to end: the owner rejects two new applicants in bulk with the standard mail, which
 * waits the company's delay; the toast says so, and its Undo, one request for both, cancels the
 * mails: the second toast says they will not be sent, the applicants stand active again, the
 * history says the scheduled mail was cancelled, and the mail sink holds no rejection for them.
 */
import { expect, test } from './support/test.ts';
import { newApplicant } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { mailsTo } from './support/mailbox.ts';
import { signInAt } from './support/sign-in.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const UNDO_PATH = '/api/smartreq/v1/bulk-reject-applicants/undo/';

test('given two applicants rejected in bulk with their mails held, when the owner clicks Undo, then both are back and no rejection mail reaches them', async ({
  page,
  baseURL,
}) => {
  const stamp = String(Date.now());
  const prefix = `held-undo-${stamp}`;
  const emails = [`${prefix}-a@e2e.test`, `${prefix}-b@e2e.test`];
  for (const [i, email] of emails.entries()) {
    const applicant = await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: `Held${i + 1}`, last: 'Undo' });
    await applicant.api.dispose();
  }

  await signInAt(page, demo.owner, `/smartreq-detail/applicants?job_id=1&search=${prefix}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all applicants on this page' }).check();
  await expect(page.getByText('2 applicants selected')).toBeVisible();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject applicants' });
  await dialog.getByLabel('Rejection reason').selectOption({ label: 'Position filled' });
  // The company's delay (10 minutes unless a settings holder changed it).
  await dialog.getByRole('radio', { name: /^Send in \d+ minutes? \(undoing the rejection cancels it\)$/ }).check();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();

  const toast = page.locator('.undo-toast', {
    hasText:
      /^2 applicants rejected\. The mails to the candidates wait \d+ minutes?: undoing the rejections cancels them\./,
  });
  await expect(toast).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Rejected');

  // One request undoes both (D490).
  const undoCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === UNDO_PATH) undoCalls.push(r.method());
  });
  const undone = page.waitForResponse((r) => new URL(r.url()).pathname === UNDO_PATH);
  await toast.getByRole('button', { name: 'Undo' }).click();
  const response = await undone;
  expect(response.status()).toBe(200);
  expect((await response.json()).data).toEqual({ undone: 2, emails_cancelled: 2, emails_sent: 0, not_undone: [] });
  await expect(page.getByText('2 rejections undone. 2 mails were cancelled: they will not be sent.')).toBeVisible();
  expect(undoCalls).toEqual(['POST']);

  // Both stand active again in the list.
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('Rejected');
  }
  // The history says the waiting mail was cancelled, not sent.
  await rows.first().getByRole('link').first().click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/^Rejection email scheduled for /)).toBeVisible();
  await expect(history.getByText('Scheduled rejection email cancelled')).toBeVisible();

  // The undo answered with both mails cancelled: the sink holds no rejection for either address
  // (their sign-up mails may be there; the standard rejection's subject names the requisition).
  for (const email of emails) {
    const received = await mailsTo(email);
    expect(received.map((mail) => mail.subject).filter((subject) => /^Your application for /.test(subject))).toEqual(
      [],
    );
  }
});

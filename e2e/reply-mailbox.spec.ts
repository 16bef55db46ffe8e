/**
 * Replies come back through the company's own mailbox, end to end (D450, D464, D470): this journey
 * starts a Dovecot (server/test/dovecot.ts); the owner connects Demo Company's reply mailbox on the
 * message templates page, first with a password the mail server refuses (said in words, Dovecot's
 * own answer beside them), then the right one; the recruiter mails a new candidate, whose reply is
 * filed in the mailbox as the company's mail server would file it; the owner presses Check now and
 * is told one reply came in; the recruiter finds it in the application's history. The mailbox is
 * disconnected at the end (another journey on this server checks that mail answers to the
 * sender), whatever happened. A second journey switches a mailbox saved with STARTTLS to no
 * security: the form says, before any save, that the password would cross the network in clear,
 * and saves nothing until it is typed again (D468, D472).
 */
import nodemailer from 'nodemailer';
import { startDovecot, type DovecotServer } from '../server/test/dovecot.ts';
import { expect, test, type Page } from './support/test.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { demo, DEMO_PASSWORD } from './support/demo-users.ts';
import { waitForMail } from './support/mailbox.ts';
import { lookAt } from './support/look.ts';
import { signInAt } from './support/sign-in.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const MAILBOX_ADDRESS = 'jobs@acme-hiring.e2e.test';

let imap: DovecotServer;
test.beforeAll(async () => {
  imap = await startDovecot({ jobs: 'mailbox-pass-1' });
});
test.afterAll(async () => imap?.close());

/** Disconnects Demo Company's reply mailbox through the API, as its owner. */
async function disconnectMailbox(page: Page) {
  const login = await page.request.post('/api/auth/v1/login/', {
    data: { email: demo.owner, password: DEMO_PASSWORD },
  });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  const removed = await page.request.delete(`/api/account/v1/${user.roles[0]!.account_id}/reply-mailbox/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removed.ok()).toBe(true);
}

test('an owner connects the reply mailbox and checks it now: the candidate’s reply is in the application’s history', async ({
  page: ownerPage,
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = String(Date.now());
  const email = `lena.${stamp}@e2e.test`;
  const applicant = await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: 'Lena', last: `Mailbox${stamp}` });
  await applicant.api.dispose();
  const scorecardId = await scorecardIdOf(baseURL!, applicant.userId);
  try {
    await ownerPage.setViewportSize({ width: 1366, height: 900 });
    await signInAt(ownerPage, demo.owner, '/settings/templates/message');
    const form = ownerPage.getByRole('form', { name: 'Reply mailbox (IMAP)' });
    await form.getByLabel('Mailbox address').fill(MAILBOX_ADDRESS);
    await form.getByLabel('Mail server').fill(imap.host);
    await form.getByLabel('Security').selectOption('none');
    await form.getByLabel('Port').fill(String(imap.port));
    await form.getByLabel('User name').fill('jobs');
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Save and test' }).click();
    const status = form.getByRole('status');
    // The kind in the admin's words, Dovecot's own answer beside it as secondary text.
    await expect(status).toContainText('The mail server refused the user name or password.');
    await expect(status.locator('[translate="no"]')).toContainText('Authentication failed');

    await form.getByLabel('Password', { exact: true }).fill(imap.users.jobs!);
    await form.getByRole('button', { name: 'Save and test' }).click();
    await expect(status).toContainText('No replies received yet.');

    const page = await (await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } })).newPage();
    await signInAt(page, demo.recruiter, `/smartreq-detail/applicants?job_id=1&search=Mailbox${stamp}`);
    await page.getByRole('checkbox', { name: `Select Lena Mailbox${stamp}` }).check();
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Email applicants' });
    await dialog.getByLabel('Subject').fill(`Start date ${stamp}`);
    await dialog.getByLabel('Message', { exact: true }).fill('Could you start on the first, {{first_name}}?');
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText(/Email sent successfully/)).toBeVisible();

    const sent = await waitForMail(email, { subject: `Start date ${stamp}` });
    expect(sent.replyTo).toMatch(/^jobs\+[0-9a-f]{32}@acme-hiring\.e2e\.test$/);
    // The company's mail server files Lena's answer in the mailbox.
    const written = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: `Lena Mailbox${stamp} <${email}>`,
      to: sent.replyTo!,
      subject: `Re: Start date ${stamp}`,
      text: 'The first suits me.',
      messageId: `<lena.${stamp}@e2e.test>`,
      inReplyTo: sent.messageId!,
    });
    await imap.deliver('jobs', (written.message as Buffer).toString('utf8'));

    await form.getByRole('button', { name: 'Check now' }).click();
    await expect(ownerPage.getByText('The mailbox was read: 1 reply came in.')).toBeVisible();
    await expect(status).toContainText('Replies received: 1');
    await lookAt(form, { path: test.info().outputPath('reply-mailbox-1366.png') });
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await lookAt(form, { path: test.info().outputPath('reply-mailbox-390.png') });

    await page.goto(`/smartreq-detail-applicant/${scorecardId}`);
    await expect(
      page.getByRole('region', { name: 'History' }).getByText(`The candidate replied: Re: Start date ${stamp}`),
    ).toBeVisible();
    await expect(
      page.locator('#scorecard-replies').getByRole('region', { name: `Conversation: Re: Start date ${stamp}` }),
    ).toContainText('The first suits me.');
  } finally {
    await disconnectMailbox(ownerPage);
  }
});

test('an owner switching a mailbox saved with STARTTLS to no security is told before the save that the password goes in clear, and must type it again', async ({
  page,
}) => {
  try {
    await signInAt(page, demo.owner, '/settings/templates/message');
    const form = page.getByRole('form', { name: 'Reply mailbox (IMAP)' });
    const security = form.getByLabel('Security');
    const password = form.getByLabel('Password', { exact: true });
    await form.getByLabel('Mailbox address').fill(MAILBOX_ADDRESS);
    await form.getByLabel('Mail server').fill(imap.host);
    await security.selectOption('starttls');
    await form.getByLabel('Port').fill(String(imap.port));
    await form.getByLabel('User name').fill('jobs');
    await password.fill(imap.users.jobs!);
    await form.getByRole('button', { name: 'Save and test' }).click();
    // Saved with its password, whether or not the test's certificate is trusted: the field now offers to keep it.
    await expect(form.getByText('Leave empty to keep the saved one.')).toBeVisible();
    const warning = form.getByText('With no security, the password crosses your network in clear.', { exact: false });
    await expect(warning).toHaveCount(0);

    await security.selectOption('none');
    await expect(warning).toBeVisible();
    await expect(password).toHaveJSProperty('required', true);
    await expect(password).toHaveAccessibleDescription(/With no security, the password crosses your network in clear/);
    await expect(form.getByText('Leave empty to keep the saved one.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save and test' }).click();
    await expect(form.getByText('Type the password again to switch to no security.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // Nothing was sent: the saved mailbox still uses STARTTLS.
    await page.reload();
    await expect(security).toHaveValue('starttls');
    await expect(warning).toHaveCount(0);

    // Typed again, the switch is saved and the mailbox read without TLS.
    await security.selectOption('none');
    await password.fill(imap.users.jobs!);
    await form.getByRole('button', { name: 'Save and test' }).click();
    await expect(page.getByText('The mailbox is connected: replies are read from it every minute.')).toBeVisible();
    await page.reload();
    await expect(security).toHaveValue('none');
  } finally {
    await disconnectMailbox(page);
  }
});

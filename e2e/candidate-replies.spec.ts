/**
 * Replies come back, end to end (D298, D313): the owner names Demo Company's reply domain; the
 * recruiter mails a new candidate from her application; the candidate's reply, with a PDF and a
 * file of a kind not kept, goes over real SMTP to this server's own receiver (scripts/e2e-servers.mjs
 * starts one per server); the recruiter finds it on the home, in the application's history and
 * Replies, downloads nothing but sees the file, and answers; the answer reaches the mail sink with
 * In-Reply-To, and the candidate's reply to the answer lands in the same conversation. The reply
 * domain is cleared at the end (another journey on this server checks that mail answers to the
 * sender), whatever happened.
 */
import nodemailer from 'nodemailer';
import { expect, test, type Page } from './support/test.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { demo, DEMO_PASSWORD } from './support/demo-users.ts';
import { waitForMail } from './support/mailbox.ts';
import { lookAt } from './support/look.ts';
import { signInAt } from './support/sign-in.ts';
import { replyReceiverPort } from './support/smtp-port.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Sets Demo Company's reply domain through the API, as its owner (null clears it). */
async function setReplyDomain(page: Page, domain: string | null) {
  const login = await page.request.post('/api/auth/v1/login/', {
    data: { email: demo.owner, password: DEMO_PASSWORD },
  });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  const saved = await page.request.put(`/api/account/v1/${user.roles[0]!.account_id}/reply-domain/`, {
    data: { domain },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.ok()).toBe(true);
}

test('a candidate’s reply mailed over SMTP shows on the recruiter’s home and in the application, and the answer threads', async ({
  page: ownerPage,
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = String(Date.now());
  const email = `ana.${stamp}@e2e.test`;
  const domain = `replies-${stamp}.e2e.test`;
  const applicant = await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: 'Ana', last: `Reply${stamp}` });
  await applicant.api.dispose();
  const scorecardId = await scorecardIdOf(baseURL!, applicant.userId);
  const receiver = nodemailer.createTransport({
    host: '127.0.0.1',
    port: replyReceiverPort(Number(new URL(baseURL!).port)),
    secure: false,
    ignoreTLS: true,
  });
  try {
    // The owner names the domain on the message templates page, where the server says it receives.
    await signInAt(ownerPage, demo.owner, '/settings/templates/message');
    const form = ownerPage.getByRole('form', { name: 'Candidates’ replies' });
    await expect(form.getByText(/does not receive mail yet/)).toHaveCount(0);
    await form.getByLabel('Reply domain (optional)').fill(domain);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved');

    const page = await (await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } })).newPage();
    await signInAt(page, demo.recruiter, `/smartreq-detail/applicants?job_id=1&search=Reply${stamp}`);
    await page.getByRole('checkbox', { name: `Select Ana Reply${stamp}` }).check();
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Email applicants' });
    await dialog.getByLabel('Subject').fill(`Interview times ${stamp}`);
    await dialog.getByLabel('Message', { exact: true }).fill('Which day suits you, {{first_name}}?');
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText(/Email sent successfully/)).toBeVisible();

    const first = await waitForMail(email, { subject: `Interview times ${stamp}` });
    expect(first.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${domain.replace(/\./g, '\\.')}$`));
    const candidateMessageId = `<first.${stamp}@e2e.test>`;
    const accepted = await receiver.sendMail({
      from: `Ana Reply${stamp} <${email}>`,
      to: first.replyTo!,
      subject: `Re: Interview times ${stamp}`,
      text: 'Tuesday morning works for me.',
      messageId: candidateMessageId,
      inReplyTo: first.messageId!,
      references: [first.messageId!],
      attachments: [
        { filename: 'references.pdf', content: PDF },
        { filename: 'setup.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]) },
      ],
    });
    expect(accepted.accepted).toEqual([first.replyTo]);

    // The recruiter's home lists it; its link opens the application.
    await page.goto('/home');
    const task = page.getByRole('link', { name: `Ana Reply${stamp} replied: Re: Interview times ${stamp}` });
    await expect(task).toBeVisible();
    await task.click();
    await expect(page).toHaveURL(new RegExp(`/smartreq-detail-applicant/${scorecardId}$`));
    const replies = page.locator('#scorecard-replies');
    const conversation = replies.getByRole('region', { name: `Conversation: Re: Interview times ${stamp}` });
    await expect(conversation).toContainText('Tuesday morning works for me.');
    await expect(conversation.getByRole('button', { name: /^Download references\.pdf/ })).toBeVisible();
    await expect(conversation.getByText(/Not kept: setup\.exe/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText(`The candidate replied: Re: Interview times ${stamp}`),
    ).toBeVisible();

    await conversation.getByRole('button', { name: 'Write an answer' }).click();
    const answer = replies.getByRole('form', { name: 'Answer the reply' });
    await answer.getByLabel('Your answer').fill('Tuesday at ten, then.');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(answer).toBeHidden();

    const answered = await waitForMail(email, { subject: `Re: Interview times ${stamp}` });
    expect(answered.inReplyTo).toBe(candidateMessageId);
    expect(answered.references).toEqual([first.messageId, candidateMessageId]);
    await receiver.sendMail({
      from: email,
      to: answered.replyTo!,
      subject: `Re: Interview times ${stamp}`,
      text: 'See you on Tuesday.',
      messageId: `<second.${stamp}@e2e.test>`,
      inReplyTo: answered.messageId!,
    });
    await page.reload();
    await expect(conversation.locator('.sms-thread__message')).toHaveCount(2);
    await expect(conversation).toContainText('See you on Tuesday.');
    await expect(replies.getByRole('region', { name: /^Conversation:/ })).toHaveCount(1);

    await replies.scrollIntoViewIfNeeded();
    await lookAt(replies, { path: test.info().outputPath('candidate-replies-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await lookAt(replies, { path: test.info().outputPath('candidate-replies-390.png') });
  } finally {
    receiver.close();
    await setReplyDomain(ownerPage, null);
  }
});

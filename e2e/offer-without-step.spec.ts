import { expect, test } from './support/test.ts';
import { DEMO_JOBS } from '../server/db/seed/demo-requisitions.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { waitForMail } from './support/mailbox.ts';
import { ownerApi, signInAt } from './support/sign-in.ts';

// The done-when "an offer made from an application whose plan has no offer step, approved by two
// approvers in order, then signed" (D370, D320): the company's chain is Olivia Owner, then Rafael
// Recruiter. On an applicant of Customer Support Specialist, whose plan holds no offer, the
// recruiter starts an offer from the application and asks for approval; it is not his turn until
// the owner approves; then he approves, sends it, and the candidate signs it from the mail's link.
// The company's chain is put back as it was at the end, for the journeys after it.

interface Person {
  user_id: number;
  first_name: string;
  last_name: string;
}

test('an offer from an application with no offer step is approved by two approvers in order, sent and signed', async ({
  page,
  browser,
  baseURL,
}) => {
  const { api: owner, accountId } = await ownerApi(baseURL!);
  const chain = (
    (await (await owner.get('/api/offer/v1/approvers/')).json()) as {
      data: { approvers: Person[]; staff: Person[] };
    }
  ).data;
  const named = (first: string, last: string) =>
    chain.staff.find((p) => p.first_name === first && p.last_name === last)!.user_id;
  const ownerId = named('Olivia', 'Owner');
  const recruiterId = named('Rafael', 'Recruiter');
  try {
    const set = await owner.put('/api/offer/v1/approvers/', {
      data: { account_id: accountId, user_ids: [ownerId, recruiterId] },
    });
    expect(set.ok(), await set.text()).toBe(true);

    const stamp = Date.now();
    const email = `offer-no-step-${stamp}@example.test`;
    const applicant = await newApplicant(baseURL!, email, DEMO_JOBS.openRequisition, {
      first: 'Noa',
      last: `Sinpaso${stamp % 100_000}`,
    });
    const app = await scorecardIdOf(baseURL!, applicant.userId);

    // The recruiter starts the offer on the application itself: its only place, with no step's heading.
    await signInAt(page, demo.recruiter, `/smartreq-detail-applicant/${app}`);
    const offers = page.locator('#scorecard-offers');
    const start = offers.getByRole('form', { name: 'Start an offer' });
    await expect(start).toBeVisible();
    await expect(offers.locator('.offer-panel__activity h3')).toHaveCount(0);
    await start.getByLabel('Annual salary *').fill('42000');
    await start.getByLabel('Start date *').fill('2027-03-01');
    await start.getByLabel('Hours per week *').fill('40');
    // Another journey on this server may have added a required field of its own.
    if (await start.getByLabel('Salario *').count()) await start.getByLabel('Salario *').fill('42000');
    await start.getByRole('button', { name: 'Save the draft' }).click();
    const card = offers.getByTestId('offer-card');
    await expect(card.getByTestId('offer-card-status')).toHaveText('Draft');
    // Not sendable before the chain approves.
    await expect(card.getByRole('button', { name: 'Send for signature' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Ask for approval' }).click();
    const approvals = card.getByTestId('offer-approvals');
    const order = approvals.getByRole('list', { name: 'Approvers in order' });
    await expect(order.getByRole('listitem')).toHaveText([
      /^Olivia Owner: to approve$/,
      /^Rafael Recruiter: waiting for their turn$/,
    ]);
    // Rafael is second: nothing for him to answer yet.
    await expect(approvals.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The owner approves first.
    const ownerPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInAt(ownerPage, demo.owner, `/smartreq-detail-applicant/${app}`);
    const ownerApprovals = ownerPage.locator('#scorecard-offers').getByTestId('offer-approvals');
    await ownerApprovals.getByRole('button', { name: 'Approve' }).click();
    await expect(ownerApprovals.getByRole('list', { name: 'Approvers in order' }).getByRole('listitem')).toHaveText([
      /^Olivia Owner: approved$/,
      /^Rafael Recruiter: to approve$/,
    ]);
    await ownerPage.close();

    // Now it is Rafael's turn; his approval is the last, and the offer may be sent.
    await page.reload();
    await approvals.getByRole('button', { name: 'Approve' }).click();
    await expect(approvals.getByText('Every approver approved it: it may be sent.')).toBeVisible();
    await card.getByRole('button', { name: 'Send for signature' }).click();
    const confirm = page.getByRole('dialog', { name: /^Send this offer to Noa / });
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(card.getByTestId('offer-card-status')).toHaveText('Sent');

    // The candidate signs from the mail's link.
    const mail = await waitForMail(email, { text: '/offer/' });
    const found = /\/offer\/([0-9a-f-]{36})\?token=([A-Za-z0-9_%-]+)/.exec(`${mail.text} ${mail.html}`);
    expect(found, mail.text).not.toBeNull();
    const candidate = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await candidate.goto(found![0]);
    await candidate.getByLabel(/^Full name/).fill(`Noa Sinpaso${stamp % 100_000}`);
    await candidate.getByRole('button', { name: 'Sign the offer' }).click();
    await expect(candidate.getByText('You have signed this offer.')).toBeVisible();
    await candidate.close();

    await page.reload();
    await expect(card.getByTestId('offer-card-status')).toHaveText('Signed');
  } finally {
    // As it was, for the journeys after this one on the same server.
    await owner.put('/api/offer/v1/approvers/', {
      data: { account_id: accountId, user_ids: chain.approvers.map((p) => p.user_id) },
    });
    await owner.dispose();
  }
});

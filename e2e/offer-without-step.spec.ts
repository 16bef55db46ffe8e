import { expect, test, type APIRequestContext } from './support/test.ts';
import { newApplicant } from './support/candidate.ts';
import { ownCompany, ownStaff } from './support/company.ts';
import { waitForMail } from './support/mailbox.ts';
import { signInAt } from './support/sign-in.ts';

// The done-when "an offer made from an application whose plan has no offer step, approved by two
// approvers in order, then signed" (D370, D320): the company's chain is Olivia Owner, then Rafael
// Recruiter. On an applicant of a requisition whose plan holds no offer, the recruiter starts an
// offer from the application and asks for approval; it is not his turn until the owner approves;
// then he approves, sends it, and the candidate signs it from the mail's link.
// The company is the try's own (e2e/support/company.ts), with the offer fields every new company
// starts with (D216): setting its chain changes nothing another journey, or a later try, reads, and a
// failure midway leaves nothing to put back.

interface Person {
  user_id: number;
  first_name: string;
  last_name: string;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('an offer from an application with no offer step is approved by two approvers in order, sent and signed', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await ownCompany(baseURL!, 'Offer chain', {
    email: 'owner@offer-chain.test',
    first: 'Olivia',
    last: 'Owner',
  });
  const recruiter = await ownStaff(
    baseURL!,
    company,
    { email: 'recruiter@offer-chain.test', first: 'Rafael', last: 'Recruiter' },
    ['smartreq_access'],
  );
  const { staff } = await data<{ staff: Person[] }>(await company.api.get('/api/offer/v1/approvers/'));
  const named = (first: string, last: string) =>
    staff.find((p) => p.first_name === first && p.last_name === last)!.user_id;
  await data(
    await company.api.put('/api/offer/v1/approvers/', {
      data: { account_id: company.accountId, user_ids: [named('Olivia', 'Owner'), named('Rafael', 'Recruiter')] },
    }),
  );

  // The recruiter's requisition: one step, a résumé, no offer.
  const job = await data<{ job_id: number; uuid: string }>(
    await recruiter.api.post('/api/job/v1/builder/', { data: { title: `Support Specialist ${Date.now()}` } }),
  );
  await data(
    await recruiter.api.post(`/api/job/v1/job-step/${job.job_id}/`, {
      data: { name: 'Apply', activities: [{ activity_type: 'resume', title: 'Résumé' }] },
    }),
  );
  await data(
    await recruiter.api.post(`/api/job/v1/builder/${job.job_id}/complete/`, { data: { confirm_no_weights: true } }),
  );
  await recruiter.api.dispose();

  const stamp = Date.now();
  const email = `offer-no-step-${stamp}@example.test`;
  const applicant = await newApplicant(baseURL!, email, job.uuid, { first: 'Noa', last: `Sinpaso${stamp % 100_000}` });
  await applicant.api.dispose();
  const rows = await data<{ data: { user_smartreq_id: number }[] }>(
    await company.api.get(`/api/smartreq/v1/applicants/account/${company.accountId}/?user_id=${applicant.userId}`),
  );
  const app = rows.data[0]!.user_smartreq_id;
  await company.api.dispose();

  // The recruiter starts the offer on the application itself: its only place, with no step's heading.
  await signInAt(page, recruiter.email, `/smartreq-detail-applicant/${app}`);
  const offers = page.locator('#scorecard-offers');
  const start = offers.getByRole('form', { name: 'Start an offer' });
  await expect(start).toBeVisible();
  await expect(offers.locator('.offer-panel__activity h3')).toHaveCount(0);
  await start.getByLabel('Annual salary *').fill('42000');
  await start.getByLabel('Start date *').fill('2027-03-01');
  await start.getByLabel('Hours per week *').fill('40');
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
  await signInAt(ownerPage, company.email, `/smartreq-detail-applicant/${app}`);
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
});

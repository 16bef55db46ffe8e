/**
 * The mail log on real PGlite: provider admins read every company's mail, a company's settings
 * staff only their own, everyone else is refused; filters, search, paging and bad input; and the
 * list says whether mail is really sent (SMTP_URL) or only kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../integrations/mail.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, candidate: S, otherOwner: S, admin: S;
let demoId: number, otherId: number;
let demoMailId: number, otherMailId: number;

type Row = {
  mail_id: number;
  to_address: string;
  account_name: string | null;
  status: string;
  last_error: string | null;
  attempts: number;
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'candidate@assay.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [owner, recruiter, candidate, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
  ];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  await t.db.deleteFrom('mail_outbox').execute();
  for (let i = 1; i <= 30; i++) {
    await queueMail(t.db, {
      to: `applicant${i}@example.com`,
      subject: `Next steps ${i}`,
      text: `Hello ${i}`,
      purpose: { reason: 'applicant_email', accountId: demoId },
    });
  }
  await queueMail(t.db, {
    to: 'zoe@example.com',
    subject: 'Scorecard',
    text: 'See the scorecard',
    html: '<p>Hi</p><script>alert(1)</script>',
    purpose: { reason: 'scorecard_share', accountId: otherId, sharedBy: 'Oscar' },
  });
  await queueMail(t.db, {
    to: 'camille@example.com',
    subject: 'Reset your password',
    text: 'Your link',
    purpose: { reason: 'password_reset' },
  });
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select(['mail_id', 'account_id', 'to_address'])
    .orderBy('mail_id')
    .execute();
  demoMailId = rows.find((r) => r.to_address === 'applicant3@example.com')!.mail_id;
  otherMailId = rows.find((r) => r.account_id === otherId)!.mail_id;
  await t.db
    .updateTable('mail_outbox')
    .set({ status: 'failed', attempts: 5, last_error: '550 Mailbox unavailable' })
    .where('mail_id', '=', demoMailId)
    .execute();
});
afterAll(async () => t.close());

const get = (who: S | undefined, url: string) => t.request({ method: 'GET', url, token: who?.token });
const adminList = (who: S | undefined, query = '') => get(who, `/api/admin/v1/mail-log/${query}`);
const companyList = (who: S | undefined, query = '') => get(who, `/api/account/v1/mail-log/${query}`);

describe("provider admins' mail log", () => {
  it('given mail of two companies and a password reset, when a provider admin lists it, then they see all of it newest first, paged, with the companies to filter by', async () => {
    const res = await adminList(admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as {
      data: Row[];
      count: number;
      page: number;
      page_size: number;
      is_delivery_on: boolean;
      companies: { name: string }[];
    };
    expect(page).toMatchObject({ count: 32, page: 1, page_size: 25, is_delivery_on: false });
    expect(page.data).toHaveLength(25);
    expect(page.data[0]).toMatchObject({ to_address: 'camille@example.com', account_name: null, status: 'queued' });
    expect(page.data[1]).toMatchObject({ to_address: 'zoe@example.com', account_name: 'Other Company' });
    expect(page.companies.map((c) => c.name)).toEqual(['Demo Company', 'Other Company']);
    const second = (await adminList(admin, '?page=2')).json().data as { data: Row[] };
    expect(second.data).toHaveLength(7);
    expect(second.data.at(-1)!.to_address).toBe('applicant1@example.com');
  });

  it('when they filter by status, company and recipient, then only the matching mail comes, with the failure reason', async () => {
    const failed = (await adminList(admin, '?status=failed')).json().data as { data: Row[]; count: number };
    expect(failed.count).toBe(1);
    expect(failed.data[0]).toMatchObject({
      to_address: 'applicant3@example.com',
      attempts: 5,
      last_error: '550 Mailbox unavailable',
    });
    expect((await adminList(admin, `?account_id=${otherId}`)).json().data.count).toBe(1);
    expect((await adminList(admin, '?search=APPLICANT1')).json().data.count).toBe(11);
    // A LIKE wildcard in the search is matched literally.
    expect((await adminList(admin, '?search=%25')).json().data.count).toBe(0);
  });

  it('when they open a mail, then they get its plain text and its HTML as queued, for the screen to show sandboxed', async () => {
    const res = await get(admin, `/api/admin/v1/mail-log/${otherMailId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json().data as { text_body: string; html_body: string; from_name: string };
    expect(mail.text_body).toContain('See the scorecard');
    expect(mail.html_body).toContain('<p>Hi</p>');
    expect(mail.from_name).toBe('Other Company');
    expect((await get(admin, '/api/admin/v1/mail-log/2000000000/')).statusCode).toBe(404);
  });

  it('given company staff or a candidate, then the provider list and reader refuse them', async () => {
    for (const who of [owner, recruiter, otherOwner, candidate]) {
      expect((await adminList(who)).statusCode).toBe(403);
      expect((await get(who, `/api/admin/v1/mail-log/${demoMailId}/`)).statusCode).toBe(403);
    }
    expect((await adminList(undefined)).statusCode).toBe(401);
  });

  it('given bad query input, then 400 with the field named', async () => {
    for (const query of ['?status=lost', '?page=0', '?page_size=500', '?account_id=abc']) {
      const res = await adminList(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
  });
});

describe("a company's own mail log", () => {
  it("given Demo Company's owner, then they see Demo Company's mail only, never another company's or the platform's", async () => {
    const page = (await companyList(owner)).json().data as {
      data: Row[];
      count: number;
      is_delivery_on: boolean;
      companies?: unknown;
    };
    expect(page.count).toBe(30);
    expect(page.is_delivery_on).toBe(false);
    expect(page.companies).toBeUndefined();
    expect(page.data.every((r) => r.account_name === 'Demo Company')).toBe(true);
    expect((await get(owner, `/api/account/v1/mail-log/${demoMailId}/`)).json().data.to_address).toBe(
      'applicant3@example.com',
    );
    expect((await get(owner, `/api/account/v1/mail-log/${otherMailId}/`)).statusCode).toBe(404);
    expect((await companyList(owner, `?account_id=${otherId}`)).statusCode).toBe(404);
  });

  it("given Other Company's owner, then they see their one mail and cannot open Demo Company's", async () => {
    const page = (await companyList(otherOwner)).json().data as { data: Row[]; count: number };
    expect(page.data.map((r) => r.to_address)).toEqual(['zoe@example.com']);
    expect((await get(otherOwner, `/api/account/v1/mail-log/${demoMailId}/`)).statusCode).toBe(404);
    expect((await companyList(otherOwner, `?account_id=${demoId}`)).statusCode).toBe(404);
  });

  it('given a provider admin, then they may read any one company through the same list', async () => {
    expect((await companyList(admin, `?account_id=${otherId}`)).json().data.count).toBe(1);
  });

  it('given the recruiter (no company settings access) or a candidate, then 403', async () => {
    for (const who of [recruiter, candidate]) {
      expect((await companyList(who)).statusCode).toBe(403);
      expect((await get(who, `/api/account/v1/mail-log/${demoMailId}/`)).statusCode).toBe(403);
    }
  });
});

describe('whether mail is really sent', () => {
  it('given an SMTP server is set up, then the list says delivery is on', async () => {
    const withSmtp = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', RATE_LIMIT_MAX: '1000' });
    try {
      const admin2 = await withSmtp.signIn('admin@assay.test');
      const res = await withSmtp.request({ method: 'GET', url: '/api/admin/v1/mail-log/', token: admin2.token });
      expect(res.json().data.is_delivery_on).toBe(true);
    } finally {
      await withSmtp.close();
    }
  });
});

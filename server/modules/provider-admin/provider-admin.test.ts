/**
 * The provider's view across companies on real PGlite: finding users with their companies and
 * flags (never a hash or token), resetting a sign-in (sessions end at once, a reset link is
 * mailed), usage per company and month, and the audit trail; none of it for anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUsage, ProviderUser } from '../../../contracts/provider-admin.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let admin: S, owner: S, otherOwner: S, candidate: S;
let demoId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  [admin, owner, otherOwner, candidate] = (await Promise.all(
    ['admin@assay.test', 'owner@demo-company.test', 'owner@other-company.test', 'candidate@assay.test'].map((e) =>
      t.signIn(e),
    ),
  )) as [S, S, S, S];
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

const api = (who: S | undefined, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url: `/api/admin/v1/${url}`, ...(who ? { token: who.token } : {}), body });
/** The admin's own step-up proof (D272). */
const withPassword = { proof: { password: DEMO_PASSWORD } };

describe('users across companies', () => {
  it('given a search, then matching users come with their companies and role flags, and no password hash or token is in the answer', async () => {
    const res = await api(admin, 'GET', 'users/?search=demo-company&page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const { results, count } = res.json().data as { results: ProviderUser[]; count: number };
    expect(count).toBe(results.length);
    expect(results.map((u) => u.email)).toEqual(
      expect.arrayContaining(['owner@demo-company.test', 'recruiter@demo-company.test']),
    );
    expect(results.every((u) => u.email.includes('demo-company'))).toBe(true);
    const recruiter = results.find((u) => u.email === 'recruiter@demo-company.test')!;
    expect(recruiter.companies).toEqual([
      expect.objectContaining({
        account_id: demoId,
        account_name: 'Demo Company',
        is_suspended: false,
        flags: expect.objectContaining({ smartreq_access: true, company_settings_access: false }),
      }),
    ]);
    expect(res.body).not.toMatch(/password|argon|hash|token/i);
    const byName = (await api(admin, 'GET', 'users/?search=ada%20admin')).json().data.results as ProviderUser[];
    expect(byName.map((u) => u.email)).toContain('admin@assay.test');
  });

  it('given anyone but a provider admin, then 403 (401 signed out)', async () => {
    for (const who of [owner, otherOwner, candidate]) expect((await api(who, 'GET', 'users/')).statusCode).toBe(403);
    expect((await api(undefined, 'GET', 'users/')).statusCode).toBe(401);
  });
});

describe('resetting a sign-in', () => {
  it("given a reset, then the person's open session and refresh token stop at once, a reset link is mailed, and the trail names who did it", async () => {
    const session = await t.signIn('interviewer@demo-company.test');
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: session.token })).statusCode).toBe(200);
    for (const who of [owner, otherOwner, candidate])
      expect((await api(who, 'POST', `users/${session.userId}/reset-sign-in/`)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: session.token })).statusCode).toBe(200);

    const res = await api(admin, 'POST', `users/${session.userId}/reset-sign-in/`, withPassword);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: 'interviewer@demo-company.test' });
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: session.token })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/v1/token-refresh/', body: { refresh: session.refresh } }))
        .statusCode,
    ).toBe(401);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'interviewer@demo-company.test')
      .where('reason', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('https://assay.test/reset-password?uid=');
    expect((await api(admin, 'POST', 'users/999999/reset-sign-in/', withPassword)).statusCode).toBe(404);

    const trail = (await api(admin, 'GET', 'audit-events/?event=sign_in_reset_by_admin')).json().data.results;
    expect(trail[0]).toMatchObject({ actor_email: 'admin@assay.test', subject_email: 'interviewer@demo-company.test' });
    expect(JSON.stringify(trail)).not.toMatch(/"ip"/);
    // A new sign-in, a moment later, works again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await t.signIn('interviewer@demo-company.test');
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: again.token })).statusCode).toBe(200);
  });
});

describe('company usage', () => {
  it('given a month range, then every company has one row per month with the counts of that month only', async () => {
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const before = (await api(admin, 'GET', `company-usage/?from=${month}&to=${month}&search=demo`)).json()
      .data as CompanyUsage[];
    expect(before.map((r) => [r.account_name, r.month])).toEqual([['Demo Company', month]]);
    const row = before[0]!;
    await t.db
      .insertInto('mail_outbox')
      .values({
        to_address: 'someone@example.com',
        subject: 'Usage',
        text_body: 'x',
        status: 'sent',
        sent_at: new Date(),
        account_id: demoId,
        reason: 'usage_test',
        html_body: null,
        from_name: null,
        reply_to: null,
        message_id: null,
        last_attempt_at: null,
        lease_until: null,
        last_error: null,
      })
      .execute();
    const after = (await api(admin, 'GET', `company-usage/?from=${month}&to=${month}&search=demo`)).json()
      .data as CompanyUsage[];
    expect(after[0]!.mails_sent).toBe(row.mails_sent + 1);
    expect(after[0]!.requisitions).toBe(row.requisitions);

    const year = (await api(admin, 'GET', 'company-usage/?from=2025-01&to=2025-12')).json().data as CompanyUsage[];
    const accounts = new Set(year.map((r) => r.account_id));
    expect(year).toHaveLength(accounts.size * 12);
  });

  it('given a range backwards or longer than 24 months, then 400 naming the last month, and 403 for company staff', async () => {
    const backwards = await api(admin, 'GET', 'company-usage/?from=2026-05&to=2026-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].prop).toBe('to');
    expect((await api(admin, 'GET', 'company-usage/?from=2020-01&to=2026-01')).statusCode).toBe(400);
    expect((await api(admin, 'GET', 'company-usage/?from=2026-13&to=2026-12')).statusCode).toBe(400);
    expect((await api(owner, 'GET', 'company-usage/?from=2026-01&to=2026-02')).statusCode).toBe(403);
  });
});

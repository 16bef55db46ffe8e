/**
 * Staff users on real PGlite: the list, invitations with their one-time link, flag changes,
 * deactivation ending sessions at once, the last holder of company settings access, and two
 * companies that never see each other's people.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags, StaffUser } from '../../../contracts/staff-users.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoId: number, otherId: number;

const noFlags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, false])) as RoleFlags;
const PASSWORD = 'Invited-pass-1';

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  [owner, recruiter, otherOwner, admin] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'admin@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => t.close());

const api = (who: S | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/account/v1/${url}`,
    ...(who ? { token: who.token } : {}),
    ...(body === undefined ? {} : { body }),
  });
const list = async (who: S, accountId = demoId) =>
  (await api(who, 'GET', `${accountId}/users/`)).json().data as StaffUser[];
const invite = (who: S, email: string, flags: Partial<RoleFlags> = {}, accountId = demoId) =>
  api(who, 'POST', `${accountId}/users/`, {
    email,
    first_name: 'Ines',
    last_name: 'Invited',
    flags: { ...noFlags, ...flags },
  });
const tokenFromMail = async (to: string) => {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('mail_id', 'desc')
    .executeTakeFirstOrThrow();
  return { mail, token: decodeURIComponent(/accept-invitation\?token=([^\s"&<]+)/.exec(mail.text_body)![1]!) };
};
const snapshot = async () => ({
  users: await t.db
    .selectFrom('users')
    .select(['user_id', 'deactivated_at', 'password_hash'])
    .orderBy('user_id')
    .execute(),
  userRoles: await t.db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role_id').execute(),
});

describe('the list', () => {
  it("given Demo Company's owner, then they see its staff with role flags and status, and nobody from Other Company", async () => {
    const staff = await list(owner);
    const emails = staff.map((s) => s.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'owner@demo-company.test',
        'recruiter@demo-company.test',
        'interviewer@demo-company.test',
      ]),
    );
    expect(emails).not.toContain('owner@other-company.test');
    const recruiterRow = staff.find((s) => s.email === 'recruiter@demo-company.test')!;
    expect(recruiterRow).toMatchObject({ status: 'active', flags: { ...noFlags, smartreq_access: true } });
  });

  it('given staff without company settings access, then 403; another company, 404; a provider admin, 200', async () => {
    expect((await api(recruiter, 'GET', `${demoId}/users/`)).statusCode).toBe(403);
    expect((await api(otherOwner, 'GET', `${demoId}/users/`)).statusCode).toBe(404);
    expect((await api(undefined, 'GET', `${demoId}/users/`)).statusCode).toBe(401);
    expect((await api(admin, 'GET', `${demoId}/users/`)).statusCode).toBe(200);
  });
});

describe('invitations', () => {
  it('given an owner inviting a new email, then the person is listed as invited, one mail carries a link, and only its hash is stored', async () => {
    const res = await invite(owner, 'new.interviewer@example.com', { job_profile_access: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'new.interviewer@example.com',
      status: 'invited',
      flags: { ...noFlags, job_profile_access: true },
    });
    const { mail, token } = await tokenFromMail('new.interviewer@example.com');
    expect(mail).toMatchObject({ reason: 'staff_invitation', account_id: demoId });
    expect(mail.text_body).toContain('https://assay.test/accept-invitation?token=');
    expect(mail.subject).toMatch(/ invited you to Demo Company on Assay$/);
    expect(mail.text_body).toContain('within 7 days');
    const stored = await t.db.selectFrom('staff_invitations').selectAll().execute();
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
    expect((await list(owner)).find((s) => s.email === 'new.interviewer@example.com')?.status).toBe('invited');
    // Invited people cannot sign in before accepting.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/v1/login/',
          body: { email: 'new.interviewer@example.com', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('given the link, then a password outside the rules is refused with the field named, and a good one makes the person active once', async () => {
    const { token } = await tokenFromMail('new.interviewer@example.com');
    const weak = await api(undefined, 'POST', 'invitation/accept/', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].prop).toBe('password');
    const ok = await api(undefined, 'POST', 'invitation/accept/', {
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ email: 'new.interviewer@example.com' });
    const again = await api(undefined, 'POST', 'invitation/accept/', {
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_invitation');
    const invitee = await t.signIn('new.interviewer@example.com', PASSWORD);
    expect(invitee.token).toBeTruthy();
    expect((await list(owner)).find((s) => s.email === 'new.interviewer@example.com')?.status).toBe('active');
  });

  it('given an expired link, then it is refused', async () => {
    await invite(owner, 'late@example.com');
    const { token } = await tokenFromMail('late@example.com');
    await t.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await api(undefined, 'POST', 'invitation/accept/', {
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.json().code).toBe('invalid_invitation');
  });

  it("given an email already in the company, then 409 on the email field; another company's email gets the answer any unknown holder gets", async () => {
    const before = await snapshot();
    const same = await invite(owner, 'Recruiter@demo-company.test');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'already_staff_user', errors: [{ prop: 'email' }] });
    const other = await invite(owner, 'owner@other-company.test');
    const candidate = await invite(owner, 'candidate@assay.test');
    expect(other.statusCode).toBe(409);
    const withoutRequestId = (body: string) => ({ ...JSON.parse(body), request_id: undefined });
    expect(withoutRequestId(other.body)).toEqual(withoutRequestId(candidate.body));
    expect(other.body).not.toContain('Other Company');
    expect(await snapshot()).toEqual(before);
  });

  it('given another company, then it cannot invite into Demo Company', async () => {
    expect((await invite(otherOwner, 'sneaky@example.com')).statusCode).toBe(404);
    expect((await invite(recruiter, 'sneaky@example.com')).statusCode).toBe(403);
  });
});

describe('flags, deactivation and the last settings holder', () => {
  const idOf = async (email: string) => (await list(owner)).find((s) => s.email === email)!.user_id;

  it('given new flags, then the person has exactly those, and their access follows at once', async () => {
    const recruiterId = await idOf('recruiter@demo-company.test');
    const res = await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, {
      flags: { ...noFlags, company_settings_access: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.flags).toEqual({ ...noFlags, company_settings_access: true });
    expect((await api(recruiter, 'GET', `${demoId}/users/`)).statusCode).toBe(200);
    await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, { flags: { ...noFlags, smartreq_access: true } });
    expect((await api(recruiter, 'GET', `${demoId}/users/`)).statusCode).toBe(403);
  });

  it("given another company's owner, then Demo Company's people cannot be changed or deactivated (404) and nothing changes", async () => {
    const recruiterId = await idOf('recruiter@demo-company.test');
    const before = await snapshot();
    expect((await api(otherOwner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, { flags: noFlags })).statusCode).toBe(
      404,
    );
    expect(
      (await api(otherOwner, 'PUT', `${otherId}/users/${recruiterId}/flags/`, { flags: noFlags })).statusCode,
    ).toBe(404);
    expect((await api(otherOwner, 'POST', `${otherId}/users/${recruiterId}/deactivate/`)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('given the last person with company settings access, then they cannot remove their own access or deactivate themselves (409), and nothing changes', async () => {
    const before = await snapshot();
    const ownerFlags = (await list(owner)).find((s) => s.user_id === owner.userId)!.flags;
    const drop = await api(owner, 'PUT', `${demoId}/users/${owner.userId}/flags/`, {
      flags: { ...ownerFlags, company_settings_access: false },
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().code).toBe('last_company_settings_access');
    const leave = await api(owner, 'POST', `${demoId}/users/${owner.userId}/deactivate/`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().code).toBe('last_company_settings_access');
    expect(await snapshot()).toEqual(before);
    expect((await api(owner, 'GET', `${demoId}/users/`)).statusCode).toBe(200);
  });

  it('given two people with company settings access, when one deactivates their own account, then 409 cannot_deactivate_self and nothing changes', async () => {
    const recruiterId = await idOf('recruiter@demo-company.test');
    const recruiterFlags = (await list(owner)).find((s) => s.user_id === recruiterId)!.flags;
    await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, {
      flags: { ...recruiterFlags, company_settings_access: true },
    });
    const before = await snapshot();
    const leave = await api(owner, 'POST', `${demoId}/users/${owner.userId}/deactivate/`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().code).toBe('cannot_deactivate_self');
    expect(await snapshot()).toEqual(before);
    await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, { flags: recruiterFlags });
  });

  it('given a deactivation, then the person’s access token and refresh token stop working at once, and reactivation lets them sign in again', async () => {
    const invitee = await t.signIn('new.interviewer@example.com', PASSWORD);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: invitee.token })).statusCode).toBe(200);
    const res = await api(owner, 'POST', `${demoId}/users/${invitee.userId}/deactivate/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('deactivated');
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: invitee.token })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/v1/token-refresh/', body: { refresh: invitee.refresh } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/v1/login/',
          body: { email: 'new.interviewer@example.com', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);

    expect((await api(owner, 'POST', `${demoId}/users/${invitee.userId}/reactivate/`)).json().data.status).toBe(
      'active',
    );
    expect((await t.signIn('new.interviewer@example.com', PASSWORD)).token).toBeTruthy();
  });
});

describe('what a person with company settings access may give (D262)', () => {
  const idOf = async (email: string) => (await list(owner)).find((s) => s.email === email)!.user_id;

  it('given the recruiter with company settings access but not every flag, then they give only flags they hold, and cannot change or deactivate the owner; the owner can', async () => {
    const recruiterId = await idOf('recruiter@demo-company.test');
    const interviewerId = await idOf('interviewer@demo-company.test');
    const settingsRecruiter = { ...noFlags, smartreq_access: true, company_settings_access: true };
    expect(
      (await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, { flags: settingsRecruiter })).statusCode,
    ).toBe(200);
    try {
      const before = await snapshot();
      const escalations = [
        () =>
          api(recruiter, 'PUT', `${demoId}/users/${interviewerId}/flags/`, {
            flags: { ...noFlags, private_data_access: true },
          }),
        () =>
          api(recruiter, 'PUT', `${demoId}/users/${recruiterId}/flags/`, {
            flags: { ...settingsRecruiter, full_access: true },
          }),
        () => api(recruiter, 'PUT', `${demoId}/users/${owner.userId}/flags/`, { flags: settingsRecruiter }),
        () => api(recruiter, 'POST', `${demoId}/users/${owner.userId}/deactivate/`),
        () => invite(recruiter, 'escalated@example.com', { company_dashboard_access: true }),
        () =>
          api(recruiter, 'POST', `${demoId}/roles/`, {
            name: 'Everyone',
            description: '',
            flags: { ...noFlags, all_employee_access: true },
          }),
      ];
      // Giving what they lack is access_not_held (D306); changing the owner, forbidden.
      const codes = [
        'access_not_held',
        'access_not_held',
        'forbidden',
        'forbidden',
        'access_not_held',
        'access_not_held',
      ];
      for (const [i, escalate] of escalations.entries()) {
        const res = await escalate();
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe(codes[i]);
      }
      expect(await snapshot()).toEqual(before);

      const held = await api(recruiter, 'PUT', `${demoId}/users/${interviewerId}/flags/`, {
        flags: { ...noFlags, smartreq_access: true },
      });
      expect(held.statusCode, held.body).toBe(200);
      expect(
        (
          await api(owner, 'PUT', `${demoId}/users/${interviewerId}/flags/`, {
            flags: { ...noFlags, private_data_access: true },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await api(owner, 'PUT', `${demoId}/users/${interviewerId}/flags/`, { flags: noFlags });
      await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, {
        flags: { ...noFlags, smartreq_access: true },
      });
    }
  });
});

describe('what a person with company settings access may take away (D306)', () => {
  const idOf = async (email: string) => (await list(owner)).find((s) => s.email === email)!.user_id;
  const roleFlags = async (roleId: number) =>
    ((await api(owner, 'GET', `${demoId}/roles/`)).json().data as { role_id: number; flags: RoleFlags }[]).find(
      (r) => r.role_id === roleId,
    )!.flags;

  it('given a settings-only role, then it cannot take from a colleague or a role a flag it does not hold (403 access_not_held, nothing changed), and still changes what it holds', async () => {
    const recruiterId = await idOf('recruiter@demo-company.test');
    const interviewerId = await idOf('interviewer@demo-company.test');
    const settingsOnly = { ...noFlags, company_settings_access: true };
    const analyst = { ...noFlags, private_data_access: true, company_dashboard_access: true };
    expect((await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, { flags: settingsOnly })).statusCode).toBe(
      200,
    );
    expect((await api(owner, 'PUT', `${demoId}/users/${interviewerId}/flags/`, { flags: analyst })).statusCode).toBe(
      200,
    );
    const role = (
      await api(owner, 'POST', `${demoId}/roles/`, { name: 'Analyst (D306)', description: '', flags: analyst })
    ).json().data as { role_id: number };
    const lesser = (
      await api(owner, 'POST', `${demoId}/roles/`, { name: 'Nothing (D306)', description: '', flags: noFlags })
    ).json().data as { role_id: number };
    try {
      const before = await snapshot();
      const removals = [
        // A colleague's private data access, which the actor lacks, taken away.
        () => api(recruiter, 'PUT', `${demoId}/users/${interviewerId}/flags/`, { flags: noFlags }),
        // The same through a role's flags: its people would lose them.
        () =>
          api(recruiter, 'PUT', `${demoId}/roles/${role.role_id}/`, {
            name: 'Analyst (D306)',
            description: '',
            flags: { ...analyst, private_data_access: false },
          }),
        // And through giving the colleague a role without them.
        () => api(recruiter, 'PUT', `${demoId}/users/${interviewerId}/role/`, { role_id: lesser.role_id }),
      ];
      for (const remove of removals) {
        const res = await remove();
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('access_not_held');
        expect(JSON.stringify(res.json().errors)).toMatch(/Not yours to take away: .*private_data_access/);
      }
      expect(await snapshot()).toEqual(before);
      expect(await roleFlags(role.role_id)).toEqual(analyst);

      // What the actor holds they still give and take away, around what the colleague keeps.
      const given = await api(recruiter, 'PUT', `${demoId}/users/${interviewerId}/flags/`, {
        flags: { ...analyst, company_settings_access: true },
      });
      expect(given.statusCode, given.body).toBe(200);
      const taken = await api(recruiter, 'PUT', `${demoId}/users/${interviewerId}/flags/`, { flags: analyst });
      expect(taken.statusCode, taken.body).toBe(200);
      expect((await list(owner)).find((s) => s.user_id === interviewerId)!.flags).toEqual(analyst);
    } finally {
      await api(owner, 'PUT', `${demoId}/users/${interviewerId}/flags/`, { flags: noFlags });
      await api(owner, 'PUT', `${demoId}/users/${recruiterId}/flags/`, {
        flags: { ...noFlags, smartreq_access: true },
      });
      for (const id of [role.role_id, lesser.role_id]) await api(owner, 'DELETE', `${demoId}/roles/${id}/`);
    }
  });
});

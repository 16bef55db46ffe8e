/**
 * Every change to how a staff member signs in reaches their company's log (D264),
 * read as an investigator does, through the audit log API: an authenticator app set up and
 * removed, new recovery codes, a passkey added and removed, a session ended, the others ended, a
 * password changed and a sign-out, each with who did it and the address the server saw. Another
 * company's log holds none of it. (Sign-ins, a passkey added, roles, teams and exports:
 * audit-investigation.test.ts; a single sign-on refused: sso.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'Another-demo-pass-9';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = await t.signIn('owner@demo-company.test');
  recruiter = await t.signIn('recruiter@demo-company.test');
  otherOwner = await t.signIn('owner@other-company.test');
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => {
  await t.close();
});

type Entry = { event: string; actor_user_id: number | null; subject_name: string | null; ip: string | null } & Record<
  string,
  unknown
>;

/** The company's log as its owner reads it: the entries of one kind, newest first. */
async function logOf(accountId: number, token: string, event: string): Promise<Entry[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/account/v1/audit-log/?account_id=${accountId}&event=${event}&page_size=100`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results as Entry[];
}

const IP = '192.0.2.77';
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  t.request({ method, url: `/api/${url}`, token, body, ip: IP });
const proof = (password = DEMO_PASSWORD) => ({ proof: { password } });

describe("changes to a staff member's sign-in in the company log", () => {
  it('given an app, recovery codes, a passkey, sessions ended, a new password and a sign-out, then each shows with the person and the address', async () => {
    const token = recruiter.token;
    // An authenticator app, set up with its first code.
    const started = await call('POST', 'auth/v1/second-factor/totp/', token, proof());
    expect(started.statusCode, started.body).toBe(200);
    const secret = started.json().data.secret as string;
    const confirmed = await call('PUT', 'auth/v1/second-factor/totp/', token, {
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call('POST', 'auth/v1/second-factor/recovery-codes/', token, proof())).statusCode).toBe(200);
    // A passkey added, then removed.
    const options = (await call('POST', 'auth/v1/second-factor/passkeys/options/', token, proof())).json().data;
    const added = await call('POST', 'auth/v1/second-factor/passkeys/', token, {
      name: 'Investigated key',
      challenge: options.challenge,
      response: new SoftAuthenticator('localhost').register(options.options, 'http://localhost:3000'),
    });
    expect(added.statusCode, added.body).toBe(200);
    const status = (await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token })).json().data;
    const passkeyId = status.passkeys[0].passkey_id as number;
    expect((await call('DELETE', `auth/v1/second-factor/passkeys/${passkeyId}/`, token, proof())).statusCode).toBe(200);
    expect((await call('DELETE', 'auth/v1/second-factor/totp/', token, proof())).statusCode).toBe(200);
    // Two more devices: one ended by name, then the others.
    await t.signIn('recruiter@demo-company.test');
    const sessions = (await t.request({ method: 'GET', url: '/api/auth/v1/sessions/', token })).json().data.results as {
      session_id: string;
      current: boolean;
    }[];
    const another = sessions.find((s) => !s.current)!;
    const ended = await call('DELETE', `auth/v1/sessions/${another.session_id}/`, token, proof());
    expect(ended.statusCode, ended.body).toBe(200);
    await t.signIn('recruiter@demo-company.test');
    expect((await call('POST', 'auth/v1/sessions/end-others/', token, proof())).statusCode).toBe(200);
    // A device that signs itself out (an API client holding only its access token).
    const leaving = await t.signIn('recruiter@demo-company.test');
    expect((await call('POST', 'auth/v1/logout/', leaving.token, {})).statusCode).toBe(200);
    const changed = await call('PUT', `auth/v1/change-password/${recruiter.userId}/`, token, {
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const kinds = [
      'totp_enrolled',
      'recovery_codes_renewed',
      'passkey_added',
      'passkey_removed',
      'totp_removed',
      'session_ended',
      'other_sessions_ended',
      'password_changed',
      'sign_out',
    ];
    for (const event of kinds) {
      const entries = (await logOf(demoId, owner.token, event)).filter((e) => e.ip === IP);
      expect(entries, event).toHaveLength(1);
      expect(entries[0], event).toMatchObject({ actor_user_id: recruiter.userId, subject_name: expect.any(String) });
    }
    expect((await logOf(demoId, owner.token, 'passkey_removed'))[0]).toMatchObject({
      details: { name: 'Investigated key' },
    });
    for (const event of kinds) expect(await logOf(otherId, otherOwner.token, event), event).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { signUp } from '../../test/sign-up.ts';

let t: TestApp;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.signIn('owner@demo-company.test');
  const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: owner.token });
  accountId = me.json().data.roles[0].account_id;
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function createUser(): Promise<{ email: string; token: string; userId: number }> {
  const email = `two-factor-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await signUp(
    t,
    { first_name: 'Tess', last_name: 'Factor', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    { ip: freshIp() },
  );
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  return { email, token: data.token, userId: data.user.user_id };
}

const login = (email: string, ip = freshIp()) =>
  t.request({ method: 'POST', url: '/api/auth/v1/login/', ip, body: { email, password: DEMO_PASSWORD } });

const secondStep = (body: Record<string, unknown>, ip = freshIp()) =>
  t.request({ method: 'POST', url: '/api/auth/v1/login/second-factor/', ip, body });

/** A code for a time step no earlier code of the test used (a code works once). */
async function codeAt(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** The step-up (D262) every change of a factor carries: here, the password. */
const withPassword = { proof: { password: DEMO_PASSWORD } };

async function enrolTotp(token: string): Promise<{ secret: string; recovery: string[] }> {
  const started = await t.request({
    method: 'POST',
    url: '/api/auth/v1/second-factor/totp/',
    token,
    body: withPassword,
  });
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_uri, qr_svg } = started.json().data;
  expect(otpauth_uri).toContain(`secret=${secret}`);
  expect(qr_svg).toContain('<svg');
  const confirmed = await t.request({
    method: 'PUT',
    url: '/api/auth/v1/second-factor/totp/',
    token,
    body: { code: await codeAt(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recovery: confirmed.json().data.recovery_codes };
}

async function auditCount(event: string, userId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('audit_events')
    .select('audit_event_id')
    .where('event', '=', event)
    .where('subject_user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('authenticator app (TOTP)', () => {
  it('enrols with a first code, then signs in only with a second step; a code works once', async () => {
    const user = await createUser();
    const started = await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/totp/',
      token: user.token,
      body: withPassword,
    });
    const { secret } = started.json().data;
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/auth/v1/second-factor/totp/',
      token: user.token,
      body: { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('second_factor_invalid');
    expect(await auditCount('totp_confirmation_failed', user.userId)).toBe(1);
    const status = await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: user.token });
    expect(status.json().data.totp).toBe(false);

    const confirmed = await t.request({
      method: 'PUT',
      url: '/api/auth/v1/second-factor/totp/',
      token: user.token,
      body: { code: await codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The secret is stored encrypted and never returned again.
    const stored = await t.db
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(secret);
    const after = await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: user.token });
    expect(after.json().data).toMatchObject({ totp: true, recovery_codes_left: 10 });
    expect(after.body).not.toContain(secret);

    // Enrolling twice is refused, and the first secret stays.
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/totp/',
      token: user.token,
      body: withPassword,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('second_factor_already_enrolled');

    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    const step = first.json().data;
    expect(step.token).toBeUndefined();
    expect(step.second_factor.methods).toEqual(['totp', 'recovery_code']);
    expect(first.headers['set-cookie']).toBeUndefined();

    // The next step's code: later than the one enrolment used, accepted with one step of drift.
    const code = await codeAt(secret, 1);
    const signedIn = await secondStep({ challenge: step.second_factor.challenge, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.user_id).toBe(user.userId);

    // The same code (same time step) again, with a fresh challenge: refused.
    const second = (await login(user.email)).json().data;
    const replay = await secondStep({ challenge: second.second_factor.challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('second_factor_invalid');
    expect(await auditCount('second_factor_failed', user.userId)).toBe(1);
  });

  it('refuses a forged or foreign challenge, and a challenge is no access token', async () => {
    const user = await createUser();
    const { secret } = await enrolTotp(user.token);
    const step = (await login(user.email)).json().data.second_factor;
    const forged = await secondStep({ challenge: `${step.challenge}x`, code: await codeAt(secret) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('second_factor_expired');
    const asBearer = await t.request({ method: 'GET', url: '/api/auth/v1/', token: step.challenge });
    expect(asBearer.statusCode).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const user = await createUser();
    const { recovery } = await enrolTotp(user.token);
    const step = (await login(user.email)).json().data.second_factor;
    const ok = await secondStep({ challenge: step.challenge, recovery_code: recovery[0]!.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    const step2 = (await login(user.email)).json().data.second_factor;
    const reused = await secondStep({ challenge: step2.challenge, recovery_code: recovery[0] });
    expect(reused.statusCode).toBe(400);
    const status = await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: ok.json().data.token });
    expect(status.json().data.recovery_codes_left).toBe(9);
  });

  it('a flood of wrong codes is stopped with Retry-After, the right code too, and audited', async () => {
    const user = await createUser();
    const { secret } = await enrolTotp(user.token);
    const before = await t.db
      .selectFrom('user_totp')
      .select('last_step')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const step = (await login(user.email)).json().data.second_factor;
    const good = await codeAt(secret, 1);
    const bad = good === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1)
      expect((await secondStep({ challenge: step.challenge, code: bad })).statusCode).toBe(400);
    const stopped = await secondStep({ challenge: step.challenge, code: good });
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(await auditCount('second_factor_rate_limited', user.userId)).toBe(1);
    const row = await t.db
      .selectFrom('user_totp')
      .select('last_step')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.last_step).toBe(before.last_step);
  });

  it("adding or removing a factor ends the person's other sessions, not this one", async () => {
    const user = await createUser();
    const other = (await login(user.email)).json().data.token as string;
    await enrolTotp(user.token);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: other })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: user.token })).statusCode).toBe(200);
    const removed = await t.request({
      method: 'DELETE',
      url: '/api/auth/v1/second-factor/totp/',
      token: user.token,
      body: withPassword,
    });
    expect(removed.statusCode).toBe(200);
    const direct = await login(user.email);
    expect(direct.json().data.token).toBeTruthy();
  });
});

describe('passkeys', () => {
  const origin = () => 'http://localhost:3000';

  /** A registration's options and signed challenge, after the password's step-up. */
  const registrationOptions = async (user: { token: string }) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/auth/v1/second-factor/passkeys/options/',
        token: user.token,
        body: withPassword,
      })
    ).json().data;

  it('registers a named passkey, lists it, signs in with it; another site or a replay is refused', async () => {
    const user = await createUser();
    const authenticator = new SoftAuthenticator('localhost');
    const options = await registrationOptions(user);
    expect(options.options.rp.id).toBe('localhost');

    // Signed for another origin: refused, nothing stored.
    const foreign = await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/passkeys/',
      token: user.token,
      body: {
        name: 'Phishing',
        challenge: options.challenge,
        response: authenticator.register(options.options, 'https://evil.example'),
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('passkey_invalid');

    const added = await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/passkeys/',
      token: user.token,
      body: {
        name: 'Work laptop',
        challenge: options.challenge,
        response: authenticator.register(options.options, origin()),
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.recovery_codes).toHaveLength(10);
    // The same passkey again, with a challenge of its own (the first was spent, D472): already registered.
    const again = await registrationOptions(user);
    const twice = await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/passkeys/',
      token: user.token,
      body: {
        name: 'Again',
        challenge: again.challenge,
        response: authenticator.register(again.options, origin()),
      },
    });
    expect(twice.statusCode).toBe(409);
    const status = (await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: user.token })).json()
      .data;
    expect(status.passkeys.map((p: { name: string }) => p.name)).toEqual(['Work laptop']);

    const step = (await login(user.email)).json().data.second_factor;
    expect(step.methods).toContain('passkey');
    const wrongSite = await secondStep({
      challenge: step.challenge,
      passkey: authenticator.signIn(step.passkey_options, 'https://evil.example'),
    });
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json().code).toBe('passkey_invalid');
    const answer = authenticator.signIn(step.passkey_options, origin());
    const ok = await secondStep({ challenge: step.challenge, passkey: answer });
    expect(ok.statusCode).toBe(200);
    // The same answer again, for a new sign-in: signed for the old challenge, refused.
    const next = (await login(user.email)).json().data.second_factor;
    expect((await secondStep({ challenge: next.challenge, passkey: answer })).statusCode).toBe(400);

    // Another person's passkey answer does not sign this one in.
    const someoneElse = await createUser();
    const theirs = await enrolTotp(someoneElse.token);
    expect(theirs.recovery).toHaveLength(10);
    const theirStep = (await login(someoneElse.email)).json().data.second_factor;
    const borrowed = await secondStep({
      challenge: theirStep.challenge,
      passkey: authenticator.signIn({ challenge: 'x' }, origin()),
    });
    expect(borrowed.statusCode).toBe(400);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/auth/v1/second-factor/passkeys/${status.passkeys[0].passkey_id}/`,
      token: ok.json().data.token,
      body: withPassword,
    });
    expect(removed.statusCode).toBe(200);
    const notMine = await t.request({
      method: 'DELETE',
      url: `/api/auth/v1/second-factor/passkeys/${status.passkeys[0].passkey_id}/`,
      token: someoneElse.token,
      body: withPassword,
    });
    expect(notMine.statusCode).toBe(404);
  });
});

describe("a company's requirement and an admin's reset", () => {
  it('sends staff without a factor to enrolment before any staff endpoint, and an admin reset ends every session', async () => {
    const owner = await t.signIn('owner@demo-company.test');
    const set = await t.request({
      method: 'PUT',
      url: `/api/account/v1/${accountId}/second-factor-policy/`,
      token: owner.token,
      body: { require_second_factor: true, proof: { password: DEMO_PASSWORD } },
    });
    expect(set.statusCode).toBe(200);
    try {
      const recruiter = (await login('recruiter@demo-company.test')).json().data;
      expect(recruiter.user.second_factor_setup_required).toBe(true);
      const staffPage = await t.request({
        method: 'GET',
        url: '/api/interviews/v1/my-availability/',
        token: recruiter.token,
      });
      expect(staffPage.statusCode).toBe(403);
      expect(staffPage.json().code).toBe('second_factor_setup_required');
      const { secret } = await enrolTotp(recruiter.token);
      const now = await t.request({
        method: 'GET',
        url: '/api/interviews/v1/my-availability/',
        token: recruiter.token,
      });
      expect(now.statusCode).toBe(200);
      const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: recruiter.token });
      expect(me.json().data.second_factor_setup_required).toBeUndefined();
      expect(secret).toBeTruthy();

      // Another company's owner cannot reset Demo Company's staff; a candidate is nobody's staff.
      const other = await t.signIn('owner@other-company.test');
      const foreign = await t.request({
        method: 'DELETE',
        url: `/api/account/v1/${accountId}/users/${recruiter.user.user_id}/second-factor/`,
        token: other.token,
      });
      expect(foreign.statusCode).toBe(404);
      const candidate = await createUser();
      // The admin's proof comes before anything is said about the person (D423): bare, 403; proven, 404.
      const notStaffBare = await t.request({
        method: 'DELETE',
        url: `/api/account/v1/${accountId}/users/${candidate.userId}/second-factor/`,
        token: owner.token,
      });
      expect(notStaffBare.statusCode).toBe(403);
      expect(notStaffBare.json().code).toBe('step_up_required');
      const notStaff = await t.request({
        method: 'DELETE',
        url: `/api/account/v1/${accountId}/users/${candidate.userId}/second-factor/`,
        token: owner.token,
        body: { proof: { password: DEMO_PASSWORD } },
      });
      expect(notStaff.statusCode).toBe(404);

      const reset = await t.request({
        method: 'DELETE',
        url: `/api/account/v1/${accountId}/users/${recruiter.user.user_id}/second-factor/`,
        token: owner.token,
        body: { proof: { password: DEMO_PASSWORD } },
      });
      expect(reset.statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: recruiter.token })).statusCode).toBe(401);
      const again = (await login('recruiter@demo-company.test')).json().data;
      expect(again.user.second_factor_setup_required).toBe(true);
      expect(await auditCount('second_factor_reset', recruiter.user.user_id)).toBe(1);
    } finally {
      await t.request({
        method: 'PUT',
        url: `/api/account/v1/${accountId}/second-factor-policy/`,
        token: owner.token,
        body: { require_second_factor: false, proof: { password: DEMO_PASSWORD } },
      });
    }
  });

  it('only staff with company settings access set the requirement', async () => {
    const recruiter = await t.signIn('recruiter@demo-company.test');
    const refused = await t.request({
      method: 'PUT',
      url: `/api/account/v1/${accountId}/second-factor-policy/`,
      token: recruiter.token,
      body: { require_second_factor: true },
    });
    expect(refused.statusCode).toBe(403);
    const owner = await t.signIn('owner@demo-company.test');
    const bad = await t.request({
      method: 'PUT',
      url: `/api/account/v1/${accountId}/second-factor-policy/`,
      token: owner.token,
      body: { require_second_factor: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const read = await t.request({
      method: 'GET',
      url: `/api/account/v1/${accountId}/second-factor-policy/`,
      token: owner.token,
    });
    expect(read.json().data.require_second_factor).toBe(false);
  });
});

describe('provider admins (ADMIN_SECOND_FACTOR=1)', () => {
  it('must enrol a second factor before any staff or admin endpoint', async () => {
    const strict = await startTestApp({ ADMIN_SECOND_FACTOR: '1' });
    try {
      const admin = await strict.signIn('admin@assay.test');
      const me = await strict.request({ method: 'GET', url: '/api/auth/v1/', token: admin.token });
      expect(me.json().data.second_factor_setup_required).toBe(true);
      const customers = await strict.request({
        method: 'GET',
        url: '/api/interviews/v1/my-availability/',
        token: admin.token,
      });
      expect(customers.statusCode).toBe(403);
      expect(customers.json().code).toBe('second_factor_setup_required');
      const status = await strict.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: admin.token });
      expect(status.json().data.required).toBe(true);
    } finally {
      await strict.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { signUp } from '../../test/sign-up.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
let ipCounter = 0;
const freshIp = () => `10.78.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Person {
  email: string;
  token: string;
  userId: number;
  authenticator: SoftAuthenticator;
  /** The user handle the registration gave: a discoverable passkey returns it when it signs. */
  userHandle: string;
}

/** A new person with one passkey, registered as the two-factor page registers it. */
async function personWithPasskey(): Promise<Person> {
  const email = `passwordless-${Math.random().toString(36).slice(2)}@example.com`;
  const created = await signUp(
    t,
    { first_name: 'Pia', last_name: 'Key', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    { ip: freshIp() },
  );
  expect(created.statusCode).toBe(201);
  const { token, user } = created.json().data;
  const authenticator = new SoftAuthenticator('localhost');
  const options = (
    await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/passkeys/options/',
      token,
      body: { proof: { password: DEMO_PASSWORD } },
    })
  ).json().data;
  expect(options.options.authenticatorSelection).toMatchObject({ residentKey: 'required', requireResidentKey: true });
  const added = await t.request({
    method: 'POST',
    url: '/api/auth/v1/second-factor/passkeys/',
    token,
    body: { name: 'Laptop', challenge: options.challenge, response: authenticator.register(options.options, ORIGIN) },
  });
  expect(added.statusCode).toBe(200);
  return { email, token, userId: user.user_id, authenticator, userHandle: options.options.user.id };
}

async function signInOptions(ip = freshIp()): Promise<{ challenge: string; allowCredentials?: unknown[] }> {
  const res = await t.request({ method: 'POST', url: '/api/auth/v1/login/passkey/options/', ip });
  expect(res.statusCode).toBe(200);
  return res.json().data.options;
}

const signIn = (body: Record<string, unknown>, ip = freshIp()) =>
  t.request({ method: 'POST', url: '/api/auth/v1/login/passkey/', ip, body });

async function answer(person: Person, options?: { challenge: string }, origin = ORIGIN) {
  const asked = options ?? (await signInOptions());
  return {
    challenge: asked.challenge,
    passkey: person.authenticator.signIn(asked, origin, { userHandle: person.userHandle }),
  };
}

async function auditEvents(userId: number): Promise<{ event: string; details: unknown }[]> {
  return t.db
    .selectFrom('audit_events')
    .select(['event', 'details'])
    .where('subject_user_id', '=', userId)
    .orderBy('audit_event_id')
    .execute();
}

describe('signing in with a passkey alone', () => {
  it('given a passkey registered as a second factor, it signs in with no password and the session works as a password one', async () => {
    const person = await personWithPasskey();
    const options = await signInOptions();
    // Discoverable: the browser offers the site's passkeys, none named by the server.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options).toMatchObject({ userVerification: 'required', rpId: 'localhost' });

    const res = await signIn(await answer(person, options));
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session.user.user_id).toBe(person.userId);
    expect(session.user.second_factor_setup_required).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toContain('assay_refresh=');
    const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: session.token });
    expect(me.statusCode).toBe(200);
    const passkey = await t.db
      .selectFrom('user_passkeys')
      .select('last_used_at')
      .where('user_id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(passkey.last_used_at).not.toBeNull();
    const events = (await auditEvents(person.userId)).map((e) => e.event);
    expect(events.slice(-2)).toEqual(['second_factor_passed', 'sign_in']);
  });

  it('refuses the same answer twice, an expired challenge and a challenge nobody issued, and spends the challenge', async () => {
    const person = await personWithPasskey();
    const first = await answer(person);
    expect((await signIn(first)).statusCode).toBe(200);
    const replayed = await signIn(first);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('passkey_sign_in_expired');

    // An answer signed for one challenge, presented with another: refused, and that one is spent too.
    const options = await signInOptions();
    const other = await signInOptions();
    const mismatched = await signIn({ challenge: other.challenge, passkey: (await answer(person, options)).passkey });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().code).toBe('passkey_invalid');
    expect((await signIn(await answer(person, other))).statusCode).toBe(401);

    const late = await signInOptions();
    await t.db
      .updateTable('passkey_sign_in_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', late.challenge)
      .execute();
    expect((await signIn(await answer(person, late))).json().code).toBe('passkey_sign_in_expired');
    const invented = await signIn(await answer(person, { challenge: 'bm90LWlzc3VlZC1ieS11cw' }));
    expect(invented.statusCode).toBe(401);
    expect((await auditEvents(person.userId)).filter((e) => e.event === 'passkey_sign_in_failed')).toHaveLength(5);
  });

  it("refuses another site's answer, an unknown passkey, another person's user handle and a device that did not verify its user", async () => {
    const person = await personWithPasskey();
    const phished = await signIn(await answer(person, undefined, 'https://evil.example'));
    expect(phished.statusCode).toBe(400);
    expect(phished.json().code).toBe('passkey_invalid');

    const stranger = new SoftAuthenticator('localhost');
    const options = await signInOptions();
    const unknown = await signIn({ challenge: options.challenge, passkey: stranger.signIn(options, ORIGIN) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('passkey_unknown');

    const someoneElse = await personWithPasskey();
    const borrowed = await signInOptions();
    const handle = await signIn({
      challenge: borrowed.challenge,
      passkey: person.authenticator.signIn(borrowed, ORIGIN, { userHandle: someoneElse.userHandle }),
    });
    expect(handle.statusCode).toBe(400);

    const presenceOnly = await signInOptions();
    const unverified = await signIn({
      challenge: presenceOnly.challenge,
      passkey: person.authenticator.signIn(presenceOnly, ORIGIN, { isUserVerified: false }),
    });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().code).toBe('passkey_invalid');
    expect(unverified.headers['set-cookie']).toBeUndefined();
  });

  it("counts failures in the second step's per-person limit: after five, even the right passkey waits", async () => {
    const person = await personWithPasskey();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signIn(await answer(person, undefined, 'https://evil.example'));
      expect(wrong.statusCode).toBe(400);
    }
    const stopped = await signIn(await answer(person));
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    const events = (await auditEvents(person.userId)).map((e) => e.event);
    expect(events).toContain('second_factor_rate_limited');
    expect(events).not.toContain('sign_in');
  });

  it('asks for options and answers within the password sign-in limit of each source', async () => {
    const ip = freshIp();
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i += 1) {
      status = (await t.request({ method: 'POST', url: '/api/auth/v1/login/passkey/options/', ip })).statusCode;
    }
    expect(status).toBe(429);
    const password = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/',
      ip,
      body: { email: 'owner@demo-company.test', password: DEMO_PASSWORD },
    });
    expect(password.statusCode).toBe(429);
  });

  it("a deactivated person's passkey and a suspended company's staff get no session", async () => {
    const person = await personWithPasskey();
    await t.db.updateTable('users').set({ deactivated_at: new Date() }).where('user_id', '=', person.userId).execute();
    const gone = await signIn(await answer(person));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().code).toBe('passkey_unknown');

    const owner = await t.signIn('owner@other-company.test');
    const ownerId = (await t.request({ method: 'GET', url: '/api/auth/v1/', token: owner.token })).json().data.user_id;
    const authenticator = new SoftAuthenticator('localhost');
    const options = (
      await t.request({
        method: 'POST',
        url: '/api/auth/v1/second-factor/passkeys/options/',
        token: owner.token,
        body: { proof: { password: DEMO_PASSWORD } },
      })
    ).json().data;
    const added = await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/passkeys/',
      token: owner.token,
      body: { name: 'Office', challenge: options.challenge, response: authenticator.register(options.options, ORIGIN) },
    });
    expect(added.statusCode).toBe(200);
    const accountId = (
      await t.db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
        .select('roles.account_id')
        .where('user_roles.user_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).account_id;
    await t.db.updateTable('accounts').set({ suspended_at: new Date() }).where('account_id', '=', accountId).execute();
    try {
      const asked = await signInOptions();
      const refused = await signIn({
        challenge: asked.challenge,
        passkey: authenticator.signIn(asked, ORIGIN, { userHandle: options.options.user.id }),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('company_suspended');
    } finally {
      await t.db.updateTable('accounts').set({ suspended_at: null }).where('account_id', '=', accountId).execute();
      await t.db.deleteFrom('user_passkeys').where('user_id', '=', ownerId).execute();
    }
  });
});

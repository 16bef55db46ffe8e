import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REFRESH_REUSE_GRACE_MS } from './auth.service.ts';
import { insertCandidate } from './auth.store.ts';
import { ageRefreshUse, lastAuditId, refreshCookie } from '../../test/refresh-kit.ts';
import { lastMailId, mailsSince } from '../../test/mail-outbox.ts';
import { signUpCodeFromOutbox } from '../../test/sign-up.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/auth/v1/login/', body: { email, password }, ip });

describe('signing in', () => {
  it('given a demo owner, when they sign in with the right password, then they get tokens, their roles and a refresh cookie', async () => {
    const res = await login('owner@demo-company.test', 'Assay-demo-1');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^ey/);
    // The refresh token travels only in its HttpOnly cookie, where no script reads it (D205).
    expect(data).not.toHaveProperty('refresh');
    expect(res.body).not.toContain(refreshCookie(res));
    expect(data.user.email).toBe('owner@demo-company.test');
    expect(data.user.roles[0]).toMatchObject({
      account_name: 'Demo Company',
      smartreq_access: true,
      company_settings_access: true,
    });
    expect(data.user).not.toHaveProperty('password_hash');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('assay_refresh=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const hint = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('assay_session='));
    expect(hint).toMatch(/^assay_session=1; Max-Age=\d+; Path=\/; SameSite=Strict$/);
  });

  it('given a wrong password or an unknown email, when signing in, then both answer the same 401', async () => {
    const wrong = await login('owner@demo-company.test', 'Nope-123!', '10.0.0.2');
    const unknown = await login('nobody@nowhere.test', 'Nope-123!', '10.0.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // Alike but for the request id, which each response has its own of.
    const { request_id: wrongId, ...wrongBody } = wrong.json();
    const { request_id: unknownId, ...unknownBody } = unknown.json();
    expect(wrongId).not.toBe(unknownId);
    expect(wrongBody).toEqual(unknownBody);
    expect(wrong.json()).toMatchObject({ message: 'Incorrect Email or Password', code: 'invalid_credentials' });
  });

  it('given a malformed email, when signing in, then a 400 names the email field', async () => {
    const res = await login('not-an-email', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(res.json().errors[0].prop).toContain('email');
  });

  it('given the access token, when asking GET /auth/v1/, then the current user comes back; without it, 401', async () => {
    const session = await t.signIn('candidate@assay.test');
    const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'candidate@assay.test', roles: [], is_jf_admin: false });
    const anonymous = await t.request({ method: 'GET', url: '/api/auth/v1/' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.request({ method: 'GET', url: '/api/auth/v1/', token: session.token.slice(0, -3) + 'abc' });
    expect(forged.statusCode).toBe(401);
  });

  it('records sign-ins and failures in the audit trail', async () => {
    const rows = await t.db.selectFrom('audit_events').select('event').execute();
    const events = rows.map((r) => r.event);
    expect(events).toContain('sign_in');
    expect(events).toContain('sign_in_failed');
  });
});

describe('rate limiting', () => {
  it('given many sign-ins from one address, when the limit is passed, then 429 with Retry-After and a clear message', async () => {
    let last;
    for (let i = 0; i < 21; i++) last = await login(`someone${i}@x.test`, 'Wrong-pass-1!', '10.1.1.1');
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().code).toBe('rate_limited');
    expect(last!.json().message).toMatch(/Too many attempts/);
  });

  it('given ten wrong passwords for one account from one source, then that source waits (429 with Retry-After) while the owner, from elsewhere, still signs in', async () => {
    const email = 'interviewer@demo-company.test';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(email, 'Wrong-pass-1!', '10.2.0.1')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const throttled = await login(email, 'Assay-demo-1', '10.2.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, 'Assay-demo-1', '10.2.0.99')).statusCode).toBe(200);
  });

  it('given wrong passwords for one account from many sources past the looser per-account limit, then each failing source gets no second guess, and a source that has not failed still signs in', async () => {
    const email = 'analyst@demo-company.test';
    for (let i = 0; i < 50; i++) await login(email, 'Wrong-pass-1!', `10.2.1.${i}`);
    expect((await login(email, 'Wrong-pass-1!', '10.2.2.1')).statusCode).toBe(401);
    const second = await login(email, 'Wrong-pass-1!', '10.2.2.1');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, 'Assay-demo-1', '10.2.2.2')).statusCode).toBe(200);
  });

  it('given many reset requests for one address, then 429', async () => {
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.request({
        method: 'POST',
        url: '/api/auth/v1/forgot-password/',
        body: { email: `r${i}@x.test` },
        ip: '10.3.3.3',
      });
    }
    expect(last!.statusCode).toBe(429);
  });
});

describe('refresh tokens', () => {
  it('given a refresh token, when it is used, then it rotates and the old one no longer works', async () => {
    const session = await t.signIn('recruiter@demo-company.test');
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: session.refresh },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated).not.toHaveProperty('refresh');
    expect(refreshCookie(first)).not.toBe(session.refresh);
    expect(refreshCookie(first)).not.toBe('');
    const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: rotated.token });
    expect(me.json().data.email).toBe('recruiter@demo-company.test');
    // The refresh answers with the user as GET /auth/v1/ does with its token: one request at a page load.
    expect(rotated.user).toEqual(me.json().data);
  });

  it('given an old refresh token is replayed past the grace, then the whole family is revoked, including the newest token', async () => {
    const session = await t.signIn('recruiter@demo-company.test');
    const next = {
      refresh: refreshCookie(
        await t.request({ method: 'POST', url: '/api/auth/v1/token-refresh/', body: { refresh: session.refresh } }),
      ),
    };
    await ageRefreshUse(t.db, session.refresh, REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: session.refresh },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_refresh_token');
    const newest = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: next.refresh },
    });
    expect(newest.statusCode).toBe(401);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'refresh_reuse_detected')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('given two tabs refreshing with the same cookie at once, then both get a session and neither ends the other (D227)', async () => {
    const after = await lastAuditId(t.db);
    const session = await t.signIn('recruiter@demo-company.test');
    const refresh = () =>
      t.request({ method: 'POST', url: '/api/auth/v1/token-refresh/', body: {}, headers: { cookie: session.cookie } });
    const both = await Promise.all([refresh(), refresh()]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    // The page started a moment later, with the cookie the first rotation replaced: still within the grace.
    expect((await refresh()).statusCode).toBe(200);
    for (const res of both) {
      const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: res.json().data.token });
      expect(me.statusCode).toBe(200);
      const next = await t.request({
        method: 'POST',
        url: '/api/auth/v1/token-refresh/',
        body: { refresh: refreshCookie(res) },
      });
      expect(next.statusCode).toBe(200);
    }
    const reuse = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'refresh_reuse_detected')
      .where('subject_user_id', '=', session.userId)
      .where('audit_event_id', '>', after)
      .execute();
    expect(reuse).toEqual([]);
  });

  it('given a used refresh token within the grace, when its session was signed out meanwhile, then it is refused', async () => {
    const session = await t.signIn('candidate@assay.test');
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: session.refresh },
    });
    expect(first.statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/auth/v1/logout/', body: { refresh: refreshCookie(first) } });
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: session.refresh },
    });
    expect(again.statusCode).toBe(401);
  });

  it('given only the httpOnly cookie, when refreshing with an empty body, then a new token comes back', async () => {
    const session = await t.signIn('candidate@assay.test');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: {},
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('assay_refresh=');
  });

  it('given a sign-out, when the refresh token is used afterwards, then it is refused', async () => {
    const session = await t.signIn('candidate@assay.test');
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/v1/logout/',
      body: {},
      headers: { cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      /assay_session=; Max-Age=0; Path=\/|assay_session=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: session.refresh },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('access tokens end with their session', () => {
  const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/v1/', token });
  const signOuts = async (userId: number) =>
    (
      await t.db
        .selectFrom('audit_events')
        .select('audit_event_id')
        .where('event', '=', 'sign_out')
        .where('actor_user_id', '=', userId)
        .execute()
    ).length;

  it("given a sign-out, then that device's access token is refused at once while another device's still works", async () => {
    const phone = await t.signIn('maria.garcia@assay.test');
    const laptop = await t.signIn('maria.garcia@assay.test');
    expect((await me(phone.token)).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/v1/logout/', body: { refresh: phone.refresh } });
    expect(out.statusCode).toBe(200);
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it("given an API client's sign-out with only its bearer token, then that token is refused at once, its session cannot refresh, and another device's still works (D322)", async () => {
    const client = await t.signIn('maria.garcia@assay.test');
    const laptop = await t.signIn('maria.garcia@assay.test');
    const before = await signOuts(client.userId);
    const out = await t.request({ method: 'POST', url: '/api/auth/v1/logout/', body: {}, token: client.token });
    expect(out.statusCode).toBe(200);
    expect((await me(client.token)).statusCode).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: client.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(200);
    expect(await signOuts(client.userId)).toBe(before + 1);
  });

  it('given a sign-out with only the bearer token and no body at all, then it signs out too (a 400 left the token working)', async () => {
    const client = await t.signIn('maria.garcia@assay.test');
    const out = await t.request({ method: 'POST', url: '/api/auth/v1/logout/', token: client.token });
    expect(out.statusCode, out.body).toBe(200);
    expect((await me(client.token)).statusCode).toBe(401);
  });

  it("given a password change, then other devices' access tokens are refused and this one's keeps working; a password reset refuses them all", async () => {
    const email = 'owner@other-company.test';
    const here = await t.signIn(email);
    const there = await t.signIn(email);
    const change = await t.request({
      method: 'PUT',
      url: `/api/auth/v1/change-password/${here.userId}/`,
      token: here.token,
      body: { current_password: 'Assay-demo-1', password: 'Epoch-pass-7!', password_confirmation: 'Epoch-pass-7!' },
      headers: { cookie: here.cookie },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(there.token)).statusCode).toBe(401);
    expect((await me(here.token)).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/auth/v1/forgot-password/', body: { email }, ip: '10.7.0.1' });
    await t.runResetMailJobs();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    const url = new URL(mail.text_body.match(/https?:\S+/)![0]);
    const reset = await t.request({
      method: 'PUT',
      url: '/api/auth/v1/reset-password/',
      body: {
        uid: url.searchParams.get('uid'),
        token: url.searchParams.get('userToken'),
        password: 'Assay-demo-1',
        password_confirmation: 'Assay-demo-1',
      },
      ip: '10.7.0.2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(here.token)).statusCode).toBe(401);
  });

  it("given a bearer-only client's password change (no cookie), then its own session goes on and refreshes while another device's ends (D409)", async () => {
    const email = 'owner@other-company.test';
    const client = await t.signIn(email);
    const laptop = await t.signIn(email);
    const change = (token: string, from: string, to: string) =>
      t.request({
        method: 'PUT',
        url: `/api/auth/v1/change-password/${client.userId}/`,
        token,
        body: { current_password: from, password: to, password_confirmation: to },
      });
    const changed = await change(client.token, 'Assay-demo-1', 'Bearer-pass-8!');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(laptop.token)).statusCode).toBe(401);
    expect((await me(client.token)).statusCode).toBe(200);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: client.refresh },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const laptopRefresh = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: laptop.refresh },
    });
    expect(laptopRefresh.statusCode).toBe(401);
    // The same client puts the demo password back with its refreshed token.
    const back = await change(refreshed.json().data.token, 'Bearer-pass-8!', 'Assay-demo-1');
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('creating an account', () => {
  const body = {
    first_name: 'Nina',
    last_name: 'New',
    email: 'nina@new.test',
    password: 'Strong-pass-1',
    password_confirmation: 'Strong-pass-1',
  };

  let ipCounter = 0;
  const freshIp = () => `10.48.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const create = (form: Record<string, unknown>, ip = freshIp()) =>
    t.request({ method: 'POST', url: '/api/auth/v1/create/', body: form, ip });
  const confirm = (email: string, code: string, ip = freshIp()) =>
    t.request({ method: 'POST', url: '/api/auth/v1/create/confirm/', body: { email, code }, ip });
  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const userWith = (email: string) =>
    t.db
      .selectFrom('users')
      .select('user_id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
  /** A code that is not the one mailed. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('given a new and a known address, when starting a sign-up, then both answer 202 with the same shape, set no cookie and create no one (it used to answer 409 email_exists for the known one)', async () => {
    const before = await userCount();
    const fresh = await create({ ...body, email: 'Fresh.Face@new.test' });
    const known = await create({ ...body, email: 'CANDIDATE@assay.test' });
    for (const res of [fresh, known]) {
      expect(res.statusCode, res.body).toBe(202);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(Object.keys(res.json())).toEqual(['data']);
      expect(Object.keys(res.json().data)).toEqual(['email']);
    }
    expect(fresh.json().data.email).toBe('fresh.face@new.test');
    expect(known.json().data.email).toBe('candidate@assay.test');
    expect(known.statusCode).not.toBe(409);
    expect(await userCount()).toBe(before);
    expect(await userWith('fresh.face@new.test')).toBeUndefined();
  });

  it('given a new address, then it is mailed a code and the right code creates the account, signs in with the refresh cookie and accepts the terms', async () => {
    const since = await lastMailId(t.db);
    expect((await create(body)).statusCode).toBe(202);
    const [mail, ...more] = await mailsSince(t.db, since, 'nina@new.test');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Your Assay sign-up code', reason: 'sign_up_code' });
    expect(mail!.text_body).toMatch(/expires in 15 minutes/);
    expect(mail!.text_body).toMatch(/did not ask to create an account, you can ignore this email/);
    const code = mail!.text_body.match(/\b(\d{6})\b/)![1]!;
    expect(await signUpCodeFromOutbox(t.db, 'nina@new.test')).toBe(code);
    expect(await userWith('nina@new.test')).toBeUndefined();

    const res = await confirm('nina@new.test', code);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.token).toMatch(/^ey/);
    expect(res.json().data.user).toMatchObject({ email: 'nina@new.test', roles: [], is_jf_admin: false });
    expect(refreshCookie(res)).not.toBe('');
    const userId = res.json().data.user.user_id;
    const accepted = await t.db
      .selectFrom('legal_acceptances')
      .select('legal_document_version_id')
      .where('user_id', '=', userId)
      .execute();
    expect(accepted).toHaveLength(2);
    expect(
      await t.db.selectFrom('pending_sign_ups').selectAll().where('email', '=', 'nina@new.test').execute(),
    ).toEqual([]);
    expect((await login('nina@new.test', 'Strong-pass-1', '10.4.0.1')).statusCode).toBe(200);

    // The code worked once: replaying it is refused like any wrong code.
    const replay = await confirm('nina@new.test', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'invalid_sign_up_code', errors: [{ prop: 'code' }] });
  });

  it('given a known address, then its owner is told (with the sign-in and reset links) instead of a code, at most once in 15 minutes, and no code finishes a sign-up for it', async () => {
    const since = await lastMailId(t.db);
    expect((await create({ ...body, email: 'analyst@demo-company.test' })).statusCode).toBe(202);
    const [notice, ...more] = await mailsSince(t.db, since, 'analyst@demo-company.test');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      subject: 'Someone tried to create an Assay account with your email',
      reason: 'sign_up_account_exists',
    });
    expect(notice!.text_body).toContain('an account already exists');
    expect(notice!.text_body).toMatch(/https?:\/\/\S+\/login\b/);
    expect(notice!.text_body).toMatch(/https?:\/\/\S+\/request-password-reset\b/);
    expect(notice!.text_body).toMatch(/If it was not you, ignore this email: nothing changed/);
    expect(notice!.text_body).not.toMatch(/\b\d{6}\b/);
    expect(
      await t.db.selectFrom('pending_sign_ups').selectAll().where('email', '=', 'analyst@demo-company.test').execute(),
    ).toEqual([]);

    // Asked again at once: the same answer, and no second mail to the owner.
    const again = await create({ ...body, email: 'analyst@demo-company.test' });
    expect(again.statusCode).toBe(202);
    expect(await mailsSince(t.db, since, 'analyst@demo-company.test')).toHaveLength(1);

    const res = await confirm('analyst@demo-company.test', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_sign_up_code');
    expect(res.json().message).toBe('That code is not right or has expired. Check the email or ask for a new code.');
  });

  it('given a wrong code, then 400 invalid_sign_up_code on the code field, and the right one still works', async () => {
    const email = 'wrong-once@new.test';
    await create({ ...body, email });
    const code = await signUpCodeFromOutbox(t.db, email);
    const res = await confirm(email, wrongCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_sign_up_code', errors: [{ prop: 'code' }] });
    expect((await confirm(email, code)).statusCode).toBe(201);
  });

  it('given five wrong codes, then the pending sign-up ends and even the right code fails', async () => {
    const email = 'five-wrong@new.test';
    await create({ ...body, email });
    const code = await signUpCodeFromOutbox(t.db, email);
    for (let i = 0; i < 5; i++) expect((await confirm(email, wrongCode(code))).statusCode).toBe(400);
    const res = await confirm(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_sign_up_code');
    expect(await userWith(email)).toBeUndefined();
  });

  it('given an expired code, then 400 and no account', async () => {
    const email = 'too-late@new.test';
    await create({ ...body, email });
    const code = await signUpCodeFromOutbox(t.db, email);
    await t.db
      .updateTable('pending_sign_ups')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    expect((await confirm(email, code)).statusCode).toBe(400);
    expect(await userWith(email)).toBeUndefined();
  });

  it('given a second request for a code, then only the newest code works', async () => {
    const email = 'asked-twice@new.test';
    await create({ ...body, email });
    const first = await signUpCodeFromOutbox(t.db, email);
    await create({ ...body, email, first_name: 'Nadia' });
    const second = await signUpCodeFromOutbox(t.db, email);
    if (first !== second) expect((await confirm(email, first)).statusCode).toBe(400);
    const res = await confirm(email, second);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.first_name).toBe('Nadia');
  });

  it('given an address registered between the code and its use, then the same 400 and no second account', async () => {
    const email = 'taken-meanwhile@new.test';
    await create({ ...body, email });
    const code = await signUpCodeFromOutbox(t.db, email);
    // Made another way meanwhile (a company's invitation, an import).
    await insertCandidate(t.db, {
      email,
      first_name: 'Else',
      last_name: 'Where',
      password_hash: 'x',
      preferred_language: null,
    });
    const res = await confirm(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_sign_up_code');
    const users = await t.db.selectFrom('users').select('first_name').where('email', '=', email).execute();
    expect(users).toEqual([{ first_name: 'Else' }]);
  });

  it('given a sign-up in Spanish, then the code mail is in Spanish, and the pending row keeps only hashes', async () => {
    const email = 'en-espanol@new.test';
    await create({ ...body, email, preferred_language: 'es' });
    const [mail] = await mailsSince(t.db, 0, email);
    expect(mail!.subject).toBe('Tu código de registro de Assay');
    const code = await signUpCodeFromOutbox(t.db, email);
    const row = await t.db
      .selectFrom('pending_sign_ups')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.password_hash).not.toContain(body.password);
    expect(row.preferred_language).toBe('es');
  });

  it('given a code that is not six digits, then 400 validation', async () => {
    expect((await confirm('nina@new.test', '12345')).json().code).toBe('validation_error');
    expect((await confirm('nina@new.test', 'abcdef')).statusCode).toBe(400);
  });

  it.each([
    ['short', 'Ab1!', 'Password must be at least 8 characters.'],
    ['no uppercase', 'abcdefg1!', 'Password must contain an uppercase letter.'],
    ['no number', 'Abcdefgh!', 'Password must contain a number.'],
    ['no special character', 'Abcdefgh1', 'Password must contain a special character.'],
  ])('given a password that is %s, then 400 explains the rule', async (_, password, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/create/',
      body: { ...body, email: 'x@y.test', password, password_confirmation: password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ prop: 'password', message });
  });

  it('given passwords that do not match, then 400 on the confirmation', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/create/',
      body: { ...body, email: 'z@y.test', password_confirmation: 'Strong-pass-2' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ prop: 'password_confirmation', message: 'Passwords must match.' });
  });
});

describe('password reset', () => {
  const resetLinkFor = async (email: string) => {
    await t.runResetMailJobs();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    const url = new URL(mail.text_body.match(/https?:\S+/)![0]);
    return { uid: url.searchParams.get('uid')!, token: url.searchParams.get('userToken')! };
  };

  it('given a known and an unknown email, when asking for a reset, then both answer the same and only the known one gets mail', async () => {
    const known = await t.request({
      method: 'POST',
      url: '/api/auth/v1/forgot-password/',
      body: { email: 'candidate@assay.test' },
      ip: '10.5.0.1',
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/v1/forgot-password/',
      body: { email: 'ghost@assay.test' },
      ip: '10.5.0.2',
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // Both wrote the same one job and nothing else: the answer waits on no mail (D205).
    const jobs = await t.db
      .selectFrom('background_jobs')
      .select('payload')
      .where('kind', '=', 'password_reset_mail')
      .where('finished_at', 'is', null)
      .execute();
    const asked = jobs.map((j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload).user_id);
    expect(asked).toContain(null);
    expect(asked.filter((id) => id !== null)).toHaveLength(1);
    await t.runResetMailJobs();
    const outbox = await t.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(outbox.map((m) => m.to_address)).toContain('candidate@assay.test');
    expect(outbox.map((m) => m.to_address)).not.toContain('ghost@assay.test');
  });

  it('given the mailed link, when setting a new password, then it works once, old sessions end, and the new password signs in', async () => {
    const session = await t.signIn('candidate@assay.test');
    const { uid, token } = await resetLinkFor('candidate@assay.test');
    const body = { uid, token, password: 'Brand-new-2!', password_confirmation: 'Brand-new-2!' };
    const res = await t.request({ method: 'PUT', url: '/api/auth/v1/reset-password/', body, ip: '10.5.1.1' });
    expect(res.statusCode).toBe(200);
    const again = await t.request({ method: 'PUT', url: '/api/auth/v1/reset-password/', body, ip: '10.5.1.2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/v1/token-refresh/',
      body: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login('candidate@assay.test', 'Brand-new-2!', '10.5.1.3')).statusCode).toBe(200);
  });

  it('given two reset links, when the newer one sets a password, then the older one is refused; a newer link ends the older, and a password change ends any link', async () => {
    const email = 'li.wei@assay.test';
    const ask = async (ip: string) => {
      await t.request({ method: 'POST', url: '/api/auth/v1/forgot-password/', body: { email }, ip });
      await t.runResetMailJobs();
    };
    const reset = (link: { uid: string; token: string }, password: string, ip: string) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/v1/reset-password/',
        body: { ...link, password, password_confirmation: password },
        ip,
      });
    await ask('10.5.3.1');
    const first = await resetLinkFor(email);
    await ask('10.5.3.2');
    const second = await resetLinkFor(email);
    expect(second.token).not.toBe(first.token);
    expect((await reset(second, 'Second-pass-2!', '10.5.3.3')).statusCode).toBe(200);
    const old = await reset(first, 'Attacker-pass-9!', '10.5.3.4');
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid_reset_token');

    await ask('10.5.3.5');
    const third = await resetLinkFor(email);
    await ask('10.5.3.6');
    expect((await reset(third, 'Third-pass-3!', '10.5.3.7')).statusCode).toBe(400);
    const fourth = await resetLinkFor(email);
    const session = await t.signIn(email, 'Second-pass-2!');
    const change = await t.request({
      method: 'PUT',
      url: `/api/auth/v1/change-password/${session.userId}/`,
      token: session.token,
      body: {
        current_password: 'Second-pass-2!',
        password: 'Changed-pass-4!',
        password_confirmation: 'Changed-pass-4!',
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await reset(fourth, 'Fourth-pass-5!', '10.5.3.8')).statusCode).toBe(400);
    expect((await login(email, 'Changed-pass-4!', '10.5.3.9')).statusCode).toBe(200);
  });

  it('given a made-up token, then 400 invalid_reset_token', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/v1/reset-password/',
      body: {
        uid: '00000000-0000-0000-0000-000000000000',
        token: 'made-up',
        password: 'Brand-new-2!',
        password_confirmation: 'Brand-new-2!',
      },
      ip: '10.5.2.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_reset_token');
  });
});

describe('changing a password', () => {
  it('given the wrong current password, then 400 with the spec text', async () => {
    const s = await t.signIn('interviewer@demo-company.test', 'Assay-demo-1').catch(() => undefined);
    // The interviewer may be rate limited by the test above; use the owner of the other company.
    const session = s ?? (await t.signIn('owner@other-company.test'));
    const res = await t.request({
      method: 'PUT',
      url: `/api/auth/v1/change-password/${session.userId}/`,
      token: session.token,
      body: { current_password: 'Wrong-1!', password: 'Another-pass-3!', password_confirmation: 'Another-pass-3!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The current password you provided is incorrect.');
  });

  it("given someone else's user id, then 403 and their password is unchanged", async () => {
    const session = await t.signIn('owner@other-company.test');
    const admin = await t.signIn('admin@assay.test');
    const res = await t.request({
      method: 'PUT',
      url: `/api/auth/v1/change-password/${admin.userId}/`,
      token: session.token,
      body: { current_password: 'Assay-demo-1', password: 'Another-pass-3!', password_confirmation: 'Another-pass-3!' },
    });
    expect(res.statusCode).toBe(403);
    expect((await login('admin@assay.test', 'Assay-demo-1', '10.6.0.1')).statusCode).toBe(200);
  });

  it('given the right current password, then the new one works and the old one does not', async () => {
    const session = await t.signIn('owner@other-company.test');
    const res = await t.request({
      method: 'PUT',
      url: `/api/auth/v1/change-password/${session.userId}/`,
      token: session.token,
      body: { current_password: 'Assay-demo-1', password: 'Another-pass-3!', password_confirmation: 'Another-pass-3!' },
    });
    expect(res.statusCode).toBe(200);
    expect((await login('owner@other-company.test', 'Assay-demo-1', '10.6.0.2')).statusCode).toBe(401);
    expect((await login('owner@other-company.test', 'Another-pass-3!', '10.6.0.3')).statusCode).toBe(200);
  });
});

describe('passwords on the common lists (D205)', () => {
  const refused = (res: { statusCode: number; json(): { code: string; errors: { prop: string }[] } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('password_too_common');
    expect(res.json().errors[0]!.prop).toBe('password');
  };

  it('given a listed password that meets the length rules, then sign-up refuses it with the reason and creates nobody', async () => {
    const email = 'common-pass@assay.test';
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/create/',
      body: { first_name: 'Cam', last_name: 'Mon', email, password: 'Password1!', password_confirmation: 'Password1!' },
    });
    refused(res);
    expect(
      await t.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('given a change to a listed password, then it is refused and the old password still signs in', async () => {
    const session = await t.signIn('interviewer@demo-company.test');
    const res = await t.request({
      method: 'PUT',
      url: `/api/auth/v1/change-password/${session.userId}/`,
      token: session.token,
      body: { current_password: 'Assay-demo-1', password: 'Summer2024!', password_confirmation: 'Summer2024!' },
    });
    refused(res);
    expect((await login('interviewer@demo-company.test', 'Assay-demo-1', '10.0.7.1')).statusCode).toBe(200);
  });

  it('given a reset to a listed password, then it is refused and the link still works for a better one', async () => {
    const user = await t.db
      .selectFrom('users')
      .select(['user_id', 'uuid'])
      .where('email', '=', 'analyst@demo-company.test')
      .executeTakeFirstOrThrow();
    const { insertResetToken } = await import('./auth.store.ts');
    const { newOpaqueToken } = await import('../../secrets/opaque-token.ts');
    const token = newOpaqueToken();
    await insertResetToken(t.db, user.user_id, token, 60);
    const reset = (password: string) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/v1/reset-password/',
        body: { uid: user.uuid, token, password, password_confirmation: password },
        ip: '10.0.7.2',
      });
    refused(await reset('P@ssw0rd1'));
    expect((await reset('Violet-harbour-73!')).statusCode).toBe(200);
  });
});

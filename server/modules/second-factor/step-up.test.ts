/**
 * Step-up (D262): what changes how a person signs in needs, with that very request,
 * the password, a current code or a passkey's verified answer; an access token alone (the thief's
 * fifteen minutes) changes nothing. Each change mails the owner, in their language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { signUp } from '../../test/sign-up.ts';
import { lastMailId, mailsSince } from '../../test/mail-outbox.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
const withPassword = { proof: { password: DEMO_PASSWORD } };
let ipCounter = 0;
const freshIp = () => `10.78.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Person {
  email: string;
  token: string;
  userId: number;
}

async function createUser(): Promise<Person> {
  const email = `step-up-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await signUp(
    t,
    { first_name: 'Stella', last_name: 'Upton', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    { ip: freshIp() },
  );
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  return { email, token: data.token, userId: data.user.user_id };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token, ip: freshIp(), ...(body === undefined ? {} : { body }) });

/** What the profile rules require besides the email (seed 000 section 5). */
const PROFILE = { gender: 'Female', dob: '1990-04-12' };

const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function enrolTotp(person: Person): Promise<{ secret: string; recovery: string[] }> {
  const started = await call('POST', '/auth/v1/second-factor/totp/', person.token, withPassword);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json().data;
  const confirmed = await call('PUT', '/auth/v1/second-factor/totp/', person.token, { code: await codeAt(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recovery: confirmed.json().data.recovery_codes };
}

async function addPasskey(
  person: Person,
  name: string,
  authenticator = new SoftAuthenticator('localhost'),
): Promise<SoftAuthenticator> {
  const options = (await call('POST', '/auth/v1/second-factor/passkeys/options/', person.token, withPassword)).json()
    .data;
  const added = await call('POST', '/auth/v1/second-factor/passkeys/', person.token, {
    name,
    challenge: options.challenge,
    response: authenticator.register(options.options, ORIGIN),
  });
  expect(added.statusCode, added.body).toBe(200);
  return authenticator;
}

const status = async (person: Person) => (await call('GET', '/auth/v1/second-factor/', person.token)).json().data;
const isSignedIn = async (token: string) => (await call('GET', '/auth/v1/', token)).statusCode === 200;
const signInAgain = async (person: Person) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/',
      ip: freshIp(),
      body: { email: person.email, password: DEMO_PASSWORD },
    })
  ).json().data;

async function notices(since: number, person: Person) {
  return (await mailsSince(t.db, since, person.email)).filter((m) => m.reason === 'account_security');
}

describe('a bare access token (D262)', () => {
  it('given only the access token of someone with an app, then it gets no passkey options, adds no passkey, removes no app and makes no recovery codes; nothing changes and no one is signed out', async () => {
    const victim = await createUser();
    const { secret, recovery } = await enrolTotp(victim);
    const step = (await signInAgain(victim)).second_factor;
    const otherDevice = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/second-factor/',
      ip: freshIp(),
      body: { challenge: step.challenge, code: await codeAt(secret, 1) },
    });
    expect(otherDevice.statusCode).toBe(200);
    const before = await lastMailId(t.db);

    for (const body of [undefined, {}, { proof: {} }]) {
      const options = await call('POST', '/auth/v1/second-factor/passkeys/options/', victim.token, body);
      expect(options.statusCode, options.body).toBe(403);
      expect(options.json().code).toBe('step_up_required');
      expect(options.json()).not.toHaveProperty('data');
    }
    // With no options there is no challenge to register against: a made-up one is refused.
    const thief = new SoftAuthenticator('localhost');
    const registered = await call('POST', '/auth/v1/second-factor/passkeys/', victim.token, {
      name: 'Thief',
      challenge: 'made-up',
      response: thief.register({ challenge: 'bWFkZS11cA' }, ORIGIN),
    });
    expect(registered.statusCode).toBe(401);

    const removed = await call('DELETE', '/auth/v1/second-factor/totp/', victim.token);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().code).toBe('step_up_required');
    const codes = await call('POST', '/auth/v1/second-factor/recovery-codes/', victim.token, {});
    expect(codes.statusCode).toBe(403);
    expect(codes.json().code).toBe('step_up_required');

    expect(await status(victim)).toMatchObject({ totp: true, passkeys: [], recovery_codes_left: 10 });
    expect(recovery).toHaveLength(10);
    expect(await notices(before, victim)).toEqual([]);
    expect(await isSignedIn(otherDevice.json().data.token)).toBe(true);
    const refusals = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'step_up_missing')
      .where('subject_user_id', '=', victim.userId)
      .execute();
    expect(refusals.length).toBeGreaterThanOrEqual(5);
  });

  it('given only the access token, then every factor change asks for the proof before saying anything about the factors, whatever they are (D408)', async () => {
    const bare = await createUser();
    const enrolled = await createUser();
    await enrolTotp(enrolled);
    const asks = [
      // No app to remove, no passkey of that id, no factor to give recovery codes for.
      { person: bare, method: 'DELETE', url: '/auth/v1/second-factor/totp/' },
      { person: bare, method: 'DELETE', url: '/auth/v1/second-factor/passkeys/999999/' },
      { person: bare, method: 'POST', url: '/auth/v1/second-factor/recovery-codes/' },
      // An app already set up: a second one is not refused before the proof either.
      { person: enrolled, method: 'POST', url: '/auth/v1/second-factor/totp/' },
      { person: enrolled, method: 'DELETE', url: '/auth/v1/second-factor/passkeys/999999/' },
    ] as const;
    for (const { person, method, url } of asks) {
      for (const body of [undefined, {}]) {
        const res = await call(method, url, person.token, body);
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
        expect(res.json().code).toBe('step_up_required');
      }
    }
    // With the proof, the state answers as before.
    expect((await call('DELETE', '/auth/v1/second-factor/totp/', bare.token, withPassword)).statusCode).toBe(404);
    const codes = await call('POST', '/auth/v1/second-factor/recovery-codes/', bare.token, withPassword);
    expect(codes.statusCode).toBe(409);
    const again = await call('POST', '/auth/v1/second-factor/totp/', enrolled.token, withPassword);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('second_factor_already_enrolled');
    const passkey = await call('DELETE', '/auth/v1/second-factor/passkeys/999999/', enrolled.token, withPassword);
    expect(passkey.statusCode).toBe(404);
    expect(await status(enrolled)).toMatchObject({ totp: true, recovery_codes_left: 10 });
  });

  it('given only the access token, then ending the other sessions and a new sign-in email are refused, while signing this device out is not', async () => {
    const person = await createUser();
    const other = (await signInAgain(person)).token as string;
    const ended = await call('POST', '/auth/v1/sessions/end-others/', person.token, {});
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('step_up_required');
    const sessions = (await call('GET', '/auth/v1/sessions/', person.token)).json().data.results as {
      session_id: string;
      current: boolean;
    }[];
    const otherSession = sessions.find((s) => !s.current)!;
    const one = await call('DELETE', `/auth/v1/sessions/${otherSession.session_id}/`, person.token);
    expect(one.statusCode).toBe(403);
    expect(await isSignedIn(other)).toBe(true);

    const email = await call('PATCH', `/user/v1/profile/${person.userId}/`, person.token, {
      ...PROFILE,
      email: 'thief@example.com',
    });
    expect(email.statusCode).toBe(403);
    expect(email.json().code).toBe('step_up_required');
    expect((await call('GET', `/user/v1/profile/${person.userId}/`, person.token)).json().data.email).toBe(
      person.email,
    );
    // Other fields save as before, and the same address is no change.
    const same = await call('PATCH', `/user/v1/profile/${person.userId}/`, person.token, {
      ...PROFILE,
      email: person.email.toUpperCase(),
      first_name: 'Stellan',
    });
    expect(same.statusCode, same.body).toBe(200);

    const mine = sessions.find((s) => s.current)!;
    const signOut = await call('DELETE', `/auth/v1/sessions/${mine.session_id}/`, person.token);
    expect(signOut.statusCode).toBe(200);
    expect(await isSignedIn(other)).toBe(true);
  });
});

describe('with a proof', () => {
  it('given the password, a current app code or an unused recovery code, then each change goes through and the owner is mailed what changed', async () => {
    const person = await createUser();
    const since = await lastMailId(t.db);
    const { secret, recovery } = await enrolTotp(person);
    await addPasskey(person, 'Work laptop');

    const renewed = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, {
      proof: { recovery_code: recovery[0] },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.recovery_codes).toHaveLength(10);
    // The recovery code is spent with the old set: it proves nothing again.
    const reused = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, {
      proof: { recovery_code: recovery[0] },
    });
    expect(reused.json().code).toBe('step_up_invalid');

    const removed = await call('DELETE', '/auth/v1/second-factor/totp/', person.token, {
      proof: { code: await codeAt(secret, 1) },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await status(person)).totp).toBe(false);

    const mails = await notices(since, person);
    expect(mails.map((m) => m.subject)).toEqual(Array(4).fill('A sign-in setting of your Assay account changed'));
    const texts = mails.map((m) => m.text_body);
    expect(texts[0]).toContain('An authenticator app was set up for two-factor sign-in.');
    expect(texts[1]).toContain('A passkey named “Work laptop” was added.');
    expect(texts[2]).toContain('New recovery codes were made.');
    expect(texts[3]).toContain('The authenticator app was removed');
    expect(texts[3]).toContain('/request-password-reset');
  });

  it('given a wrong password, then 403 step_up_invalid, audited; after ten the right one waits too (429)', async () => {
    const person = await createUser();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await call('POST', '/auth/v1/second-factor/passkeys/options/', person.token, {
        proof: { password: `Wrong-${i}-password!` },
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('step_up_invalid');
    }
    const right = await call('POST', '/auth/v1/second-factor/passkeys/options/', person.token, withPassword);
    expect(right.statusCode).toBe(429);
    const failed = await t.db
      .selectFrom('audit_events')
      .select('audit_event_id')
      .where('event', '=', 'step_up_failed')
      .where('subject_user_id', '=', person.userId)
      .execute();
    expect(failed).toHaveLength(10);
  });

  it("given a passkey, then its answer with user verification to a step-up challenge is a proof; without verification, or another's challenge, it is not", async () => {
    const person = await createUser();
    const authenticator = await addPasskey(person, 'Phone');
    const options = async (who: Person) => {
      const res = await call('POST', '/auth/v1/step-up/passkey-options/', who.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { challenge: string; options: { challenge: string; userVerification: string } };
    };
    const first = await options(person);
    expect(first.options.userVerification).toBe('required');
    const unverified = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, {
      proof: {
        passkey: {
          challenge: first.challenge,
          response: authenticator.signIn(first.options, ORIGIN, { isUserVerified: false }),
        },
      },
    });
    expect(unverified.json().code).toBe('step_up_invalid');

    const someoneElse = await createUser();
    await addPasskey(someoneElse, 'Theirs');
    const theirs = await options(someoneElse);
    const borrowed = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, {
      proof: { passkey: { challenge: theirs.challenge, response: authenticator.signIn(theirs.options, ORIGIN) } },
    });
    expect(borrowed.json().code).toBe('step_up_invalid');

    const good = await options(person);
    const renewed = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, {
      proof: { passkey: { challenge: good.challenge, response: authenticator.signIn(good.options, ORIGIN) } },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);

    // The options' 404 tells the bare token only what its own status already reads (D423).
    const none = await createUser();
    expect((await call('POST', '/auth/v1/step-up/passkey-options/', none.token)).statusCode).toBe(404);
    expect((await status(none)).passkeys).toEqual([]);
    expect((await status(person)).passkeys).toHaveLength(1);
  });

  it('given the password, then the other sessions end and the owner is told; a new sign-in email is saved and the old address is told', async () => {
    const person = await createUser();
    const other = (await signInAgain(person)).token as string;
    const since = await lastMailId(t.db);
    const ended = await call('POST', '/auth/v1/sessions/end-others/', person.token, withPassword);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(person.token)).toBe(true);

    const newEmail = `moved-${Math.random().toString(36).slice(2)}@example.com`;
    const changed = await call('PATCH', `/user/v1/profile/${person.userId}/`, person.token, {
      ...PROFILE,
      email: newEmail,
      ...withPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.email).toBe(newEmail);
    const mails = await notices(since, person);
    expect(mails.map((m) => m.text_body)).toEqual([
      expect.stringContaining('Other devices signed in to your account were signed out.'),
      expect.stringContaining(`The email address you sign in with was changed to ${newEmail}.`),
    ]);
    expect(await notices(since, { ...person, email: newEmail })).toEqual([]);
  });

  it('given an owner who reads Spanish, then the notice is in Spanish', async () => {
    const person = await createUser();
    await t.db.updateTable('users').set({ preferred_language: 'es' }).where('user_id', '=', person.userId).execute();
    const since = await lastMailId(t.db);
    await enrolTotp(person);
    const [mail] = await notices(since, person);
    expect(mail!.subject).toBe('Ha cambiado un ajuste de acceso de tu cuenta de Assay');
    expect(mail!.text_body).toContain('Se configuró una aplicación de autenticación');
    expect(mail!.text_body).toContain('Recibes este correo porque cambiaste la forma de iniciar sesión');
  });
});

describe('one registration per step-up (D472)', () => {
  it('given a passkey registered with the challenge one proof gave, when another authenticator answers the same challenge, then it is refused and only the first is kept', async () => {
    const person = await createUser();
    const options = (await call('POST', '/auth/v1/second-factor/passkeys/options/', person.token, withPassword)).json()
      .data;
    const register = (name: string) =>
      call('POST', '/auth/v1/second-factor/passkeys/', person.token, {
        name,
        challenge: options.challenge,
        response: new SoftAuthenticator('localhost').register(options.options, ORIGIN),
      });
    expect((await register('Mine')).statusCode).toBe(200);
    const planted = await register('Thief');
    expect(planted.statusCode, planted.body).toBe(401);
    expect((await status(person)).passkeys.map((p: { name: string }) => p.name)).toEqual(['Mine']);
  });
});

describe('a passkey answer proves once (D478)', () => {
  // A synced passkey's counter stays 0, so the counter check cannot tell the same answer sent twice.
  const synced = () => new SoftAuthenticator('localhost', { counter: 'zero' });

  it('given a step-up answer from a passkey whose counter stays 0, when the same answer is sent again, then it proves nothing and changes nothing', async () => {
    const person = await createUser();
    const authenticator = await addPasskey(person, 'Synced', synced());
    const options = (await call('POST', '/auth/v1/step-up/passkey-options/', person.token)).json().data;
    const proof = {
      passkey: { challenge: options.challenge, response: authenticator.signIn(options.options, ORIGIN) },
    };
    const first = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, { proof });
    expect(first.statusCode, first.body).toBe(200);
    const codes = first.json().data.recovery_codes;

    const replayed = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, { proof });
    expect(replayed.statusCode, replayed.body).toBe(403);
    expect(replayed.json().code).toBe('step_up_invalid');
    const planted = await call('POST', '/auth/v1/second-factor/passkeys/options/', person.token, { proof });
    expect(planted.json().code).toBe('step_up_invalid');
    // The first answer's codes still stand: the replay made none.
    const signIn = (
      await t.request({
        method: 'POST',
        url: '/api/auth/v1/login/',
        ip: freshIp(),
        body: { email: person.email, password: DEMO_PASSWORD },
      })
    ).json().data.second_factor;
    const withCode = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/second-factor/',
      ip: freshIp(),
      body: { challenge: signIn.challenge, recovery_code: codes[0] },
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    // A fresh challenge, answered by the same passkey, still proves.
    const fresh = (await call('POST', '/auth/v1/step-up/passkey-options/', person.token)).json().data;
    const again = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, {
      proof: { passkey: { challenge: fresh.challenge, response: authenticator.signIn(fresh.options, ORIGIN) } },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('given the same step-up answer sent twice at once, then only one proves; a sign-in challenge proves no step-up', async () => {
    const person = await createUser();
    const authenticator = await addPasskey(person, 'Synced', synced());
    const options = (await call('POST', '/auth/v1/step-up/passkey-options/', person.token)).json().data;
    const proof = {
      passkey: { challenge: options.challenge, response: authenticator.signIn(options.options, ORIGIN) },
    };
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, { proof })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);

    // The sign-in's second-step challenge, answered by the same passkey, is of another purpose.
    const step = (
      await t.request({
        method: 'POST',
        url: '/api/auth/v1/login/',
        ip: freshIp(),
        body: { email: person.email, password: DEMO_PASSWORD },
      })
    ).json().data.second_factor;
    const crossed = await call('POST', '/auth/v1/second-factor/recovery-codes/', person.token, {
      proof: { passkey: { challenge: step.challenge, response: authenticator.signIn(step.passkey_options, ORIGIN) } },
    });
    expect(crossed.json().code).toBe('step_up_invalid');
  });

  it('given a sign-in whose second step a passkey whose counter stays 0 answered, when the same answer is sent again, then no second session is made', async () => {
    const person = await createUser();
    const authenticator = await addPasskey(person, 'Synced', synced());
    const step = (
      await t.request({
        method: 'POST',
        url: '/api/auth/v1/login/',
        ip: freshIp(),
        body: { email: person.email, password: DEMO_PASSWORD },
      })
    ).json().data.second_factor;
    const answer = { challenge: step.challenge, passkey: authenticator.signIn(step.passkey_options, ORIGIN) };
    const send = () =>
      t.request({ method: 'POST', url: '/api/auth/v1/login/second-factor/', ip: freshIp(), body: answer });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const replayed = await send();
    expect(replayed.statusCode, replayed.body).toBe(400);
    expect(replayed.json().data?.token ?? replayed.json().token).toBeUndefined();
  });
});

describe('a password reset by mail (D262)', () => {
  it('given a passkey and an app, when the password is reset with the mailed link, then both stay, every session ends, and the owner is told', async () => {
    const person = await createUser();
    await enrolTotp(person);
    const authenticator = await addPasskey(person, 'Desk key');
    await t.request({
      method: 'POST',
      url: '/api/auth/v1/forgot-password/',
      body: { email: person.email },
      ip: freshIp(),
    });
    await t.runResetMailJobs();
    const [resetMail] = (await mailsSince(t.db, 0, person.email)).filter((m) => m.reason === 'password_reset');
    const link = new URL(resetMail!.text_body.match(/https?:\S+reset-password\S+/)![0]);
    const since = await lastMailId(t.db);
    const reset = await t.request({
      method: 'PUT',
      url: '/api/auth/v1/reset-password/',
      ip: freshIp(),
      body: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('userToken'),
        password: 'Fresh-start-84!',
        password_confirmation: 'Fresh-start-84!',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await isSignedIn(person.token)).toBe(false);

    const step = (
      await t.request({
        method: 'POST',
        url: '/api/auth/v1/login/',
        ip: freshIp(),
        body: { email: person.email, password: 'Fresh-start-84!' },
      })
    ).json().data.second_factor;
    expect(step.methods).toEqual(['totp', 'passkey', 'recovery_code']);
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/second-factor/',
      ip: freshIp(),
      body: { challenge: step.challenge, passkey: authenticator.signIn(step.passkey_options, ORIGIN) },
    });
    expect(signedIn.statusCode).toBe(200);
    const [notice] = await notices(since, person);
    expect(notice!.text_body).toContain('Your password was reset with a link mailed to this address');
    expect(notice!.text_body).toContain('Your passkeys and authenticator app were kept.');
  });
});

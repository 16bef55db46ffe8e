/**
 * `npm run server-keys:replace` (D276) on the real server and database: new keys for
 * the access tokens' signature, the second factors' challenges, the authenticator apps' secrets
 * and the offer-signing certificate (D286). Every app secret reads back with the new key and no
 * longer with the old one, a token signed before is refused by a server started after while its
 * session still refreshes, app codes still sign in, the server started after seals offers with the
 * new certificate; and when one secret does not open, nothing at all changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { createTokenSigner } from '../http/auth-context.ts';
import { serverSecretContext } from '../http/server-secret.ts';
import { secretBox } from '../modules/second-factor/index.ts';
import { certificateFingerprint, loadSigningCertificate } from '../modules/offer-letter/index.ts';
import { openText } from '../secrets/sealed-secret.ts';
import { signUp } from '../test/sign-up.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { REPLACED_SERVER_KEYS, replaceServerKeys } from './server-keys-replacement.ts';

let t: TestApp & { pglite?: PGlite };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-server-keys-'));
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S;
const person = { email: `keys-${Date.now()}@example.com`, secret: '', userId: 0 };

let ip = 0;
const nextIp = () => `10.74.${Math.floor(++ip / 250)}.${ip % 250}`;
const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** The keys as stored (sealed) and as the server uses them. */
async function keys() {
  const rows = await t.db
    .selectFrom('server_settings')
    .select(['key', 'value'])
    .where('key', 'in', REPLACED_SERVER_KEYS)
    .execute();
  return new Map(
    rows.map((r) => [
      r.key,
      {
        stored: r.value,
        plain: openText(r.value, serverSecretContext(r.key as (typeof REPLACED_SERVER_KEYS)[number])),
      },
    ]),
  );
}
const appSecretOf = async (userId: number) =>
  (
    await t.db
      .selectFrom('user_totp')
      .select('secret_encrypted')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).secret_encrypted;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = await t.signIn('owner@demo-company.test');
  const created = await signUp(
    t,
    {
      first_name: 'Kira',
      last_name: 'Keys',
      email: person.email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
    { ip: nextIp() },
  );
  const { token, user } = created.json().data;
  person.userId = user.user_id;
  const started = await t.request({
    method: 'POST',
    url: '/api/auth/v1/second-factor/totp/',
    token,
    body: { proof: { password: DEMO_PASSWORD } },
  });
  person.secret = started.json().data.secret;
  const confirmed = await t.request({
    method: 'PUT',
    url: '/api/auth/v1/second-factor/totp/',
    token,
    body: { code: await codeAt(person.secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The test app's PostgreSQL database, for a second connection of its own. */
async function sameDatabaseUrl(): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/**
 * A server started afresh on the database as it is now: it reads every key anew. On PGlite a copy
 * of it; on PostgreSQL (the suite's second run) the same database, through a connection of its own.
 */
async function restarted() {
  const database = t.pglite
    ? await openDatabase({ pgliteTemplate: await t.pglite.dumpDataDir('none') })
    : await openDatabase({ databaseUrl: await sameDatabaseUrl() });
  const config = readConfig({
    JOB_WORKER: '0',
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
    DATA_DIR: fs.mkdtempSync(path.join(dir, 'restart-')),
  });
  const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
  await app.ready();
  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: nextIp(),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return { call, db: database.db, close: async () => (await app.close(), await database.close()) };
}

describe("replacing the server's own keys", () => {
  it('given an app secret that does not open with the current key, then the command stops naming it and changes nothing', async () => {
    const before = await keys();
    const personBefore = await appSecretOf(person.userId);
    await t.db.insertInto('user_totp').values({ user_id: owner.userId, secret_encrypted: 'AAAA.BBBB.CCCC' }).execute();
    try {
      await expect(replaceServerKeys(t.db, {})).rejects.toThrow(
        `The authenticator app secret of user ${owner.userId} does not open with the current key: nothing was changed.`,
      );
      expect(await keys()).toEqual(before);
      expect(await appSecretOf(person.userId)).toBe(personBefore);
    } finally {
      await t.db.deleteFrom('user_totp').where('user_id', '=', owner.userId).execute();
    }
  });

  it('given the replacement, then each key is new and sealed, app secrets read back with the new key and not the old one, old tokens are refused while sessions refresh and app codes still sign in', async () => {
    const before = await keys();
    const oldAppSecret = await appSecretOf(person.userId);
    const apps = Number(
      (
        await t.db
          .selectFrom('user_totp')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const replaced = await replaceServerKeys(t.db, {});
    expect(replaced.keys).toEqual([...REPLACED_SERVER_KEYS]);
    expect(replaced.appSecrets).toBe(apps);
    expect(replaced.lines.join('\n')).toContain(
      `encrypted ${apps} app secret${apps === 1 ? '' : 's'} with it: every app keeps working.`,
    );
    // A running process does not reload the keys (D290): the last line says so and what it does meanwhile.
    expect(replaced.lines.at(-1)).toMatch(/does not reload them\. One left running keeps the old keys/);

    const after = await keys();
    for (const key of REPLACED_SERVER_KEYS) {
      expect(after.get(key)!.stored, key).toMatch(/^assay-sealed:1:[0-9a-f]{8}:/);
      expect(after.get(key)!.plain, key).not.toBe(before.get(key)!.plain);
    }
    const appSecret = await appSecretOf(person.userId);
    expect(appSecret).not.toBe(oldAppSecret);
    expect(secretBox(after.get('second_factor_secret_key')!.plain).open(appSecret)).toBe(person.secret);
    expect(() => secretBox(before.get('second_factor_secret_key')!.plain).open(appSecret)).toThrow();
    // A token signed before verifies only under the old signing key.
    const certificateOf = (key: Map<string, { plain: string }>) =>
      certificateFingerprint(
        Buffer.from(key.get('offer_signing_p12')!.plain, 'base64'),
        key.get('offer_signing_passphrase')!.plain,
      );
    // A new certificate, which opens with its new passphrase.
    expect(certificateOf(after)).not.toBe(certificateOf(before));
    const tokens = (key: Map<string, { plain: string }>) => createTokenSigner(key.get('jwt_secret')!.plain, 900);
    expect(await tokens(before).verify(owner.token)).toBeDefined();
    expect(await tokens(after).verify(owner.token)).toBeUndefined();
    const entry = await t.db
      .selectFrom('audit_events')
      .select(['details', 'account_id'])
      .where('event', '=', 'server_keys_replaced')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ account_id: null, details: { keys: [...REPLACED_SERVER_KEYS], app_secrets: apps } });

    const server = await restarted();
    try {
      // The server started after seals offers with the new certificate.
      expect((await loadSigningCertificate(server.db)).fingerprint).toBe(certificateOf(after));
      expect((await server.call('GET', '/auth/v1/', owner.token)).statusCode).toBe(401);
      const refreshed = await server.call('POST', '/auth/v1/token-refresh/', undefined, { refresh: owner.refresh });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect((await server.call('GET', '/auth/v1/', refreshed.json().data.token)).statusCode).toBe(200);

      const first = await server.call('POST', '/auth/v1/login/', undefined, {
        email: person.email,
        password: DEMO_PASSWORD,
      });
      const second = await server.call('POST', '/auth/v1/login/second-factor/', undefined, {
        challenge: first.json().data.second_factor.challenge,
        code: await codeAt(person.secret, 1),
      });
      expect(second.statusCode, second.body).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('given JWT_SECRET set, then the signing key in the database is left alone and the command says to replace it in the environment', async () => {
    const before = await keys();
    const replaced = await replaceServerKeys(t.db, { JWT_SECRET: 'from-the-environment' });
    expect(replaced.keys).toEqual([
      'second_factor_challenge_secret',
      'second_factor_secret_key',
      'offer_signing_p12',
      'offer_signing_passphrase',
    ]);
    expect(replaced.lines[0]).toBe(
      'JWT_SECRET is set, so the access tokens are signed with it: replace it in the environment to replace that key.',
    );
    const after = await keys();
    expect(after.get('jwt_secret')).toEqual(before.get('jwt_secret'));
    expect(after.get('second_factor_secret_key')!.plain).not.toBe(before.get('second_factor_secret_key')!.plain);
    expect(secretBox(after.get('second_factor_secret_key')!.plain).open(await appSecretOf(person.userId))).toBe(
      person.secret,
    );
  });

  it('given OFFER_SIGNING_P12 set, then the certificate in the database is left alone and the command says to replace it in the environment', async () => {
    const before = await keys();
    const replaced = await replaceServerKeys(t.db, { OFFER_SIGNING_P12: 'from-the-environment' });
    expect(replaced.keys).toEqual(['jwt_secret', 'second_factor_challenge_secret', 'second_factor_secret_key']);
    expect(replaced.lines).toContain(
      'OFFER_SIGNING_P12 is set, so offers are sealed with that certificate: replace it (and OFFER_SIGNING_PASSPHRASE) in the environment to replace it.',
    );
    const after = await keys();
    expect(after.get('offer_signing_p12')).toEqual(before.get('offer_signing_p12'));
    expect(after.get('offer_signing_passphrase')).toEqual(before.get('offer_signing_passphrase'));
    expect(after.get('jwt_secret')!.plain).not.toBe(before.get('jwt_secret')!.plain);
  });
});

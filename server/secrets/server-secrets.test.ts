/**
 * The server's own secrets sealed at rest (D272), on the real server and
 * database: the access tokens' signing key, the second factors' keys and the offer-signing
 * certificate with its passphrase are kept in server_settings sealed like the outside-service
 * secrets (D265); no row and no dump of the database holds one readably; values an older version
 * kept in clear are sealed at start; and a server started on the database after the sealing, and
 * after a rotation with the old key dropped, still accepts earlier tokens, signs in with an
 * authenticator app and seals a signed offer with the same certificate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { buildApp } from '../app.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/sign-up.ts';
import { rotateSecrets } from '../operations/secrets-rotation.ts';
import { loadSigningCertificate, verifySealedPdf } from '../modules/offer-letter/index.ts';
import { serverSecretContext } from '../http/server-secret.ts';
import { prepareSealedSecrets } from './prepare-secrets.ts';
import { sealedCensus, SERVER_SECRET_KEYS, type ServerSecretKey } from './sealed-columns.ts';
import { openText, sealedKeyId, useSecretKeys } from './sealed-secret.ts';
import { readKeyFile, writeKeyFile } from './secret-keys.ts';

let t: TestApp & { pglite?: PGlite };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-server-secrets-'));
let ownerToken: string;
let fingerprint: string;
const person = { email: `sealed-${Date.now()}@example.com`, secret: '' };
/** Each secret as the server uses it, read once through the seal before anything changes. */
const plain = new Map<ServerSecretKey, string>();

let ip = 0;
const nextIp = () => `10.72.${Math.floor(++ip / 250)}.${ip % 250}`;
const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function serverSecrets(db = t.db): Promise<Map<ServerSecretKey, string>> {
  const rows = await db
    .selectFrom('server_settings')
    .select(['key', 'value'])
    .where('key', 'in', SERVER_SECRET_KEYS)
    .execute();
  return new Map(rows.map((r) => [r.key as ServerSecretKey, r.value]));
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  ownerToken = (await t.signIn('owner@demo-company.test')).token;
  // Someone with an authenticator app: the second factors' keys are made and used.
  const created = await signUp(
    t,
    {
      first_name: 'Selma',
      last_name: 'Sealer',
      email: person.email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
    { ip: nextIp() },
  );
  const token = created.json().data.token;
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
  fingerprint = (await loadSigningCertificate(t.db)).fingerprint;
  for (const [key, value] of await serverSecrets()) plain.set(key, openText(value, serverSecretContext(key)));
});
afterEach(() => useSecretKeys(undefined));
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A server started afresh on a copy of the database as it is now: it reads every secret anew. */
async function restarted() {
  const dump = await t.pglite!.dumpDataDir('none');
  const database = await openDatabase({ pgliteTemplate: dump });
  const dataDir = fs.mkdtempSync(path.join(dir, 'restart-'));
  fs.cpSync(path.join(inject('seedDataDir'), 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  const config = readConfig({ JOB_WORKER: '0', RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
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
  return { db: database.db, call, close: async () => (await app.close(), await database.close()) };
}

/** What the server's secrets are for still works on a server started now. */
async function secretsStillServe(): Promise<void> {
  const server = await restarted();
  try {
    // A token signed before is accepted: the signing key opened to the same key.
    expect((await server.call('GET', '/auth/v1/', ownerToken)).statusCode).toBe(200);
    // Password then app code: the challenge is signed and the app's secret opened with the second factors' keys.
    const first = await server.call('POST', '/auth/v1/login/', undefined, {
      email: person.email,
      password: DEMO_PASSWORD,
    });
    const challenge = first.json().data.second_factor.challenge;
    const second = await server.call('POST', '/auth/v1/login/second-factor/', undefined, {
      challenge,
      code: await codeAt(person.secret, 1),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.token).toEqual(expect.any(String));
    // The seeded offer waiting for Priya: she and the owner sign, and the finished PDF is sealed with the same certificate.
    const { offer_uuid: uuid } = await server.db
      .selectFrom('offers')
      .select('offer_uuid')
      .where('status', 'in', ['sent', 'viewed'])
      .executeTakeFirstOrThrow();
    // Priya signs through the link she was mailed (candidates have no password); the owner through her session.
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'priya.raman@example.com')
      .where('reason', '=', 'offer')
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    const link = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text_body)![1]!);
    for (const [who, token] of [
      ['Priya Raman', undefined],
      ['Olivia Owner', ownerToken],
    ] as const) {
      const query = token ? '' : `?token=${encodeURIComponent(link)}`;
      const read = await server.call('GET', `/offer/v1/sign/${uuid}/${query}`, token);
      expect(read.json().data?.may_sign, read.body).toBe(true);
      const signed = await server.call('POST', `/offer/v1/sign/${uuid}/sign/`, token, {
        ...(token ? {} : { token: link }),
        document_sha256: read.json().data.document.sha256,
        signature: { kind: 'typed', name: who },
      });
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const document = await server.call('GET', `/offer/v1/offers/${uuid}/document/`, ownerToken);
    const pdf = Buffer.from(document.json().data.pdf_base64, 'base64');
    const certificate = await loadSigningCertificate(server.db);
    expect(certificate.fingerprint).toBe(fingerprint);
    expect(verifySealedPdf(pdf, fingerprint)).toEqual({ valid: true });
  } finally {
    await server.close();
  }
}

describe("the server's own secrets sealed at rest (D272)", () => {
  it('given the signing key, the second factors’ keys and the offer certificate in use, then each row is sealed to its own key, the database refuses a clear one, and no dump holds any readably', async () => {
    const stored = await serverSecrets();
    expect([...stored.keys()].sort()).toEqual([...SERVER_SECRET_KEYS].sort());
    for (const [key, value] of stored) {
      expect(value, key).toMatch(/^assay-sealed:1:[0-9a-f]{8}:/);
      expect(value).not.toContain(plain.get(key));
      // A value moved to another key's row does not open there.
      const other = SERVER_SECRET_KEYS.find((k) => k !== key)!;
      expect(() => openText(value, serverSecretContext(other))).toThrow(/does not open/);
    }
    await expect(
      sql`update server_settings set value = 'in clear' where key = 'jwt_secret'`.execute(t.db),
    ).rejects.toThrow(/sealed/);
    await t.pglite!.exec('checkpoint');
    const dump = Buffer.from(await (await t.pglite!.dumpDataDir('none')).arrayBuffer());
    expect(dump.includes('assay-sealed:1:')).toBe(true);
    for (const [key, value] of plain) expect(dump.includes(value.slice(0, 64)), key).toBe(false);
    expect(dump.includes(person.secret), 'the authenticator app’s secret').toBe(false);
  });

  it('given the secrets an older version kept in clear, then the start seals them, the database then refuses clear ones, and a server started after still signs in, checks app codes and seals offers', async () => {
    await sql`alter table server_settings drop constraint server_settings_value_sealed`.execute(t.db);
    for (const [key, value] of plain)
      await t.db.updateTable('server_settings').set({ value }).where('key', '=', key).execute();
    await sql`alter table server_settings add constraint server_settings_value_sealed
      check (key not in (${sql.join(SERVER_SECRET_KEYS.map((k) => sql.lit(k)))}) or value = '' or value like 'assay-sealed:%') not valid`.execute(
      t.db,
    );
    expect((await sealedCensus(t.db)).get('clear')).toBe(SERVER_SECRET_KEYS.length);

    const prepared = await prepareSealedSecrets(t.db, process.env, dir);
    expect(prepared.sealedNow).toBe(SERVER_SECRET_KEYS.length);
    expect((await sealedCensus(t.db)).has('clear')).toBe(false);
    const valid = await sql<{ convalidated: boolean }>`select convalidated from pg_constraint
      where conname = 'server_settings_value_sealed'`.execute(t.db);
    expect(valid.rows[0]!.convalidated).toBe(true);
    for (const [key, value] of await serverSecrets())
      expect(openText(value, serverSecretContext(key))).toBe(plain.get(key));
    // Run twice, the step changes nothing.
    expect((await prepareSealedSecrets(t.db, process.env, dir)).sealedNow).toBe(0);

    await secretsStillServe();
  });

  it('given a rotation and the old key dropped, then every server secret is sealed under the new key only, and a server started with it still signs in, checks app codes and seals offers', async () => {
    const file = path.join(dir, 'rotation', 'secrets.key');
    writeKeyFile(file, [process.env.ASSAY_SECRETS_KEY!]);
    const source = { key: undefined, oldKeys: [], keyFile: file };
    const oldId = readKeyFile(file).current.id;
    await rotateSecrets(t.db, source, { dropOld: false });
    await rotateSecrets(t.db, source, { dropOld: true });
    const ring = readKeyFile(file);
    expect([...ring.readable.keys()]).toEqual([ring.current.id]);
    expect(ring.current.id).not.toBe(oldId);
    for (const [key, value] of await serverSecrets()) {
      expect(sealedKeyId(value), key).toBe(ring.current.id);
      expect(openText(value, serverSecretContext(key), ring)).toBe(plain.get(key));
    }
    useSecretKeys(ring);
    await secretsStillServe();
  });
});

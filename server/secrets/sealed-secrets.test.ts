/**
 * Outside-service secrets sealed at rest (D265), on the real server and database:
 * saved through the settings, no table and no dump of the database holds one readably; a first
 * start makes the key file; values an older version stored in clear are sealed at start; a
 * rotation seals everything under a new key while the old key still opens; a wrong or missing key
 * is refused with words that say which key is needed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { rotateSecrets } from '../operations/secrets-rotation.ts';
import { prepareSealedSecrets } from './prepare-secrets.ts';
import { resealAll, sealContext, sealedCensus, SEALED_COLUMNS, SERVER_SECRET_KEYS } from './sealed-columns.ts';
import { openText, sealedKeyId, useSecretKeys } from './sealed-secret.ts';
import { keyFileLines, newKeyText, parseKey, readKeyFile, SecretKeyError, writeKeyFile } from './secret-keys.ts';

let t: TestApp & { pglite?: PGlite };
let token: string;
let accountId: number;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-secrets-'));
const SECRETS = {
  calendar: 'calendar-pass-5b1e0c7d',
  sms: 'sms-pass-8d2f61aa',
  bi: 'bi-embedding-key-3c9e7f02-4a51-47b8-9d3e-1f6b2a8c0d54',
  checkr: 'ck_checkr-key-9a7e4410',
  board: 'board-key-e41c2b97',
  mailbox: 'mailbox-pass-7c3d90e1',
};

beforeAll(async () => {
  t = await startTestApp({
    RATE_LIMIT_MAX: '1000',
    CALENDAR_ALLOW_PRIVATE: '1',
    SMS_ALLOW_PRIVATE: '1',
    JOB_BOARD_ALLOW_PRIVATE: '1',
    // A closed port: each save's test fails at once, and the secret is kept all the same.
    CHECKR_API_URL: 'http://127.0.0.1:9',
    CHECKR_TIMEOUT_MS: '1000',
  });
  token = (await t.signIn('owner@demo-company.test')).token;
  accountId = (await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', 1).executeTakeFirstOrThrow())
    .account_id;
});
afterEach(() => useSecretKeys(undefined));
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const call = async (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) => {
  const res = await t.request({ method, url: `/api${url}`, token, body, headers: { 'idempotency-key': randomUUID() } });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

async function saveEverySecret(): Promise<void> {
  await call('PUT', '/integration/v1/calendar/user/', {
    server_url: 'http://127.0.0.1:9/dav/',
    username: 'owner',
    password: SECRETS.calendar,
  });
  await call('PUT', '/integration/v1/messaging/connection/', {
    account_id: accountId,
    adapter: 'http',
    address: 'http://127.0.0.1:9/sms',
    username: '',
    secret: SECRETS.sms,
    rate_per_minute: 60,
  });
  await call('POST', `/integration/v1/account/${accountId}/bi-embeds/`, {
    name: 'Pipeline',
    site_url: 'https://bi.example.test',
    dashboard: 7,
    scope: 'company',
    secret: SECRETS.bi,
  });
  await call('PUT', `/integration/v1/background-checks/account/${accountId}/connection/`, {
    api_key: SECRETS.checkr,
    package: 'tasker_standard',
  });
  const board = await call('POST', '/account/v1/job-board/', { account_id: accountId, name: 'Sealed Jobs' });
  await call('PUT', `/account/v1/job-board/${board.job_board_id}/connection/`, {
    delivery: 'push',
    endpoint_url: 'http://127.0.0.1:9/postings',
    api_key: SECRETS.board,
  });
  // A private address: the save's test is refused at once, and the password is kept all the same (D450).
  await call('PUT', `/account/v1/${accountId}/reply-mailbox/`, {
    host: '127.0.0.1',
    port: 9,
    security: 'tls',
    username: 'jobs',
    password: SECRETS.mailbox,
    address: 'jobs@example.com',
  });
}

/** The outside-service secrets (the server's own are server-secrets.test.ts's). */
async function storedValues(): Promise<{ context: string; value: string }[]> {
  const values = [];
  for (const c of SEALED_COLUMNS.filter((c) => c.table !== 'server_settings')) {
    const rows = await sql<{ owner_id: number; value: string }>`select ${sql.ref(c.owner)} as owner_id,
      ${sql.ref(c.column)} as value from ${sql.table(c.table)} where ${sql.ref(c.column)} <> ''`.execute(t.db);
    values.push(...rows.rows.map((r) => ({ context: sealContext(c.table, c.column, r.owner_id), value: r.value })));
  }
  return values;
}

describe('secrets sealed at rest', () => {
  it('given no key configured and nothing sealed yet, then the first start makes a key file only its owner reads', async () => {
    // A first start's database holds no secret yet: the server makes its own after this step (D272).
    const serverSecrets = await t.db
      .deleteFrom('server_settings')
      .where('key', 'in', SERVER_SECRET_KEYS)
      .returningAll()
      .execute();
    const dataDir = path.join(dir, 'first-start');
    const prepared = await prepareSealedSecrets(t.db, {}, dataDir);
    const file = path.join(dataDir, 'secrets.key');
    expect(prepared).toMatchObject({ keyFile: file, created: true, sealedNow: 0 });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(keyFileLines(file)).toHaveLength(1);
    // The next start reads the same file.
    expect(await prepareSealedSecrets(t.db, {}, dataDir)).toMatchObject({ keyFile: file, created: false });
    await t.db.insertInto('server_settings').values(serverSecrets).execute();
  });

  it('given every outside-service secret saved through the settings, then no table and no dump of the database holds one readably, and the settings answer none', async () => {
    await saveEverySecret();
    const stored = await storedValues();
    expect(stored).toHaveLength(6);
    for (const { value } of stored) {
      expect(value).toMatch(/^assay-sealed:1:[0-9a-f]{8}:/);
      for (const secret of Object.values(SECRETS)) expect(value).not.toContain(secret);
    }
    await t.pglite!.exec('checkpoint');
    const dump = Buffer.from(await (await t.pglite!.dumpDataDir('none')).arrayBuffer());
    expect(dump.includes('assay-sealed:1:')).toBe(true);
    for (const secret of Object.values(SECRETS)) expect(dump.includes(secret), secret).toBe(false);
    const answers = JSON.stringify([
      await call('GET', '/integration/v1/calendar/user/'),
      await call('GET', `/integration/v1/messaging/connection/?account_id=${accountId}`),
      await call('GET', `/integration/v1/account/${accountId}/bi-embeds/`),
      await call('GET', `/account/v1/${accountId}/reply-mailbox/`),
    ]);
    for (const secret of Object.values(SECRETS)) expect(answers).not.toContain(secret);
    expect(stored.map((s) => openText(s.value, s.context)).sort()).toEqual(Object.values(SECRETS).sort());
  });

  it('given a sealed value copied to another row or changed, then it does not open, with words that say so', async () => {
    const [first] = await storedValues();
    expect(() => openText(first!.value, `${first!.context}0`)).toThrow(/does not open with key/);
    const changed = first!.value.slice(0, -2) + (first!.value.endsWith('A') ? 'BB' : 'AA');
    expect(() => openText(changed, first!.context)).toThrow(SecretKeyError);
    // A clear value in a secret column is refused by the database itself (migration 0119).
    await expect(sql`update sms_connections set secret = 'in clear'`.execute(t.db)).rejects.toThrow(/sealed/);
  });

  it('given values an older version stored in clear, then the start seals them and the database then holds the columns to sealed values', async () => {
    await sql`alter table sms_connections drop constraint sms_connections_secret_sealed`.execute(t.db);
    await sql`update sms_connections set secret = ${SECRETS.sms}`.execute(t.db);
    await sql`alter table sms_connections add constraint sms_connections_secret_sealed
      check (secret = '' or secret like 'assay-sealed:%') not valid`.execute(t.db);
    expect((await sealedCensus(t.db)).get('clear')).toBe(1);
    const prepared = await prepareSealedSecrets(t.db, process.env, dir);
    expect(prepared).toMatchObject({ keyFile: undefined, sealedNow: 1 });
    expect((await sealedCensus(t.db)).has('clear')).toBe(false);
    const valid = await sql<{ convalidated: boolean }>`select convalidated from pg_constraint
      where conname = 'sms_connections_secret_sealed'`.execute(t.db);
    expect(valid.rows[0]!.convalidated).toBe(true);
    const sms = (await storedValues()).find((s) => s.context.startsWith('sms_connections'))!;
    expect(openText(sms.value, sms.context)).toBe(SECRETS.sms);
  });

  it('given a rotation, then every value is sealed under the new key, the old key still opens old copies until it is dropped, and the settings keep working', async () => {
    const file = path.join(dir, 'rotation', 'secrets.key');
    writeKeyFile(file, [process.env.ASSAY_SECRETS_KEY!]);
    const source = { key: undefined, oldKeys: [], keyFile: file };
    const oldId = readKeyFile(file).current.id;
    const before = await storedValues();
    expect(new Set(before.map((s) => sealedKeyId(s.value)))).toEqual(new Set([oldId]));

    const said = await rotateSecrets(t.db, source, { dropOld: false });
    const ring = readKeyFile(file);
    expect(ring.current.id).not.toBe(oldId);
    expect([...ring.readable.keys()]).toEqual([ring.current.id, oldId]);
    // The six outside-service secrets and the server's own (D272).
    const all = [...(await sealedCensus(t.db)).values()].reduce((a, b) => a + b);
    expect(all).toBeGreaterThan(6);
    expect(said.join(' ')).toContain(`Sealed ${all} secrets anew under key ${ring.current.id}`);
    const after = await storedValues();
    for (const [i, s] of after.entries()) {
      expect(sealedKeyId(s.value)).toBe(ring.current.id);
      expect(openText(s.value, s.context, ring)).toBe(openText(before[i]!.value, before[i]!.context, ring));
    }
    // The service opens the password with the new key to call the calendar server (which is down).
    useSecretKeys(ring);
    const tested = await call('POST', '/integration/v1/calendar/user/test/');
    expect(tested).toMatchObject({ ok: false, connection: { connected: true } });

    await rotateSecrets(t.db, source, { dropOld: true });
    const dropped = readKeyFile(file);
    expect([...dropped.readable.keys()]).toEqual([ring.current.id]);
    expect(() => openText(before[0]!.value, before[0]!.context, dropped)).toThrow(
      new RegExp(`sealed with key ${oldId}, which ${file} does not hold`),
    );
  });

  it('given the wrong key or none, then the start refuses with the key it needs, and nothing is sealed anew', async () => {
    const wrong = newKeyText();
    const needed = sealedKeyId((await storedValues())[0]!.value)!;
    const all = (await sealedCensus(t.db)).get(needed);
    await expect(prepareSealedSecrets(t.db, { ASSAY_SECRETS_KEY: wrong }, dir)).rejects.toThrow(
      new RegExp(
        `sealed with keys that ASSAY_SECRETS_KEY does not hold \\(${all} with key ${needed}; it holds ${parseKey(wrong, 'x').id}\\)`,
      ),
    );
    await expect(prepareSealedSecrets(t.db, {}, path.join(dir, 'empty'))).rejects.toThrow(
      new RegExp(`holds secrets sealed with key ${needed}, but no key is configured`),
    );
    expect(fs.existsSync(path.join(dir, 'empty', 'secrets.key'))).toBe(false);
    await expect(
      resealAll(
        t.db,
        { ...readKeyFile(path.join(dir, 'rotation', 'secrets.key')), readable: new Map() },
        { rotate: true },
      ),
    ).rejects.toThrow(SecretKeyError);
    expect(() => parseKey('not a key', 'ASSAY_SECRETS_KEY')).toThrow(/32 random bytes in base64/);
  });
});

/**
 * Messaging (D236), against a real SMSC (the `smpp` package's server mode, server/test/smsc.ts) and
 * a real local HTTP server of the HTTP shape: the outbox default; sending and bulk sending with
 * merge fields filled; a reply, STOP and START threaded by number; delivery receipts; a provider
 * that refuses the credentials, is down, is slow or refuses a number; the per-company rate; the
 * HTTP webhook's signature; access (another company: 404; a candidate: 403) and auditing.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage, SmsThread } from '../../../contracts/sms.ts';
import { countSegments } from '../../../contracts/sms.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmsc, type TestSmsc } from '../../test/smsc.ts';
import { pollAccount, SEND_SMS_JOB, sendSmsHandler } from './sms.jobs.ts';
import { smsWebhookRequest } from '../../test/sms-webhook-request.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, candidate: S, otherOwner: S;
let accountId: number, otherAccountId: number;
let apps: { ref_id: string; id: number; user_id: number }[];
let smsc: TestSmsc;
const PHONE = '+15125550142';
const SENDER = '+15125550100';

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', SMS_ALLOW_PRIVATE: '1' });
  [owner, candidate, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'candidate@assay.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  accountId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherAccountId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  const rows = await t.db
    .selectFrom('user_trackers as ut')
    .innerJoin('jobs as j', 'j.job_id', 'ut.job_id')
    .select(['ut.ref_id', 'ut.user_step_tracker_id as id', 'ut.user_id'])
    .where('j.account_id', '=', accountId)
    .where('ut.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null)
    .orderBy('ut.user_step_tracker_id')
    .execute();
  const byUser = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!byUser.has(r.user_id)) byUser.set(r.user_id, r);
  apps = [...byUser.values()].map((r) => ({ ref_id: r.ref_id, id: r.id, user_id: r.user_id }));
  expect(apps.length).toBeGreaterThanOrEqual(2);
  await t.db
    .updateTable('users')
    .set({ phone_number: '+1 (512) 555-0142' })
    .where('user_id', '=', apps[0]!.user_id)
    .execute();
  await t.db.updateTable('users').set({ phone_number: null }).where('user_id', '=', apps[1]!.user_id).execute();
  await t.db
    .insertInto('account_phone_numbers')
    .values({ account_id: accountId, label: 'Recruiting', phone_number: SENDER })
    .execute();
  smsc = await startSmsc();
});
afterAll(async () => {
  await smsc.close();
  await t.close();
});

const call = (who: S, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    token: who.token,
    ...(body !== undefined ? { body } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });
const thread = async (id = apps[0]!.id): Promise<SmsThread> => {
  const res = await call(owner, 'GET', `/integration/v1/messaging/application/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SmsThread;
};
const send = (text: string, id = apps[0]!.id, who = owner) =>
  call(who, 'POST', `/integration/v1/messaging/application/${id}/send/`, { body: text });
const runSends = () => drainJobs(t.db, { [SEND_SMS_JOB]: sendSmsHandler });
const connect = (over: Record<string, unknown> = {}) =>
  call(owner, 'PUT', '/integration/v1/messaging/connection/', {
    account_id: accountId,
    adapter: 'smpp',
    address: smsc.url,
    username: 'assay',
    secret: 'secret',
    rate_per_minute: 60,
    ...over,
  });
const disconnect = () => call(owner, 'DELETE', `/integration/v1/messaging/connection/?account_id=${accountId}`);
const dueNow = () => sql`update background_jobs set run_after = now() where finished_at is null`.execute(t.db);

describe('segments', () => {
  it('given GSM-7 or UCS-2 text, then the segments are counted as phones split them', () => {
    expect(countSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(countSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2, perSegment: 153 });
    expect(countSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSegments('Hola 😀')).toMatchObject({ encoding: 'UCS-2', units: 7, segments: 1 });
    expect(countSegments('ł'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
  });
});

describe('messaging without a provider', () => {
  it('given no provider, when staff text the candidate, then the message stays in the outbox with its merge fields filled', async () => {
    const res = await send('Hi {{first_name}}, call us back.');
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json().data as SmsMessage;
    expect(message).toMatchObject({
      status: 'outbox',
      phone_number: PHONE,
      sender_number: SENDER,
      direction: 'outbound',
    });
    expect(message.body).not.toContain('{{');
    expect((await thread()).messages.map((m) => m.sms_id)).toContain(message.sms_id);
    const jobs = await t.db.selectFrom('background_jobs').select('id').where('kind', '=', SEND_SMS_JOB).execute();
    expect(jobs).toHaveLength(0);
    const outbox = await call(
      owner,
      'GET',
      `/integration/v1/messaging/messages/?account_id=${accountId}&phone_number=${encodeURIComponent(PHONE)}`,
    );
    expect(outbox.json().data.results.map((m: SmsMessage) => m.sms_id)).toContain(message.sms_id);
  });

  it('given bad input, then each is refused clearly and nothing is written', async () => {
    const before = await t.db.selectFrom('sms_messages').select('sms_id').execute();
    const unknown = await send('Hi {{nickname}}');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ prop: 'body' });
    expect((await send('   ')).statusCode).toBe(400);
    const noPhone = await send('Hello', apps[1]!.id);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().errors[0].prop).toBe('phone_number');
    expect(await t.db.selectFrom('sms_messages').select('sms_id').execute()).toHaveLength(before.length);
  });

  it('given another company or a candidate, then the thread, sending and the settings are out of reach', async () => {
    expect((await call(otherOwner, 'GET', `/integration/v1/messaging/application/${apps[0]!.id}/`)).statusCode).toBe(
      404,
    );
    expect((await send('Hello', apps[0]!.id, otherOwner)).statusCode).toBe(404);
    expect(
      (
        await call(otherOwner, 'POST', '/integration/v1/messaging/bulk-send/', {
          ref_ids: [apps[0]!.ref_id],
          body: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(otherOwner, 'GET', `/integration/v1/messaging/messages/?account_id=${accountId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(otherOwner, 'GET', `/integration/v1/messaging/connection/?account_id=${accountId}`)).statusCode,
    ).toBe(404);
    expect((await call(candidate, 'GET', `/integration/v1/messaging/application/${apps[0]!.id}/`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(candidate, 'GET', `/integration/v1/messaging/messages/?account_id=${accountId}`)).statusCode,
    ).toBe(403);
    const others = await call(otherOwner, 'GET', `/integration/v1/messaging/messages/?account_id=${otherAccountId}`);
    expect(others.json().data.count).toBe(0);
  });
});

describe('messaging over SMPP', () => {
  it('given a password the SMSC refuses, then saving answers its reason and settings show the kind failing', async () => {
    const res = await connect({ secret: 'wrong' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ok: false, connection: { status: 'failing' } });
    expect(res.json().data.reason).toMatch(/refused the bind/);
    expect(res.body).not.toContain('wrong');
    const services = await call(owner, 'GET', `/integration/v1/services/?account_id=${accountId}`);
    const messaging = services.json().data.services.find((s: { kind: string }) => s.kind === 'messaging');
    expect(messaging).toMatchObject({ state: 'failing', testable: true });
    expect(messaging.reason).toMatch(/refused the bind/);
  });

  it('given the right password, then it connects, sends through the SMSC, and a reply and a receipt come back into the thread', async () => {
    const saved = await connect();
    expect(saved.json().data).toMatchObject({ ok: true, connection: { status: 'connected', has_secret: true } });
    const res = await send('Hi {{first_name}}, are you free tomorrow?');
    const queued = res.json().data as SmsMessage;
    expect(queued.status).toBe('queued');
    await runSends();
    const submitted = smsc.submitted.at(-1)!;
    expect(submitted).toMatchObject({ to: PHONE.slice(1), from: SENDER.slice(1) });
    expect(submitted.text).toBe(queued.body);
    smsc.reply(PHONE.slice(1), SENDER.slice(1), 'Yes, after 3pm');
    smsc.receipt(submitted.message_id, 'DELIVRD');
    await pollAccount(t.db, accountId);
    const after = await thread();
    expect(after.messages.find((m) => m.sms_id === queued.sms_id)).toMatchObject({ status: 'delivered' });
    expect(after.messages.at(-1)).toMatchObject({ direction: 'inbound', body: 'Yes, after 3pm', status: 'received' });
  });

  it('given a long or non-GSM text, then it goes whole through the SMSC in the right coding', async () => {
    const long = `Olá ${'ç'.repeat(100)} 😀`;
    await send(long);
    await runSends();
    expect(smsc.submitted.at(-1)!.data_coding).toBe(0x08);
    expect(smsc.submitted.at(-1)!.text).toBe(long);
  });

  it('given the candidate replies STOP, then the opt-out is recorded and audited, sending is refused and bulk sending skips them, until START', async () => {
    smsc.reply(PHONE.slice(1), SENDER.slice(1), ' stop ');
    await pollAccount(t.db, accountId);
    expect(await thread()).toMatchObject({ opted_out: true });
    const refused = await send('Hello again');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/STOP/);
    const bulk = await call(owner, 'POST', '/integration/v1/messaging/bulk-send/', {
      ref_ids: [apps[0]!.ref_id, apps[1]!.ref_id],
      body: 'Hi {{first_name}}',
    });
    expect(bulk.json().data).toEqual({
      queued: 0,
      skipped: expect.arrayContaining([
        { ref_id: apps[0]!.ref_id, reason: 'opted_out' },
        { ref_id: apps[1]!.ref_id, reason: 'no_phone' },
      ]),
    });
    smsc.reply(PHONE.slice(1), SENDER.slice(1), 'START');
    await pollAccount(t.db, accountId);
    expect(await thread()).toMatchObject({ opted_out: false });
    expect((await send('Welcome back')).statusCode).toBe(200);
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('account_id', '=', accountId)
      .where('event', 'in', ['sms_opted_out', 'sms_opted_in'])
      .orderBy('audit_event_id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['sms_opted_out', 'sms_opted_in']);
    await runSends();
  });

  it('given the SMSC refuses the number, then that message fails with its reason and is not retried', async () => {
    smsc.refuse.add(PHONE.slice(1));
    const message = (await send('Refused')).json().data as SmsMessage;
    await runSends();
    smsc.refuse.clear();
    const row = (await thread()).messages.find((m) => m.sms_id === message.sms_id)!;
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/invalid destination address/);
  });

  it('given the SMSC is slow or down, then the message keeps its reason, is retried with backoff, and goes once it is back', async () => {
    smsc.silent = true;
    const message = (await send('While slow')).json().data as SmsMessage;
    await runSends();
    smsc.silent = false;
    let row = (await thread()).messages.find((m) => m.sms_id === message.sms_id)!;
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/did not answer/);
    const job = await t.db
      .selectFrom('background_jobs')
      .select(['run_after', 'last_error', 'finished_at'])
      .where('kind', '=', SEND_SMS_JOB)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job.finished_at).toBeNull();
    expect(new Date(job.run_after).valueOf()).toBeGreaterThan(Date.now());
    const services = await call(owner, 'GET', `/integration/v1/services/?account_id=${accountId}`);
    expect(services.json().data.services.find((s: { kind: string }) => s.kind === 'messaging').state).toBe('failing');
    await dueNow();
    await runSends();
    row = (await thread()).messages.find((m) => m.sms_id === message.sms_id)!;
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: '' });
  });

  it('given a rate of one a minute, then the second message waits for the minute instead of going at once', async () => {
    await connect({ secret: '', rate_per_minute: 1 });
    await sql`update sms_messages set sent_at = now() - interval '2 minutes' where sent_at is not null`.execute(t.db);
    const first = (await send('One')).json().data as SmsMessage;
    const second = (await send('Two')).json().data as SmsMessage;
    await runSends();
    const rows = (await thread()).messages;
    expect(rows.find((m) => m.sms_id === first.sms_id)!.status).toBe('sent');
    expect(rows.find((m) => m.sms_id === second.sms_id)!.status).toBe('queued');
    const waiting = await t.db
      .selectFrom('background_jobs')
      .select('run_after')
      .where('kind', '=', SEND_SMS_JOB)
      .where('finished_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(new Date(waiting.run_after).valueOf()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('given the provider is disconnected, then what was queued goes back to the outbox, and each change was audited without the secret', async () => {
    expect((await disconnect()).statusCode).toBe(200);
    const rows = (await thread()).messages;
    expect(rows.filter((m) => m.status === 'queued')).toHaveLength(0);
    expect(rows.at(-1)!.status).toBe('outbox');
    const events = await t.db
      .selectFrom('audit_events')
      .select(['event', 'details'])
      .where('account_id', '=', accountId)
      .where('event', 'like', 'sms_%connect%')
      .orderBy('audit_event_id')
      .execute();
    expect(events.map((e) => e.event)).toEqual([
      'sms_connected',
      'sms_connection_changed',
      'sms_connection_changed',
      'sms_disconnected',
    ]);
    expect(JSON.stringify(events)).not.toContain('"secret"');
  });
});

describe('messaging over the HTTP shape', () => {
  let api: Server;
  let apiUrl: string;
  const KEY = 'key-123';
  const sent: { from: string; to: string; text: string }[] = [];
  let down = false;

  beforeAll(async () => {
    api = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (down) return json(503, { message: 'Service temporarily unavailable' });
        if (req.headers.authorization !== `Bearer ${KEY}`) return json(401, { message: 'Invalid API key' });
        if (req.method === 'GET' && req.url === '/v1/account') return json(200, { name: 'Test account' });
        if (req.method === 'POST' && req.url === '/v1/messages') {
          sent.push(JSON.parse(raw) as { from: string; to: string; text: string });
          return json(201, { id: `h${sent.length}` });
        }
        return json(404, { message: 'Not found' });
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  const webhook = (body: unknown, options: { key?: string; at?: number; signature?: string } = {}) =>
    t.request(smsWebhookRequest(accountId, body, { ...options, key: options.key ?? KEY }));

  it('given a wrong API key, then saving answers the provider’s reason; with the right one it sends, and a down provider is retried', async () => {
    const bad = await connect({ adapter: 'http', address: apiUrl, username: '', secret: 'nope' });
    expect(bad.json().data).toMatchObject({ ok: false });
    expect(bad.json().data.reason).toMatch(/refused the API key \(401\): Invalid API key/);
    const good = await connect({ adapter: 'http', address: apiUrl, username: '', secret: KEY });
    expect(good.json().data).toMatchObject({ ok: true });
    down = true;
    const message = (await send('Over HTTP')).json().data as SmsMessage;
    await runSends();
    let row = (await thread()).messages.find((m) => m.sms_id === message.sms_id)!;
    expect(row).toMatchObject({ status: 'queued' });
    expect(row.last_error).toMatch(/503: Service temporarily unavailable/);
    down = false;
    await dueNow();
    await runSends();
    row = (await thread()).messages.find((m) => m.sms_id === message.sms_id)!;
    expect(row.status).toBe('sent');
    expect(sent.at(-1)).toEqual({ from: SENDER, to: PHONE, text: 'Over HTTP' });
  });

  it('given signed webhooks, then a reply joins the thread once and a report settles its message; forged, stale or malformed ones change nothing', async () => {
    const before = (await thread()).messages.length;
    expect(
      (await webhook({ type: 'message', id: 'in-1', from: PHONE, to: SENDER, text: 'Thanks!' }, { key: 'forged' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await webhook(
          { type: 'message', id: 'in-1', from: PHONE, to: SENDER, text: 'Thanks!' },
          { at: Date.now() - 3_600_000 },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await webhook({ type: 'message', id: 'in-1', from: PHONE, to: SENDER, text: 'Thanks!' }, { signature: '' }))
        .statusCode,
    ).toBe(401);
    expect((await webhook({ type: 'nonsense' })).statusCode).toBe(400);
    expect((await thread()).messages.length).toBe(before);
    const ok = await webhook({ type: 'message', id: 'in-1', from: PHONE, to: SENDER, text: 'Thanks!' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await webhook({ type: 'message', id: 'in-1', from: PHONE, to: SENDER, text: 'Thanks!' })).statusCode).toBe(
      200,
    );
    expect((await webhook({ type: 'status', id: `h${sent.length}`, status: 'delivered' })).statusCode).toBe(200);
    const after = await thread();
    expect(after.messages.length).toBe(before + 1);
    expect(after.messages.at(-1)).toMatchObject({ direction: 'inbound', body: 'Thanks!' });
    expect(after.messages.find((m) => m.body === 'Over HTTP')!.status).toBe('delivered');
    const elsewhere = await t.request({
      method: 'POST',
      url: `/api/integration/v1/messaging/inbound/${otherAccountId}/`,
      headers: { 'content-type': 'application/json' },
      body: { type: 'message', id: 'x', from: '+1', to: '+1', text: 'x' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

/**
 * Embedded BI dashboards (D235): company settings access manages them and never reads the secret
 * back; the signed address is Metabase's static embedding format, its token verifies with the
 * stored key and locks the company (and requisition); a job of another company or one the viewer
 * may not work on is 404; the seeded analyst sees dashboards without settings access; bad input writes nothing; the integrations page tests each BI server.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiEmbed, BiEmbedUrl } from '../../../contracts/bi-embeds.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { setBiNetworkPolicy } from './bi-embeds.service.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { openText } from '../../secrets/sealed-secret.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, analyst: S, candidate: S, otherOwner: S;
let accountId: number, otherAccountId: number, jobId: number, otherJobId: number;
let health: Server;
let healthUrl: string;

beforeAll(async () => {
  // The test's BI servers listen on 127.0.0.1.
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', BI_ALLOW_PRIVATE: '1' });
  [owner, recruiter, interviewer, analyst, candidate, otherOwner] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'analyst@demo-company.test',
      'candidate@assay.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  accountId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherAccountId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  jobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
  otherJobId = (
    await t.db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        account_id: otherAccountId,
        job_type_id: JOB_TYPE.requisition,
        title: 'Other Clerk',
        tracker_title: 'Other Clerk',
      })
      .returning('job_id')
      .executeTakeFirstOrThrow()
  ).job_id;
  health = createServer((req, res) => {
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => health.close(resolve));
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
const settings = (account = accountId) => `/integration/v1/account/${account}/bi-embeds/`;
const rows = () => t.db.selectFrom('bi_embeds').selectAll().orderBy('embed_id').execute();
const SECRET = 'a'.repeat(64);
const embed = (over: Record<string, unknown> = {}) => ({
  name: 'Hiring pipeline',
  site_url: 'https://bi.example.test/',
  dashboard: 7,
  scope: 'company',
  secret: SECRET,
  ...over,
});

async function made(body = embed(), who = owner, account = accountId): Promise<BiEmbed> {
  const res = await call(who, 'POST', settings(account), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BiEmbed;
}

describe('embedded BI dashboards', () => {
  it('given the owner, then one is added, listed, changed (an empty secret keeps the key) and removed, never answering the secret, each change audited', async () => {
    const e = await made();
    expect(e).toMatchObject({
      name: 'Hiring pipeline',
      site_url: 'https://bi.example.test',
      dashboard: 7,
      has_secret: true,
    });
    const list = await call(owner, 'GET', settings());
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(SECRET);
    expect(JSON.stringify(e)).not.toContain(SECRET);
    const changed = await call(owner, 'PUT', `${settings()}${e.embed_id}/`, embed({ name: 'Pipeline', secret: '' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).not.toContain(SECRET);
    const row = (await rows()).find((r) => r.embed_id === e.embed_id)!;
    expect(row).toMatchObject({ name: 'Pipeline' });
    // Kept sealed (D265): the column never holds the key itself.
    expect(row.secret).not.toContain(SECRET);
    expect(openText(row.secret, sealContext('bi_embeds', 'secret', row.account_id))).toBe(SECRET);
    const removed = await call(owner, 'DELETE', `${settings()}${e.embed_id}/`);
    expect(removed.statusCode).toBe(200);
    expect((await rows()).find((r) => r.embed_id === e.embed_id)).toBeUndefined();
    const events = await t.db
      .selectFrom('audit_events')
      .select(['event', 'details'])
      .where('account_id', '=', accountId)
      .where('event', 'like', 'bi_embed_%')
      .execute();
    expect(events.map((ev) => ev.event)).toEqual(['bi_embed_added', 'bi_embed_changed', 'bi_embed_removed']);
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });

  it('given an embed, then the pages’ Content-Security-Policy lets them frame its site', async () => {
    const e = await made(embed({ site_url: 'https://metabase.csp.example.test/bi' }));
    const page = await t.request({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /frame-src [^;]*https:\/\/metabase\.csp\.example\.test/,
    );
    await call(owner, 'DELETE', `${settings()}${e.embed_id}/`);
    const after = await t.request({ method: 'GET', url: '/' });
    expect(String(after.headers['content-security-policy'])).not.toContain('metabase.csp.example.test');
  });

  it('given bad input, then 400 with each field named and nothing written', async () => {
    const before = await rows();
    const res = await call(
      owner,
      'POST',
      settings(),
      embed({ site_url: 'bi.example', dashboard: 0, secret: '', scope: 'x', name: ' ' }),
    );
    expect(res.statusCode).toBe(400);
    const props = (res.json().errors as { prop: string }[]).map((e) => e.prop).sort();
    expect(props).toEqual(['dashboard', 'name', 'scope', 'secret', 'site_url']);
    expect(await rows()).toEqual(before);
    const e = await made();
    const bad = await call(owner, 'PUT', `${settings()}${e.embed_id}/`, embed({ site_url: 'ftp://x' }));
    expect(bad.statusCode).toBe(400);
    expect(await rows()).toEqual([...before, ...(await rows()).filter((r) => r.embed_id === e.embed_id)]);
    await call(owner, 'DELETE', `${settings()}${e.embed_id}/`);
  });

  it('given access, then a candidate is 403, another company 404, staff without settings access 403 to manage', async () => {
    const e = await made();
    expect((await call(candidate, 'GET', settings())).statusCode).toBe(403);
    expect((await call(otherOwner, 'GET', settings())).statusCode).toBe(404);
    expect((await call(otherOwner, 'PUT', `${settings(otherAccountId)}${e.embed_id}/`, embed())).statusCode).toBe(404);
    expect((await call(otherOwner, 'DELETE', `${settings(otherAccountId)}${e.embed_id}/`)).statusCode).toBe(404);
    expect((await call(recruiter, 'POST', settings(), embed())).statusCode).toBe(403);
    expect((await call(analyst, 'POST', settings(), embed())).statusCode).toBe(403);
    expect(
      (await call(candidate, 'GET', `/report/v1/account/${accountId}/bi-embeds/${e.embed_id}/url/`)).statusCode,
    ).toBe(403);
    expect(
      (await call(otherOwner, 'GET', `/report/v1/account/${accountId}/bi-embeds/${e.embed_id}/url/`)).statusCode,
    ).toBe(404);
    expect(
      (await call(otherOwner, 'GET', `/report/v1/account/${otherAccountId}/bi-embeds/${e.embed_id}/url/`)).statusCode,
    ).toBe(404);
    await call(owner, 'DELETE', `${settings()}${e.embed_id}/`);
  });

  it('given a company-scope embed, then whoever sees dashboards gets a ten-minute signed address locking account_id', async () => {
    const e = await made();
    const list = await call(analyst, 'GET', `/report/v1/account/${accountId}/bi-embeds/`);
    expect(list.json().data).toEqual([{ embed_id: e.embed_id, name: 'Hiring pipeline' }]);
    const res = await call(analyst, 'GET', `/report/v1/account/${accountId}/bi-embeds/${e.embed_id}/url/`);
    expect(res.statusCode, res.body).toBe(200);
    const { url, expires_at } = res.json().data as BiEmbedUrl;
    const match = /^https:\/\/bi\.example\.test\/embed\/dashboard\/([^#]+)#bordered=true&titled=true$/.exec(url);
    expect(match).not.toBeNull();
    const { payload, protectedHeader } = await jwtVerify(match![1]!, new TextEncoder().encode(SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.resource).toEqual({ dashboard: 7 });
    expect(payload.params).toEqual({ account_id: accountId });
    expect(payload.exp! * 1000 - Date.now()).toBeGreaterThan(590_000);
    expect(payload.exp! * 1000 - Date.now()).toBeLessThanOrEqual(600_000);
    expect(new Date(expires_at).valueOf()).toBe(payload.exp! * 1000);
    await expect(jwtVerify(match![1]!, new TextEncoder().encode('b'.repeat(64)))).rejects.toThrow();
    expect(
      (await call(recruiter, 'GET', `/report/v1/account/${accountId}/bi-embeds/${e.embed_id}/url/`)).statusCode,
    ).toBe(403);
    // A company-scope embed is not a requisition's.
    expect((await call(owner, 'GET', `/report/v1/smartreq/${jobId}/bi-embeds/${e.embed_id}/url/`)).statusCode).toBe(
      404,
    );
    await call(owner, 'DELETE', `${settings()}${e.embed_id}/`);
  });

  it('given a requisition-scope embed, then the job team gets an address locking account_id and job_id; another company’s job or one the viewer may not work on is 404', async () => {
    const e = await made(embed({ scope: 'requisition', name: 'Requisition funnel', dashboard: 3 }));
    const list = await call(recruiter, 'GET', `/report/v1/smartreq/${jobId}/bi-embeds/`);
    expect(list.json().data).toEqual([{ embed_id: e.embed_id, name: 'Requisition funnel' }]);
    expect((await call(owner, 'GET', `/report/v1/account/${accountId}/bi-embeds/`)).json().data).toEqual([]);
    const res = await call(recruiter, 'GET', `/report/v1/smartreq/${jobId}/bi-embeds/${e.embed_id}/url/`);
    expect(res.statusCode, res.body).toBe(200);
    const token = /\/embed\/dashboard\/([^#]+)#/.exec((res.json().data as BiEmbedUrl).url)![1]!;
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET));
    expect(payload).toMatchObject({ resource: { dashboard: 3 }, params: { account_id: accountId, job_id: jobId } });
    expect(
      (await call(owner, 'GET', `/report/v1/smartreq/${otherJobId}/bi-embeds/${e.embed_id}/url/`)).statusCode,
    ).toBe(404);
    expect(
      (await call(otherOwner, 'GET', `/report/v1/smartreq/${otherJobId}/bi-embeds/${e.embed_id}/url/`)).statusCode,
    ).toBe(404);
    expect(
      (await call(interviewer, 'GET', `/report/v1/smartreq/${jobId}/bi-embeds/${e.embed_id}/url/`)).statusCode,
    ).toBe(404);
    expect((await call(candidate, 'GET', `/report/v1/smartreq/${jobId}/bi-embeds/${e.embed_id}/url/`)).statusCode).toBe(
      403,
    );
    await call(owner, 'DELETE', `${settings()}${e.embed_id}/`);
  });

  it('given the integrations page, then BI dashboards are the built-in default until one is embedded, and a test checks each server’s /api/health, recording a failure’s reason', async () => {
    const services = async () =>
      (
        (await call(owner, 'GET', `/integration/v1/services/?account_id=${accountId}`)).json().data.services as {
          kind: string;
          state: string;
          reason: string;
          testable: boolean;
        }[]
      ).find((s) => s.kind === 'bi_dashboards')!;
    expect(await services()).toMatchObject({ state: 'default', testable: true });
    const up = await made(embed({ site_url: healthUrl }));
    expect(await services()).toMatchObject({ state: 'connected', connected: 1 });
    const test = await call(owner, 'POST', '/integration/v1/services/test/', {
      account_id: accountId,
      kind: 'bi_dashboards',
    });
    expect(test.statusCode, test.body).toBe(200);
    expect((await rows()).find((r) => r.embed_id === up.embed_id)).toMatchObject({
      status: 'connected',
      last_error: '',
    });
    // A port nothing listens on: a closed server.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await made(embed({ site_url: `http://127.0.0.1:${port}`, name: 'Down' }));
    await call(owner, 'POST', '/integration/v1/services/test/', { account_id: accountId, kind: 'bi_dashboards' });
    const failing = (await rows()).find((r) => r.embed_id === down.embed_id)!;
    expect(failing).toMatchObject({ status: 'failing', last_error: expect.stringMatching(/could not be reached/) });
    expect(failing.checked_at).not.toBeNull();
    expect(await services()).toMatchObject({ state: 'failing', failing: 1, connected: 1, reason: failing.last_error });
    const listed = (await call(owner, 'GET', settings())).json().data as BiEmbed[];
    expect(listed.find((x) => x.embed_id === down.embed_id)).toMatchObject({
      status: 'failing',
      last_error: failing.last_error,
    });
    await call(owner, 'DELETE', `${settings()}${up.embed_id}/`);
    await call(owner, 'DELETE', `${settings()}${down.embed_id}/`);
  });

  it('given the default network policy, then a BI server on a private address is not fetched and fails with that reason', async () => {
    const local = await made(embed({ site_url: healthUrl, name: 'Internal' }));
    setBiNetworkPolicy({ allowPrivate: false });
    try {
      await call(owner, 'POST', '/integration/v1/services/test/', { account_id: accountId, kind: 'bi_dashboards' });
    } finally {
      setBiNetworkPolicy({ allowPrivate: true });
    }
    expect((await rows()).find((r) => r.embed_id === local.embed_id)).toMatchObject({
      status: 'failing',
      last_error: 'The BI server’s address points to a private network address.',
    });
    await call(owner, 'DELETE', `${settings()}${local.embed_id}/`);
  });
});

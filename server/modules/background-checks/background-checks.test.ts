/**
 * Background checks (D237) against a real HTTP stand-in that follows Checkr's API shape
 * (server/test/checkr-stand-in.ts): the app listens on a port so the stand-in's signed webhooks
 * reach it over the wire. Jobs are run with drainJobs (the worker is off in tests).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/queue.ts';
import { CheckrStandIn, signCheckr, STAND_IN_REPORT_PDF } from '../../test/checkr-stand-in.ts';
import { lastMailId, mailsSince } from '../../test/mail-outbox.ts';
import { multipartForm } from '../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { PDF_BYTES } from '../../test/upload-fixtures.ts';
import { BACKGROUND_CHECK_JOB_HANDLERS } from './background-checks.jobs.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { sealText } from '../../secrets/sealed-secret.ts';

const KEY = 'ck_demo_0123456789';
const OTHER_KEY = 'ck_other_9876543210';
/** Maria's application to job 1 (the recruiter's team). */
const MARIA_JOB1 = 3;
const MARIA = 'maria.garcia@assay.test';

let t: TestApp;
let standIn: CheckrStandIn;
let base: string;
let accountId: number, otherAccountId: number;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, interviewer: S;

beforeAll(async () => {
  standIn = await new CheckrStandIn({ apiKeys: [KEY, OTHER_KEY] }).start();
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', CHECKR_API_URL: standIn.url, CHECKR_TIMEOUT_MS: '400' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  accountId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherAccountId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  standIn.webhookUrl = `${base}/api/integration/v1/background-checks/webhook/${accountId}/`;
  [owner, recruiter, otherOwner, interviewer] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'owner@other-company.test',
      'interviewer@demo-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S];
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const checksUrl = (id = MARIA_JOB1) => `/api/integration/v1/background-checks/user-smartreq/${id}/`;
const startUrl = (id = MARIA_JOB1) => `/api/integration/v1/invitations/user-smartreq/${id}/`;
const connectionUrl = (account: number) => `/api/integration/v1/background-checks/account/${account}/connection/`;
const list = (who: S) => t.request({ method: 'GET', url: checksUrl(), token: who.token });
const start = (who: S, manual = false) =>
  t.request({ method: 'POST', url: startUrl(), token: who.token, body: { manual } });
const connect = (who: S, body: { api_key: string; package: string }, account = accountId) =>
  t.request({ method: 'PUT', url: connectionUrl(account), token: who.token, body });
const drain = () => drainJobs(t.db, BACKGROUND_CHECK_JOB_HANDLERS);
const webhook = (body: string, signature: string, account = accountId) =>
  fetch(`${base}/api/integration/v1/background-checks/webhook/${account}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-checkr-signature': signature },
    body,
  });
async function checkRow(checkId: number) {
  return t.db.selectFrom('background_checks').selectAll().where('check_id', '=', checkId).executeTakeFirstOrThrow();
}
/** The entries whose kind starts with `prefix` (literally: in LIKE, `_` would match any letter, `background_checks_viewed` too). */
async function auditEvents(prefix: string) {
  return t.db
    .selectFrom('audit_events')
    .select(['event', 'details', 'account_id'])
    .where('event', 'like', `${prefix.replace(/[\\_%]/g, '\\$&')}%`)
    .orderBy('audit_event_id')
    .execute();
}
/** Lets jobs waiting for their backoff run now. */
async function dueNow() {
  await t.db
    .updateTable('background_jobs')
    .set({ run_after: new Date(Date.now() - 1000) })
    .where('finished_at', 'is', null)
    .where('kind', '=', 'background-check-invite')
    .execute();
}

describe('the manual check: the default with no provider connected', () => {
  it('given no provider, when the recruiter starts a check, then it is manual and in progress, and a second one is refused while it is open', async () => {
    const before = (await list(recruiter)).json().data;
    expect(before).toEqual({ provider_connected: false, checks: [] });
    const res = await start(recruiter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ provider: 'manual', status: 'in_progress', result: '', report_url: null });
    const again = await start(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('background_check_open');
    expect((await list(recruiter)).json().data.checks).toHaveLength(1);
  });

  it('given a manual check, when staff record the outcome with the report attached as a document, then it is complete and the report opens from the document', async () => {
    const check = (await list(recruiter)).json().data.checks[0];
    const form = multipartForm({ title: 'Background check report' }, [
      { field: 'file', name: 'report.pdf', bytes: PDF_BYTES },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/smartreq/v1/user-smartreq/${MARIA_JOB1}/documents/`,
      headers: { ...form.headers, authorization: `Bearer ${recruiter.token}` },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const documentId = upload.json().data.document_id as number;
    const outcomeUrl = `${checksUrl()}${check.check_id}/outcome/`;
    // A document of another application is not this check's report.
    const foreign = await t.request({
      method: 'PUT',
      url: outcomeUrl,
      token: recruiter.token,
      body: { result: 'clear', note: '', document_id: 999999 },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await checkRow(check.check_id)).status).toBe('in_progress');
    const res = await t.request({
      method: 'PUT',
      url: outcomeUrl,
      token: recruiter.token,
      body: {
        result: 'consider',
        note: 'A driving offence in 2019; discussed with the candidate.',
        document_id: documentId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'complete',
      result: 'consider',
      document_id: documentId,
      report_url: `/smartreq/v1/user-smartreq/${MARIA_JOB1}/documents/${documentId}/file/`,
    });
    expect(res.json().data.completed_at).not.toBeNull();
    const report = await t.request({ method: 'GET', url: `/api${res.json().data.report_url}`, token: owner.token });
    expect(report.statusCode).toBe(200);
    expect((await auditEvents('background_check_')).map((e) => e.event)).toEqual([
      'background_check_started',
      'background_check_outcome_recorded',
    ]);
  });

  it("given another company's owner or an interviewer off the job's team, then they see nothing of the application's checks (404) and start none", async () => {
    for (const who of [otherOwner, interviewer]) {
      expect((await list(who)).statusCode).toBe(404);
      expect((await start(who, true)).statusCode).toBe(404);
    }
  });

  it('given the interviewer on the job’s team (a role without the requisitions flag), then they see the checks but start none, record no outcome and send no invitation again (403, D378)', async () => {
    const interviewerId = (await t.request({ method: 'GET', url: '/api/auth/v1/', token: interviewer.token })).json()
      .data.user_id as number;
    await t.db.insertInto('job_team_members').values({ job_id: 1, user_id: interviewerId }).execute();
    try {
      const before = await t.db.selectFrom('background_checks').selectAll().orderBy('check_id').execute();
      expect((await list(interviewer)).statusCode).toBe(200);
      const started = await start(interviewer, true);
      expect(started.statusCode).toBe(403);
      expect(started.json().code).toBe('forbidden');
      const check = before.at(-1)!;
      const outcome = await t.request({
        method: 'PUT',
        url: `${checksUrl()}${check.check_id}/outcome/`,
        token: interviewer.token,
        body: { result: 'clear', note: 'Looks fine to me', document_id: null },
      });
      expect(outcome.statusCode).toBe(403);
      const retried = await t.request({
        method: 'POST',
        url: `${checksUrl()}${check.check_id}/retry/`,
        token: interviewer.token,
      });
      expect(retried.statusCode).toBe(403);
      expect(await t.db.selectFrom('background_checks').selectAll().orderBy('check_id').execute()).toEqual(before);
    } finally {
      await t.db.deleteFrom('job_team_members').where('job_id', '=', 1).where('user_id', '=', interviewerId).execute();
    }
  });
});

describe('connecting the provider in settings', () => {
  it('given a key the provider refuses, when the owner connects, then the provider’s reason is shown and the kind is failing', async () => {
    const res = await connect(owner, { api_key: 'ck_wrong', package: 'tasker_standard' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: false,
      reason: 'Checkr refused the API key: Bad authentication error (401).',
      connection: { connected: true, status: 'failing' },
    });
    const services = await t.request({
      method: 'GET',
      url: `/api/integration/v1/services/?account_id=${accountId}`,
      token: owner.token,
    });
    expect(services.json().data.services.find((s: { kind: string }) => s.kind === 'background_check')).toMatchObject({
      state: 'failing',
      testable: true,
      reason: 'Checkr refused the API key: Bad authentication error (401).',
    });
  });

  it('given the right key, then it is connected, the key is never sent back, the webhook address is given, and every change is audited', async () => {
    const res = await connect(owner, { api_key: KEY, package: 'tasker_standard' });
    expect(res.json().data).toMatchObject({
      ok: true,
      reason: '',
      connection: { status: 'connected', package: 'tasker_standard' },
    });
    const read = await t.request({ method: 'GET', url: connectionUrl(accountId), token: owner.token });
    expect(read.body).not.toContain(KEY);
    expect(read.json().data.webhook_url).toMatch(
      new RegExp(`/api/integration/v1/background-checks/webhook/${accountId}/$`),
    );
    // An empty key keeps the stored one.
    expect((await connect(owner, { api_key: '', package: 'tasker_standard' })).json().data.ok).toBe(true);
    const tested = await t.request({
      method: 'POST',
      url: '/api/integration/v1/services/test/',
      token: owner.token,
      body: { account_id: accountId, kind: 'background_check' },
    });
    expect(tested.json().data.services.find((s: { kind: string }) => s.kind === 'background_check').state).toBe(
      'connected',
    );
    const events = await auditEvents('background_check_conn');
    expect(events.map((e) => e.event)).toEqual([
      'background_check_connected',
      'background_check_connection_changed',
      'background_check_connection_changed',
    ]);
    expect(JSON.stringify(events)).not.toContain(KEY);
    expect(events[1]!.details).toMatchObject({ key_changed: true });
    expect(events[2]!.details).toMatchObject({ key_changed: false });
  });

  it('given bad input, or another company, then nothing is saved', async () => {
    const bad = await connect(owner, { api_key: KEY, package: 'not a slug!' });
    expect(bad.statusCode).toBe(400);
    expect((await connect(otherOwner, { api_key: KEY, package: 'tasker_standard' })).statusCode).toBe(404);
    expect((await connect(recruiter, { api_key: KEY, package: 'tasker_standard' })).statusCode).toBe(403);
    const fresh = await connect(otherOwner, { api_key: '', package: 'tasker_standard' }, otherAccountId);
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors[0].prop).toBe('api_key');
  });
});

let providerCheckId: number;

describe('a provider check moves through its statuses by signed webhook', () => {
  it('given the provider connected, when the recruiter starts a check, then the queue invites the candidate at the provider and mails them the link', async () => {
    const since = await lastMailId(t.db);
    const res = await start(recruiter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ provider: 'checkr', status: 'requested', package: 'tasker_standard' });
    providerCheckId = res.json().data.check_id;
    // Nothing was asked of the provider in the request itself.
    expect(standIn.invitations.size).toBe(0);
    await drain();
    const row = await checkRow(providerCheckId);
    expect(row.status).toBe('invited');
    const invitation = standIn.invitations.get(row.invitation_ref)!;
    expect(invitation.package).toBe('tasker_standard');
    expect(standIn.candidates.get(row.candidate_ref)!.email).toBe(MARIA);
    expect(row.invitation_url).toBe(`${standIn.url}/invitations/${row.invitation_ref}`);
    const mails = await mailsSince(t.db, since, MARIA);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(row.invitation_url);
  });

  it('when the candidate completes the form and the report runs, then each signed event moves the check, to complete with its result, and the report opens for the team only', async () => {
    const row = await checkRow(providerCheckId);
    const statuses = await standIn.complete(row.invitation_ref, 'clear');
    expect(statuses).toEqual([200, 200, 200]);
    const check = (await list(recruiter)).json().data.checks[0];
    expect(check).toMatchObject({ check_id: providerCheckId, status: 'complete', result: 'clear' });
    const moves = (await auditEvents('background_check_status'))
      .filter((e) => (e.details as { check_id: number }).check_id === providerCheckId)
      .map((e) => (e.details as { to: string }).to);
    expect(moves).toEqual(['in_progress', 'complete']);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api${check.report_url}`,
      headers: { authorization: `Bearer ${recruiter.token}` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.equals(STAND_IN_REPORT_PDF)).toBe(true);
    for (const who of [otherOwner, interviewer]) {
      const refused = await t.request({ method: 'GET', url: `/api${check.report_url}`, token: who.token });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('given a late report.created after the completion, then the check does not move back', async () => {
    const row = await checkRow(providerCheckId);
    const status = await standIn.send(
      'report.created',
      { id: row.report_ref, object: 'report', status: 'pending', candidate_id: row.candidate_ref },
      KEY,
    );
    expect(status).toBe(200);
    expect((await checkRow(providerCheckId)).status).toBe('complete');
  });

  it('given a forged, a replayed, a stale and a malformed webhook, then each is refused with its reason, nothing moves, and settings show the last refusal', async () => {
    const row = await checkRow(providerCheckId);
    const disputed = { id: row.report_ref, object: 'report', status: 'dispute', candidate_id: row.candidate_ref };
    // Signed with another account's key.
    const forged = standIn.event('report.disputed', disputed, OTHER_KEY);
    const forgedRes = await webhook(forged.body, forged.signature);
    expect(forgedRes.status).toBe(401);
    expect((await forgedRes.json()).code).toBe('webhook_signature_invalid');
    expect((await webhook(forged.body, '')).status).toBe(401);
    // Older than five minutes, though truly signed.
    const stale = standIn.event('report.disputed', disputed, KEY, new Date(Date.now() - 10 * 60_000));
    const staleRes = await webhook(stale.body, stale.signature);
    expect(staleRes.status).toBe(400);
    expect((await staleRes.json()).code).toBe('webhook_stale');
    const broken = '{"id": "evt_1", "type": ';
    const brokenRes = await webhook(broken, signCheckr(KEY, broken));
    expect(brokenRes.status).toBe(400);
    expect((await brokenRes.json()).code).toBe('webhook_malformed');
    expect((await checkRow(providerCheckId)).status).toBe('complete');
    // A genuine event is applied once; the same bytes again are a replay.
    const genuine = standIn.event('report.disputed', disputed, KEY);
    expect((await webhook(genuine.body, genuine.signature)).status).toBe(200);
    expect((await checkRow(providerCheckId)).status).toBe('disputed');
    const replay = await webhook(genuine.body, genuine.signature);
    expect(replay.status).toBe(409);
    expect((await replay.json()).code).toBe('webhook_replayed');
    const connection = (await t.request({ method: 'GET', url: connectionUrl(accountId), token: owner.token })).json()
      .data;
    expect(connection.webhook_error).toMatch(/^A webhook was refused as a replay of event /);
    expect(connection.webhook_error_at).not.toBeNull();
    const refusals = await auditEvents('background_check_webhook_refused');
    expect(refusals.map((e) => (e.details as { code: string }).code)).toEqual([
      'webhook_signature_invalid',
      'webhook_signature_invalid',
      'webhook_stale',
      'webhook_malformed',
      'webhook_replayed',
    ]);
  });

  it('given an event lost on the way, then the poll job asks the provider and moves the check', async () => {
    const row = await checkRow(providerCheckId);
    standIn.reports.get(row.report_ref)!.status = 'complete';
    await t.db
      .updateTable('background_jobs')
      .set({ run_after: new Date(Date.now() - 1000) })
      .where('kind', '=', 'background-check-poll')
      .where('finished_at', 'is', null)
      .execute();
    await drain();
    expect(await checkRow(providerCheckId)).toMatchObject({ status: 'complete', result: 'clear' });
  });
});

describe('a provider that is down, slow or refuses the key', () => {
  async function freshRequestedCheck(): Promise<number> {
    await t.db
      .updateTable('background_checks')
      .set({ status: 'complete' })
      .where('status', 'not in', ['complete', 'canceled', 'expired', 'failed'])
      .execute();
    const res = await start(recruiter);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.check_id;
  }

  it('given the provider down, then the check stays requested with the reason shown, the job is retried later, and it is sent once the provider is back', async () => {
    const checkId = await freshRequestedCheck();
    standIn.mode = 'down';
    await drain();
    let row = await checkRow(checkId);
    expect(row.status).toBe('requested');
    expect(row.last_error).toBe('Checkr answered 503: Service Unavailable. Trying again shortly.');
    const job = await t.db
      .selectFrom('background_jobs')
      .select(['attempts', 'run_after', 'finished_at'])
      .where('kind', '=', 'background-check-invite')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, finished_at: null });
    expect(new Date(job.run_after).valueOf()).toBeGreaterThan(Date.now());
    // The candidate's own pages never wait on the provider: the application still answers.
    expect((await list(recruiter)).json().data.checks[0].last_error).toContain('503');
    standIn.mode = 'ok';
    await dueNow();
    await drain();
    row = await checkRow(checkId);
    expect(row).toMatchObject({ status: 'invited', last_error: '' });
  });

  it('given the provider too slow, then the call gives up at the timeout and says so', async () => {
    const checkId = await freshRequestedCheck();
    standIn.mode = 'slow';
    standIn.delayMs = 1500;
    await drain();
    standIn.mode = 'ok';
    expect((await checkRow(checkId)).last_error).toBe(
      'Checkr did not answer within 0.4 seconds. Trying again shortly.',
    );
  });

  it('given the key refused while sending, then the check fails at once with the reason, settings show the connection failing, and staff may send it again', async () => {
    const checkId = (
      await t.db
        .selectFrom('background_checks')
        .select('check_id')
        .where('status', '=', 'requested')
        .executeTakeFirstOrThrow()
    ).check_id;
    await t.db
      .updateTable('background_check_connections')
      .set({ api_key: sealText('ck_revoked', sealContext('background_check_connections', 'api_key', accountId)) })
      .where('account_id', '=', accountId)
      .execute();
    await dueNow();
    await drain();
    expect(await checkRow(checkId)).toMatchObject({
      status: 'failed',
      last_error: 'Checkr refused the API key: Bad authentication error (401).',
    });
    const connection = (await t.request({ method: 'GET', url: connectionUrl(accountId), token: owner.token })).json()
      .data;
    expect(connection).toMatchObject({
      status: 'failing',
      last_error: 'Checkr refused the API key: Bad authentication error (401).',
    });
    await connect(owner, { api_key: KEY, package: 'tasker_standard' });
    const retry = await t.request({ method: 'POST', url: `${checksUrl()}${checkId}/retry/`, token: recruiter.token });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.status).toBe('requested');
    await drain();
    expect((await checkRow(checkId)).status).toBe('invited');
  });
});

describe('disconnecting', () => {
  it('when the owner disconnects, then the key is forgotten (audited), new checks are manual, and the provider’s webhooks are no longer believed', async () => {
    const row = await t.db
      .selectFrom('background_checks')
      .selectAll()
      .where('status', '=', 'invited')
      .orderBy('check_id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await t.request({ method: 'DELETE', url: connectionUrl(accountId), token: owner.token })).statusCode).toBe(
      200,
    );
    expect((await auditEvents('background_check_disconnected')).length).toBe(1);
    expect((await list(recruiter)).json().data.provider_connected).toBe(false);
    const event = standIn.event(
      'invitation.completed',
      { id: row.invitation_ref, object: 'invitation', status: 'completed' },
      KEY,
    );
    expect((await webhook(event.body, event.signature)).status).toBe(401);
    expect((await checkRow(row.check_id)).status).toBe('invited');
  });
});

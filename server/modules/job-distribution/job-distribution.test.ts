/**
 * Job-posting distribution against a real HTTP board speaking the postings JSON shape, started by
 * the test (server/test/job-board-stand-in.ts): a board made a push board with its key, a posting
 * published, changed, unpublished and deleted reaching it through the job queue, applications
 * through it counted, and the faults: a board that is down, slow, refuses the key, answers
 * something malformed or refuses the posting in its review. Nothing is lost, what is safe is
 * retried, the board's reason is shown, and applying never waits on it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDistribution } from '../../../contracts/job-distribution.ts';
import type { JobPosting, SavePosting } from '../../../contracts/job-postings.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { recurringHandlers } from '../../jobs/recurring.ts';
import { startJobBoardStandIn, type JobBoardStandIn } from '../../test/job-board-stand-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_DISTRIBUTION_JOB, jobDistributionHandler, jobDistributionSweep } from './job-distribution.jobs.ts';
import { signUp } from '../../test/sign-up.ts';

let t: TestApp;
let board: JobBoardStandIn;
const tokens: Record<string, string> = {};
let accountId: number;
let boardId: number;
let jobUuid: string;
const PUBLIC_URL = 'https://jobs.example.test';

type Answer<T> = {
  status: number;
  json: { data: T; code?: string; message?: string; errors?: { prop: string; message: string }[] };
};
async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = tokens.owner,
): Promise<Answer<T>> {
  const res = await t.request({ method, url: `/api${url}`, ...(token ? { token } : {}), body });
  return { status: res.statusCode, json: res.json() };
}
const handlers = { [JOB_DISTRIBUTION_JOB]: jobDistributionHandler(PUBLIC_URL) };
const runQueue = () => drainJobs(t.db, handlers);
/** Makes the queue's waiting retries due now (the backoff itself is the queue's, tested in queue.test.ts). */
const retriesDueNow = () =>
  t.db
    .updateTable('background_jobs')
    .set({ run_after: sql`now()` })
    .where('kind', '=', JOB_DISTRIBUTION_JOB)
    .where('finished_at', 'is', null)
    .execute();
const distribution = async () =>
  (await call<BoardDistribution>('GET', `/account/v1/job-board/${boardId}/distribution/`)).json.data;
const pushOf = async (postingId: number) =>
  (await distribution()).postings.find((p) => p.job_posting_id === postingId)!;

function posting(overrides: Partial<SavePosting> = {}): SavePosting {
  return {
    title: 'Warehouse Associate',
    description: 'Pick, pack and ship.',
    location: 'Austin, TX, US',
    is_remote: false,
    remote_country: null,
    employment_type: 'FULL_TIME',
    pay_min: 18,
    pay_max: 21,
    pay_currency: 'USD',
    pay_period: 'HOUR',
    language: 'en',
    valid_through: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    is_on_job_boards: true,
    ...overrides,
  };
}
async function published(overrides: Partial<SavePosting> = {}): Promise<JobPosting> {
  const made = await call<JobPosting>('POST', '/job/v1/job-posting/job/1/', posting(overrides), tokens.recruiter);
  expect(made.status).toBe(200);
  const res = await call<JobPosting>(
    'POST',
    `/job/v1/job-posting/${made.json.data.job_posting_id}/publish/`,
    undefined,
    tokens.recruiter,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}
const connect = (body: { delivery: 'pull' | 'push'; endpoint_url: string; api_key: string }, token = tokens.owner) =>
  call<BoardDistribution>('PUT', `/account/v1/job-board/${boardId}/connection/`, body, token);

beforeAll(async () => {
  board = await startJobBoardStandIn();
  t = await startTestApp({
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL,
    JOB_BOARD_ALLOW_PRIVATE: '1',
    JOB_BOARD_TIMEOUT_MS: '400',
  });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
  ] as const)
    tokens[name] = (await t.signIn(email)).token;
  const job = await t.db
    .selectFrom('jobs')
    .select(['account_id', 'uuid'])
    .where('job_id', '=', 1)
    .executeTakeFirstOrThrow();
  accountId = job.account_id;
  jobUuid = job.uuid;
  const made = await call<{ job_board_id: number }>('POST', '/account/v1/job-board/', {
    account_id: accountId,
    name: 'Stand-in Jobs',
  });
  boardId = made.json.data.job_board_id;
  await call('PUT', `/account/v1/job-board/${boardId}/`, { name: 'Stand-in Jobs', is_enabled: true, includes: 'all' });
});
afterAll(async () => {
  await t?.close();
  await board?.close();
});

describe('connecting a push board', () => {
  it('given bad input, when saved, then 400 names the field and nothing changes', async () => {
    const wrongScheme = await connect({ delivery: 'push', endpoint_url: 'ftp://board.example', api_key: 'k' });
    expect(wrongScheme.status).toBe(400);
    expect(wrongScheme.json.errors?.[0]?.prop).toBe('endpoint_url');
    const noKey = await connect({ delivery: 'push', endpoint_url: board.url, api_key: '' });
    expect(noKey.status).toBe(400);
    expect(noKey.json.errors).toEqual([{ prop: 'api_key', message: 'Enter the board’s API key.' }]);
    expect((await distribution()).delivery).toBe('pull');
  });

  it('given another company or staff without settings access, then 404 and 403, and the board is untouched', async () => {
    const body = { delivery: 'push' as const, endpoint_url: board.url, api_key: board.apiKey };
    expect((await connect(body, tokens.otherOwner)).status).toBe(404);
    expect(
      (await call('GET', `/account/v1/job-board/${boardId}/distribution/`, undefined, tokens.otherOwner)).status,
    ).toBe(404);
    expect((await connect(body, tokens.recruiter)).status).toBe(403);
    expect(
      (await call('POST', `/account/v1/job-board/${boardId}/connection/test/`, undefined, tokens.otherOwner)).status,
    ).toBe(404);
    expect((await distribution()).delivery).toBe('pull');
  });

  it('given a key the board refuses, then the settings show the board’s reason; given the right one, connected, the key never sent back, the change audited', async () => {
    const wrong = await connect({ delivery: 'push', endpoint_url: board.url, api_key: 'not-the-key' });
    expect(wrong.status).toBe(200);
    expect(wrong.json.data).toMatchObject({
      delivery: 'push',
      connection_status: 'failing',
      connection_error: 'The board refused the API key: Invalid API key',
    });
    const services = await call<{ services: { kind: string; state: string; reason: string }[] }>(
      'GET',
      `/integration/v1/services/?account_id=${accountId}`,
    );
    expect(services.json.data.services.find((s) => s.kind === 'job_distribution')).toMatchObject({
      state: 'failing',
      reason: 'The board refused the API key: Invalid API key',
    });

    const right = await connect({ delivery: 'push', endpoint_url: board.url, api_key: board.apiKey });
    expect(right.json.data).toMatchObject({ connection_status: 'connected', connection_error: '', has_api_key: true });
    expect(JSON.stringify(right.json.data)).not.toContain(board.apiKey);
    // An empty key keeps the kept one for the same address.
    const kept = await connect({ delivery: 'push', endpoint_url: board.url, api_key: '' });
    expect(kept.json.data.connection_status).toBe('connected');
    const events = await t.db
      .selectFrom('audit_events')
      .select(['event', 'details'])
      .where('account_id', '=', accountId)
      .where('event', '=', 'job_board_connection_changed')
      .execute();
    expect(events).toHaveLength(3);
    expect(JSON.stringify(events)).not.toContain(board.apiKey);

    const tested = await call<{ services: { kind: string; state: string; connected: number }[] }>(
      'POST',
      '/integration/v1/services/test/',
      { account_id: accountId, kind: 'job_distribution' },
    );
    expect(tested.json.data.services.find((s) => s.kind === 'job_distribution')).toMatchObject({
      state: 'connected',
      connected: 1,
    });
  });
});

describe('a posting sent to the board', () => {
  let live: JobPosting;

  it('when published, then it is queued, sent through the queue, live at the board with links that carry the board, and what was sent is recorded', async () => {
    live = await published();
    expect((await pushOf(live.job_posting_id)).status).toBe('queued');
    await runQueue();
    const remote = board.byReference(`assay-${boardId}-${live.job_posting_id}`)!;
    expect(remote.body).toMatchObject({
      title: 'Warehouse Associate',
      company: 'Demo Company',
      apply_url: `${PUBLIC_URL}/?sr=${jobUuid}&source=board-${boardId}`,
      salary: { currency: 'USD', min: 18, max: 21, period: 'HOUR' },
    });
    const push = await pushOf(live.job_posting_id);
    expect(push).toMatchObject({
      status: 'live',
      remote_id: remote.id,
      remote_url: `https://board.example/jobs/${remote.id}`,
      last_error: '',
    });
    expect(push.sent_at).not.toBeNull();
    expect(push.sent).toMatchObject({ title: 'Warehouse Associate', apply_url: remote.body.apply_url });
    expect(push.sent.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when changed, then the board’s copy is replaced, not duplicated', async () => {
    const res = await call(
      'PUT',
      `/job/v1/job-posting/${live.job_posting_id}/`,
      posting({ title: 'Warehouse Associate (nights)' }),
      tokens.recruiter,
    );
    expect(res.status).toBe(200);
    await runQueue();
    const remote = board.byReference(`assay-${boardId}-${live.job_posting_id}`)!;
    expect(remote.body.title).toBe('Warehouse Associate (nights)');
    expect(remote.updates).toBe(1);
    expect([...board.postings.values()].filter((p) => p.reference === remote.reference)).toHaveLength(1);
    expect((await pushOf(live.job_posting_id)).title).toBe('Warehouse Associate (nights)');
  });

  it('given a candidate applying through the board’s link while the board is down, then the application goes through and counts under the board', async () => {
    await board.stop();
    try {
      const created = await signUp(t, {
        first_name: 'Ana',
        last_name: 'Board',
        email: 'ana.board@distribution.test',
        password: 'Board-apply-1',
        password_confirmation: 'Board-apply-1',
      });
      expect(created.statusCode).toBe(201);
      const ana = await t.signIn('ana.board@distribution.test', 'Board-apply-1');
      const applied = await t.request({
        method: 'POST',
        url: `/api/user/v1/progress-tracker/user/${ana.userId}/`,
        token: ana.token,
        body: { job_uuid: jobUuid, source: `board-${boardId}` },
      });
      expect(applied.statusCode).toBe(200);
    } finally {
      await board.start();
    }
    const view = await distribution();
    expect(view.applications_by_requisition).toEqual([expect.objectContaining({ job_id: 1, applications: 1 })]);
    expect(view.postings.find((p) => p.job_posting_id === live.job_posting_id)!.applications).toBe(1);
    expect(view.source_name).toBe('Stand-in Jobs');
  });

  it('given the board down, when the posting changes, then the row says why, the queue retries later, and once the board is back it arrives', async () => {
    await board.stop();
    await call(
      'PUT',
      `/job/v1/job-posting/${live.job_posting_id}/`,
      posting({ title: 'Warehouse Lead' }),
      tokens.recruiter,
    );
    await runQueue();
    const failed = await pushOf(live.job_posting_id);
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toMatch(/^The board could not be reached/);
    const waiting = await t.db
      .selectFrom('background_jobs')
      .select(['attempts', 'finished_at', sql<boolean>`run_after > now()`.as('later')])
      .where('kind', '=', JOB_DISTRIBUTION_JOB)
      .where('finished_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ attempts: 1, later: true });
    await board.start();
    await retriesDueNow();
    await runQueue();
    expect(await pushOf(live.job_posting_id)).toMatchObject({ status: 'live', last_error: '' });
    expect(board.byReference(`assay-${boardId}-${live.job_posting_id}`)!.body.title).toBe('Warehouse Lead');
  });

  it('given a board slower than the time limit, then the call is given up with a clear reason and retried later', async () => {
    board.delayMs = 1500;
    try {
      await call(
        'PUT',
        `/job/v1/job-posting/${live.job_posting_id}/`,
        posting({ title: 'Warehouse Lead (slow)' }),
        tokens.recruiter,
      );
      const started = Date.now();
      await runQueue();
      expect(Date.now() - started).toBeLessThan(1400);
      expect(await pushOf(live.job_posting_id)).toMatchObject({
        status: 'failed',
        last_error: 'The board did not answer within 0.4 s.',
      });
    } finally {
      board.delayMs = 0;
    }
    await retriesDueNow();
    await runQueue();
    expect((await pushOf(live.job_posting_id)).status).toBe('live');
  });

  it('given the board refusing the key or answering something malformed, then the reason is kept, it is not retried by itself, and staff’s Retry sends it once fixed', async () => {
    board.apiKey = 'rotated-key';
    await call(
      'PUT',
      `/job/v1/job-posting/${live.job_posting_id}/`,
      posting({ title: 'Warehouse Lead II' }),
      tokens.recruiter,
    );
    await runQueue();
    expect(await pushOf(live.job_posting_id)).toMatchObject({
      status: 'failed',
      last_error: 'The board refused the API key: Invalid API key',
    });
    expect((await distribution()).connection_status).toBe('failing');
    const pending = await t.db
      .selectFrom('background_jobs')
      .select('id')
      .where('kind', '=', JOB_DISTRIBUTION_JOB)
      .where('finished_at', 'is', null)
      .execute();
    expect(pending).toHaveLength(0);

    board.apiKey = 'board-key-1';
    board.malformed = true;
    try {
      const retried = await call<BoardDistribution>(
        'POST',
        `/account/v1/job-board/${boardId}/distribution/${live.job_posting_id}/retry/`,
      );
      expect(retried.status).toBe(200);
      expect(retried.json.data.postings.find((p) => p.job_posting_id === live.job_posting_id)!.status).toBe('queued');
      await runQueue();
      expect(await pushOf(live.job_posting_id)).toMatchObject({
        status: 'failed',
        last_error: 'The board’s answer was not the JSON it documents.',
      });
    } finally {
      board.malformed = false;
    }
    expect(
      (
        await call(
          'POST',
          `/account/v1/job-board/${boardId}/distribution/${live.job_posting_id}/retry/`,
          undefined,
          tokens.otherOwner,
        )
      ).status,
    ).toBe(404);
    expect((await call('POST', `/account/v1/job-board/${boardId}/distribution/999999/retry/`)).status).toBe(404);
    await call('POST', `/account/v1/job-board/${boardId}/distribution/${live.job_posting_id}/retry/`);
    await runQueue();
    expect(await pushOf(live.job_posting_id)).toMatchObject({ status: 'live', last_error: '' });
    expect((await distribution()).connection_status).toBe('connected');
    const retries = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'job_board_push_retried')
      .execute();
    expect(retries).toHaveLength(2);
  });

  it('when unpublished, then it is closed at the board; published again, it is reopened', async () => {
    await call('POST', `/job/v1/job-posting/${live.job_posting_id}/unpublish/`, undefined, tokens.recruiter);
    await runQueue();
    expect((await pushOf(live.job_posting_id)).status).toBe('closed');
    expect(board.byReference(`assay-${boardId}-${live.job_posting_id}`)!.status).toBe('closed');
    await call('POST', `/job/v1/job-posting/${live.job_posting_id}/publish/`, undefined, tokens.recruiter);
    await runQueue();
    expect((await pushOf(live.job_posting_id)).status).toBe('live');
    expect(board.byReference(`assay-${boardId}-${live.job_posting_id}`)!.status).toBe('live');
  });
});

describe('a board that reviews postings', () => {
  it('given the board’s review, then the posting shows as sent, and the sweep brings its verdict: live, or failed with the board’s reason', async () => {
    board.reviewing = true;
    try {
      const first = await published({ title: 'Forklift Driver' });
      const second = await published({ title: 'Forklift Trainer' });
      await runQueue();
      expect((await pushOf(first.job_posting_id)).status).toBe('sent');
      board.decide(board.byReference(`assay-${boardId}-${first.job_posting_id}`)!.id, 'live');
      board.decide(
        board.byReference(`assay-${boardId}-${second.job_posting_id}`)!.id,
        'rejected',
        'Pay must be stated per year',
      );
      await recurringHandlers([jobDistributionSweep])[jobDistributionSweep.kind]!(t.db, {
        id: '0',
        kind: jobDistributionSweep.kind,
        payload: {},
        attempts: 1,
      });
      expect((await pushOf(first.job_posting_id)).status).toBe('live');
      expect(await pushOf(second.job_posting_id)).toMatchObject({
        status: 'failed',
        last_error: 'Pay must be stated per year',
      });
    } finally {
      board.reviewing = false;
    }
  });

  it('given a requisition closed without any posting saved, then the sweep closes its postings at the board; a deleted posting is closed too', async () => {
    const doomed = await published({ title: 'Night Picker' });
    await runQueue();
    expect((await pushOf(doomed.job_posting_id)).status).toBe('live');
    expect(
      (await call('DELETE', `/job/v1/job-posting/${doomed.job_posting_id}/`, undefined, tokens.recruiter)).status,
    ).toBe(200);
    await runQueue();
    expect((await pushOf(doomed.job_posting_id)).status).toBe('closed');
    expect(board.byReference(`assay-${boardId}-${doomed.job_posting_id}`)!.status).toBe('closed');

    await t.db.updateTable('jobs').set({ is_accepting_applications: false }).where('job_id', '=', 1).execute();
    try {
      await jobDistributionSweep.run(t.db);
      await runQueue();
      const ofJob1 = (await distribution()).postings.filter((p) => p.job_id === 1);
      expect(ofJob1.length).toBeGreaterThan(2);
      expect(ofJob1.filter((p) => p.status === 'live')).toEqual([]);
      for (const p of ofJob1.filter((p) => p.remote_id))
        expect(board.postings.get(p.remote_id)!.status).not.toBe('live');
      // Another requisition's posting stays.
      expect((await distribution()).postings.some((p) => p.job_id !== 1 && p.status === 'live')).toBe(true);
    } finally {
      await t.db.updateTable('jobs').set({ is_accepting_applications: true }).where('job_id', '=', 1).execute();
    }
  });

  it('when switched back to its feed, then what was pushed is closed at the board', async () => {
    await jobDistributionSweep.run(t.db);
    await runQueue();
    expect((await distribution()).postings.some((p) => p.status === 'live')).toBe(true);
    const saved = await connect({ delivery: 'pull', endpoint_url: board.url, api_key: '' });
    expect(saved.status).toBe(200);
    await runQueue();
    expect((await distribution()).postings.filter((p) => p.status !== 'closed' && p.status !== 'failed')).toEqual([]);
    expect([...board.postings.values()].filter((p) => p.status === 'live')).toEqual([]);
  });
});

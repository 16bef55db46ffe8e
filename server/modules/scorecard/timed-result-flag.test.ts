/**
 * The kept flag the scorecard reads before calling any kind's result function (migration 0160,
 * D406), on real PGlite: after each write that makes or unmakes a timed result (a typing run
 * scored, a speed test measured, a skills run opened and then submitted, results deleted, an
 * application deleted), every application's `has_timed_result` equals what the kinds' own readers
 * give (some activity's result not null), and the scorecard shows the result as the readers do.
 * Both staff reads (the scorecard and GET /smartreq/v1/timed-results/{id}/) skip the calls while
 * the flag is false: a flag cleared by hand hides the result from both.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash } from '../../../contracts/user-response.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import type { KeyEvent } from '../../../contracts/typing-score.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import * as migration0160 from '../../db/migrations/0160-timed-result-flag.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshApplication, target, type Application } from '../../test/lease-kit.ts';
import { SERVER_KINDS } from '../activity-kinds.ts';
import { timedResultSql } from './timed-results.service.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = await t.signIn('owner@demo-company.test');
});
afterAll(async () => t.close());

const TIMED_KINDS = SERVER_KINDS.filter((k) => k.staffResult).map((k) => k.kind.type);

/** Each application's kept flag beside whether any activity of a timed kind has its result, by the kinds' readers. */
async function keptAndFresh() {
  const { rows } = await sql<{ ref_id: string; kept: boolean; fresh: boolean }>`
    select t.ref_id::text as ref_id, t.has_timed_result as kept,
           exists (select 1 from job_step_activities jsa
                    where jsa.activity_type in (${sql.join(TIMED_KINDS)})
                      and (${timedResultSql(sql<string>`t.ref_id`)}) is not null) as fresh
      from user_trackers t`.execute(t.db);
  return rows;
}

/** Every application's kept flag equals the readers' answer; returns the flags by application. */
async function expectKeptEqualsFresh(): Promise<Map<string, boolean>> {
  const rows = await keptAndFresh();
  expect(rows.filter((r) => r.kept !== r.fresh)).toEqual([]);
  return new Map(rows.map((r) => [r.ref_id, r.kept]));
}

/** The application's timed results by the scorecard (`path` 'scorecard') or GET /smartreq/v1/timed-results/{id}/. */
async function staffRead(ref: string, path: 'scorecard' | 'timed-results') {
  const { user_step_tracker_id: id } = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', ref)
    .executeTakeFirstOrThrow();
  const read = await t.request({ method: 'GET', url: `/api/smartreq/v1/${path}/${id}/`, token: owner.token });
  expect(read.statusCode, read.body).toBe(200);
  return read.json().data;
}
const scorecardTimedResults = async (ref: string): Promise<StaffTimedResult[]> =>
  (await staffRead(ref, 'scorecard')).timedResults;
const endpointTimedResults = async (ref: string): Promise<StaffTimedResult[]> => staffRead(ref, 'timed-results');

const completed = (results: StaffTimedResult[], type: string) =>
  results.find((r) => r.activity_type === type)?.completed_at ?? null;

async function scoreTyping(a: Application) {
  const read = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/typing-tests/job_step_activity/${a.job_step_activity_id}/user/${a.who.userId}/ref/${a.ref_id}/?language=en`,
    token: a.who.token,
  });
  expect(read.statusCode, read.body).toBe(200);
  const passage = read.json().data.passage as { typing_passage_id: number; text: string };
  const typed = passage.text.slice(0, 60);
  const events: KeyEvent[] = [...typed].map((k, i) => ({ t: (i + 1) * 150, k }));
  const scored = await t.request({
    method: 'POST',
    url: '/api/user-response/v1/score-typing-tests/',
    token: a.who.token,
    body: {
      attempt_id: randomUUID(),
      ...target(a),
      typing_passage_id: passage.typing_passage_id,
      typed_text: typed,
      events,
      elapsed_ms: events.at(-1)!.t,
    },
  });
  expect(scored.statusCode, scored.body).toBe(200);
}

describe('the kept flag of timed results (D406)', () => {
  it('given the seeded applications, then the flag is set for those with a result and only for them', async () => {
    const flags = await expectKeptEqualsFresh();
    // The seed holds both kinds of application (demo-evidence-timed.ts).
    expect([...flags.values()]).toContain(true);
    expect([...flags.values()]).toContain(false);
  });

  it('given a new applicant, when a typing run is scored, then the flag is set and the scorecard shows the result', async () => {
    const a = await freshApplication(t, 'typing_test');
    expect((await expectKeptEqualsFresh()).get(a.ref_id)).toBe(false);
    expect(completed(await scorecardTimedResults(a.ref_id), 'typing_test')).toBeNull();
    await scoreTyping(a);
    expect((await expectKeptEqualsFresh()).get(a.ref_id)).toBe(true);
    expect(completed(await scorecardTimedResults(a.ref_id), 'typing_test')).not.toBeNull();

    // Its result deleted (as an erasure does): the flag goes, and so does the result.
    await t.db.deleteFrom('typing_results').where('ref_id', '=', a.ref_id).execute();
    expect((await expectKeptEqualsFresh()).get(a.ref_id)).toBe(false);
    expect(completed(await scorecardTimedResults(a.ref_id), 'typing_test')).toBeNull();
  });

  it('given a new applicant, when a speed test is measured, then the flag is set and the scorecard shows the result', async () => {
    const a = await freshApplication(t, 'speed_test', REMOTE_SUPPORT_JOB_UUID);
    const speed = await t.request({
      method: 'POST',
      url: '/api/integration/v1/speed-test/result/',
      token: a.who.token,
      body: {
        ...target(a),
        download_mbps: 48.5,
        upload_mbps: 12.25,
        latency_ms: 31.5,
        jitter_ms: 4,
        method_version: 'test-1',
      },
    });
    expect(speed.statusCode, speed.body).toBe(200);
    expect((await expectKeptEqualsFresh()).get(a.ref_id)).toBe(true);
    expect((await scorecardTimedResults(a.ref_id)).find((r) => r.activity_type === 'speed_test')).toMatchObject({
      figures: { download_mbps: 48.5, upload_mbps: 12.25, latency_ms: 31.5 },
    });
  });

  it('given a new applicant, when a skills run is opened, the flag stays unset; when it is submitted, it is set', async () => {
    const a = await freshApplication(t, 'skills_test');
    const content = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/skills-test/${a.ref_id}/?job_step_activity_id=${a.job_step_activity_id}&language=en`,
      token: a.who.token,
    });
    expect(content.statusCode, content.body).toBe(200);
    const section = (content.json().data.sections as { skills_test_section_id: number; is_practice: boolean }[]).find(
      (s) => !s.is_practice,
    )!;
    const started = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/skills-test/start-section-time/',
      token: a.who.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        ...target(a),
        skills_test_section_id: section.skills_test_section_id,
        started_at: new Date().toISOString(),
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const run = await t.db
      .selectFrom('user_skills_tests')
      .select('submitted_at')
      .where('ref_id', '=', a.ref_id)
      .executeTakeFirstOrThrow();
    expect(run.submitted_at).toBeNull();
    expect((await expectKeptEqualsFresh()).get(a.ref_id)).toBe(false);

    const submitted = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/skills-test/submit/',
      token: a.who.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { ...target(a), answer_count: 0, answers_hash: await answersHash([]) },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await expectKeptEqualsFresh()).get(a.ref_id)).toBe(true);
    expect(completed(await scorecardTimedResults(a.ref_id), 'skills_test')).not.toBeNull();

    // The submission taken back in the database: the flag follows.
    await t.db.updateTable('user_skills_tests').set({ submitted_at: null }).where('ref_id', '=', a.ref_id).execute();
    expect((await expectKeptEqualsFresh()).get(a.ref_id)).toBe(false);
  });

  it('given a typing result, when its flag is cleared by hand, then both reads show no result: they read the flag first', async () => {
    const a = await freshApplication(t, 'typing_test');
    await scoreTyping(a);
    expect(completed(await endpointTimedResults(a.ref_id), 'typing_test')).not.toBeNull();
    // A stale flag, as no trigger leaves it: a read that ignored the flag would still show the result.
    await sql`update user_trackers set has_timed_result = false where ref_id = ${a.ref_id}`.execute(t.db);
    try {
      expect(completed(await endpointTimedResults(a.ref_id), 'typing_test')).toBeNull();
      expect(completed(await scorecardTimedResults(a.ref_id), 'typing_test')).toBeNull();
    } finally {
      await sql`select refresh_timed_result(${a.ref_id}::uuid)`.execute(t.db);
    }
    expect(completed(await endpointTimedResults(a.ref_id), 'typing_test')).not.toBeNull();
  });

  it('given an application with a result, when the application is deleted from the database, then the rest stay exact', async () => {
    const a = await freshApplication(t, 'typing_test');
    await scoreTyping(a);
    await t.db.deleteFrom('user_trackers').where('ref_id', '=', a.ref_id).execute();
    expect((await expectKeptEqualsFresh()).has(a.ref_id)).toBe(false);
  });

  it('given results written before migration 0160, when it runs again (down, then up), then it sets the flag of each', async () => {
    await t.db.transaction().execute(async (trx) => {
      // A migration takes an untyped Kysely: it runs before the schema types describe its tables.
      const untyped = trx as unknown as Kysely<unknown>;
      await migration0160.down(untyped);
      await migration0160.up(untyped);
    });
    const flags = await expectKeptEqualsFresh();
    expect([...flags.values()].filter(Boolean).length).toBeGreaterThanOrEqual(3);
  });
});

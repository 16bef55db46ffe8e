/**
 * The board's kept columns (migration 0108, D230) on real PGlite: after every kind of write that
 * changes where an application stands or whether it counts (apply, progress, advance, bulk
 * advance, reject, recover, hire, undo, delete, move to another requisition, plan edits, an
 * erased row), each application's kept stage and every requisition's kept counts equal what a
 * fresh count by the D202 rule gives, and the board answers those counts.
 * @postgres: the triggers' SQL (transition tables, grouped upserts) runs on the server's older
 * major version too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { TestApp } from '../../test/test-app.ts';
import { okJson, startKeptCountsCast, trackerIdOf } from '../../test/kept-counts-cast.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import type { Board } from '../../../contracts/pipeline.ts';
import { completeActivity } from '../activity/index.ts';
import * as migration0108 from '../../db/migrations/0108-pipeline-stage-counts.ts';
import * as migration0151 from '../../db/migrations/0151-company-pipeline-stages.ts';
import * as migration0152 from '../../db/migrations/0152-reporting-company-stage.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, candidate: S;
let jobId: number, closedJobId: number, reasonId: number;

beforeAll(async () => {
  ({ t, owner, recruiter, candidate, jobId, closedJobId, reasonId } = await startKeptCountsCast());
});
afterAll(async () => t.close());

const call = async (who: S, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  (await okJson(t, who, method, url, body)).data;
const sidOf = (refId: string) => trackerIdOf(t, refId);

/** Where each application stands by the D202 rule, computed from scratch (the board's query before 0108). */
const freshPositions = sql<{
  ref_id: string;
  job_id: number;
  status: string;
  removed: boolean;
  step: number | null;
  company_stage: string | null;
}>`
  with s as (select job_step_id, job_id, row_number() over (partition by job_id order by sort_order, job_step_id) as pos from job_steps),
       e as (select job_id, min(pos) as first_pos, max(pos) as last_pos from s group by job_id),
       a as (
         select t.ref_id, t.job_id, t.status, t.removed_at is not null as removed, t.company_stage,
                greatest(coalesce(cs.pos, case when t.completed_activity_count = 0 then e.first_pos else e.last_pos end),
                         coalesce(ms.pos, 0)) as pos
           from user_trackers t
           left join e on e.job_id = t.job_id
           left join s cs on cs.job_step_id = t.current_job_step_id and cs.job_id = t.job_id
           left join s ms on ms.job_step_id = t.stage_job_step_id and ms.job_id = t.job_id)
  select a.ref_id::text as ref_id, a.job_id, a.status, a.removed, s.job_step_id as step, a.company_stage
    from a left join s on s.job_id = a.job_id and s.pos = a.pos`;

/** The kept stage of every application and the kept counts of every requisition equal a fresh count. */
async function expectKeptEqualsFresh() {
  const [fresh, kept, counts] = await Promise.all([
    freshPositions.execute(t.db),
    t.db.selectFrom('user_trackers').select(['ref_id', 'pipeline_job_step_id']).execute(),
    t.db
      .selectFrom('pipeline_stage_counts')
      .select(['job_id', 'status', 'job_step_id', 'n'])
      .where('n', '!=', 0)
      .execute(),
  ]);
  const keptStep = new Map(kept.map((r) => [r.ref_id, r.pipeline_job_step_id]));
  for (const row of fresh.rows) expect(keptStep.get(row.ref_id), `stage of ${row.ref_id}`).toBe(row.step);
  const freshCounts = new Map<string, number>();
  for (const row of fresh.rows) {
    if (row.removed) continue;
    // An application in the company's Interview or Offer counts there (-1, -2), not at its step (D384).
    const column = row.company_stage === 'interview' ? -1 : row.company_stage === 'offer' ? -2 : (row.step ?? 0);
    const key = `${row.job_id}/${row.status}/${row.status === 'active' ? column : 0}`;
    freshCounts.set(key, (freshCounts.get(key) ?? 0) + 1);
  }
  const keptCounts = new Map(counts.map((c) => [`${c.job_id}/${c.status}/${c.job_step_id}`, c.n]));
  expect(keptCounts).toEqual(freshCounts);
  return freshCounts;
}

/** The board of the open requisition says the fresh counts. */
async function expectBoardSaysFresh(job = jobId) {
  const fresh = await expectKeptEqualsFresh();
  const board: Board = await call(recruiter, 'GET', `/smartreq/v1/board/${job}/?per_stage=200`);
  for (const stage of board.stages) {
    expect(stage.count, stage.name).toBe(fresh.get(`${job}/active/${stage.job_step_id}`) ?? 0);
    expect(stage.cards.length).toBe(stage.count);
  }
  expect(board.rejected_count).toBe(fresh.get(`${job}/rejected/0`) ?? 0);
  expect(board.hired_count).toBe(fresh.get(`${job}/hired/0`) ?? 0);
  const company = Object.fromEntries(board.company_stages.map((s) => [s.stage, s]));
  expect(company.interview?.count).toBe(fresh.get(`${job}/active/-1`) ?? 0);
  expect(company.offer?.count).toBe(fresh.get(`${job}/active/-2`) ?? 0);
  expect(company.hired?.count).toBe(board.hired_count);
  for (const stage of board.company_stages) expect(stage.cards.length).toBe(stage.count);
  return board;
}

describe('the counts the board reads', () => {
  it('given the seeded requisitions, when nothing was written yet, then the kept counts equal a fresh count', async () => {
    const board = await expectBoardSaysFresh();
    expect(board.stages.reduce((sum, s) => sum + s.count, 0)).toBeGreaterThan(0);
  });

  let applied: string;
  it('given a candidate, when they apply and then complete an activity, then the new application counts at its stage', async () => {
    await t.db.updateTable('jobs').set({ retake_interval_days: 0 }).where('job_id', '=', jobId).execute();
    const tracker = await call(candidate, 'POST', `/user/v1/progress-tracker/user/${candidate.userId}/`, {
      job_uuid: DEMO_JOBS.openRequisition,
    });
    applied = tracker.ref_id;
    await expectBoardSaysFresh();
    const first = await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .select('a.job_step_activity_id')
      .where('s.job_id', '=', jobId)
      .orderBy('s.sort_order')
      .orderBy('a.sort_order')
      .executeTakeFirstOrThrow();
    await completeActivity(t.db, applied, first.job_step_activity_id);
    await expectBoardSaysFresh();
  });

  it('given active applicants, when staff advance one, advance several and undo, then the counts follow each move', async () => {
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/advance/`, {});
    await expectBoardSaysFresh();
    await call(recruiter, 'POST', '/smartreq/v1/bulk-advance-applicants/', {
      ref_ids: [DEMO_TRACKERS.mariaOpen, DEMO_TRACKERS.liOpen, applied],
    });
    await expectBoardSaysFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/undo/`);
    await expectBoardSaysFresh();
  });

  it('given active applicants, when staff move them into the company stages past the plan and undo, then the counts follow (D384)', async () => {
    const sid = await sidOf(DEMO_TRACKERS.mariaOpen);
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid}/advance/`, { to_stage: 'interview' });
    const inInterview = await expectBoardSaysFresh();
    expect(inInterview.company_stages[0]).toMatchObject({ stage: 'interview', count: 1 });
    await call(recruiter, 'POST', '/smartreq/v1/bulk-advance-applicants/', { ref_ids: [DEMO_TRACKERS.mariaOpen] });
    await expectBoardSaysFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid}/undo/`);
    await expectBoardSaysFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid}/advance/`, { to_stage: 'offer' });
    await expectBoardSaysFresh();
  });

  it('given active applicants, when staff reject, reject in bulk, recover, hire and undo a reject, then the status counts follow', async () => {
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/reject/`, {
      rejection_reason_id: reasonId,
    });
    await expectBoardSaysFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/recover/`);
    await expectBoardSaysFresh();
    await call(recruiter, 'POST', '/smartreq/v1/bulk-reject-applicants/', {
      ref_ids: [DEMO_TRACKERS.liOpen],
      rejection_reason_id: reasonId,
    });
    await expectBoardSaysFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(DEMO_TRACKERS.liOpen)}/undo/`);
    await expectBoardSaysFresh();
    await call(recruiter, 'PATCH', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/status/`, { status: 'hired' });
    const hired = await expectBoardSaysFresh();
    expect(hired.hired_count).toBeGreaterThan(0);
    await call(recruiter, 'PATCH', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/status/`, { status: 'active' });
    await expectBoardSaysFresh();
  });

  it('given applications, when staff move one to another requisition and delete one, then each board counts only its own', async () => {
    await call(owner, 'POST', '/smartreq/v1/move-applicants/', { ref_ids: [applied], to_job_id: closedJobId });
    await expectBoardSaysFresh();
    await expectBoardSaysFresh(closedJobId);
    await call(owner, 'POST', '/smartreq/v1/delete-applicants/', { ref_ids: [DEMO_TRACKERS.mariaOpen] });
    await expectBoardSaysFresh();
  });

  it('given a plan, when staff add a step, reorder the steps and delete one, then every applicant is placed again', async () => {
    const added = await call(owner, 'POST', `/job/v1/job-step/${jobId}/`, { name: 'Final talk' });
    await expectBoardSaysFresh();
    const steps = await t.db
      .selectFrom('job_steps')
      .select('job_step_id')
      .where('job_id', '=', jobId)
      .orderBy('sort_order')
      .orderBy('job_step_id')
      .execute();
    // The new empty step first, then the others: the step staff moved people to comes earlier or later.
    const order = [added.job_step_id, ...steps.map((s) => s.job_step_id).filter((id) => id !== added.job_step_id)];
    await call(owner, 'PUT', `/job/v1/job-step/${jobId}/order/`, { job_step_ids: order.reverse() });
    await expectBoardSaysFresh();
    await call(owner, 'DELETE', `/job/v1/job-step/step/${added.job_step_id}/`);
    await expectBoardSaysFresh();
  });

  it('given a plan edited straight in the database (no recount by the app), when steps are added, reordered or deleted, then every applicant is placed again', async () => {
    // A new application with nothing done and no progress step stands at whichever step is first.
    const { account_id } = await t.db
      .selectFrom('jobs')
      .select('account_id')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_trackers')
      .values({
        ref_id: randomUUID(),
        user_id: candidate.userId,
        job_id: jobId,
        account_id,
        external_application_id: null,
      })
      .execute();
    await expectBoardSaysFresh();
    const { job_step_id: early } = await t.db
      .insertInto('job_steps')
      .values({ job_id: jobId, name: 'Phone screen', sort_order: -1 })
      .returning('job_step_id')
      .executeTakeFirstOrThrow();
    const board = await expectBoardSaysFresh();
    expect(board.stages[0]).toMatchObject({ job_step_id: early, count: 1 });
    await sql`update job_steps set sort_order = 100 - sort_order where job_id = ${jobId}`.execute(t.db);
    await expectBoardSaysFresh();
    await t.db.deleteFrom('job_steps').where('job_step_id', '=', early).execute();
    await expectBoardSaysFresh();
  });

  it('given an application erased from the database, when its row goes, then it no longer counts', async () => {
    await t.db.deleteFrom('user_trackers').where('ref_id', '=', DEMO_TRACKERS.candidateOpen).execute();
    await expectBoardSaysFresh();
  });

  it('given data written before migrations 0108 and 0151, when they run, then they place and count every application', async () => {
    await t.db.transaction().execute(async (trx) => {
      // A migration takes an untyped Kysely: it runs before the schema types describe its tables.
      const untyped = trx as unknown as Kysely<unknown>;
      // The reporting view of 0152 reads the column 0151 adds.
      await migration0152.down(untyped);
      await migration0151.down(untyped);
      await migration0108.down(untyped);
      await migration0108.up(untyped);
      await migration0151.up(untyped);
      await migration0152.up(untyped);
    });
    await expectBoardSaysFresh();
  });
});

/**
 * The applicant list's count by step status from the kept counts (migration 0172, D420): the kept
 * table equals a fresh grouping of every requisition's applications, and the list's count for each
 * status and step status equals a fresh count, after every kind of write: apply, progress made and
 * taken back, reject, bulk reject, undo, recover, hire, advance, move to another requisition,
 * delete, a plan that gains an activity, a removal and a delete in the database, and the migration
 * run down and up.
 * @postgres: the triggers' grouped upserts run on a server too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { ApplicantPage } from '../../../contracts/applicants.ts';
import * as migration0172 from '../../db/migrations/0172-step-status-counts.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import type { TestApp } from '../../test/test-app.ts';
import { okJson, startKeptCountsCast, trackerIdOf } from '../../test/kept-counts-cast.ts';
import { countQuery } from './applicant-list.store.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, candidate: S;
let jobId: number, closedJobId: number, reasonId: number;

beforeAll(async () => {
  ({ t, owner, recruiter, candidate, jobId, closedJobId, reasonId } = await startKeptCountsCast());
});
afterAll(async () => t.close());

const call = async (who: S, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  okJson(t, who, method, url, body);
const sidOf = (refId: string) => trackerIdOf(t, refId);

const STEP_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
type StepStatus = (typeof STEP_STATUSES)[number];

/** The kept rows against a fresh grouping of user_trackers: the rows that differ (none while exact). */
async function keptDiff() {
  const { rows } = await sql<{ job_id: number; status: string; done: number; kept: number; fresh: number }>`
    with fresh as (
           select job_id, status, completed_activity_count, count(*)::int as n
             from user_trackers where removed_at is null group by 1, 2, 3),
         kept as (select job_id, status, completed_activity_count, n from step_status_counts where n <> 0)
    select coalesce(k.job_id, f.job_id) as job_id, coalesce(k.status, f.status) as status,
           coalesce(k.completed_activity_count, f.completed_activity_count) as done,
           coalesce(k.n, 0) as kept, coalesce(f.n, 0) as fresh
      from kept k full join fresh f using (job_id, status, completed_activity_count)
     where k.n is distinct from f.n`.execute(t.db);
  return rows;
}

/** The requisition's applications at `stepStatus` counted afresh from user_trackers and its plan. */
async function freshCount(job: number, stepStatus: StepStatus, status?: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with p as (select count(*)::int as total from job_step_activities a
                 join job_steps s on s.job_step_id = a.job_step_id where s.job_id = ${job})
    select count(*)::int as n from user_trackers t, p
     where t.job_id = ${job} and t.removed_at is null ${status ? sql`and t.status = ${status}` : sql``}
       and case ${stepStatus} when 'not_started' then t.completed_activity_count = 0
                              when 'completed' then p.total > 0 and t.completed_activity_count >= p.total
                              else t.completed_activity_count > 0 and t.completed_activity_count < p.total end`.execute(
    t.db,
  );
  return rows[0]!.n;
}

/** The kept table exact, and the list's count for every status and step status equal to a fresh count. */
async function expectCountsFresh(jobs = [jobId, closedJobId]) {
  expect(await keptDiff()).toEqual([]);
  for (const job of jobs)
    for (const status of [undefined, 'active', 'rejected', 'hired'] as const)
      for (const stepStatus of STEP_STATUSES) {
        const query = `?step_status=${stepStatus}${status ? `&status=${status}` : ''}`;
        const page = (await call(recruiter, 'GET', `/smartreq/v1/applicants/${job}/${query}`)).data as ApplicantPage;
        expect(page.count, `job ${job} ${query}`).toBe(await freshCount(job, stepStatus, status));
      }
}

/** Marks the application's first (or every) activity of its plan completed, as a candidate's submission does. */
async function complete(refId: string, every = false) {
  const activities = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('user_trackers as t', 't.job_id', 's.job_id')
    .select('a.job_step_activity_id')
    .where('t.ref_id', '=', refId)
    .orderBy('s.sort_order')
    .orderBy('a.sort_order')
    .execute();
  for (const { job_step_activity_id } of every ? activities : activities.slice(0, 1)) {
    await t.db
      .deleteFrom('user_step_activities')
      .where('ref_id', '=', refId)
      .where('job_step_activity_id', '=', job_step_activity_id)
      .execute();
    await t.db
      .insertInto('user_step_activities')
      .values({ ref_id: refId, job_step_activity_id, is_completed: true, completed_at: new Date().toISOString() })
      .execute();
  }
}

describe("the list's count by step status from the kept counts (D420)", () => {
  it('given a status and a step status, then the count reads the kept counts, not the applications', () => {
    const scope = { kind: 'job' as const, jobId: 1 };
    for (const stepStatus of STEP_STATUSES)
      for (const status of [undefined, 'active' as const]) {
        const compiled = countQuery(scope, { status, stepStatus }).compile(t.db).sql;
        expect(compiled).toContain('from step_status_counts');
        expect(compiled).not.toContain('user_trackers');
      }
    // Another filter beside it still counts the applications.
    expect(countQuery(scope, { stepStatus: 'completed', isNew: true }).compile(t.db).sql).toContain(
      'from user_trackers',
    );
  });

  it('given the seed, then the kept counts and every filtered count are exact', async () => {
    await expectCountsFresh();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from step_status_counts`.execute(t.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  let applied: string;
  it('given a candidate who applies and makes progress, when staff reject, bulk reject, undo, recover, hire and advance, then every count follows', async () => {
    await t.db.updateTable('jobs').set({ retake_interval_days: 0 }).where('job_id', '=', jobId).execute();
    const tracker = await call(candidate, 'POST', `/user/v1/progress-tracker/user/${candidate.userId}/`, {
      job_uuid: DEMO_JOBS.openRequisition,
    });
    applied = tracker.data.ref_id;
    await expectCountsFresh();
    await complete(applied);
    expect(await freshCount(jobId, 'in_progress')).toBeGreaterThan(0);
    await expectCountsFresh();
    await complete(applied, true);
    expect(await freshCount(jobId, 'completed')).toBeGreaterThan(0);
    await expectCountsFresh();
    // Progress taken back (an activity reopened): the application goes back a step status.
    await t.db.deleteFrom('user_step_activities').where('ref_id', '=', applied).execute();
    await expectCountsFresh();
    await complete(applied);
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/reject/`, {
      rejection_reason_id: reasonId,
    });
    await expectCountsFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/recover/`);
    await call(recruiter, 'POST', '/smartreq/v1/bulk-reject-applicants/', {
      ref_ids: [DEMO_TRACKERS.liOpen, applied],
      rejection_reason_id: reasonId,
    });
    await expectCountsFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(DEMO_TRACKERS.liOpen)}/undo/`);
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/recover/`);
    await expectCountsFresh();
    await call(recruiter, 'PATCH', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/status/`, { status: 'hired' });
    await expectCountsFresh();
    await call(recruiter, 'POST', '/smartreq/v1/bulk-advance-applicants/', { ref_ids: [DEMO_TRACKERS.mariaOpen] });
    await expectCountsFresh();
  });

  it('given applications, when one moves to another requisition, one is deleted and the plan gains an activity, then both lists count exactly', async () => {
    await call(owner, 'POST', '/smartreq/v1/move-applicants/', { ref_ids: [applied], to_job_id: closedJobId });
    await expectCountsFresh();
    await call(owner, 'POST', '/smartreq/v1/delete-applicants/', { ref_ids: [DEMO_TRACKERS.mariaOpen] });
    await expectCountsFresh();
    // A plan that gains an activity: the completed become in progress, with no count row written.
    const step = await t.db
      .selectFrom('job_steps')
      .select('job_step_id')
      .where('job_id', '=', closedJobId)
      .orderBy('sort_order', 'desc')
      .executeTakeFirstOrThrow();
    const source = await t.db
      .selectFrom('job_step_activities')
      .selectAll()
      .where('job_step_id', '=', step.job_step_id)
      .executeTakeFirstOrThrow();
    const { job_step_activity_id: _id, ...copy } = source;
    await t.db
      .insertInto('job_step_activities')
      .values({ ...copy, sort_order: source.sort_order + 100 } as never)
      .execute();
    await expectCountsFresh();
  });

  it('given writes in the database itself (a removal, a delete), then the kept counts stay exact', async () => {
    await t.db
      .updateTable('user_trackers')
      .set({ removed_at: new Date().toISOString() })
      .where('ref_id', '=', DEMO_TRACKERS.liOpen)
      .execute();
    await expectCountsFresh();
    await t.db.deleteFrom('user_trackers').where('ref_id', '=', applied).execute();
    await expectCountsFresh();
  });

  it('given migration 0172 run down and up, then the kept counts are built again, exact', async () => {
    await t.db.transaction().execute(async (trx) => {
      const untyped = trx as unknown as Kysely<unknown>;
      await migration0172.down(untyped);
      await migration0172.up(untyped);
    });
    await expectCountsFresh();
  });
});

/**
 * A requisition's applicant list counts from the kept per-stage counts when it has no filter but
 * the status (D311): the count is read from pipeline_stage_counts (a few rows, whatever the
 * requisition's size) and stays equal to a fresh count of the requisition's applications after
 * every write that adds, moves, rejects, recovers, hires or removes one.
 * @postgres: the list's statement, its kept count folded in, is a named statement on a server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ApplicantPage } from '../../../contracts/applicants.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import type { TestApp } from '../../test/test-app.ts';
import { okJson, startKeptCountsCast, trackerIdOf } from '../../test/kept-counts-cast.ts';
import { countQuery, listQuery } from './applicant-list.store.ts';

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

/** The requisition's applications counted afresh, removed ones left out, as the list shows them. */
async function freshCount(job: number, status?: string): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from user_trackers
     where job_id = ${job} and removed_at is null ${status ? sql`and status = ${status}` : sql``}`.execute(t.db);
  return Number(rows[0]!.n);
}

/** The list's count, unfiltered and by each status, on the first page and past the last, equals a fresh count. */
async function expectListCountsFresh(job = jobId) {
  for (const status of [undefined, 'active', 'rejected', 'hired'] as const) {
    const query = status ? `?status=${status}` : '';
    const page = (await call(recruiter, 'GET', `/smartreq/v1/applicants/${job}/${query}`)).data as ApplicantPage;
    expect(page.count, `count${query}`).toBe(await freshCount(job, status));
    const beyond = (
      await call(recruiter, 'GET', `/smartreq/v1/applicants/${job}/${query ? `${query}&` : '?'}page=100&page_size=100`)
    ).data as ApplicantPage;
    expect(beyond.data).toEqual([]);
    expect(beyond.count, `count past the last page${query}`).toBe(page.count);
  }
}

describe("a requisition's applicant count from the kept counts", () => {
  it('given a list with no filter or only a status, then its count reads the kept counts, not the applications; any other filter counts them', () => {
    const scope = { kind: 'job' as const, jobId: 1 };
    const compiled = (filters: Parameters<typeof countQuery>[1]) => countQuery(scope, filters).compile(t.db).sql;
    for (const filters of [{}, { status: 'rejected' as const }, { search: '  ' }, { assignedUserIds: [] }]) {
      expect(compiled(filters)).toContain('pipeline_stage_counts');
      expect(compiled(filters)).not.toContain('user_trackers');
    }
    for (const filters of [
      { search: 'ma' },
      { isNew: true },
      { assignedUserIds: [3] },
      // A step status alone counts from its own kept counts (step-status-counts.test.ts, D420).
      { stepStatus: 'completed' as const, assignedUserIds: [3] },
    ])
      expect(compiled(filters)).toContain('from user_trackers');
    // The page's statement folds the same count in; an account-wide list still counts its rows.
    expect(listQuery(scope, {}, '-application_date', 25, 0, { withCount: true }).compile(t.db).sql).toContain(
      'from pipeline_stage_counts',
    );
    const account = { kind: 'account' as const, accountId: 1, visibleJobs: sql<boolean>`true` };
    expect(countQuery(account, {}).compile(t.db).sql).not.toContain('pipeline_stage_counts');
  });

  it('given the seeded requisition, then its counts, unfiltered and by status, equal a fresh count', async () => {
    await expectListCountsFresh();
    expect(await freshCount(jobId)).toBeGreaterThan(0);
  });

  let applied: string;
  it('given a candidate who applies, when staff reject, reject in bulk, recover, hire and undo, then every count follows', async () => {
    await t.db.updateTable('jobs').set({ retake_interval_days: 0 }).where('job_id', '=', jobId).execute();
    const before = await freshCount(jobId);
    const tracker = await call(candidate, 'POST', `/user/v1/progress-tracker/user/${candidate.userId}/`, {
      job_uuid: DEMO_JOBS.openRequisition,
    });
    applied = tracker.data.ref_id;
    expect(await freshCount(jobId)).toBe(before + 1);
    await expectListCountsFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/reject/`, {
      rejection_reason_id: reasonId,
    });
    await expectListCountsFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/recover/`);
    await expectListCountsFresh();
    await call(recruiter, 'POST', '/smartreq/v1/bulk-reject-applicants/', {
      ref_ids: [DEMO_TRACKERS.liOpen, applied],
      rejection_reason_id: reasonId,
    });
    await expectListCountsFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(DEMO_TRACKERS.liOpen)}/undo/`);
    await expectListCountsFresh();
    await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/recover/`);
    await call(recruiter, 'PATCH', `/smartreq/v1/user-smartreq/${await sidOf(applied)}/status/`, { status: 'hired' });
    await expectListCountsFresh();
    expect(await freshCount(jobId, 'hired')).toBeGreaterThan(0);
  });

  it('given applications, when staff advance one, move one to another requisition and delete one, then each list counts only its own', async () => {
    await call(recruiter, 'POST', '/smartreq/v1/bulk-advance-applicants/', { ref_ids: [DEMO_TRACKERS.mariaOpen] });
    await expectListCountsFresh();
    const closedBefore = await freshCount(closedJobId);
    await call(owner, 'POST', '/smartreq/v1/move-applicants/', { ref_ids: [applied], to_job_id: closedJobId });
    expect(await freshCount(closedJobId)).toBe(closedBefore + 1);
    await expectListCountsFresh();
    await expectListCountsFresh(closedJobId);
    await call(owner, 'POST', '/smartreq/v1/delete-applicants/', { ref_ids: [DEMO_TRACKERS.mariaOpen] });
    await expectListCountsFresh();
  });
});

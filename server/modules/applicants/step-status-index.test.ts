/**
 * The applicant list filtered by status and step status finds its page through an index of both
 * (migration 0161, D407; its count is read from the kept counts since D420): the page's plan scans
 * user_trackers_job_status_step_idx; and the migration runs down and up with the list's rows and
 * count unchanged.
 * @postgres: the plan is the server's as well as PGlite's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import * as migration0161 from '../../db/migrations/0161-list-step-status-index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { countQuery, listQuery } from './applicant-list.store.ts';

let t: TestApp;
let jobId: number;

beforeAll(async () => {
  t = await startTestApp();
  jobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
});
afterAll(async () => t.close());

const FILTERS = { status: 'active' as const, stepStatus: 'in_progress' as const };

/** The plan of the filtered page, the planner told to avoid whole-table reads (the seed's tables are small). */
async function pagePlan(): Promise<string> {
  return t.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const q = listQuery({ kind: 'job', jobId }, FILTERS, '-application_date', 25, 0).compile(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...q,
      sql: `explain (costs off) ${q.sql}`,
    });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

async function filteredPage(db: Db = t.db) {
  const { rows } = await listQuery({ kind: 'job', jobId }, FILTERS, '-application_date', 25, 0, {
    withCount: true,
  }).execute(db);
  return rows.map((r) => [(r as { ref_id: string }).ref_id, Number((r as { total_count: string }).total_count)]);
}

describe('the list filtered by step status (D407)', () => {
  it('given a status and a step status, then the page finds its rows through the status and step index', async () => {
    await sql`vacuum analyze user_trackers`.execute(t.db);
    expect(await pagePlan()).toMatch(/Index (Only )?Scan using user_trackers_job_status_step_idx/);
    // The count reads the kept counts since D420 (step-status-counts.test.ts), not the index.
    expect(countQuery({ kind: 'job', jobId }, FILTERS).compile(t.db).sql).toContain('from step_status_counts');
  });

  it('given migration 0161 run down and up, then the filtered page and its count are the same', async () => {
    const before = await filteredPage();
    expect(before.length).toBeGreaterThan(0);
    await t.db.transaction().execute(async (trx) => {
      const untyped = trx as unknown as Kysely<unknown>;
      await migration0161.down(untyped);
      expect(await filteredPage(trx)).toEqual(before);
      await migration0161.up(untyped);
    });
    expect(await filteredPage()).toEqual(before);
  });
});

/**
 * What a statement reads, from its EXPLAIN ANALYZE: the plan tests' measure of "flat" (D415, D444),
 * exact whatever the machine's load, where a time would not be.
 */
import { sql, type CompiledQuery } from 'kysely';
import { generate } from '../../bench/generate-data.ts';
import type { Db } from '../db/database.ts';

/** bench/generate-data.ts's data at scale 0.01 in `db`, analysed; its largest requisition's id. */
export async function largestGeneratedRequisition(db: Db): Promise<number> {
  await generate(db, 0.01);
  const { rows } = await sql<{ job_id: number }>`
    select job_id from user_trackers where removed_at is null group by job_id order by count(*) desc limit 1`.execute(
    db,
  );
  await sql`vacuum analyze user_trackers`.execute(db);
  return rows[0]!.job_id;
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/**
 * Rows of user_trackers the plan's scans of a requisition read (kept and filtered out), over the
 * whole plan. The page's rows fetched by their ref_ids are left out: on the tests' small tables,
 * told to avoid whole-table reads, the planner may fetch them by walking the primary key.
 */
function trackerRowsRead(node: PlanNode): number {
  const ofTheRequisition = /\bjob_id\b/.test(`${node['Index Cond'] ?? ''} ${node.Filter ?? ''}`);
  const own =
    node['Relation Name'] === 'user_trackers' && ofTheRequisition
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + trackerRowsRead(child), 0);
}

/**
 * A list statement's rows and the rows of user_trackers it read for them, the planner told to avoid
 * whole-table reads (the tests' tables are small, where a real requisition's are not).
 */
export async function listReads(db: Db, query: CompiledQuery) {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const explained = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>({
      ...query,
      sql: `explain (analyze, format json) ${query.sql}`,
    });
    const raw = explained.rows[0]!['QUERY PLAN'];
    const [{ Plan }] = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
    const { rows } = await trx.executeQuery<{ ref_id: string | null; total_count: string | number }>(query);
    return {
      read: trackerRowsRead(Plan),
      refs: rows.map((r) => r.ref_id),
      count: Number(rows[0]?.total_count ?? 0),
    };
  });
}

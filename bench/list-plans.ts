/**
 * EXPLAIN (ANALYZE, BUFFERS) of a requisition's list statement (page, count and job, as jobListPage
 * sends it) for the list's filters, in bench/generate-data.ts's largest requisition: buffers (the
 * top node's shared hit and read) and the best time of five, with the count.
 *
 *   DATABASE_URL=postgres://.../assay_bench node --import tsx bench/list-plans.ts [--subquery] [--plans]
 *
 * --subquery: the plan's size behind a subquery, as before D415; --plans: each plan in full.
 * "page 40 by Next" is the page the pager asks for after page 39 (D444): from page 39's last row.
 */
import { sql } from 'kysely';
import type { ApplicantOrdering } from '../contracts/applicants.ts';
import { openDatabase } from '../server/db/database.ts';
import {
  jobListStatement,
  listQuery,
  readBoundary,
  type Keyset,
  type ListFilters,
} from '../server/modules/applicants/index.ts';

const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL! } as never);
const { rows } = await sql<{ job_id: number; n: string }>`
  select job_id, count(*) n from user_trackers group by job_id order by 2 desc limit 1`.execute(db);
const big = rows[0]!;
const cases: [string, ListFilters, ApplicantOrdering][] = [
  ['no filter', {}, '-application_date'],
  ['active', { status: 'active' }, '-application_date'],
  ['active, in progress', { status: 'active', stepStatus: 'in_progress' }, '-application_date'],
  ['in progress', { stepStatus: 'in_progress' }, '-application_date'],
  ['completed', { stepStatus: 'completed' }, '-application_date'],
  ['active, not started', { status: 'active', stepStatus: 'not_started' }, '-application_date'],
  ['rejected', { status: 'rejected' }, '-application_date'],
  ['new', { isNew: true }, '-application_date'],
  ['active, by fit', { status: 'active' }, '-fit_score'],
  ['in progress, page 40', { stepStatus: 'in_progress' }, '-application_date'],
  ['no filter, page 40', {}, '-application_date'],
  ['no filter, page 40 by Next', {}, '-application_date'],
  ['in progress, page 40 by Next', { stepStatus: 'in_progress' }, '-application_date'],
  ['active, by fit, page 40', { status: 'active' }, '-fit_score'],
  ['active, by fit, page 40 by Next', { status: 'active' }, '-fit_score'],
];

/** Page 39's last row as the pager names it, and where the page after it starts (D444). */
async function nextAfterPage39(f: ListFilters, order: ApplicantOrdering): Promise<Keyset> {
  const q = await jobListStatement(db, 1, big.job_id, f, order, { limit: 25, offset: 950 });
  const last = (await db.executeQuery<{ ref_id: string }>(q)).rows.at(-1)!.ref_id;
  const boundary = await readBoundary(db, { kind: 'job', jobId: big.job_id }, order, last);
  return { direction: 'after', boundary: boundary! };
}
const verbose = process.argv.includes('--plans');
console.log(`# job ${big.job_id} with ${big.n} applications`);
for (const [label, f, order] of cases) {
  const keyset = label.endsWith('by Next') ? await nextAfterPage39(f, order) : undefined;
  const offset = label.includes('page 40') && !keyset ? 975 : 0;
  const page = { limit: 25, offset, keyset };
  const q = process.argv.includes('--subquery')
    ? listQuery({ kind: 'job', jobId: big.job_id }, f, order, page.limit, page.offset, {
        withCount: true,
        withJob: { viewerId: 1 },
        keyset: page.keyset,
      }).compile(db)
    : await jobListStatement(db, 1, big.job_id, f, order, page);
  let best: { buffers: number; ms: number; plan: string[] } | undefined;
  for (let i = 0; i < 5; i++) {
    const r = await db.executeQuery({ ...q, sql: `explain (analyze, buffers, format json) ${q.sql}` } as never);
    const j = (r.rows[0] as Record<string, unknown>)['QUERY PLAN'] as {
      Plan: Record<string, number>;
      'Execution Time': number;
    }[];
    const p = j[0]!;
    const buffers = (p.Plan['Shared Hit Blocks'] ?? 0) + (p.Plan['Shared Read Blocks'] ?? 0);
    if (!best || p['Execution Time'] < best.ms) best = { buffers, ms: p['Execution Time'], plan: [] };
  }
  const c = await db.executeQuery(q);
  console.log(
    `${label} | ${order} | ${best!.buffers} buffers | ${best!.ms.toFixed(2)} ms | count ${(c.rows[0] as { total_count: string }).total_count}`,
  );
  if (verbose) {
    const r = await db.executeQuery({ ...q, sql: `explain (analyze, buffers, costs off) ${q.sql}` } as never);
    console.log(r.rows.map((x) => (x as Record<string, string>)['QUERY PLAN']).join('\n'));
  }
}
await db.destroy();

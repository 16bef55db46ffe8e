/**
 * The scorecard's timed tests (contracts/timed-results.ts): each activity of the application's
 * plan, in plan order, whose kind states a result for staff (`staffResult` in its server kind),
 * with that result once there is one. One select reads them all: each kind gives its result as
 * a call of its database function (a query per activity made the scorecard cost 58% more
 * database CPU; correlated subqueries were set up on every view, D387). The scorecard's own statement reads them too (D310), so a scorecard view reads
 * them without a second request: as a column of the plan it already lists (`timedResultSql`,
 * `timedTestsOfPlan`, D330), not a second list of the plan. GET /smartreq/v1/timed-results/{id}/
 * reads the select alone. The kinds name their own figures; this file names no kind.
 */
import { sql, type RawBuilder } from 'kysely';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import type { Db } from '../../db/database.ts';
import { prepareQuery } from '../../db/prepared-query.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import type { StaffResultReader } from '../activity/index.ts';
import { SERVER_KINDS } from '../activity-kinds.ts';
import { addIntegrityTotals, addSkillsTestBands } from './timed-result-bands.ts';

const READERS = new Map(
  SERVER_KINDS.flatMap((k): [string, StaffResultReader][] => (k.staffResult ? [[k.kind.type, k.staffResult]] : [])),
);

/** One row of the select: the activity and its kind's result as JSON (null while none). */
export interface TimedTestRow {
  job_step_activity_id: number;
  title: string;
  activity_type: string;
  result: Record<string, unknown> | null;
}

/**
 * The result of the activity `jsa` (the statement's job_step_activities row) for `refId`, by its
 * kind: null for a kind that states none, and while there is none.
 */
export function timedResultSql(refId: RawBuilder<string>) {
  const activity = sql<number>`jsa.job_step_activity_id`;
  const whens = [...READERS].map(([type, reader]) => sql`when ${type} then (${reader.select(refId, activity)})`);
  return sql<Record<string, unknown> | null>`case jsa.activity_type ${sql.join(whens, sql` `)} end`;
}

/**
 * `timedResultSql` behind the application's kept flag (D406): no kind's call while `held` is false,
 * when every call would give null, so the result is the same.
 */
export function heldTimedResultSql(held: RawBuilder<boolean>, refId: RawBuilder<string>) {
  return sql<Record<string, unknown> | null>`case when ${held} then ${timedResultSql(refId)} end`;
}

/**
 * The plan's timed activities of `jobId` with each one's result for `refId`, values or columns of
 * an outer statement: the application's flag read once (an InitPlan), the calls only when it is set.
 */
export function timedTestsSelect(db: Db, jobId: RawBuilder<number>, refId: RawBuilder<string>) {
  const held = sql<boolean>`(select u.has_timed_result from user_trackers u where u.ref_id = ${refId})`;
  return db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .select([
      'jsa.job_step_activity_id',
      'jsa.title',
      'jsa.activity_type',
      heldTimedResultSql(held, refId).as('result'),
    ])
    .where(sql<boolean>`js.job_id = ${jobId}`)
    .where('jsa.activity_type', 'in', [...READERS.keys()])
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id');
}

/** The select alone: built once, planned once per connection (D127, D146). */
const readTimedTests = prepareQuery((db: Db, jobId: number, refId: string) =>
  timedTestsSelect(db, sql.val(jobId), sql.val(refId)),
);

/** A row of the whole plan (the scorecard reads it once, D330), with the activity's result from `timedResultSql`. */
export interface PlanResultRow {
  job_step_activity_id: number | null;
  activity_type: string | null;
  title: string | null;
  step_sort_order: number;
  activity_sort_order: number | null;
  result: Record<string, unknown> | null;
}

/** The timed activities among a plan's rows, in the order `timedTestsSelect` gives them. */
export function timedTestsOfPlan(plan: readonly PlanResultRow[]): TimedTestRow[] {
  return plan
    .filter((r) => r.job_step_activity_id !== null && r.activity_type !== null && READERS.has(r.activity_type))
    .sort(
      (a, b) =>
        a.step_sort_order - b.step_sort_order ||
        a.activity_sort_order! - b.activity_sort_order! ||
        a.job_step_activity_id! - b.job_step_activity_id!,
    )
    .map((r) => ({
      job_step_activity_id: r.job_step_activity_id!,
      title: r.title!,
      activity_type: r.activity_type!,
      result: r.result,
    }));
}

/** The rows as the contract's results, in plan order. */
export function timedResultsFrom(rows: readonly TimedTestRow[]): StaffTimedResult[] {
  return rows.map((row) => {
    const result = row.result ? READERS.get(row.activity_type)!.read(row.result) : undefined;
    return {
      job_step_activity_id: row.job_step_activity_id,
      activity_type: row.activity_type,
      title: row.title,
      completed_at: result?.completed_at ?? null,
      time_accommodation: result?.time_accommodation ?? null,
      figures: result?.figures ?? {},
    };
  });
}

/** The timed results alone, as on the scorecard: a finished skills test's band (D392), how each was taken (D402). */
export async function staffTimedResults(db: Db, application: StaffApplication): Promise<StaffTimedResult[]> {
  const results = timedResultsFrom(await readTimedTests(db, application.job.job_id, application.ref_id));
  await Promise.all([
    addSkillsTestBands(db, application.job.account_id, application.ref_id, results),
    addIntegrityTotals(db, application.ref_id, results),
  ]);
  return results;
}

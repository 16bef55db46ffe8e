/** The only SQL of the integrity signals (D402): the candidate's activity, the signals kept and read. */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery } from '../../db/own-activity.store.ts';
import type { IntegritySignalsTable } from '../../db/schema/integrity.ts';
import {
  INTEGRITY_ACTIVITY_TYPES,
  MAX_SIGNALS_PER_ACTIVITY,
  type IntegritySignalKind,
} from '../../../contracts/integrity-signals.ts';

/**
 * The candidate's own timed activity of the application, whatever its state: signals are kept
 * before, during and after the submission, and from an application staff removed (erased with it).
 */
export async function ownTimedActivity(db: Db, userId: number, refId: string, jobStepActivityId: number) {
  return ownActivityQuery(db, refId, jobStepActivityId, {
    userId,
    activityTypes: INTEGRITY_ACTIVITY_TYPES,
    isTrackerLive: false,
  })
    .select(['t.ref_id', 't.user_id', 'jsa.job_step_activity_id'])
    .executeTakeFirst();
}

/** Keeps the signals not kept yet (by their device-minted id); answers how many were new. */
export async function insertSignals(db: Db, rows: Insertable<IntegritySignalsTable>[]): Promise<number> {
  const inserted = await db
    .insertInto('integrity_signals')
    .values(rows)
    .onConflict((oc) => oc.column('signal_id').doNothing())
    .returning('signal_id')
    .execute();
  return inserted.length;
}

/** How many signals the application's activity holds. */
export async function signalCount(db: Db, refId: string, jobStepActivityId: number): Promise<number> {
  const row = await db
    .selectFrom('integrity_signals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The application's signals on its job's plan activities, oldest first per activity (at most the limit each). */
export async function signalsOfApplication(db: Db, refId: string, jobId: number) {
  return db
    .selectFrom('integrity_signals as s')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 's.job_step_activity_id')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .select([
      's.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      's.kind',
      's.occurred_at',
      's.duration_ms',
      (eb) =>
        eb.fn
          .agg<number>('row_number')
          .over((ob) => ob.partitionBy('s.job_step_activity_id').orderBy('s.occurred_at').orderBy('s.signal_id'))
          .as('n'),
    ])
    .where('s.ref_id', '=', refId)
    .where('js.job_id', '=', jobId)
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('s.job_step_activity_id')
    .orderBy('s.occurred_at')
    .orderBy('s.signal_id')
    .execute()
    .then((rows) => rows.filter((r) => Number(r.n) <= MAX_SIGNALS_PER_ACTIVITY));
}

/**
 * The application's signals counted and summed per activity and kind (one grouped read, no signal
 * row read out), and in the same statement its take-overs by another device (the activity lease's
 * history, D73/D74) as one row per activity of kind 'device_move' whose `moves` are their times,
 * oldest first (D486, D496). A reload on the same device is no take-over row.
 */
export async function totalsOfApplication(db: Db, refId: string) {
  return db
    .selectFrom('integrity_signals')
    .select([
      'job_step_activity_id',
      sql<IntegritySignalKind | 'device_move'>`kind`.as('kind'),
      (eb) => eb.fn.countAll<string>().as('count'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | null>('duration_ms'), eb.lit(0)).as('total_ms'),
      sql<(string | Date)[] | null>`null::json`.as('moves'),
    ])
    .where('ref_id', '=', refId)
    .groupBy(['job_step_activity_id', 'kind'])
    .unionAll(
      db
        .selectFrom('activity_lease_handovers')
        .select([
          'job_step_activity_id',
          sql<'device_move'>`'device_move'`.as('kind'),
          (eb) => eb.fn.countAll<string>().as('count'),
          sql<string>`0`.as('total_ms'),
          sql<(string | Date)[] | null>`json_agg(taken_over_at order by taken_over_at, handover_id)`.as('moves'),
        ])
        .where('ref_id', '=', refId)
        .where('from_device_id', 'is not', null)
        .whereRef('from_device_id', '<>', 'to_device_id')
        .groupBy('job_step_activity_id'),
    )
    .execute();
}

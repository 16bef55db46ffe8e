/** The only SQL of the camera check (D455): the candidate's answer, the photos kept and read. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery } from '../../db/own-activity.store.ts';
import { CAMERA_CHECK_ACTIVITY_TYPES, type CameraConsent, type CameraMoment } from '../../../contracts/camera-check.ts';

/** The candidate's own timed activity of the application, whatever its state (as the integrity signals'). */
export async function ownTimedActivity(db: Db, userId: number, refId: string, jobStepActivityId: number) {
  return ownActivityQuery(db, refId, jobStepActivityId, {
    userId,
    activityTypes: CAMERA_CHECK_ACTIVITY_TYPES,
    isTrackerLive: false,
  })
    .select(['t.ref_id', 't.user_id', 't.job_id', 'jsa.job_step_activity_id'])
    .executeTakeFirst();
}

/** Keeps the answer unless a later one is kept already; answers the one that stands. */
export async function saveConsent(
  db: Db,
  row: { ref_id: string; job_step_activity_id: number; user_id: number; consent: CameraConsent; decided_at: string },
): Promise<CameraConsent> {
  await db
    .insertInto('camera_consents')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['ref_id', 'job_step_activity_id'])
        .doUpdateSet({ consent: row.consent, decided_at: row.decided_at })
        .where('camera_consents.decided_at', '<=', sql<Date>`excluded.decided_at`),
    )
    .execute();
  return (await consentOf(db, row.ref_id, row.job_step_activity_id))!;
}

export async function consentOf(db: Db, refId: string, jobStepActivityId: number): Promise<CameraConsent | undefined> {
  const row = await db
    .selectFrom('camera_consents')
    .select('consent')
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
  return row?.consent;
}

export async function deleteStills(db: Db, refId: string, jobStepActivityId: number): Promise<void> {
  await db
    .deleteFrom('camera_stills')
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .execute();
}

/** Keeps the photo unless its id or its moment is kept already; answers whether it was new. */
export async function insertStill(
  db: Db,
  row: {
    still_id: string;
    ref_id: string;
    job_step_activity_id: number;
    user_id: number;
    moment: CameraMoment;
    taken_at: string;
    image: Uint8Array;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('camera_stills')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('still_id')
    .execute();
  return inserted.length > 0;
}

/** The application's answers on its job's plan activities, in plan order, with their photos (no images). */
export async function checksOfApplication(db: Db, refId: string, jobId: number) {
  return db
    .selectFrom('camera_consents as c')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'c.job_step_activity_id')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .leftJoin('camera_stills as s', (join) =>
      join.onRef('s.ref_id', '=', 'c.ref_id').onRef('s.job_step_activity_id', '=', 'c.job_step_activity_id'),
    )
    .select([
      'c.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      'c.consent',
      'c.decided_at',
      's.still_id',
      's.moment',
      's.taken_at',
    ])
    .where('c.ref_id', '=', refId)
    .where('js.job_id', '=', jobId)
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('c.job_step_activity_id')
    .orderBy('s.taken_at')
    .execute();
}

/** One photo of the application, with its image. */
export async function stillOfApplication(db: Db, refId: string, stillId: string) {
  return db
    .selectFrom('camera_stills')
    .select(['still_id', 'job_step_activity_id', 'moment', 'taken_at', 'image'])
    .where('ref_id', '=', refId)
    .where('still_id', '=', stillId)
    .executeTakeFirst();
}

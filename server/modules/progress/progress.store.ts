/** The only SQL of the progress family: jobs as candidates see them, trackers and their activities. */
import { sql } from 'kysely';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { prepareQuery } from '../../db/prepared-query.ts';

export interface TrackerRow {
  ref_id: string;
  user_step_tracker_id: number;
  user_id: number;
  external_application_id: string | null;
  created_at: Date;
  job_id: number;
  job_uuid: string;
  job_title: string;
  tracker_title: string;
  city: string | null;
  state: string | null;
  job_type_id: number;
  retake_interval_days: number;
  account_id: number;
  account_name: string;
  /** The company's default language: its own texts fall back to it (D199). */
  default_language: string;
  total_activities: number;
  completed_activities: number;
  /** The newest tracker of this user for this job: remaining_days counts from it. */
  newest_created_at: Date;
}

function trackerQuery(db: Db) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select((eb) => [
      't.ref_id',
      't.user_step_tracker_id',
      't.user_id',
      't.external_application_id',
      't.created_at',
      'j.job_id',
      'j.uuid as job_uuid',
      'j.title as job_title',
      'j.tracker_title',
      'j.city',
      'j.state',
      'j.job_type_id',
      'j.retake_interval_days',
      'a.account_id',
      'a.name as account_name',
      'a.default_language',
      eb
        .selectFrom('job_step_activities as jsa')
        .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('js.job_id', '=', 'j.job_id')
        .as('total_activities'),
      // Kept by the activity lifecycle: completions of the current plan only.
      't.completed_activity_count as completed_activities',
      eb
        .selectFrom('user_trackers as t2')
        .select((e) => e.fn.max('t2.created_at').as('m'))
        .whereRef('t2.user_id', '=', 't.user_id')
        .whereRef('t2.job_id', '=', 't.job_id')
        .as('newest_created_at'),
    ]);
}

type RawTracker = Awaited<ReturnType<ReturnType<typeof trackerQuery>['executeTakeFirstOrThrow']>>;

function toRow(raw: RawTracker): TrackerRow {
  return {
    ...raw,
    total_activities: Number(raw.total_activities ?? 0),
    completed_activities: Number(raw.completed_activities ?? 0),
    newest_created_at: new Date(raw.newest_created_at ?? raw.created_at),
    created_at: new Date(raw.created_at),
  };
}

// The candidate's trackers and one tracker are read on every screen of the candidate's app:
// built once and run as registered hot queries (D127, D146).
const trackersOfUser = prepareQuery((db: Db, userId: number) =>
  trackerQuery(db)
    .where('t.user_id', '=', userId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.user_step_tracker_id', 'desc'),
);

const trackerByRef = prepareQuery((db: Db, refId: string) => trackerQuery(db).where('t.ref_id', '=', refId));

export async function listTrackersOfUser(db: Db, userId: number): Promise<TrackerRow[]> {
  return (await trackersOfUser(db, userId)).map(toRow);
}

export async function findTracker(db: Db, refId: string): Promise<TrackerRow | undefined> {
  const [row] = await trackerByRef(db, refId);
  return row ? toRow(row) : undefined;
}

/** What starting a tracker on a job checks and copies. */
const trackerJobs = (db: Db) =>
  db
    .selectFrom('jobs')
    .innerJoin('accounts', 'accounts.account_id', 'jobs.account_id')
    .select([
      'jobs.job_id',
      'jobs.uuid',
      'jobs.account_id',
      'jobs.job_type_id',
      'jobs.title',
      'jobs.is_accepting_applications',
      'jobs.retake_interval_days',
    ])
    .select((eb) => eb('accounts.suspended_at', 'is not', null).as('is_company_suspended'));

export type TrackerJob = NonNullable<Awaited<ReturnType<typeof findJobByUuid>>>;

export async function findJobByUuid(db: Db, uuid: string) {
  return (
    trackerJobs(db)
      .where('jobs.uuid', '=', uuid)
      // A job profile (D129) is nothing a candidate can apply to or start.
      .where('jobs.job_type_id', '<>', JOB_TYPE.profile)
      .executeTakeFirst()
  );
}

/** A live job profile, whose measurement plan its participants are given (D174). */
export async function findLiveProfile(db: Db, jobId: number) {
  return trackerJobs(db)
    .where('jobs.job_id', '=', jobId)
    .where('jobs.job_type_id', '=', JOB_TYPE.profile)
    .where('jobs.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function newestTrackerCreatedAt(db: Db, userId: number, jobId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('user_trackers')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

/** Serialises tracker creation per user, so two racing applications cannot both pass the retake check. */
/** Who the application-received mail goes to, and the company's name. */
export async function applicantForMail(db: Db, userId: number, accountId: number) {
  return db
    .selectFrom('users')
    .crossJoin('accounts')
    .select([
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.preferred_language',
      'accounts.name as company_name',
    ])
    .where('users.user_id', '=', userId)
    .where('accounts.account_id', '=', accountId)
    .executeTakeFirst();
}

export async function lockUser(db: Db, userId: number): Promise<void> {
  await sql`select user_id from users where user_id = ${userId} for update`.execute(db);
}

export async function insertTracker(
  db: Db,
  values: {
    ref_id: string;
    user_id: number;
    job_id: number;
    external_application_id: string | null;
    source_id?: number | null;
  },
): Promise<void> {
  const accountOfJob = db.selectFrom('jobs').select('account_id').where('job_id', '=', values.job_id);
  await db
    .insertInto('user_trackers')
    .values({ ...values, account_id: accountOfJob })
    .execute();
}

export const trackerActivities = prepareQuery((db: Db, refId: string, jobId: number) =>
  db
    .selectFrom('job_steps as js')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
    .leftJoin('user_step_activities as usa', (join) =>
      join.onRef('usa.job_step_activity_id', '=', 'jsa.job_step_activity_id').on('usa.ref_id', '=', refId),
    )
    .select([
      'js.job_step_id',
      'js.name as step_name',
      'js.name_i18n as step_name_i18n',
      'js.sort_order as step_sort_order',
      'jsa.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      'jsa.title_i18n',
      'jsa.asmt_id',
      'jsa.retake_interval_days',
      'usa.user_step_activity_id',
      'usa.is_completed',
      'usa.created_at as started_at',
    ])
    .where('js.job_id', '=', jobId)
    .orderBy('js.sort_order')
    .orderBy('js.job_step_id')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id'),
);

export async function isJobTeamMember(db: Db, jobId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_team_members')
    .select('user_id')
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The attributes a requisition's fit score weighs, by name in `language` (English, then the code,
 * where it has none): what the candidate notice names as the qualifications and characteristics
 * assessed (D511), in the order staff set them.
 */
export async function weighedAttributeNames(db: Db, jobId: number, language: string): Promise<string[]> {
  const rows = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
    .select(
      sql<string>`coalesce(
        (select x.name from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = ${language}),
        (select x.name from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = 'en'),
        at.code, '')`.as('name'),
    )
    .where('g.job_id', '=', jobId)
    .orderBy('g.sort_order')
    .orderBy('g.job_attribute_group_id')
    .orderBy('ga.sort_order')
    .orderBy('ga.job_attribute_group_attribute_id')
    .execute();
  return rows.map((r) => r.name);
}

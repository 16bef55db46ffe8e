/** The SQL of job profiles (contracts/job-profiles.ts): `jobs` rows of job_type_id 1 (D129) and their participants. */
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { JobProfile, Participant, ParticipantOrdering, ProfileOutcome } from '../../../contracts/job-profiles.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { employeeColumns } from '../people/index.ts';

export interface ProfileRow {
  job_id: number;
  account_id: number;
}

const profiles = (db: Db) =>
  db.selectFrom('jobs as j').where('j.job_type_id', '=', JOB_TYPE.profile).where('j.deleted_at', 'is', null);

export async function findProfile(db: Db, jobId: number): Promise<ProfileRow | undefined> {
  return profiles(db).select(['j.job_id', 'j.account_id']).where('j.job_id', '=', jobId).executeTakeFirst();
}

export async function isTeamMember(db: Db, jobId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_team_members')
    .select('user_id')
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

const profileColumns = [
  'j.job_id',
  'j.account_id',
  'j.title',
  'j.description',
  sql<string>`to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created_at'),
  sql<string>`(select count(*) from employees e where e.job_profile_id = j.job_id)`.as('participant_count'),
] as const;

async function withOutcomes(
  db: Db,
  rows: (Omit<JobProfile, 'outcomes' | 'participant_count'> & { participant_count: string | number })[],
): Promise<JobProfile[]> {
  if (rows.length === 0) return [];
  const outcomes = await db
    .selectFrom('job_profile_outcomes')
    .select(['job_id', 'outcome'])
    .where(
      'job_id',
      'in',
      rows.map((r) => r.job_id),
    )
    .orderBy('job_id')
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => ({
    ...r,
    participant_count: Number(r.participant_count),
    outcomes: outcomes.filter((o) => o.job_id === r.job_id).map((o) => o.outcome),
  }));
}

export async function profileView(db: Db, jobId: number): Promise<JobProfile | undefined> {
  const row = await profiles(db).select(profileColumns).where('j.job_id', '=', jobId).executeTakeFirst();
  return row ? (await withOutcomes(db, [row]))[0] : undefined;
}

export async function listProfiles(
  db: Db,
  accountId: number,
  options: { memberUserId?: number; search?: string; page: number; pageSize: number },
): Promise<{ rows: JobProfile[]; count: number }> {
  let query = profiles(db).where('j.account_id', '=', accountId);
  if (options.memberUserId !== undefined) {
    const userId = options.memberUserId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('job_team_members as m')
          .select('m.user_id')
          .whereRef('m.job_id', '=', 'j.job_id')
          .where('m.user_id', '=', userId),
      ),
    );
  }
  const search = (options.search ?? '').trim();
  if (search !== '') query = query.where('j.title', 'ilike', `%${escapeLike(search)}%`);
  const [rows, count] = await Promise.all([
    query
      .select(profileColumns)
      .orderBy(sql`lower(j.title)`)
      .orderBy('j.job_id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withOutcomes(db, rows), count: Number(count.n) };
}

export async function insertProfile(
  db: Db,
  values: { account_id: number; title: string; description: string; created_by: number },
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: values.account_id,
      job_type_id: JOB_TYPE.profile,
      title: values.title,
      tracker_title: values.title,
      description: values.description,
      // Never open to candidates, whatever a query forgets (D129).
      is_accepting_applications: false,
      is_draft: true,
      created_by: values.created_by,
      updated_at: new Date(),
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return row.job_id;
}

export async function updateProfile(
  db: Db,
  jobId: number,
  values: { title: string; description: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ ...values, tracker_title: values.title, updated_at: new Date() })
    .where('job_id', '=', jobId)
    .where('job_type_id', '=', JOB_TYPE.profile)
    .execute();
}

/** Deleted like requisitions (kept, hidden); its participants are detached, not deleted. */
export async function deleteProfile(db: Db, jobId: number): Promise<void> {
  await db
    .updateTable('employees')
    .set({ job_profile_id: null, updated_at: new Date() })
    .where('job_profile_id', '=', jobId)
    .execute();
  await db
    .updateTable('jobs')
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where('job_id', '=', jobId)
    .where('job_type_id', '=', JOB_TYPE.profile)
    .execute();
}

export async function replaceOutcomes(db: Db, jobId: number, outcomes: readonly ProfileOutcome[]): Promise<void> {
  await db.deleteFrom('job_profile_outcomes').where('job_id', '=', jobId).execute();
  if (outcomes.length > 0) {
    await db
      .insertInto('job_profile_outcomes')
      .values(outcomes.map((outcome, i) => ({ job_id: jobId, outcome, sort_order: i + 1 })))
      .execute();
  }
}

const ORDER: Record<ParticipantOrdering, [string, 'asc' | 'desc']> = {
  last_name: ['e.last_name', 'asc'],
  '-last_name': ['e.last_name', 'desc'],
  start_date: ['e.start_date', 'asc'],
  '-start_date': ['e.start_date', 'desc'],
};

export async function listParticipants(
  db: Db,
  jobId: number,
  options: { search?: string; ordering?: ParticipantOrdering; page: number; pageSize: number },
): Promise<{ rows: Participant[]; count: number }> {
  let query = db.selectFrom('employees as e').where('e.job_profile_id', '=', jobId);
  for (const word of (options.search ?? '').split(/\s+/).filter(Boolean)) {
    const start = `${escapeLike(word)}%`;
    query = query.where(
      (eb) =>
        eb.or([
          eb('e.first_name', 'ilike', start),
          eb('e.last_name', 'ilike', start),
          eb('e.email', 'ilike', start),
        ]) as Expression<SqlBool>,
    );
  }
  const [field, direction] = ORDER[options.ordering ?? 'last_name'];
  const [rows, count] = await Promise.all([
    query
      .select(employeeColumns)
      .orderBy(sql.ref(field), direction)
      .orderBy('e.last_name')
      .orderBy('e.first_name')
      .orderBy('e.employee_id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Participant[], count: Number(count.n) };
}

/** The company's employees among `ids`, with the profile each is in. */
export async function employeesOf(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<{ employee_id: number; job_profile_id: number | null }[]> {
  return db
    .selectFrom('employees')
    .select(['employee_id', 'job_profile_id'])
    .where('account_id', '=', accountId)
    .where('employee_id', 'in', [...ids])
    .execute();
}

export async function setProfileOf(
  db: Db,
  accountId: number,
  ids: readonly number[],
  jobId: number | null,
): Promise<number> {
  const result = await db
    .updateTable('employees')
    .set({ job_profile_id: jobId, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('employee_id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

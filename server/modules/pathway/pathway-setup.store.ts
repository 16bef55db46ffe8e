/** The SQL of the pathway list, a pathway's details and its participants (contracts/pathway-setup.ts). */
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  pathwayStartPath,
  type ParticipantListFilters,
  type ParticipantOrdering,
  type PathwayListFilters,
  type PathwayOrdering,
  type Participant,
  type PathwayDetails,
  type PathwaySummary,
} from '../../../contracts/pathway-setup.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const activityCount = sql<number>`(select count(*)::int from job_step_activities a inner join job_steps s on s.job_step_id = a.job_step_id where s.job_id = j.job_id)`;
const participantCount = sql<number>`(select count(*)::int from user_trackers t where t.job_id = j.job_id and t.removed_at is null)`;

const PATHWAY_ORDER: Record<PathwayOrdering, [string, 'asc' | 'desc']> = {
  title: ['lower(j.title)', 'asc'],
  '-title': ['lower(j.title)', 'desc'],
  created_at: ['j.created_at', 'asc'],
  '-created_at': ['j.created_at', 'desc'],
  participant_count: ['participant_count', 'asc'],
  '-participant_count': ['participant_count', 'desc'],
};

/** The pathways of the company the viewer may see: every one (`all`), else those whose team they are on. */
function pathways(db: Db, accountId: number, viewerId: number, all: boolean, filters: PathwayListFilters) {
  let query = db
    .selectFrom('jobs as j')
    .where('j.account_id', '=', accountId)
    .where('j.job_type_id', '=', JOB_TYPE.pathway)
    .where('j.deleted_at', 'is', null);
  const member = sql<boolean>`exists (select 1 from job_team_members m where m.job_id = j.job_id and m.user_id = ${viewerId})`;
  if (!all || filters.team === 'mine') query = query.where(member);
  for (const word of (filters.search ?? '').split(/\s+/).filter(Boolean))
    query = query.where('j.title', 'ilike', `%${escapeLike(word)}%`);
  return { query, member };
}

export async function listPathways(
  db: Db,
  accountId: number,
  viewerId: number,
  all: boolean,
  filters: PathwayListFilters,
  page: number,
  pageSize: number,
) {
  const { query, member } = pathways(db, accountId, viewerId, all, filters);
  const [field, direction] = PATHWAY_ORDER[filters.ordering ?? 'title'];
  const [rows, count] = await Promise.all([
    query
      .select(['j.job_id', 'j.uuid', 'j.title', 'j.description', 'j.created_at'])
      .select([
        participantCount.as('participant_count'),
        activityCount.as('activity_count'),
        sql<number>`(select count(*)::int from pathway_jobs p where p.job_id = j.job_id and p.archived_at is null)`.as(
          'role_count',
        ),
        member.as('is_team_member'),
      ])
      .select(
        sql<number>`(select count(*)::int from user_trackers t where t.job_id = j.job_id and t.removed_at is null and t.completed_activity_count >= ${activityCount} and ${activityCount} > 0)`.as(
          'completed_count',
        ),
      )
      .orderBy(sql.raw(field), direction)
      .orderBy('j.job_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: PathwaySummary[] = rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
  return { data, count: Number(count.n) };
}

export async function insertPathway(
  db: Db,
  values: { account_id: number; title: string; description: string; created_by: number },
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: values.account_id,
      job_type_id: JOB_TYPE.pathway,
      title: values.title,
      description: values.description,
      tracker_title: 'Pathway',
      is_draft: false,
      is_accepting_applications: true,
      created_by: values.created_by,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return row.job_id;
}

export async function findPathway(db: Db, jobId: number) {
  return db
    .selectFrom('jobs as j')
    .select([
      'j.job_id',
      'j.uuid',
      'j.account_id',
      'j.job_type_id',
      'j.title',
      'j.description',
      'j.invite_message',
      'j.created_at',
    ])
    .select(participantCount.as('participant_count'))
    .where('j.job_id', '=', jobId)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function toDetails(row: NonNullable<Awaited<ReturnType<typeof findPathway>>>): PathwayDetails {
  return {
    job_id: row.job_id,
    uuid: row.uuid,
    account_id: row.account_id,
    title: row.title,
    description: row.description,
    invite_message: row.invite_message ?? '',
    created_at: iso(row.created_at),
    participant_count: row.participant_count,
    invite_path: pathwayStartPath(row.uuid),
  };
}

export async function updatePathway(
  db: Db,
  jobId: number,
  values: { title: string; description: string; invite_message: string },
) {
  await db
    .updateTable('jobs')
    .set({
      title: values.title,
      description: values.description,
      invite_message: values.invite_message || null,
      updated_at: new Date(),
    })
    .where('job_id', '=', jobId)
    .execute();
}

export async function deletePathway(db: Db, jobId: number) {
  await db
    .updateTable('jobs')
    .set({ deleted_at: new Date(), is_accepting_applications: false })
    .where('job_id', '=', jobId)
    .execute();
}

/** The staff user of the company with this email (any role in the company), if any. */
export async function companyStaffByEmail(db: Db, accountId: number, email: string) {
  return db
    .selectFrom('users as u')
    .select(['u.user_id'])
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .where('u.erased_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.user_id')
          .where('r.account_id', '=', accountId),
      ),
    )
    .executeTakeFirst();
}

// Participants --------------------------------------------------------------------------------

const PARTICIPANT_ORDER: Record<ParticipantOrdering, string> = {
  last_name: 'lower(u.last_name) asc, lower(u.first_name) asc',
  '-last_name': 'lower(u.last_name) desc, lower(u.first_name) desc',
  created_at: 't.created_at asc',
  '-created_at': 't.created_at desc',
  pct_complete: 'pct_complete asc',
  '-pct_complete': 'pct_complete desc',
};

function participants(db: Db, jobId: number, accountId: number, filters: ParticipantListFilters, refIds?: string[]) {
  let query = db
    .selectFrom('user_trackers as t')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .leftJoin('pathway_participants as pp', 'pp.ref_id', 't.ref_id')
    .leftJoin('employees as e', (join) =>
      join.on((eb) =>
        eb.or([
          eb('e.employee_id', '=', eb.ref('pp.employee_id')),
          eb.and([
            eb('pp.employee_id', 'is', null),
            eb('e.user_id', '=', eb.ref('t.user_id')),
            eb('e.account_id', '=', accountId),
          ]),
        ]),
      ),
    )
    .where('t.job_id', '=', jobId)
    .where('t.removed_at', 'is', null);
  if (refIds) query = query.where('t.ref_id', 'in', refIds);
  for (const word of (filters.search ?? '').split(/\s+/).filter(Boolean)) {
    const start = `${escapeLike(word)}%`;
    query = query.where(
      (eb) =>
        eb.or([
          eb('u.first_name', 'ilike', start),
          eb('u.last_name', 'ilike', start),
          eb('u.email', 'ilike', start),
        ]) as Expression<SqlBool>,
    );
  }
  return query;
}

const total = (jobId: number) =>
  sql<number>`(select count(*)::int from job_step_activities a inner join job_steps s on s.job_step_id = a.job_step_id where s.job_id = ${jobId})`;

export async function listParticipants(
  db: Db,
  jobId: number,
  accountId: number,
  filters: ParticipantListFilters,
  page: number,
  pageSize: number,
  refIds?: string[],
) {
  const pct = sql<number>`case when ${total(jobId)} = 0 then 0 else floor(least(t.completed_activity_count, ${total(jobId)}) * 100.0 / ${total(jobId)})::int end`;
  const [rows, count] = await Promise.all([
    participants(db, jobId, accountId, filters, refIds)
      .select([
        't.ref_id',
        't.user_step_tracker_id as user_smartreq_id',
        't.user_id',
        'e.employee_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'e.job_title',
        't.created_at',
      ])
      .select([
        sql<string | null>`coalesce(pp.supervisor_email, e.supervisor_email)`.as('supervisor_email'),
        pct.as('pct_complete'),
      ])
      .orderBy(sql.raw(PARTICIPANT_ORDER[filters.ordering ?? 'last_name']))
      .orderBy('t.user_step_tracker_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    participants(db, jobId, accountId, filters, refIds)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const data: Participant[] = rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
  return { data, count: Number(count.n) };
}

/** Current employees of the company for the picker, with whether each can be added. */
export async function participantCandidates(db: Db, jobId: number, accountId: number, search: string | undefined) {
  let query = db
    .selectFrom('employees as e')
    .select(['e.employee_id', 'e.first_name', 'e.last_name', 'e.email', 'e.job_title', 'e.supervisor_email'])
    .select(sql<boolean>`e.user_id is not null`.as('has_account'))
    .select(
      sql<boolean>`exists (select 1 from user_trackers t where t.job_id = ${jobId} and t.user_id = e.user_id and t.removed_at is null)`.as(
        'is_participant',
      ),
    )
    .where('e.account_id', '=', accountId)
    .where('e.end_date', 'is', null);
  for (const word of (search ?? '').split(/\s+/).filter(Boolean)) {
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
  return query.orderBy('e.last_name').orderBy('e.first_name').orderBy('e.employee_id').limit(20).execute();
}

export async function employeesOfAccount(db: Db, accountId: number, employeeIds: number[]) {
  return db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.user_id', 'e.user_id')
    .select([
      'e.employee_id',
      'e.user_id',
      'e.first_name',
      'e.last_name',
      'e.supervisor_email',
      'e.email',
      'u.email as account_email',
      'u.preferred_language',
    ])
    .where('e.account_id', '=', accountId)
    .where('e.employee_id', 'in', employeeIds)
    .execute();
}

export async function activeTrackerUsers(db: Db, jobId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_trackers')
    .select('user_id')
    .where('job_id', '=', jobId)
    .where('removed_at', 'is', null)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export async function insertParticipant(
  db: Db,
  values: { ref_id: string; job_id: number; employee_id: number; supervisor_email: string | null; added_by: number },
) {
  await db.insertInto('pathway_participants').values(values).execute();
}

export async function findParticipantTracker(db: Db, jobId: number, refId: string) {
  return db
    .selectFrom('user_trackers')
    .select(['ref_id', 'user_id'])
    .where('job_id', '=', jobId)
    .where('ref_id', '=', refId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function removeTracker(db: Db, refId: string) {
  await db.updateTable('user_trackers').set({ removed_at: new Date() }).where('ref_id', '=', refId).execute();
}

export async function linkEmployeeAccount(db: Db, employeeId: number, userId: number) {
  await db
    .updateTable('employees')
    .set({ user_id: userId, updated_at: new Date() })
    .where('employee_id', '=', employeeId)
    .execute();
}

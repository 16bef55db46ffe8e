/** The SQL of a requisition's hiring team and the company's staff it is chosen from; visibility is server/http/job-access.ts's. */
import { sql } from 'kysely';
import type { TeamMember } from '../../../contracts/smartreq.ts';
import type { Db } from '../../db/database.ts';

/** What a team member is shown with: the membership and the person's name and address. */
const TEAM_MEMBER_COLUMNS = [
  'm.job_team_id',
  'm.job_id',
  'm.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'm.notify_new_applicants',
] as const;

export async function listTeam(db: Db, jobId: number): Promise<TeamMember[]> {
  return db
    .selectFrom('job_team_members as m')
    .innerJoin('users as u', 'u.user_id', 'm.user_id')
    .select(TEAM_MEMBER_COLUMNS)
    .where('m.job_id', '=', jobId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('m.job_team_id')
    .execute();
}

export async function findTeamMember(db: Db, jobTeamId: number) {
  return db
    .selectFrom('job_team_members as m')
    .innerJoin('users as u', 'u.user_id', 'm.user_id')
    .select(TEAM_MEMBER_COLUMNS)
    .where('m.job_team_id', '=', jobTeamId)
    .executeTakeFirst();
}

/** Adds the member unless already there; returns the membership's job_team_id. */
export async function insertTeamMember(
  db: Db,
  jobId: number,
  userId: number,
): Promise<{ jobTeamId: number; isNew: boolean }> {
  const inserted = await db
    .insertInto('job_team_members')
    .values({ job_id: jobId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .returning('job_team_id')
    .executeTakeFirst();
  if (inserted) return { jobTeamId: inserted.job_team_id, isNew: true };
  const row = await db
    .selectFrom('job_team_members')
    .select('job_team_id')
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { jobTeamId: row.job_team_id, isNew: false };
}

export async function deleteTeamMember(db: Db, jobTeamId: number): Promise<void> {
  await db.deleteFrom('job_team_members').where('job_team_id', '=', jobTeamId).execute();
}

export async function setTeamMemberNotification(db: Db, jobTeamId: number, notify: boolean): Promise<void> {
  await db
    .updateTable('job_team_members')
    .set({ notify_new_applicants: notify })
    .where('job_team_id', '=', jobTeamId)
    .execute();
}

export async function updateUserNames(db: Db, userId: number, firstName: string, lastName: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: firstName, last_name: lastName, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

/** Users holding a role in the company. */
export async function listCompanyStaff(db: Db, accountId: number, jobId: number) {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<boolean>`exists (select 1 from job_team_members m where m.job_id = ${jobId} and m.user_id = u.user_id)`.as(
        'is_team_member',
      ),
    ])
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
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .execute();
  return rows;
}

export async function isCompanyStaff(db: Db, accountId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', '=', userId)
    .where('r.account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

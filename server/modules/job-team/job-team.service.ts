/** A requisition's hiring team: add and remove members, their notification setting, and the name update rule of seed 001 section 5. */
import { shouldUpdateMemberName } from '../../../contracts/smartreq.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import { requireAccountStaff } from '../../http/account-access.ts';
import { flagForJobType, type StaffJob } from '../../http/team-access.ts';
import { jobForStaff } from '../../http/team-access.ts';
import { audit } from '../../audit/audit-trail.ts';
import { recordJobChange } from '../../db/job-events.store.ts';
import * as teamStore from './job-team.store.ts';

/**
 * Being on a team lets one work on the job, not choose who else does: adding or removing members
 * (or changing someone else's notifications) takes the flag the job's type needs (D203).
 */
function requireTeamManager(viewer: LoadedUser, job: StaffJob): void {
  // Not declarative: the job comes from the body or a member row, its type picks the flag, and a
  // member's own notification setting needs none; a declared `team` permission passes members.
  requireAccountStaff(viewer, job.account_id, flagForJobType(job.job_type_id));
}

export async function addTeamMember(
  db: Db,
  viewer: LoadedUser,
  body: { job_id: number; user_id: number; first_name?: string; last_name?: string },
) {
  const job = await jobForStaff(db, viewer, body.job_id);
  requireTeamManager(viewer, job);
  return addTeamMemberTo(db, viewer, job, body);
}

/** Adds a staff user of the job's company to a job the caller has already checked the viewer may work on (requisitions and pathways). */
export async function addTeamMemberTo(
  db: Db,
  viewer: LoadedUser,
  job: { job_id: number; account_id: number },
  body: { user_id: number; first_name?: string; last_name?: string },
) {
  if (!(await teamStore.isCompanyStaff(db, job.account_id, body.user_id))) throw notFound('User not found');
  const jobTeamId = await db.transaction().execute(async (trx) => {
    const { jobTeamId: teamId, isNew } = await teamStore.insertTeamMember(trx, job.job_id, body.user_id);
    if (shouldUpdateMemberName(body))
      await teamStore.updateUserNames(trx, body.user_id, body.first_name!, body.last_name!);
    if (isNew) {
      await recordJobChange(trx, job, viewer, 'team_member_added', { user_id: body.user_id });
      await teamAudit(trx, 'hiring_team_member_added', job, viewer, body.user_id);
    }
    return teamId;
  });
  return (await teamStore.findTeamMember(db, jobTeamId))!;
}

/** Who works on a requisition decides who reads its applicants: the company's log names each change (D264). */
function teamAudit(
  db: Db,
  kind: string,
  job: { job_id: number; account_id: number },
  viewer: LoadedUser,
  userId: number,
) {
  return audit(db, {
    event: kind,
    actorUserId: viewer.user_id,
    subjectUserId: userId,
    accountId: job.account_id,
    details: { job_id: job.job_id },
  });
}

async function memberForStaff(db: Db, viewer: LoadedUser, jobTeamId: number) {
  const member = await teamStore.findTeamMember(db, jobTeamId);
  if (!member) throw notFound('Team member not found');
  const job = await jobForStaff(db, viewer, member.job_id);
  return { member, job };
}

export async function removeTeamMember(db: Db, viewer: LoadedUser, jobTeamId: number) {
  const { member, job } = await memberForStaff(db, viewer, jobTeamId);
  requireTeamManager(viewer, job);
  await db.transaction().execute(async (trx) => {
    await teamStore.deleteTeamMember(trx, jobTeamId);
    await recordJobChange(trx, job, viewer, 'team_member_removed', { user_id: member.user_id });
    await teamAudit(trx, 'hiring_team_member_removed', job, viewer, member.user_id);
  });
}

export async function setTeamMemberNotification(db: Db, viewer: LoadedUser, jobTeamId: number, notify: boolean) {
  const { member, job } = await memberForStaff(db, viewer, jobTeamId);
  if (member.user_id !== viewer.user_id) requireTeamManager(viewer, job);
  await db.transaction().execute(async (trx) => {
    await teamStore.setTeamMemberNotification(trx, jobTeamId, notify);
    await recordJobChange(trx, job, viewer, 'requisition_updated', {
      team_member_user_id: member.user_id,
      notify_new_applicants: notify,
    });
  });
  return (await teamStore.findTeamMember(db, jobTeamId))!;
}

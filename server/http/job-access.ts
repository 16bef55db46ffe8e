/**
 * The job rule for lists: which jobs a list shows (visibleJobsCondition, by the same rule as
 * team-access.ts, which every staff endpoint about a job or one of its applications goes through,
 * declared or called), and the company an optional `account_id` names. Here rather than in the job
 * module (D372): applicants, interviews and the job lists read it, and it needs no module.
 */
import { sql } from 'kysely';
import { hasFlag } from '../../contracts/access.ts';
import { JOB_TYPE } from '../../contracts/progress.ts';
import type { Db } from '../db/database.ts';
import { requireCompanyAccess } from './endpoint-access.ts';
import type { LoadedUser } from '../db/signed-in-user.store.ts';

/**
 * SQL condition on a jobs alias: the jobs of `accountId` the viewer may work on. Lists use it so
 * visibility is decided in the query (and by the same rule as jobForStaff).
 */
export function visibleJobsCondition(viewer: LoadedUser, accountId: number, alias = 'j') {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  // Job profiles (D129) are never among the jobs lists show.
  // Provider admins see every job of the company: no flag or team to test in the query.
  if (viewer.is_jf_admin)
    return sql<boolean>`${col('account_id')} = ${accountId} and ${col('deleted_at')} is null and ${col('job_type_id')} <> ${JOB_TYPE.profile}`;
  const requisitions = hasFlag(viewer, 'smartreq_access', accountId);
  const pathways = hasFlag(viewer, 'all_pathways_access', accountId);
  return sql<boolean>`${col('account_id')} = ${accountId} and ${col('deleted_at')} is null and ${col('job_type_id')} <> ${JOB_TYPE.profile} and (
    (${col('job_type_id')} = ${JOB_TYPE.requisition} and ${requisitions})
    or (${col('job_type_id')} = ${JOB_TYPE.pathway} and ${pathways})
    or exists (select 1 from job_team_members m where m.job_id = ${col('job_id')} and m.user_id = ${viewer.user_id})
  )`;
}

/**
 * The company an optional `account_id` names, checked by the access layer's rule (any role there, or
 * a provider admin when it exists). Not declarable: naming none means something of its own to its
 * callers (planAssessments: every questionnaire; listAttributeTypes: the provider's own types).
 */
export async function namedCompany(db: Db, viewer: LoadedUser, accountId: number | undefined): Promise<number> {
  return requireCompanyAccess(db, viewer, accountId);
}

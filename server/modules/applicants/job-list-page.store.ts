/**
 * A requisition's page, its count and the requisition itself in one statement (D162), with the
 * plan's size read first when a step status filters it (D415).
 */
import type { ApplicantOrdering, ApplicantRow } from '../../../contracts/applicants.ts';
import type { Db } from '../../db/database.ts';
import { nameStatement } from '../../db/named-statements.ts';
import {
  listQuery,
  toRow,
  type ListPaging,
  withPlanSize,
  type JobColumns,
  type ListFilters,
  type RawRow,
} from './applicant-list.store.ts';

/** The job's row the job list folds into its page (listQuery withJob), under jobById's conditions in server/http/team-access.ts. */
export interface ListedJob {
  job_id: number;
  uuid: string;
  account_id: number;
  job_type_id: number;
  title: string;
  /** Whether the viewer is on the job's team (mayWorkOnJob's last rule, read in the same statement). */
  on_team: boolean;
}

/** jobListPage's statement, as the server sends it (exported for the plan's test, step-status-plan.test.ts). */
export async function jobListStatement(
  db: Db,
  viewerId: number,
  jobId: number,
  filters: ListFilters,
  ordering: ApplicantOrdering,
  { limit, offset, keyset }: ListPaging,
) {
  const scope = await withPlanSize(db, { kind: 'job', jobId }, filters);
  return listQuery(scope, filters, ordering, limit, offset, { withCount: true, withJob: { viewerId }, keyset }).compile(
    db,
  );
}

/**
 * A job's page, its count and the job itself in one statement (listQuery withCount and withJob,
 * D162): `job` is undefined when there is no such requisition or pathway. The access rule is the
 * caller's (staffJobOr404 on `job`), before it uses anything else.
 */
export async function jobListPage(
  db: Db,
  viewerId: number,
  jobId: number,
  filters: ListFilters,
  ordering: ApplicantOrdering,
  paging: ListPaging,
): Promise<{ job: ListedJob | undefined; data: ApplicantRow[]; count: number }> {
  const query = await jobListStatement(db, viewerId, jobId, filters, ordering, paging);
  nameStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  const first = rows[0] as (RawRow & JobColumns & { total_count: string | number }) | undefined;
  if (!first) return { job: undefined, data: [], count: 0 };
  const job: ListedJob = {
    job_id: first.list_job_id,
    uuid: first.list_job_uuid,
    account_id: first.list_account_id,
    job_type_id: first.list_job_type_id,
    title: first.list_job_title,
    on_team: first.list_on_team,
  };
  // A job with nothing on this page: its one row has only the job's columns and the count.
  const data =
    first.ref_id === null
      ? []
      : rows.map(
          ({
            total_count: _c,
            list_job_id: _i,
            list_job_uuid: _u,
            list_account_id: _a,
            list_job_type_id: _t,
            list_job_title: _n,
            list_on_team: _m,
            ...row
          }) => toRow(row),
        );
  return { job, data, count: Number(first.total_count) };
}

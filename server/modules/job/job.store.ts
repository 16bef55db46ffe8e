/**
 * The SQL of requisitions: the list, a requisition's detail, copying one, and its
 * Activity history. The plan and attributes are in plan.store.ts and attributes.store.ts, the team
 * in the job-team module. Visibility is decided by server/http/job-access.ts; these functions trust
 * the ids.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  JobEvent,
  RequisitionDetail,
  RequisitionListItem,
  RequisitionStatus,
} from '../../../contracts/smartreq.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { hiringExclusionOf } from '../../../contracts/hiring-attributes.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import type { LoadedUser } from '../user/index.ts';
import { visibleJobsCondition } from '../../http/job-access.ts';
import { KINDS_WITH_PLAN_SLOTS } from '../activity-kinds.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function statusOf(job: { is_draft: boolean; is_accepting_applications: boolean }): RequisitionStatus {
  if (job.is_draft) return 'draft';
  return job.is_accepting_applications ? 'open' : 'closed';
}

export function publicLink(uuid: string): string {
  return `/login/applicant/${uuid}`;
}

// ---------------------------------------------------------------------------------------------
// Requisitions

export interface ListOptions {
  accountId: number;
  viewer: LoadedUser;
  /** Only requisitions whose team the viewer is on. */
  teamOnly: boolean;
  search?: string;
  status?: RequisitionStatus;
  page: number;
  pageSize: number;
}

export async function listRequisitions(
  db: Db,
  options: ListOptions,
): Promise<{ rows: RequisitionListItem[]; count: number }> {
  let query = db
    .selectFrom('jobs as j')
    .where(visibleJobsCondition(options.viewer, options.accountId, 'j'))
    .where('j.job_type_id', '=', JOB_TYPE.requisition);
  if (options.teamOnly) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_team_members as m')
          .select('m.user_id')
          .whereRef('m.job_id', '=', 'j.job_id')
          .where('m.user_id', '=', options.viewer.user_id),
      ),
    );
  }
  if (options.search) query = query.where(sql<boolean>`j.title ilike ${'%' + escapeLike(options.search) + '%'}`);
  if (options.status === 'draft') query = query.where('j.is_draft', '=', true);
  if (options.status === 'open')
    query = query.where('j.is_draft', '=', false).where('j.is_accepting_applications', '=', true);
  if (options.status === 'closed')
    query = query.where('j.is_draft', '=', false).where('j.is_accepting_applications', '=', false);

  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'j.job_id',
      'j.uuid',
      'j.title',
      'j.city',
      'j.state',
      'j.is_draft',
      'j.is_accepting_applications',
      'j.created_at',
      sql<string>`(select count(*) from user_trackers t where t.job_id = j.job_id and t.removed_at is null)`.as(
        'applicant_count',
      ),
      sql<string>`(select count(*) from user_trackers t where t.job_id = j.job_id and t.removed_at is null and t.is_new and t.status = 'active')`.as(
        'new_applicant_count',
      ),
    ])
    .orderBy('j.created_at', 'desc')
    .orderBy('j.job_id', 'desc')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    count: Number(total.n),
    rows: rows.map((r) => ({
      job_id: r.job_id,
      uuid: r.uuid,
      title: r.title,
      city: r.city,
      state: r.state,
      status: statusOf(r),
      applicant_count: Number(r.applicant_count),
      new_applicant_count: Number(r.new_applicant_count),
      created_at: iso(r.created_at),
    })),
  };
}

export async function listRequisitionNames(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
): Promise<{ job_id: number; title: string }[]> {
  return db
    .selectFrom('jobs as j')
    .select(['j.job_id', 'j.title'])
    .where(visibleJobsCondition(viewer, accountId, 'j'))
    .where('j.job_type_id', '=', JOB_TYPE.requisition)
    .orderBy('j.title')
    .orderBy('j.job_id')
    .execute();
}

export async function insertRequisition(
  db: Db,
  values: { account_id: number; title: string; created_by: number },
): Promise<{ job_id: number; uuid: string }> {
  return db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: values.account_id,
      job_type_id: JOB_TYPE.requisition,
      title: values.title,
      tracker_title: 'Job Application',
      is_draft: true,
      created_by: values.created_by,
    })
    .returning(['job_id', 'uuid'])
    .executeTakeFirstOrThrow();
}

export async function findRequisitionDetail(db: Db, jobId: number): Promise<RequisitionDetail | undefined> {
  const row = await db
    .selectFrom('jobs as j')
    .selectAll('j')
    .select(
      sql<string>`(select count(*) from user_trackers t where t.job_id = j.job_id and t.removed_at is null)`.as(
        'applicant_count',
      ),
    )
    .where('j.job_id', '=', jobId)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    job_id: row.job_id,
    uuid: row.uuid,
    account_id: row.account_id,
    title: row.title,
    city: row.city,
    state: row.state,
    description: row.description,
    is_resume_required: row.is_resume_required,
    is_linkedin_required: row.is_linkedin_required,
    is_accepting_applications: row.is_accepting_applications,
    retake_interval_days: row.retake_interval_days,
    invite_message: row.invite_message,
    is_draft: row.is_draft,
    is_use_pred_models: row.is_use_pred_models,
    status: statusOf(row),
    public_link: publicLink(row.uuid),
    applicant_count: Number(row.applicant_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export type JobColumns = Partial<{
  title: string;
  city: string | null;
  state: string | null;
  description: string;
  is_resume_required: boolean;
  is_linkedin_required: boolean;
  is_accepting_applications: boolean;
  retake_interval_days: number;
  invite_message: string | null;
  is_draft: boolean;
  deleted_at: Date;
}>;

export async function updateJob(db: Db, jobId: number, values: JobColumns): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ ...values, updated_at: new Date() })
    .where('job_id', '=', jobId)
    .execute();
}

export async function countActivities(db: Db, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('s.job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Copies the job row (a new uuid, a draft) with its plan, questions, attribute groups and team. */
export async function copyRequisition(db: Db, jobId: number, title: string, actorUserId: number): Promise<number> {
  const job = await db.selectFrom('jobs').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const { job_id: newJobId } = await db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: job.account_id,
      job_type_id: job.job_type_id,
      title,
      tracker_title: job.tracker_title,
      city: job.city,
      state: job.state,
      is_accepting_applications: job.is_accepting_applications,
      retake_interval_days: job.retake_interval_days,
      description: job.description,
      is_resume_required: job.is_resume_required,
      is_linkedin_required: job.is_linkedin_required,
      invite_message: job.invite_message,
      is_draft: true,
      created_by: actorUserId,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();

  const steps = await db
    .selectFrom('job_steps')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_step_id')
    .execute();
  for (const step of steps) {
    const { job_step_id } = await db
      .insertInto('job_steps')
      .values({ job_id: newJobId, name: step.name, sort_order: step.sort_order, usage_type_id: step.usage_type_id })
      .returning('job_step_id')
      .executeTakeFirstOrThrow();
    const activities = await db
      .selectFrom('job_step_activities')
      .selectAll()
      .where('job_step_id', '=', step.job_step_id)
      .orderBy('sort_order')
      .orderBy('job_step_activity_id')
      .execute();
    for (const a of activities) {
      const { job_step_activity_id } = await db
        .insertInto('job_step_activities')
        .values({
          job_step_id,
          activity_type: a.activity_type,
          title: a.title,
          asmt_id: a.asmt_id,
          sort_order: a.sort_order,
          retake_interval_days: a.retake_interval_days,
          instructions: a.instructions,
          measurement_type_id: a.measurement_type_id,
          usage_type_id: a.usage_type_id,
          settings: JSON.stringify(a.settings ?? {}),
          onboarding_form_id: a.onboarding_form_id,
        })
        .returning('job_step_activity_id')
        .executeTakeFirstOrThrow();
      // What the kind keeps in its own tables, copied by its plan slot (D442).
      for (const { kind, slot } of KINDS_WITH_PLAN_SLOTS)
        if (kind.type === a.activity_type) await slot.copy(db, a.job_step_activity_id, job_step_activity_id);
      await sql`insert into job_step_activity_questions (job_step_activity_id, account_question_id, sort_order, is_required)
        select ${job_step_activity_id}, account_question_id, sort_order, is_required from job_step_activity_questions
        where job_step_activity_id = ${a.job_step_activity_id}`.execute(db);
    }
  }

  const groups = await db
    .selectFrom('job_attribute_groups')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_attribute_group_id')
    .execute();
  for (const group of groups) {
    const { job_attribute_group_id } = await db
      .insertInto('job_attribute_groups')
      .values({ job_id: newJobId, name: group.name, weight: group.weight, sort_order: group.sort_order })
      .returning('job_attribute_group_id')
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('job_attribute_group_attributes as g')
      .innerJoin('attribute_types as t', 't.attribute_type_id', 'g.attribute_type_id')
      .select(['g.attribute_type_id', 'g.weight', 'g.sort_order', 't.category', 't.code'])
      .where('g.job_attribute_group_id', '=', group.job_attribute_group_id)
      .execute();
    if (members.length > 0)
      await db
        .insertInto('job_attribute_group_attributes')
        .values(
          members.map((m) => ({
            job_attribute_group_id,
            attribute_type_id: m.attribute_type_id,
            // An attribute kept out of hiring (D198) may carry an old weight from before the rule:
            // the copy keeps its place at weight 0 rather than a weight nobody could set today.
            weight: hiringExclusionOf(m) === null ? m.weight : 0,
            sort_order: m.sort_order,
          })),
        )
        .execute();
  }

  await sql`insert into job_team_members (job_id, user_id, notify_new_applicants)
    select ${newJobId}, user_id, notify_new_applicants from job_team_members where job_id = ${jobId}`.execute(db);
  return newJobId;
}

// ---------------------------------------------------------------------------------------------
// Activity history

export async function listJobEvents(
  db: Db,
  jobId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: JobEvent[]; count: number }> {
  const total = await db
    .selectFrom('job_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('job_events as e')
    .leftJoin('users as u', 'u.user_id', 'e.actor_user_id')
    .select([
      'e.event_id',
      'e.kind',
      'e.ref_id',
      'e.actor_user_id',
      'e.details',
      'e.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('e.job_id', '=', jobId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.event_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    count: Number(total.n),
    rows: rows.map((r) => ({
      event_id: Number(r.event_id),
      kind: r.kind as JobEvent['kind'],
      ref_id: r.ref_id,
      actor_user_id: r.actor_user_id,
      actor_name: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
      details: (typeof r.details === 'object' && r.details !== null ? r.details : {}) as Record<string, unknown>,
      created_at: iso(r.created_at),
    })),
  };
}

/** What a requisition's public link reads: the job, its company, its live posting if any, and its plan. */
import { sql } from 'kysely';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';

/** The requisition behind a link, whatever its state (the service decides what may be shown). */
export async function jobByUuid(db: Db, uuid: string) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select([
      'j.job_id',
      'j.title',
      'j.city',
      'j.state',
      'j.description',
      'j.is_draft',
      'j.is_accepting_applications',
      'a.name as company_name',
      'a.default_language',
    ])
    .select((eb) => [
      eb('j.deleted_at', 'is not', null).as('is_deleted'),
      eb('a.suspended_at', 'is not', null).as('is_company_suspended'),
    ])
    .where('j.uuid', '=', uuid)
    .where('j.job_type_id', '=', JOB_TYPE.requisition)
    .executeTakeFirst();
}

/** The job's newest published posting still showing on the career page (isLiveSql's rule, server/db/live-posting.ts). */
export async function livePostingOf(db: Db, jobId: number) {
  return db
    .selectFrom('job_postings as p')
    .select([
      'p.title',
      'p.title_i18n',
      'p.description',
      'p.description_i18n',
      'p.language',
      'p.location',
      'p.is_remote',
      'p.remote_country',
    ])
    .where('p.job_id', '=', jobId)
    .where('p.status', '=', 'published')
    .where(sql<boolean>`(p.valid_through is null or p.valid_through >= current_date)`)
    .orderBy('p.published_at', 'desc')
    .orderBy('p.job_posting_id', 'desc')
    .executeTakeFirst();
}

/** The plan's activities in order, each with what its time estimate needs. */
export async function planActivities(db: Db, jobId: number) {
  return db
    .selectFrom('job_steps as s')
    .innerJoin('job_step_activities as a', 'a.job_step_id', 's.job_step_id')
    .leftJoin('assessments as q', 'q.asmt_id', 'a.asmt_id')
    .select((eb) => [
      's.job_step_id',
      's.name as step_name',
      's.name_i18n as step_name_i18n',
      'a.title',
      'a.title_i18n',
      'a.activity_type',
      'a.settings',
      'a.asmt_id',
      'q.estimated_minutes as questionnaire_minutes',
      eb
        .selectFrom('skills_test_sections as x')
        .select((e) => e.fn.coalesce(e.fn.sum<string>('x.minutes'), sql<string>`0`).as('m'))
        .whereRef('x.skills_test_id', '=', 'a.skills_test_id')
        .where('x.is_practice', '=', false)
        .as('skills_test_minutes'),
    ])
    .where('s.job_id', '=', jobId)
    .orderBy('s.sort_order')
    .orderBy('s.job_step_id')
    .orderBy('a.sort_order')
    .orderBy('a.job_step_activity_id')
    .execute();
}

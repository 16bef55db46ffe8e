/**
 * The SQL of the assessment module. The questionnaire's content, its attribute names and
 * preferText sit below the modules, in server/db/questionnaire-content.ts (D404, D459), for
 * pathway, reports and scale quality read them too.
 */
import type { Db } from '../../db/database.ts';

export async function findAssessment(db: Db, asmtId: number) {
  return db
    .selectFrom('assessments')
    .select(['asmt_id', 'slug', 'kind', 'scoring_key', 'has_pledge', 'fixed_order', 'estimated_minutes'])
    .where('asmt_id', '=', asmtId)
    .executeTakeFirst();
}

/** The questionnaires of a job's plan that the tracker `refId` has an attempt at, in plan order. */
export async function readAttemptedQuestionnaires(db: Db, jobId: number, refId: string) {
  const rows = await db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .innerJoin('user_attempts as ua', (join) =>
      join.onRef('ua.job_step_activity_id', '=', 'jsa.job_step_activity_id').on('ua.ref_id', '=', refId),
    )
    .select(['jsa.job_step_activity_id', 'jsa.title', 'jsa.asmt_id', 'ua.attempt_id'])
    .where('js.job_id', '=', jobId)
    .where('jsa.activity_type', '=', 'assessment')
    .where('jsa.asmt_id', 'is not', null)
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id')
    .execute();
  return rows.map((r) => ({ ...r, asmt_id: r.asmt_id! }));
}

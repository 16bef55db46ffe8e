/**
 * The only SQL that writes equal-opportunity answers. The answer's application is kept in a table
 * of its own that only the adverse-impact report reads, in aggregate (decision D107).
 */
import type { EeocAnswers } from '../../../contracts/eeoc.ts';
import type { Db } from '../../db/database.ts';

/** The tracker's owner, job and company, and the activity's type when it belongs to the tracker's job. */
export async function findTrackerActivity(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('job_step_activities as jsa')
          .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
          .select(['js.job_id', 'jsa.activity_type'])
          .where('jsa.job_step_activity_id', '=', jobStepActivityId)
          .as('a'),
      (join) => join.onRef('a.job_id', '=', 't.job_id'),
    )
    .select(['t.user_id', 't.job_id', 'j.account_id', 'a.activity_type'])
    .where('t.ref_id', '=', refId)
    .executeTakeFirst();
}

export async function insertAnswers(
  db: Db,
  accountId: number,
  jobId: number,
  refId: string,
  answers: EeocAnswers,
): Promise<void> {
  const row = await db
    .insertInto('eeoc_answers')
    .values({ account_id: accountId, job_id: jobId, answers: JSON.stringify(answers) })
    .returning('eeoc_answer_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('eeoc_answer_applications')
    .values({ eeoc_answer_id: row.eeoc_answer_id, ref_id: refId })
    .execute();
}

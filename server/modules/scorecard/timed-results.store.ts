/** The SQL of the scorecard's timed tests: the plan's timed activities and each kind's stored result. */
import type { Db } from '../../db/database.ts';

const TIMED_KINDS = ['typing_test', 'skills_test', 'speed_test'] as const;

export async function timedActivitiesOfApplication(db: Db, jobId: number) {
  const rows = await db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .select(['jsa.job_step_activity_id', 'jsa.title', 'jsa.activity_type'])
    .where('js.job_id', '=', jobId)
    .where('jsa.activity_type', 'in', TIMED_KINDS)
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id')
    .execute();
  return rows as ((typeof rows)[number] & { activity_type: (typeof TIMED_KINDS)[number] })[];
}

export async function typingResult(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('typing_results')
    .select(['net_wpm', 'raw_wpm', 'accuracy', 'time_accommodation', 'completed_at'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
}

export async function speedResult(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('speed_test_results')
    .select(['download_mbps', 'upload_mbps', 'latency_ms', 'completed_at'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
}

/** The extra time the run's sections had: the largest (every section gets the same approval). */
export async function skillsAccommodation(db: Db, userSkillsTestId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_skills_test_sections')
    .select((eb) => eb.fn.max('time_accommodation').as('accommodation'))
    .where('user_skills_test_id', '=', userSkillsTestId)
    .executeTakeFirst();
  return row?.accommodation ?? undefined;
}

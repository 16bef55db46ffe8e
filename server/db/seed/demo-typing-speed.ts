/**
 * A fourth demo requisition, "Remote Support Agent", whose one step is a typing test (30 seconds)
 * and an internet speed test. Added after every other demo row so no existing id moves.
 */
import type { Db } from '../database.ts';

export const REMOTE_SUPPORT_JOB_UUID = '44444444-4444-4444-8444-444444444444';
export const REMOTE_SUPPORT_TYPING_SECONDS = 30;

export async function seedDemoTypingAndSpeed(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const { job_id } = await db
    .insertInto('jobs')
    .values({
      uuid: REMOTE_SUPPORT_JOB_UUID,
      account_id: demo.account_id,
      job_type_id: 2,
      title: 'Remote Support Agent',
      tracker_title: 'Job Application',
      city: null,
      state: null,
      is_accepting_applications: true,
      retake_interval_days: 30,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const { job_step_id } = await db
    .insertInto('job_steps')
    .values({
      job_id,
      name: 'Remote readiness',
      name_i18n: JSON.stringify({
        es: 'Preparación para el trabajo a distancia',
        fr: 'Prêt pour le travail à distance',
      }),
      sort_order: 1,
    })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_step_activities')
    .values([
      {
        job_step_id,
        activity_type: 'typing_test',
        title: 'Typing test',
        sort_order: 1,
        settings: JSON.stringify({ typing_duration_seconds: REMOTE_SUPPORT_TYPING_SECONDS }),
      },
      { job_step_id, activity_type: 'speed_test', title: 'Internet speed test', sort_order: 2 },
    ])
    .execute();
}

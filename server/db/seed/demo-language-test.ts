/**
 * The demo language test: Demo Company has the language test (vendor 1, served by the
 * built-in adapter), and the "Remote Support Agent" requisition gains a second step, "Language",
 * with a Spanish listening and reading test whose instructions are in English. Added after every
 * other demo row so no existing id moves.
 */
import type { Db } from '../database.ts';
import { LANGUAGE_TEST_VENDOR_ID } from '../../../contracts/language-test.ts';
import { REMOTE_SUPPORT_JOB_UUID } from './demo-typing-speed.ts';

export const DEMO_LANGUAGE_TEST_TITLE = 'Spanish language test';
export const DEMO_LANGUAGE_PARTS = ['listening|es|en', 'reading|es|en'] as const;

export async function seedDemoLanguageTest(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_vendors')
    .values({ account_id: demo.account_id, vendor_id: LANGUAGE_TEST_VENDOR_ID, adapter: 'built-in' })
    .execute();
  const { job_id } = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('uuid', '=', REMOTE_SUPPORT_JOB_UUID)
    .executeTakeFirstOrThrow();
  const { job_step_id } = await db
    .insertInto('job_steps')
    .values({ job_id, name: 'Language', sort_order: 2 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const { job_step_activity_id } = await db
    .insertInto('job_step_activities')
    .values({ job_step_id, activity_type: 'language_test', title: DEMO_LANGUAGE_TEST_TITLE, sort_order: 1 })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('vendor_assessments')
    .values(
      DEMO_LANGUAGE_PARTS.map((external_vendor_asmt_id, i) => ({
        job_step_activity_id,
        external_vendor_asmt_id,
        sort_order: i + 1,
      })),
    )
    .execute();
}

/** The only SQL of language tests: the activity and its parts, the account's vendor, the candidate's part rows and answers. */
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../../db/own-activity.store.ts';
import { LANGUAGE_TEST_VENDOR_ID } from '../../../contracts/language-test.ts';

/** The tracker's candidate, job and account, and the activity (when it is the user's own and belongs to the tracker's job). */
export async function findActivity(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select([
      't.ref_id',
      't.user_id',
      't.job_id',
      'j.uuid as job_uuid',
      'j.account_id',
      'jsa.activity_type',
      'jsa.job_step_activity_id',
      'jsa.title',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .executeTakeFirst();
}

/** The account's language-test vendor row (vendor 1), or undefined when the language test is off. */
export async function accountVendor(db: Db, accountId: number) {
  return db
    .selectFrom('account_vendors')
    .select(['adapter'])
    .where('account_id', '=', accountId)
    .where('vendor_id', '=', LANGUAGE_TEST_VENDOR_ID)
    .executeTakeFirst();
}

export interface PartRow {
  vendor_assessment_id: number;
  job_step_activity_id: number;
  external_vendor_asmt_id: string;
  sort_order: number;
}

export async function partsOf(db: Db, jobStepActivityIds: readonly number[]): Promise<PartRow[]> {
  if (jobStepActivityIds.length === 0) return [];
  return db
    .selectFrom('vendor_assessments')
    .select(['vendor_assessment_id', 'job_step_activity_id', 'external_vendor_asmt_id', 'sort_order'])
    .where('job_step_activity_id', 'in', jobStepActivityIds)
    .orderBy('job_step_activity_id')
    .orderBy('sort_order')
    .orderBy('vendor_assessment_id')
    .execute();
}

export interface UserPartRow {
  user_vendor_assessment_id: number;
  external_user_id: string;
  status: 'not_started' | 'in_progress' | 'completed';
  completed_at: Date | null;
}

const userPartColumns = ['user_vendor_assessment_id', 'external_user_id', 'status', 'completed_at'] as const;

export async function findUserPart(
  db: Db,
  refId: string,
  vendorAssessmentId: number,
): Promise<UserPartRow | undefined> {
  return db
    .selectFrom('user_vendor_assessments')
    .select(userPartColumns)
    .where('ref_id', '=', refId)
    .where('vendor_assessment_id', '=', vendorAssessmentId)
    .executeTakeFirst();
}

/** The candidate's row for the part, created on first use, locked for the rest of the transaction. */
export async function openUserPart(
  db: Db,
  values: { ref_id: string; vendor_assessment_id: number; user_id: number; external_user_id: string },
): Promise<UserPartRow> {
  await db
    .insertInto('user_vendor_assessments')
    .values({ ...values, status: 'in_progress' })
    .onConflict((oc) => oc.columns(['ref_id', 'vendor_assessment_id']).doNothing())
    .execute();
  return db
    .selectFrom('user_vendor_assessments')
    .select(userPartColumns)
    .where('ref_id', '=', values.ref_id)
    .where('vendor_assessment_id', '=', values.vendor_assessment_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface AnswerWrite {
  user_vendor_assessment_id: number;
  item_id: string;
  option_id: string | null;
  revision: number;
  answered_at: string;
  received_at: Date;
  /** The device that sent it (migration 0025), when it named one. */
  device_id?: string | null;
}

/** Writes the answer only over a lower revision; true when written. */
export async function writeAnswerIfNewer(db: Db, answer: AnswerWrite): Promise<boolean> {
  const row = await db
    .insertInto('user_vendor_answers')
    .values(answer)
    .onConflict((oc) =>
      oc
        .columns(['user_vendor_assessment_id', 'item_id'])
        .doUpdateSet((eb) => ({
          option_id: eb.ref('excluded.option_id'),
          revision: eb.ref('excluded.revision'),
          answered_at: eb.ref('excluded.answered_at'),
          received_at: eb.ref('excluded.received_at'),
          device_id: eb.ref('excluded.device_id'),
        }))
        .where('user_vendor_answers.revision', '<', (eb) => eb.ref('excluded.revision')),
    )
    .returning('item_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function storedRevision(db: Db, userPartId: number, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('user_vendor_answers')
    .select('revision')
    .where('user_vendor_assessment_id', '=', userPartId)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.revision;
}

export async function answersOf(db: Db, userPartId: number) {
  return db
    .selectFrom('user_vendor_answers')
    .select(['item_id', 'option_id'])
    .where('user_vendor_assessment_id', '=', userPartId)
    .execute();
}

export async function markPartCompleted(
  db: Db,
  userPartId: number,
  score: { correct: number; total: number; percent: number; band: string },
  at: Date,
): Promise<void> {
  await db
    .updateTable('user_vendor_assessments')
    .set({ status: 'completed', ...score, completed_at: at })
    .where('user_vendor_assessment_id', '=', userPartId)
    .where('status', '!=', 'completed')
    .execute();
}

export { isActivityCompleted } from '../../db/own-activity.store.ts';

/** The language_test activities of the application's job, with whether each is complete for it. */
export async function languageActivitiesOfApplication(db: Db, refId: string, jobId: number) {
  return db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .leftJoin('user_step_activities as usa', (join) =>
      join.onRef('usa.job_step_activity_id', '=', 'jsa.job_step_activity_id').on('usa.ref_id', '=', refId),
    )
    .select(['jsa.job_step_activity_id', 'jsa.title', 'usa.is_completed'])
    .where('js.job_id', '=', jobId)
    .where('jsa.activity_type', '=', 'language_test')
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .execute();
}

/** Who wrote the stored answer of an item and when (the lease's yield rule). */
export async function answerWriter(db: Db, userPartId: number, itemId: string) {
  return db
    .selectFrom('user_vendor_answers')
    .select(['device_id', 'received_at'])
    .where('user_vendor_assessment_id', '=', userPartId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** The candidate's opened parts of the activity, with their status on the server. */
export async function userPartsOfActivity(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('user_vendor_assessments as u')
    .innerJoin('vendor_assessments as v', 'v.vendor_assessment_id', 'u.vendor_assessment_id')
    .select(['u.vendor_assessment_id', 'u.user_id', 'u.status', 'u.completed_at'])
    .where('u.ref_id', '=', refId)
    .where('v.job_step_activity_id', '=', jobStepActivityId)
    .orderBy('v.sort_order')
    .orderBy('u.vendor_assessment_id')
    .execute();
}

/** The activity's answers with revisions; `lateFrom`: only those other devices than the holder delivered since then. */
export async function answersOfActivity(
  db: Db,
  refId: string,
  jobStepActivityId: number,
  lateFrom?: { since: Date; holder: string },
) {
  let query = db
    .selectFrom('user_vendor_answers as a')
    .innerJoin('user_vendor_assessments as u', 'u.user_vendor_assessment_id', 'a.user_vendor_assessment_id')
    .innerJoin('vendor_assessments as v', 'v.vendor_assessment_id', 'u.vendor_assessment_id')
    .select(['u.vendor_assessment_id', 'a.item_id', 'a.option_id', 'a.revision', 'a.answered_at'])
    .where('u.ref_id', '=', refId)
    .where('v.job_step_activity_id', '=', jobStepActivityId);
  if (lateFrom) {
    query = query
      .where('a.received_at', '>=', lateFrom.since)
      .where((eb) => eb.or([eb('a.device_id', 'is', null), eb('a.device_id', '!=', lateFrom.holder)]));
  }
  return query.orderBy('u.vendor_assessment_id').orderBy('a.item_id').execute();
}

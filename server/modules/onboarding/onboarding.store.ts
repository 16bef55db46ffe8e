/** The only SQL of onboarding forms: company forms, the activity that names one, submissions. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../../db/own-activity.store.ts';

/** The tracker's owner, job and the onboarding activity with its form, when the activity is the user's own and the tracker's job's. */
export async function findOnboardingActivity(
  db: Db,
  refId: string,
  jobStepActivityId: number,
  filter: OwnActivityFilter,
) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .leftJoin('account_onboarding_forms as f', 'f.onboarding_form_id', 'jsa.onboarding_form_id')
    .select([
      't.ref_id',
      't.user_id',
      'j.title as job_title',
      'a.name as account_name',
      'jsa.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      'f.onboarding_form_id',
      'f.name as form_name',
      'f.fields as form_fields',
      'usa.is_completed',
    ])
    .executeTakeFirst();
}

const FORM_COLUMNS = ['f.onboarding_form_id', 'f.account_id', 'f.name', 'f.fields', 'f.updated_at'] as const;

function formsQuery(db: Db) {
  return db
    .selectFrom('account_onboarding_forms as f')
    .select(FORM_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('job_step_activities as jsa')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('jsa.onboarding_form_id', '=', 'f.onboarding_form_id')
        .as('activity_count'),
    )
    .where('f.is_archived', '=', false);
}

export type FormRow = Awaited<ReturnType<ReturnType<typeof formsQuery>['executeTakeFirstOrThrow']>>;

export async function listAccountsWithForms(db: Db) {
  const [accounts, forms] = await Promise.all([
    db.selectFrom('accounts').select(['account_id', 'name']).orderBy('name').orderBy('account_id').execute(),
    formsQuery(db).orderBy('f.onboarding_form_id').execute(),
  ]);
  return { accounts, forms };
}

export async function findForm(db: Db, formId: number): Promise<FormRow | undefined> {
  return formsQuery(db).where('f.onboarding_form_id', '=', formId).executeTakeFirst();
}

export async function accountExists(db: Db, accountId: number): Promise<boolean> {
  return (
    (await db.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).executeTakeFirst()) !==
    undefined
  );
}

export async function insertForm(db: Db, accountId: number, name: unknown, fields: unknown): Promise<number> {
  const row = await db
    .insertInto('account_onboarding_forms')
    .values({ account_id: accountId, name: JSON.stringify(name), fields: JSON.stringify(fields) })
    .returning('onboarding_form_id')
    .executeTakeFirstOrThrow();
  return row.onboarding_form_id;
}

export async function updateForm(
  db: Db,
  formId: number,
  accountId: number,
  name: unknown,
  fields: unknown,
): Promise<boolean> {
  const result = await db
    .updateTable('account_onboarding_forms')
    .set({
      account_id: accountId,
      name: JSON.stringify(name),
      fields: JSON.stringify(fields),
      updated_at: sql<Date>`now()`,
    })
    .where('onboarding_form_id', '=', formId)
    .where('is_archived', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function archiveForm(db: Db, formId: number): Promise<boolean> {
  const result = await db
    .updateTable('account_onboarding_forms')
    .set({ is_archived: true, updated_at: sql<Date>`now()` })
    .where('onboarding_form_id', '=', formId)
    .where('is_archived', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function saveResponse(
  db: Db,
  row: { ref_id: string; job_step_activity_id: number; user_id: number; onboarding_form_id: number; answers: unknown },
): Promise<void> {
  await db
    .insertInto('user_onboarding_responses')
    .values({ ...row, answers: JSON.stringify(row.answers) })
    .onConflict((oc) => oc.columns(['ref_id', 'job_step_activity_id']).doNothing())
    .execute();
}

/** The stored answers of one submission and when the activity was completed (a receipt's parts, promise 8). */
export async function submissionOf(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('user_onboarding_responses as r')
    .innerJoin('user_step_activities as usa', (join) =>
      join.onRef('usa.ref_id', '=', 'r.ref_id').onRef('usa.job_step_activity_id', '=', 'r.job_step_activity_id'),
    )
    .select(['r.answers', 'usa.completed_at'])
    .where('r.ref_id', '=', refId)
    .where('r.job_step_activity_id', '=', jobStepActivityId)
    .where('usa.is_completed', '=', true)
    .executeTakeFirst();
}

/** The application's submissions with their activity titles, in plan order. */
export async function responsesOf(db: Db, refId: string) {
  return db
    .selectFrom('user_onboarding_responses as r')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'r.job_step_activity_id')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .leftJoin('account_onboarding_forms as f', 'f.onboarding_form_id', 'r.onboarding_form_id')
    .select([
      'r.job_step_activity_id',
      'jsa.title as activity_title',
      'f.name as form_name',
      'r.answers',
      'r.submitted_at',
    ])
    .where('r.ref_id', '=', refId)
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .execute();
}

/** A plan activity with its job (for the job-access rule). */
export async function findStepActivity(db: Db, jobStepActivityId: number) {
  return db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .select(['jsa.job_step_activity_id', 'jsa.activity_type', 'js.job_id'])
    .where('jsa.job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
}

export async function setActivityForm(db: Db, jobStepActivityId: number, formId: number): Promise<void> {
  await db
    .updateTable('job_step_activities')
    .set({ onboarding_form_id: formId })
    .where('job_step_activity_id', '=', jobStepActivityId)
    .execute();
}

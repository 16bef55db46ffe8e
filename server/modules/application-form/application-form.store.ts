/** The only SQL of the application form: the activity in its tracker, custom fields and answers, completion. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../../db/own-activity.store.ts';
import { COMPANY_CUSTOM_FIELDS_USAGE_TYPE } from '../../../contracts/application-form.ts';
import type { AccountFieldType } from '../../db/schema.ts';

/** The tracker's owner, job and the activity when it is the user's own and belongs to the tracker's job. */
export async function findFormActivity(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select([
      't.ref_id',
      't.user_id',
      'j.job_id',
      'j.account_id',
      'j.title as job_title',
      'a.name as account_name',
      'a.default_language',
      'j.is_resume_required',
      'j.is_linkedin_required',
      'jsa.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      'usa.is_completed',
    ])
    .executeTakeFirst();
}

export interface AccountFieldRow {
  account_field_id: number;
  usage_type_id: number;
  label: string;
  help_text: string;
  field_type: AccountFieldType;
  options: string[];
  is_required: boolean;
  sort_order: number;
  /** The stored versions as the columns hold them (jsonb, read with contracts/company-text.ts). */
  label_i18n: unknown;
  help_text_i18n: unknown;
  options_i18n: unknown;
}

export async function applicationFields(db: Db, accountId: number): Promise<AccountFieldRow[]> {
  const rows = await db
    .selectFrom('account_fields')
    .select([
      'account_field_id',
      'usage_type_id',
      'label',
      'help_text',
      'field_type',
      'options',
      'is_required',
      'sort_order',
      'label_i18n',
      'help_text_i18n',
      'options_i18n',
    ])
    .where('account_id', '=', accountId)
    .where('usage_type_id', '=', COMPANY_CUSTOM_FIELDS_USAGE_TYPE)
    .where('field_group', '=', 'application')
    .where('is_archived', '=', false)
    .orderBy('sort_order')
    .orderBy('account_field_id')
    .execute();
  return rows.map((r) => ({ ...r, options: Array.isArray(r.options) ? (r.options as unknown[]).map(String) : [] }));
}

export async function answersOf(db: Db, refId: string) {
  return db
    .selectFrom('user_field_answers')
    .select(['user_field_id', 'account_field_id', 'answer', 'file_upload_response'])
    .where('ref_id', '=', refId)
    .execute();
}

export async function saveAnswers(
  db: Db,
  userId: number,
  refId: string,
  answers: { account_field_id: number; answer: string | null; file_upload_response: string | null }[],
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insertInto('user_field_answers')
    .values(answers.map((a) => ({ ...a, user_id: userId, ref_id: refId })))
    .onConflict((oc) =>
      oc
        .columns(['ref_id', 'account_field_id'])
        .where('ref_id', 'is not', null)
        .doUpdateSet((eb) => ({
          answer: eb.ref('excluded.answer'),
          file_upload_response: eb.ref('excluded.file_upload_response'),
          updated_at: sql<Date>`now()`,
        })),
    )
    .execute();
}

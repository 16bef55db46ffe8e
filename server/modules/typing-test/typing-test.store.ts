/** The only SQL of the typing test: the activity in its tracker, passages, results. */
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../../db/own-activity.store.ts';
import type { TypingResultsTable } from '../../db/schema.ts';
import { sql, type Insertable } from 'kysely';

/** The tracker's owner and the activity when it is the user's own and belongs to the tracker's job. */
export async function findActivity(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .select([
      't.ref_id',
      't.user_id',
      't.time_accommodation',
      'j.account_id',
      'j.title as job_title',
      'jsa.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      'jsa.settings',
      'usa.is_completed',
      sql<number>`coalesce(jsa.retake_interval_days, j.retake_interval_days)`.as('retake_interval_days'),
    ])
    .executeTakeFirst();
}

export async function preferredLanguage(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('preferred_language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.preferred_language ?? null;
}

/** A passage by id when it is the provider's or the company's own (archived ones too: a run begun before the archiving). */
export async function passage(db: Db, typingPassageId: number, accountId: number) {
  return db
    .selectFrom('typing_passages')
    .select(['typing_passage_id', 'language', 'text'])
    .where('typing_passage_id', '=', typingPassageId)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .executeTakeFirst();
}

const RESULT_COLUMNS = [
  'attempt_id',
  'typing_passage_id',
  'net_wpm',
  'raw_wpm',
  'accuracy',
  'corrections',
  'keystrokes',
  'elapsed_ms',
  'completed_at',
  // The stored run, for the receipt's count and hash (promise 8).
  'typed_text',
  'keystroke_log',
] as const;

export async function resultOf(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('typing_results')
    .select(RESULT_COLUMNS)
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
}

/** Inserts the result; undefined when the activity already has one (a race with another attempt). */
export async function insertResult(db: Db, row: Insertable<TypingResultsTable>) {
  return db
    .insertInto('typing_results')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning(RESULT_COLUMNS)
    .executeTakeFirst();
}

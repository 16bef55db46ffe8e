/** The only SQL of the files attached to screening answers (migration 0021). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface AnswerFileRow {
  file_id: string;
  user_id: number;
  ref_id: string;
  job_step_activity_id: number;
  account_question_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  storage_path: string;
  created_at: string;
}

const columns = [
  'file_id',
  'user_id',
  'ref_id',
  'job_step_activity_id',
  'account_question_id',
  'file_name',
  'content_type',
  'size_bytes',
  'sha256',
  'storage_path',
  'created_at',
] as const;

function toRow(row: Omit<AnswerFileRow, 'created_at'> & { created_at: Date | string }): AnswerFileRow {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

export async function fileById(db: Db, fileId: string): Promise<AnswerFileRow | undefined> {
  const row = await db
    .selectFrom('screening_answer_files')
    .select(columns)
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row && toRow(row);
}

/** Inserts the row; when the id is taken (a concurrent repeat), nothing is written and undefined comes back. */
export async function insertFile(
  db: Db,
  values: Omit<AnswerFileRow, 'created_at'>,
): Promise<AnswerFileRow | undefined> {
  const row = await db
    .insertInto('screening_answer_files')
    .values(values)
    .onConflict((oc) => oc.column('file_id').doNothing())
    .returning(columns)
    .executeTakeFirst();
  return row && toRow(row);
}

/**
 * Inserts the row and, in the same transaction, removes the rows of the files it replaces: the
 * candidate's other files for the same question of the same application and activity, unless the
 * attempt was submitted (a submitted answer's file is final). Returns the new row (undefined when
 * the id was taken by a concurrent repeat, which replaces nothing) and the replaced files' paths,
 * which the caller removes from the file storage after the commit (a crash in between leaves files no row
 * names, which the start-up sweep removes).
 */
export async function insertFileReplacing(
  db: Db,
  values: Omit<AnswerFileRow, 'created_at'>,
): Promise<{ row: AnswerFileRow | undefined; replacedPaths: string[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await insertFile(trx, values);
    if (!row) return { row, replacedPaths: [] };
    const replaced = await trx
      .deleteFrom('screening_answer_files as f')
      .where('f.user_id', '=', values.user_id)
      .where('f.ref_id', '=', values.ref_id)
      .where('f.job_step_activity_id', '=', values.job_step_activity_id)
      .where('f.account_question_id', '=', values.account_question_id)
      .where('f.file_id', '<>', values.file_id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_attempts as a')
              .select('a.attempt_id')
              .whereRef('a.ref_id', '=', 'f.ref_id')
              .whereRef('a.job_step_activity_id', '=', 'f.job_step_activity_id')
              .where('a.submitted_at', 'is not', null),
          ),
        ),
      )
      .returning('f.storage_path')
      .execute();
    return { row, replacedPaths: replaced.map((r) => r.storage_path) };
  });
}

/**
 * The start-up sweep's rows: files no answer can use any more. A file of a submitted attempt that
 * the submitted answer to its question does not name, and a file of an open attempt that a newer
 * file for the same question replaced (rows left from before replacing removed the old row).
 * Deletes them and returns their paths; the file sweep that follows removes the bytes.
 */
export async function deleteUnusedAnswerFiles(db: Db): Promise<string[]> {
  const rows = await sql<{ storage_path: string }>`
    delete from screening_answer_files f
    where not exists (
        select 1 from user_attempts a
        join user_answers ua on ua.attempt_id = a.attempt_id
        where a.ref_id = f.ref_id and a.job_step_activity_id = f.job_step_activity_id
          and ua.item_id = 'q' || f.account_question_id
          and jsonb_typeof(ua.value) = 'string' and lower(ua.value #>> '{}') = f.file_id::text
      )
      and (
        exists (
          select 1 from user_attempts a
          where a.ref_id = f.ref_id and a.job_step_activity_id = f.job_step_activity_id and a.submitted_at is not null
        )
        or exists (
          select 1 from screening_answer_files g
          where g.user_id = f.user_id and g.ref_id = f.ref_id and g.job_step_activity_id = f.job_step_activity_id
            and g.account_question_id = f.account_question_id
            and (g.created_at, g.file_id) > (f.created_at, f.file_id)
        )
      )
    returning storage_path`.execute(db);
  return rows.rows.map((r) => r.storage_path);
}

/** The files of one application's activity, for the submission check and the scorecard. */
export async function filesOfActivity(db: Db, refId: string, jobStepActivityId?: number): Promise<AnswerFileRow[]> {
  let query = db.selectFrom('screening_answer_files').select(columns).where('ref_id', '=', refId);
  if (jobStepActivityId !== undefined) query = query.where('job_step_activity_id', '=', jobStepActivityId);
  return (await query.execute()).map(toRow);
}

/** Whether the candidate's attempt at this activity was submitted (answers, files included, are final). */
export async function isActivitySubmitted(db: Db, refId: string, jobStepActivityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_attempts')
    .select('attempt_id')
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .where('submitted_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The job a file's application belongs to, for the staff read rule (removed applications and deleted jobs: none). */
export async function jobOfApplication(db: Db, refId: string) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select(['j.job_id', 'j.account_id', 'j.job_type_id'])
    .where('t.ref_id', '=', refId)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Every stored file path, for the start-up sweep of files no row names. */
export async function allAnswerFilePaths(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('screening_answer_files').select('storage_path').execute();
  return new Set(rows.map((r) => r.storage_path));
}

/** The only SQL of the files attached to screening answers (migration 0021). */
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
  const row = await db.selectFrom('screening_answer_files').select(columns).where('file_id', '=', fileId).executeTakeFirst();
  return row && toRow(row);
}

/** Inserts the row; when the id is taken (a concurrent repeat), nothing is written and undefined comes back. */
export async function insertFile(db: Db, values: Omit<AnswerFileRow, 'created_at'>): Promise<AnswerFileRow | undefined> {
  const row = await db.insertInto('screening_answer_files').values(values).onConflict((oc) => oc.column('file_id').doNothing()).returning(columns).executeTakeFirst();
  return row && toRow(row);
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

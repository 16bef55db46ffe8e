/** The only SQL of the resume endpoints. */
import type { Db } from '../../db/database.ts';
import type { Resume } from '../../../contracts/resume.ts';

export interface ResumeRow extends Resume {
  storage_path: string;
}

const columns = [
  'resume_id',
  'user_id',
  'file_name',
  'content_type',
  'size_bytes',
  'sha256',
  'storage_path',
  'created_at',
] as const;

function toRow(row: { created_at: Date } & Omit<ResumeRow, 'created_at'>): ResumeRow {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

export async function resumeOfUser(db: Db, userId: number): Promise<ResumeRow | undefined> {
  const row = await db.selectFrom('resumes').select(columns).where('user_id', '=', userId).executeTakeFirst();
  return row && toRow(row);
}

export async function resumeById(db: Db, resumeId: number): Promise<ResumeRow | undefined> {
  const row = await db.selectFrom('resumes').select(columns).where('resume_id', '=', resumeId).executeTakeFirst();
  return row && toRow(row);
}

/** Replaces the user's resume row in one transaction; returns the new row and the old file's path. */
export async function replaceResume(
  db: Db,
  values: {
    user_id: number;
    file_name: string;
    content_type: string;
    size_bytes: number;
    sha256: string;
    storage_path: string;
  },
): Promise<{ resume: ResumeRow; previousPath: string | undefined }> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx
      .deleteFrom('resumes')
      .where('user_id', '=', values.user_id)
      .returning('storage_path')
      .executeTakeFirst();
    const row = await trx.insertInto('resumes').values(values).returning(columns).executeTakeFirstOrThrow();
    return { resume: toRow(row), previousPath: previous?.storage_path };
  });
}

export async function deleteResumeOfUser(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.deleteFrom('resumes').where('user_id', '=', userId).returning('storage_path').executeTakeFirst();
  return row?.storage_path;
}

/** The jobs the user applied to (any tracker), for the staff read rule. */
export async function jobsAppliedTo(db: Db, userId: number) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select(['j.job_id', 'j.account_id', 'j.job_type_id'])
    .distinct()
    .where('t.user_id', '=', userId)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null)
    .execute();
}

/** Every stored file path, for the start-up sweep of files no row names. */
export async function allStoredPaths(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('resumes').select('storage_path').execute();
  return new Set(rows.map((r) => r.storage_path));
}

/** The only SQL of the experience family: one user's entries, read with dates as YYYY-MM-DD text. */
import { sql } from 'kysely';
import type { Experience } from '../../../contracts/experience.ts';
import type { Db } from '../../db/database.ts';

export type ExperienceValues = Omit<Experience, 'id' | 'user_id'>;

function experienceQuery(db: Db) {
  return db
    .selectFrom('experiences')
    .select([
      'id',
      'user_id',
      'company_name',
      'title',
      'description',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
      'is_current',
      'location',
      'state',
      'country',
      'position_type',
      'field',
    ]);
}

/** Current positions first, then the newest start; id breaks ties so the order never wobbles. */
export async function listExperiencesOfUser(db: Db, userId: number): Promise<Experience[]> {
  return experienceQuery(db)
    .where('user_id', '=', userId)
    .orderBy('is_current', 'desc')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findExperience(db: Db, id: number): Promise<Experience | undefined> {
  return experienceQuery(db).where('id', '=', id).executeTakeFirst();
}

export async function insertExperience(db: Db, userId: number, values: ExperienceValues): Promise<number> {
  const row = await db
    .insertInto('experiences')
    .values({ user_id: userId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExperience(db: Db, id: number, values: ExperienceValues): Promise<void> {
  await db
    .updateTable('experiences')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteExperience(db: Db, id: number): Promise<void> {
  await db.deleteFrom('experiences').where('id', '=', id).execute();
}

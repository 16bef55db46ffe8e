/** The only SQL of the personal profile: users' own columns plus user_profiles. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PatchProfile, Profile } from '../../../contracts/profile.ts';

export type StoredProfile = Omit<Profile, 'resume'>;

const asDate = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export async function loadProfile(db: Db, userId: number): Promise<StoredProfile | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.user_id')
    .select([
      'u.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone_number',
      'p.email2',
      asDate('p.dob').as('dob'),
      'p.gender',
      'p.jobtitle',
      'p.city',
      'p.state_code',
      'p.zip',
      'p.country_code',
      asDate('p.start_date').as('start_date'),
      asDate('p.end_date').as('end_date'),
      'p.separation_reason',
      'p.separation_type_id',
      'p.separation_note',
      'p.supervisor_email',
      'p.employment_type_id',
      'p.is_opt_in',
      'p.linkedin_url',
    ])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, is_opt_in: row.is_opt_in ?? false };
}

export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

const USER_KEYS = ['first_name', 'last_name', 'email', 'phone_number'] as const;

/** Writes a (merged, already judged) profile. */
export async function saveProfile(
  db: Db,
  userId: number,
  profile: StoredProfile,
  changed: PatchProfile,
): Promise<void> {
  const userValues = Object.fromEntries(USER_KEYS.filter((k) => changed[k] !== undefined).map((k) => [k, profile[k]]));
  if (Object.keys(userValues).length > 0) {
    await db
      .updateTable('users')
      .set({ ...userValues, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
  }
  const { user_id: _u, first_name: _f, last_name: _l, email: _e, phone_number: _p, ...rest } = profile;
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId, ...rest, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...rest, updated_at: new Date() }))
    .execute();
}

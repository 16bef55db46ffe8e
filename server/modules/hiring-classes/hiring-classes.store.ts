/** Hiring classes' SQL. Dates are read as 'YYYY-MM-DD' text so both drivers answer alike. */
import { sql } from 'kysely';
import type {
  HiringClass,
  HiringClassListFilters,
  HiringClassMember,
  HiringClassStatus,
} from '../../../contracts/hiring-classes.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

const classColumns = sql<HiringClass>`hc.hiring_class_id, hc.job_id, hc.name, to_char(hc.starts_on, 'YYYY-MM-DD') as starts_on, hc.seats, hc.status,
  (select count(*)::int from hiring_class_members m where m.hiring_class_id = hc.hiring_class_id) as members`;

export async function listClasses(
  db: Db,
  jobId: number,
  filters: HiringClassListFilters,
  pageSize: number,
  offset: number,
) {
  const conditions = [sql`hc.job_id = ${jobId}`];
  if (filters.status) conditions.push(sql`hc.status = ${filters.status}`);
  if (filters.search) conditions.push(sql`hc.name ilike ${`%${escapeLike(filters.search)}%`}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    sql<HiringClass>`select ${classColumns} from hiring_classes hc where ${where} order by hc.starts_on, hc.hiring_class_id limit ${pageSize} offset ${offset}`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*)::int as n from hiring_classes hc where ${where}`.execute(db),
  ]);
  return { rows: rows.rows, count: count.rows[0]!.n };
}

export async function classById(db: Db, classId: number): Promise<(HiringClass & { account_id: number }) | undefined> {
  const r = await sql<
    HiringClass & { account_id: number }
  >`select ${classColumns}, hc.account_id from hiring_classes hc where hc.hiring_class_id = ${classId}`.execute(db);
  return r.rows[0];
}

export async function unassignedHires(db: Db, jobId: number) {
  const r = await sql<{ ref_id: string; name: string; hired_at: Date | null }>`
    select t.ref_id, trim(concat_ws(' ', u.first_name, u.last_name)) as name, t.hired_at
    from user_trackers t join users u on u.user_id = t.user_id
    where t.job_id = ${jobId} and t.status = 'hired' and t.removed_at is null
      and not exists (select 1 from hiring_class_members m where m.ref_id = t.ref_id)
    order by t.hired_at nulls last, name limit 200`.execute(db);
  return r.rows.map((row) => ({
    ...row,
    hired_at: row.hired_at === null ? null : new Date(row.hired_at).toISOString(),
  }));
}

export async function insertClass(
  db: Db,
  values: {
    account_id: number;
    job_id: number;
    name: string;
    starts_on: string;
    seats: number | null;
    created_by: number;
  },
) {
  const { hiring_class_id } = await db
    .insertInto('hiring_classes')
    .values(values)
    .returning('hiring_class_id')
    .executeTakeFirstOrThrow();
  return hiring_class_id;
}

export async function updateClass(
  db: Db,
  classId: number,
  values: { name?: string; starts_on?: string; seats?: number | null; status?: HiringClassStatus },
) {
  await db
    .updateTable('hiring_classes')
    .set({ ...values, updated_at: sql`now()` })
    .where('hiring_class_id', '=', classId)
    .execute();
}

export async function deleteClass(db: Db, classId: number) {
  await db.deleteFrom('hiring_classes').where('hiring_class_id', '=', classId).execute();
}

export async function members(db: Db, classId: number): Promise<HiringClassMember[]> {
  const r = await sql<{ ref_id: string; name: string; email: string; hired_at: Date | null; added_at: Date }>`
    select m.ref_id, trim(concat_ws(' ', u.first_name, u.last_name)) as name, u.email, t.hired_at, m.added_at
    from hiring_class_members m join user_trackers t on t.ref_id = m.ref_id join users u on u.user_id = t.user_id
    where m.hiring_class_id = ${classId} order by name, m.ref_id`.execute(db);
  return r.rows.map((row) => ({
    ...row,
    hired_at: row.hired_at === null ? null : new Date(row.hired_at).toISOString(),
    added_at: new Date(row.added_at).toISOString(),
  }));
}

export async function application(db: Db, refId: string) {
  return db
    .selectFrom('user_trackers')
    .select(['ref_id', 'job_id', 'status'])
    .where('ref_id', '=', refId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function membership(db: Db, refId: string) {
  return db.selectFrom('hiring_class_members').select('hiring_class_id').where('ref_id', '=', refId).executeTakeFirst();
}

/** Puts the application in the class, moving it from any other class. */
export async function upsertMember(db: Db, classId: number, refId: string, userId: number) {
  await db
    .insertInto('hiring_class_members')
    .values({ ref_id: refId, hiring_class_id: classId, added_by: userId })
    .onConflict((oc) =>
      oc.column('ref_id').doUpdateSet({ hiring_class_id: classId, added_by: userId, added_at: sql`now()` }),
    )
    .execute();
}

export async function deleteMember(db: Db, classId: number, refId: string) {
  await db
    .deleteFrom('hiring_class_members')
    .where('hiring_class_id', '=', classId)
    .where('ref_id', '=', refId)
    .execute();
}

/** Locks the class row so two additions cannot both take its last seat. */
export async function lockClass(db: Db, classId: number) {
  await sql`select 1 from hiring_classes where hiring_class_id = ${classId} for update`.execute(db);
}

/** The SQL of a company's performance rating scale versions (contracts/performance-scale.ts, D155). */
import { sql } from 'kysely';
import { DEFAULT_SCALE_SIZE, type PerformanceScale } from '../../../contracts/performance-scale.ts';
import type { Db } from '../../db/database.ts';

const answersOn = (id: number | null) =>
  id === null
    ? sql<string>`0`
    : sql<string>`(select count(*) from outcome_answers a where a.performance_scale_id = ${id})`;

/** The company's latest version, or 1 to 5 without labels when it has none. */
export async function currentScale(db: Db, accountId: number): Promise<PerformanceScale> {
  const row = await db
    .selectFrom('performance_scales as s')
    .select(['s.performance_scale_id', 's.levels'])
    .where('s.account_id', '=', accountId)
    .orderBy('s.performance_scale_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) {
    return {
      performance_scale_id: null,
      levels: Array.from({ length: DEFAULT_SCALE_SIZE }, (_, i) => ({ value: i + 1, label: '', description: '' })),
      answers: 0,
    };
  }
  const answers = (await sql<{ n: string }>`select ${answersOn(row.performance_scale_id)} as n`.execute(db)).rows[0]!.n;
  return {
    performance_scale_id: row.performance_scale_id,
    levels: row.levels.map((l, i) => ({ value: i + 1, ...l })),
    answers: Number(answers),
  };
}

export async function insertScale(
  db: Db,
  accountId: number,
  levels: { label: string; description: string }[],
): Promise<void> {
  await db
    .insertInto('performance_scales')
    .values({ account_id: accountId, levels: JSON.stringify(levels) })
    .execute();
}

/**
 * The SQL twin of `isShownForHiring` (contracts/hiring-attributes.ts, D198, D263): a condition on
 * an attribute_types row that holds when its scores may be shown where people decide about
 * hiring. Built from the same declared list, so a read that filters in the database and one that
 * filters in code leave out the same scales. It sits below the modules because the reads of many
 * (scoring, applicants, analytics, job profiles, people, the bias audit) filter with it.
 */
import { sql, type RawBuilder } from 'kysely';
import { KEPT_OUT_OF_HIRING } from '../../contracts/hiring-attributes.ts';

/** `alias`: the attribute_types row's alias in the query (`at`). */
export function shownForHiring(alias: string): RawBuilder<boolean> {
  const kept = Object.entries(KEPT_OUT_OF_HIRING).map(
    ([category, codes]) =>
      sql`(${sql.ref(`${alias}.category`)} = ${category} and ${sql.ref(`${alias}.code`)} in (${sql.join(Object.keys(codes))}))`,
  );
  if (kept.length === 0) return sql<boolean>`true`;
  return sql<boolean>`not coalesce(${sql.join(kept, sql` or `)}, false)`;
}

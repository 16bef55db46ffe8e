/**
 * The applicant lists' orderings as keys, the SQL they sort by, and the keyset that starts a page
 * just after (or just before) a row the viewer saw (D444): a page reached by Next or Previous reads
 * from its boundary in the ordering's index, where an offset reads every entry it skips.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ApplicantOrdering } from '../../../contracts/applicants.ts';

interface OrderKey {
  /** The key's SQL over the list's `t` (user_trackers) and, ordering by name, `u` (users). */
  expr: string;
  /** Its type, to read a boundary's value as text and compare it back without loss (microseconds, numeric). */
  type: 'timestamptz' | 'numeric' | 'text' | 'integer' | 'uuid';
  desc: boolean;
  /** Only for a key that can be null: where nulls sort. */
  nullsFirst?: boolean;
}

const key = (expr: string, type: OrderKey['type'], desc: boolean, nullsFirst?: boolean): OrderKey => ({
  expr,
  type,
  desc,
  ...(nullsFirst === undefined ? {} : { nullsFirst }),
});

// ref_id breaks ties, in the direction each ordering's partial index can be walked (migrations 0006, 0011).
const DESCENDING: Record<string, OrderKey[]> = {
  application_date: [key('t.created_at', 'timestamptz', true), key('t.ref_id', 'uuid', false)],
  fit_score: [key('t.fit_score', 'numeric', true, false), key('t.ref_id', 'uuid', false)],
  status: [key('t.status', 'text', true), key('t.created_at', 'timestamptz', false), key('t.ref_id', 'uuid', true)],
  step: [key('t.completed_activity_count', 'integer', true), key('t.ref_id', 'uuid', false)],
  name: [
    key('lower(u.last_name)', 'text', true),
    key('lower(u.first_name)', 'text', true),
    key('t.ref_id', 'uuid', true),
  ],
};

const reversed = (keys: OrderKey[]): OrderKey[] =>
  keys.map((k) => ({ ...k, desc: !k.desc, ...(k.nullsFirst === undefined ? {} : { nullsFirst: !k.nullsFirst }) }));

/** The keys of an ordering: `-field` as listed, `field` its exact reverse (so Previous is Next the other way). */
export function orderKeys(ordering: ApplicantOrdering): OrderKey[] {
  const field = ordering.replace(/^-/, '');
  const keys = DESCENDING[field]!;
  return ordering.startsWith('-') ? keys : reversed(keys);
}

/** The reverse ordering, whose Next is this ordering's Previous. */
export function reverseOrdering(ordering: ApplicantOrdering): ApplicantOrdering {
  return (ordering.startsWith('-') ? ordering.slice(1) : `-${ordering}`) as ApplicantOrdering;
}

/** ORDER BY's text for an ordering, e.g. `t.created_at desc, t.ref_id asc`. */
export function orderSql(ordering: ApplicantOrdering): string {
  return orderKeys(ordering)
    .map((k) => {
      const nulls = k.nullsFirst === undefined ? '' : k.nullsFirst ? ' nulls first' : ' nulls last';
      return `${k.expr} ${k.desc ? 'desc' : 'asc'}${nulls}`;
    })
    .join(', ');
}

/** A boundary row's key values as text (null where the key is), in orderKeys' order. */
export type Boundary = (string | null)[];

/** The select list that reads a row's boundary (each key as text, `k0`, `k1`…). */
export function boundaryColumns(ordering: ApplicantOrdering): RawBuilder<unknown> {
  return sql.join(orderKeys(ordering).map((k, i) => sql`(${sql.raw(k.expr)})::text as ${sql.ref(`k${i}`)}`));
}

/**
 * Rows strictly after `boundary` in `ordering`, as branches whose rows, each read in the ordering
 * and put one after the other, are the rows after it in order: equal on the first keys and past
 * the boundary on the next, deepest first (same date, later ref_id; then earlier dates). Each is one
 * range of the ordering's index, where one condition with OR would make the planner start at the
 * top and filter, and where a row comparison cannot serve an index whose keys run in different
 * directions. A nullable first key adds its nulls as a branch of their own where they follow.
 */
export function afterBoundary(ordering: ApplicantOrdering, boundary: Boundary): RawBuilder<boolean>[] {
  const keys = orderKeys(ordering);
  const raw = (i: number) => sql.raw(keys[i]!.expr);
  const value = (i: number) => sql`cast(${boundary[i]} as ${sql.raw(keys[i]!.type)})`;
  // Only the first key can be null (fit_score); the others never are. Equal as a closed range, not
  // `=`: a key held equal to a constant drops out of the ORDER BY for the planner, which may then
  // walk the primary key (ref_id) across every requisition instead of the ordering's index.
  const equal = (i: number) =>
    boundary[i] === null ? sql`${raw(i)} is null` : sql`${raw(i)} >= ${value(i)} and ${raw(i)} <= ${value(i)}`;
  const beyond = (i: number) => (keys[i]!.desc ? sql`${raw(i)} < ${value(i)}` : sql`${raw(i)} > ${value(i)}`);
  const first = keys[0]!;
  const inNulls = boundary[0] === null;
  const depths = keys.map((_, i) => keys.length - 1 - i).filter((i) => !(inNulls && i === 0));
  const branches = depths.map((i) => {
    const parts = [...Array.from({ length: i }, (__, j) => equal(j)), beyond(i)];
    return sql<boolean>`${sql.join(parts, sql` and `)}`;
  });
  if (first.nullsFirst === undefined) return branches;
  if (inNulls && first.nullsFirst) return [...branches, sql<boolean>`${raw(0)} is not null`];
  if (!inNulls && !first.nullsFirst) return [...branches, sql<boolean>`${raw(0)} is null`];
  return branches;
}

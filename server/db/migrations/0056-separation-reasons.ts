/**
 * A company's separation reasons: the list "end employment" offers, by type (voluntary or
 * involuntary), so turnover can be read by reason. Employees keep their reason as text; a reason
 * is in use where an employee's text and type match it (case ignored). Each company starts with
 * the reasons its former employees already have, and a default set.
 */
import { sql, type Kysely } from 'kysely';

const DEFAULTS: [type: 'voluntary' | 'involuntary', name: string][] = [
  ['voluntary', 'Took another job'],
  ['voluntary', 'Better pay elsewhere'],
  ['voluntary', 'Moved away'],
  ['voluntary', 'Went back to school'],
  ['voluntary', 'Personal reasons'],
  ['involuntary', 'Performance'],
  ['involuntary', 'Attendance'],
  ['involuntary', 'Conduct'],
  ['involuntary', 'Position eliminated'],
];

const statements = [
  `create table separation_reasons (
     separation_reason_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     separation_type text not null check (separation_type in ('voluntary', 'involuntary')),
     name text not null check (length(name) between 1 and 150),
     is_active boolean not null default true,
     sort_order integer not null default 0
   )`,
  `create unique index separation_reasons_name_idx on separation_reasons (account_id, separation_type, lower(name))`,
  `insert into separation_reasons (account_id, separation_type, name, sort_order)
     select a.account_id, d.type, d.name, d.n from accounts a
     cross join (values ${DEFAULTS.map(([type, name], i) => `('${type}', '${name}', ${i + 1})`).join(', ')}) as d (type, name, n)`,
  `insert into separation_reasons (account_id, separation_type, name, sort_order)
     select account_id, separation_type, min(left(trim(separation_reason), 150)), 100 + row_number() over (partition by account_id, separation_type order by lower(trim(separation_reason)))
     from employees where separation_type is not null and trim(coalesce(separation_reason, '')) <> ''
     group by account_id, separation_type, lower(trim(separation_reason))
   on conflict do nothing`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table separation_reasons`.execute(db);
}

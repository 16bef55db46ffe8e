/**
 * Whether an application holds any timed test's result, kept by the database (D406), so the
 * scorecard calls no kind's result function for the usual applicant, who has none: the calls of
 * 0147 and 0153 (an index lookup each, per timed activity of the plan) were what kept the
 * scorecard's statement at about 1.15 times the statement without its Timed tests section.
 *
 * `user_trackers.has_timed_result` is true while a typing result, a speed result or a submitted
 * skills test run exists for the application (the rows `typing_staff_result`,
 * `speed_staff_result` and `skills_test_staff_result` read), whatever activity it belongs to. Row
 * triggers on those three tables set it again for the application a row is written for, whoever
 * writes it (the kinds' submit paths, the typing carry-over, the seed, an erasure, a cascade); a
 * skills run counts from its submission, so opening a run or answering writes nothing here. False
 * means every one of those functions gives null for the application: the scorecard skips them.
 * A kind whose staff result reads another table adds its table here
 * (timed-result-flag.test.ts checks the flag against the kinds' own readers).
 */
import { sql, type Kysely } from 'kysely';

/** The tables of the kinds' results, each with what makes its row a result. */
const RESULT_TABLES: [table: string, isResult: (row: string) => string][] = [
  ['typing_results', () => 'true'],
  ['speed_test_results', () => 'true'],
  ['user_skills_tests', (row) => `${row}.submitted_at is not null`],
];

const holdsResult = (ref: string) =>
  RESULT_TABLES.map(
    ([table, isResult]) => `exists (select 1 from ${table} r where r.ref_id = ${ref} and ${isResult('r')})`,
  ).join(' or ');

const statements = [
  `alter table user_trackers add column has_timed_result boolean not null default false`,
  `update user_trackers t set has_timed_result = true where ${holdsResult('t.ref_id')}`,
  `create or replace function refresh_timed_result(p_ref_id uuid) returns void language sql as $$
     update user_trackers t set has_timed_result = x.held
       from (select ${holdsResult('p_ref_id')} as held) x
      where t.ref_id = p_ref_id and t.has_timed_result is distinct from x.held
   $$`,
  `create or replace function timed_result_changed() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       perform refresh_timed_result(old.ref_id);
     end if;
     if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.ref_id is distinct from old.ref_id) then
       perform refresh_timed_result(new.ref_id);
     end if;
     return null;
   end $$`,
  ...RESULT_TABLES.flatMap(([table, isResult]) => [
    `create trigger ${table}_timed_result_ins after insert on ${table}
       for each row when (${isResult('new')}) execute function timed_result_changed()`,
    `create trigger ${table}_timed_result_upd after update of ref_id${table === 'user_skills_tests' ? ', submitted_at' : ''} on ${table}
       for each row when (old.ref_id is distinct from new.ref_id or (${isResult('old')}) is distinct from (${isResult('new')}))
       execute function timed_result_changed()`,
    `create trigger ${table}_timed_result_del after delete on ${table}
       for each row when (${isResult('old')}) execute function timed_result_changed()`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of RESULT_TABLES)
    for (const op of ['ins', 'upd', 'del'])
      await sql.raw(`drop trigger if exists ${table}_timed_result_${op} on ${table}`).execute(db);
  await sql.raw('drop function if exists timed_result_changed()').execute(db);
  await sql.raw('drop function if exists refresh_timed_result(uuid)').execute(db);
  await sql.raw('alter table user_trackers drop column if exists has_timed_result').execute(db);
}

/**
 * Every write that can change a job profile's boards marks the profile (decision D172), so the
 * summaries of migration 0084 are recomputed only when marked and never because of their age.
 * 0084 marks writes to employees, their attribute scores and outcome values; this adds what the
 * boards read through a participant's hired-from application (activity scores, interviews, their
 * evaluations and scores, the kit questions' probed attributes) and through their user (experience
 * entries). Same pattern: one insert per statement into job_profile_summary_changes, no lock.
 * The one figure that moves without a write, a current job's years counted up to today, is dated
 * by `counted_to`: the refresh marks such a summary again once the day has changed.
 */
import { sql, type Kysely } from 'kysely';

const OPS = ['insert', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];

/** The profiles of the employees hired from the applications (ref_id uuid) that `refs` selects. */
const profilesHiredFrom = (refs: string) =>
  `select e.job_profile_id from employees e
   where lower(e.hired_from_ref_id) in (select r::text from (${refs}) as x(r)) and e.job_profile_id is not null`;

/** Per table: the rows that mark, as a select of profile ids over the transition table `changed_rows`. */
const MARKS: Record<string, string> = {
  application_attribute_scores: profilesHiredFrom('select ref_id from changed_rows'),
  interviews: profilesHiredFrom('select ref_id from changed_rows where ref_id is not null'),
  interview_evaluations: profilesHiredFrom(
    'select i.ref_id from changed_rows c join interviews i on i.interview_id = c.interview_id',
  ),
  interview_evaluation_scores: profilesHiredFrom(
    'select i.ref_id from changed_rows c join interview_evaluations ev on ev.interview_evaluation_id = c.interview_evaluation_id join interviews i on i.interview_id = ev.interview_id',
  ),
  interview_kit_questions: profilesHiredFrom(
    'select i.ref_id from changed_rows c join interviews i on i.interview_kit_id = c.interview_kit_id',
  ),
  interview_kit_question_attributes: profilesHiredFrom(
    'select i.ref_id from changed_rows c join interview_kit_questions q on q.interview_kit_question_id = c.interview_kit_question_id join interviews i on i.interview_kit_id = q.interview_kit_id',
  ),
  // A participant's user is their own or, without one, their hired-from application's (the boards' `p`).
  experiences: `select e.job_profile_id from employees e where e.user_id in (select user_id from changed_rows) and e.job_profile_id is not null
    union ${profilesHiredFrom('select t.ref_id from user_trackers t where t.user_id in (select user_id from changed_rows)')} and e.user_id is null`,
};

const fn = (table: string, op: Op) => `job_profile_summary_mark_${table}${op === 'update' ? '_update' : ''}`;
const trigger = (table: string, op: Op) => `job_profile_summary_${table}_${op}`;

/** The trigger function; an update's old rows may hold what the boards read before it (a moved score, a changed kit), so both sides mark. */
function markFunction(table: string, op: Op): string {
  const rows = op === 'update' ? 'with changed_rows as (select * from old_rows union all select * from new_rows) ' : '';
  return `create or replace function ${fn(table, op)}() returns trigger language plpgsql as $$
    begin
      ${rows}insert into job_profile_summary_changes (job_id) select distinct m.job_profile_id from (${MARKS[table]}) as m(job_profile_id);
      return null;
    end $$`;
}

function markTrigger(table: string, op: Op): string {
  const transition =
    op === 'update'
      ? 'old table as old_rows new table as new_rows'
      : `${op === 'delete' ? 'old' : 'new'} table as changed_rows`;
  return `create trigger ${trigger(table, op)} after ${op} on ${table} referencing ${transition} for each statement execute function ${fn(table, op)}()`;
}

const INDEXES = [
  // The marks look employees and interviews up by these; none had an index of its own.
  `create index employees_hired_from_idx on employees (lower(hired_from_ref_id)) where hired_from_ref_id is not null`,
  `create index employees_user_idx on employees (user_id) where user_id is not null`,
  `create index interviews_kit_idx on interviews (interview_kit_id) where interview_kit_id is not null`,
];

const statements = [
  // The day a board's figures count a current experience up to; null when none depends on the day.
  `alter table job_profile_board_summaries add column counted_to date`,
  ...INDEXES,
  ...Object.keys(MARKS).flatMap((table) => [
    markFunction(table, 'insert'),
    markFunction(table, 'update'),
    ...OPS.map((op) => markTrigger(table, op)),
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(MARKS)) {
    for (const op of OPS) await sql.raw(`drop trigger if exists ${trigger(table, op)} on ${table}`).execute(db);
    for (const op of ['insert', 'update'] as const)
      await sql.raw(`drop function if exists ${fn(table, op)}()`).execute(db);
  }
  for (const index of INDEXES) await sql.raw(`drop index if exists ${index.split(' ')[2]}`).execute(db);
  await sql.raw('alter table job_profile_board_summaries drop column if exists counted_to').execute(db);
}

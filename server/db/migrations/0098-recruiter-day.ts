/**
 * A recruiter's day (D206).
 * `interviews.title` names an interview scheduled straight from an application, with no interview
 * activity in the plan (its `job_step_activity_id` is null, which 0034's check forbade: the check
 * now asks an applicant's interview for its application only); an activity's interview keeps
 * reading the activity's title. `comment_mentions` lists the colleagues a note names: each is a task on
 * their staff home until they open the application (`seen_at`). `feedback_reminders` keeps when an
 * interviewer was last reminded of a missing evaluation, so the sweep mails each one once a day.
 * `applicant_list_views` keeps a staff member's named views of a requisition's applicant list: the
 * list's URL search (filters, sort, page), theirs alone.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table interviews add column title text not null default ''`,
  // An applicant's interview needs its application; its activity is now optional (0034 required both).
  `do $$
   declare c record;
   begin
     for c in select conname from pg_constraint
               where conrelid = 'interviews'::regclass and contype = 'c'
                 and pg_get_constraintdef(oid) like '%job_step_activity_id IS NOT NULL%'
     loop
       execute format('alter table interviews drop constraint %I', c.conname);
     end loop;
   end $$`,
  `alter table interviews add constraint interviews_purpose_application_check
     check ((purpose = 'interview') = (ref_id is not null) and (job_step_activity_id is null or purpose = 'interview'))`,
  `create table comment_mentions (
     comment_id integer not null references application_comments (comment_id) on delete cascade,
     user_id integer not null references users (user_id) on delete cascade,
     seen_at timestamptz,
     primary key (comment_id, user_id)
   )`,
  `create index comment_mentions_user_idx on comment_mentions (user_id) where seen_at is null`,
  `create table feedback_reminders (
     interview_id integer not null references interviews (interview_id) on delete cascade,
     user_id integer not null references users (user_id) on delete cascade,
     reminded_at timestamptz not null default now(),
     primary key (interview_id, user_id)
   )`,
  `create table applicant_list_views (
     view_id serial primary key,
     user_id integer not null references users (user_id) on delete cascade,
     job_id integer not null references jobs (job_id) on delete cascade,
     name text not null,
     search text not null,
     created_at timestamptz not null default now(),
     unique (user_id, job_id, name)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists applicant_list_views').execute(db);
  await sql.raw('drop table if exists feedback_reminders').execute(db);
  await sql.raw('drop table if exists comment_mentions').execute(db);
  await sql.raw('alter table interviews drop constraint if exists interviews_purpose_application_check').execute(db);
  await sql.raw("delete from interviews where purpose = 'interview' and job_step_activity_id is null").execute(db);
  await sql
    .raw(
      `alter table interviews add check ((purpose = 'interview') = (job_step_activity_id is not null and ref_id is not null))`,
    )
    .execute(db);
  await sql.raw('alter table interviews drop column if exists title').execute(db);
}

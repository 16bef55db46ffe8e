/**
 * The company's question lists: a bank question belongs to the pre-screen list (asked by the
 * screening plans' question sets) or to the interview list (the templates interview kits copy
 * their questions from). Every existing question is a pre-screen one.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table account_questions add column question_list text not null default 'prescreen'
    check (question_list in ('prescreen', 'interview'))`.execute(db);
  await sql`drop index account_questions_account_idx`.execute(db);
  await sql`create index account_questions_account_idx on account_questions (account_id, question_list, created_at desc)`.execute(
    db,
  );
  await sql`create index interview_kit_questions_template_idx on interview_kit_questions (account_question_id) where account_question_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index interview_kit_questions_template_idx`.execute(db);
  await sql`drop index account_questions_account_idx`.execute(db);
  await sql`alter table account_questions drop column question_list`.execute(db);
  await sql`create index account_questions_account_idx on account_questions (account_id, created_at desc)`.execute(db);
}

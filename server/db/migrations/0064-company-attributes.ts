/**
 * Company settings' measurement pages (decision D139): a company's own attributes can be archived
 * (kept where questions, weights and scores use them, no longer offered for new ones), and the
 * question bank gets a third list, the questions employees answer.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table attribute_types add column archived_at timestamptz`.execute(db);
  await sql`alter table account_questions drop constraint if exists account_questions_question_list_check`.execute(db);
  await sql`alter table account_questions add constraint account_questions_question_list_check
    check (question_list in ('prescreen', 'interview', 'employee'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from account_questions where question_list = 'employee'`.execute(db);
  await sql`alter table account_questions drop constraint if exists account_questions_question_list_check`.execute(db);
  await sql`alter table account_questions add constraint account_questions_question_list_check
    check (question_list in ('prescreen', 'interview'))`.execute(db);
  await sql`alter table attribute_types drop column archived_at`.execute(db);
}

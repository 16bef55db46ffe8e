/**
 * A reply names at most the first 20 attachments it did not keep; how many more there were is
 * counted here (D468), so a mail of a thousand tiny parts neither bloats the reply's row nor the
 * recruiter's screen. Replies kept before name all theirs and count none.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table application_replies add column refused_more integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table application_replies drop column refused_more`.execute(db);
}

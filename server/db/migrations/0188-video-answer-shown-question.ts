/**
 * The question as the candidate read it, kept with each video answer (D473): `shown_language`, the
 * language of the version their screen showed (the company's version in the candidate's language,
 * else its default language's, as the page picks it), and `shown_text`, that version's words when
 * the upload was created, since a version may still change after candidates answered (D469). Staff
 * then see on the scorecard what was asked, beside their own language's version. Both null for an
 * answer created before (or by a client that did not say its language): what was shown is unknown.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table video_answers add column shown_language text, add column shown_text text`.execute(db);
  await sql`alter table video_answers add constraint video_answers_shown_language_check check (shown_language in ('en', 'es', 'fr'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table video_answers drop column shown_language, drop column shown_text`.execute(db);
}

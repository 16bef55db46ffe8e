/**
 * NYC Local Law 144's lead time, enforced per company (D297): `lead_time_held` asks that a
 * requisition using an assessed or scored activity open to candidates only once the candidate
 * notice has stood 10 business days; `posted_on` is the day the company put the notice up (its
 * career page, the posting or a mail). Off by default: most companies hire outside New York City,
 * and their requisitions keep opening at once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `alter table candidate_notices
        add column lead_time_held boolean not null default false,
        add column posted_on date`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table candidate_notices drop column if exists lead_time_held, drop column if exists posted_on')
    .execute(db);
}

/**
 * Company settings that no table held yet: the company's time zone, default language, locations
 * and career-page basics on the account, and one name per source within a company (the sources
 * settings list edits names; the dashboards group applications by them).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('locations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('career_page_headline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('career_page_intro', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create unique index sources_account_name_uq on sources (account_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sources_account_name_uq`.execute(db);
  await db.schema
    .alterTable('accounts')
    .dropColumn('time_zone')
    .dropColumn('default_language')
    .dropColumn('locations')
    .dropColumn('career_page_headline')
    .dropColumn('career_page_intro')
    .execute();
}

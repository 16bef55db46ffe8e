/**
 * Offers in two minutes (D216). `offer_settings.currency`: the company's offer
 * currency (ISO 4217), which money fields print in. `offers.value_format`: how the offer's values
 * print, kept with the offer when it is made (currency, each field's type, the company's time
 * zone), so its letter reads the same later; null for offers made before, which print their values
 * as typed (their sent PDFs already do). Drafts get one now, from the company's fields. Companies
 * that never had an offer field or template get the default setup (default-offer-setup.ts).
 */
import { sql, type Kysely } from 'kysely';
import { addDefaultOfferSetup } from '../../modules/offer/default-offer-setup.ts';

const statements = [
  `alter table offer_settings add column currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$')`,
  `alter table offers add column value_format jsonb`,
  `update offers o set value_format = jsonb_build_object(
     'currency', coalesce((select s.currency from offer_settings s where s.account_id = o.account_id), 'USD'),
     'types', coalesce((select jsonb_object_agg(f.field_key, f.field_type) from offer_fields f
                         where f.account_id = o.account_id and f.archived_at is null), '{}'::jsonb),
     'time_zone', (select a.time_zone from accounts a where a.account_id = o.account_id))
   where o.status = 'draft'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const { rows } = await sql<{ account_id: number }>`select account_id from accounts order by account_id`.execute(db);
  for (const { account_id } of rows) await addDefaultOfferSetup(db, account_id);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table offers drop column if exists value_format').execute(db);
  await sql.raw('alter table offer_settings drop column if exists currency').execute(db);
}

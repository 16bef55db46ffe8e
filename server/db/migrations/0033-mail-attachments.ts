/**
 * Files attached to outgoing mail: each uploaded once (`mail_files`, its bytes in the database so
 * a backup or a second server has them too) and linked to every outbox row that carries it, in
 * order. A file goes with the last mail that links it.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table mail_files (
     mail_file_id serial primary key,
     account_id integer references accounts (account_id) on delete cascade,
     file_name text not null,
     content_type text not null,
     byte_size integer not null,
     content bytea not null,
     created_at timestamptz not null default now()
   )`,
  `create table mail_outbox_files (
     mail_id integer not null references mail_outbox (mail_id) on delete cascade,
     mail_file_id integer not null references mail_files (mail_file_id) on delete cascade,
     position integer not null,
     primary key (mail_id, mail_file_id)
   )`,
  `create index mail_outbox_files_file_idx on mail_outbox_files (mail_file_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists mail_outbox_files').execute(db);
  await sql.raw('drop table if exists mail_files').execute(db);
}

/**
 * What New York City's Local Law 144 asks a published bias-audit summary to state besides its
 * figures (D273): the date of the audit, the date the tool was first distributed
 * (used), where the data came from (the company's own applicants, or test data with an
 * explanation of why) and the independent auditor. Set by staff when publishing; summaries
 * published before keep them empty, and the public page says they were not stated.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table bias_audit_publications
    add column audit_date date,
    add column tool_distributed_on date,
    add column data_source text check (data_source in ('historical', 'test')),
    add column data_source_note text check (char_length(data_source_note) <= 1000),
    add column auditor text check (char_length(auditor) <= 200)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `alter table bias_audit_publications drop column if exists audit_date, drop column if exists tool_distributed_on,
        drop column if exists data_source, drop column if exists data_source_note, drop column if exists auditor`,
    )
    .execute(db);
}

/**
 * Company content in the candidate's language (decision D199): a jsonb `<column>_i18n` beside each
 * translatable column holds its versions by language ({ "es": "...", "fr": "..." }); the column
 * keeps the text as written, the company default language's. And the personality scale's es and
 * fr anchors ask about accuracy, as the English ones do (the item bank's ask agree/disagree):
 * databases seeded before this get the same labels a fresh seed writes
 * (server/db/seed/content/response-scales.ts).
 */
import { sql, type Kysely } from 'kysely';

const COLUMNS: [table: string, column: string][] = [
  ['job_steps', 'name_i18n'],
  ['job_step_activities', 'title_i18n'],
  ['job_step_activities', 'instructions_i18n'],
  ['account_fields', 'label_i18n'],
  ['account_fields', 'help_text_i18n'],
  ['job_postings', 'title_i18n'],
  ['job_postings', 'description_i18n'],
  ['job_postings', 'description_html_i18n'],
];

const ACCURACY: [value: number, es: string, fr: string][] = [
  [1, 'Muy inexacto', 'Très inexact'],
  [2, 'Moderadamente inexacto', 'Plutôt inexact'],
  [3, 'Ni exacto ni inexacto', 'Ni exact ni inexact'],
  [4, 'Moderadamente exacto', 'Plutôt exact'],
  [5, 'Muy exacto', 'Très exact'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql.raw(`alter table ${table} add column ${column} jsonb not null default '{}'::jsonb`).execute(db);
  }
  for (const [value, es, fr] of ACCURACY) {
    for (const [language, label] of [
      ['es', es],
      ['fr', fr],
    ] as const) {
      await sql`update response_scale_options set label = ${label}
        where scale_code = 'accuracy-5' and value = ${value} and language = ${language}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql.raw(`alter table ${table} drop column if exists ${column}`).execute(db);
  }
}

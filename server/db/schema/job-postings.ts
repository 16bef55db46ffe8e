/** Migration 0052: job postings and job-board feeds. */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, Timestamp } from './columns.ts';

export interface JobPostingsTable {
  job_posting_id: Generated<number>;
  account_id: number;
  job_id: number;
  title: string;
  /** Markdown from the rich-text editor, cleaned with sanitiseMarkdown. */
  description: Generated<string>;
  /** The description as HTML, rendered and cleaned with sanitize-html when saved. */
  description_html: Generated<string>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  title_i18n: ColumnType<unknown, string | undefined, string>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  description_i18n: ColumnType<unknown, string | undefined, string>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  description_html_i18n: ColumnType<unknown, string | undefined, string>;
  location: string | null;
  is_remote: Generated<boolean>;
  remote_country: string | null;
  employment_type: Generated<string>;
  pay_min: Numeric | null;
  pay_max: Numeric | null;
  pay_currency: string | null;
  pay_period: string | null;
  language: Generated<string>;
  /** A date column, written as 'YYYY-MM-DD'; read it with to_char (the drivers differ). */
  valid_through: ColumnType<Date | string | null, string | null | undefined, string | null>;
  status: Generated<'draft' | 'published'>;
  is_on_job_boards: Generated<boolean>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobBoardsTable {
  job_board_id: Generated<number>;
  account_id: number;
  name: string;
  is_enabled: Generated<boolean>;
  includes: Generated<'all' | 'marked'>;
  /** Migration 0114 (D239): read by the board (its XML feed) or sent each posting through an adapter. */
  delivery: Generated<'pull' | 'push'>;
  push_shape: Generated<'postings-json'>;
  endpoint_url: Generated<string>;
  /** The board's API key: read by the server only, never sent back. */
  api_key: Generated<string>;
  push_status: Generated<'unchecked' | 'connected' | 'failing'>;
  push_error: Generated<string>;
  push_checked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

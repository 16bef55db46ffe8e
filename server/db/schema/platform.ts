/** What the server keeps for itself: idempotency keys, audit, mail, rate limits, settings, background jobs. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface IdempotencyKeysTable {
  idempotency_key: string;
  scope: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Timestamp;
}

export interface AuditEventsTable {
  audit_event_id: Generated<number>;
  occurred_at: CreatedAt;
  event: string;
  actor_user_id: number | null;
  subject_user_id: number | null;
  account_id: number | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/** A file attached to outgoing mail (migration 0033). */
export interface MailFilesTable {
  mail_file_id: Generated<number>;
  account_id: number | null;
  file_name: string;
  content_type: string;
  byte_size: number;
  content: Uint8Array;
  created_at: CreatedAt;
}

export interface MailOutboxFilesTable {
  mail_id: number;
  mail_file_id: number;
  position: number;
}

export interface MailOutboxTable {
  mail_id: Generated<number>;
  created_at: CreatedAt;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  sent_at: Timestamp | null;
  /** The company that sends it (its sender name and send rate); null for the platform's own mail. */
  account_id: number | null;
  /** Why the person receives it: password_reset, applicant_email, scorecard_share... */
  reason: ColumnType<string, string | undefined, string>;
  from_name: string | null;
  reply_to: string | null;
  /** Fixed at the first attempt and kept for every later one. */
  message_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_attempt_at: Timestamp | null;
  /** While status is 'sending': until when the worker that claimed it holds it. */
  lease_until: Timestamp | null;
  last_error: string | null;
  /** The application whose candidate it goes to (migration 0138, D313): a reply to it threads there. */
  ref_id: string | null;
  /** The Message-ID it answers, and the thread's Message-IDs (space-separated), as its headers say. */
  in_reply_to: string | null;
  reference_ids: string | null;
  /** The thread of the reply it answers. */
  reply_thread_id: number | null;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'uncertain';

export interface RateLimitCountersTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface ServerSettingsTable {
  key: string;
  value: string;
}

export interface BackgroundJobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  run_after: Timestamp;
  locked_until: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

/** Migration 0030: system mail templates (account_id null) and companies' own versions. */
export interface EmailTemplatesTable {
  email_template_id: Generated<number>;
  account_id: number | null;
  template_slug: string;
  language: string;
  template_display_name: string;
  description: ColumnType<string, string | undefined, string>;
  subject: string;
  html_body: string;
  plain_body: string;
  from_name: ColumnType<string, string | undefined, string>;
  reply_to: ColumnType<string, string | undefined, string>;
  updated_by_user_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

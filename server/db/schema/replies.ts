/** Replies come back (migration 0131, D298): each application's reply token and the replies received for it. */
import type { ColumnType, Generated } from 'kysely';
import type { MailboxProblem } from '../../../contracts/replies.ts';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface ApplicationReplyTokensTable {
  ref_id: string;
  /** The local part's secret: reply+<token>@<the company's reply domain>. */
  token: string;
  created_at: CreatedAt;
}

export interface ApplicationRepliesTable {
  reply_id: Generated<number>;
  ref_id: string;
  account_id: number;
  from_address: string;
  from_name: Generated<string>;
  subject: Generated<string>;
  text_body: Generated<string>;
  message_id: string | null;
  received_at: CreatedAt;
  /** Unread (a task on the staff home) until one of the application's staff opens it. */
  read_at: Timestamp | null;
  read_by_user_id: number | null;
  /** The first reply of its conversation (itself when it starts one; migration 0138, D313). */
  thread_id: number | null;
  /** The Message-ID it answered, as its In-Reply-To said. */
  in_reply_to: string | null;
  /** Attachments not kept, each with the reason (type, size, mismatch, empty, count). */
  refused_files: ColumnType<RefusedFile[], string | undefined, string>;
  /** How many more attachments were not kept than refused_files names (migration 0185, D468). */
  refused_more: Generated<number>;
}

export interface RefusedFile {
  name: string;
  reason: 'type' | 'size' | 'mismatch' | 'empty' | 'count';
}

export type ReplyMailboxSecurity = 'tls' | 'starttls' | 'none';
export type ReplyMailboxStatus = 'unchecked' | 'connected' | 'failing';

/** A company's reply mailbox, polled over IMAP (migration 0179, D450). */
export interface ReplyMailboxesTable {
  account_id: number;
  host: string;
  port: number;
  security: ReplyMailboxSecurity;
  username: string;
  /** The password, sealed (D265): read by the server only, never sent back. */
  secret: string;
  folder: Generated<string>;
  /** The mailbox's own address: candidate mail answers to its plus-address per application. */
  address: string;
  status: Generated<ReplyMailboxStatus>;
  /** What went wrong at the last poll or test, by kind, and the server's own words (migration 0187, D470). */
  last_error_kind: MailboxProblem | null;
  last_error_detail: Generated<string>;
  checked_at: Timestamp | null;
  /** The folder's UIDVALIDITY when the polls' place was taken (int8: read back as a string). */
  uid_validity: ColumnType<string | null, string | number | null, string | number | null>;
  /** The highest UID read: each poll reads above it. */
  last_uid: ColumnType<string, string | number | undefined, string | number>;
  replies_received: Generated<number>;
  last_reply_at: Timestamp | null;
  updated_at: Timestamp;
}

/** Its tables, joined into Database (server/db/schema.ts, kept under the file-size limit so). */
export interface ReplyTables {
  application_reply_tokens: ApplicationReplyTokensTable;
  application_replies: ApplicationRepliesTable;
  reply_mailboxes: ReplyMailboxesTable;
}

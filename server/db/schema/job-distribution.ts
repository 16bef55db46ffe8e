/** Job-posting distribution to push boards (migration 0114, D239). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export type PushStatus = 'queued' | 'sent' | 'live' | 'failed' | 'closed';

export interface JobBoardPushesTable {
  push_id: Generated<number>;
  account_id: number;
  job_board_id: number;
  /** No foreign key: a deleted posting's row stays until its close reached the board. */
  job_posting_id: number;
  job_id: number | null;
  title: Generated<string>;
  /** What the board should show: the posting open, or closed. */
  wanted: Generated<'open' | 'closed'>;
  status: Generated<PushStatus>;
  remote_id: Generated<string>;
  remote_url: Generated<string>;
  last_error: Generated<string>;
  payload_digest: Generated<string>;
  /** jsonb: a few fields of what was sent (title, location, apply address). */
  payload_summary: ColumnType<unknown, string | undefined, string>;
  sent_at: Timestamp | null;
  checked_at: Timestamp | null;
  queued_at: Generated<Date>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

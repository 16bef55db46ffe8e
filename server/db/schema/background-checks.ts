/** Background checks and the company's provider connection (migration 0112, D237). */
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export type BackgroundCheckProviderName = 'manual' | 'checkr';
export type BackgroundCheckStatusColumn =
  'requested' | 'invited' | 'in_progress' | 'complete' | 'suspended' | 'disputed' | 'canceled' | 'expired' | 'failed';
export type BackgroundCheckResultColumn = '' | 'clear' | 'consider';
export type BackgroundCheckConnectionStatus = 'unchecked' | 'connected' | 'failing';

export interface BackgroundCheckConnectionsTable {
  account_id: number;
  provider: Generated<'checkr'>;
  /** Read by the server only: it authenticates our calls and verifies the provider's webhooks. Never sent back. */
  api_key: string;
  package: string;
  status: Generated<BackgroundCheckConnectionStatus>;
  last_error: Generated<string>;
  checked_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface BackgroundChecksTable {
  check_id: Generated<number>;
  account_id: number;
  ref_id: string;
  provider: BackgroundCheckProviderName;
  status: BackgroundCheckStatusColumn;
  result: Generated<BackgroundCheckResultColumn>;
  package: Generated<string>;
  candidate_ref: Generated<string>;
  invitation_ref: Generated<string>;
  invitation_url: Generated<string>;
  report_ref: Generated<string>;
  document_id: number | null;
  note: Generated<string>;
  last_error: Generated<string>;
  requested_by_user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface BackgroundCheckWebhookEventsTable {
  account_id: number;
  event_id: string;
  event_type: string;
  received_at: CreatedAt;
}

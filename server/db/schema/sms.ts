/** Messaging (SMS): a company's provider, its messages and opt-outs (migration 0111, D236). */
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export type SmsAdapterColumn = 'smpp' | 'http';
export type SmsConnectionStatus = 'unchecked' | 'connected' | 'failing';
export type SmsStatusColumn = 'outbox' | 'queued' | 'sent' | 'delivered' | 'failed' | 'received';

export interface SmsConnectionsTable {
  account_id: number;
  adapter: SmsAdapterColumn;
  address: string;
  username: Generated<string>;
  /** The SMPP password or the HTTP API key: read by the server only; never sent back. */
  secret: string;
  rate_per_minute: Generated<number>;
  status: Generated<SmsConnectionStatus>;
  last_error: Generated<string>;
  checked_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface SmsMessagesTable {
  sms_id: Generated<number>;
  account_id: number;
  ref_id: string | null;
  direction: 'outbound' | 'inbound';
  phone_number: string;
  sender_number: Generated<string>;
  body: string;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  status: SmsStatusColumn;
  provider_id: Generated<string>;
  last_error: Generated<string>;
  attempts: Generated<number>;
  sent_by_user_id: number | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  delivered_at: Timestamp | null;
}

export interface SmsOptOutsTable {
  account_id: number;
  phone_number: string;
  opted_out: boolean;
  keyword: string;
  changed_at: Timestamp;
}

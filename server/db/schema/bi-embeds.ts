/** A company's embedded BI dashboards (migration 0110, D235). */
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export type BiEmbedScope = 'company' | 'requisition';
export type BiEmbedStatus = 'unchecked' | 'connected' | 'failing';

export interface BiEmbedsTable {
  embed_id: Generated<number>;
  account_id: number;
  name: string;
  site_url: string;
  dashboard: number;
  /** The embedding secret key: read by the server only, to sign tokens; never sent back. */
  secret: string;
  scope: BiEmbedScope;
  status: Generated<BiEmbedStatus>;
  last_error: Generated<string>;
  checked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

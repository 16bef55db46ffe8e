/** Migration 0051: single sign-on settings, their domains and the one-time nonces. */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface CompanySsoTable {
  account_id: number;
  enabled: Generated<boolean>;
  issuer: Generated<string>;
  client_id: Generated<string>;
  password_allowed: Generated<boolean>;
  updated_by: number | null;
  updated_at: Generated<Timestamp>;
}

export interface CompanySsoDomainsTable {
  domain: string;
  account_id: number;
}

export interface SsoNoncesTable {
  nonce_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

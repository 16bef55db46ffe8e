/** Migrations 0051 and 0117: single sign-on settings, their domains (proved by DNS) and the one-time nonces. */
import type { Generated } from 'kysely';
import type { SsoDomainProblem } from '../../../contracts/sso.ts';
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

/** One company's claim of a domain; verified for one company at most (D261). */
export interface CompanySsoDomainsTable {
  domain: string;
  account_id: number;
  /** The company's own token for the domain's TXT record. */
  token: string;
  added_at: Generated<Timestamp>;
  verified_at: Timestamp | null;
  checked_at: Timestamp | null;
  check_problem: SsoDomainProblem | null;
}

export interface SsoNoncesTable {
  nonce_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

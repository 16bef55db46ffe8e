/** Companies, people, roles and sign-in tokens. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface AccountsTable {
  account_id: Generated<number>;
  uuid: string;
  name: string;
  logo_url: string | null;
  created_at: CreatedAt;
  /** Set while the provider has suspended the company: its staff cannot sign in (migration 0040). */
  suspended_at: Timestamp | null;
  /** Size band 1 to 5 (1-10, 11-50, 51-200, 201-1000, 1001-5000 employees). */
  company_size: number | null;
  /** An IANA time zone (migration 0048). */
  time_zone: Generated<string>;
  default_language: Generated<string>;
  /** The company's locations as text, in the order the owner keeps them. */
  locations: ColumnType<string[], string | undefined, string>;
  career_page_headline: Generated<string>;
  career_page_intro: Generated<string>;
  /** Months after which applicants who were not hired are anonymised; null keeps them (migration 0053). */
  applicant_retention_months: number | null;
  /** The company's part of its public career page addresses, /careers/{career_slug} (migration 0052). */
  career_slug: string | null;
  /** The conferencing address each interview's room goes under; empty: none (migration 0101). */
  meeting_base_url: Generated<string>;
  /** Staff must sign in with a second factor (migration 0096). */
  require_second_factor: Generated<boolean>;
  /** What applicants before an offer are asked (migration 0121, D267). */
  applicant_dob_rule: Generated<'required' | 'optional' | 'not_asked'>;
  applicant_gender_rule: Generated<'required' | 'optional' | 'not_asked'>;
  /** The domain of candidates' reply addresses, reply+<token>@<reply_domain>; null: mail carries the sender's address (migration 0131, D298). */
  reply_domain: string | null;
}

export interface AccountPreferencesTable {
  account_id: number;
  keyname: string;
  value: string;
}

export interface UsersTable {
  user_id: Generated<number>;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  is_jf_admin: Generated<boolean>;
  track_user_with_pendo: Generated<boolean>;
  phone_number: string | null;
  preferred_language: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Set while a company owner has deactivated the person: no sign-in, no session. */
  deactivated_at: Timestamp | null;
  /** Access tokens issued before this moment no longer work (a provider admin reset the sign-in; migration 0040). */
  sessions_revoked_at: Timestamp | null;
  /** Set when the person's data was erased: the row stays as an anonymous placeholder (migration 0053). */
  erased_at: Timestamp | null;
}

export interface RolesTable {
  role_id: Generated<number>;
  account_id: number;
  role_name: string;
  all_employee_access: Generated<boolean>;
  company_settings_access: Generated<boolean>;
  full_access: Generated<boolean>;
  job_profile_access: Generated<boolean>;
  performance_access: Generated<boolean>;
  private_data_access: Generated<boolean>;
  company_dashboard_access: Generated<boolean>;
  smartreq_access: Generated<boolean>;
  all_pathways_access: Generated<boolean>;
  /** A company's own named role (migration 0103); false for the unnamed sets built-in roles make. */
  is_custom: Generated<boolean>;
  description: Generated<string>;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface RefreshTokensTable {
  refresh_token_id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** The session must enrol a second factor before any staff endpoint answers it (migration 0096). */
  second_factor_setup: Generated<boolean>;
  /** The token this one was rotated from; null for a sign-in's first token (migration 0125, D282). */
  rotated_from: number | null;
  /** The device (`X-Assay-Device`) that asked for this token; null when it named none (migration 0125, D282). */
  device_id: string | null;
}

/** A person's authenticator-app secret, encrypted; usable once confirmed (migration 0096). */
export interface UserTotpTable {
  user_id: number;
  secret_encrypted: string;
  confirmed_at: Timestamp | null;
  /** The last RFC 6238 time step a code was accepted for: a code works once. */
  last_step: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** A passkey (WebAuthn credential) of a person (migration 0096). */
export interface UserPasskeysTable {
  passkey_id: Generated<number>;
  user_id: number;
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
}

/** A WebAuthn challenge of the passwordless sign-in, deleted when answered (migration 0102). */
export interface PasskeySignInChallengesTable {
  challenge: string;
  expires_at: Timestamp;
}

/** A recovery code, sha-256 of the code shown once (migration 0096). */
export interface UserRecoveryCodesTable {
  recovery_code_id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** What the owner's sessions page shows of a session (a refresh-token family), migration 0097. */
export interface SignInSessionsTable {
  family_id: string;
  user_id: number;
  user_agent: string;
  ip: string | null;
  created_at: CreatedAt;
  last_used_at: Timestamp;
}

export interface PasswordResetTokensTable {
  password_reset_token_id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A sign-up waiting for the code mailed to its address (migration 0116, D242); the email is kept lower-cased. */
export interface PendingSignUpsTable {
  email: string;
  code_hash: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  preferred_language: string | null;
  failed_attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** A one-time link that lets an invited staff member set their password (migration 0031). */
export interface StaffInvitationsTable {
  staff_invitation_id: Generated<number>;
  user_id: number;
  account_id: number;
  invited_by: number | null;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A company's phone numbers (migration 0049). */
export interface AccountPhoneNumbersTable {
  phone_number_id: Generated<number>;
  account_id: number;
  label: string;
  /** E.164: + and 8 to 15 digits. */
  phone_number: string;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

/** A company's message templates (migration 0049). */
export interface MessageTemplatesTable {
  message_template_id: Generated<number>;
  account_id: number;
  name: string;
  /** Blank: the template's name stands for it (D292). */
  subject: Generated<string>;
  subject_i18n: ColumnType<unknown, string | undefined, string>;
  body: string;
  body_i18n: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A person's account: mail, sign-in and its tokens, invitations, exports, audit events and the user row. In the order erasure deletes them (personal-data.ts). */
import { sql } from 'kysely';
import { byUserOnly, nil, emptyJson, type PersonalDataTable } from '../../db/personal-data-kit.ts';

export const ACCOUNT_PERSONAL_DATA: readonly PersonalDataTable[] = [
  {
    table: 'mail_outbox',
    about: 'Mail sent to you.',
    personalColumns: ['to_address', 'subject', 'text_body', 'html_body'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`lower(to_address) = (select lower(email) from users where user_id = ${scope.userId})`
        : undefined,
    exportColumns: ['created_at', 'subject', 'text_body', 'status', 'sent_at'],
    redact: ['subject', 'text_body'],
    erase: { kind: 'delete' },
  },
  {
    table: 'rate_limit_counters',
    about: 'Counts of recent sign-in, sign-up and password-reset attempts, kept for minutes.',
    personalColumns: ['bucket'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`exists (select 1 from users u where u.user_id = ${scope.userId} and (bucket in ('login-account:' || lower(u.email), 'reset-account:' || lower(u.email), 'create-account:' || lower(u.email), 'sign-up-notice:' || lower(u.email), 'sign-up-confirm-account:' || lower(u.email)) or starts_with(bucket, 'login-pair:' || lower(u.email) || '|')))`
        : undefined,
    erase: { kind: 'delete' },
  },
  {
    table: 'refresh_tokens',
    about: 'Your sign-in sessions.',
    personalColumns: ['token_hash', 'device_id'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
  },
  {
    table: 'sign_in_sessions',
    about: 'The devices you signed in on: browser, address and when (your sessions page).',
    personalColumns: ['user_agent', 'ip'],
    rows: byUserOnly(),
    exportColumns: ['user_agent', 'ip', 'created_at', 'last_used_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'password_reset_tokens',
    about: 'Password reset links.',
    personalColumns: ['token_hash'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
  },
  {
    table: 'staff_invitations',
    about: 'One-time invitation links to choose a password (staff, pathway participants).',
    personalColumns: ['token_hash'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
  },
  {
    table: 'idempotency_keys',
    about: 'Answers the server kept to repeat a request safely.',
    personalColumns: ['response_body'],
    rows: (scope) => ('userId' in scope ? sql<boolean>`scope = ${'user:' + scope.userId}` : undefined),
    erase: { kind: 'delete' },
  },
  {
    table: 'data_exports',
    about: 'Your earlier data downloads.',
    personalColumns: ['storage_path'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
    fileColumn: 'storage_path',
  },
  {
    table: 'audit_events',
    about: 'Security events about your account (the event and when it happened stay, without details).',
    personalColumns: ['ip', 'details', 'subject_user_id', 'actor_user_id'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`(subject_user_id = ${scope.userId} or actor_user_id = ${scope.userId})`
        : undefined,
    exportColumns: ['occurred_at', 'event'],
    erase: { kind: 'anonymise', set: { ip: nil, details: emptyJson } },
  },
  {
    table: 'users',
    about: 'Your account: name, email, phone number and language.',
    personalColumns: ['email', 'first_name', 'last_name', 'phone_number', 'password_hash', 'uuid'],
    rows: byUserOnly(),
    exportColumns: ['first_name', 'last_name', 'email', 'phone_number', 'preferred_language', 'created_at'],
    // Anonymised in place by erasure.service.ts (the placeholder keeps counts); listed for export and the coverage test.
    erase: { kind: 'keep' },
  },
];

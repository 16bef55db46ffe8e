/**
 * Replies come back (D298): a company with a reply domain sends its candidate mail with a reply
 * address per application (reply+<token>@<domain>); the server's SMTP receiver keeps what comes
 * back on that application, where its staff read it and answer through the applicant email.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { AccountIdParams } from './account.ts';
import { UserSmartreqIdParams } from './scorecard-common.ts';

export const REPLY_DOMAIN_MAX = 253;
/** Reading one reply on screen needs no more; a longer one is kept cut at this length. */
export const REPLY_TEXT_MAX = 20_000;
/** Files kept from one reply (D313); the rest are named on it as refused. */
export const REPLY_FILES_MAX = 10;

/** A host name of two labels or more (letters, digits, hyphens), as an MX record could point at. */
export function isReplyDomain(value: string): boolean {
  return (
    value.length <= REPLY_DOMAIN_MAX &&
    /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/.test(value)
  );
}

export const ReplyDomainSchema = z.object({
  /** Null: mail carries the sender's address, and nothing comes back. */
  domain: z.nullable(z.string()),
  /** Whether this server receives mail (REPLY_SMTP_PORT set); the domain's MX must point at it. */
  is_receiving: z.boolean(),
});
export type ReplyDomain = z.infer<typeof ReplyDomainSchema>;

/** Any text: the server lowercases it, refuses what isReplyDomain refuses (400 naming `domain`); blank or null turns replies off. */
export const SaveReplyDomainBody = z.object({ domain: z.nullable(z.string()) });

export const replyDomain = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/reply-domain/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The domain of the company's reply addresses, and whether this server receives mail",
  params: AccountIdParams,
  response: ReplyDomainSchema,
});

export const saveReplyDomain = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/reply-domain/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "Sets the domain of the company's reply addresses (null or blank: none); 400 for what is not a host name",
  params: AccountIdParams,
  body: SaveReplyDomainBody,
  response: ReplyDomainSchema,
});

/** A file a reply came with, kept as the application's document (D313). */
export const ReplyFileSchema = z.object({
  document_id: z.number(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  /** The API path of the bytes (GET, bearer): the applicant document's. */
  url: z.string(),
});

export const REFUSED_FILE_REASONS = ['type', 'size', 'mismatch', 'empty', 'count'] as const;

export const ReplySchema = z.object({
  reply_id: z.number(),
  /** The first reply of its conversation (D313): a reply to a reply or to staff's answer shares it. */
  thread_id: z.number(),
  files: z.array(ReplyFileSchema),
  /** Attachments not kept, with the reason (not a document kind, too large, a name that lies, empty, too many). */
  refused_files: z.array(z.object({ name: z.string(), reason: z.enum(REFUSED_FILE_REASONS) })),
  /** How many more were not kept than refused_files names (it names the first 20; D468). */
  refused_more: z.number(),
  from_address: z.string(),
  from_name: z.string(),
  /** False when the sender is not the candidate's address (a forward, another mailbox): said on screen. */
  is_from_candidate: z.boolean(),
  subject: z.string(),
  text: z.string(),
  received_at: z.string(),
  /** Null until one of the application's staff opened it. */
  read_at: z.nullable(z.string()),
});
export type Reply = z.infer<typeof ReplySchema>;

export const listReplies = defineEndpoint({
  method: 'GET',
  path: '/user/v1/replies/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "The candidate's replies to the application's mail, newest first; reading them settles them on the staff home (read_at stays the first reader's)",
  params: UserSmartreqIdParams,
  response: z.array(ReplySchema),
});

// ---------------------------------------------------------------------------------------------
// The company's reply mailbox, polled over IMAP (D450): for a company that cannot point a reply
// domain's MX at Assay. Candidate mail then answers to <mailbox local part>+<token>@<its domain>.

export const REPLY_MAILBOX_SECURITIES = ['tls', 'starttls', 'none'] as const;
export type ReplyMailboxSecurity = (typeof REPLY_MAILBOX_SECURITIES)[number];

/** The mailbox's address: its plus-addresses must reach it, so no plus of its own. */
export function isMailboxAddress(value: string): boolean {
  return value.length <= 254 && /^[a-z0-9!#$%&'*/=?^_`{|}~.-]{1,64}@[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i.test(value);
}

/**
 * Why a mailbox could not be read (D464), for a screen to say in its reader's language: the
 * password refused, the certificate untrusted, the connection refused, the address not found or
 * private, no answer in time, the connection closed, the folder not opened, no TLS on the
 * internet, no mailbox connected, or another failure (`reason` says it).
 */
export const MAILBOX_FAILURES = [
  'sign_in',
  'certificate',
  'refused',
  'not_found',
  'private_address',
  'timeout',
  'closed',
  'folder',
  'tls_required',
  'not_connected',
  'other',
] as const;
export type MailboxFailure = (typeof MAILBOX_FAILURES)[number];

/** What the mailbox's status line names (D470): a failure, or one message a poll could not keep. */
export const MAILBOX_PROBLEMS = [...MAILBOX_FAILURES, 'message_not_kept'] as const;
export type MailboxProblem = (typeof MAILBOX_PROBLEMS)[number];

/** How a reply mailbox's new mail is heard of (D475). */
export const MAILBOX_WATCH_STATES = ['watching', 'not_offered', 'off'] as const;
export type MailboxWatchState = (typeof MAILBOX_WATCH_STATES)[number];

export const ReplyMailboxSchema = z.object({
  connected: z.boolean(),
  host: z.string(),
  port: z.number(),
  /** tls: TLS from the first byte (993); starttls: plain then STARTTLS, required (143); none: no TLS. */
  security: z.enum(REPLY_MAILBOX_SECURITIES),
  username: z.string(),
  has_password: z.boolean(),
  folder: z.string(),
  /** The mailbox's own address; each application's reply address is its plus-address. */
  address: z.string(),
  status: z.enum(['unchecked', 'connected', 'failing']),
  /**
   * What went wrong at the last poll or test (D470), for the screen to say in its reader's
   * language: a failure's kind when failing; `message_not_kept` when connected but one message
   * could not be kept; null when nothing went wrong.
   */
  last_error_kind: z.nullable(z.enum(MAILBOX_PROBLEMS)),
  /** The mail server's own words for it (its answer, an error code), shown as they are; '' when none. */
  last_error_detail: z.string(),
  /** The last poll or test. */
  checked_at: z.nullable(z.string()),
  replies_received: z.number(),
  last_reply_at: z.nullable(z.string()),
  /** Whether this server may read a mailbox on a private network, and without TLS (REPLY_IMAP_ALLOW_PRIVATE). */
  allows_private: z.boolean(),
  /**
   * How new mail is heard of (D475): `watching`, the mail server tells at once (IMAP IDLE) and a
   * reply arrives within seconds; `not_offered`, the server does not offer IDLE; `off`, not
   * watched now (not connected, failing, or the watch is being begun again). Whatever it is, the
   * mailbox is also read every minute.
   */
  idle: z.enum(MAILBOX_WATCH_STATES),
});
export type ReplyMailbox = z.infer<typeof ReplyMailboxSchema>;

export const SaveReplyMailboxBody = z.object({
  host: z.string().check(z.trim(), z.minLength(1, 'Enter the mail server'), z.maxLength(253)),
  port: z.number().check(z.int(), z.minimum(1), z.maximum(65535)),
  security: z.enum(REPLY_MAILBOX_SECURITIES),
  username: z.string().check(z.trim(), z.minLength(1, 'Enter the user name'), z.maxLength(320)),
  /** Empty keeps the saved one (never sent back), for the same server and user only. */
  password: z.string().check(z.maxLength(500)),
  /** The folder replies arrive in; INBOX when blank. */
  folder: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  address: z.string().check(z.trim(), z.maxLength(254)),
});
export type SaveReplyMailbox = z.infer<typeof SaveReplyMailboxBody>;

export const ReplyMailboxTestSchema = z.object({
  ok: z.boolean(),
  /** Null when the mailbox was read (D470). */
  failure: z.nullable(z.enum(MAILBOX_FAILURES)),
  /** The failure in English words (for logs and scripts; a screen says `failure` in its reader's language). */
  reason: z.string(),
  /** The mail server's own words for the failure, shown as they are. */
  detail: z.string(),
  mailbox: ReplyMailboxSchema,
});
export type ReplyMailboxTest = z.infer<typeof ReplyMailboxTestSchema>;

export const ReplyMailboxCheckSchema = z.object({
  ok: z.boolean(),
  /** Replies this check kept on their applications. */
  kept: z.number(),
  /** Null when the mailbox was read. */
  failure: z.nullable(z.enum(MAILBOX_FAILURES)),
  /** The failure in English words (for logs and scripts; a screen says `failure` in its reader's language). */
  reason: z.string(),
  /** The mail server's own words for the failure, shown as they are (D470). */
  detail: z.string(),
  mailbox: ReplyMailboxSchema,
});
export type ReplyMailboxCheck = z.infer<typeof ReplyMailboxCheckSchema>;

export const replyMailbox = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/reply-mailbox/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's reply mailbox (IMAP) and how its last poll went (never the password)",
  params: AccountIdParams,
  response: ReplyMailboxSchema,
});

export const saveReplyMailbox = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/reply-mailbox/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Connect or change the company's reply mailbox, then test it at once (answers the test); 400 for an address with a plus or no TLS on a public server",
  params: AccountIdParams,
  body: SaveReplyMailboxBody,
  response: ReplyMailboxTestSchema,
});

export const checkReplyMailbox = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{id}/reply-mailbox/check/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Read the company's reply mailbox now, as the minute's poll does (D464): how many replies it kept, or why it could not be read",
  params: AccountIdParams,
  response: ReplyMailboxCheckSchema,
});

export const deleteReplyMailbox = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/{id}/reply-mailbox/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "Disconnect the company's reply mailbox: mail answers to the reply domain or the sender again",
  params: AccountIdParams,
  response: OkSchema,
});

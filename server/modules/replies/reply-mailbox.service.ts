/**
 * A company's reply mailbox, polled over IMAP (D450), for a company that cannot point a reply
 * domain's MX at Assay: candidate mail answers to the mailbox's plus-address per application
 * (jobs+<token>@example.com), the company's own mail server delivers it there, and a poll every
 * minute reads what is new. Each new message is matched by the token in the address it was sent
 * to, else by the company's own mail its In-Reply-To or References name; either must be an
 * application of this company (a token of another company's is not kept, wherever it arrives).
 * What matches goes through the SMTP receiver's keeping (keepReply: threads, files, history).
 * Reading is by UID above the last one read, under the folder's UIDVALIDITY, and a message the
 * application already has (its Message-ID) is not kept twice, so a poll run again keeps nothing
 * again. Nothing in the mailbox is changed: it is opened read-only.
 */
import type {
  ReplyMailbox,
  ReplyMailboxCheck,
  ReplyMailboxTest,
  SaveReplyMailbox,
} from '../../../contracts/replies.ts';
import { isMailboxAddress } from '../../../contracts/replies.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import {
  MAILBOX_MESSAGE_MAX_BYTES,
  MailboxError,
  mailboxAllowsPrivate,
  withMailbox,
  type MailboxCredentials,
  type MailboxMessage,
} from '../../integrations/mailbox/imap-mailbox.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { LoadedUser } from '../user/index.ts';
import { answeredApplication, findToken, type TokenTarget } from './replies.store.ts';
import { keepReply } from './reply-receiver.ts';
import { messageIds } from './reply-threads.ts';
import * as store from './reply-mailbox.store.ts';

/** New messages read in one poll; the rest wait for the next. */
export const POLL_BATCH = 200;

export const credentialsOf = (row: store.MailboxRow): MailboxCredentials => ({
  host: row.host,
  port: row.port,
  security: row.security,
  username: row.username,
  password: row.secret.reveal(),
  folder: row.folder,
});

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export async function getMailbox(db: Db, accountId: number): Promise<ReplyMailbox> {
  const row = await store.mailboxOf(db, accountId);
  const allows_private = mailboxAllowsPrivate();
  if (!row)
    return {
      connected: false,
      host: '',
      port: 993,
      security: 'tls',
      username: '',
      has_password: false,
      folder: 'INBOX',
      address: '',
      status: 'unchecked',
      last_error_kind: null,
      last_error_detail: '',
      checked_at: null,
      replies_received: 0,
      last_reply_at: null,
      allows_private,
      idle: 'off',
    };
  return {
    connected: true,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    has_password: !row.secret.isEmpty,
    folder: row.folder,
    address: row.address,
    status: row.status,
    last_error_kind: row.last_error_kind,
    last_error_detail: row.last_error_detail,
    checked_at: iso(row.checked_at),
    replies_received: row.replies_received,
    last_reply_at: iso(row.last_reply_at),
    allows_private,
    // The routes say how this process watches it (reply-mailbox.watch.ts).
    idle: 'off',
  };
}

function problem(prop: string, message: string): never {
  throw new HttpError(400, ErrorCode.validation, message, [{ prop, message }]);
}

/**
 * Tests the saved mailbox: signs in and opens the folder. The first successful test takes the
 * polls' place: what is in the folder then was there before Assay read it and is left alone.
 */
export async function checkMailbox(db: Db, accountId: number): Promise<Omit<ReplyMailboxTest, 'mailbox'>> {
  const row = await store.mailboxOf(db, accountId);
  if (!row) return { ok: false, failure: 'not_connected', reason: 'No reply mailbox is connected.', detail: '' };
  try {
    await withMailbox(credentialsOf(row), async (session) => {
      if (row.uid_validity !== session.uidValidity)
        await store.recordPlace(db, accountId, session.uidValidity, session.uidNext - 1);
    });
    await store.recordCheck(db, accountId, { ok: true });
    return { ok: true, failure: null, reason: '', detail: '' };
  } catch (error) {
    if (!(error instanceof MailboxError)) throw error;
    await store.recordCheck(db, accountId, { ok: false, kind: error.kind, detail: error.detail });
    return { ok: false, failure: error.kind, reason: error.message, detail: error.detail };
  }
}

export async function saveMailbox(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: SaveReplyMailbox,
): Promise<ReplyMailboxTest> {
  const host = body.host.trim().toLowerCase();
  const address = body.address.trim().toLowerCase();
  const folder = body.folder?.trim() || 'INBOX';
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) problem('host', 'Enter the mail server’s host name.');
  if (!isMailboxAddress(address))
    problem('address', 'Enter the mailbox’s own address, such as jobs@example.com, without a plus.');
  if (body.security === 'none' && !mailboxAllowsPrivate())
    problem('security', 'Choose TLS or STARTTLS: the password may not cross the internet in clear.');
  const existing = await store.mailboxOf(db, accountId);
  const sameMailbox =
    existing !== undefined &&
    existing.host === host &&
    existing.port === body.port &&
    existing.username === body.username;
  // The saved password goes only to the server and user it was typed for.
  const keepsSecret = body.password === '' && sameMailbox;
  if (body.password === '' && !keepsSecret) problem('password', 'Enter the password or app password.');
  await db.transaction().execute(async (trx) => {
    await store.saveMailbox(
      trx,
      accountId,
      {
        host,
        port: body.port,
        security: body.security,
        username: body.username,
        secret: keepsSecret ? existing.secret : body.password,
        folder,
        address,
      },
      sameMailbox && existing.folder === folder,
    );
    await audit(trx, {
      event: existing ? 'reply_mailbox_changed' : 'reply_mailbox_connected',
      actorUserId: viewer.user_id,
      accountId,
      details: {
        host,
        port: body.port,
        security: body.security,
        username: body.username,
        folder,
        address,
        password_changed: !keepsSecret,
      },
    });
  });
  const result = await checkMailbox(db, accountId);
  return { ...result, mailbox: await getMailbox(db, accountId) };
}

export async function disconnectMailbox(db: Db, viewer: LoadedUser, accountId: number): Promise<{ ok: true }> {
  await db.transaction().execute(async (trx) => {
    if (await store.deleteMailbox(trx, accountId))
      await audit(trx, { event: 'reply_mailbox_disconnected', actorUserId: viewer.user_id, accountId });
  });
  return { ok: true };
}

const TOKEN = /^([^@\s]+)\+([0-9a-f]{32})@(.+)$/i;
/**
 * What separates addresses in a header. The header is split on them rather than searched for
 * addresses by one pattern: a pattern with a run before and after an @ backtracks over a long run
 * without one, and a stranger's To of a few tens of kilobytes held the server for minutes (D462).
 */
const ADDRESS_SEPARATORS = /[\s<>",;:()]+/;
const ADDRESS_MAX = 320;
/** Plus-addresses looked up per message, as many as the SMTP receiver takes recipients: more is a scan. */
export const MAX_TOKENS_PER_MESSAGE = 10;

/** The tokens of the mailbox's plus-addresses that a message was sent to (To, Cc, and what the server added). */
export function tokensFor(message: MailboxMessage, mailboxAddress: string): string[] {
  const at = mailboxAddress.lastIndexOf('@');
  const local = mailboxAddress.slice(0, at).toLowerCase();
  const domain = mailboxAddress.slice(at + 1).toLowerCase();
  const tokens = new Set<string>();
  for (const name of ['to', 'cc', 'delivered-to', 'x-original-to', 'envelope-to'])
    for (const value of message.headers.get(name) ?? [])
      for (const address of value.split(ADDRESS_SEPARATORS)) {
        if (address.length > ADDRESS_MAX || !address.includes('@')) continue;
        const match = TOKEN.exec(address);
        if (match && match[1]!.toLowerCase() === local && match[3]!.toLowerCase() === domain)
          tokens.add(match[2]!.toLowerCase());
        if (tokens.size === MAX_TOKENS_PER_MESSAGE) return [...tokens];
      }
  return [...tokens];
}

/** The company's applications a message is a reply about: by its plus-address, else by what it answers. */
async function applicationsFor(db: Db, row: store.MailboxRow, message: MailboxMessage): Promise<TokenTarget[]> {
  const found = new Map<string, TokenTarget>();
  for (const token of tokensFor(message, row.address)) {
    const target = await findToken(db, token);
    // Another company's token in this mailbox (a forward, a guess) is not this company's to keep.
    if (target && target.account_id === row.account_id) found.set(target.ref_id, target);
  }
  if (found.size > 0) return [...found.values()];
  const answered = await answeredApplication(
    db,
    row.account_id,
    messageIds(message.headers.get('in-reply-to'), message.headers.get('references')),
  );
  return answered ? [answered] : [];
}

export interface PollOutcome {
  read: number;
  kept: number;
}

/**
 * Reads what is new in the company's mailbox and keeps each reply on its application. The place
 * moves on after each message, so a poll cut short goes on where it stopped; a failure of the mail
 * server is recorded on the mailbox (its status and reason, for the admin) and not thrown.
 */
export async function pollMailbox(db: Db, files: FileStorage, accountId: number): Promise<PollOutcome> {
  const { read, kept } = await readNewMail(db, files, accountId);
  return { read, kept };
}

/**
 * "Check now" (D464): the minute's poll at once, for the admin who waits for a reply; answers how
 * many replies it kept, or why the mailbox could not be read (its kind, for the admin's language).
 */
export async function checkMailboxNow(db: Db, files: FileStorage, accountId: number): Promise<ReplyMailboxCheck> {
  const mailbox = async () => getMailbox(db, accountId);
  if (!(await store.mailboxOf(db, accountId)))
    return {
      ok: false,
      kept: 0,
      failure: 'not_connected',
      reason: 'No reply mailbox is connected.',
      detail: '',
      mailbox: await mailbox(),
    };
  const { kept, failure } = await readNewMail(db, files, accountId);
  return {
    ok: failure === undefined,
    kept,
    failure: failure?.kind ?? null,
    reason: failure?.message ?? '',
    detail: failure?.detail ?? '',
    mailbox: await mailbox(),
  };
}

async function readNewMail(
  db: Db,
  files: FileStorage,
  accountId: number,
): Promise<PollOutcome & { failure?: MailboxError }> {
  const row = await store.mailboxOf(db, accountId);
  if (!row) return { read: 0, kept: 0 };
  const outcome: PollOutcome & { failure?: MailboxError } = { read: 0, kept: 0 };
  let unkept = '';
  try {
    await withMailbox(credentialsOf(row), async (session) => {
      let after = row.uid_validity === session.uidValidity ? row.last_uid : 0;
      if (row.uid_validity === null) {
        // Never read before: start from the next message, as a test of the settings does.
        await store.recordPlace(db, accountId, session.uidValidity, session.uidNext - 1);
        return;
      }
      for (const message of await session.messagesAfter(after, POLL_BATCH)) {
        outcome.read++;
        const targets = message.size <= MAILBOX_MESSAGE_MAX_BYTES ? await applicationsFor(db, row, message) : [];
        const source = targets.length > 0 ? await session.source(message.uid) : undefined;
        if (source && source.length <= MAILBOX_MESSAGE_MAX_BYTES)
          for (const target of targets)
            try {
              if ((await keepReply(db, files, target, source)) !== undefined) {
                outcome.kept++;
                await store.countReply(db, accountId);
              }
            } catch (error) {
              // One message that cannot be kept must not hold back every later one: it is named
              // and passed. (A database that is down fails the place's write below as well.)
              if (error instanceof MailboxError) throw error;
              unkept = `UID ${message.uid}: ${String((error as Error).message ?? error)}`;
            }
        after = message.uid;
        await store.recordPlace(db, accountId, session.uidValidity, after);
      }
    });
    await store.recordCheck(db, accountId, { ok: true, unkept });
  } catch (error) {
    if (!(error instanceof MailboxError)) throw error;
    await store.recordCheck(db, accountId, { ok: false, kind: error.kind, detail: error.detail });
    outcome.failure = error;
  }
  return outcome;
}

/**
 * The SMTP receiver of candidates' replies (D298), on a port of its own (REPLY_SMTP_PORT; off
 * without it). It takes mail only for reply+<token>@<domain> where the token is an application's
 * and the domain its company's reply domain now: anything else is refused at RCPT, so it relays
 * nothing and a scan of addresses learns nothing but refusals. A message over the size limit is
 * refused (552), one mailparser cannot read (a MIME bomb) is refused for good (554), a client that
 * sends too many in a minute is asked to come back later (450), and no one signs in (there is
 * nothing to sign in to). What arrives is parsed with mailparser and kept as
 * a reply on the application, in its thread, written into its history, its files kept (D313).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { sql } from 'kysely';
import { REPLY_TEXT_MAX } from '../../../contracts/replies.ts';
import type { Db } from '../../db/database.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findToken, insertReply, replyWithMessageId, type TokenTarget } from './replies.store.ts';
import { insertReplyDocuments, removeReplyFiles, storeReplyFiles } from './reply-files.ts';
import { messageIds, threadFor } from './reply-threads.ts';

export interface ReplyReceiverOptions {
  port: number;
  /** Where a reply's attachments are kept (the application's documents, D313). */
  files: FileStorage;
  host: string;
  /** Largest message accepted, in bytes (advertised as SIZE). */
  maxBytes: number;
  /** Messages one client address may send per minute. */
  perClientPerMinute: number;
  /** Offered through STARTTLS when the server has a certificate. */
  tls?: { certFile: string; keyFile: string } | undefined;
  log?: (line: string) => void;
}

export interface ReplyReceiver {
  port: number;
  close(): Promise<void>;
}

const MAX_RECIPIENTS = 10;
const ADDRESS = /^reply\+([0-9a-f]{32})@(.+)$/i;

const UNREADABLE =
  'Message refused: its MIME structure could not be read (too many parts or nested too deep); sending it again will not help';

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** The application an address stands for, when it is one of ours now. */
async function targetOf(db: Db, address: string): Promise<TokenTarget | undefined> {
  const match = ADDRESS.exec(address.trim());
  if (!match) return undefined;
  const target = await findToken(db, match[1]!.toLowerCase());
  if (!target?.reply_domain || target.reply_domain !== match[2]!.toLowerCase()) return undefined;
  return target;
}

/** Counts each client's messages over the last minute. */
function clientLimit(perMinute: number) {
  const seen = new Map<string, number[]>();
  return (client: string, now = Date.now()): boolean => {
    const recent = (seen.get(client) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= perMinute) {
      seen.set(client, recent);
      return false;
    }
    recent.push(now);
    seen.set(client, recent);
    if (seen.size > 10_000)
      for (const [key, times] of seen) if (times.every((at) => now - at >= 60_000)) seen.delete(key);
    return true;
  };
}

/**
 * Keeps one reply on its application: threaded by its In-Reply-To and References (D313), its
 * attachments kept as the application's documents after the checks of reply-files.ts. A message
 * whose Message-ID the application already has a reply with is that reply, not a second one (the
 * same mail read again from a mailbox, or sent twice by a server that missed our answer; D450):
 * undefined then.
 */
export async function keepReply(
  db: Db,
  files: FileStorage,
  target: TokenTarget,
  mail: Buffer,
): Promise<number | undefined> {
  return keepParsedReply(db, files, target, await readMail(mail));
}

/**
 * A message mailparser refuses to read: more parts or deeper nesting than it takes (a MIME bomb),
 * HTML nested past its limit. The message's own fault, so the same message always fails (D468).
 */
class UnreadableMail extends Error {}

async function readMail(mail: Buffer): Promise<ParsedMail> {
  try {
    return await simpleParser(mail, { skipImageLinks: true, skipTextToHtml: true });
  } catch (error) {
    throw new UnreadableMail(`The message could not be read: ${(error as Error).message}`);
  }
}

async function keepParsedReply(
  db: Db,
  files: FileStorage,
  target: TokenTarget,
  parsed: ParsedMail,
): Promise<number | undefined> {
  const from = parsed.from?.value[0];
  const subject = (parsed.subject ?? '').replace(/[\r\n]+/g, ' ').slice(0, 500);
  const inReplyTo = messageIds(parsed.inReplyTo)[0];
  const messageId = messageIds(parsed.messageId)[0];
  if (messageId && (await replyWithMessageId(db, target.ref_id, messageId))) return undefined;
  const stored = await storeReplyFiles(files, target.ref_id, parsed.attachments);
  try {
    return await db.transaction().execute(async (trx) => {
      if (messageId) {
        // Two readers of the same message (a poll and a test, two workers) keep it once.
        await sql`select pg_advisory_xact_lock(hashtext(${`reply:${target.ref_id}:${messageId}`}))`.execute(trx);
        if (await replyWithMessageId(trx, target.ref_id, messageId)) {
          await removeReplyFiles(files, stored.stored);
          return undefined;
        }
      }
      const threadId = await threadFor(trx, target.ref_id, messageIds(parsed.inReplyTo, parsed.references));
      const replyId = await insertReply(trx, {
        ref_id: target.ref_id,
        account_id: target.account_id,
        from_address: (from?.address ?? '').slice(0, 320),
        from_name: (from?.name ?? '').slice(0, 200),
        subject,
        text_body: (parsed.text ?? '').slice(0, REPLY_TEXT_MAX),
        message_id: messageId ?? null,
        in_reply_to: inReplyTo ?? null,
        refused_files: JSON.stringify(stored.refused),
        refused_more: stored.refusedMore,
        thread_id: threadId ?? null,
      });
      await insertReplyDocuments(trx, target, replyId, stored.stored);
      await recordJobEvent(trx, {
        job_id: target.job_id,
        ref_id: target.ref_id,
        actor_user_id: null,
        kind: 'reply_received',
        details: { reply_id: replyId, subject, files: stored.stored.length },
      });
      return replyId;
    });
  } catch (error) {
    await removeReplyFiles(files, stored.stored);
    throw error;
  }
}

export async function startReplyReceiver(db: Db, options: ReplyReceiverOptions): Promise<ReplyReceiver> {
  const allow = clientLimit(options.perClientPerMinute);
  const log = options.log ?? (() => {});
  const tls = options.tls
    ? { key: fs.readFileSync(options.tls.keyFile), cert: fs.readFileSync(options.tls.certFile) }
    : undefined;
  const server = new SMTPServer({
    ...tls,
    banner: 'Assay replies',
    size: options.maxBytes,
    rejectOversized: true,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 200,
    logger: false,
    onMailFrom(_address, session, callback) {
      if (!allow(session.remoteAddress)) return callback(smtpError(450, 'Too many messages, try again later'));
      callback();
    },
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(smtpError(452, 'Too many recipients'));
      targetOf(db, address.address).then(
        (target) => callback(target ? null : smtpError(550, 'No such recipient here')),
        (error: Error) => {
          log(`Reply receiver: a recipient could not be checked: ${error.message}`);
          callback(smtpError(451, 'Try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        // Past the limit nothing is kept: the connection answers 552 (rejectOversized).
        if (length + chunk.length <= options.maxBytes) chunks.push(chunk);
        length += chunk.length;
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, 'Message too large'));
        keepAll(db, options.files, session, Buffer.concat(chunks)).then(
          () => callback(),
          (error: Error) => {
            log(`Reply receiver: a reply could not be kept: ${error.message}`);
            // A message that cannot be read fails again on every try: refused for good, so its
            // sender stops and bounces it, rather than retrying for days (D468).
            callback(error instanceof UnreadableMail ? smtpError(554, UNREADABLE) : smtpError(451, 'Try again later'));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A connection's error (a client that went away) is logged, never thrown: the receiver keeps running.
  server.on('error', (error) => log(`Reply receiver: ${error.message}`));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One reply per application named (a mail to two of them is kept on each). */
async function keepAll(db: Db, files: FileStorage, session: SMTPServerSession, mail: Buffer): Promise<void> {
  const targets = new Map<string, TokenTarget>();
  for (const rcpt of session.envelope.rcptTo) {
    const target = await targetOf(db, rcpt.address);
    if (target) targets.set(target.ref_id, target);
  }
  if (targets.size === 0) return;
  const parsed = await readMail(mail);
  for (const target of targets.values()) await keepParsedReply(db, files, target, parsed);
}

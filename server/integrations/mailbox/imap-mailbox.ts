/**
 * A company's reply mailbox over IMAP (imapflow; D450). The folder is opened read-only (EXAMINE),
 * so reading marks nothing seen and nothing is ever moved or deleted: the mailbox stays the
 * company's. The host a company admin typed may not point inside our network
 * (REPLY_IMAP_ALLOW_PRIVATE=1 allows it: tests and internal mail servers), and the connection goes
 * to the address that was checked, the host name kept for the certificate. TLS certificates are
 * always verified; without TLS (`none`) only a private server may be read. Every failure is thrown
 * as MailboxError with a reason an admin can act on.
 */
import { isIP } from 'node:net';
import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import type { MailboxFailure } from '../../../contracts/replies.ts';
import { OutboundAddressError, publicAddressesOf } from '../outbound-address.ts';

export type MailboxSecurity = 'tls' | 'starttls' | 'none';

export interface MailboxCredentials {
  host: string;
  port: number;
  security: MailboxSecurity;
  username: string;
  password: string;
  folder: string;
}

/** One message's place and the headers that say whom it is for and what it answers. */
export interface MailboxMessage {
  uid: number;
  size: number;
  /** Lowercased header names; each header's values, unfolded. */
  headers: Map<string, string[]>;
}

export interface MailboxSession {
  /** The folder's UIDVALIDITY (a string: it is a 32-bit unsigned number, read as a bigint). */
  uidValidity: string;
  /** The UID the next message will get. */
  uidNext: number;
  /** The messages above `afterUid`, oldest first, at most `limit`. */
  messagesAfter(afterUid: number, limit: number): Promise<MailboxMessage[]>;
  /** One message's bytes, or undefined when it is gone (expunged meanwhile). */
  source(uid: number): Promise<Buffer | undefined>;
}

/**
 * A failure of the mail server: its reason in English words (the logs'), its kind (which a screen
 * says in the reader's language, D470) and the server's own detail, as it gave it (its answer or
 * the error's code), which a screen shows beside the kind untranslated.
 */
export class MailboxError extends Error {
  constructor(
    message: string,
    readonly kind: MailboxFailure = 'other',
    readonly detail = '',
  ) {
    super(message);
  }
}

/** The server's own words for a failure: its answer, else the error's message, with its code when the message lacks it. */
function detailOf(e: ImapFailure): string {
  const said = (e.responseText || e.message || '').trim();
  const code = e.code && !said.includes(e.code) ? e.code : '';
  return [code, said].filter(Boolean).join(': ').slice(0, 500);
}

/** The headers read for each new message: enough to find its application without its body. */
export const MATCH_HEADERS = [
  'to',
  'cc',
  'delivered-to',
  'x-original-to',
  'envelope-to',
  'message-id',
  'in-reply-to',
  'references',
] as const;

/** Larger messages are not read (the SMTP receiver's default limit), nor any server answer larger than that. */
export const MAILBOX_MESSAGE_MAX_BYTES = 10_485_760;
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;

let allowPrivate = false;
/** Set from the config when the app is built (REPLY_IMAP_ALLOW_PRIVATE). */
export function setMailboxNetworkPolicy(policy: { allowPrivate: boolean }): void {
  allowPrivate = policy.allowPrivate;
}
export const mailboxAllowsPrivate = (): boolean => allowPrivate;

/** The address to connect to: the host's own when private servers are allowed, else a checked public one. */
async function reachableAddress(host: string): Promise<string> {
  if (allowPrivate) return host;
  try {
    const [first] = await publicAddressesOf(host);
    return first!.address;
  } catch (error) {
    if (!(error instanceof OutboundAddressError)) throw error;
    throw error.reason === 'private'
      ? new MailboxError('The mail server’s address points to a private network address.', 'private_address')
      : new MailboxError('The mail server’s address was not found.', 'not_found');
  }
}

interface ImapFailure {
  code?: string;
  authenticationFailed?: boolean;
  responseText?: string;
  responseStatus?: string;
  message?: string;
}

const CERTIFICATE_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ALTNAME/;

/** An admin's reading of what went wrong, as a MailboxError. */
export function failureOf(
  error: unknown,
  credentials: Pick<MailboxCredentials, 'host' | 'port' | 'folder'>,
): MailboxError {
  if (error instanceof MailboxError) return error;
  const e = (error ?? {}) as ImapFailure;
  const where = `${credentials.host}:${credentials.port}`;
  const detail = detailOf(e);
  if (e.authenticationFailed)
    return new MailboxError('The mail server refused the user name or password.', 'sign_in', detail);
  const code = e.code ?? '';
  if (CERTIFICATE_CODES.test(code))
    return new MailboxError(
      `The mail server’s certificate is not trusted (${code}): it must be valid for ${credentials.host}.`,
      'certificate',
      detail,
    );
  if (code === 'ECONNREFUSED')
    return new MailboxError(`The mail server refused the connection (${where}).`, 'refused', detail);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new MailboxError('The mail server’s address was not found.', 'not_found', detail);
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT' || code === 'CONNECT_TIMEOUT' || code === 'GREETING_TIMEOUT')
    return new MailboxError(`The mail server did not answer in time (${where}).`, 'timeout', detail);
  if (code === 'ECONNRESET' || code === 'NoConnection' || code === 'EConnectionClosed')
    return new MailboxError(
      `The mail server closed the connection (${where}); check the port and the security setting.`,
      'closed',
      detail,
    );
  const text = e.responseText ? ` (${e.responseText})` : '';
  return new MailboxError(`${e.message || String(error)}${text}`.slice(0, 500), 'other', detail || String(error));
}

function optionsFor(credentials: MailboxCredentials, address: string): ImapFlowOptions {
  const tls = credentials.security === 'tls';
  return {
    host: address,
    port: credentials.port,
    secure: tls,
    // STARTTLS is required when asked for, and never tried otherwise.
    doSTARTTLS: credentials.security === 'starttls',
    // The certificate must be valid for the host name typed, whichever address was connected to.
    ...(isIP(credentials.host) ? {} : { servername: credentials.host }),
    tls: {
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
      ...(isIP(credentials.host) ? {} : { servername: credentials.host }),
    },
    auth: { user: credentials.username, pass: credentials.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // A hostile or broken server cannot make us hold more than one message's worth at a time.
    maxLiteralSize: MAILBOX_MESSAGE_MAX_BYTES + 65_536,
    maxLineLength: 1_048_576,
  };
}

/** Header lines (name: value, folded lines joined) into lowercased names and their values. */
export function parseHeaders(raw: Buffer | string | undefined): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  if (!raw) return headers;
  const unfolded = raw.toString('utf8').replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

/** Signs in (not yet into a folder); a failure of the mail server is thrown as MailboxError. */
async function signIn(credentials: MailboxCredentials, options: Partial<ImapFlowOptions> = {}): Promise<ImapFlow> {
  if (credentials.security === 'none' && !allowPrivate)
    throw new MailboxError('The mailbox must be read over TLS or STARTTLS.', 'tls_required');
  const client = new ImapFlow({ ...optionsFor(credentials, await reachableAddress(credentials.host)), ...options });
  // A connection that fails later is reported by the command it fails; the event must be heard.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw failureOf(error, credentials);
  }
  return client;
}

/** Opens the folder read-only (EXAMINE); a failure names the folder. */
async function openFolder(client: ImapFlow, credentials: MailboxCredentials) {
  try {
    return await client.mailboxOpen(credentials.folder, { readOnly: true });
  } catch (error) {
    const failure = failureOf(error, credentials);
    throw new MailboxError(
      `The folder “${credentials.folder}” could not be opened: ${failure.message}`,
      'folder',
      failure.detail,
    );
  }
}

/**
 * Signs in, opens the folder read-only and runs `work` with it; signs out however it ends.
 * A failure of the mail server is thrown as MailboxError with its reason.
 */
export async function withMailbox<T>(
  credentials: MailboxCredentials,
  work: (session: MailboxSession) => Promise<T>,
): Promise<T> {
  const client = await signIn(credentials);
  // The mail server's failures are named; the work's own (the database's) are thrown as they are.
  const imap = async <R>(command: () => Promise<R>): Promise<R> => {
    try {
      return await command();
    } catch (error) {
      throw failureOf(error, credentials);
    }
  };
  try {
    const mailbox = await openFolder(client, credentials);
    // A server that does not say UIDNEXT: one above the highest UID in the folder.
    const uidNext =
      Number(mailbox.uidNext) ||
      Math.max(0, ...((await imap(() => client.search({ all: true }, { uid: true }))) || [])) + 1;
    const session: MailboxSession = {
      uidValidity: String(mailbox.uidValidity),
      uidNext,
      messagesAfter: (afterUid, limit) =>
        imap(async () => {
          if (Number(mailbox.exists) === 0) return [];
          const found = await client.search({ uid: `${afterUid + 1}:*` }, { uid: true });
          // `n:*` names the last message even when its UID is below n.
          const uids = (found || [])
            .filter((uid) => uid > afterUid)
            .sort((a, b) => a - b)
            .slice(0, limit);
          if (uids.length === 0) return [];
          const messages: MailboxMessage[] = [];
          for await (const message of client.fetch(
            uids.join(','),
            { uid: true, size: true, headers: [...MATCH_HEADERS] },
            { uid: true },
          ))
            messages.push({ uid: message.uid, size: message.size ?? 0, headers: parseHeaders(message.headers) });
          return messages.sort((a, b) => a.uid - b.uid);
        }),
      source: (uid) =>
        imap(async () => {
          const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
          return message ? message.source : undefined;
        }),
    };
    return await work(session);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** A connection held in IDLE on the folder (watchMailbox). */
export interface MailboxWatch {
  /** Settles (never rejects) when the watch ends: the server or the network dropped it, or stop(). */
  readonly ended: Promise<void>;
  /** Signs out and waits for the watch to end. */
  stop(): Promise<void>;
}

/**
 * How often IDLE is ended and begun again: a server may drop an IDLE after 30 minutes (RFC 2177),
 * and a router between may forget a quiet connection far sooner.
 */
const IDLE_RENEW_MS = 5 * 60_000;

/**
 * Signs in, opens the folder read-only and holds the connection in IDLE (RFC 2177), calling
 * `onNewMail` each time the server says a message arrived (an EXISTS above the count before; the
 * messages are then read by a poll, which alone moves the place). Undefined, signed out again,
 * when the server does not offer IDLE: its mail waits for the minute's poll. A failure to sign in
 * or open the folder is thrown as MailboxError; a drop later ends the watch (`ended`).
 */
export async function watchMailbox(
  credentials: MailboxCredentials,
  onNewMail: () => void,
): Promise<MailboxWatch | undefined> {
  const client = await signIn(credentials, { maxIdleTime: IDLE_RENEW_MS });
  if (!client.capabilities.has('IDLE')) {
    await client.logout().catch(() => client.close());
    return undefined;
  }
  try {
    await openFolder(client, credentials);
  } catch (error) {
    client.close();
    throw error;
  }
  let stopping = false;
  client.on('exists', (event: { count: number; prevCount: number }) => {
    if (event.count > event.prevCount) onNewMail();
  });
  const ended = (async () => {
    // idle() returns when IDLE is renewed (IDLE_RENEW_MS) and false when it failed; a dropped
    // connection is no longer usable.
    while (!stopping && client.usable) if ((await client.idle().catch(() => false)) === false) break;
  })().finally(() => {
    if (!stopping) client.close();
  });
  return {
    ended,
    async stop() {
      stopping = true;
      await client.logout().catch(() => client.close());
      await ended;
    },
  };
}

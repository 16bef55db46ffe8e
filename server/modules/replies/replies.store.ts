/** Replies' SQL (D298): each company's reply domain, each application's token, the replies kept. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export async function replyDomainOf(db: Db, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('reply_domain')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.reply_domain ?? null;
}

export async function saveReplyDomain(db: Db, accountId: number, domain: string | null): Promise<void> {
  await db.updateTable('accounts').set({ reply_domain: domain }).where('account_id', '=', accountId).execute();
}

/**
 * The reply address of each application whose company receives replies, made on first use: 128
 * random bits in hex (some mail servers lowercase local parts, so no capitals). A company with a
 * reply mailbox (D450) gets its plus-address, <local>+<token>@<domain>, which its own mail server
 * delivers to that mailbox; else one with a reply domain gets reply+<token>@<domain> (D298).
 */
export async function replyAddresses(db: Db, refIds: string[]): Promise<Map<string, string>> {
  if (refIds.length === 0) return new Map();
  const receiving = await db
    .selectFrom('user_trackers as t')
    .innerJoin('accounts as a', 'a.account_id', 't.account_id')
    .leftJoin('reply_mailboxes as m', 'm.account_id', 't.account_id')
    .select(['t.ref_id', 'a.reply_domain', 'm.address as mailbox_address'])
    .where('t.ref_id', 'in', [...new Set(refIds)])
    .where((eb) => eb.or([eb('a.reply_domain', 'is not', null), eb('m.address', 'is not', null)]))
    .execute();
  if (receiving.length === 0) return new Map();
  await db
    .insertInto('application_reply_tokens')
    .values(receiving.map((r) => ({ ref_id: r.ref_id, token: randomBytes(16).toString('hex') })))
    .onConflict((oc) => oc.column('ref_id').doNothing())
    .execute();
  const tokens = await db
    .selectFrom('application_reply_tokens')
    .select(['ref_id', 'token'])
    .where(
      'ref_id',
      'in',
      receiving.map((r) => r.ref_id),
    )
    .execute();
  const byRef = new Map(receiving.map((r) => [r.ref_id, r]));
  return new Map(
    tokens.map((t) => {
      const { mailbox_address, reply_domain } = byRef.get(t.ref_id)!;
      if (mailbox_address) {
        const at = mailbox_address.lastIndexOf('@');
        return [t.ref_id, `${mailbox_address.slice(0, at)}+${t.token}${mailbox_address.slice(at)}`];
      }
      return [t.ref_id, `reply+${t.token}@${reply_domain}`];
    }),
  );
}

export interface TokenTarget {
  ref_id: string;
  account_id: number;
  job_id: number;
  reply_domain: string | null;
  candidate_email: string;
}

const targets = (db: Db) =>
  db
    .selectFrom('user_trackers as t')
    .innerJoin('accounts as a', 'a.account_id', 't.account_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select(['t.ref_id', 't.account_id', 't.job_id', 'a.reply_domain', 'u.email as candidate_email'])
    .where('t.removed_at', 'is', null);

/** The application a token stands for, with its company's reply domain now. */
export async function findToken(db: Db, token: string): Promise<TokenTarget | undefined> {
  return targets(db)
    .innerJoin('application_reply_tokens as r', 'r.ref_id', 't.ref_id')
    .where('r.token', '=', token)
    .executeTakeFirst();
}

/**
 * The company's application that one of its own mails with these Message-IDs was about (a reply
 * whose plus-address was lost on the way still names the mail it answers, D450); the newest when
 * several. Another company's mail is never found.
 */
export async function answeredApplication(db: Db, accountId: number, ids: string[]): Promise<TokenTarget | undefined> {
  if (ids.length === 0) return undefined;
  return targets(db)
    .innerJoin('mail_outbox as o', 'o.ref_id', 't.ref_id')
    .where('o.message_id', 'in', ids)
    .where('t.account_id', '=', accountId)
    .orderBy('o.mail_id', 'desc')
    .executeTakeFirst();
}

/** A reply already kept on the application with this Message-ID (a message read twice is kept once). */
export async function replyWithMessageId(db: Db, refId: string, messageId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('application_replies')
    .select('reply_id')
    .where('ref_id', '=', refId)
    .where('message_id', '=', messageId)
    .orderBy('reply_id')
    .executeTakeFirst();
  return row?.reply_id;
}

export interface NewReply {
  ref_id: string;
  account_id: number;
  from_address: string;
  from_name: string;
  subject: string;
  text_body: string;
  message_id: string | null;
  /** D313: what it answered, the files not kept (JSON), its thread (null: it starts one). */
  in_reply_to: string | null;
  refused_files: string;
  /** How many more files were not kept than refused_files names (D468). */
  refused_more: number;
  thread_id: number | null;
}

export async function insertReply(db: Db, reply: NewReply): Promise<number> {
  const row = await db.insertInto('application_replies').values(reply).returning('reply_id').executeTakeFirstOrThrow();
  if (reply.thread_id === null)
    await db
      .updateTable('application_replies')
      .set({ thread_id: row.reply_id })
      .where('reply_id', '=', row.reply_id)
      .execute();
  return row.reply_id;
}

export async function listReplies(db: Db, refId: string) {
  return db
    .selectFrom('application_replies as r')
    .innerJoin('user_trackers as t', 't.ref_id', 'r.ref_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select([
      'r.reply_id',
      'r.from_address',
      'r.from_name',
      'r.subject',
      'r.text_body',
      'r.received_at',
      'r.read_at',
      'r.thread_id',
      'r.refused_files',
      'r.refused_more',
      'u.email as candidate_email',
    ])
    .where('r.ref_id', '=', refId)
    .orderBy('r.received_at', 'desc')
    .orderBy('r.reply_id', 'desc')
    .execute();
}

/** The first of the application's staff to read its replies settles them on every staff home. */
export async function markRepliesRead(db: Db, refId: string, userId: number): Promise<void> {
  await db
    .updateTable('application_replies')
    .set({ read_at: new Date(), read_by_user_id: userId })
    .where('ref_id', '=', refId)
    .where('read_at', 'is', null)
    .execute();
}

/** The files each reply came with (D313), kept as the application's documents. */
export async function replyDocuments(db: Db, refId: string) {
  return db
    .selectFrom('applicant_documents')
    .select(['document_id', 'reply_id', 'file_name', 'content_type', 'size_bytes'])
    .where('ref_id', '=', refId)
    .where('reply_id', 'is not', null)
    .orderBy('document_id')
    .execute();
}

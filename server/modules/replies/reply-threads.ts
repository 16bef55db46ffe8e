/**
 * Replies in threads (D313). A conversation about an application is one thread: a candidate's
 * reply joins the thread of whatever it answers, as its In-Reply-To and References say (an earlier
 * reply on the same application, an answer staff sent to one, or a reply to the same mail), and
 * starts a thread of its own otherwise. Only the application's own messages count: a reply cannot
 * be threaded into another application by naming its Message-IDs. Staff answering a reply send
 * In-Reply-To and References, so the candidate's mail program keeps the conversation together too.
 */
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';

/** References kept on an answer: the newest, as mail programs do, so a long thread stays one header line. */
const MAX_REFERENCES = 20;

/**
 * Message-IDs read from one header, the newest (last) kept: a thread's References name a few dozen
 * at most, and anyone can mail a reply mailbox a header of tens of thousands, which would hold the
 * server and overflow the lookups' parameters (D462).
 */
export const MAX_IDS_PER_HEADER = 100;
const MAX_ID_LENGTH = 900;

/** The Message-IDs a header names (<...> each); a bare one taken whole. */
export function messageIds(...headers: (string | string[] | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const header of headers.flat()) {
    if (!header) continue;
    const bracketed = header.match(/<[^<>\s]{1,900}>/g);
    const bare = header.length <= MAX_ID_LENGTH ? [`<${header.trim().replace(/^<|>$/g, '')}>`] : [];
    for (const id of bracketed ? bracketed.slice(-MAX_IDS_PER_HEADER) : bare) ids.add(id);
  }
  return [...ids].filter((id) => id.length > 2);
}

/** The thread a reply with these Message-IDs (its In-Reply-To and References) joins on the application; undefined: a new one. */
export async function threadFor(db: Db, refId: string, ids: string[]): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  const reply = await db
    .selectFrom('application_replies')
    .select(['reply_id', 'thread_id'])
    .where('ref_id', '=', refId)
    .where('message_id', 'in', ids)
    .orderBy('reply_id')
    .executeTakeFirst();
  if (reply) return reply.thread_id ?? reply.reply_id;
  const answer = await db
    .selectFrom('mail_outbox')
    .select('reply_thread_id')
    .where('ref_id', '=', refId)
    .where('message_id', 'in', ids)
    .where('reply_thread_id', 'is not', null)
    .orderBy('mail_id', 'desc')
    .executeTakeFirst();
  if (answer) return answer.reply_thread_id!;
  // Another reply to the same mail of ours (an invitation answered twice) joins the first.
  const sibling = await db
    .selectFrom('application_replies')
    .select(['reply_id', 'thread_id'])
    .where('ref_id', '=', refId)
    .where('in_reply_to', 'in', ids)
    .orderBy('reply_id')
    .executeTakeFirst();
  return sibling ? (sibling.thread_id ?? sibling.reply_id) : undefined;
}

export interface AnsweredThread {
  replyId: number;
  threadId: number;
  /** The reply's own Message-ID, when it had one. */
  messageId: string | null;
  references: string[];
}

/** The reply an answer answers, when it is the one named application's (404 otherwise). */
export async function answeredThread(db: Db, targets: { ref_id: string }[], replyId: number): Promise<AnsweredThread> {
  const refIds = [...new Set(targets.map((t) => t.ref_id))];
  const reply =
    refIds.length === 1
      ? await db
          .selectFrom('application_replies')
          .select(['reply_id', 'thread_id', 'message_id', 'in_reply_to'])
          .where('ref_id', '=', refIds[0]!)
          .where('reply_id', '=', replyId)
          .executeTakeFirst()
      : undefined;
  if (!reply) throw notFound('Reply not found');
  const threadId = reply.thread_id ?? reply.reply_id;
  // The thread's messages before this one, oldest first: its replies' and our answers' Message-IDs.
  const earlier = await db
    .selectFrom('application_replies')
    .select(['message_id'])
    .where('thread_id', '=', threadId)
    .where('reply_id', '<', reply.reply_id)
    .orderBy('reply_id')
    .execute();
  const references = messageIds(
    reply.in_reply_to ?? undefined,
    ...earlier.map((r) => r.message_id ?? undefined),
    reply.message_id ?? undefined,
  ).slice(-MAX_REFERENCES);
  return { replyId: reply.reply_id, threadId, messageId: reply.message_id, references };
}

/** What an answer's mail carries: its threading headers, and the thread a reply to it joins. */
export function threadHeaders(
  thread: AnsweredThread,
): Pick<OutgoingMail, 'inReplyTo' | 'references' | 'replyThreadId'> {
  return {
    ...(thread.messageId ? { inReplyTo: thread.messageId } : {}),
    ...(thread.references.length ? { references: thread.references } : {}),
    replyThreadId: thread.threadId,
  };
}

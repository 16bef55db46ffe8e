/** The SQL of the mail outbox: queueing, and each step of a delivery (see mail-delivery.ts). */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MailOutboxTable, MailStatus } from '../db/schema.ts';

export type NewOutboxRow = Insertable<MailOutboxTable>;

export interface ClaimedMail {
  mail_id: number;
  account_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  from_name: string | null;
  reply_to: string | null;
  message_id: string;
  /** The threading headers (D313): the Message-ID answered, and the conversation's, space-separated. */
  in_reply_to: string | null;
  reference_ids: string | null;
  /** Including this one: together with mail_id, it names the claim. */
  attempts: number;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface NewMailFile {
  account_id: number | null;
  file_name: string;
  content_type: string;
  content: Buffer;
}

/** Inserts the rows, and links each to its attachments (mail_files ids, in order). */
export async function insertMails(db: Db, rows: (NewOutboxRow & { attachmentIds?: number[] })[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await db
    .insertInto('mail_outbox')
    .values(rows.map(({ attachmentIds: _, ...row }) => row))
    .returning('mail_id')
    .execute();
  const links = rows.flatMap((row, i) =>
    (row.attachmentIds ?? []).map((mail_file_id, position) => ({
      mail_id: inserted[i]!.mail_id,
      mail_file_id,
      position,
    })),
  );
  if (links.length) await db.insertInto('mail_outbox_files').values(links).execute();
}

/** Keeps files to attach to mail; their ids go in OutgoingMail.attachments. */
export async function insertMailFiles(db: Db, files: NewMailFile[]): Promise<number[]> {
  if (files.length === 0) return [];
  const rows = await db
    .insertInto('mail_files')
    .values(files.map((f) => ({ ...f, byte_size: f.content.byteLength })))
    .returning('mail_file_id')
    .execute();
  return rows.map((r) => r.mail_file_id);
}

async function attachmentsOf(db: Db, mailId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom('mail_outbox_files as l')
    .innerJoin('mail_files as f', 'f.mail_file_id', 'l.mail_file_id')
    .select(['f.file_name', 'f.content_type', 'f.content'])
    .where('l.mail_id', '=', mailId)
    .orderBy('l.position')
    .execute();
  // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
  return rows.map((r) => ({ filename: r.file_name, contentType: r.content_type, content: Buffer.from(r.content) }));
}

export async function accountNames(db: Db, accountIds: number[]): Promise<Map<number, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['account_id', 'name'])
    .where('account_id', 'in', accountIds)
    .execute();
  return new Map(rows.map((r) => [r.account_id, r.name]));
}

/**
 * A worker that died while sending leaves its row 'sending' with a lease that runs out; such rows
 * become 'uncertain' and are never sent again (mail-delivery.ts says why).
 */
export async function markInterrupted(db: Db): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'uncertain',
      lease_until: null,
      last_error:
        'The sender stopped while handing this mail to the SMTP server; it is not sent again, so it cannot arrive twice. It may or may not have been delivered.',
    })
    .where('status', '=', 'sending')
    .where('lease_until', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The oldest due mail of a sender that has not used its rate for the last minute, marked
 * 'sending' with a lease and given its Message-ID if it has none yet; undefined when none is due.
 * A company's mail counts against `rates.company`, the platform's own (sign-up codes, reset
 * links: no account) against `rates.platform`, so a busy day of sign-ups does not hold codes back.
 */
export async function claimNextMail(
  db: Db,
  rates: { company: number; platform: number },
  leaseSeconds: number,
  messageIdFor: (mailId: number) => string,
): Promise<ClaimedMail | undefined> {
  return db.transaction().execute(async (trx) => {
    const due = await sql<{ mail_id: number }>`
      select m.mail_id from mail_outbox m
       where m.status = 'queued' and m.next_attempt_at <= now()
         and (select count(*) from (select 1 from mail_outbox r
                                     where coalesce(r.account_id, 0) = coalesce(m.account_id, 0)
                                       and r.last_attempt_at > now() - interval '1 minute'
                                     limit ${Math.max(rates.company, rates.platform)}) recent)
             < case when m.account_id is null then ${rates.platform}::int else ${rates.company}::int end
       order by m.next_attempt_at, m.mail_id
       limit 1
       for update skip locked`.execute(trx);
    const mailId = due.rows[0]?.mail_id;
    if (mailId === undefined) return undefined;
    const row = await trx
      .updateTable('mail_outbox')
      .set({
        status: 'sending',
        attempts: sql<number>`attempts + 1`,
        last_attempt_at: sql<Date>`now()`,
        lease_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
        message_id: sql<string>`coalesce(message_id, ${messageIdFor(mailId)})`,
      })
      .where('mail_id', '=', mailId)
      .returning([
        'mail_id',
        'account_id',
        'to_address',
        'subject',
        'text_body',
        'html_body',
        'from_name',
        'reply_to',
        'message_id',
        'in_reply_to',
        'reference_ids',
        'attempts',
      ])
      .executeTakeFirstOrThrow();
    return { ...row, message_id: row.message_id!, attachments: await attachmentsOf(trx, mailId) };
  });
}

/** Only the claim's own outcome is written: a later claim of the same row has another attempts. */
function ofClaim(db: Db, claim: Pick<ClaimedMail, 'mail_id' | 'attempts'>, statuses: MailStatus[]) {
  return db
    .updateTable('mail_outbox')
    .where('mail_id', '=', claim.mail_id)
    .where('attempts', '=', claim.attempts)
    .where('status', 'in', statuses);
}

/** Also from 'uncertain': an SMTP server that answered after the lease ran out did take the mail. */
export async function markSent(db: Db, claim: Pick<ClaimedMail, 'mail_id' | 'attempts'>): Promise<void> {
  await ofClaim(db, claim, ['sending', 'uncertain'])
    .set({ status: 'sent', sent_at: sql<Date>`now()`, lease_until: null, last_error: null })
    .execute();
}

export async function markRetry(
  db: Db,
  claim: Pick<ClaimedMail, 'mail_id' | 'attempts'>,
  error: string,
  delaySeconds: number,
): Promise<void> {
  await ofClaim(db, claim, ['sending'])
    .set({
      status: 'queued',
      lease_until: null,
      last_error: error,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
    })
    .execute();
}

export async function markFailed(
  db: Db,
  claim: Pick<ClaimedMail, 'mail_id' | 'attempts'>,
  error: string,
): Promise<void> {
  await ofClaim(db, claim, ['sending']).set({ status: 'failed', lease_until: null, last_error: error }).execute();
}

/**
 * When a delivery run should come back: the next retry, the end of a lease another worker holds,
 * or, when due mail waits for its sender's rate, the moment the oldest send of the last minute
 * leaves the window. Undefined when nothing is waiting.
 */
export async function nextWakeUp(db: Db): Promise<Date | undefined> {
  const result = await sql<{ wake: Date | null }>`
    select least(
      (select min(next_attempt_at) from mail_outbox where status = 'queued' and next_attempt_at > now()),
      (select min(lease_until) from mail_outbox where status = 'sending'),
      case when exists (select 1 from mail_outbox where status = 'queued' and next_attempt_at <= now())
           then coalesce((select min(last_attempt_at) + interval '1 minute' from mail_outbox where last_attempt_at > now() - interval '1 minute'), now())
      end
    ) as wake`.execute(db);
  const wake = result.rows[0]?.wake;
  return wake ? new Date(wake) : undefined;
}

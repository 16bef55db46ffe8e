/** A company's reply mailbox (migrations 0179 and 0187, D450, D470): its settings, the password sealed, and where the polls have read to. */
import { sql } from 'kysely';
import type { MailboxFailure, MailboxProblem } from '../../../contracts/replies.ts';
import type { Db } from '../../db/database.ts';
import type { ReplyMailboxSecurity, ReplyMailboxStatus } from '../../db/schema/replies.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { SealedSecret } from '../../secrets/sealed-secret.ts';

export interface MailboxRow {
  account_id: number;
  host: string;
  port: number;
  security: ReplyMailboxSecurity;
  username: string;
  secret: SealedSecret;
  folder: string;
  address: string;
  status: ReplyMailboxStatus;
  last_error_kind: MailboxProblem | null;
  last_error_detail: string;
  checked_at: Date | null;
  uid_validity: string | null;
  last_uid: number;
  replies_received: number;
  last_reply_at: Date | null;
}

const columns = [
  'account_id',
  'host',
  'port',
  'security',
  'username',
  'secret',
  'folder',
  'address',
  'status',
  'last_error_kind',
  'last_error_detail',
  'checked_at',
  'uid_validity',
  'last_uid',
  'replies_received',
  'last_reply_at',
] as const;

const secretContext = (accountId: number) => sealContext('reply_mailboxes', 'secret', accountId);

export async function mailboxOf(db: Db, accountId: number): Promise<MailboxRow | undefined> {
  const row = await db
    .selectFrom('reply_mailboxes')
    .select(columns)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    uid_validity: row.uid_validity === null ? null : String(row.uid_validity),
    last_uid: Number(row.last_uid),
    secret: SealedSecret.fromStored(row.secret, secretContext(accountId)),
  };
}

export interface MailboxSettings {
  host: string;
  port: number;
  security: ReplyMailboxSecurity;
  username: string;
  secret: string | SealedSecret;
  folder: string;
  address: string;
}

/**
 * Saves the settings; the polls' place is kept only while the server, user and folder stay the
 * same (another mailbox is read from its own next message on).
 */
export async function saveMailbox(
  db: Db,
  accountId: number,
  given: MailboxSettings,
  keepsPlace: boolean,
): Promise<void> {
  const values = { ...given, secret: SealedSecret.toStored(given.secret, secretContext(accountId)) };
  const reset = {
    status: 'unchecked' as const,
    last_error_kind: null,
    last_error_detail: '',
    checked_at: null,
    updated_at: new Date(),
    ...(keepsPlace ? {} : { uid_validity: null, last_uid: 0 }),
  };
  await db
    .insertInto('reply_mailboxes')
    .values({ account_id: accountId, ...values, ...reset })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, ...reset }))
    .execute();
}

export async function deleteMailbox(db: Db, accountId: number): Promise<boolean> {
  const result = await db.deleteFrom('reply_mailboxes').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * How a test or poll went (D470): a failure by its kind and the server's own words; `unkept`, on
 * a poll that read the mailbox, the words about a message it could not keep.
 */
export async function recordCheck(
  db: Db,
  accountId: number,
  outcome: { ok: true; unkept?: string } | { ok: false; kind: MailboxFailure; detail: string },
): Promise<void> {
  const [kind, detail]: [MailboxProblem | null, string] = outcome.ok
    ? outcome.unkept
      ? ['message_not_kept', outcome.unkept]
      : [null, '']
    : [outcome.kind, outcome.detail];
  await db
    .updateTable('reply_mailboxes')
    .set({
      status: outcome.ok ? 'connected' : 'failing',
      last_error_kind: kind,
      last_error_detail: detail.slice(0, 1000),
      checked_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * Where the polls read from: the folder's UIDVALIDITY and the last UID read. A UID only moves
 * forward while the UIDVALIDITY is the same; a new UIDVALIDITY starts its own count.
 */
export async function recordPlace(db: Db, accountId: number, uidValidity: string, lastUid: number): Promise<void> {
  await db
    .updateTable('reply_mailboxes')
    .set({
      uid_validity: uidValidity,
      last_uid: sql<string>`case when uid_validity = ${uidValidity}::bigint then greatest(last_uid, ${lastUid}::bigint) else ${lastUid}::bigint end`,
    })
    .where('account_id', '=', accountId)
    .execute();
}

export async function countReply(db: Db, accountId: number): Promise<void> {
  await db
    .updateTable('reply_mailboxes')
    .set({ replies_received: sql<number>`replies_received + 1`, last_reply_at: new Date() })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * The companies whose mailbox is due a poll: every one, but one failing (a wrong password, a
 * server down) only every `failingEveryMs`, so a mail server is not asked over and over with
 * credentials it refuses.
 */
export async function mailboxesDue(db: Db, failingEveryMs: number): Promise<number[]> {
  const rows = await db
    .selectFrom('reply_mailboxes')
    .select('account_id')
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'failing'),
        eb('checked_at', 'is', null),
        eb('checked_at', '<', new Date(Date.now() - failingEveryMs)),
      ]),
    )
    .orderBy('account_id')
    .execute();
  return rows.map((r) => r.account_id);
}

/** The companies whose mailbox is not failing: those watched over IDLE (D475). */
export async function mailboxesNotFailing(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('reply_mailboxes')
    .select('account_id')
    .where('status', '!=', 'failing')
    .orderBy('account_id')
    .execute();
  return rows.map((r) => r.account_id);
}

/** The mail outbox as tests read it: where it stands now, and what was queued after that. */
import type { Db } from '../db/database.ts';

export async function lastMailId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.max('mail_id').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The mails queued after `since` (a lastMailId), oldest first; only those to `address` when given. */
export async function mailsSince(db: Db, since: number, address?: string) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['mail_id', 'to_address', 'subject', 'text_body', 'reason'])
    .where('mail_id', '>', since)
    .orderBy('mail_id');
  if (address !== undefined) query = query.where('to_address', '=', address);
  return query.execute();
}

/**
 * A candidate mail about an application answers to that application's reply address when its
 * company has a reply domain (D298), so what the candidate sends back comes into the application;
 * without one it answers to the sender, as before.
 */
import type { Db } from '../../db/database.ts';
import { replyAddresses } from './replies.store.ts';

/** `mails[i]` is about the application `refIds[i]`. */
export async function withReplyAddresses<T extends { replyTo?: string | undefined }>(
  db: Db,
  mails: T[],
  refIds: string[],
): Promise<T[]> {
  const addresses = await replyAddresses(db, refIds);
  if (addresses.size === 0) return mails;
  return mails.map((mail, i) => ({ ...mail, replyTo: addresses.get(refIds[i]!) ?? mail.replyTo }));
}

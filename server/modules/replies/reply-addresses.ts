/**
 * A candidate mail about an application answers to that application's reply address when its
 * company has a reply domain (D298), so what the candidate sends back comes into the application;
 * without one it answers to the sender, as before. Every mail to an application's candidate goes
 * through here (the applicant email, rejections, interview and booking mail, offers: D313; the
 * application's receipt through the event the progress module announces: D326) and names its
 * application, so a reply to it threads there.
 */
import type { Db } from '../../db/database.ts';
import { onApplicationReceipt } from '../progress/index.ts';
import { replyAddresses } from './replies.store.ts';

/** `mails[i]` is to the candidate of the application `refIds[i]` (undefined: to someone else, left as it is). */
export async function withReplyAddresses<T extends { replyTo?: string | undefined; refId?: string | undefined }>(
  db: Db,
  mails: T[],
  refIds: (string | undefined)[],
): Promise<T[]> {
  const addresses = await replyAddresses(
    db,
    refIds.filter((r): r is string => r !== undefined),
  );
  return mails.map((mail, i) => {
    const refId = refIds[i];
    if (refId === undefined) return mail;
    return { ...mail, refId, replyTo: addresses.get(refId) ?? mail.replyTo };
  });
}

/** One mail to the candidate of `refId`. */
export async function withReplyAddress<T extends { replyTo?: string | undefined; refId?: string | undefined }>(
  db: Db,
  mail: T,
  refId: string,
): Promise<T> {
  const [addressed] = await withReplyAddresses(db, [mail], [refId]);
  return addressed!;
}

/**
 * Registered by buildApp: the application's receipt, sent by the progress module, which may not
 * import this one (D280), answers to the application's reply address too (D326).
 */
export function listenForApplicationReceipts(): void {
  onApplicationReceipt(withReplyAddress);
}

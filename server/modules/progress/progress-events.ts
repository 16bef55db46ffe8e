/**
 * What the progress module announces about the mail it sends, so that a module it may not import
 * (the replies module reaches progress through job and pathway: an import back would join D280's
 * knot) acts on it by listening. Today one event: the candidate's "we received your application"
 * is about to be queued, and a listener may amend it (the replies module gives it the application's
 * reply address, D326). Listeners run in the order they registered, awaited, on the caller's
 * connection (its transaction); registering the same listener twice keeps one, so an app built many
 * times in one process (the tests) calls it once. With no listener (the demo seed) the mail goes
 * as it was made.
 */
import type { Db } from '../../db/database.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';

/** Answers the mail to queue in place of `mail`, the receipt of the application `refId`. */
type ReceiptListener = (db: Db, mail: OutgoingMail, refId: string) => Promise<OutgoingMail>;

const receiptListeners = new Set<ReceiptListener>();

export function onApplicationReceipt(listener: ReceiptListener): () => void {
  receiptListeners.add(listener);
  return () => receiptListeners.delete(listener);
}

/** The receipt of `refId` as the listeners leave it, named for its application (D313's `mail_outbox.ref_id`). */
export async function announceApplicationReceipt(db: Db, mail: OutgoingMail, refId: string): Promise<OutgoingMail> {
  let amended: OutgoingMail = { ...mail, refId };
  for (const listener of receiptListeners) amended = await listener(db, amended, refId);
  return amended;
}

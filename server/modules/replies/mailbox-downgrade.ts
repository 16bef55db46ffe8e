/**
 * A reply mailbox may be read without transport security only inside the network
 * (REPLY_IMAP_ALLOW_PRIVATE). A switch to it must not reuse a password saved for TLS or STARTTLS,
 * which would then cross the network in clear: the admin types it again in the same save (D468).
 */
import type { SaveReplyMailbox } from '../../../contracts/replies.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { WordedFieldError, type RefusalWords } from '../../http/http-error.ts';
import { mailboxOf } from './reply-mailbox.store.ts';

const PASSWORD_AGAIN: RefusalWords = {
  en: 'Enter the password again: it was saved for an encrypted connection and is not sent without one.',
  es: 'Vuelve a escribir la contraseña: se guardó para una conexión cifrada y no se envía sin ella.',
  fr: 'Saisissez de nouveau le mot de passe\u202f: il a été enregistré pour une connexion chiffrée et n’est pas envoyé sans elle.',
};

/** Refuses (400 naming `password`, in the reader's language) a save to `none` that keeps a password saved under TLS. */
export async function refuseClearDowngrade(db: Db, accountId: number, body: SaveReplyMailbox): Promise<void> {
  if (body.security !== 'none' || body.password !== '') return;
  const existing = await mailboxOf(db, accountId);
  if (existing && existing.security !== 'none')
    throw new WordedFieldError(400, ErrorCode.validation, 'password', PASSWORD_AGAIN);
}

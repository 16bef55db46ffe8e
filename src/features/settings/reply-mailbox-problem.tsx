/**
 * What went wrong with the reply mailbox, in the reader's language (D464, D470): the server names
 * the kind (a refused password, an untrusted certificate, one message not kept…) and keeps the
 * mail server's own words, which are shown beside it as they are, untranslated.
 */
import { t } from '@lingui/core/macro';
import type { MailboxProblem, ReplyMailbox } from '../../../contracts/replies.ts';

type Place = Pick<ReplyMailbox, 'host' | 'port' | 'folder'>;

export function mailboxProblemText(kind: MailboxProblem, { host, port, folder }: Place): string {
  const where = `${host}:${port}`;
  const texts: Record<MailboxProblem, () => string> = {
    sign_in: () => t`The mail server refused the user name or password.`,
    certificate: () => t`The mail server’s certificate is not trusted: it must be valid for ${host}.`,
    refused: () => t`The mail server refused the connection (${where}).`,
    not_found: () => t`The mail server’s address was not found.`,
    private_address: () => t`The mail server’s address points to a private network address.`,
    timeout: () => t`The mail server did not answer in time (${where}).`,
    closed: () => t`The mail server closed the connection (${where}); check the port and the security setting.`,
    folder: () => t`The folder “${folder}” could not be opened.`,
    tls_required: () => t`The mailbox must be read over TLS or STARTTLS.`,
    not_connected: () => t`No reply mailbox is connected.`,
    other: () => t`The mail server gave an answer Assay does not know.`,
    message_not_kept: () => t`A message could not be kept; the messages after it were read.`,
  };
  return texts[kind]();
}

/**
 * The problem in one line (a notification): the server's words only when its kind is unknown, as
 * the status line under the form shows them for every kind.
 */
export function mailboxProblemLine(kind: MailboxProblem, place: Place, detail: string): string {
  const text = mailboxProblemText(kind, place);
  return kind === 'other' && detail ? `${text} (${detail})` : text;
}

/** The server's own words, as secondary text: not the reader's language, so not translated by the browser either. */
export function ServerDetail({ detail }: { detail: string }) {
  if (!detail) return null;
  return (
    <>
      <br />
      <small className="company-list__muted" translate="no">
        {detail}
      </small>
    </>
  );
}

/**
 * Bulk email to applicants and its preview (D201), and the rejection mail's preview (D263): all or
 * nothing over the named applications, as every bulk action.
 */
import type { RejectionEmail } from '../../../contracts/rejection-email.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import { withTargets, type RequestKey } from './bulk-actions.service.ts';
import type { VersionedMail } from '../../../contracts/mail-versions.ts';
import { assertKnownMergeFields, composeVersionFor, mergeValuesFor, queueComposedMails } from './composed-mail.ts';
import { keepAttachments, type CheckedAttachment } from './email-attachments.ts';
import { answeredThread } from '../replies/index.ts';
import { assertRejectionEmail, rejectionPreview } from './rejection-email.ts';

/** `attachments`: files already checked (email-attachments.ts checkAttachments), sent with every mail. */
export interface EmailBody extends VersionedMail {
  ref_ids: string[];
  answers_reply_id?: number | undefined;
}

/** One mail per address (the first application named for it), each with its own merge fields filled (composed-mail.ts). */
export async function emailApplicants(
  db: Db,
  viewer: LoadedUser,
  body: EmailBody,
  publicUrl: string,
  key?: RequestKey,
  attachments: CheckedAttachment[] = [],
) {
  assertKnownMergeFields(body);
  return withTargets(
    db,
    viewer,
    body.ref_ids,
    async (trx, targets) => {
      const files = await keepAttachments(
        trx,
        targets.map((t) => t.account_id),
        attachments,
      );
      const attached = attachments.length ? { attachments: attachments.map((a) => a.fileName) } : {};
      const thread =
        body.answers_reply_id === undefined ? undefined : await answeredThread(trx, targets, body.answers_reply_id);
      const sent = await queueComposedMails(trx, viewer, targets, body, publicUrl, {
        files,
        details: { ...attached, ...(thread ? { answers_reply_id: thread.replyId } : {}) },
        thread,
      });
      return { sent };
    },
    key,
  );
}

/** The mail each named application would receive, filled with its own data; nothing is sent or written. */
export async function previewEmail(db: Db, viewer: LoadedUser, body: EmailBody, publicUrl: string) {
  assertKnownMergeFields(body);
  return withTargets(db, viewer, body.ref_ids, async (trx, targets) => {
    const values = await mergeValuesFor(trx, viewer, targets, publicUrl);
    return {
      recipients: targets.map((t, i) => ({
        ref_id: t.ref_id,
        email: t.email,
        first_name: t.first_name,
        last_name: t.last_name,
        ...composeVersionFor(body, t, values[i]!),
      })),
    };
  });
}

/** The rejection mail each named application would receive (D263): nothing is sent or written. */
export async function previewRejection(
  db: Db,
  viewer: LoadedUser,
  body: { ref_ids: string[]; email: RejectionEmail },
  publicUrl: string,
) {
  // When it would leave is the reject request's to judge, not the preview's.
  const { send_at: _sendAt, ...email } = body.email;
  assertRejectionEmail(email);
  return withTargets(db, viewer, body.ref_ids, (trx, targets) =>
    rejectionPreview(trx, viewer, targets, email, publicUrl),
  );
}

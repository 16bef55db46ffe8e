/**
 * The Undo of a bulk reject (D266, D490): one request takes back the rejections of the applications
 * named, in one transaction, cancelling each rejection mail still waiting, and answers what the
 * toast says: how many were undone, of their mails how many were cancelled or had already left,
 * and which were not undone and why. A ref_id nobody has, or one of another company or out of the
 * viewer's reach, refuses the whole request (404, nothing changes, the same answer for both), as the
 * bulk reject does; an application of the viewer's removed since is named `removed` (D504).
 */
import * as z from 'zod/mini';
import { BULK_MAX_REF_IDS } from './applicant-constants.ts';
import { defineEndpoint } from './endpoint.ts';

export const BulkUndoRejectionsBody = z.object({
  ref_ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(BULK_MAX_REF_IDS)),
});

/**
 * Why an application's rejection was not undone: `nothing_to_undo`, no rejection kept for undo (the
 * ten minutes passed, or it was undone already); `moved_on`, its last change since is not that
 * rejection (it was undone and advanced, or no longer stands rejected); `removed`, the application
 * was removed since (deleted from its requisition, the requisition deleted, or the person's data
 * erased) and is not put back (D504).
 */
export const NOT_UNDONE_REASONS = ['nothing_to_undo', 'moved_on', 'removed'] as const;
export type NotUndoneReason = (typeof NOT_UNDONE_REASONS)[number];

export const BulkUndoRejectionsAnswerSchema = z.object({
  undone: z.number(),
  /** Of the undone rejections, the mails that were still waiting: cancelled, never sent. */
  emails_cancelled: z.number(),
  /** Of the undone rejections, the mails that had already left. */
  emails_sent: z.number(),
  not_undone: z.array(z.object({ ref_id: z.string(), reason: z.enum(NOT_UNDONE_REASONS) })),
});
export type BulkUndoRejectionsAnswer = z.infer<typeof BulkUndoRejectionsAnswerSchema>;

export const bulkUndoRejections = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/bulk-reject-applicants/undo/',
  access: 'staff',
  summary:
    'Undo the rejections of the applicants named (the Undo of a bulk reject, within ten minutes), cancelling each rejection mail still waiting; answers how many were undone, how many mails were cancelled or had already been sent, and which were not undone and why. One transaction; an unknown or foreign ref_id: 404, nothing changes; one removed since is listed as not undone (removed). Takes an Idempotency-Key',
  body: BulkUndoRejectionsBody,
  response: BulkUndoRejectionsAnswerSchema,
});

/**
 * Rejecting one application and recovering it (seed 001 section 7), with the rejection email of
 * D213: judged before anything changes, sent or scheduled in the rejection's transaction, and
 * cancelled when the applicant is recovered or rejected again.
 */
import type { ApplicationState } from '../../../contracts/scorecard.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { RejectionEmail } from '../../../contracts/rejection-email.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid } from '../../http/http-error.ts';
import {
  assertRejectionEmail,
  cancelRejectionEmails,
  lockTargets,
  sendOrScheduleRejectionEmails,
} from '../applicants/index.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { keepForUndo } from '../../db/application-undo.store.ts';
import type { LoadedUser } from '../user/index.ts';
import { act, event } from './scorecard-actions.service.ts';
import * as store from './scorecard.store.ts';

export async function reject(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  reasonId: number,
  note: string | undefined,
  mail?: { email: RejectionEmail | undefined; publicUrl: string },
): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    // The mail's values after the access check: someone else's applicant answers 404 whatever the
    // body, so a refusal never tells an outsider it exists.
    assertRejectionEmail(mail?.email);
    const reason = await store.findRejectionReason(trx, reasonId);
    if (!reason || reason.account_id !== app.job.account_id || !reason.is_active)
      throw invalid('rejection_reason_id', "Choose one of the company's rejection reasons.");
    const reasonNote = note ? note : null;
    // The state before, for the pipeline's undo (D202).
    await keepForUndo(trx, [app.ref_id], 'reject', viewer.user_id);
    await store.updateReview(trx, userSmartreqId, {
      status: 'rejected',
      rejection_reason_id: reason.rejection_reason_id,
      rejection_note: reasonNote,
      rejected_at: new Date(),
      hired_at: null,
    });
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'rejected',
      details: {
        from: current.status,
        rejection_reason_id: reason.rejection_reason_id,
        reason_name: reason.name,
        rejection_type: reason.rejection_type,
        reason_note: reasonNote,
      },
    });
    // A mail still waiting from an earlier rejection gives way to this one's (D213).
    await cancelRejectionEmails(trx, viewer.user_id, [{ job_id: app.job.job_id, ref_id: app.ref_id }]);
    if (mail?.email)
      await sendOrScheduleRejectionEmails(
        trx,
        viewer,
        await lockTargets(trx, [app.ref_id]),
        mail.email,
        mail.publicUrl,
      );
  });
}

export async function recover(db: Db, viewer: LoadedUser, userSmartreqId: number): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    if (current.status === 'active') return;
    if (current.status === 'hired')
      throw new HttpError(409, ErrorCode.conflict, 'Only a rejected applicant can be recovered.');
    await store.updateReview(trx, userSmartreqId, {
      status: 'active',
      rejection_reason_id: null,
      rejection_note: null,
      rejected_at: null,
    });
    await recordJobEvent(trx, { ...event(app, viewer), kind: 'recovered' });
    await cancelRejectionEmails(trx, viewer.user_id, [{ job_id: app.job.job_id, ref_id: app.ref_id }]);
  });
}

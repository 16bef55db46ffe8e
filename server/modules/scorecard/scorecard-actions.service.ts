/**
 * The scorecard's review actions. Each action runs in one transaction holding the application's
 * row lock: it checks, changes and records its job event together, so a refused action changes
 * nothing.
 */
import type { ApplicationState, HirePersonalData, ShareScorecard } from '../../../contracts/scorecard.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { queueMail } from '../../integrations/mail.ts';
import { accountNames } from '../../integrations/mail-outbox.store.ts';
import { languageOfAddress } from '../../integrations/mail-template/email-template.store.ts';
import { checkShareRecipients } from './share-recipients.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';
import { applicationForStaff, type StaffApplication } from '../../http/team-access.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { employeeFromHire } from '../people/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './scorecard.store.ts';
import { cancelRejectionEmails } from '../applicants/index.ts';

export const REJECTED_CANNOT_BE_HIRED = 'A rejected applicant cannot be hired. Recover the applicant first.';
const rejectedConflict = () => new HttpError(409, ErrorCode.conflict, REJECTED_CANNOT_BE_HIRED);

type Action = (trx: Db, current: store.ReviewRow, app: StaffApplication) => Promise<void>;

/** Checks access, then runs `action` in a transaction on the locked review row; answers the new state. */
export async function act(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  action: Action,
): Promise<ApplicationState> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  return db.transaction().execute(async (trx) => {
    const current = await store.reviewState(trx, userSmartreqId, true);
    await action(trx, current, app);
    return store.toState(await store.reviewState(trx, userSmartreqId));
  });
}

export const event = (app: StaffApplication, viewer: LoadedUser) => ({
  job_id: app.job.job_id,
  ref_id: app.ref_id,
  actor_user_id: viewer.user_id,
});

export async function setStatus(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  status: 'active' | 'hired',
): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    if (current.status === status) return;
    if (status === 'hired' && current.status === 'rejected') throw rejectedConflict();
    const change: store.ReviewChange =
      status === 'active'
        ? { status, rejection_reason_id: null, rejection_note: null, rejected_at: null, hired_at: null }
        : { status, hired_at: new Date() };
    await store.updateReview(trx, userSmartreqId, change);
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'status_changed',
      details: { from: current.status, to: status },
    });
    if (current.status === 'rejected')
      await cancelRejectionEmails(trx, viewer.user_id, [{ job_id: app.job.job_id, ref_id: app.ref_id }]);
    if (status === 'hired') await employeeFromHire(trx, app.ref_id);
  });
}

export async function setTimeAccommodation(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  multiplier: number,
): Promise<{ user_smartreq_id: number; time_accommodation: number }> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  return db.transaction().execute(async (trx) => {
    const before = await store.timeAccommodation(trx, userSmartreqId);
    if (before !== multiplier) {
      await store.updateTimeAccommodation(trx, userSmartreqId, multiplier);
      await recordJobEvent(trx, {
        ...event(app, viewer),
        kind: 'time_accommodation_changed',
        details: { from: before, to: multiplier },
      });
    }
    return { user_smartreq_id: userSmartreqId, time_accommodation: multiplier };
  });
}

export async function markNew(db: Db, viewer: LoadedUser, userSmartreqId: number): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    if (current.is_new) return;
    await store.updateReview(trx, userSmartreqId, { is_new: true });
    await recordJobEvent(trx, { ...event(app, viewer), kind: 'marked_new' });
  });
}

export async function updateHireData(db: Db, viewer: LoadedUser, body: HirePersonalData): Promise<ApplicationState> {
  return act(db, viewer, body.user_smartreq_id, async (trx, current) => {
    if (current.status === 'rejected') throw rejectedConflict();
    await store.updatePersonalData(trx, current.user_id, {
      first_name: body.first_name,
      last_name: body.last_name,
      ...(body.phone_number !== undefined ? { phone_number: body.phone_number || null } : {}),
    });
    if (body.hire_start_date !== undefined)
      await store.updateReview(trx, body.user_smartreq_id, { hire_start_date: body.hire_start_date });
  });
}

export async function hire(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  startDate: string | null | undefined,
): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    if (current.status === 'rejected') throw rejectedConflict();
    if (current.status === 'hired') {
      if (startDate !== undefined && startDate !== current.hire_start_date)
        await store.updateReview(trx, userSmartreqId, { hire_start_date: startDate });
      // A hire made before hires became employees (D169) gets its employee now; later ones have one.
      await employeeFromHire(trx, app.ref_id);
      return;
    }
    await store.updateReview(trx, userSmartreqId, {
      status: 'hired',
      hired_at: new Date(),
      ...(startDate !== undefined ? { hire_start_date: startDate } : {}),
    });
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'hired',
      details: { start_date: startDate ?? current.hire_start_date },
    });
    await employeeFromHire(trx, app.ref_id);
  });
}

export async function share(
  db: Db,
  viewer: LoadedUser,
  body: ShareScorecard,
  publicUrl: string,
): Promise<{ sent: number }> {
  const app = await applicationForStaff(db, viewer, body.user_smartreq_id);
  const applicant = await store.applicantRow(db, body.user_smartreq_id);
  const recipients = await checkShareRecipients(db, app.job.account_id, [...new Set(body.recipients)]);
  const link = `${publicUrl}/smartreq-detail-applicant/${body.user_smartreq_id}`;
  const sharer = `${viewer.first_name} ${viewer.last_name}`.trim();
  const who = `${applicant.first_name} ${applicant.last_name}`.trim();
  const company = (await accountNames(db, [app.job.account_id])).get(app.job.account_id) ?? '';
  await db.transaction().execute(async (trx) => {
    for (const { to, isColleague } of recipients) {
      await queueMail(
        trx,
        await templatedMail(trx, {
          slug: 'scorecard_share',
          to,
          // A recipient without an account reads the sharer's language.
          language: (await languageOfAddress(trx, to)) ?? viewer.preferred_language,
          values: {
            sender_name: sharer,
            applicant_name: who,
            job_name: app.job.title,
            company_name: company,
            scorecard_link: link,
            // Free text goes only to the company's own people (D205).
            message: isColleague ? (body.message ?? '') : '',
          },
          purpose: { reason: 'scorecard_share', accountId: app.job.account_id, sharedBy: sharer },
          replyTo: viewer.email,
        }),
      );
    }
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'scorecard_shared',
      details: { recipients: recipients.map((r) => r.to) },
    });
  });
  return { sent: recipients.length };
}

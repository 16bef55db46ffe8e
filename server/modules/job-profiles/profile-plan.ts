/**
 * When a job profile's measurement plan is given (contracts/job-profiles.ts, D174): staff with
 * access to the profile choose a number of days after each participant's start. The hourly job
 * gives the plan to every participant due, once: each in its own transaction with the employee
 * row locked, checked again, a tracker started as for a candidate and recorded in
 * `job_profile_enrolments` (unique per profile and employee), so a repeated run, or two at once,
 * enrol nobody twice. The invitation goes through the outbox in the same transaction.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { PlanTiming, SavePlanTiming } from '../../../contracts/job-profiles.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';
import { startProfilePlanTracker, trackerLink } from '../progress/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { profileForStaff } from './job-profiles.service.ts';
import * as store from './profile-plan.store.ts';

async function timingOf(db: Db, jobId: number): Promise<PlanTiming> {
  return {
    days_after_start: (await store.findTiming(db, jobId)) ?? null,
    enrolled: await store.enrolledCount(db, jobId),
  };
}

export async function getPlanTiming(db: Db, viewer: LoadedUser, jobId: number): Promise<PlanTiming> {
  await profileForStaff(db, viewer, jobId);
  return timingOf(db, jobId);
}

export async function savePlanTiming(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  body: SavePlanTiming,
): Promise<PlanTiming> {
  await profileForStaff(db, viewer, jobId);
  if (body.days_after_start === null) await store.deleteTiming(db, jobId);
  else await store.saveTiming(db, jobId, body.days_after_start, viewer.user_id);
  return timingOf(db, jobId);
}

/** Gives the plan to every participant due on the UTC day of `now`; returns how many were enrolled. */
export async function enrolDueParticipants(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let enrolled = 0;
  for (const { job_id: jobId, employee_id: employeeId } of await store.dueParticipants(db, today)) {
    const done = await db.transaction().execute(async (trx) => {
      const employee = await store.lockParticipantToEnrol(trx, jobId, employeeId);
      if (!employee || employee.user_id === null || (await store.isEnrolled(trx, jobId, employeeId))) return false;
      try {
        const tracker = await startProfilePlanTracker(trx, employee.user_id, jobId);
        await store.insertEnrolment(trx, { job_id: jobId, employee_id: employeeId, ref_id: tracker.ref_id });
        const mail = await templatedMail(trx, {
          slug: 'profile_plan_invitation',
          to: employee.email ?? employee.account_email,
          language: employee.preferred_language ?? employee.default_language,
          values: {
            first_name: employee.first_name,
            company_name: employee.company_name,
            profile_name: employee.profile_name,
            start_link: trackerLink(publicUrl, tracker.job_uuid, tracker.ref_id),
          },
          purpose: { reason: 'profile_plan_invitation', accountId: employee.account_id },
        });
        await queueMail(trx, mail);
        return true;
      } catch (failure) {
        // The same person enrolled as another employee record of this profile recently: the next runs try again once the wait is over.
        if (failure instanceof HttpError && failure.code === ErrorCode.retakeWait) return false;
        throw failure;
      }
    });
    if (done) enrolled++;
  }
  return enrolled;
}

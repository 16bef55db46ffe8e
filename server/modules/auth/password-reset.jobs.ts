/**
 * Forgot-password's work, done by the job queue (D205): the request looks the address up and
 * writes one job row whether or not it has an account, so both answer in the same time; the job
 * mails the link (or does nothing for an unknown address). The row names the person by id, never
 * by address, so an erased person's address stays nowhere.
 */
import type { JobHandler } from '../../jobs/queue.ts';
import { mailPasswordReset } from './auth.service.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { Db } from '../../db/database.ts';

/** The person, unless deactivated since the request (as forgot-password's own lookup). */
async function findUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('user_id', '=', userId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}

export const PASSWORD_RESET_JOB = 'password_reset_mail';

export interface PasswordResetJobPayload {
  user_id: number | null;
  ip: string;
}

export function passwordResetHandler(publicUrl: string): JobHandler {
  return async (db, job) => {
    const { user_id: userId, ip } = job.payload as PasswordResetJobPayload;
    const found = userId === null ? undefined : await findUserById(db, userId);
    if (!found) return;
    await mailPasswordReset(db, { publicUrl }, found.user_id, found.email);
    await audit(db, { event: 'password_reset_requested', subjectUserId: found.user_id, ip });
  };
}

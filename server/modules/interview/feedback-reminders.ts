/**
 * Reminders of overdue feedback (D206): an interviewer whose evaluation of an
 * interview that ended FEEDBACK_DUE_HOURS ago is still missing gets a mail, at most once a day per
 * interview (`feedback_reminders`); the same interviews are the "feedback due" of their home.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { queueMail } from '../../integrations/mail.ts';
import { asLanguage, templatedMails } from '../../integrations/mail-template/templated-mail.ts';
import { formatWhen } from '../../integrations/mail-template/mail-time.ts';

export const FEEDBACK_DUE_HOURS = 24;
export const FEEDBACK_REMINDER_JOB = 'feedback-reminders';
const BATCH = 200;

/** Mails every interviewer owing overdue feedback not reminded in the last day; answers how many. */
export async function remindOverdueFeedback(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - FEEDBACK_DUE_HOURS * 3_600_000);
  const { rows } = await sql<{
    interview_id: number;
    interview_uuid: string;
    account_id: number;
    ends_at: Date;
    title: string;
    job_title: string | null;
    applicant_name: string;
    user_id: number;
    email: string;
    first_name: string;
    preferred_language: string | null;
    time_zone: string | null;
  }>`
    select i.interview_id, i.interview_uuid::text as interview_uuid, i.account_id, i.ends_at,
           coalesce(a.title, i.title) as title, j.title as job_title,
           trim(p.first_name || ' ' || p.last_name) as applicant_name,
           u.user_id, u.email, u.first_name, u.preferred_language, ip.time_zone
      from interviews i
      join interview_interviewers ii on ii.interview_id = i.interview_id
      join users u on u.user_id = ii.user_id and u.deactivated_at is null
       -- Staff of the interview's company only: a panel seat outlives no removal (D520).
       and exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id
                    where ur.user_id = u.user_id and r.account_id = i.account_id)
      join users p on p.user_id = i.participant_user_id
      left join interviewer_profiles ip on ip.user_id = u.user_id
      left join job_step_activities a on a.job_step_activity_id = i.job_step_activity_id
      left join user_trackers t on t.ref_id = i.ref_id
      left join jobs j on j.job_id = t.job_id
     where i.purpose = 'interview'
       and i.status in ('scheduled', 'in_progress', 'completed')
       and i.ends_at < ${due}
       and not exists (select 1 from interview_evaluations e
                        where e.interview_id = i.interview_id and e.interviewer_user_id = u.user_id
                          and e.submitted_at is not null)
       and not exists (select 1 from feedback_reminders r
                        where r.interview_id = i.interview_id and r.user_id = u.user_id
                          and r.reminded_at > ${new Date(now.getTime() - 24 * 3_600_000)})
     order by i.ends_at, i.interview_id, u.user_id
     limit ${BATCH}`.execute(db);
  if (rows.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    const mails = await templatedMails(
      trx,
      rows.map((r) => ({
        slug: 'feedback_reminder' as const,
        to: r.email,
        language: r.preferred_language,
        values: {
          first_name: r.first_name,
          applicant_name: r.applicant_name,
          job_name: r.job_title ?? '',
          interview_title: r.title,
          interview_time: formatWhen(new Date(r.ends_at), r.time_zone ?? 'UTC', asLanguage(r.preferred_language)),
          // The interviewer's own desk, where scoring keeps the session; /interview/{id} is the station's (D281).
          evaluation_link: `${publicUrl}/interviews/${r.interview_uuid}`,
        },
        purpose: { reason: 'staff_notice' as const, accountId: r.account_id },
      })),
    );
    await queueMail(trx, mails);
    await trx
      .insertInto('feedback_reminders')
      .values(rows.map((r) => ({ interview_id: r.interview_id, user_id: r.user_id, reminded_at: now })))
      .onConflict((oc) => oc.columns(['interview_id', 'user_id']).doUpdateSet({ reminded_at: now }))
      .execute();
  });
  return rows.length;
}

export const feedbackReminderJob = (publicUrl: string): RecurringJob => ({
  kind: FEEDBACK_REMINDER_JOB,
  everyMs: 60 * 60_000,
  run: async (db) => {
    await remindOverdueFeedback(db, publicUrl);
  },
});

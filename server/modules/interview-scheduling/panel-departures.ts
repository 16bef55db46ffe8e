/**
 * Someone removed from a company leaves the panels of its interviews still to be held (D520): they
 * are no longer told of changes (the panel's mails), nor kept in its calendars (the sync deletes
 * the event of whoever left the panel). Interviews already held keep their panel: its evaluations
 * name their interviewer, and what the panel opens asks for staff of the company anyway.
 */
import type { Db } from '../../db/database.ts';
import { requestCalendarSync } from './interview-calendars.jobs.ts';

export async function leaveCompanyPanels(db: Db, accountId: number, userId: number, now = new Date()): Promise<void> {
  const left = await db
    .deleteFrom('interview_interviewers')
    .where('user_id', '=', userId)
    .where('interview_id', 'in', (eb) =>
      eb
        .selectFrom('interviews')
        .select('interview_id')
        .where('account_id', '=', accountId)
        .where((i) =>
          i.or([
            i('status', 'in', ['unscheduled', 'requested']),
            i.and([i('status', '=', 'scheduled'), i('starts_at', '>', now)]),
          ]),
        ),
    )
    .returning('interview_id')
    .execute();
  for (const { interview_id } of left) await requestCalendarSync(db, interview_id);
}

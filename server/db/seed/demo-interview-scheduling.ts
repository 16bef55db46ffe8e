/**
 * Demo Company's interviewers keep availability, so an interview activity of a demo plan has
 * free slots from the start: Ines (interviewer) works from Madrid, Rafael (recruiter) from London,
 * both weekdays 09:00-17:00 local; Ines has a default video-meeting link. Plans are not changed.
 */
import type { Db } from '../database.ts';

const INTERVIEWERS = [
  {
    email: 'interviewer@demo-company.test',
    time_zone: 'Europe/Madrid',
    meeting_url: 'https://meet.example.com/ines-interviewer',
  },
  { email: 'recruiter@demo-company.test', time_zone: 'Europe/London', meeting_url: '' },
];

export async function seedDemoInterviewScheduling(db: Db): Promise<void> {
  for (const person of INTERVIEWERS) {
    const user = await db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', person.email)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('interviewer_profiles')
      .values({
        user_id: user.user_id,
        time_zone: person.time_zone,
        meeting_url: person.meeting_url,
        updated_at: new Date(),
      })
      .execute();
    await db
      .insertInto('interviewer_weekly_hours')
      .values(
        [1, 2, 3, 4, 5].map((weekday) => ({
          user_id: user.user_id,
          weekday,
          start_minute: 9 * 60,
          end_minute: 17 * 60,
        })),
      )
      .execute();
  }
}

/** Interviews as the contract shows them to staff, read in one pass for a list of ids. */
import type { StaffInterview } from '../../../contracts/staff-interviews.ts';
import type { Db } from '../../db/database.ts';
import * as store from './interview-scheduling.store.ts';
import * as views from './interview-views.store.ts';
import * as bookingLinks from './booking-links.store.ts';
import { eventProblems } from '../calendar-sync/index.ts';
import { readInterviewMeeting } from '../../db/interview-meeting.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The interview activity's meeting settings, as its setup keeps them. */
export { readInterviewMeeting as activitySettings } from '../../db/interview-meeting.ts';

/** How long the candidate books: the activity's duration, else the one kept on an interview outside the plan. */
export function bookingMinutes(ctx: {
  job_step_activity_id: number | null;
  settings: unknown;
  duration_minutes: number | null;
}): number {
  if (ctx.job_step_activity_id === null && ctx.duration_minutes !== null) return ctx.duration_minutes;
  return readInterviewMeeting(ctx.settings).durationMinutes;
}

export async function staffInterviews(db: Db, interviewIds: number[]): Promise<StaffInterview[]> {
  if (interviewIds.length === 0) return [];
  const [rows, contexts, panels, links, calendarProblems] = await Promise.all([
    Promise.all(interviewIds.map((id) => store.interviewById(db, id))),
    views.interviewContexts(db, interviewIds),
    store.panelOf(db, interviewIds),
    bookingLinks.latestLinkExpiry(db, interviewIds),
    eventProblems(db, interviewIds),
  ]);
  const byId = new Map(contexts.map((c) => [c.interview_id, c]));
  return rows.flatMap((row) => {
    const c = row && byId.get(row.interview_id);
    if (!row || !c) return [];
    return [
      {
        interview_uuid: row.interview_uuid,
        status: row.status,
        job_id: c.job_id,
        job_title: c.job_title,
        job_step_activity_id: row.job_step_activity_id,
        activity_title: c.activity_title,
        user_smartreq_id: c.user_step_tracker_id,
        applicant: { user_id: row.participant_user_id, first_name: c.first_name, last_name: c.last_name },
        starts_at: iso(row.starts_at),
        ends_at: iso(row.ends_at),
        time_zone: row.time_zone,
        location: row.location,
        meeting_url: row.meeting_url,
        interviewers: panels
          .filter((p) => p.interview_id === row.interview_id)
          .map((p) => ({ user_id: p.user_id, first_name: p.first_name, last_name: p.last_name })),
        link_expires_at:
          row.status === 'requested' || row.status === 'scheduled' ? iso(links.get(row.interview_id) ?? null) : null,
        calendar_problems: calendarProblems
          .filter((p) => p.interview_id === row.interview_id)
          .map((p) => ({ user_id: p.user_id, first_name: p.first_name, last_name: p.last_name, reason: p.last_error })),
        ...(row.status === 'requested' && row.proposed_times ? { proposed_times: row.proposed_times } : {}),
      },
    ];
  });
}

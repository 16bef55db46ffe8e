/**
 * Scheduling an applicant's interview activity, the staff side: whoever may work on the job
 * requests times by sending a link, schedules by hand, or declines (the candidate's side is
 * booking.service.ts). Every change happens in one transaction that first locks the interview row
 * and then the panel's profile rows (lockPanel), re-checks that the time is still free for every
 * interviewer, writes the interview, its event and its mails (with the .ics) together: so two
 * candidates racing for one slot never both get it, and no mail goes out for a change that did
 * not commit.
 */
import type { ApplicationInterview, ManualSchedule, StaffInterview } from '../../../contracts/staff-interviews.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { isAccountStaff } from '../../http/account-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { applicationForStaff, mayWorkOnJob, type StaffApplication } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { calendarBusyOf } from '../calendar-sync/index.ts';
import * as store from './interview-scheduling.store.ts';
import * as views from './interview-views.store.ts';
import * as bookingLinks from './booking-links.store.ts';
import { activitySettings, staffInterviews } from './interview-views.ts';
import { announce, firstMeetingUrl, noPanel, requestTimes, type Links } from './scheduling-common.ts';

export type { Links } from './scheduling-common.ts';

// ---- reading ----

export async function listApplicationInterviews(db: Db, app: StaffApplication): Promise<ApplicationInterview[]> {
  const activities = await store.interviewActivitiesOfJob(db, app.job.job_id);
  const panels = await store.defaultPanel(
    db,
    activities.map((a) => a.job_step_activity_id),
  );
  const out: ApplicationInterview[] = [];
  for (const a of activities) {
    const live = await store.liveInterview(db, app.ref_id, a.job_step_activity_id);
    const latest = live ?? (await latestInterview(db, app.ref_id, a.job_step_activity_id));
    out.push({
      job_step_activity_id: a.job_step_activity_id,
      activity_title: a.title,
      duration_minutes: activitySettings(a.settings).durationMinutes,
      default_interviewers: panels
        .filter((p) => p.job_step_activity_id === a.job_step_activity_id)
        .map(({ user_id, first_name, last_name }) => ({ user_id, first_name, last_name })),
      interview: latest ? ((await staffInterviews(db, [latest.interview_id]))[0] ?? null) : null,
    });
  }
  return out;
}

async function latestInterview(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('interviews')
    .select('interview_id')
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .orderBy('interview_id', 'desc')
    .executeTakeFirst();
}

export async function getStaffInterview(db: Db, viewer: LoadedUser, uuid: string): Promise<StaffInterview> {
  const row = await store.interviewByUuid(db, uuid);
  const [view] = row ? await staffInterviews(db, [row.interview_id]) : [];
  // A panel seat outlives no removal from the company (D520): its staff only, as interview.service's visibleInterview.
  if (!row || !view || !isAccountStaff(viewer, row.account_id)) throw notFound('Interview not found');
  const allowed =
    (await views.isOnPanel(db, row.interview_id, viewer.user_id)) ||
    (await db
      .selectFrom('jobs')
      .select(['job_id', 'account_id', 'job_type_id'])
      .where('job_id', '=', view.job_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
      .then((job) => (job ? mayWorkOnJob(db, viewer, job) : false)));
  if (!allowed) throw notFound('Interview not found');
  return view;
}

// ---- staff writes ----

async function activityOf(db: Db, app: StaffApplication, jobStepActivityId: number) {
  const [activity] = await store.interviewActivitiesOfJob(db, app.job.job_id, jobStepActivityId);
  if (!activity) throw notFound('Interview activity not found');
  const kit = await db
    .selectFrom('job_step_activities')
    .select('interview_kit_id')
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirstOrThrow();
  return { ...activity, interview_kit_id: kit.interview_kit_id };
}

async function checkedPanel(db: Db, accountId: number, userIds: number[]): Promise<number[]> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const staff = await store.staffOfAccount(db, accountId, ids);
  const outsider = ids.findIndex((id) => !staff.has(id));
  if (outsider >= 0) {
    const message = 'Choose interviewers from your company.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: `interviewer_user_ids.${outsider}`, message }]);
  }
  if (ids.length === 0) throw noPanel();
  return ids;
}

/** The live interview of the activity, created (unscheduled) when there is none. Locked. */
async function liveOrNew(
  trx: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  activity: { job_step_activity_id: number; interview_kit_id: number | null },
) {
  const existing = await store.liveInterview(trx, app.ref_id, activity.job_step_activity_id, true);
  if (existing) return existing;
  const id = await store.insertInterview(trx, {
    account_id: app.job.account_id,
    job_step_activity_id: activity.job_step_activity_id,
    ref_id: app.ref_id,
    participant_user_id: app.user_id,
    interview_kit_id: activity.interview_kit_id,
    created_by: viewer.user_id,
  });
  return (await store.interviewById(trx, id, true))!;
}

export async function sendSchedulingLink(
  db: Db,
  links: Links,
  viewer: LoadedUser,
  userSmartreqId: number,
  jobStepActivityId: number,
  body: { interviewer_user_ids?: number[] },
): Promise<{ interview: StaffInterview; path: string }> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  const activity = await activityOf(db, app, jobStepActivityId);
  const requested =
    body.interviewer_user_ids ?? (await store.defaultPanel(db, [jobStepActivityId])).map((p) => p.user_id);
  const panel = await checkedPanel(db, app.job.account_id, requested);
  const settings = activitySettings(activity.settings);
  const { interviewId, path } = await db.transaction().execute(async (trx) => {
    const interview = await liveOrNew(trx, viewer, app, activity);
    if (interview.status === 'in_progress')
      throw new HttpError(409, ErrorCode.conflict, 'This interview is under way: it cannot be rescheduled.');
    const wasScheduled = interview.status === 'scheduled';
    // Asking for new times frees the old one: the panel and the candidate get a cancellation.
    if (wasScheduled) await announce(trx, links, interview.interview_id, 'cancelled', viewer.user_id, false);
    await store.replacePanel(trx, interview.interview_id, panel);
    await store.updateInterview(trx, interview.interview_id, {
      status: 'requested',
      starts_at: null,
      ends_at: null,
      location: settings.location,
      meeting_url: settings.meetingUrl,
    });
    return {
      interviewId: interview.interview_id,
      path: await requestTimes(trx, links, interview.interview_id, viewer.user_id),
    };
  });
  const [view] = await staffInterviews(db, [interviewId]);
  return { interview: view!, path };
}

export async function scheduleManually(
  db: Db,
  links: Links,
  viewer: LoadedUser,
  userSmartreqId: number,
  jobStepActivityId: number,
  body: ManualSchedule,
): Promise<StaffInterview> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  const activity = await activityOf(db, app, jobStepActivityId);
  const panel = await checkedPanel(db, app.job.account_id, body.interviewer_user_ids);
  const settings = activitySettings(activity.settings);
  const startsAt = new Date(body.starts_at);
  if (startsAt.getTime() < Date.now()) {
    const message = 'Choose a time in the future.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'starts_at', message }]);
  }
  const endsAt = new Date(startsAt.getTime() + body.duration_minutes * 60_000);
  const interviewId = await db.transaction().execute(async (trx) => {
    const interview = await liveOrNew(trx, viewer, app, activity);
    if (interview.status === 'in_progress')
      throw new HttpError(409, ErrorCode.conflict, 'This interview is under way: it cannot be rescheduled.');
    await store.lockPanel(trx, panel);
    const busy = await store.busyOf(trx, panel, startsAt, endsAt, interview.interview_id);
    const calendarBusy = busy.length
      ? []
      : await calendarBusyOf(trx, panel, startsAt, endsAt, interview.interview_uuid);
    if (busy.length || calendarBusy.length) {
      const message = busy.length
        ? 'An interviewer already has an interview at this time.'
        : "An interviewer's own calendar is busy at this time.";
      throw new HttpError(409, ErrorCode.slotTaken, message, [{ prop: 'starts_at', message }]);
    }
    const wasScheduled = interview.status === 'scheduled';
    await store.replacePanel(trx, interview.interview_id, panel);
    await store.updateInterview(trx, interview.interview_id, {
      status: 'scheduled',
      starts_at: startsAt,
      ends_at: endsAt,
      time_zone: body.time_zone,
      location: body.location ?? settings.location,
      meeting_url:
        body.meeting_url ??
        (settings.meetingUrl || interview.meeting_url || (await firstMeetingUrl(trx, app.job.account_id, panel))),
    });
    await bookingLinks.setLinksExpiry(trx, interview.interview_id, startsAt);
    await announce(
      trx,
      links,
      interview.interview_id,
      wasScheduled ? 'changed' : 'invitation',
      viewer.user_id,
      false,
      'scheduled',
    );
    return interview.interview_id;
  });
  return (await staffInterviews(db, [interviewId]))[0]!;
}

export async function declineInterview(
  db: Db,
  links: Links,
  viewer: LoadedUser,
  app: StaffApplication,
  jobStepActivityId: number,
): Promise<StaffInterview> {
  const activity = await activityOf(db, app, jobStepActivityId);
  const interviewId = await db.transaction().execute(async (trx) => {
    const interview = await liveOrNew(trx, viewer, app, activity);
    if (interview.status === 'in_progress')
      throw new HttpError(409, ErrorCode.conflict, 'This interview is under way: it cannot be declined.');
    if (interview.status === 'scheduled')
      await announce(trx, links, interview.interview_id, 'cancelled', viewer.user_id, false, 'declined');
    else
      await store.addEvent(trx, {
        interview_id: interview.interview_id,
        kind: 'declined',
        starts_at: null,
        actor_user_id: viewer.user_id,
      });
    await store.updateInterview(trx, interview.interview_id, { status: 'declined' });
    await bookingLinks.setLinksExpiry(trx, interview.interview_id, new Date());
    return interview.interview_id;
  });
  return (await staffInterviews(db, [interviewId]))[0]!;
}

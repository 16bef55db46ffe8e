/**
 * Scheduling an applicant's interview activity. Staff (whoever may work on the job) request times
 * by sending a link, schedule by hand, or decline; the candidate books, reschedules or cancels by
 * link. Every change happens in one transaction that first locks the interview row and then the
 * panel's profile rows (lockPanel), re-checks that the time is still free for every interviewer,
 * writes the interview, its event and its mails (with the .ics) together: so two candidates
 * racing for one slot never both get it, and no mail goes out for a change that did not commit.
 */
import { randomUUID } from 'node:crypto';
import {
  BOOKING_WINDOW_DAYS,
  CHANGE_CUTOFF_HOURS,
  LINK_VALID_DAYS,
  MIN_NOTICE_HOURS,
  SLOT_STEP_MINUTES,
  type ApplicationInterview,
  type BookingPage,
  type CandidateInterview,
  type ManualSchedule,
  type StaffInterview,
} from '../../../contracts/interview-scheduling.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { applicationForStaff, mayWorkOnJob, type StaffApplication } from '../job/job-access.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { mailBookingLink, mailCalendarChange, type CalendarChange } from './interview-mail.ts';
import * as store from './interview-scheduling.store.ts';
import { freeSlots, type InterviewerAvailability } from './slots.ts';
import { activitySettings, staffInterviews } from './interview-views.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const expiredLink = () => new HttpError(410, ErrorCode.linkExpired, 'This scheduling link has expired or the interview is closed. Ask the company for a new link.');
const unknownLink = () => notFound('This scheduling link is not valid');
const slotTaken = () =>
  new HttpError(409, ErrorCode.slotTaken, 'This time is no longer free. Choose another time.', [{ prop: 'starts_at', message: 'This time is no longer free. Choose another time.' }]);
const changeClosed = () =>
  new HttpError(409, ErrorCode.changeClosed, `The interview starts in less than ${CHANGE_CUTOFF_HOURS} hours: it can no longer be changed here. Contact the company.`);
const noPanel = () =>
  new HttpError(400, ErrorCode.noInterviewers, 'Add interviewers to this interview first.', [{ prop: 'interviewer_user_ids', message: 'Add interviewers to this interview first.' }]);

export interface Links {
  publicUrl: string;
}

const bookingPath = (token: string) => `/schedule-interview/${token}`;

// ---- reading ----

export async function listApplicationInterviews(db: Db, viewer: LoadedUser, userSmartreqId: number): Promise<ApplicationInterview[]> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
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
      default_interviewers: panels.filter((p) => p.job_step_activity_id === a.job_step_activity_id).map(({ user_id, first_name, last_name }) => ({ user_id, first_name, last_name })),
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
  if (!row || !view) throw notFound('Interview not found');
  const allowed =
    (await store.isOnPanel(db, row.interview_id, viewer.user_id)) ||
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
  const kit = await db.selectFrom('job_step_activities').select('interview_kit_id').where('job_step_activity_id', '=', jobStepActivityId).executeTakeFirstOrThrow();
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
async function liveOrNew(trx: Db, viewer: LoadedUser, app: StaffApplication, activity: { job_step_activity_id: number; interview_kit_id: number | null }) {
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
  const requested = body.interviewer_user_ids ?? (await store.defaultPanel(db, [jobStepActivityId])).map((p) => p.user_id);
  const panel = await checkedPanel(db, app.job.account_id, requested);
  const settings = activitySettings(activity.settings);
  const token = randomUUID();
  const interviewId = await db.transaction().execute(async (trx) => {
    const interview = await liveOrNew(trx, viewer, app, activity);
    if (interview.status === 'in_progress') throw new HttpError(409, ErrorCode.conflict, 'This interview is under way: it cannot be rescheduled.');
    const wasScheduled = interview.status === 'scheduled';
    // Asking for new times frees the old one: the panel and the candidate get a cancellation.
    if (wasScheduled) await announce(trx, links, interview.interview_id, 'cancelled', viewer.user_id, false);
    await store.replacePanel(trx, interview.interview_id, panel);
    await store.updateInterview(trx, interview.interview_id, { status: 'requested', starts_at: null, ends_at: null, location: settings.location, meeting_url: settings.meetingUrl });
    await store.setLinksExpiry(trx, interview.interview_id, new Date());
    await store.insertLink(trx, { token, interview_id: interview.interview_id, expires_at: new Date(Date.now() + LINK_VALID_DAYS * DAY), created_by: viewer.user_id });
    await store.addEvent(trx, { interview_id: interview.interview_id, kind: 'requested', starts_at: null, actor_user_id: viewer.user_id });
    const [ctx] = await store.interviewContexts(trx, [interview.interview_id]);
    await mailBookingLink(trx, {
      accountId: app.job.account_id,
      to: ctx!.email,
      language: ctx!.preferred_language,
      firstName: ctx!.first_name,
      companyName: ctx!.company_name,
      jobTitle: ctx!.job_title,
      title: ctx!.activity_title,
      durationMinutes: settings.durationMinutes,
      link: links.publicUrl + bookingPath(token),
      linkDays: LINK_VALID_DAYS,
    });
    return interview.interview_id;
  });
  const [view] = await staffInterviews(db, [interviewId]);
  return { interview: view!, path: bookingPath(token) };
}

export async function scheduleManually(db: Db, links: Links, viewer: LoadedUser, userSmartreqId: number, jobStepActivityId: number, body: ManualSchedule): Promise<StaffInterview> {
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
    if (interview.status === 'in_progress') throw new HttpError(409, ErrorCode.conflict, 'This interview is under way: it cannot be rescheduled.');
    await store.lockPanel(trx, panel);
    const busy = await store.busyOf(trx, panel, startsAt, endsAt, interview.interview_id);
    if (busy.length) {
      const message = 'An interviewer already has an interview at this time.';
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
      meeting_url: body.meeting_url ?? (settings.meetingUrl || (await firstMeetingUrl(trx, panel))),
    });
    await store.setLinksExpiry(trx, interview.interview_id, startsAt);
    await announce(trx, links, interview.interview_id, wasScheduled ? 'changed' : 'invitation', viewer.user_id, false, 'scheduled');
    return interview.interview_id;
  });
  return (await staffInterviews(db, [interviewId]))[0]!;
}

export async function declineInterview(db: Db, links: Links, viewer: LoadedUser, userSmartreqId: number, jobStepActivityId: number): Promise<StaffInterview> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  const activity = await activityOf(db, app, jobStepActivityId);
  const interviewId = await db.transaction().execute(async (trx) => {
    const interview = await liveOrNew(trx, viewer, app, activity);
    if (interview.status === 'in_progress') throw new HttpError(409, ErrorCode.conflict, 'This interview is under way: it cannot be declined.');
    if (interview.status === 'scheduled') await announce(trx, links, interview.interview_id, 'cancelled', viewer.user_id, false, 'declined');
    else await store.addEvent(trx, { interview_id: interview.interview_id, kind: 'declined', starts_at: null, actor_user_id: viewer.user_id });
    await store.updateInterview(trx, interview.interview_id, { status: 'declined' });
    await store.setLinksExpiry(trx, interview.interview_id, new Date());
    return interview.interview_id;
  });
  return (await staffInterviews(db, [interviewId]))[0]!;
}

async function firstMeetingUrl(db: Db, panel: number[]): Promise<string> {
  const profiles = await store.availabilityOf(db, panel);
  return panel.map((id) => profiles.get(id)?.meeting_url ?? '').find(Boolean) ?? '';
}

/**
 * Records the change and mails it, reading the interview as it now stands (a cancellation reads
 * it before its status changes, so the mail still says which time is cancelled).
 */
async function announce(
  trx: Db,
  links: Links,
  interviewId: number,
  change: CalendarChange,
  actorUserId: number | null,
  byCandidate: boolean,
  kind: 'booked' | 'rescheduled' | 'scheduled' | 'cancelled' | 'declined' = change === 'cancelled' ? 'cancelled' : change === 'changed' ? 'rescheduled' : 'booked',
): Promise<void> {
  const interview = (await store.interviewById(trx, interviewId))!;
  const sequence = await store.addEvent(trx, { interview_id: interviewId, kind, starts_at: interview.starts_at, actor_user_id: actorUserId, by_candidate: byCandidate });
  if (!interview.starts_at || !interview.ends_at) return;
  const [ctx] = await store.interviewContexts(trx, [interviewId]);
  const panel = await store.panelOf(trx, [interviewId]);
  const zones = await store.availabilityOf(
    trx,
    panel.map((p) => p.user_id),
  );
  let detailsLink = `${links.publicUrl}/user/interview-list`;
  if (change !== 'cancelled') {
    const token = randomUUID();
    await store.insertLink(trx, { token, interview_id: interviewId, expires_at: new Date(interview.starts_at), created_by: actorUserId });
    detailsLink = links.publicUrl + bookingPath(token);
  }
  await mailCalendarChange(
    trx,
    {
      interviewUuid: interview.interview_uuid,
      accountId: interview.account_id,
      title: ctx!.activity_title,
      companyName: ctx!.company_name,
      jobTitle: ctx!.job_title,
      startsAt: new Date(interview.starts_at),
      endsAt: new Date(interview.ends_at),
      timeZone: interview.time_zone ?? 'UTC',
      location: interview.location,
      meetingUrl: interview.meeting_url,
      instructions: ctx!.instructions,
      sequence: Math.max(0, sequence - 1),
      applicant: { first_name: ctx!.first_name, last_name: ctx!.last_name, email: ctx!.email, preferred_language: ctx!.preferred_language, detailsLink },
      panel: panel.map((p) => ({ ...p, time_zone: zones.get(p.user_id)?.time_zone ?? 'UTC' })),
      panelLink: `${links.publicUrl}/interviews/my-profile`,
    },
    change,
  );
}

// ---- the candidate, by link ----

async function linkedInterview(db: Db, token: string, lock = false) {
  const link = await store.findLink(db, token);
  if (!link) throw unknownLink();
  const interview = await store.interviewById(db, link.interview_id, lock);
  if (!interview || new Date(link.expires_at).getTime() <= Date.now() || !['requested', 'scheduled'].includes(interview.status)) throw expiredLink();
  return interview;
}

const canChange = (interview: store.InterviewRow, now = Date.now()) =>
  interview.status === 'requested' || (interview.status === 'scheduled' && interview.starts_at !== null && new Date(interview.starts_at).getTime() - now > CHANGE_CUTOFF_HOURS * HOUR);

function toPanelAvailability(panel: number[], rows: Map<number, store.AvailabilityRows>): InterviewerAvailability[] {
  return panel.map((userId) => {
    const r = rows.get(userId)!;
    const exceptions = new Map<string, { start: number; end: number }[]>();
    for (const e of r.exceptions) {
      const hours = exceptions.get(e.on_date) ?? [];
      if (e.start_minute !== null && e.end_minute !== null) hours.push({ start: e.start_minute, end: e.end_minute });
      exceptions.set(e.on_date, hours);
    }
    return {
      userId,
      timeZone: r.time_zone,
      weekly: r.weekly.map((w) => ({ weekday: w.weekday, start: w.start_minute, end: w.end_minute })),
      exceptions: [...exceptions].map(([date, hours]) => ({ date, hours })),
    };
  });
}

/** Free slots of the interview's panel over the booking window (its own current time counts as free). */
async function slotsFor(db: Db, interview: store.InterviewRow, durationMinutes: number, window?: { start: number; end: number }) {
  const now = Date.now();
  const span = window ?? { start: now + MIN_NOTICE_HOURS * HOUR, end: now + BOOKING_WINDOW_DAYS * DAY };
  const panel = (await store.panelOf(db, [interview.interview_id])).map((p) => p.user_id);
  const [availability, busy] = await Promise.all([
    store.availabilityOf(db, panel),
    store.busyOf(db, panel, new Date(span.start), new Date(span.end), interview.interview_id),
  ]);
  return freeSlots({ panel: toPanelAvailability(panel, availability), busy, durationMinutes, stepMinutes: SLOT_STEP_MINUTES, window: span });
}

async function bookingPageOf(db: Db, interview: store.InterviewRow, timeZone: string | undefined): Promise<BookingPage> {
  const [ctx] = await store.interviewContexts(db, [interview.interview_id]);
  const panel = await store.panelOf(db, [interview.interview_id]);
  const settings = activitySettings(ctx!.settings);
  const changeable = canChange(interview);
  const slots = changeable ? await slotsFor(db, interview, settings.durationMinutes) : [];
  return {
    status: interview.status,
    company_name: ctx!.company_name,
    job_title: ctx!.job_title,
    activity_title: ctx!.activity_title,
    applicant_first_name: ctx!.first_name,
    duration_minutes: settings.durationMinutes,
    location: interview.location,
    meeting_url: interview.meeting_url,
    instructions: ctx!.instructions,
    interviewer_names: panel.map((p) => `${p.first_name} ${p.last_name.slice(0, 1)}.`.trim()),
    starts_at: interview.starts_at ? new Date(interview.starts_at).toISOString() : null,
    ends_at: interview.ends_at ? new Date(interview.ends_at).toISOString() : null,
    time_zone: timeZone ?? interview.time_zone ?? 'UTC',
    can_change: changeable,
    change_cutoff_hours: CHANGE_CUTOFF_HOURS,
    slots: slots.map((s) => ({ starts_at: new Date(s.start).toISOString(), ends_at: new Date(s.end).toISOString() })),
  };
}

export async function bookingPage(db: Db, token: string, timeZone: string | undefined): Promise<BookingPage> {
  return bookingPageOf(db, await linkedInterview(db, token), timeZone);
}

export async function bookSlot(db: Db, links: Links, token: string, body: { starts_at: string; time_zone: string }): Promise<BookingPage> {
  const startsAt = new Date(body.starts_at).getTime();
  const interviewId = await db.transaction().execute(async (trx) => {
    const interview = await linkedInterview(trx, token, true);
    // A repeated request (a retry after a lost answer) changes nothing and mails nobody again, even inside the cutoff.
    if (interview.status === 'scheduled' && interview.starts_at && new Date(interview.starts_at).getTime() === startsAt) return interview.interview_id;
    if (!canChange(interview)) throw changeClosed();
    const [ctx] = await store.interviewContexts(trx, [interview.interview_id]);
    const duration = activitySettings(ctx!.settings).durationMinutes;
    const panel = (await store.panelOf(trx, [interview.interview_id])).map((p) => p.user_id);
    if (panel.length === 0) throw noPanel();
    await store.lockPanel(trx, panel);
    const now = Date.now();
    const inWindow = startsAt >= now + MIN_NOTICE_HOURS * HOUR && startsAt <= now + BOOKING_WINDOW_DAYS * DAY;
    const free = inWindow && (await slotsFor(trx, interview, duration, { start: startsAt, end: startsAt + duration * 60_000 })).some((s) => s.start === startsAt);
    if (!free) throw slotTaken();
    const wasScheduled = interview.status === 'scheduled';
    await store.updateInterview(trx, interview.interview_id, {
      status: 'scheduled',
      starts_at: new Date(startsAt),
      ends_at: new Date(startsAt + duration * 60_000),
      time_zone: body.time_zone,
      meeting_url: interview.meeting_url || (await firstMeetingUrl(trx, panel)),
    });
    await store.setLinksExpiry(trx, interview.interview_id, new Date(startsAt));
    await announce(trx, links, interview.interview_id, wasScheduled ? 'changed' : 'invitation', null, true);
    return interview.interview_id;
  });
  return bookingPageOf(db, (await store.interviewById(db, interviewId))!, body.time_zone);
}

export async function cancelBooking(db: Db, links: Links, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const interview = await linkedInterview(trx, token, true);
    if (!canChange(interview)) throw changeClosed();
    if (interview.status === 'scheduled') await announce(trx, links, interview.interview_id, 'cancelled', null, true);
    else await store.addEvent(trx, { interview_id: interview.interview_id, kind: 'cancelled', starts_at: null, actor_user_id: null, by_candidate: true });
    await store.updateInterview(trx, interview.interview_id, { status: 'cancelled' });
    await store.setLinksExpiry(trx, interview.interview_id, new Date());
  });
}

// ---- the signed-in candidate ----

export async function myInterviews(db: Db, user: LoadedUser): Promise<CandidateInterview[]> {
  const ids = await store.interviewIdsOfParticipant(db, user.user_id);
  if (ids.length === 0) return [];
  const [contexts, panels] = await Promise.all([store.interviewContexts(db, ids), store.panelOf(db, ids)]);
  const out: CandidateInterview[] = [];
  for (const id of ids) {
    const row = (await store.interviewById(db, id))!;
    const c = contexts.find((x) => x.interview_id === id);
    if (!c) continue;
    out.push({
      interview_uuid: row.interview_uuid,
      status: row.status,
      company_name: c.company_name,
      job_title: c.job_title,
      job_uuid: c.job_uuid,
      ref_id: row.ref_id!,
      activity_title: c.activity_title,
      starts_at: row.starts_at ? new Date(row.starts_at).toISOString() : null,
      ends_at: row.ends_at ? new Date(row.ends_at).toISOString() : null,
      time_zone: row.time_zone,
      location: row.location,
      meeting_url: row.meeting_url,
      instructions: c.instructions,
      interviewer_names: panels.filter((p) => p.interview_id === id).map((p) => `${p.first_name} ${p.last_name.slice(0, 1)}.`),
      can_change: canChange(row),
    });
  }
  return out;
}

export async function openManageLink(db: Db, user: LoadedUser, interviewUuid: string): Promise<{ path: string }> {
  const row = await store.interviewByUuid(db, interviewUuid);
  if (!row || row.participant_user_id !== user.user_id) throw notFound('Interview not found');
  if (!['requested', 'scheduled'].includes(row.status)) throw expiredLink();
  const token = randomUUID();
  const expires = row.starts_at ? new Date(row.starts_at) : new Date(Date.now() + LINK_VALID_DAYS * DAY);
  if (expires.getTime() <= Date.now()) throw expiredLink();
  await store.insertLink(db, { token, interview_id: row.interview_id, expires_at: expires, created_by: user.user_id });
  return { path: bookingPath(token) };
}

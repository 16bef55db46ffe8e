/**
 * Scheduling an interview, the candidate's side: the booking page of a link, booking a free time,
 * moving it, cancelling it, and the candidate's own list of interviews. The same locking as the
 * staff side (scheduling.service.ts): the interview row, then the panel's, then a re-check.
 */
import { randomUUID } from 'node:crypto';
import type { BookingPage, CandidateInterview } from '../../../contracts/interview-scheduling.ts';
import {
  BOOKING_WINDOW_DAYS,
  CHANGE_CUTOFF_HOURS,
  LINK_VALID_DAYS,
  MIN_NOTICE_HOURS,
  SLOT_STEP_MINUTES,
} from '../../../contracts/interview-scheduling-common.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { LoadedUser } from '../user/index.ts';
import { calendarBusyOf } from '../calendar-sync/index.ts';
import * as store from './interview-scheduling.store.ts';
import * as views from './interview-views.store.ts';
import * as bookingLinks from './booking-links.store.ts';
import { freeSlots, type InterviewerAvailability } from './slots.ts';
import { bookingMinutes } from './interview-views.ts';
import {
  announce,
  bookingPath,
  changeClosed,
  DAY,
  expiredLink,
  firstMeetingUrl,
  HOUR,
  noPanel,
  slotTaken,
  unknownLink,
  type Links,
} from './scheduling-common.ts';

async function linkedInterview(db: Db, token: string, lock = false) {
  const link = await bookingLinks.findLink(db, token);
  if (!link) throw unknownLink();
  const interview = await store.interviewById(db, link.interview_id, lock);
  if (
    !interview ||
    new Date(link.expires_at).getTime() <= Date.now() ||
    !['requested', 'scheduled'].includes(interview.status)
  )
    throw expiredLink();
  return interview;
}

const canChange = (interview: store.InterviewRow, now = Date.now()) =>
  interview.status === 'requested' ||
  (interview.status === 'scheduled' &&
    interview.starts_at !== null &&
    new Date(interview.starts_at).getTime() - now > CHANGE_CUTOFF_HOURS * HOUR);

export function toPanelAvailability(
  panel: number[],
  rows: Map<number, store.AvailabilityRows>,
): InterviewerAvailability[] {
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

const bookingWindow = (now = Date.now()) => ({
  start: now + MIN_NOTICE_HOURS * HOUR,
  end: now + BOOKING_WINDOW_DAYS * DAY,
});

/** The panel's common free slots over `span`; the interview named by `except` does not count as busy. */
async function panelSlots(
  db: Db,
  panel: number[],
  durationMinutes: number,
  span: { start: number; end: number },
  except?: { interviewId: number; interviewUuid: string },
) {
  const [availability, busy, calendarBusy] = await Promise.all([
    store.availabilityOf(db, panel),
    store.busyOf(db, panel, new Date(span.start), new Date(span.end), except?.interviewId),
    calendarBusyOf(db, panel, new Date(span.start), new Date(span.end), except?.interviewUuid),
  ]);
  return freeSlots({
    panel: toPanelAvailability(panel, availability),
    busy: [...busy, ...calendarBusy],
    durationMinutes,
    stepMinutes: SLOT_STEP_MINUTES,
    window: span,
  });
}

/**
 * Free slots of the interview's panel over the booking window (its own current time counts as
 * free); when staff proposed times (D233), only those of them still free.
 */
async function slotsFor(
  db: Db,
  interview: store.InterviewRow,
  durationMinutes: number,
  window?: { start: number; end: number },
) {
  const panel = (await store.panelOf(db, [interview.interview_id])).map((p) => p.user_id);
  const slots = await panelSlots(db, panel, durationMinutes, window ?? bookingWindow(), {
    interviewId: interview.interview_id,
    interviewUuid: interview.interview_uuid,
  });
  if (!interview.proposed_times) return slots;
  const proposed = new Set(interview.proposed_times.map((time) => Date.parse(time)));
  return slots.filter((slot) => proposed.has(slot.start));
}

/**
 * The times staff propose for a link, sorted and without repeats, as ISO instants; 400 naming each
 * one that is not a common free time of the panel inside the booking window (too soon, too far,
 * outside someone's hours or taken).
 */
export async function checkedProposedTimes(
  db: Db,
  panel: number[],
  durationMinutes: number,
  times: readonly string[],
): Promise<string[]> {
  const free = new Set((await panelSlots(db, panel, durationMinutes, bookingWindow())).map((slot) => slot.start));
  const problems = times
    .map((time, index) => ({ index, start: Date.parse(time) }))
    .filter(({ start }) => !free.has(start))
    .map(({ index }) => ({
      prop: `proposed_times.${index}`,
      message: 'This time is not free for every interviewer, or it is too soon or too far ahead.',
    }));
  if (problems.length > 0) throw new HttpError(400, ErrorCode.validation, problems[0]!.message, problems);
  return [...new Set(times.map((time) => Date.parse(time)))]
    .sort((a, b) => a - b)
    .map((t) => new Date(t).toISOString());
}

async function bookingPageOf(
  db: Db,
  interview: store.InterviewRow,
  timeZone: string | undefined,
): Promise<BookingPage> {
  const [ctx] = await views.interviewContexts(db, [interview.interview_id]);
  const panel = await store.panelOf(db, [interview.interview_id]);
  const durationMinutes = bookingMinutes(ctx!);
  const changeable = canChange(interview);
  const slots = changeable ? await slotsFor(db, interview, durationMinutes) : [];
  return {
    status: interview.status,
    company_name: ctx!.company_name,
    job_title: ctx!.job_title,
    activity_title: ctx!.activity_title,
    applicant_first_name: ctx!.first_name,
    duration_minutes: durationMinutes,
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

export async function bookSlot(
  db: Db,
  links: Links,
  token: string,
  body: { starts_at: string; time_zone: string },
): Promise<BookingPage> {
  const startsAt = new Date(body.starts_at).getTime();
  const interviewId = await db.transaction().execute(async (trx) => {
    const interview = await linkedInterview(trx, token, true);
    // A repeated request (a retry after a lost answer) changes nothing and mails nobody again, even inside the cutoff.
    if (interview.status === 'scheduled' && interview.starts_at && new Date(interview.starts_at).getTime() === startsAt)
      return interview.interview_id;
    if (!canChange(interview)) throw changeClosed();
    const [ctx] = await views.interviewContexts(trx, [interview.interview_id]);
    const duration = bookingMinutes(ctx!);
    const panel = (await store.panelOf(trx, [interview.interview_id])).map((p) => p.user_id);
    if (panel.length === 0) throw noPanel();
    await store.lockPanel(trx, panel);
    const now = Date.now();
    const inWindow = startsAt >= now + MIN_NOTICE_HOURS * HOUR && startsAt <= now + BOOKING_WINDOW_DAYS * DAY;
    const free =
      inWindow &&
      (await slotsFor(trx, interview, duration, { start: startsAt, end: startsAt + duration * 60_000 })).some(
        (s) => s.start === startsAt,
      );
    if (!free) throw slotTaken();
    const wasScheduled = interview.status === 'scheduled';
    await store.updateInterview(trx, interview.interview_id, {
      status: 'scheduled',
      starts_at: new Date(startsAt),
      ends_at: new Date(startsAt + duration * 60_000),
      time_zone: body.time_zone,
      meeting_url: interview.meeting_url || (await firstMeetingUrl(trx, interview.account_id, panel)),
    });
    await bookingLinks.setLinksExpiry(trx, interview.interview_id, new Date(startsAt));
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
    else
      await store.addEvent(trx, {
        interview_id: interview.interview_id,
        kind: 'cancelled',
        starts_at: null,
        actor_user_id: null,
        by_candidate: true,
      });
    await store.updateInterview(trx, interview.interview_id, { status: 'cancelled' });
    await bookingLinks.setLinksExpiry(trx, interview.interview_id, new Date());
  });
}

// ---- the signed-in candidate ----

export async function myInterviews(db: Db, user: LoadedUser): Promise<CandidateInterview[]> {
  const ids = await views.interviewIdsOfParticipant(db, user.user_id);
  if (ids.length === 0) return [];
  const [contexts, panels] = await Promise.all([views.interviewContexts(db, ids), store.panelOf(db, ids)]);
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
      interviewer_names: panels
        .filter((p) => p.interview_id === id)
        .map((p) => `${p.first_name} ${p.last_name.slice(0, 1)}.`),
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
  await bookingLinks.insertLink(db, {
    token,
    interview_id: row.interview_id,
    expires_at: expires,
    created_by: user.user_id,
  });
  return { path: bookingPath(token) };
}

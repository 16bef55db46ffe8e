/**
 * What both sides of interview scheduling share: the refusals, the booking link's path, asking the
 * candidate to choose a time, and announcing a change (its event, a fresh link for the candidate,
 * the mails with the .ics).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { CHANGE_CUTOFF_HOURS, LINK_VALID_DAYS } from '../../../contracts/interview-scheduling-common.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { requestCalendarSync } from './interview-calendars.jobs.ts';
import { meetingBaseUrl } from '../calendar-sync/index.ts';
import { mailBookingLink, mailCalendarChange, type CalendarChange } from './interview-mail.ts';
import * as store from './interview-scheduling.store.ts';
import * as views from './interview-views.store.ts';
import * as bookingLinks from './booking-links.store.ts';
import { bookingMinutes } from './interview-views.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const expiredLink = () =>
  new HttpError(
    410,
    ErrorCode.linkExpired,
    'This scheduling link has expired or the interview is closed. Ask the company for a new link.',
  );
export const unknownLink = () => notFound('This scheduling link is not valid');
export const slotTaken = () =>
  new HttpError(409, ErrorCode.slotTaken, 'This time is no longer free. Choose another time.', [
    { prop: 'starts_at', message: 'This time is no longer free. Choose another time.' },
  ]);
export const changeClosed = () =>
  new HttpError(
    409,
    ErrorCode.changeClosed,
    `The interview starts in less than ${CHANGE_CUTOFF_HOURS} hours: it can no longer be changed here. Contact the company.`,
  );
export const noPanel = () =>
  new HttpError(400, ErrorCode.noInterviewers, 'Add interviewers to this interview first.', [
    { prop: 'interviewer_user_ids', message: 'Add interviewers to this interview first.' },
  ]);

export interface Links {
  publicUrl: string;
}

export const bookingPath = (token: string) => `/schedule-interview/${token}`;

/**
 * A room's address under the company's meeting address: where it holds `{room}` (a pattern such as
 * https://meet.example/{room}), the room goes there; else it is a base URL and the room its last
 * path segment (D209, D515).
 */
export function roomUrl(address: string, room: string): string {
  if (address.includes('{room}')) return address.replaceAll('{room}', room);
  return `${address.endsWith('/') ? address : `${address}/`}${room}`;
}

/**
 * A new interview's meeting link: a room of its own under the company's meeting address (128
 * random bits, so nobody finds it by guessing), else the first interviewer's own link.
 */
export async function firstMeetingUrl(db: Db, accountId: number, panel: number[]): Promise<string> {
  const base = await meetingBaseUrl(db, accountId);
  if (base) return roomUrl(base, `Assay-${randomBytes(16).toString('hex')}`);
  const profiles = await store.availabilityOf(db, panel);
  return panel.map((id) => profiles.get(id)?.meeting_url ?? '').find(Boolean) ?? '';
}

/**
 * Asks the candidate to choose a time for an interview already marked 'requested' with its panel:
 * older links retired, a fresh one valid LINK_VALID_DAYS, the 'requested' event and the mail with
 * the link. Returns the link's path.
 */
export async function requestTimes(trx: Db, links: Links, interviewId: number, actorUserId: number): Promise<string> {
  const token = randomUUID();
  await bookingLinks.setLinksExpiry(trx, interviewId, new Date());
  await bookingLinks.insertLink(trx, {
    token,
    interview_id: interviewId,
    expires_at: new Date(Date.now() + LINK_VALID_DAYS * DAY),
    created_by: actorUserId,
  });
  await store.addEvent(trx, {
    interview_id: interviewId,
    kind: 'requested',
    starts_at: null,
    actor_user_id: actorUserId,
  });
  const [ctx] = await views.interviewContexts(trx, [interviewId]);
  await mailBookingLink(trx, {
    accountId: ctx!.account_id,
    to: ctx!.email,
    language: ctx!.preferred_language,
    firstName: ctx!.first_name,
    companyName: ctx!.company_name,
    jobTitle: ctx!.job_title,
    title: ctx!.activity_title,
    titleVersions: ctx!.title_i18n,
    defaultLanguage: ctx!.default_language,
    durationMinutes: bookingMinutes(ctx!),
    link: links.publicUrl + bookingPath(token),
    linkDays: LINK_VALID_DAYS,
    refId: ctx!.ref_id,
  });
  return bookingPath(token);
}

/**
 * Records the change and mails it, reading the interview as it now stands (a cancellation reads
 * it before its status changes, so the mail still says which time is cancelled).
 */
export async function announce(
  trx: Db,
  links: Links,
  interviewId: number,
  change: CalendarChange,
  actorUserId: number | null,
  byCandidate: boolean,
  kind: 'booked' | 'rescheduled' | 'scheduled' | 'cancelled' | 'declined' = change === 'cancelled'
    ? 'cancelled'
    : change === 'changed'
      ? 'rescheduled'
      : 'booked',
): Promise<void> {
  const interview = (await store.interviewById(trx, interviewId))!;
  const sequence = await store.addEvent(trx, {
    interview_id: interviewId,
    kind,
    starts_at: interview.starts_at,
    actor_user_id: actorUserId,
    by_candidate: byCandidate,
  });
  await requestCalendarSync(trx, interviewId);
  if (!interview.starts_at || !interview.ends_at) return;
  const [ctx] = await views.interviewContexts(trx, [interviewId]);
  const panel = await store.panelOf(trx, [interviewId]);
  const zones = await store.availabilityOf(
    trx,
    panel.map((p) => p.user_id),
  );
  let detailsLink = `${links.publicUrl}/user/interview-list`;
  if (change !== 'cancelled') {
    const token = randomUUID();
    await bookingLinks.insertLink(trx, {
      token,
      interview_id: interviewId,
      expires_at: new Date(interview.starts_at),
      created_by: actorUserId,
    });
    detailsLink = links.publicUrl + bookingPath(token);
  }
  await mailCalendarChange(
    trx,
    {
      interviewUuid: interview.interview_uuid,
      accountId: interview.account_id,
      title: ctx!.activity_title,
      titleVersions: ctx!.title_i18n,
      defaultLanguage: ctx!.default_language,
      companyName: ctx!.company_name,
      jobTitle: ctx!.job_title,
      startsAt: new Date(interview.starts_at),
      endsAt: new Date(interview.ends_at),
      timeZone: interview.time_zone ?? 'UTC',
      location: interview.location,
      meetingUrl: interview.meeting_url,
      instructions: ctx!.instructions,
      sequence: Math.max(0, sequence - 1),
      applicant: {
        first_name: ctx!.first_name,
        last_name: ctx!.last_name,
        email: ctx!.email,
        preferred_language: ctx!.preferred_language,
        detailsLink,
      },
      panel: panel.map((p) => ({ ...p, time_zone: zones.get(p.user_id)?.time_zone ?? 'UTC' })),
      panelLink: `${links.publicUrl}/interviews/my-profile`,
      refId: ctx!.ref_id,
    },
    change,
  );
}

/**
 * Interviews scheduled straight from an application, whatever its plan holds (D206): at a time
 * staff pick, or by a link with which the candidate books one of the panel's free
 * times (D228); and moving or cancelling any scheduled interview. Like scheduling.service.ts, each
 * change is one transaction: the interview row and the panel's profile rows locked, the panel's
 * time re-checked with busyOf (no double-booking), then the interview, its events and its mails.
 */
import type { OwnBookingLink, OwnInterview } from '../../../contracts/application-scheduling.ts';
import type { StaffInterview } from '../../../contracts/staff-interviews.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { mayWorkOnJob, type StaffApplication } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './interview-scheduling.store.ts';
import * as bookingLinks from './booking-links.store.ts';
import { staffInterviews } from './interview-views.ts';
import { checkedProposedTimes } from './booking.service.ts';
import { announce, firstMeetingUrl, noPanel, requestTimes, type Links } from './scheduling-common.ts';

const invalid = (prop: string, message: string) =>
  new HttpError(400, ErrorCode.validation, message, [{ prop, message }]);

function futureSpan(startsAtText: string, durationMinutes: number) {
  const startsAt = new Date(startsAtText);
  if (startsAt.getTime() < Date.now()) throw invalid('starts_at', 'Choose a time in the future.');
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}

async function checkedPanel(db: Db, accountId: number, userIds: number[]): Promise<number[]> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw noPanel();
  const staff = await store.staffOfAccount(db, accountId, ids);
  const outsider = userIds.findIndex((id) => !staff.has(id));
  if (outsider >= 0) throw invalid(`interviewer_user_ids.${outsider}`, 'Choose interviewers from your company.');
  return ids;
}

/** Locks the panel and refuses a time one of them already has taken (409, the field named). */
async function claimPanel(trx: Db, panel: number[], startsAt: Date, endsAt: Date, exceptId?: number) {
  await store.lockPanel(trx, panel);
  const busy = await store.busyOf(trx, panel, startsAt, endsAt, exceptId);
  if (busy.length) {
    const message = 'An interviewer already has an interview at this time.';
    throw new HttpError(409, ErrorCode.slotTaken, message, [{ prop: 'starts_at', message }]);
  }
}

async function kitFor(db: Db, accountId: number, kitId: number | null): Promise<number> {
  let query = db
    .selectFrom('interview_kits')
    .select('interview_kit_id')
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'interview')
    .where('archived_at', 'is', null)
    .orderBy('interview_kit_id');
  if (kitId !== null) query = query.where('interview_kit_id', '=', kitId);
  const kit = await query.executeTakeFirst();
  if (!kit)
    throw invalid(
      'interview_kit_id',
      kitId === null
        ? 'Create an interview kit first: interviewers score with it.'
        : 'Choose one of your interview kits.',
    );
  return kit.interview_kit_id;
}

export async function listOwnInterviews(db: Db, app: StaffApplication): Promise<StaffInterview[]> {
  const rows = await db
    .selectFrom('interviews')
    .select('interview_id')
    .where('ref_id', '=', app.ref_id)
    .where('job_step_activity_id', 'is', null)
    .where('purpose', '=', 'interview')
    .orderBy('interview_id', 'desc')
    .execute();
  return staffInterviews(
    db,
    rows.map((r) => r.interview_id),
  );
}

/** The columns every interview outside the plan starts with. */
function ownInterviewValues(viewer: LoadedUser, app: StaffApplication, kitId: number, body: OwnBookingLink) {
  return {
    account_id: app.job.account_id,
    purpose: 'interview' as const,
    interview_kit_id: kitId,
    job_step_activity_id: null,
    ref_id: app.ref_id,
    participant_user_id: app.user_id,
    title: body.title,
    location: body.location ?? '',
    created_by: viewer.user_id,
    updated_at: new Date(),
  };
}

export async function scheduleOwnInterview(
  db: Db,
  links: Links,
  viewer: LoadedUser,
  app: StaffApplication,
  body: OwnInterview,
): Promise<StaffInterview> {
  const panel = await checkedPanel(db, app.job.account_id, body.interviewer_user_ids);
  const kitId = await kitFor(db, app.job.account_id, body.interview_kit_id);
  const { startsAt, endsAt } = futureSpan(body.starts_at, body.duration_minutes);
  const interviewId = await db.transaction().execute(async (trx) => {
    await claimPanel(trx, panel, startsAt, endsAt);
    const row = await trx
      .insertInto('interviews')
      .values({
        ...ownInterviewValues(viewer, app, kitId, body),
        status: 'scheduled',
        starts_at: startsAt,
        ends_at: endsAt,
        time_zone: body.time_zone,
        meeting_url: body.meeting_url || (await firstMeetingUrl(trx, app.job.account_id, panel)),
      })
      .returning('interview_id')
      .executeTakeFirstOrThrow();
    await store.replacePanel(trx, row.interview_id, panel);
    await announce(trx, links, row.interview_id, 'invitation', viewer.user_id, false, 'scheduled');
    return row.interview_id;
  });
  return (await staffInterviews(db, [interviewId]))[0]!;
}

/**
 * An interview outside the plan with no time yet: the candidate books one of the panel's free
 * times of `duration_minutes` by the link mailed to them (the meeting link comes at booking).
 */
export async function sendOwnBookingLink(
  db: Db,
  links: Links,
  viewer: LoadedUser,
  app: StaffApplication,
  body: OwnBookingLink,
): Promise<{ interview: StaffInterview; path: string }> {
  const panel = await checkedPanel(db, app.job.account_id, body.interviewer_user_ids);
  const kitId = await kitFor(db, app.job.account_id, body.interview_kit_id);
  const proposed =
    body.proposed_times && (await checkedProposedTimes(db, panel, body.duration_minutes, body.proposed_times));
  const { interviewId, path } = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('interviews')
      .values({
        ...ownInterviewValues(viewer, app, kitId, body),
        status: 'requested',
        duration_minutes: body.duration_minutes,
        meeting_url: body.meeting_url ?? '',
        proposed_times: proposed ? JSON.stringify(proposed) : null,
      })
      .returning('interview_id')
      .executeTakeFirstOrThrow();
    await store.replacePanel(trx, row.interview_id, panel);
    return { interviewId: row.interview_id, path: await requestTimes(trx, links, row.interview_id, viewer.user_id) };
  });
  return { interview: (await staffInterviews(db, [interviewId]))[0]!, path };
}

/** The interview by uuid, locked, when the viewer may work on its application's job; else 404. */
async function workableInterview(trx: Db, viewer: LoadedUser, uuid: string) {
  const row = await store.interviewByUuid(trx, uuid);
  const job =
    row?.ref_id &&
    (await trx
      .selectFrom('user_trackers as t')
      .innerJoin('jobs as j', 'j.job_id', 't.job_id')
      .select(['j.job_id', 'j.account_id', 'j.job_type_id'])
      .where('t.ref_id', '=', row.ref_id)
      .where('t.removed_at', 'is', null)
      .where('j.deleted_at', 'is', null)
      .executeTakeFirst());
  if (!row || !job || !(await mayWorkOnJob(trx, viewer, job))) throw notFound('Interview not found');
  return (await store.interviewById(trx, row.interview_id, true))!;
}

const notScheduled = () => new HttpError(409, ErrorCode.conflict, 'Only a scheduled interview can be moved here.');
const notOpen = () =>
  new HttpError(
    409,
    ErrorCode.conflict,
    'Only an interview that is scheduled or waiting for the candidate to choose a time can be cancelled here.',
  );

export async function rescheduleInterview(
  db: Db,
  links: Links,
  viewer: LoadedUser,
  uuid: string,
  body: { starts_at: string; duration_minutes: number; time_zone: string },
): Promise<StaffInterview> {
  const interviewId = await db.transaction().execute(async (trx) => {
    const interview = await workableInterview(trx, viewer, uuid);
    // The time after the access check: someone else's interview answers 404 whatever the body, so
    // a refusal never tells an outsider it exists.
    const { startsAt, endsAt } = futureSpan(body.starts_at, body.duration_minutes);
    if (interview.status !== 'scheduled') throw notScheduled();
    const panel = (await store.panelOf(trx, [interview.interview_id])).map((p) => p.user_id);
    await claimPanel(trx, panel, startsAt, endsAt, interview.interview_id);
    await store.updateInterview(trx, interview.interview_id, {
      starts_at: startsAt,
      ends_at: endsAt,
      time_zone: body.time_zone,
    });
    await bookingLinks.setLinksExpiry(trx, interview.interview_id, startsAt);
    await announce(trx, links, interview.interview_id, 'changed', viewer.user_id, false, 'rescheduled');
    return interview.interview_id;
  });
  return (await staffInterviews(db, [interviewId]))[0]!;
}

/** A scheduled interview is cancelled in everyone's mail and calendar; one waiting for the candidate only loses its links. */
export async function cancelInterview(db: Db, links: Links, viewer: LoadedUser, uuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const interview = await workableInterview(trx, viewer, uuid);
    if (interview.status === 'scheduled')
      await announce(trx, links, interview.interview_id, 'cancelled', viewer.user_id, false, 'cancelled');
    else if (interview.status === 'requested')
      await store.addEvent(trx, {
        interview_id: interview.interview_id,
        kind: 'cancelled',
        starts_at: null,
        actor_user_id: viewer.user_id,
      });
    else throw notOpen();
    await store.updateInterview(trx, interview.interview_id, { status: 'cancelled' });
    await bookingLinks.setLinksExpiry(trx, interview.interview_id, new Date());
  });
}

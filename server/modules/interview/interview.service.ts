/**
 * The interview's lifecycle: the station, starting an interview or a performance review, and who
 * sees one (kits and setups are interview-kits.service.ts; evaluations interview-evaluation.service.ts;
 * the interviewer's list my-interviews.service.ts; what the scorecard shows:
 * scorecard/interview-panel.ts).
 * Who sees an interview: its panel, and staff whose role flags reach it (requisition rights on the
 * job, or full access; performance rights for a performance review). Everyone else learns nothing
 * (404). An evaluation is submitted once; a repeat answers the first. When every panel member has
 * submitted, the interview is completed and so, in the same transaction, is the applicant's
 * activity; its attribute scores (the panel's mean, normalised to 0-100) feed the fit score.
 */
import { readInterviewMeeting } from '../../db/interview-meeting.ts';
import { hasFlag } from '../../../contracts/access.ts';
import type { InterviewDetail, StartInterview, StationParticipant } from '../../../contracts/interview.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { holdsFlag, isAccountStaff } from '../../http/account-access.ts';
import { requireCompanyAccess } from '../../http/endpoint-access.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { startActivity } from '../activity/index.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';
import { visibleJobsCondition } from '../../http/job-access.ts';
import type { LoadedUser } from '../user/index.ts';
import * as kitStore from './interview-kits.store.ts';
import * as store from './interview.store.ts';

export const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);
const interviewNotFound = () => notFound('Interview not found');

// ---- the station ----

// `account`: the company the station endpoints' 'company-staff' permission checked (server/http/endpoint-access.ts).
export async function stationApplicants(
  db: Db,
  viewer: LoadedUser,
  account: number,
  search: string | undefined,
): Promise<StationParticipant[]> {
  let q = db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('job_steps as s', 's.job_id', 'j.job_id')
    .innerJoin('job_step_activities as a', 'a.job_step_id', 's.job_step_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .leftJoin('user_step_activities as usa', (jn) =>
      jn.onRef('usa.ref_id', '=', 't.ref_id').onRef('usa.job_step_activity_id', '=', 'a.job_step_activity_id'),
    )
    .leftJoin('interviews as i', (jn) =>
      jn
        .onRef('i.ref_id', '=', 't.ref_id')
        .onRef('i.job_step_activity_id', '=', 'a.job_step_activity_id')
        .on('i.status', 'not in', ['cancelled', 'declined']),
    )
    .select([
      'u.user_id',
      'u.first_name',
      'u.last_name',
      't.ref_id',
      'a.job_step_activity_id',
      'j.title as job_title',
      'a.title as activity_title',
      'i.interview_uuid',
      'i.status',
    ])
    .where('a.activity_type', '=', 'interview')
    .where('t.removed_at', 'is', null)
    .where('t.status', '=', 'active')
    .where((eb) => eb.or([eb('usa.is_completed', 'is', null), eb('usa.is_completed', '=', false)]))
    .where((eb) =>
      eb.or([
        visibleJobsCondition(viewer, account, 'j'),
        eb.and([
          eb('j.account_id', '=', account),
          eb('j.deleted_at', 'is', null),
          eb.exists(
            eb
              .selectFrom('job_step_activity_interviewers as p')
              .select('p.user_id')
              .whereRef('p.job_step_activity_id', '=', 'a.job_step_activity_id')
              .where('p.user_id', '=', viewer.user_id),
          ),
        ]),
      ]),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('t.ref_id')
    .limit(200);
  if (search?.trim()) {
    const like = `%${search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb('u.first_name', 'ilike', like), eb('u.last_name', 'ilike', like), eb('j.title', 'ilike', like)]),
    );
  }
  const rows = await q.execute();
  return rows.map((r) => ({
    participant: { user_id: r.user_id, first_name: r.first_name, last_name: r.last_name },
    ref_id: r.ref_id,
    job_step_activity_id: r.job_step_activity_id,
    job_title: r.job_title,
    activity_title: r.activity_title,
    interview_uuid: r.interview_uuid,
    status: r.status,
  }));
}

export async function stationEmployees(db: Db, viewer: LoadedUser, account: number) {
  const [people, kits] = await Promise.all([store.staffOf(db, account), kitStore.kitsOf(db, account)]);
  return {
    people: people.filter((p) => p.user_id !== viewer.user_id),
    kits: kits
      .filter((k) => k.purpose === 'performance_review')
      .map((k) => ({ interview_kit_id: k.interview_kit_id, name: k.name })),
  };
}

export async function startInterview(
  db: Db,
  viewer: LoadedUser,
  body: StartInterview,
): Promise<{ interview_uuid: string }> {
  if (body.purpose === 'performance_review') return startReview(db, viewer, body);
  const activity = await store.activityWithJob(db, body.job_step_activity_id);
  const tracker = await db
    .selectFrom('user_trackers')
    .select(['ref_id', 'user_id', 'job_id', 'status'])
    .where('ref_id', '=', body.ref_id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!activity || activity.activity_type !== 'interview' || !tracker || tracker.job_id !== activity.job_id)
    throw notFound('Applicant not found');
  const panel = await store.panelOf(db, activity.job_step_activity_id);
  const onPanel = panel.includes(viewer.user_id);
  if (!onPanel && !(await mayWorkOnJob(db, viewer, activity))) throw notFound('Applicant not found');
  if (!activity.interview_kit_id) throw conflict('This interview activity has no interview kit yet.');
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', body.ref_id)
      .where('job_step_activity_id', '=', activity.job_step_activity_id)
      .executeTakeFirst();
    if (done?.is_completed) throw conflict('This interview is already complete.');
    let live = await store.liveInterview(trx, body.ref_id, activity.job_step_activity_id);
    if (live?.status === 'completed') throw conflict('This interview is already complete.');
    if (!live) {
      live = await trx
        .insertInto('interviews')
        .values({
          account_id: activity.account_id,
          purpose: 'interview',
          interview_kit_id: activity.interview_kit_id,
          job_step_activity_id: activity.job_step_activity_id,
          ref_id: body.ref_id,
          participant_user_id: tracker.user_id,
          status: 'in_progress',
          location: readInterviewMeeting(activity.settings).location,
          created_by: viewer.user_id,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(['interview_id', 'interview_uuid', 'status'])
        .executeTakeFirst();
      live ??= await store.liveInterview(trx, body.ref_id, activity.job_step_activity_id);
      if (!live) throw conflict('This interview could not be started; try again.');
      await store.addInterviewers(trx, live.interview_id, panel);
    } else if (live.status !== 'in_progress') {
      await store.setStatus(trx, live.interview_id, 'in_progress');
    }
    await store.addInterviewers(trx, live.interview_id, [viewer.user_id]);
    await startActivity(trx, body.ref_id, activity.job_step_activity_id);
    return { interview_uuid: live.interview_uuid };
  });
}

async function startReview(
  db: Db,
  viewer: LoadedUser,
  body: Extract<StartInterview, { purpose: 'performance_review' }>,
) {
  // Not declarative: only this purpose of the body names a company (a `company-staff` permission
  // would refuse a provider admin with no roles starting any other kind of interview).
  const account = await requireCompanyAccess(db, viewer, body.account_id);
  const kit = await kitStore.kitRow(db, body.interview_kit_id);
  if (!kit || kit.account_id !== account || kit.archived_at || kit.purpose !== 'performance_review')
    throw invalid('interview_kit_id', 'Choose one of the company’s performance-review kits.');
  const people = new Set((await store.staffOf(db, account)).map((p) => p.user_id));
  if (!people.has(body.participant_user_id) || body.participant_user_id === viewer.user_id)
    throw invalid('participant_user_id', 'Choose a person of the company other than yourself.');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('interviews')
      .values({
        account_id: account,
        purpose: 'performance_review',
        interview_kit_id: kit.interview_kit_id,
        participant_user_id: body.participant_user_id,
        status: 'in_progress',
        created_by: viewer.user_id,
      })
      .returning(['interview_id', 'interview_uuid'])
      .executeTakeFirstOrThrow();
    await store.addInterviewers(trx, row.interview_id, [viewer.user_id]);
    return { interview_uuid: row.interview_uuid };
  });
}

// ---- one interview ----

/** Whether the viewer reaches the interview through their role (not as a panel member). */
export async function mayOversee(db: Db, viewer: LoadedUser, row: store.InterviewRow): Promise<boolean> {
  if (holdsFlag(viewer, 'full_access', row.account_id)) return true;
  if (row.purpose === 'performance_review') return hasFlag(viewer, 'performance_access', row.account_id);
  return (
    row.job_id !== null &&
    row.job_type_id !== null &&
    hasFlag(viewer, 'smartreq_access', row.account_id) &&
    (await mayWorkOnJob(db, viewer, { job_id: row.job_id, account_id: row.account_id, job_type_id: row.job_type_id }))
  );
}

export async function visibleInterview(db: Db, viewer: LoadedUser, uuid: string, lock = false) {
  const row = await store.interviewByUuid(db, uuid, lock);
  if (!row || !isAccountStaff(viewer, row.account_id)) throw interviewNotFound();
  const interviewers = await store.interviewersOf(db, row.interview_id);
  const onPanel = interviewers.some((i) => i.user_id === viewer.user_id);
  if (!onPanel && !(await mayOversee(db, viewer, row))) throw interviewNotFound();
  return { row, interviewers, onPanel };
}

export async function readInterview(db: Db, viewer: LoadedUser, uuid: string): Promise<InterviewDetail> {
  const { row, interviewers } = await visibleInterview(db, viewer, uuid);
  const [kit, participant, mine] = await Promise.all([
    row.interview_kit_id
      ? kitStore.kitsOf(db, row.account_id, [row.interview_kit_id], viewer.preferred_language ?? 'en')
      : Promise.resolve([]),
    store.userName(db, row.participant_user_id),
    store.evaluationOf(db, row.interview_id, viewer.user_id),
  ]);
  return {
    interview_uuid: row.interview_uuid,
    purpose: row.purpose,
    status: row.status,
    participant: participant!,
    job_title: row.job_title ?? '',
    activity_title: row.activity_title ?? '',
    starts_at: store.iso(row.starts_at),
    kit: kit[0] ?? null,
    requisition_levels:
      row.purpose === 'interview' && row.job_id !== null && kit[0]
        ? await store.requisitionLevels(
            db,
            row.job_id,
            kit[0].attributes.map((a) => a.attribute_type_id),
          )
        : [],
    interviewers: interviewers.map((i) => ({
      user_id: i.user_id,
      first_name: i.first_name,
      last_name: i.last_name,
      submitted: i.submitted_at !== null,
    })),
    mine: {
      interview_evaluation_id: mine?.interview_evaluation_id ?? null,
      notes: mine?.notes ?? '',
      recommendation: mine?.recommendation ?? null,
      scores: mine?.scores ?? [],
      answers: mine?.answers ?? [],
      submitted_at: store.iso(mine?.submitted_at ?? null),
    },
  };
}

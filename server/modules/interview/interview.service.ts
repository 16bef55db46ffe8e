/**
 * The rules of the interview station and evaluations (kits and setups are interview-kits.service.ts).
 * Who sees an interview: its panel, and staff whose role flags reach it (requisition rights on the
 * job, or full access; performance rights for a performance review). Everyone else learns nothing
 * (404). An evaluation is submitted once; a repeat answers the first. When every panel member has
 * submitted, the interview is completed and so, in the same transaction, is the applicant's
 * activity; its attribute scores (the panel's mean, normalised to 0-100) feed the fit score.
 */
import { readInterviewMeeting } from './interview-settings.ts';
import { sql } from 'kysely';
import { hasFlag } from '../../../contracts/access.ts';
import {
  MY_INTERVIEWS_DONE_SHOWN,
  MY_INTERVIEWS_TO_SCORE_SHOWN,
  MY_INTERVIEWS_UPCOMING_SHOWN,
  type InterviewDetail,
  type MyInterview,
  type StartInterview,
  type StationParticipant,
  type SubmitEvaluation,
} from '../../../contracts/interview.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { holdsFlag, isAccountStaff, requireAccountStaff } from '../../http/account-access.ts';
import { forbidden, HttpError, invalid, notFound } from '../../http/http-error.ts';
import { completeActivity, startActivity } from '../activity/activity-lifecycle.ts';
import { audit } from '../auth/auth.store.ts';
import { recordJobEvent } from '../job/job-events.store.ts';
import { mayWorkOnJob, visibleJobsCondition } from '../job/job-access.ts';
import { scoreInterview } from '../scoring/scoring.service.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './interview.store.ts';

const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);
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
  const [people, kits] = await Promise.all([store.staffOf(db, account), store.kitsOf(db, account)]);
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
  // Not declarative: only this purpose of the body names a company.
  const account = requireAccountStaff(viewer, body.account_id);
  const kit = await store.kitRow(db, body.interview_kit_id);
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
async function mayOversee(db: Db, viewer: LoadedUser, row: store.InterviewRow): Promise<boolean> {
  if (holdsFlag(viewer, 'full_access', row.account_id)) return true;
  if (row.purpose === 'performance_review') return hasFlag(viewer, 'performance_access', row.account_id);
  return (
    row.job_id !== null &&
    row.job_type_id !== null &&
    hasFlag(viewer, 'smartreq_access', row.account_id) &&
    (await mayWorkOnJob(db, viewer, { job_id: row.job_id, account_id: row.account_id, job_type_id: row.job_type_id }))
  );
}

async function visibleInterview(db: Db, viewer: LoadedUser, uuid: string, lock = false) {
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
      ? store.kitsOf(db, row.account_id, [row.interview_kit_id], viewer.preferred_language ?? 'en')
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

export async function submitEvaluation(db: Db, viewer: LoadedUser, uuid: string, body: SubmitEvaluation) {
  return db.transaction().execute(async (trx) => {
    const { row, interviewers, onPanel } = await visibleInterview(trx, viewer, uuid, true);
    if (!onPanel) throw forbidden();
    const mine = await store.evaluationOf(trx, row.interview_id, viewer.user_id);
    if (mine?.submitted_at)
      return {
        interview_uuid: row.interview_uuid,
        submitted_at: store.iso(mine.submitted_at)!,
        stored_now: false,
        interview_status: row.status,
      };
    if (row.status === 'completed' || row.status === 'cancelled' || row.status === 'declined')
      throw conflict('This interview is closed.');
    const kit = row.interview_kit_id ? (await store.kitsOf(trx, row.account_id, [row.interview_kit_id]))[0] : undefined;
    if (!kit) throw conflict('This interview has no kit.');
    const expected = new Set(kit.attributes.map((a) => a.attribute_type_id));
    const given = body.scores.map((s) => s.attribute_type_id);
    if (given.length !== expected.size || new Set(given).size !== given.length || given.some((a) => !expected.has(a)))
      throw invalid('scores', 'Give one score from 1 to 5 for each attribute of the kit.');
    const questions = new Set(kit.questions.map((q) => q.interview_kit_question_id));
    if (
      body.answers.some((a) => !questions.has(a.interview_kit_question_id)) ||
      new Set(body.answers.map((a) => a.interview_kit_question_id)).size !== body.answers.length
    ) {
      throw invalid('answers', 'Notes must belong to the kit’s questions.');
    }
    const submittedAt = await store.writeEvaluation(trx, row.interview_id, viewer.user_id, body);
    if (row.purpose === 'interview' && row.ref_id && row.job_id !== null)
      await recordJobEvent(trx, {
        job_id: row.job_id,
        ref_id: row.ref_id,
        actor_user_id: viewer.user_id,
        kind: 'feedback_submitted',
        details: {
          interview_uuid: row.interview_uuid,
          activity_title: row.activity_title ?? '',
          recommendation: body.recommendation,
        },
      });
    const allIn = interviewers.every((i) => i.user_id === viewer.user_id || i.submitted_at !== null);
    let status: store.InterviewRow['status'] = row.status;
    if (allIn) {
      status = 'completed';
      await store.setStatus(trx, row.interview_id, 'completed');
      if (row.purpose === 'interview' && row.ref_id && row.job_step_activity_id) {
        await completeActivity(trx, row.ref_id, row.job_step_activity_id);
        if (row.job_id !== null) {
          await recordJobEvent(trx, {
            job_id: row.job_id,
            ref_id: row.ref_id,
            actor_user_id: viewer.user_id,
            kind: 'interview_completed',
            details: { interview_uuid: row.interview_uuid, activity_title: row.activity_title ?? '' },
          });
        }
        const means = await store.meanScores(trx, row.interview_id);
        await scoreInterview(
          trx,
          row.ref_id,
          row.job_step_activity_id,
          means.map((m) => ({
            attribute_type_id: m.attribute_type_id,
            score: Math.round(((m.mean - 1) / 4) * 1000) / 10,
          })),
        );
      }
    }
    return {
      interview_uuid: row.interview_uuid,
      submitted_at: store.iso(submittedAt)!,
      stored_now: true,
      interview_status: status,
    };
  });
}

export async function unlockEvaluation(
  db: Db,
  viewer: LoadedUser,
  uuid: string,
  interviewerUserId: number,
  reason: string,
) {
  return db.transaction().execute(async (trx) => {
    const { row, interviewers } = await visibleInterview(trx, viewer, uuid, true);
    if (!(await mayOversee(trx, viewer, row))) throw forbidden();
    const evaluation = await store.evaluationOf(trx, row.interview_id, interviewerUserId);
    if (!evaluation?.submitted_at)
      throw invalid('interviewer_user_id', 'This interviewer has no submitted evaluation.');
    await trx
      .updateTable('interview_evaluations')
      .set({ submitted_at: null, updated_at: sql<Date>`now()` })
      .where('interview_evaluation_id', '=', evaluation.interview_evaluation_id)
      .execute();
    if (row.status === 'completed') await store.setStatus(trx, row.interview_id, 'in_progress');
    await audit(trx, {
      event: 'interview_evaluation_unlocked',
      actorUserId: viewer.user_id,
      subjectUserId: interviewerUserId,
      accountId: row.account_id,
      details: { interview_uuid: row.interview_uuid, ref_id: row.ref_id, reason },
    });
    if (row.job_id !== null && row.ref_id) {
      const interviewer = interviewers.find((i) => i.user_id === interviewerUserId);
      await recordJobEvent(trx, {
        job_id: row.job_id,
        ref_id: row.ref_id,
        actor_user_id: viewer.user_id,
        kind: 'interview_unlocked',
        details: {
          interviewer_user_id: interviewerUserId,
          interviewer_name: interviewer ? `${interviewer.first_name} ${interviewer.last_name}` : '',
          reason,
        },
      });
    }
    return { interview_uuid: row.interview_uuid, interviewer_user_id: interviewerUserId };
  });
}

// ---- my interviews ----

type MyInterviewPart = 'to_score' | 'upcoming' | 'done';
const MY_INTERVIEWS_SHOWN: Record<MyInterviewPart, number> = {
  to_score: MY_INTERVIEWS_TO_SCORE_SHOWN,
  upcoming: MY_INTERVIEWS_UPCOMING_SHOWN,
  done: MY_INTERVIEWS_DONE_SHOWN,
};

/** The interviewer's rows ranked per part, only the shown ones joined to people and jobs (exported for the benchmark's plan). */
export function myInterviewsQuery(db: Db, userId: number, now: Date) {
  const part = sql<MyInterviewPart>`case when e.submitted_at is not null then 'done' when i.starts_at > ${now} and i.status <> 'in_progress' then 'upcoming' else 'to_score' end`;
  return db
    .with('mine', (qb) =>
      qb
        .selectFrom('interview_interviewers as ii')
        .innerJoin('interviews as i', 'i.interview_id', 'ii.interview_id')
        .leftJoin('interview_evaluations as e', (jn) =>
          jn.onRef('e.interview_id', '=', 'i.interview_id').onRef('e.interviewer_user_id', '=', 'ii.user_id'),
        )
        .where('ii.user_id', '=', userId)
        .where('i.status', 'not in', ['cancelled', 'declined'])
        .select([
          'i.interview_id',
          'e.submitted_at',
          part.as('part'),
          // Scored ones latest first; the others by their time, oldest first.
          sql<number>`row_number() over (partition by ${part} order by e.submitted_at desc nulls last, coalesce(i.starts_at, i.created_at))`.as(
            'rank',
          ),
          sql<string>`count(*) over (partition by ${part})`.as('total'),
        ]),
    )
    .selectFrom('mine as m')
    .innerJoin('interviews as i', 'i.interview_id', 'm.interview_id')
    .innerJoin('users as u', 'u.user_id', 'i.participant_user_id')
    .leftJoin('user_trackers as t', 't.ref_id', 'i.ref_id')
    .leftJoin('jobs as j', 'j.job_id', 't.job_id')
    .select([
      'm.part',
      'm.total',
      'i.interview_uuid',
      'i.purpose',
      'i.status',
      'i.starts_at',
      'i.created_at',
      'u.user_id',
      'u.first_name',
      'u.last_name',
      'j.title as job_title',
      'm.submitted_at',
    ])
    .where((eb) =>
      eb.or(
        (Object.keys(MY_INTERVIEWS_SHOWN) as MyInterviewPart[]).map((p) =>
          eb.and([eb('m.part', '=', p), eb('m.rank', '<=', MY_INTERVIEWS_SHOWN[p])]),
        ),
      ),
    )
    .orderBy('m.part')
    .orderBy('m.rank');
}

/**
 * The interviewer's list, each part bounded so an interviewer with years of interviews still sees
 * today's: everything waiting for their score (oldest first), the next upcoming ones and the latest
 * scored ones, with each part's total.
 */
export async function myInterviews(db: Db, viewer: LoadedUser) {
  const now = new Date();
  const rows = await myInterviewsQuery(db, viewer.user_id, now).execute();
  const parts: Record<MyInterviewPart, MyInterview[]> = { to_score: [], upcoming: [], done: [] };
  const totals: Record<MyInterviewPart, number> = { to_score: 0, upcoming: 0, done: 0 };
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const endOfDay = startOfDay.getTime() + 86_400_000;
  const today: MyInterview[] = [];
  for (const r of rows) {
    const item: MyInterview = {
      interview_uuid: r.interview_uuid,
      purpose: r.purpose,
      status: r.status,
      participant: { user_id: r.user_id, first_name: r.first_name, last_name: r.last_name },
      job_title: r.job_title ?? '',
      starts_at: store.iso(r.starts_at),
      submitted_at: store.iso(r.submitted_at),
    };
    parts[r.part].push(item);
    totals[r.part] = Number(r.total);
    const when = new Date(r.starts_at ?? r.created_at).getTime();
    if (r.part !== 'done' && when >= startOfDay.getTime() && when < endOfDay) today.push(item);
  }
  return {
    to_score: parts.to_score,
    upcoming: parts.upcoming,
    upcoming_total: totals.upcoming,
    done: parts.done,
    done_total: totals.done,
    today,
  };
}

// ---- the scorecard's panel ----

/** What the scorecard reads about an application's interviews (scorecard-reads.store.ts, in the scorecard's one statement). */
export interface InterviewPanelParts {
  /** Whether the application has an interview that is not cancelled or declined. */
  has_interviews: boolean;
  /** The interviewers on those interviews. */
  panel: { user_id: number }[];
  /** Their submitted evaluations, oldest first. */
  evaluations: {
    interview_evaluation_id: number;
    interviewer_user_id: number;
    notes: string;
    recommendation: string | null;
    submitted_at: string | Date;
    interview_uuid: string;
    first_name: string;
    last_name: string;
  }[];
  /** The attribute scores of those evaluations, named in the viewer's language. */
  scores: { interviewer_user_id: number; attribute_type_id: number; score: number; name: string | null }[];
  /** Their notes on each kit question (only those with a note), in the kit's order, with the attributes each question measures. */
  answers: {
    interviewer_user_id: number;
    interview_kit_question_id: number;
    question_text: string;
    notes: string;
    attribute_type_ids: number[];
  }[];
}

/**
 * The application's submitted evaluations as the scorecard shows them to `viewer` (who may already
 * work on the job): an interviewer who has not submitted their own sees none of the others'.
 */
export function interviewerScoreFrom(viewer: LoadedUser, accountId: number, parts: InterviewPanelParts) {
  const { panel, evaluations, scores } = parts;
  const empty = {
    interviewers: [],
    attribute_scores: [],
    interviewer_notes: [],
    question_notes: [],
    attributes: [],
    evaluations: [],
    withheld: false,
    can_unlock: false,
  };
  if (!parts.has_interviews) return empty;
  const onPanel = panel.some((p) => p.user_id === viewer.user_id);
  const withheld = onPanel && !evaluations.some((e) => e.interviewer_user_id === viewer.user_id);
  const interviewers = [
    ...new Map(
      evaluations.map((e) => [
        e.interviewer_user_id,
        { user_id: e.interviewer_user_id, first_name: e.first_name, last_name: e.last_name },
      ]),
    ).values(),
  ];
  const canUnlock = holdsFlag(viewer, 'full_access', accountId) || holdsFlag(viewer, 'smartreq_access', accountId);
  if (withheld) return { ...empty, interviewers, withheld: true };
  return {
    interviewers,
    attribute_scores: scores.map((s) => ({
      interviewer_user_id: s.interviewer_user_id,
      attribute_type_id: s.attribute_type_id,
      score: s.score,
    })),
    interviewer_notes: evaluations
      .filter((e) => e.notes.trim())
      .map((e) => ({ interviewer_user_id: e.interviewer_user_id, note: e.notes })),
    question_notes: parts.answers.map((a) => ({
      interviewer_user_id: a.interviewer_user_id,
      interview_kit_question_id: a.interview_kit_question_id,
      question_text: a.question_text,
      note: a.notes,
      attribute_type_ids: a.attribute_type_ids,
    })),
    attributes: [
      ...new Map(
        scores.map((s) => [s.attribute_type_id, { attribute_type_id: s.attribute_type_id, name: s.name ?? '' }]),
      ).values(),
    ],
    evaluations: evaluations.map((e) => ({
      interviewer_user_id: e.interviewer_user_id,
      interview_uuid: e.interview_uuid,
      recommendation: e.recommendation,
      submitted_at: store.iso(e.submitted_at)!,
    })),
    withheld: false,
    can_unlock: canUnlock,
  };
}

/**
 * More of write-aims.ts (D366, D396): the interview writes, aimed at records in the state each
 * needs. The seed's interview activities have the interviewer who sends the sweep's outsider
 * requests on their panels, and its one requisition without applicants; so the sweep makes its own
 * requisition with an interview activity run with its own kit (with the demo seed's own helpers,
 * demo-interviews.ts), no panel and nobody of the sweep on its team, and three applicants to it:
 * one whose interview the owner starts, one with an interview under way on the owner's panel,
 * which the owner's evaluation completes, and one the owner invites to pick a time, schedules and
 * then declines. Unlocking an evaluation aims at a hire's completed interview and the
 * interviewer's submitted evaluation (demo-hires.ts): the interviewer sits on that panel, which
 * lets them see it, never unlock it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Hints } from './valid-body.ts';
import { kitAttribute } from './write-aims-records.ts';
import { austinRequisition, interviewKit, interviewStep } from '../db/seed/demo-interviews.ts';

const JOB_UUID = '0b0a4d18-0000-4000-8000-000000000063';
/** The interview under way that the owner's evaluation completes. */
const UNDER_WAY = '1e7e1e00-0000-4000-8000-000000000063';
/** A time no other write of the sweep books for the recruiter (write-aims.ts books 2099-06-15). */
const FREE_TIME = '2099-07-01T14:00:00.000Z';

export async function interviewAimRecords(db: Db, account: number): Promise<Hints> {
  const one = async (query: ReturnType<typeof sql<{ v: unknown }>>) => (await query.execute(db)).rows[0]?.v;
  const owner = (await one(sql`select user_id as v from users where email = 'owner@demo-company.test'`)) as number;
  const interviewer = await one(sql`select user_id as v from users where email = 'interviewer@demo-company.test'`);
  if (owner === undefined) return {};
  const unlockable = await one(sql`select i.interview_uuid as v from interviews i join interview_evaluations e
    using (interview_id) where i.account_id = ${account} and i.status = 'completed'
      and e.interviewer_user_id = ${interviewer} and e.submitted_at is not null order by i.interview_id`);
  const existing = await one(sql`select job_id as v from jobs where uuid = ${JOB_UUID}`);
  if (existing !== undefined) return {};
  // The sweep's own kit (the seed's questions, all on one attribute): the sweep's kit writes change
  // the company's first kit, and an evaluation gives one score per attribute.
  const kit = await interviewKit(db, account, 'Area manager interview', 'interview', [kitAttribute.attribute_type_id]);
  const job_id = await austinRequisition(db, account, JOB_UUID, 'Store Manager');
  const activity = await interviewStep(db, job_id, {
    title: 'Interview with the area manager',
    kitId: kit,
    location: '',
  });
  const applicants = [];
  for (const n of [1, 2, 3]) {
    const { user_id } = await db
      .insertInto('users')
      .values({
        uuid: `5a1e5a1e-0000-4000-8000-00000000006${n}`,
        email: `store-manager-${n}@example.test`,
        first_name: 'Applicant',
        last_name: `Number ${n}`,
        password_hash: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const tracker = await db
      .insertInto('user_trackers')
      .values({ ref_id: `5a1e7e00-0000-4000-8000-00000000006${n}`, user_id, job_id, account_id: account })
      .returning(['user_step_tracker_id', 'ref_id', 'user_id'])
      .executeTakeFirstOrThrow();
    applicants.push(tracker);
  }
  const [toStart, underWay, toSchedule] = applicants as [(typeof applicants)[0], ...typeof applicants];
  const { interview_id } = await db
    .insertInto('interviews')
    .values({
      interview_uuid: UNDER_WAY,
      account_id: account,
      purpose: 'interview',
      interview_kit_id: kit,
      job_step_activity_id: activity,
      ref_id: underWay!.ref_id,
      participant_user_id: underWay!.user_id,
      status: 'in_progress',
      created_by: owner,
    })
    .returning('interview_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('interview_interviewers').values({ interview_id, user_id: owner }).execute();
  return {
    interviewActivity: activity,
    interviewKit: kit,
    kitAttribute: kitAttribute.attribute_type_id,
    interviewToStart: toStart.ref_id,
    interviewUnderWay: UNDER_WAY,
    applicationToSchedule: toSchedule!.user_step_tracker_id,
    unlockableInterview: unlockable,
    interviewerId: interviewer,
  };
}

interface Aim {
  params?: Hints;
  body?: Record<string, unknown> | ((generated: unknown) => unknown);
}

const theOneToSchedule = (r: Hints) => ({
  userSmartreqId: r.applicationToSchedule,
  jobStepActivityId: r.interviewActivity,
});

export const INTERVIEW_AIMS: Record<string, (records: Hints) => Aim> = {
  'PUT /interview/v1/interview-setup/{jobStepActivityId}/': (r) => ({
    params: { jobStepActivityId: r.interviewActivity },
    body: () => ({
      interview_kit_id: r.interviewKit,
      interviewer_user_ids: [r.recruiterId],
      duration_minutes: 45,
      location: 'Austin store, back office',
      meeting_url: '',
      instructions: 'Come to the front desk ten minutes early.',
    }),
  }),
  'POST /interview/v1/interviews/': (r) => ({
    body: () => ({ purpose: 'interview', ref_id: r.interviewToStart, job_step_activity_id: r.interviewActivity }),
  }),
  'POST /interview/v1/evaluations/': (r) => ({
    body: () => ({
      interview_uuid: r.interviewUnderWay,
      notes: 'Calm and specific; two clear examples.',
      recommendation: 'yes',
      scores: [{ attribute_type_id: r.kitAttribute, score: 4 }],
      answers: [],
    }),
  }),
  'POST /interview/v1/interviews/{interviewUuid}/unlock/': (r) => ({
    params: { interviewUuid: r.unlockableInterview },
    body: () => ({ interviewer_user_id: r.interviewerId, reason: 'The scores were given to the wrong answer.' }),
  }),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/invite/': (r) => ({
    params: theOneToSchedule(r),
    body: () => ({ interviewer_user_ids: [r.recruiterId] }),
  }),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/schedule/': (r) => ({
    params: theOneToSchedule(r),
    body: () => ({
      starts_at: FREE_TIME,
      time_zone: 'America/Chicago',
      duration_minutes: 45,
      interviewer_user_ids: [r.recruiterId],
    }),
  }),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/decline/': (r) => ({
    params: theOneToSchedule(r),
  }),
};

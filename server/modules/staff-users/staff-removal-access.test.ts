/**
 * Removal from a company ends the person's work there, on real PGlite. Someone who works for two
 * companies (a consultant: a role at Demo Company and at Other Company) is on a Demo requisition's
 * hiring team and on the panel of a Demo interview; when Demo removes them, their place on Demo's
 * teams and the panels of its interviews still to come goes with their role, and what the team
 * and panel let them open (the requisition's
 * applicants, an application, the interview, their list of interviews, the reminder of feedback they
 * owe) answers as to any outsider, although they still sign in as Other Company's staff (D520).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import * as mails from '../../test/mail-outbox.ts';
import { remindOverdueFeedback } from '../interview/index.ts';
import { signInCompanyCast, type CompanyCast } from '../../test/company-cast.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cast: CompanyCast;
let jobId: number;
let userSmartreqId: number;
let interview: { interview_id: number; interview_uuid: string };
let upcoming: { interview_id: number };

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  cast = await signInCompanyCast(t);
  const job = await t.db
    .selectFrom('jobs')
    .innerJoin('user_trackers as t', 't.job_id', 'jobs.job_id')
    .select(['jobs.job_id', 't.user_step_tracker_id'])
    .where('jobs.account_id', '=', cast.demoId)
    .where('jobs.job_type_id', '=', JOB_TYPE.requisition)
    .where('jobs.deleted_at', 'is', null)
    .where('t.removed_at', 'is', null)
    .orderBy('jobs.job_id')
    .executeTakeFirstOrThrow();
  jobId = job.job_id;
  userSmartreqId = job.user_step_tracker_id;
  // Other Company's owner also works for Demo Company, with the interviewer's role (no flags).
  const { role_id } = await t.db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', cast.interviewer.userId)
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: cast.otherOwner.userId, role_id }).execute();
  // A Demo interview that ended two days ago without their feedback, with them on its panel.
  interview = await t.db
    .selectFrom('interviews')
    .select(['interview_id', 'interview_uuid'])
    .where('account_id', '=', cast.demoId)
    .where('purpose', '=', 'interview')
    .orderBy('interview_id')
    .executeTakeFirstOrThrow();
  const ended = new Date(Date.now() - 2 * 86_400_000);
  await t.db
    .updateTable('interviews')
    .set({ status: 'scheduled', starts_at: new Date(ended.getTime() - 3_600_000), ends_at: ended })
    .where('interview_id', '=', interview.interview_id)
    .execute();
  // And a Demo interview still to come, with them on its panel too.
  upcoming = await t.db
    .selectFrom('interviews')
    .select('interview_id')
    .where('account_id', '=', cast.demoId)
    .where('interview_id', '!=', interview.interview_id)
    .orderBy('interview_id')
    .executeTakeFirstOrThrow();
  const starts = new Date(Date.now() + 5 * 86_400_000);
  await t.db
    .updateTable('interviews')
    .set({ status: 'scheduled', starts_at: starts, ends_at: new Date(starts.getTime() + 3_600_000) })
    .where('interview_id', '=', upcoming.interview_id)
    .execute();
  await t.db
    .insertInto('interview_interviewers')
    .values([interview, upcoming].map((i) => ({ interview_id: i.interview_id, user_id: cast.otherOwner.userId })))
    .execute();
});
afterAll(async () => t.close());

const applicants = (token: string) => t.request({ method: 'GET', url: `/api/smartreq/v1/applicants/${jobId}/`, token });
const scorecard = (token: string) =>
  t.request({ method: 'GET', url: `/api/smartreq/v1/integrity-signals/${userSmartreqId}/`, token });
const staffInterview = (token: string) =>
  t.request({ method: 'GET', url: `/api/smartreq/v1/interviews/${interview.interview_uuid}/`, token });
/** The feedback reminders the consultant is sent now (a reminder already sent today forgotten first). */
async function remindersToConsultant(): Promise<number> {
  await t.db.deleteFrom('feedback_reminders').where('user_id', '=', cast.otherOwner.userId).execute();
  const since = await mails.lastMailId(t.db);
  await remindOverdueFeedback(t.db, 'https://assay.example');
  return (await mails.mailsSince(t.db, since, 'owner@other-company.test')).filter(
    (m) => m.reason === 'staff_notice' && m.text_body.includes(interview.interview_uuid),
  ).length;
}
async function myInterviewUuids(token: string): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: '/api/interview/v1/my-interviews/', token });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as Record<string, { interview_uuid: string }[] | number>;
  return Object.values(data).flatMap((part) => (Array.isArray(part) ? part.map((i) => i.interview_uuid) : []));
}

describe('removal from a company', () => {
  it("given a person on a requisition's team who also works for another company, when the company removes them, then its applicants, applications and interviews are closed to them and they leave its teams", async () => {
    const consultant = await t.signIn('owner@other-company.test');
    const added = await t.request({
      method: 'POST',
      url: '/api/smartreq/v1/hiring-team/',
      token: cast.owner.token,
      body: { job_id: jobId, user_id: consultant.userId },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await applicants(consultant.token)).statusCode).toBe(200);
    expect((await scorecard(consultant.token)).statusCode).toBe(200);
    expect((await staffInterview(consultant.token)).statusCode).toBe(200);
    expect(await myInterviewUuids(consultant.token)).toContain(interview.interview_uuid);
    expect(await remindersToConsultant()).toBe(1);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/account/v1/${cast.demoId}/users/${consultant.userId}/`,
      token: cast.owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // Removal ended their sessions; they sign in again, still Other Company's staff.
    const again = await t.signIn('owner@other-company.test');
    expect((await applicants(again.token)).statusCode).toBe(404);
    expect((await scorecard(again.token)).statusCode).toBe(404);
    expect((await staffInterview(again.token)).statusCode).toBe(404);
    expect(await myInterviewUuids(again.token)).not.toContain(interview.interview_uuid);
    expect(await remindersToConsultant()).toBe(0);
    const members = await t.db
      .selectFrom('job_team_members')
      .select('user_id')
      .where('job_id', '=', jobId)
      .where('user_id', '=', consultant.userId)
      .execute();
    expect(members).toEqual([]);
    // They leave the panel of the interview still to come (its mails and calendars), not of the one held.
    const seats = await t.db
      .selectFrom('interview_interviewers')
      .select('interview_id')
      .where('user_id', '=', consultant.userId)
      .where('interview_id', 'in', [interview.interview_id, upcoming.interview_id])
      .execute();
    expect(seats).toEqual([{ interview_id: interview.interview_id }]);
  });
});

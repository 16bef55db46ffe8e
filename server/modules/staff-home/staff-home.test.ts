/**
 * The staff home on real PGlite: each list is the viewer's own (their interviews, their
 * requisitions' applicants and offers) at one company; another company's staff see none of it
 * and naming a company one has no role at is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { HOME_TASKS_SHOWN, type StaffHome } from '../../../contracts/staff-home.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let recruiter: S, interviewer: S, otherOwner: S, candidate: S;
let demoId: number, otherId: number;
const uuids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [recruiter, interviewer, otherOwner, candidate] = (await Promise.all(
    [
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
      'candidate@assay.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  const maria = await t.db
    .selectFrom('user_trackers')
    .select(['user_id', 'job_id'])
    .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
    .executeTakeFirstOrThrow();
  const activities = await t.db
    .selectFrom('job_step_activities')
    .innerJoin('job_steps', 'job_steps.job_step_id', 'job_step_activities.job_step_id')
    .select('job_step_activities.job_step_activity_id')
    .where('job_steps.job_id', '=', maria.job_id)
    .execute();
  // One live interview per activity and application: each fixture on an activity of its own.
  let next = 0;
  await t.db.updateTable('user_trackers').set({ is_new: true }).where('ref_id', '=', DEMO_TRACKERS.mariaOpen).execute();
  const startOfToday = new Date();
  startOfToday.setUTCHours(0, 0, 0, 0);
  const at = (days: number, minutes: number) => new Date(startOfToday.getTime() + days * 86_400_000 + minutes * 60_000);
  const interviews = {
    today: { account_id: demoId, status: 'scheduled' as const, starts_at: at(0, 1), ends_at: at(0, 2) },
    week: { account_id: demoId, status: 'scheduled' as const, starts_at: at(3, 600), ends_at: at(3, 630) },
    held: { account_id: demoId, status: 'completed' as const, starts_at: at(-2, 600), ends_at: at(-2, 630) },
    // The recruiter interviewing for another company: not on this company's home.
    elsewhere: { account_id: otherId, status: 'scheduled' as const, starts_at: at(0, 3), ends_at: at(0, 4) },
  };
  for (const [key, values] of Object.entries(interviews)) {
    const row = await t.db
      .insertInto('interviews')
      .values({
        ...values,
        purpose: 'interview',
        job_step_activity_id: activities[next++]!.job_step_activity_id,
        ref_id: DEMO_TRACKERS.mariaOpen,
        participant_user_id: maria.user_id,
        time_zone: 'UTC',
        updated_at: new Date(),
      })
      .returning(['interview_id', 'interview_uuid'])
      .executeTakeFirstOrThrow();
    uuids[key] = row.interview_uuid;
    await t.db
      .insertInto('interview_interviewers')
      .values({ interview_id: row.interview_id, user_id: recruiter.userId })
      .execute();
  }
});
afterAll(async () => t.close());

const home = (who: S, query = '') => t.request({ method: 'GET', url: `/api/staff/v1/home/${query}`, token: who.token });

describe('the staff home', () => {
  it("given the recruiter's interviews and requisitions, when they open their home, then each list holds their own tasks", async () => {
    const res = await home(recruiter, '?time_zone=UTC');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as StaffHome;
    expect(data.interviews_today.items.map((i) => i.interview_uuid)).toEqual([uuids.today]);
    expect(data.interviews_this_week.items.map((i) => i.interview_uuid)).toContain(uuids.week);
    expect(data.feedback_due.items.map((i) => i.interview_uuid)).toContain(uuids.held);
    for (const list of [data.interviews_today, data.interviews_this_week, data.feedback_due])
      expect(list.items.map((i) => i.interview_uuid)).not.toContain(uuids.elsewhere);
    // New applicants come from the recruiter's own requisitions only.
    const mine = new Set(data.my_requisitions.map((r) => r.job_id));
    expect(data.new_applicants.count).toBeGreaterThanOrEqual(data.new_applicants.items.length);
    expect(data.new_applicants.items.length).toBeGreaterThan(0);
    expect(data.new_applicants.items.every((a) => mine.has(a.job_id))).toBe(true);
    const teams = await t.db
      .selectFrom('job_team_members')
      .select('job_id')
      .where('user_id', '=', recruiter.userId)
      .execute();
    expect([...mine].every((jobId) => teams.some((row) => row.job_id === jobId))).toBe(true);
    expect(data.idle_days).toBe(7);
    expect(data.my_requisitions.length).toBeGreaterThan(0);
  });

  it('given a submitted evaluation, when the home is read again, then that interview is no longer feedback due', async () => {
    const held = await t.db
      .selectFrom('interviews')
      .select('interview_id')
      .where('interview_uuid', '=', uuids.held!)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('interview_evaluations')
      .values({
        interview_id: held.interview_id,
        interviewer_user_id: recruiter.userId,
        submitted_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const data = (await home(recruiter)).json().data as StaffHome;
    expect(data.feedback_due.items.map((i) => i.interview_uuid)).not.toContain(uuids.held);
  });

  it('given idle_days 1, when read, then applicants idle more than a day are listed, longest first', async () => {
    const data = (await home(recruiter, '?idle_days=1')).json().data as StaffHome;
    expect(data.idle_days).toBe(1);
    const days = data.idle_applicants.items.map((a) => a.days);
    expect(days.every((d) => d >= 1)).toBe(true);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
  });

  // "and N more" on the mentions led nowhere: the home now answers one list whole when asked (D325).
  it('given more notes mentioning the recruiter than the home shows, when the mentions are asked whole, then every one is answered and the other lists stay short', async () => {
    const comments = await t.db
      .insertInto('application_comments')
      .values(
        Array.from({ length: HOME_TASKS_SHOWN + 3 }, (_, i) => ({
          comment_uuid: crypto.randomUUID(),
          ref_id: DEMO_TRACKERS.mariaOpen,
          author_user_id: interviewer.userId,
          body: `Note ${i}`,
          updated_at: new Date(),
        })),
      )
      .returning('comment_id')
      .execute();
    await t.db
      .insertInto('comment_mentions')
      .values(comments.map((c) => ({ comment_id: c.comment_id, user_id: recruiter.userId, seen_at: null })))
      .execute();
    const first = (await home(recruiter, '?idle_days=1')).json().data as StaffHome;
    expect(first.mentions.count).toBeGreaterThanOrEqual(HOME_TASKS_SHOWN + 3);
    expect(first.mentions.items).toHaveLength(HOME_TASKS_SHOWN);
    const whole = (await home(recruiter, '?idle_days=1&whole=mentions')).json().data as StaffHome;
    expect(whole.mentions.items).toHaveLength(whole.mentions.count);
    expect(whole.mentions.items.slice(0, HOME_TASKS_SHOWN)).toEqual(first.mentions.items);
    // Only the list asked for is whole.
    expect(whole.idle_applicants).toEqual(first.idle_applicants);
    expect((await home(recruiter, '?whole=interviews_today')).statusCode).toBe(400);
  });

  it("given another company's owner, when they open their home, then none of this company's tasks appear", async () => {
    const data = (await home(otherOwner)).json().data as StaffHome;
    const demoJobs = await t.db.selectFrom('jobs').select('job_id').where('account_id', '=', demoId).execute();
    const demo = new Set(demoJobs.map((j) => j.job_id));
    for (const list of [data.new_applicants, data.idle_applicants])
      expect(list.items.some((a) => demo.has(a.job_id))).toBe(false);
    expect(data.my_requisitions.some((r) => demo.has(r.job_id))).toBe(false);
    expect(data.interviews_today.items).toEqual([]);
    // Naming a company where one holds no role is refused.
    expect((await home(otherOwner, `?account_id=${demoId}`)).statusCode).toBe(404);
    expect((await home(recruiter, `?account_id=${otherId}`)).statusCode).toBe(404);
  });

  it('given bad input or a candidate, when asked, then 400 or a refusal and nothing is read', async () => {
    expect((await home(recruiter, '?time_zone=Mars/Base')).statusCode).toBe(400);
    expect((await home(recruiter, '?idle_days=0')).statusCode).toBe(400);
    expect([403, 404]).toContain((await home(candidate)).statusCode);
    // An interviewer without requisitions of their own still gets a home, with their lists empty where nothing is theirs.
    expect((await home(interviewer)).statusCode).toBe(200);
  });
});

/**
 * Mentions that share (D285) against the real server: a note mentioning a
 * colleague who cannot open the application is stored and names them back, without mailing them or
 * giving them a home task; the writer who may manage the hiring team adds them through the hiring
 * team's own endpoint, and a new mention then notifies them; someone from another company is never
 * mentioned nor added; a writer who may not manage the team is told so (no job to add them to).
 * Sharing the note (D299) adds them and notifies them of that note, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mails from '../../test/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, analyst: S, otherOwner: S;
/** Maria's application to Customer Support Specialist: the recruiter is on its team, the interviewer and analyst are not. */
const MARIA = 3;
const notes = `/user/v1/comments/${MARIA}/`;

const call = (who: S, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });
const noticesTo = async (address: string, since: number) =>
  (await mails.mailsSince(t.db, since, address)).filter((m) => m.reason === 'staff_notice');
const homeMentions = async (who: S) => (await call(who, 'GET', '/staff/v1/home/')).json().data.mentions.count;
const mentionRows = async (userId: number) =>
  (await t.db.selectFrom('comment_mentions').select('comment_id').where('user_id', '=', userId).execute()).length;
const teamOf = async (jobId: number) =>
  (await t.db.selectFrom('job_team_members').select('user_id').where('job_id', '=', jobId).execute()).map(
    (r) => r.user_id,
  );
let jobId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [owner, recruiter, interviewer, analyst, otherOwner] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'analyst@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  const row = await t.db
    .selectFrom('user_trackers')
    .select('job_id')
    .where('user_step_tracker_id', '=', MARIA)
    .executeTakeFirstOrThrow();
  jobId = row.job_id;
  expect(await teamOf(jobId)).not.toContain(interviewer.userId);
});
afterAll(async () => t.close());

describe('mentions that share', () => {
  it('given a mention of a colleague who cannot open the application, then the note is kept, they are named back and not notified, and the writer is offered the team', async () => {
    const since = await mails.lastMailId(t.db);
    const res = await call(recruiter, 'POST', notes, {
      body: '@Olivia Owner @Ivan Interviewer have a look',
      mentioned_user_ids: [owner.userId, interviewer.userId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.mentions.map((m: { user_id: number }) => m.user_id)).toEqual([owner.userId]);
    expect(data.unseen_mentions).toEqual([
      { user_id: interviewer.userId, first_name: expect.any(String), last_name: expect.any(String) },
    ]);
    expect(data.team_job_id).toBe(jobId);
    expect(await noticesTo('owner@demo-company.test', since)).toHaveLength(1);
    expect(await noticesTo('interviewer@demo-company.test', since)).toEqual([]);
    expect(await mentionRows(interviewer.userId)).toBe(0);
    expect(await homeMentions(interviewer)).toBe(0);
    // The interviewer still cannot open it.
    expect((await call(interviewer, 'GET', notes)).statusCode).toBe(404);
  });

  it('given someone from another company, then they are never mentioned nor added to the team, and nothing is written', async () => {
    const since = await mails.lastMailId(t.db);
    const before = (await call(recruiter, 'GET', notes)).json().data.length;
    const res = await call(recruiter, 'POST', notes, {
      body: 'Look',
      mentioned_user_ids: [owner.userId, otherOwner.userId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ prop: 'mentioned_user_ids.1', message: expect.any(String) }]);
    expect((await call(recruiter, 'GET', notes)).json().data.length).toBe(before);
    expect(await noticesTo('owner@demo-company.test', since)).toEqual([]);
    expect(await noticesTo('owner@other-company.test', since)).toEqual([]);
    // The hiring team's endpoint refuses them too, and the other company's owner cannot add anyone to it.
    const added = await call(recruiter, 'POST', '/smartreq/v1/hiring-team/', {
      job_id: jobId,
      user_id: otherOwner.userId,
    });
    expect(added.statusCode).toBe(404);
    const foreign = await call(otherOwner, 'POST', '/smartreq/v1/hiring-team/', {
      job_id: jobId,
      user_id: otherOwner.userId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await teamOf(jobId)).not.toContain(otherOwner.userId);
    // Oneself is no mention either.
    const self = await call(recruiter, 'POST', notes, { body: 'Me', mentioned_user_ids: [recruiter.userId] });
    expect(self.statusCode).toBe(400);
  });

  it('given the colleague added through the hiring team, then a new mention notifies them and is a task on their home', async () => {
    const added = await call(recruiter, 'POST', '/smartreq/v1/hiring-team/', {
      job_id: jobId,
      user_id: interviewer.userId,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await teamOf(jobId)).toContain(interviewer.userId);
    const since = await mails.lastMailId(t.db);
    const res = await call(recruiter, 'POST', notes, {
      body: '@Ivan Interviewer now you can see it',
      mentioned_user_ids: [interviewer.userId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      mentions: [expect.objectContaining({ user_id: interviewer.userId })],
      unseen_mentions: [],
      team_job_id: null,
    });
    const notice = await noticesTo('interviewer@demo-company.test', since);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text_body).toContain('now you can see it');
    expect(await homeMentions(interviewer)).toBe(1);
  });

  it('given a writer who may not manage the hiring team, then the unseen colleague is named with no team to add them to, and the team endpoint refuses', async () => {
    // The interviewer is on the team now (previous case) but holds no flag.
    const since = await mails.lastMailId(t.db);
    const res = await call(interviewer, 'POST', notes, {
      body: '@Ana Analyst see this',
      mentioned_user_ids: [analyst.userId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      mentions: [],
      unseen_mentions: [expect.objectContaining({ user_id: analyst.userId })],
      team_job_id: null,
    });
    expect(await noticesTo('analyst@demo-company.test', since)).toEqual([]);
    const added = await call(interviewer, 'POST', '/smartreq/v1/hiring-team/', {
      job_id: jobId,
      user_id: analyst.userId,
    });
    expect(added.statusCode).toBe(403);
    expect(await teamOf(jobId)).not.toContain(analyst.userId);
  });

  it('given a note mentioning a colleague who cannot open it, when its writer shares it with them, then they join the team and are notified of that very note, once', async () => {
    const noteUuid = 'e0000000-0000-4000-8000-000000000299';
    const saved = await call(recruiter, 'POST', notes, {
      body: '@Ana Analyst the references are in',
      comment_uuid: noteUuid,
      mentioned_user_ids: [analyst.userId],
    });
    expect(saved.json().data.unseen_mentions).toEqual([expect.objectContaining({ user_id: analyst.userId })]);
    const share = (who: S, userId: number) =>
      call(who, 'POST', `/user/v1/comment/${noteUuid}/share/`, { user_id: userId });
    const since = await mails.lastMailId(t.db);

    // Someone else's note (403), one from another company's view (404), oneself or a stranger
    // (400): nothing changes.
    expect((await share(interviewer, analyst.userId)).statusCode).toBe(403);
    expect((await share(otherOwner, analyst.userId)).statusCode).toBe(404);
    expect((await share(recruiter, otherOwner.userId)).statusCode).toBe(400);
    expect((await share(recruiter, recruiter.userId)).statusCode).toBe(400);
    // A writer who may not manage the team shares their own note: the team's rule refuses it.
    const own = 'e0000000-0000-4000-8000-000000000298';
    expect((await call(interviewer, 'POST', notes, { body: 'For later', comment_uuid: own })).statusCode).toBe(200);
    const refused = await call(interviewer, 'POST', `/user/v1/comment/${own}/share/`, { user_id: analyst.userId });
    expect(refused.statusCode).toBe(403);
    expect(await teamOf(jobId)).not.toContain(analyst.userId);
    expect(await noticesTo('analyst@demo-company.test', since)).toEqual([]);

    const res = await share(recruiter, analyst.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mentions).toEqual([expect.objectContaining({ user_id: analyst.userId })]);
    expect(await teamOf(jobId)).toContain(analyst.userId);
    const notice = await noticesTo('analyst@demo-company.test', since);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text_body).toContain('the references are in');
    expect(await homeMentions(analyst)).toBe(1);
    expect((await call(analyst, 'GET', notes)).statusCode).toBe(200);

    // Shared again: no second mail.
    expect((await share(recruiter, analyst.userId)).statusCode).toBe(200);
    expect(await noticesTo('analyst@demo-company.test', since)).toHaveLength(1);
  });
});

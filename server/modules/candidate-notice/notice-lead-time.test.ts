/**
 * NYC Local Law 144's notice lead time, enforced where a company holds it (D297): a requisition
 * whose plan assesses opens to candidates only once the candidate notice has stood 10 business
 * days; the refusal says when, in the reader's language. A company that does not hold it (the
 * default) publishes at once. Real PGlite, and PostgreSQL through `npm test -- --only postgres`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, toolUsableFrom } from '../../../contracts/candidate-notice-rules.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { checkNoticeLeadTime, checkNoticeLeadTimeForAdded } from './notice-lead-time.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S;
let demoId: number;
let openJobId: number;

const today = () => new Date().toISOString().slice(0, 10);
const notice = () => `/api/account/v1/${demoId}/candidate-notice/`;
const texts = { en: null, es: null, fr: null };
const setLeadTime = (who: S, lead_time: { held: boolean; posted_on: string | null }, language = 'en') =>
  t.request({
    method: 'PUT',
    url: notice(),
    token: who.token,
    body: { ...texts, lead_time },
    headers: { 'accept-language': language },
  });

/** A draft copy of the demo's open requisition (its plan holds the personality questionnaire). */
async function draftThatAssesses(): Promise<number> {
  const made = await t.request({
    method: 'POST',
    url: `/api/job/v1/job-duplicate/${openJobId}/`,
    token: owner.token,
    body: { title: `Lead time ${Math.random()}` },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.new_job_id;
}
const complete = (jobId: number, language = 'en') =>
  t.request({
    method: 'POST',
    url: `/api/job/v1/builder/${jobId}/complete/`,
    token: owner.token,
    body: { confirm_no_weights: true },
    headers: { 'accept-language': language },
  });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  [owner, recruiter, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  openJobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
});
afterAll(async () => t.close());

describe('the notice lead time (D297)', () => {
  it('given a company that does not hold it (the default), then a requisition that assesses opens at once', async () => {
    expect((await t.request({ method: 'GET', url: notice(), token: owner.token })).json().data.lead_time).toEqual({
      held: false,
      posted_on: null,
    });
    const res = await complete(await draftThatAssesses());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.is_draft).toBe(false);
  });

  it('given the lead time held and no day the notice went up, then publishing is refused 409 saying what to do, in Spanish for a Spanish reader, and the draft stays a draft', async () => {
    expect((await setLeadTime(owner, { held: true, posted_on: null })).statusCode).toBe(200);
    const jobId = await draftThatAssesses();
    const refused = await complete(jobId, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'notice_lead_time',
      message: expect.stringContaining('indica en la configuración del aviso a los candidatos'),
      errors: [{ prop: 'notice' }],
    });
    const row = await t.db.selectFrom('jobs').select('is_draft').where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(row.is_draft).toBe(true);
  });

  it('given the notice up for 9 business days, then publishing is refused naming the day it can open (in French for a French reader); from the 10th business day it opens', async () => {
    const jobId = await draftThatAssesses();
    const posted = today();
    expect((await setLeadTime(owner, { held: true, posted_on: posted })).json().data.lead_time).toEqual({
      held: true,
      posted_on: posted,
    });
    const from = toolUsableFrom(posted);
    const refused = await complete(jobId, 'fr');
    expect(refused.statusCode).toBe(409);
    const day = new Date(`${from}T00:00:00Z`).toLocaleDateString('fr', { dateStyle: 'long', timeZone: 'UTC' });
    expect(refused.json().message).toContain(`il peut ouvrir le ${day}`);
    // The rule itself, a day before and on the day (weekends do not count).
    const job = { job_id: jobId, account_id: demoId, job_type_id: 2 };
    await expect(checkNoticeLeadTime(t.db, job, addBusinessDays(posted, 9))).rejects.toMatchObject({
      code: 'notice_lead_time',
    });
    await expect(checkNoticeLeadTime(t.db, job, from)).resolves.toBeUndefined();

    expect((await setLeadTime(owner, { held: true, posted_on: '2026-01-02' })).statusCode).toBe(200);
    const opened = await complete(jobId);
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('given a closed requisition that assesses, then opening it again to applications is held too; an open one is left open', async () => {
    const jobId = await draftThatAssesses();
    expect((await complete(jobId)).statusCode).toBe(200);
    const patch = (is_accepting_applications: boolean) =>
      t.request({
        method: 'PATCH',
        url: `/api/smartreq/v1/detail/${jobId}/`,
        token: owner.token,
        body: { is_accepting_applications },
      });
    expect((await patch(false)).statusCode).toBe(200);
    await setLeadTime(owner, { held: true, posted_on: today() });
    const refused = await patch(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('notice_lead_time');
    await setLeadTime(owner, { held: false, posted_on: today() });
    expect((await patch(true)).statusCode).toBe(200);
  });

  it('given a day after today, then 400 naming lead_time.posted_on in the reader’s language and nothing saved', async () => {
    await setLeadTime(owner, { held: false, posted_on: null });
    const res = await setLeadTime(owner, { held: true, posted_on: addBusinessDays(today(), 10) }, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { prop: 'lead_time.posted_on', message: 'El aviso no puede haberse publicado después de hoy.' },
    ]);
    const after = await t.request({ method: 'GET', url: notice(), token: owner.token });
    expect(after.json().data.lead_time).toEqual({ held: false, posted_on: null });
  });

  it('given staff without company settings or another company’s owner, then the lead time cannot be changed', async () => {
    expect((await setLeadTime(recruiter, { held: true, posted_on: null })).statusCode).toBe(403);
    expect((await setLeadTime(otherOwner, { held: true, posted_on: null })).statusCode).toBe(404);
    const after = await t.request({ method: 'GET', url: notice(), token: owner.token });
    expect(after.json().data.lead_time.held).toBe(false);
  });

  it('given an open requisition and a notice up today, then adding an assessment waits for the lead time (in Spanish for a Spanish reader); other activities, drafts and a notice that has stood are not held (D308)', async () => {
    await setLeadTime(owner, { held: false, posted_on: null });
    const jobId = await draftThatAssesses();
    expect((await complete(jobId)).statusCode).toBe(200);
    const plan = async () =>
      (await t.request({ method: 'GET', url: `/api/job/v1/job-step/${jobId}/`, token: owner.token })).json().data;
    const stepId: number = (await plan()).steps[0].job_step_id;
    const typing = { activity_type: 'typing_test', title: 'Typing' };
    const addActivity = (job_step_id: number, body: object, language = 'en') =>
      t.request({
        method: 'POST',
        url: `/api/job/v1/job-step/step/${job_step_id}/activity/`,
        token: owner.token,
        body,
        headers: { 'accept-language': language },
      });
    const addStep = (id: number, activities: object[]) =>
      t.request({
        method: 'POST',
        url: `/api/job/v1/job-step/${id}/`,
        token: owner.token,
        body: { name: 'Typing', activities },
      });
    const before = JSON.stringify(await plan());

    await setLeadTime(owner, { held: true, posted_on: today() });
    const refused = await addActivity(stepId, typing, 'es');
    expect(refused.statusCode).toBe(409);
    const day = new Date(`${toolUsableFrom(today())}T00:00:00Z`).toLocaleDateString('es', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(refused.json()).toMatchObject({
      code: 'notice_lead_time',
      message: expect.stringContaining(`Puede añadirse el ${day}`),
      errors: [{ prop: 'notice' }],
    });
    expect((await addStep(jobId, [typing])).statusCode).toBe(409);
    expect(JSON.stringify(await plan())).toBe(before);
    // Not an assessment: added at once.
    const resume = await addActivity(stepId, { activity_type: 'resume', title: 'Résumé' });
    expect(resume.statusCode, resume.body).toBe(200);
    // A draft is held when it is published, not while it is built.
    const draftId = await draftThatAssesses();
    expect((await addStep(draftId, [typing])).statusCode).toBe(200);
    // The rule itself: from the first day the notice has stood its lead time.
    const job = { job_id: jobId, account_id: demoId, job_type_id: 2 };
    await expect(
      checkNoticeLeadTimeForAdded(t.db, job, ['typing_test'], addBusinessDays(today(), 9)),
    ).rejects.toMatchObject({ code: 'notice_lead_time' });
    await expect(
      checkNoticeLeadTimeForAdded(t.db, job, ['typing_test'], toolUsableFrom(today())),
    ).resolves.toBeUndefined();
    // Without a day given, the refusal says to give it.
    await setLeadTime(owner, { held: true, posted_on: null });
    expect((await addActivity(stepId, typing)).json().message).toContain('give the day the candidate notice went up');
    await setLeadTime(owner, { held: true, posted_on: '2026-01-02' });
    const added = await addActivity(stepId, typing);
    expect(added.statusCode, added.body).toBe(200);
    await setLeadTime(owner, { held: false, posted_on: null });
  });
});

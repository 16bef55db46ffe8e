import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { pctComplete, remainingDays } from './progress.service.ts';
import { signUp } from '../../test/sign-up.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, maria: S, li: S, owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'candidate@assay.test',
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [candidate, maria, li, owner, recruiter, interviewer, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as S[] as [S, S, S, S, S, S, S, S];
});
afterAll(async () => t.close());

const trackersUrl = (userId: number) => `/api/user/v1/progress-tracker/user/${userId}/`;
const list = (who: S, userId = who.userId) => t.request({ method: 'GET', url: trackersUrl(userId), token: who.token });
const apply = (who: S, body: unknown, userId = who.userId, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: trackersUrl(userId), token: who.token, body, headers });
const detail = (who: S, refId: string) =>
  t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${refId}/`, token: who.token });

let n = 0;
async function newCandidate(): Promise<S> {
  const email = `applicant.${Date.now()}.${n++}@progress.test`;
  const res = await signUp(t, {
    first_name: 'New',
    last_name: 'Applicant',
    email,
    password: 'Progress-test-1',
    password_confirmation: 'Progress-test-1',
  });
  expect(res.statusCode, res.body).toBe(201);
  return t.signIn(email, 'Progress-test-1');
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the rules as numbers', () => {
  it('given 4 of 8 activities, then 50; 1 of 8 rounds down to 12; no activities is 0', () => {
    expect(pctComplete(4, 8)).toBe(50);
    expect(pctComplete(1, 8)).toBe(12);
    expect(pctComplete(0, 0)).toBe(0);
  });

  it('given a 30-day interval, then the wait counts whole days since the newest tracker and may go below 0', () => {
    const now = new Date('2025-03-31T12:00:00Z');
    expect(remainingDays(30, new Date('2025-03-31T11:00:00Z'), now)).toBe(30);
    expect(remainingDays(30, new Date('2025-03-02T13:00:00Z'), now)).toBe(2); // 28.96 days ago
    expect(remainingDays(30, new Date('2025-02-19T12:00:00Z'), now)).toBe(-10);
    expect(remainingDays(0, new Date('2025-03-31T11:00:00Z'), now)).toBe(0);
  });
});

describe('listing trackers', () => {
  it('given the demo candidate, when they list their trackers, then they get them newest first with progress and the retake wait', async () => {
    const res = await list(candidate);
    expect(res.statusCode).toBe(200);
    const [pathway, requisition] = res.json().data;
    expect(pathway).toEqual({
      tracker_title: 'Pathway',
      job_title: 'Team Lead Pathway',
      account_name: 'Demo Company',
      city: 'Austin',
      state: 'TX',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pct_complete: 100,
      remaining_days: -12,
      job_type_id: 4,
      user_id: candidate.userId,
      job_uuid: DEMO_JOBS.pathway,
      ref_id: DEMO_TRACKERS.candidatePathway,
      external_application_id: null,
    });
    expect(requisition).toMatchObject({
      job_title: 'Customer Support Specialist',
      tracker_title: 'Job Application',
      pct_complete: 50,
      remaining_days: -10,
      job_type_id: 2,
    });
    expect(Date.parse(pathway.created_at)).toBeGreaterThan(Date.parse(requisition.created_at));
  });

  it('given another candidate, when they list or create trackers for the demo candidate, then 404 and no data', async () => {
    const res = await list(maria, candidate.userId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Customer Support');
    const created = await apply(maria, { job_uuid: DEMO_JOBS.pathway }, candidate.userId);
    expect(created.statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('user_trackers')
      .select('ref_id')
      .where('user_id', '=', candidate.userId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("given company staff, when they list a candidate's trackers, then 404; a provider admin sees them", async () => {
    expect((await list(owner, candidate.userId)).statusCode).toBe(404);
    expect((await list(otherOwner, candidate.userId)).statusCode).toBe(404);
    const res = await list(admin, candidate.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
  });
});

describe('reading one tracker', () => {
  it('given the demo candidate, when they open their application, then the steps and activities come in order with their state', async () => {
    const res = await detail(candidate, DEMO_TRACKERS.candidateOpen);
    expect(res.statusCode).toBe(200);
    const { tracker, steps } = res.json().data;
    expect(tracker).toMatchObject({ ref_id: DEMO_TRACKERS.candidateOpen, pct_complete: 50 });
    expect(steps.map((s: { name: string }) => s.name)).toEqual(['Application', 'Assessments', 'Skills']);
    const activities = steps.flatMap((s: { activities: unknown[] }) => s.activities);
    expect(activities.map((a: { activity_type: string }) => a.activity_type)).toEqual([
      'form',
      'resume',
      'eeoc',
      'assessment',
      'questions',
      'typing_test',
      'skills_test',
      'video',
    ]);
    expect(activities.map((a: { is_completed: boolean }) => a.is_completed)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(activities[0]).toMatchObject({
      ref_id: DEMO_TRACKERS.candidateOpen,
      user_id: candidate.userId,
      retake_interval_days: 30,
      remaining_days: -10,
    });
    expect(activities[0].user_step_activity_id).toEqual(expect.any(Number));
    expect(activities[7].user_step_activity_id).toBeNull();
  });

  it("given another candidate or another company's owner, when they open the tracker, then 404 and no data", async () => {
    for (const who of [maria, otherOwner]) {
      const res = await detail(who, DEMO_TRACKERS.candidateOpen);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Customer Support');
    }
  });

  it('given the recruiter (smartreq_access, on the team), when they open an applicant’s tracker, then they see it', async () => {
    expect((await detail(recruiter, DEMO_TRACKERS.candidateOpen)).statusCode).toBe(200);
  });

  it('given an interviewer without flags, when they open it, then 404; once on the job’s team, they see it', async () => {
    expect((await detail(interviewer, DEMO_TRACKERS.mariaOpen)).statusCode).toBe(404);
    const job = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('job_team_members').values({ job_id: job.job_id, user_id: interviewer.userId }).execute();
    expect((await detail(interviewer, DEMO_TRACKERS.mariaOpen)).statusCode).toBe(200);
    // Team membership of one job opens only that job (the seed puts the interviewer on the closed one).
    expect((await detail(interviewer, DEMO_TRACKERS.candidatePathway)).statusCode).toBe(404);
    expect((await detail(interviewer, DEMO_TRACKERS.mariaClosed)).statusCode).toBe(200);
  });

  it('given the recruiter without all_pathways_access, when they open a pathway tracker, then 404; the owner sees it', async () => {
    expect((await detail(recruiter, DEMO_TRACKERS.liPathway)).statusCode).toBe(404);
    expect((await detail(owner, DEMO_TRACKERS.liPathway)).statusCode).toBe(200);
  });

  it('given an unknown or malformed ref_id, then 404 or 400', async () => {
    expect((await detail(candidate, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail(candidate, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('given one of 8 activities completed, then pct_complete is 12 (rounded down)', async () => {
    const activity = await t.db
      .selectFrom('job_step_activities as jsa')
      .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
      .select('jsa.job_step_activity_id')
      .where('j.uuid', '=', DEMO_JOBS.openRequisition)
      .orderBy('js.sort_order')
      .orderBy('jsa.sort_order')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_step_activities')
      .values({ ref_id: DEMO_TRACKERS.liOpen, job_step_activity_id: activity.job_step_activity_id, is_completed: true })
      .execute();
    const res = await detail(li, DEMO_TRACKERS.liOpen);
    expect(res.json().data.tracker.pct_complete).toBe(12);
  });
});

describe('applying', () => {
  it('given a new candidate, when they apply to the open requisition, then a tracker with a ref_id is created at 0%', async () => {
    const who = await newCandidate();
    const res = await apply(who, { job_uuid: DEMO_JOBS.openRequisition, external_application_id: 'ATS-42' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      job_uuid: DEMO_JOBS.openRequisition,
      pct_complete: 0,
      remaining_days: 30,
      external_application_id: 'ATS-42',
      user_id: who.userId,
    });
    expect(item.ref_id).toMatch(/^[0-9a-f-]{36}$/);
    const listed = (await list(who)).json().data;
    expect(listed.map((x: { ref_id: string }) => x.ref_id)).toEqual([item.ref_id]);
  });

  it('given a closed requisition, when a candidate applies, then 409 closed with the spec text and nothing is created', async () => {
    const who = await newCandidate();
    const res = await apply(who, { job_uuid: DEMO_JOBS.closedRequisition });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'closed',
      message: 'This position is not accepting new applications at this time',
    });
    expect((await list(who)).json().data).toEqual([]);
  });

  it('given a tracker created today, when the candidate applies again, then 409 retake_wait with the days left and no second tracker', async () => {
    const who = await newCandidate();
    expect((await apply(who, { job_uuid: DEMO_JOBS.openRequisition })).statusCode).toBe(200);
    const again = await apply(who, { job_uuid: DEMO_JOBS.openRequisition });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'retake_wait',
      message: 'You must wait 30 days before you can re-apply',
      errors: [{ prop: 'remaining_days', message: '30' }],
    });
    expect((await list(who)).json().data).toHaveLength(1);
  });

  it('given Maria applied 5 days ago, when the wait has passed (31 days), then she may re-apply and both trackers show the new wait', async () => {
    expect((await apply(maria, { job_uuid: DEMO_JOBS.openRequisition })).json()).toMatchObject({
      code: 'retake_wait',
      errors: [{ message: '25' }],
    });
    await t.db
      .updateTable('user_trackers')
      .set({ created_at: daysAgo(31) } as never)
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .execute();
    const res = await apply(maria, { job_uuid: DEMO_JOBS.openRequisition });
    expect(res.statusCode, res.body).toBe(200);
    const trackers = (await list(maria))
      .json()
      .data.filter((x: { job_uuid: string }) => x.job_uuid === DEMO_JOBS.openRequisition);
    expect(trackers).toHaveLength(2);
    expect(trackers[0]).toMatchObject({ ref_id: res.json().data.ref_id, pct_complete: 0, remaining_days: 30 });
    expect(trackers[1]).toMatchObject({ ref_id: DEMO_TRACKERS.mariaOpen, pct_complete: 25, remaining_days: 30 });
  });

  it('given the demo candidate applied 40 days ago, when they re-apply, then a new tracker comes first', async () => {
    const res = await apply(candidate, { job_uuid: DEMO_JOBS.openRequisition });
    expect(res.statusCode).toBe(200);
    expect((await list(candidate)).json().data[0].ref_id).toBe(res.json().data.ref_id);
  });

  it('given a pathway with no retake interval, when a candidate re-takes it at once, then each re-take creates a tracker', async () => {
    const first = await apply(li, { job_uuid: DEMO_JOBS.pathway });
    const second = await apply(li, { job_uuid: DEMO_JOBS.pathway });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data.ref_id).not.toBe(second.json().data.ref_id);
    expect(second.json().data.remaining_days).toBe(0);
  });

  it('given the same Idempotency-Key, when the application is posted three times, then the same tracker comes back and one exists', async () => {
    const who = await newCandidate();
    const headers = { 'Idempotency-Key': 'apply-once-1234' };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await apply(who, { job_uuid: DEMO_JOBS.openRequisition }, who.userId, headers));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().data.ref_id)).size).toBe(1);
    expect(answers[1]!.headers['idempotent-replay']).toBe('true');
    expect((await list(who)).json().data).toHaveLength(1);
  });

  it('given two applications at the same moment without a key, then one tracker is created and the other waits', async () => {
    const who = await newCandidate();
    const results = await Promise.all([0, 1].map(() => apply(who, { job_uuid: DEMO_JOBS.openRequisition })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await list(who)).json().data).toHaveLength(1);
  });

  it('given an unknown job uuid, then 404; a malformed one, then 400', async () => {
    const who = await newCandidate();
    expect((await apply(who, { job_uuid: '99999999-9999-4999-8999-999999999999' })).statusCode).toBe(404);
    expect((await apply(who, { job_uuid: 'nope' })).statusCode).toBe(400);
    expect((await apply(who, {})).statusCode).toBe(400);
  });

  it('given a provider admin, when they create a tracker for a candidate, then it is created and audited', async () => {
    const who = await newCandidate();
    const res = await apply(admin, { job_uuid: DEMO_JOBS.pathway }, who.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user_id).toBe(who.userId);
    const events = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('event', '=', 'tracker_created')
      .where('subject_user_id', '=', who.userId)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.actor_user_id).toBe(admin.userId);
  });
});

describe('the application-received mail', () => {
  const mailsTo = (email: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'reason', 'account_id'])
      .where('to_address', '=', email)
      .execute();

  it('given a candidate who writes in Spanish applying to a requisition, then one mail in Spanish is queued with the link to the new tracker', async () => {
    const email = `recibido.${Date.now()}@progress.test`;
    const created = await signUp(t, {
      first_name: 'Lucía',
      last_name: 'Pérez',
      email,
      password: 'Progress-test-1',
      password_confirmation: 'Progress-test-1',
      preferred_language: 'es',
    });
    expect(created.statusCode, created.body).toBe(201);
    const lucia = await t.signIn(email, 'Progress-test-1');
    const res = await apply(lucia, { job_uuid: DEMO_JOBS.openRequisition });
    expect(res.statusCode, res.body).toBe(200);
    const refId = res.json().data.ref_id as string;
    // The sign-up's code came first (D242); applying queues one mail.
    const mails = (await mailsTo(email)).filter((m) => m.reason !== 'sign_up_code');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      reason: 'application_received',
      subject: `Hemos recibido tu solicitud para Customer Support Specialist`,
    });
    expect(mails[0]!.text_body).toContain('Hola, Lucía:');
    expect(mails[0]!.text_body).toContain(`/user/progress-tracker?jobUuid=${DEMO_JOBS.openRequisition}&refId=${refId}`);
    // The device check is linked in the mail's language (seed text: device-check-line.ts).
    expect(mails[0]!.text_body).toMatch(
      /comprueba tu dispositivo \(cámara, micrófono, conexión\):\nhttps?:\/\/[^\s]+\/test\n/,
    );

    // A second application inside the waiting period is refused and mails nothing.
    expect((await apply(lucia, { job_uuid: DEMO_JOBS.openRequisition })).statusCode).toBe(409);
    expect((await mailsTo(email)).filter((m) => m.reason !== 'sign_up_code')).toHaveLength(1);
  });
});

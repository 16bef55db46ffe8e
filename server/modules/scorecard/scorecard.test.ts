import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEFAULT_REJECTION_REASONS } from '../../../contracts/default-reasons.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { answerText, stagesFrom, stepScores } from './scorecard.service.ts';
import type { Scorecard } from '../../../contracts/scorecard.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, candidate: S, admin: S;
let demoAccountId: number;
let otherAccountId: number;
/** user_smartreq_id of each seeded tracker. */
const id = {} as Record<keyof typeof DEMO_TRACKERS, number>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'candidate@assay.test',
    'admin@assay.test',
  ];
  [owner, recruiter, interviewer, otherOwner, candidate, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
  for (const [key, refId] of Object.entries(DEMO_TRACKERS) as [keyof typeof DEMO_TRACKERS, string][]) {
    id[key] = (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', refId)
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;
  }
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: S | undefined, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who?.token, body });
const get = (who: S | undefined, url: string) => call(who, 'GET', url);

async function reasonIds(accountId: number) {
  return (
    await t.db
      .selectFrom('rejection_reasons')
      .select('rejection_reason_id')
      .where('account_id', '=', accountId)
      .orderBy('sort_order')
      .execute()
  ).map((r) => r.rejection_reason_id);
}
async function tracker(refId: string) {
  return t.db.selectFrom('user_trackers').selectAll().where('ref_id', '=', refId).executeTakeFirstOrThrow();
}
async function eventsOf(refId: string) {
  return t.db
    .selectFrom('job_events')
    .select(['kind', 'details', 'actor_user_id'])
    .where('ref_id', '=', refId)
    .orderBy('event_id')
    .execute();
}

describe('rejection reasons', () => {
  it("given company staff, when they list without account_id, then they get their company's active reasons in order", async () => {
    const res = await get(recruiter, '/smartreq/v1/rejection-reasons/');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { rejection_reason_id: number; rejection_type: string; name: string }[];
    expect(data.map((r) => [r.rejection_type, r.name])).toEqual(
      DEFAULT_REJECTION_REASONS.map((r) => [r.rejection_type, r.name]),
    );
  });

  it('given an inactive reason, then it is not listed', async () => {
    const [first] = await reasonIds(demoAccountId);
    await t.db
      .updateTable('rejection_reasons')
      .set({ is_active: false })
      .where('rejection_reason_id', '=', first!)
      .execute();
    const res = await get(owner, `/smartreq/v1/rejection-reasons/?account_id=${demoAccountId}`);
    expect(res.json().data.map((r: { rejection_reason_id: number }) => r.rejection_reason_id)).not.toContain(first);
    await t.db
      .updateTable('rejection_reasons')
      .set({ is_active: true })
      .where('rejection_reason_id', '=', first!)
      .execute();
  });

  it("given another company's account_id, then 404; a candidate 403; an admin names the company", async () => {
    expect((await get(otherOwner, `/smartreq/v1/rejection-reasons/?account_id=${demoAccountId}`)).statusCode).toBe(404);
    expect((await get(candidate, '/smartreq/v1/rejection-reasons/')).statusCode).toBe(403);
    expect((await get(admin, '/smartreq/v1/rejection-reasons/')).statusCode).toBe(400);
    const asAdmin = await get(admin, `/smartreq/v1/rejection-reasons/?account_id=${demoAccountId}`);
    expect(asAdmin.json().data).toHaveLength(DEFAULT_REJECTION_REASONS.length);
    expect((await get(interviewer, '/smartreq/v1/rejection-reasons/')).statusCode).toBe(200);
  });
});

describe('who may open a scorecard', () => {
  it('given the seeded trackers, then their user_smartreq_ids are 1 to 6 in DEMO_TRACKERS order (the matrix relies on it)', () => {
    expect(Object.values(id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("given Maria's application to job 1, then owner, recruiter and admin 200; another company's owner and the interviewer 404; a candidate 403", async () => {
    const url = `/smartreq/v1/scorecard/${id.mariaOpen}/`;
    for (const who of [owner, recruiter, admin]) expect((await get(who, url)).statusCode).toBe(200);
    for (const who of [otherOwner, interviewer]) expect((await get(who, url)).statusCode).toBe(404);
    expect((await get(candidate, url)).statusCode).toBe(403);
    expect((await get(undefined, url)).statusCode).toBe(401);
    expect((await get(owner, '/smartreq/v1/scorecard/99999/')).statusCode).toBe(404);
  });

  it("given job 2 (the interviewer is on its team), then the interviewer opens Maria's scorecard there, and acts on it", async () => {
    expect((await get(interviewer, `/smartreq/v1/scorecard/${id.mariaClosed}/`)).statusCode).toBe(200);
    expect((await get(interviewer, `/smartreq/v1/activity-history/${id.mariaClosed}/`)).statusCode).toBe(200);
    expect((await call(interviewer, 'POST', `/smartreq/v1/user-smartreq/${id.mariaClosed}/mark-new/`)).statusCode).toBe(
      200,
    );
  });

  it('given a removed application, then its scorecard is gone', async () => {
    await t.db
      .updateTable('user_trackers')
      .set({ removed_at: new Date() })
      .where('ref_id', '=', DEMO_TRACKERS.liOpen)
      .execute();
    expect((await get(owner, `/smartreq/v1/scorecard/${id.liOpen}/`)).statusCode).toBe(404);
    await t.db
      .updateTable('user_trackers')
      .set({ removed_at: null })
      .where('ref_id', '=', DEMO_TRACKERS.liOpen)
      .execute();
  });
});

describe('the scorecard data', () => {
  let attrA: number, attrB: number, attrC: number, questionsActivity: number, assessmentActivity: number;

  beforeAll(async () => {
    const job1 = (await tracker(DEMO_TRACKERS.mariaOpen)).job_id;
    const activities = await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .select(['a.job_step_activity_id', 'a.activity_type', 'a.asmt_id'])
      .where('s.job_id', '=', job1)
      .orderBy('s.sort_order')
      .orderBy('a.sort_order')
      .execute();
    questionsActivity = activities.find((a) => a.activity_type === 'questions')!.job_step_activity_id;
    assessmentActivity = activities.find((a) => a.activity_type === 'assessment')!.job_step_activity_id;
    const asmtId = activities.find((a) => a.activity_type === 'assessment')!.asmt_id;
    const newAttr = async (name: string, es: string, asmt: number | null) => {
      const { attribute_type_id } = await t.db
        .insertInto('attribute_types')
        .values({ account_id: demoAccountId, asmt_id: asmt, code: `test-${name}`, category: 'custom' })
        .returning('attribute_type_id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('attribute_type_texts')
        .values([
          { attribute_type_id, language: 'en', name },
          { attribute_type_id, language: 'es', name: es },
        ])
        .execute();
      return attribute_type_id;
    };
    attrA = await newAttr('Test Calm', 'Prueba Calma', asmtId);
    attrB = await newAttr('Test Focus', 'Prueba Foco', null);
    attrC = await newAttr('Test Unmeasured', 'Prueba Sin medir', null);
    const { job_attribute_group_id } = await t.db
      .insertInto('job_attribute_groups')
      .values({ job_id: job1, name: 'Core', weight: 60, sort_order: 1 })
      .returning('job_attribute_group_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_attribute_group_attributes')
      .values([
        { job_attribute_group_id, attribute_type_id: attrA, weight: 70, sort_order: 1 },
        { job_attribute_group_id, attribute_type_id: attrB, weight: 30, sort_order: 2 },
        { job_attribute_group_id, attribute_type_id: attrC, weight: 10, sort_order: 3 },
      ])
      .execute();
    // Only the scores below count for Maria here, whatever the demo seed stored.
    await t.db.deleteFrom('application_attribute_scores').where('ref_id', '=', DEMO_TRACKERS.mariaOpen).execute();
    await t.db
      .insertInto('application_attribute_scores')
      .values([
        {
          ref_id: DEMO_TRACKERS.mariaOpen,
          attribute_type_id: attrA,
          score: 80,
          job_step_activity_id: assessmentActivity,
        },
        {
          ref_id: DEMO_TRACKERS.mariaOpen,
          attribute_type_id: attrB,
          score: 45.5,
          job_step_activity_id: questionsActivity,
        },
      ])
      .execute();
    await t.db
      .updateTable('user_trackers')
      .set({ fit_score: 71.25, is_new: true })
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .execute();
    // Maria completes the assessment (her seed completed the first two activities only).
    await t.db
      .insertInto('user_step_activities')
      .values({
        ref_id: DEMO_TRACKERS.mariaOpen,
        job_step_activity_id: assessmentActivity,
        is_completed: true,
        completed_at: new Date(),
      })
      .execute();

    const question = async (
      question_type: 'single_choice' | 'yes_no' | 'short_text',
      question_text: string,
      sort_order: number,
    ) => {
      const { account_question_id } = await t.db
        .insertInto('account_questions')
        .values({ account_id: demoAccountId, question_type, question_text })
        .returning('account_question_id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('job_step_activity_questions')
        .values({ job_step_activity_id: questionsActivity, account_question_id, sort_order })
        .execute();
      return account_question_id;
    };
    const q1 = await question('single_choice', 'How many years of support experience?', 1);
    const q2 = await question('yes_no', 'Can you work weekends?', 2);
    const q3 = await question('short_text', 'Why this job?', 3);
    await question('short_text', 'Unanswered question', 4);
    const { question_option_id } = await t.db
      .insertInto('question_options')
      .values({ account_question_id: q1, option_text: '3 to 5 years', sort_order: 1 })
      .returning('question_option_id')
      .executeTakeFirstOrThrow();
    const maria = await tracker(DEMO_TRACKERS.mariaOpen);
    const attempt = 'c0000000-0000-4000-8000-000000000001';
    await t.db
      .insertInto('user_attempts')
      .values({
        attempt_id: attempt,
        ref_id: DEMO_TRACKERS.mariaOpen,
        job_step_activity_id: questionsActivity,
        user_id: maria.user_id,
      })
      .execute();
    const answer = (item_id: string, value: unknown) => ({
      attempt_id: attempt,
      item_id,
      value: JSON.stringify(value),
      revision: 1,
      answered_at: new Date(),
    });
    await t.db
      .insertInto('user_answers')
      .values([
        answer(`q${q1}`, question_option_id),
        answer(`q${q2}`, 'yes'),
        answer(`q${q3}`, 'I like helping people'),
      ])
      .execute();
  });

  it("given Maria's application with scores and answers, when the owner opens it, then every part is there and it is no longer new", async () => {
    expect((await tracker(DEMO_TRACKERS.mariaOpen)).is_new).toBe(true);
    const res = await get(owner, `/smartreq/v1/scorecard/${id.mariaOpen}/`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.applicantData).toMatchObject({
      user_smartreq_id: id.mariaOpen,
      ref_id: DEMO_TRACKERS.mariaOpen,
      first_name: 'Maria',
      last_name: 'Garcia',
      email: 'maria.garcia@assay.test',
      job_title: 'Customer Support Specialist',
      status: 'active',
      is_new: false,
      rejection_reason: null,
      hired_at: null,
      time_accommodation: 1,
      completed_activity_count: 3,
      total_activity_count: 8,
    });
    expect((await tracker(DEMO_TRACKERS.mariaOpen)).is_new).toBe(false);
    expect(data.screeningStages.map((s: { name: string }) => s.name)).toEqual(['Application', 'Assessments', 'Skills']);
    expect(data.screeningStages[0].activities.map((a: { is_completed: boolean }) => a.is_completed)).toEqual([
      true,
      true,
      false,
    ]);
    expect(data.screeningStages[0].completed_at).toBeNull();
    expect(data.screeningStepScores).toEqual([
      { job_step_id: data.screeningStages[0].job_step_id, score: null },
      { job_step_id: data.screeningStages[1].job_step_id, score: 62.75 },
      { job_step_id: data.screeningStages[2].job_step_id, score: null },
    ]);
    const mine = new Set([attrA, attrB, attrC]);
    expect(
      data.attributesMeasuredScore.filter((a: { attribute_type_id: number }) => mine.has(a.attribute_type_id)),
    ).toEqual([
      expect.objectContaining({
        group_name: 'Core',
        group_weight: 60,
        attribute_type_id: attrA,
        attribute_name: 'Test Calm',
        weight: 70,
        score: 80,
      }),
      expect.objectContaining({ attribute_type_id: attrB, attribute_name: 'Test Focus', weight: 30, score: 45.5 }),
      expect.objectContaining({ attribute_type_id: attrC, weight: 10, score: null }),
    ]);
    expect(data.fit_score).toBe(71.25);
    const report = data.assessmentReportData.find(
      (r: { job_step_activity_id: number }) => r.job_step_activity_id === assessmentActivity,
    );
    expect(report.scores).toContainEqual({ attribute_type_id: attrA, name: 'Test Calm', score: 80 });
    // Its scales are the company's own, not personality scales: the screen explains them as attribute scores.
    expect(report.is_personality).toBe(false);
    expect(
      data.screeningAnswers.map((a: { question_text: string; answer_text: string }) => [
        a.question_text,
        a.answer_text,
      ]),
    ).toEqual([
      ['How many years of support experience?', '3 to 5 years'],
      ['Can you work weekends?', 'yes'],
      ['Why this job?', 'I like helping people'],
    ]);
    expect(data.videoAnswers).toEqual([]);
    // Her seed completed the resume activity, so she has the resume the demo seed uploaded for her.
    expect(data.resumeData).toMatchObject({
      file_name: 'Maria Garcia - Resume.pdf',
      content_type: 'application/pdf',
      url: `/resume/v1/original-file/${data.resumeData.resume_id}/`,
    });
    expect(data.interviewerScore).toMatchObject({
      interviewers: [],
      attribute_scores: [],
      interviewer_notes: [],
      withheld: false,
    });
  });

  it('given a viewer who reads Spanish, then attribute names are in Spanish', async () => {
    await call(owner, 'PATCH', `/user/v1/${owner.userId}/`, { preferred_language: 'es' });
    const data = (await get(owner, `/smartreq/v1/scorecard/${id.mariaOpen}/`)).json().data;
    expect(
      data.attributesMeasuredScore.find((a: { attribute_type_id: number }) => a.attribute_type_id === attrA)
        .attribute_name,
    ).toBe('Prueba Calma');
    await call(owner, 'PATCH', `/user/v1/${owner.userId}/`, { preferred_language: 'en' });
  });

  it('given an application with no answers, then the answers list is empty', async () => {
    const data = (await get(owner, `/smartreq/v1/scorecard/${id.liOpen}/`)).json().data;
    expect(data.screeningAnswers).toEqual([]);
    expect(data.assessmentReportData).toEqual([]);
  });
});

describe("the scorecard in the screen's language", () => {
  it('given ?language=fr from an owner whose saved language is English, then the attributes are named in French (in English without it); another value is refused', async () => {
    const url = `/smartreq/v1/scorecard/${id.mariaOpen}/`;
    const named = async (language?: string) =>
      ((await get(owner, language ? `${url}?language=${language}` : url)).json().data as Scorecard)
        .attributesMeasuredScore;
    const english = await named();
    const french = await named('fr');
    expect(french.length).toBeGreaterThan(0);
    const texts = await t.db
      .selectFrom('attribute_type_texts')
      .select(['attribute_type_id', 'language', 'name'])
      .where(
        'attribute_type_id',
        'in',
        french.map((a) => a.attribute_type_id),
      )
      .execute();
    const nameIn = (language: string, attributeId: number) =>
      texts.find((x) => x.attribute_type_id === attributeId && x.language === language)?.name ??
      texts.find((x) => x.attribute_type_id === attributeId && x.language === 'en')?.name;
    expect(french.map((a) => a.attribute_name)).toEqual(french.map((a) => nameIn('fr', a.attribute_type_id)));
    expect(english.map((a) => a.attribute_name)).toEqual(english.map((a) => nameIn('en', a.attribute_type_id)));
    expect(french.some((a, i) => a.attribute_name !== english[i]!.attribute_name)).toBe(true);
    expect((await get(owner, `${url}?language=de`)).statusCode).toBe(400);
  });
});

describe('reject, recover, status, mark new', () => {
  it('given an active application, when the recruiter rejects it with a reason and note, then it is rejected and the history says so', async () => {
    const [reason] = await reasonIds(demoAccountId);
    const res = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${id.liOpen}/reject/`, {
      rejection_reason_id: reason,
      reason_note: ' Not enough experience ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason_id: reason,
      rejection_note: 'Not enough experience',
    });
    const card = (await get(owner, `/smartreq/v1/scorecard/${id.liOpen}/`)).json().data;
    expect(card.applicantData.rejection_reason).toEqual({
      rejection_reason_id: reason,
      rejection_type: 'company',
      name: DEFAULT_REJECTION_REASONS[0]!.name,
    });
    const history = (await get(owner, `/smartreq/v1/activity-history/${id.liOpen}/`)).json().data;
    expect(history[0]).toMatchObject({
      kind: 'rejected',
      actor: { user_id: recruiter.userId, first_name: 'Rafael', last_name: 'Recruiter' },
      details: {
        rejection_reason_id: reason,
        reason_name: DEFAULT_REJECTION_REASONS[0]!.name,
        reason_note: 'Not enough experience',
      },
    });
  });

  it("given another company's reason, or an inactive one, then 400 and nothing changes", async () => {
    const before = await tracker(DEMO_TRACKERS.candidateOpen);
    const events = (await eventsOf(DEMO_TRACKERS.candidateOpen)).length;
    const [foreign] = await reasonIds(otherAccountId);
    const res = await call(owner, 'POST', `/smartreq/v1/user-smartreq/${id.candidateOpen}/reject/`, {
      rejection_reason_id: foreign,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].prop).toBe('rejection_reason_id');
    expect(
      (
        await call(owner, 'POST', `/smartreq/v1/user-smartreq/${id.candidateOpen}/reject/`, {
          rejection_reason_id: 999999,
        })
      ).statusCode,
    ).toBe(400);
    expect(await tracker(DEMO_TRACKERS.candidateOpen)).toEqual(before);
    expect(await eventsOf(DEMO_TRACKERS.candidateOpen)).toHaveLength(events);
  });

  it("given another company's owner or the interviewer, when they reject, then 404 and nothing changes", async () => {
    const before = await tracker(DEMO_TRACKERS.candidateOpen);
    const [reason] = await reasonIds(otherAccountId);
    expect(
      (
        await call(otherOwner, 'POST', `/smartreq/v1/user-smartreq/${id.candidateOpen}/reject/`, {
          rejection_reason_id: reason,
        })
      ).statusCode,
    ).toBe(404);
    const [demoReason] = await reasonIds(demoAccountId);
    expect(
      (
        await call(interviewer, 'POST', `/smartreq/v1/user-smartreq/${id.candidateOpen}/reject/`, {
          rejection_reason_id: demoReason,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(candidate, 'POST', `/smartreq/v1/user-smartreq/${id.candidateOpen}/reject/`, {
          rejection_reason_id: demoReason,
        })
      ).statusCode,
    ).toBe(403);
    expect(await tracker(DEMO_TRACKERS.candidateOpen)).toEqual(before);
  });

  it('given a rejected application, then it cannot be hired (409, nothing changes); recovering clears the rejection', async () => {
    const before = await tracker(DEMO_TRACKERS.liOpen);
    for (const attempt of [
      call(owner, 'POST', '/user/v1/hire/', { user_smartreq_id: id.liOpen, start_date: '2027-01-04' }),
      call(owner, 'PATCH', '/user/v1/hire/', { user_smartreq_id: id.liOpen, first_name: 'Changed', last_name: 'Name' }),
      call(owner, 'PATCH', `/smartreq/v1/user-smartreq/${id.liOpen}/status/`, { status: 'hired' }),
    ]) {
      const res = await attempt;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        message: 'A rejected applicant cannot be hired. Recover the applicant first.',
      });
    }
    expect(await tracker(DEMO_TRACKERS.liOpen)).toEqual(before);
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('first_name')
          .where('user_id', '=', before.user_id)
          .executeTakeFirstOrThrow()
      ).first_name,
    ).toBe('Li');

    const res = await call(owner, 'POST', `/smartreq/v1/user-smartreq/${id.liOpen}/recover/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', rejection_reason_id: null, rejection_note: null });
    const again = await call(owner, 'POST', `/smartreq/v1/user-smartreq/${id.liOpen}/recover/`);
    expect(again.statusCode).toBe(200);
    expect((await eventsOf(DEMO_TRACKERS.liOpen)).map((e) => e.kind)).toEqual(['rejected', 'recovered']);
  });

  it('given an application, when it is marked new, then is_new is true until the scorecard is opened again', async () => {
    const res = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${id.mariaOpen}/mark-new/`);
    expect(res.json().data.is_new).toBe(true);
    expect((await tracker(DEMO_TRACKERS.mariaOpen)).is_new).toBe(true);
    expect((await eventsOf(DEMO_TRACKERS.mariaOpen)).at(-1)!.kind).toBe('marked_new');
    await get(recruiter, `/smartreq/v1/scorecard/${id.mariaOpen}/`);
    expect((await tracker(DEMO_TRACKERS.mariaOpen)).is_new).toBe(false);
  });

  it('given status changes, then hired and back to active are recorded with from and to; an unknown status is 400', async () => {
    const hired = await call(owner, 'PATCH', `/smartreq/v1/user-smartreq/${id.candidateOpen}/status/`, {
      status: 'hired',
    });
    expect(hired.json().data).toMatchObject({ status: 'hired', hired_at: expect.any(String) });
    const active = await call(owner, 'PATCH', `/smartreq/v1/user-smartreq/${id.candidateOpen}/status/`, {
      status: 'active',
    });
    expect(active.json().data).toMatchObject({ status: 'active', hired_at: null });
    expect(
      (await call(owner, 'PATCH', `/smartreq/v1/user-smartreq/${id.candidateOpen}/status/`, { status: 'rejected' }))
        .statusCode,
    ).toBe(400);
    const kinds = (await eventsOf(DEMO_TRACKERS.candidateOpen)).map((e) => [e.kind, e.details]);
    expect(kinds.slice(-2)).toEqual([
      ['status_changed', { from: 'active', to: 'hired' }],
      ['status_changed', { from: 'hired', to: 'active' }],
    ]);
  });
});

describe('extra time (time accommodation)', () => {
  it('given the recruiter, when they set 1.5, then every timed activity of the application gives 1.5 times the time and the history says so', async () => {
    const res = await call(recruiter, 'PATCH', `/smartreq/v1/user-smartreq/${id.liOpen}/time-accommodation/`, {
      time_accommodation: 1.5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ user_smartreq_id: id.liOpen, time_accommodation: 1.5 });
    expect(Number((await tracker(DEMO_TRACKERS.liOpen)).time_accommodation)).toBe(1.5);
    const last = (await eventsOf(DEMO_TRACKERS.liOpen)).at(-1)!;
    expect(last.kind).toBe('time_accommodation_changed');
    expect(last.details).toEqual({ from: 1, to: 1.5 });
    const card = await get(recruiter, `/smartreq/v1/scorecard/${id.liOpen}/`);
    expect(card.json().data.applicantData.time_accommodation).toBe(1.5);
  });

  it('given a value outside 1, 1.25, 1.5 and 2, or a viewer who may not work on the job, then nothing changes', async () => {
    const before = (await tracker(DEMO_TRACKERS.mariaOpen)).time_accommodation;
    for (const bad of [0, 3, 1.1, '2', null]) {
      expect(
        (
          await call(owner, 'PATCH', `/smartreq/v1/user-smartreq/${id.mariaOpen}/time-accommodation/`, {
            time_accommodation: bad,
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call(otherOwner, 'PATCH', `/smartreq/v1/user-smartreq/${id.mariaOpen}/time-accommodation/`, {
          time_accommodation: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(interviewer, 'PATCH', `/smartreq/v1/user-smartreq/${id.mariaOpen}/time-accommodation/`, {
          time_accommodation: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(candidate, 'PATCH', `/smartreq/v1/user-smartreq/${id.mariaOpen}/time-accommodation/`, {
          time_accommodation: 2,
        })
      ).statusCode,
    ).toBe(403);
    expect((await tracker(DEMO_TRACKERS.mariaOpen)).time_accommodation).toBe(before);
  });
});

describe('hire', () => {
  it('given an active application, when the owner saves personal data then hires, then the names, phone and start date are kept and it is hired', async () => {
    const personal = await call(owner, 'PATCH', '/user/v1/hire/', {
      user_smartreq_id: id.mariaOpen,
      first_name: 'María',
      last_name: 'García',
      phone_number: '+1 512 555 0100',
      hire_start_date: '2027-02-01',
    });
    expect(personal.statusCode, personal.body).toBe(200);
    expect(personal.json().data).toMatchObject({ status: 'active', hire_start_date: '2027-02-01' });
    const hired = await call(owner, 'POST', '/user/v1/hire/', {
      user_smartreq_id: id.mariaOpen,
      start_date: '2027-02-01',
    });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json().data).toMatchObject({
      status: 'hired',
      hire_start_date: '2027-02-01',
      hired_at: expect.any(String),
    });
    const card = (await get(owner, `/smartreq/v1/scorecard/${id.mariaOpen}/`)).json().data;
    expect(card.applicantData).toMatchObject({
      first_name: 'María',
      last_name: 'García',
      phone_number: '+1 512 555 0100',
      status: 'hired',
      hire_start_date: '2027-02-01',
    });
    const again = await call(owner, 'POST', '/user/v1/hire/', { user_smartreq_id: id.mariaOpen });
    expect(again.statusCode).toBe(200);
    expect((await eventsOf(DEMO_TRACKERS.mariaOpen)).filter((e) => e.kind === 'hired')).toHaveLength(1);
    expect((await call(owner, 'POST', `/smartreq/v1/user-smartreq/${id.mariaOpen}/recover/`)).statusCode).toBe(409);
  });

  it('given bad personal data, then 400 and nothing changes', async () => {
    for (const body of [
      { user_smartreq_id: id.candidateOpen, first_name: '', last_name: 'X' },
      { user_smartreq_id: id.candidateOpen, first_name: 'A', last_name: 'B', hire_start_date: '2027-02-30' },
      { user_smartreq_id: id.candidateOpen, first_name: 'A', last_name: 'B', phone_number: 'call me' },
    ]) {
      expect((await call(owner, 'PATCH', '/user/v1/hire/', body)).statusCode).toBe(400);
    }
    expect((await call(otherOwner, 'POST', '/user/v1/hire/', { user_smartreq_id: id.candidateOpen })).statusCode).toBe(
      404,
    );
    expect((await tracker(DEMO_TRACKERS.candidateOpen)).status).toBe('active');
  });
});

describe('share', () => {
  it('given recipients and a message, then one outbox mail each with a link to the scorecard, and a history entry', async () => {
    const before = await t.db.selectFrom('mail_outbox').select('mail_id').execute();
    const res = await call(recruiter, 'POST', '/smartreq/v1/scorecard-share/', {
      user_smartreq_id: id.candidateOpen,
      message: 'Worth a look',
      recipients: ['Interviewer@demo-company.test', 'owner@demo-company.test', 'owner@demo-company.test'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 2 });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('mail_id', 'not in', before.length ? before.map((m) => m.mail_id) : [0])
      .orderBy('mail_id')
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual(['interviewer@demo-company.test', 'owner@demo-company.test']);
    expect(mails[0]!.text_body).toContain(`/smartreq-detail-applicant/${id.candidateOpen}`);
    expect(mails[0]!.text_body).toContain('Worth a look');
    expect(mails[0]!.subject).toBe('Scorecard of Camille Candidate for Customer Support Specialist');
    expect((await eventsOf(DEMO_TRACKERS.candidateOpen)).at(-1)).toMatchObject({
      kind: 'scorecard_shared',
      actor_user_id: recruiter.userId,
    });
  });

  it('given an address outside the company, then nothing is sent to anyone; at a domain the company allows, the link goes without the message (D205)', async () => {
    const count = async () => (await t.db.selectFrom('mail_outbox').select('mail_id').execute()).length;
    const before = await count();
    const refused = await call(recruiter, 'POST', '/smartreq/v1/scorecard-share/', {
      user_smartreq_id: id.candidateOpen,
      message: 'Call me, the applicant is Camille',
      recipients: ['owner@demo-company.test', 'stranger@elsewhere.test'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'share_recipient_not_allowed' });
    expect(refused.json().message).toContain('stranger@elsewhere.test');
    expect(await count()).toBe(before);

    const account = await t.db
      .selectFrom('user_trackers')
      .select('account_id')
      .where('user_step_tracker_id', '=', id.candidateOpen)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('account_preferences')
      .values({
        account_id: account.account_id,
        keyname: 'SCORECARD_SHARE_DOMAINS',
        value: 'partner.test, @agency.test',
      })
      .execute();
    const allowed = await call(recruiter, 'POST', '/smartreq/v1/scorecard-share/', {
      user_smartreq_id: id.candidateOpen,
      message: 'Private note for colleagues',
      recipients: ['advisor@partner.test', 'owner@demo-company.test'],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .orderBy('mail_id', 'desc')
      .limit(2)
      .execute();
    const outsider = mails.find((m) => m.to_address === 'advisor@partner.test')!;
    const colleague = mails.find((m) => m.to_address === 'owner@demo-company.test')!;
    expect(outsider.text_body).not.toContain('Private note for colleagues');
    expect(colleague.text_body).toContain('Private note for colleagues');
  });

  it('given no recipients, eleven, a bad email, or an application the sharer may not see, then nothing is sent', async () => {
    const count = async () => (await t.db.selectFrom('mail_outbox').select('mail_id').execute()).length;
    const before = await count();
    const many = Array.from({ length: 11 }, (_, i) => `r${i}@x.test`);
    for (const recipients of [[], many, ['not-an-email']]) {
      expect(
        (await call(owner, 'POST', '/smartreq/v1/scorecard-share/', { user_smartreq_id: id.candidateOpen, recipients }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call(otherOwner, 'POST', '/smartreq/v1/scorecard-share/', {
          user_smartreq_id: id.candidateOpen,
          recipients: ['a@b.test'],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(interviewer, 'POST', '/smartreq/v1/scorecard-share/', {
          user_smartreq_id: id.candidateOpen,
          recipients: ['a@b.test'],
        })
      ).statusCode,
    ).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('comments', () => {
  const commentsUrl = () => `/user/v1/comments/${id.mariaClosed}/`;

  it('given team and private comments, then each viewer sees the team ones, their own private ones, and all private ones with private-data access', async () => {
    const team = await call(owner, 'POST', commentsUrl(), { body: 'Strong safety answers' });
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().data).toMatchObject({
      scope: 'team',
      body: 'Strong safety answers',
      is_mine: true,
      author: { user_id: owner.userId, first_name: 'Olivia' },
    });
    const secret = await call(owner, 'POST', commentsUrl(), { body: 'Check references', scope: 'private' });
    expect(secret.json().data.scope).toBe('private');
    const mine = await call(interviewer, 'POST', commentsUrl(), { body: 'Met her briefly', scope: 'private' });
    expect(mine.statusCode).toBe(200);

    // The owner holds private-data access: every private note is theirs to read (D206).
    const asOwner = (await get(owner, commentsUrl())).json().data.map((c: { body: string }) => c.body);
    expect(asOwner).toEqual(['Strong safety answers', 'Check references', 'Met her briefly']);
    const asInterviewer = (await get(interviewer, commentsUrl())).json().data;
    expect(asInterviewer.map((c: { body: string; is_mine: boolean }) => [c.body, c.is_mine])).toEqual([
      ['Strong safety answers', false],
      ['Met her briefly', true],
    ]);
    expect((await get(otherOwner, commentsUrl())).statusCode).toBe(404);
    expect((await get(candidate, commentsUrl())).statusCode).toBe(403);
    // Only the team comment is in the history.
    expect((await eventsOf(DEMO_TRACKERS.mariaClosed)).filter((e) => e.kind === 'comment_added')).toHaveLength(1);
  });

  it('given a comment, then only its author edits or deletes it; a private one is 404 to others', async () => {
    const team = (await call(owner, 'POST', commentsUrl(), { body: 'First draft' })).json().data;
    const secret = (await call(owner, 'POST', commentsUrl(), { body: 'Private draft', scope: 'private' })).json().data;
    const url = (uuid: string) => `/user/v1/comment/${uuid}/`;

    expect((await call(interviewer, 'PATCH', url(team.comment_uuid), { body: 'Hijack' })).statusCode).toBe(403);
    expect((await call(interviewer, 'DELETE', url(team.comment_uuid))).statusCode).toBe(403);
    expect((await call(interviewer, 'PATCH', url(secret.comment_uuid), { body: 'Hijack' })).statusCode).toBe(404);
    expect((await call(otherOwner, 'DELETE', url(team.comment_uuid))).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', url(team.comment_uuid), { body: 'Hijack' })).statusCode).toBe(403);
    expect((await call(owner, 'PATCH', url(team.comment_uuid), { body: '' })).statusCode).toBe(400);

    const edited = await call(owner, 'PATCH', url(team.comment_uuid), { body: 'Final text', scope: 'private' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ body: 'Final text', scope: 'private' });
    expect((await get(interviewer, commentsUrl())).json().data.map((c: { body: string }) => c.body)).not.toContain(
      'Final text',
    );

    expect((await call(owner, 'DELETE', url(team.comment_uuid))).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', url(team.comment_uuid))).statusCode).toBe(404);
    expect((await call(owner, 'PATCH', url('00000000-0000-4000-8000-000000000000'), { body: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('pure parts', () => {
  it('given plan rows, then stages group activities and a stage is complete at its last completion', () => {
    const row = (step: number, activity: number | null, done: boolean | null, at: string | null) => ({
      job_step_id: step,
      step_name: `S${step}`,
      step_sort_order: step,
      job_step_activity_id: activity,
      activity_type: 'form',
      title: `A${activity}`,
      asmt_id: null,
      is_completed: done,
      completed_at: at,
    });
    const stages = stagesFrom([
      row(1, 1, true, '2026-01-01T10:00:00.000Z'),
      row(1, 2, true, '2026-01-02T10:00:00.000Z'),
      row(2, 3, null, null),
      row(3, null, null, null),
    ]);
    expect(stages.map((s) => [s.job_step_id, s.activities.length, s.completed_at])).toEqual([
      [1, 2, '2026-01-02T10:00:00.000Z'],
      [2, 1, null],
      [3, 0, null],
    ]);
    expect(
      stepScores(stages, [
        {
          attribute_type_id: 1,
          score: 50,
          job_step_activity_id: 1,
          asmt_id: null,
          category: 'custom',
          code: null,
          name: '',
        },
        {
          attribute_type_id: 2,
          score: 75,
          job_step_activity_id: 2,
          asmt_id: null,
          category: 'custom',
          code: null,
          name: '',
        },
        {
          attribute_type_id: 3,
          score: 10,
          job_step_activity_id: null,
          asmt_id: null,
          category: 'custom',
          code: null,
          name: '',
        },
      ]),
    ).toEqual([
      { job_step_id: 1, score: 62.5 },
      { job_step_id: 2, score: null },
      { job_step_id: 3, score: null },
    ]);
  });

  it('given answers of each type, then they read as text', () => {
    const options = [
      { question_option_id: 7, option_text: 'Seven' },
      { question_option_id: 8, option_text: 'Eight' },
    ];
    expect(answerText({ question_type: 'single_choice', options }, 7)).toBe('Seven');
    expect(answerText({ question_type: 'multiple_choice', options }, ['8', '7'])).toBe('Eight, Seven');
    expect(answerText({ question_type: 'yes_no', options: [] }, 'no')).toBe('no');
    expect(answerText({ question_type: 'number', options: [] }, 12.5)).toBe('12.5');
    expect(answerText({ question_type: 'short_text', options: [] }, null)).toBe('');
  });
});

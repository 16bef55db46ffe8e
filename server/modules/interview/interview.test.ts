import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import {
  DEMO_KIT_NAME,
  DEMO_REVIEW_KIT_NAME,
  INTERVIEW_JOB_UUID,
  REQUISITION_LEVELS,
} from '../../db/seed/demo-interviews.ts';
import type { Method } from '../../test/plan-kit.ts';
import { MY_INTERVIEWS_DONE_SHOWN, MY_INTERVIEWS_UPCOMING_SHOWN } from '../../../contracts/interview.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, candidate: S, owner: S, recruiter: S, interviewer: S, otherOwner: S;
let activityId: number;
let kit: {
  interview_kit_id: number;
  attributes: { attribute_type_id: number }[];
  questions: { interview_kit_question_id: number; question_text: string }[];
};

const call = (who: S, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'candidate@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
  ];
  [maria, li, candidate, owner, recruiter, interviewer, otherOwner] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S, S];
  activityId = await activityOfKind(t, INTERVIEW_JOB_UUID, 'interview');
  const kits = (await call(owner, 'GET', '/interview/v1/kits/')).json().data;
  kit = kits.find((k: { name: string }) => k.name === DEMO_KIT_NAME);
});
afterAll(async () => t.close());

function fullEvaluation(score = 4) {
  return {
    notes: 'Clear examples.',
    recommendation: 'yes',
    scores: kit.attributes.map((a) => ({ attribute_type_id: a.attribute_type_id, score })),
    answers: kit.questions.map((q) => ({
      interview_kit_question_id: q.interview_kit_question_id,
      notes: `Notes on ${q.interview_kit_question_id}`,
    })),
  };
}

async function completion(refId: string) {
  return t.db
    .selectFrom('user_step_activities')
    .select(['is_completed', 'completed_at'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', activityId)
    .executeTakeFirst();
}

const submit = (who: S, uuid: string, body: object) =>
  call(who, 'POST', '/interview/v1/evaluations/', { interview_uuid: uuid, ...body });

async function start(who: S, refId: string) {
  return call(who, 'POST', '/interview/v1/interviews/', {
    purpose: 'interview',
    ref_id: refId,
    job_step_activity_id: activityId,
  });
}

describe('kits', () => {
  it('given the seeded kits, then staff of the company read them with their rubric; another company sees none of them', async () => {
    expect(kit.attributes.length).toBe(3);
    const names = (await call(interviewer, 'GET', '/interview/v1/kits/'))
      .json()
      .data.map((k: { name: string }) => k.name);
    expect(names).toEqual(expect.arrayContaining([DEMO_KIT_NAME, DEMO_REVIEW_KIT_NAME]));
    const theirs = (await call(otherOwner, 'GET', '/interview/v1/kits/'))
      .json()
      .data.map((k: { name: string }) => k.name);
    expect(theirs).not.toContain(DEMO_KIT_NAME);
  });

  it('given a kit whose attribute lacks a level, then 400 naming attributes and nothing is stored', async () => {
    const levels = [1, 2, 3, 4, 4].map((level) => ({ level, anchor: 'x' }));
    const res = await call(owner, 'POST', '/interview/v1/kits/', {
      name: 'Broken',
      purpose: 'interview',
      questions: [{ question_text: 'Q?', attribute_type_ids: [] }],
      attributes: [{ attribute_type_id: kit.attributes[0]!.attribute_type_id, levels }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].prop).toBe('attributes');
    expect(
      await t.db.selectFrom('interview_kits').select('name').where('name', '=', 'Broken').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('given a recruiter, when they create then edit a kit, then it is saved; the interviewer (no flags) gets 403 and another company 404', async () => {
    const levels = [1, 2, 3, 4, 5].map((level) => ({ level, anchor: `Level ${level}` }));
    const body = {
      name: 'Warehouse interview',
      purpose: 'interview',
      questions: [{ question_text: 'Why this job?', attribute_type_ids: [kit.attributes[0]!.attribute_type_id] }],
      attributes: [{ attribute_type_id: kit.attributes[0]!.attribute_type_id, levels }],
    };
    expect((await call(interviewer, 'POST', '/interview/v1/kits/', body)).statusCode).toBe(403);
    const created = await call(recruiter, 'POST', '/interview/v1/kits/', body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.interview_kit_id;
    expect((await call(otherOwner, 'PUT', `/interview/v1/kits/${id}/`, body)).statusCode).toBe(404);
    const edited = await call(recruiter, 'PUT', `/interview/v1/kits/${id}/`, {
      ...body,
      name: 'Warehouse interview v2',
    });
    expect(edited.json().data.name).toBe('Warehouse interview v2');
    expect(edited.json().data.attributes[0].levels.map((l: { anchor: string }) => l.anchor)).toEqual(
      levels.map((l) => l.anchor),
    );
    expect((await call(recruiter, 'DELETE', `/interview/v1/kits/${id}/`)).statusCode).toBe(200);
  });

  it("given the company's interview-question list, when a kit copies a question, then it keeps the link and its own text; another company's or a pre-screen question answers 404", async () => {
    const demoAccountId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '=', 'Demo Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    const otherAccountId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '!=', 'Demo Company')
        .orderBy('account_id')
        .executeTakeFirstOrThrow()
    ).account_id;
    const attributeId = kit.attributes[0]!.attribute_type_id;
    const template = (
      await call(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
        question_list: 'interview',
        question_type: 'long_text',
        question_text: 'What makes a shift go well?',
        attributes: [{ attribute_type_id: attributeId }],
      })
    ).json().data;
    const theirs = (
      await call(otherOwner, 'POST', `/account/v1/questions/${otherAccountId}/`, {
        question_list: 'interview',
        question_type: 'long_text',
        question_text: 'Their question',
      })
    ).json().data;
    const prescreen = (
      await call(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
        question_type: 'short_text',
        question_text: 'A pre-screen question',
      })
    ).json().data;
    const levels = [1, 2, 3, 4, 5].map((level) => ({ level, anchor: `Level ${level}` }));
    const body = (accountQuestionId: number, text: string) => ({
      name: 'Copied kit',
      purpose: 'interview',
      questions: [{ account_question_id: accountQuestionId, question_text: text, attribute_type_ids: [attributeId] }],
      attributes: [{ attribute_type_id: attributeId, levels }],
    });

    const created = await call(
      recruiter,
      'POST',
      '/interview/v1/kits/',
      body(template.account_question_id, 'What makes a shift go well for you?'),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.questions[0]).toMatchObject({
      account_question_id: template.account_question_id,
      question_text: 'What makes a shift go well for you?',
    });
    const listed = (await call(owner, 'GET', `/account/v1/question/${template.account_question_id}/`)).json().data;
    expect(listed).toMatchObject({ question_text: 'What makes a shift go well?', usage_count: 1 });

    const kitCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('interview_kits')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await kitCount();
    for (const id of [theirs.account_question_id, prescreen.account_question_id]) {
      const refused = await call(recruiter, 'POST', '/interview/v1/kits/', body(id, 'Borrowed'));
      expect(refused.statusCode).toBe(404);
      const edit = await call(
        recruiter,
        'PUT',
        `/interview/v1/kits/${created.json().data.interview_kit_id}/`,
        body(id, 'Borrowed'),
      );
      expect(edit.statusCode).toBe(404);
    }
    expect(await kitCount()).toBe(before);
    const kept = (await call(recruiter, 'GET', '/interview/v1/kits/'))
      .json()
      .data.find((k: { interview_kit_id: number }) => k.interview_kit_id === created.json().data.interview_kit_id);
    expect(kept.questions[0].account_question_id).toBe(template.account_question_id);
  });
});

describe('interview setup', () => {
  it('given the seeded activity, then the owner reads its setup; another company and the interviewer (not on the job) get 404', async () => {
    const res = await call(owner, 'GET', `/interview/v1/interview-setup/${activityId}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.setup.interviewer_user_ids).toEqual([interviewer.userId]);
    expect(res.json().data.setup.interview_kit_id).toBe(kit.interview_kit_id);
    expect((await call(otherOwner, 'GET', `/interview/v1/interview-setup/${activityId}/`)).statusCode).toBe(404);
    expect((await call(interviewer, 'GET', `/interview/v1/interview-setup/${activityId}/`)).statusCode).toBe(404);
  });

  it('given a panel member from another company, then 400 naming interviewer_user_ids and the panel is unchanged', async () => {
    const res = await call(owner, 'PUT', `/interview/v1/interview-setup/${activityId}/`, {
      interview_kit_id: kit.interview_kit_id,
      interviewer_user_ids: [otherOwner.userId],
      duration_minutes: 30,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].prop).toBe('interviewer_user_ids');
    const panel = await t.db
      .selectFrom('job_step_activity_interviewers')
      .select('user_id')
      .where('job_step_activity_id', '=', activityId)
      .execute();
    expect(panel.map((p) => p.user_id)).toEqual([interviewer.userId]);
  });
});

describe('the station and evaluations', () => {
  it('given Maria applied, when the interviewer (single panel) starts and submits, then the activity is complete and a second submission keeps the first', async () => {
    const refId = await applyTo(t, maria, INTERVIEW_JOB_UUID);
    const listed = (await call(interviewer, 'GET', '/interview/v1/station/applicants/')).json().data;
    expect(listed.some((p: { ref_id: string }) => p.ref_id === refId)).toBe(true);
    expect(
      (await call(otherOwner, 'GET', '/interview/v1/station/applicants/'))
        .json()
        .data.some((p: { ref_id: string }) => p.ref_id === refId),
    ).toBe(false);

    const started = await start(interviewer, refId);
    expect(started.statusCode, started.body).toBe(200);
    const uuid = started.json().data.interview_uuid;
    expect((await start(interviewer, refId)).json().data.interview_uuid).toBe(uuid);
    expect((await call(otherOwner, 'GET', `/interview/v1/interviews/${uuid}/`)).statusCode).toBe(404);
    const detail = (await call(interviewer, 'GET', `/interview/v1/interviews/${uuid}/`)).json().data;
    expect(detail.status).toBe('in_progress');
    expect(detail.kit.questions.length).toBe(3);
    // The requisition weighs the kit's first attribute with its own levels (D160); the others have none.
    expect(detail.requisition_levels).toEqual([
      { attribute_type_id: kit.attributes[0]!.attribute_type_id, levels: REQUISITION_LEVELS },
    ]);
    // The attributes are named in the interviewer's language as their account stores it.
    const firstId = kit.attributes[0]!.attribute_type_id;
    const spanish = await t.db
      .selectFrom('attribute_type_texts')
      .select('name')
      .where('attribute_type_id', '=', firstId)
      .where('language', '=', 'es')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ preferred_language: 'es' })
      .where('user_id', '=', interviewer.userId)
      .execute();
    const inSpanish = (await call(interviewer, 'GET', `/interview/v1/interviews/${uuid}/`)).json().data;
    await t.db
      .updateTable('users')
      .set({ preferred_language: null })
      .where('user_id', '=', interviewer.userId)
      .execute();
    expect(inSpanish.kit.attributes[0]).toMatchObject({ attribute_type_id: firstId, name: spanish.name });
    expect(inSpanish.requisition_levels).toEqual(detail.requisition_levels);

    const missing = await submit(interviewer, uuid, { ...fullEvaluation(), scores: fullEvaluation().scores.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].prop).toBe('scores');
    const offScale = await submit(interviewer, uuid, fullEvaluation(6));
    expect(offScale.statusCode).toBe(400);
    expect(await completion(refId)).toMatchObject({ is_completed: false });

    const first = await submit(interviewer, uuid, fullEvaluation(4));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ stored_now: true, interview_status: 'completed' });
    expect(await completion(refId)).toMatchObject({ is_completed: true });
    const again = await submit(interviewer, uuid, fullEvaluation(1));
    expect(again.json().data).toMatchObject({ stored_now: false, submitted_at: first.json().data.submitted_at });
    const scores = await t.db
      .selectFrom('interview_evaluation_scores')
      .select('score')
      .innerJoin(
        'interview_evaluations as e',
        'e.interview_evaluation_id',
        'interview_evaluation_scores.interview_evaluation_id',
      )
      .innerJoin('interviews as i', 'i.interview_id', 'e.interview_id')
      .where('i.interview_uuid', '=', uuid)
      .execute();
    expect(scores.map((s) => s.score)).toEqual([4, 4, 4]);
    const attr = await t.db
      .selectFrom('application_attribute_scores')
      .select(['score'])
      .where('ref_id', '=', refId)
      .where('job_step_activity_id', '=', activityId)
      .execute();
    expect(attr.map((a) => Number(a.score))).toEqual([75, 75, 75]);

    expect((await start(interviewer, refId)).statusCode).toBe(409);
    const mine = (await call(interviewer, 'GET', '/interview/v1/my-interviews/')).json().data;
    expect(mine.done.map((i: { interview_uuid: string }) => i.interview_uuid)).toContain(uuid);
  });

  it('given a two-person panel, then the activity completes only after both submitted, and only the panel may submit', async () => {
    const refId = await applyTo(t, li, INTERVIEW_JOB_UUID);
    const uuid = (await start(interviewer, refId)).json().data.interview_uuid;
    // The owner (full access) joins by starting it too.
    expect((await start(owner, refId)).json().data.interview_uuid).toBe(uuid);
    // The recruiter sees it through their requisition rights but is not on the panel.
    expect((await submit(recruiter, uuid, fullEvaluation())).statusCode).toBe(403);
    const one = await submit(interviewer, uuid, fullEvaluation(5));
    expect(one.json().data.interview_status).toBe('in_progress');
    expect(await completion(refId)).toMatchObject({ is_completed: false });
    // Independence: the owner, on the panel, sees no one's scores before submitting their own.
    const { user_step_tracker_id } = await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    const scorecard = async (who: S) =>
      (await call(who, 'GET', `/smartreq/v1/scorecard/${user_step_tracker_id}/`)).json().data.interviewerScore;
    expect(await scorecard(owner)).toMatchObject({
      withheld: true,
      attribute_scores: [],
      interviewer_notes: [],
      question_notes: [],
    });
    expect((await scorecard(recruiter)).attribute_scores.map((s: { score: number }) => s.score)).toEqual([5, 5, 5]);
    const two = await submit(owner, uuid, fullEvaluation(3));
    expect(two.json().data.interview_status).toBe('completed');
    expect(await completion(refId)).toMatchObject({ is_completed: true });
    const after = await scorecard(owner);
    expect(after.withheld).toBe(false);
    expect(
      after.attribute_scores
        .map((s: { interviewer_user_id: number; score: number }) => [s.interviewer_user_id, s.score])
        .sort(),
    ).toEqual(
      [...kit.attributes.map(() => [interviewer.userId, 5]), ...kit.attributes.map(() => [owner.userId, 3])].sort(),
    );
    expect(after.interviewer_notes.length).toBe(2);
    // Each question's note reaches the scorecard, with the attributes it measures (rated beside it).
    const mine = after.question_notes.filter(
      (n: { interviewer_user_id: number }) => n.interviewer_user_id === interviewer.userId,
    );
    expect(mine.map((n: { question_text: string; note: string }) => [n.question_text, n.note])).toEqual(
      kit.questions.map((q) => [q.question_text, `Notes on ${q.interview_kit_question_id}`]),
    );
    expect(mine.every((n: { attribute_type_ids: number[] }) => Array.isArray(n.attribute_type_ids))).toBe(true);
  });

  it('given a submitted evaluation, when the interviewer (no flags) unlocks it, then 403; when the owner unlocks it, then it may be corrected and the unlock is audited', async () => {
    const refId = await applyTo(t, candidate, INTERVIEW_JOB_UUID);
    const uuid = (await start(interviewer, refId)).json().data.interview_uuid;
    await submit(interviewer, uuid, fullEvaluation(2));
    const body = { interviewer_user_id: interviewer.userId, reason: 'Scored the wrong candidate' };
    expect((await call(interviewer, 'POST', `/interview/v1/interviews/${uuid}/unlock/`, body)).statusCode).toBe(403);
    expect((await call(otherOwner, 'POST', `/interview/v1/interviews/${uuid}/unlock/`, body)).statusCode).toBe(404);
    expect((await call(owner, 'POST', `/interview/v1/interviews/${uuid}/unlock/`, body)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'details'])
      .where('event', '=', 'interview_evaluation_unlocked')
      .execute();
    expect(
      audit.some(
        (a) => a.actor_user_id === owner.userId && (a.details as { interview_uuid: string }).interview_uuid === uuid,
      ),
    ).toBe(true);
    const history = await t.db
      .selectFrom('job_events')
      .select(['kind', 'actor_user_id', 'details'])
      .where('ref_id', '=', refId)
      .where('kind', '=', 'interview_unlocked')
      .execute();
    expect(history).toEqual([
      {
        kind: 'interview_unlocked',
        actor_user_id: owner.userId,
        details: expect.objectContaining({
          interviewer_user_id: interviewer.userId,
          reason: 'Scored the wrong candidate',
        }),
      },
    ]);
    const corrected = await submit(interviewer, uuid, fullEvaluation(5));
    expect(corrected.json().data).toMatchObject({ stored_now: true, interview_status: 'completed' });
    expect(
      (
        await call(owner, 'POST', `/interview/v1/interviews/${uuid}/unlock/`, {
          ...body,
          interviewer_user_id: owner.userId,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('performance reviews', () => {
  it('given the review kit, when the owner reviews the recruiter, then the review is theirs alone; reviewing oneself is refused naming participant_user_id', async () => {
    const { kits, people } = (await call(owner, 'GET', '/interview/v1/station/employees/')).json().data;
    expect(people.some((p: { user_id: number }) => p.user_id === owner.userId)).toBe(false);
    const reviewKit = kits.find((k: { name: string }) => k.name === DEMO_REVIEW_KIT_NAME);
    const self = await call(owner, 'POST', '/interview/v1/interviews/', {
      purpose: 'performance_review',
      participant_user_id: owner.userId,
      interview_kit_id: reviewKit.interview_kit_id,
    });
    expect(self.json().errors[0].prop).toBe('participant_user_id');
    const res = await call(owner, 'POST', '/interview/v1/interviews/', {
      purpose: 'performance_review',
      participant_user_id: recruiter.userId,
      interview_kit_id: reviewKit.interview_kit_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const uuid = res.json().data.interview_uuid;
    expect((await call(recruiter, 'GET', `/interview/v1/interviews/${uuid}/`)).statusCode).toBe(404);
    const detail = (await call(owner, 'GET', `/interview/v1/interviews/${uuid}/`)).json().data;
    expect(detail.purpose).toBe('performance_review');
    expect(detail.requisition_levels).toEqual([]);
    const submitted = await submit(owner, uuid, {
      notes: 'Steady quarter',
      recommendation: 'strong_yes',
      scores: detail.kit.attributes.map((a: { attribute_type_id: number }) => ({
        attribute_type_id: a.attribute_type_id,
        score: 5,
      })),
      answers: [],
    });
    expect(submitted.json().data.interview_status).toBe('completed');
  });
});

describe('my interviews', () => {
  it('given an interviewer with more scored interviews than the list shows, then everything waiting for a score is listed, upcoming holds the soonest and done the latest, each with its total', async () => {
    const accountId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '=', 'Demo Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    const hour = 3_600_000;
    const now = Date.now();
    const interviewAt = async (startsAt: number, status: 'completed' | 'scheduled', submittedAt: number | null) => {
      const row = await t.db
        .insertInto('interviews')
        .values({
          account_id: accountId,
          purpose: 'performance_review',
          participant_user_id: maria.userId,
          status,
          starts_at: new Date(startsAt),
          ends_at: new Date(startsAt + hour),
          updated_at: new Date(),
        })
        .returning(['interview_id', 'interview_uuid'])
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('interview_interviewers')
        .values({ interview_id: row.interview_id, user_id: recruiter.userId })
        .execute();
      if (submittedAt !== null)
        await t.db
          .insertInto('interview_evaluations')
          .values({
            interview_id: row.interview_id,
            interviewer_user_id: recruiter.userId,
            submitted_at: new Date(submittedAt),
          })
          .execute();
      return row.interview_uuid;
    };
    const extra = 7;
    const done: string[] = [];
    // Oldest first in time, so the latest scored are the last ones made.
    for (let k = MY_INTERVIEWS_DONE_SHOWN + extra; k > 0; k--)
      done.push(await interviewAt(now - k * 24 * hour, 'completed', now - k * 24 * hour + hour));
    const waiting = await interviewAt(now - 2 * hour, 'scheduled', null);
    const upcoming: string[] = [];
    for (let k = 1; k <= MY_INTERVIEWS_UPCOMING_SHOWN + 2; k++)
      upcoming.push(await interviewAt(now + k * 48 * hour, 'scheduled', null));

    const mine = (await call(recruiter, 'GET', '/interview/v1/my-interviews/')).json().data;
    expect(mine.to_score.map((i: { interview_uuid: string }) => i.interview_uuid)).toEqual([waiting]);
    expect(mine.upcoming.map((i: { interview_uuid: string }) => i.interview_uuid)).toEqual(
      upcoming.slice(0, MY_INTERVIEWS_UPCOMING_SHOWN),
    );
    expect(mine.upcoming_total).toBe(MY_INTERVIEWS_UPCOMING_SHOWN + 2);
    expect(mine.done_total).toBe(MY_INTERVIEWS_DONE_SHOWN + extra);
    expect(mine.done.map((i: { interview_uuid: string }) => i.interview_uuid)).toEqual(done.slice(extra).reverse());
    // Another interviewer of the company sees none of them.
    const theirs = (await call(interviewer, 'GET', '/interview/v1/my-interviews/')).json().data;
    expect(
      [...theirs.done, ...theirs.to_score, ...theirs.upcoming].map((i: { interview_uuid: string }) => i.interview_uuid),
    ).not.toContain(waiting);
  });
});

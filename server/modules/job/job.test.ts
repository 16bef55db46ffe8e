import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, candidate: S, otherOwner: S, admin: S;
let demoAccountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'candidate@assay.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [owner, recruiter, interviewer, candidate, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (who: S | undefined, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who?.token, body });
const ok = async (who: S, method: Method, url: string, body?: unknown) => {
  const res = await req(who, method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

async function personalityId(): Promise<number> {
  return (
    await t.db.selectFrom('assessments').select('asmt_id').where('slug', '=', 'personality').executeTakeFirstOrThrow()
  ).asmt_id;
}

async function newDraft(who: S, title = 'Night Shift Supervisor'): Promise<number> {
  return (await ok(who, 'POST', '/job/v1/builder/', { title })).job_id;
}

async function eventsOf(jobId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('job_events')
    .select('kind')
    .where('job_id', '=', jobId)
    .orderBy('event_id')
    .execute();
  return rows.map((r) => r.kind);
}

describe('the builder', () => {
  it('given the recruiter, when they build a requisition step by step, then it is a draft until completed and then open with its public link', async () => {
    const jobId = await newDraft(recruiter);
    const draft = await ok(recruiter, 'GET', `/smartreq/v1/detail/${jobId}/`);
    expect(draft).toMatchObject({
      title: 'Night Shift Supervisor',
      status: 'draft',
      is_draft: true,
      is_resume_required: false,
      is_linkedin_required: false,
      description: '',
      account_id: demoAccountId,
    });
    expect(draft.public_link).toBe(`/login/applicant/${draft.uuid}`);

    // Completing needs a plan.
    const early = await req(recruiter, 'POST', `/job/v1/builder/${jobId}/complete/`, {});
    expect(early.statusCode).toBe(400);

    const asmtId = await personalityId();
    const step1 = await ok(recruiter, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Apply',
      activities: [{ activity_type: 'form', title: 'Application form' }],
    });
    expect(step1).toMatchObject({ name: 'Apply', sort_order: 1, usage_type_id: 1 });
    expect(step1.activities[0]).toMatchObject({
      activity_type: 'form',
      measurement_type_id: null,
      usage_type_id: 1,
      sort_order: 1,
    });
    const step2 = await ok(recruiter, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Assess',
      activities: [{ activity_type: 'assessment', title: 'Personality', asmt_id: asmtId }],
    });
    expect(step2.activities[0]).toMatchObject({ asmt_id: asmtId, measurement_type_id: 1 });
    const questions = await ok(recruiter, 'POST', `/job/v1/job-step/step/${step2.job_step_id}/activity/`, {
      activity_type: 'questions',
      title: 'Screening questions',
      account_question_ids: [1, 2],
    });
    expect(questions).toMatchObject({ measurement_type_id: 5, account_question_ids: [1, 2], sort_order: 2 });

    await ok(recruiter, 'PATCH', `/smartreq/v1/detail/${jobId}/`, {
      city: 'Dallas',
      state: 'TX',
      is_resume_required: true,
      is_linkedin_required: true,
      description: '## About\n\nNights, **great** team.',
    });
    const done = await ok(recruiter, 'POST', `/job/v1/builder/${jobId}/complete/`, { confirm_no_weights: true });
    expect(done).toMatchObject({
      status: 'open',
      is_draft: false,
      city: 'Dallas',
      is_resume_required: true,
      is_linkedin_required: true,
      description: '## About\n\nNights, **great** team.',
    });

    const list = await ok(recruiter, 'GET', `/smartreq/v1/list/${demoAccountId}/?smartreq_access=1&search=night shift`);
    expect(list.data.map((r: { job_id: number }) => r.job_id)).toEqual([jobId]);
    expect(list.data[0]).toMatchObject({ status: 'open', applicant_count: 0 });
    expect(await eventsOf(jobId)).toEqual([
      'requisition_created',
      'plan_changed',
      'plan_changed',
      'plan_changed',
      'requisition_updated',
      'requisition_updated',
    ]);
  });

  it('given a description with raw HTML and script links, when saved, then only safe markdown is stored', async () => {
    const jobId = await newDraft(owner);
    const description = [
      'Hello <img src=x onerror="window.__xss=1"> world',
      '<script>alert(1)</script>',
      '[x](javascript:alert(1)) and [y](JaVa&#115;cript:alert(2)) and [ok](https://example.com)',
      '<a href="javascript:alert(3)" onclick="x()">link</a>',
      '[ref]: javascript:alert(4)',
      '<javascript:alert(5)>',
    ].join('\n\n');
    const saved = await ok(owner, 'PATCH', `/smartreq/v1/detail/${jobId}/`, { description });
    expect(saved.description).not.toMatch(/<img|<script|onerror|onclick|<a /i);
    expect(saved.description).not.toMatch(/javascript:/i);
    expect(saved.description).toContain('[ok](https://example.com)');
    expect(saved.description).toContain('[x](#)');
    expect(saved.description).toContain('Hello  world');
  });

  it('given measurement types, when one does not fit the activity, then 400; questionnaires need a real one', async () => {
    const jobId = await newDraft(owner);
    const bad = await req(owner, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Q',
      activities: [{ activity_type: 'questions', title: 'Q', measurement_type_id: 7 }],
    });
    expect(bad.statusCode).toBe(400);
    const noAsmt = await req(owner, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'A',
      activities: [{ activity_type: 'assessment', title: 'A' }],
    });
    expect(noAsmt.statusCode).toBe(400);
    const step = await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Q',
      activities: [{ activity_type: 'questions', title: 'Q', measurement_type_id: 2 }],
    });
    expect(step.activities[0].measurement_type_id).toBe(2);
    // Changing an activity's measurement type is judged by the same rule.
    const activityId = step.activities[0].job_step_activity_id;
    const badPatch = await req(owner, 'PATCH', `/job/v1/job-step/activity/${activityId}/`, { measurement_type_id: 7 });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().code).toBe('measurement_type_mismatch');
    expect((await ok(owner, 'GET', `/job/v1/job-step/${jobId}/`)).steps[0].activities[0].measurement_type_id).toBe(2);
    expect((await ok(owner, 'GET', `/job/v1/job-step/${jobId}/`)).steps).toHaveLength(1);
    // Nothing of the refused requests was stored.
    expect(await eventsOf(jobId)).toEqual(['requisition_created', 'plan_changed']);
  });

  it('given the pathway job type, then the owner makes a pathway the pathway setup opens and plans, staff without all_pathways_access get 403 and nothing is made, and other types are 400', async () => {
    const made = await ok(owner, 'POST', '/job/v1/builder/', {
      title: 'Shift Lead Track',
      account_id: demoAccountId,
      job_type_id: 4,
    });
    const job = await t.db
      .selectFrom('jobs')
      .select(['job_type_id', 'account_id', 'is_draft', 'uuid'])
      .where('job_id', '=', made.job_id)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ job_type_id: 4, account_id: demoAccountId, is_draft: false, uuid: made.uuid });
    expect(await ok(owner, 'GET', `/pathway/v1/setup/${made.job_id}/`)).toMatchObject({
      title: 'Shift Lead Track',
      invite_path: `/login/career-pathways/${made.uuid}`,
    });
    expect(
      await ok(owner, 'POST', `/job/v1/job-step/${made.job_id}/`, {
        name: 'Reflect',
        activities: [{ activity_type: 'form', title: 'About you' }],
      }),
    ).toMatchObject({ name: 'Reflect' });
    expect(await eventsOf(made.job_id)).toContain('requisition_created');

    const pathways = async () =>
      (await t.db.selectFrom('jobs').select('job_id').where('job_type_id', '=', 4).execute()).length;
    const before = await pathways();
    expect((await req(recruiter, 'POST', '/job/v1/builder/', { title: 'Not mine', job_type_id: 4 })).statusCode).toBe(
      403,
    );
    expect(
      (
        await req(otherOwner, 'POST', '/job/v1/builder/', {
          title: 'Not mine',
          account_id: demoAccountId,
          job_type_id: 4,
        })
      ).statusCode,
    ).toBe(404);
    expect((await req(owner, 'POST', '/job/v1/builder/', { title: 'A profile', job_type_id: 1 })).statusCode).toBe(400);
    expect(await pathways()).toBe(before);
  });
});

describe('the screening plan', () => {
  it('given a plan, when steps and activities are renamed, reordered and deleted, then the order stays 1..n', async () => {
    const jobId = await newDraft(owner);
    const a = await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, { name: 'A' });
    const b = await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, { name: 'B' });
    const c = await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, { name: 'C' });
    const plan = await ok(owner, 'PUT', `/job/v1/job-step/${jobId}/order/`, {
      job_step_ids: [c.job_step_id, a.job_step_id, b.job_step_id],
    });
    expect(plan.steps.map((s: { name: string; sort_order: number }) => `${s.sort_order}${s.name}`)).toEqual([
      '1C',
      '2A',
      '3B',
    ]);
    const incomplete = await req(owner, 'PUT', `/job/v1/job-step/${jobId}/order/`, {
      job_step_ids: [c.job_step_id, a.job_step_id],
    });
    expect(incomplete.statusCode).toBe(400);

    expect((await ok(owner, 'PATCH', `/job/v1/job-step/step/${a.job_step_id}/`, { name: 'First' })).name).toBe('First');
    const v1 = await ok(owner, 'POST', `/job/v1/job-step/step/${a.job_step_id}/activity/`, {
      activity_type: 'video',
      title: 'Intro video',
      instructions: 'Two minutes.',
      video_questions: [{ text: 'Introduce yourself.', media: 'video', time_limit_seconds: 120, max_retakes: 1 }],
    });
    const v2 = await ok(owner, 'POST', `/job/v1/job-step/step/${a.job_step_id}/activity/`, {
      activity_type: 'resume',
      title: 'Phone screen',
    });
    const step = await ok(owner, 'PUT', `/job/v1/job-step/step/${a.job_step_id}/order/`, {
      job_step_activity_ids: [v2.job_step_activity_id, v1.job_step_activity_id],
    });
    expect(step.activities.map((x: { title: string }) => x.title)).toEqual(['Phone screen', 'Intro video']);
    const edited = await ok(owner, 'PATCH', `/job/v1/job-step/activity/${v1.job_step_activity_id}/`, {
      instructions: 'Three minutes.',
      title: 'Video',
    });
    expect(edited).toMatchObject({ instructions: 'Three minutes.', title: 'Video' });

    await ok(owner, 'DELETE', `/job/v1/job-step/activity/${v2.job_step_activity_id}/`);
    await ok(owner, 'DELETE', `/job/v1/job-step/step/${c.job_step_id}/`);
    const after = await ok(owner, 'GET', `/job/v1/job-step/${jobId}/`);
    expect(after.steps.map((s: { name: string; sort_order: number }) => `${s.sort_order}${s.name}`)).toEqual([
      '1First',
      '2B',
    ]);
    expect(after.steps[0].activities).toMatchObject([{ title: 'Video', sort_order: 1 }]);
  });

  it('given the open requisition with applicants, when staff delete an answered activity or its step, then 409 and the plan is unchanged', async () => {
    const before = await ok(owner, 'GET', '/job/v1/job-step/1/');
    const answered = before.steps[0].activities[0];
    expect(answered.has_responses).toBe(true);
    const res = await req(owner, 'DELETE', `/job/v1/job-step/activity/${answered.job_step_activity_id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'activity_has_responses',
      message: expect.stringMatching(/already responded/),
    });
    const step = await req(owner, 'DELETE', `/job/v1/job-step/step/${before.steps[0].job_step_id}/`);
    expect(step.statusCode).toBe(409);
    // Each refusal has its own code, which the plan editor words in the user's language.
    expect(step.json().code).toBe('step_has_responses');
    const misplaced = await req(owner, 'POST', `/job/v1/job-step/step/${before.steps[2].job_step_id}/activity/`, {
      activity_type: 'eeoc',
      title: 'Equal opportunity',
      asmt_id: 1,
    });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json()).toMatchObject({ code: 'plan_setting_not_for_kind', errors: [{ prop: 'asmt_id' }] });
    // Adding to a plan with applicants is fine; the new activity can be removed again.
    const added = await ok(owner, 'POST', `/job/v1/job-step/step/${before.steps[2].job_step_id}/activity/`, {
      activity_type: 'eeoc',
      title: 'Equal opportunity',
    });
    expect(added.has_responses).toBe(false);
    await ok(owner, 'DELETE', `/job/v1/job-step/activity/${added.job_step_activity_id}/`);
    expect(await ok(owner, 'GET', '/job/v1/job-step/1/')).toEqual(before);
  });

  it("given a question set, when bank questions are added and removed, then the plan lists them in order; another company's question is refused", async () => {
    const jobId = await newDraft(owner);
    const step = await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Questions',
      activities: [{ activity_type: 'questions', title: 'Screening' }],
    });
    const activityId = step.activities[0].job_step_activity_id;
    expect(
      (await ok(owner, 'PUT', `/job/v1/job-step/question/${activityId}/`, { account_question_ids: [3, 1, 2] }))
        .account_question_ids,
    ).toEqual([3, 1, 2]);
    expect(
      (await ok(owner, 'PUT', `/job/v1/job-step/question/${activityId}/`, { account_question_ids: [1] }))
        .account_question_ids,
    ).toEqual([1]);
    const other = await ok(otherOwner, 'POST', `/account/v1/questions/${await accountOf(otherOwner)}/`, {
      question_type: 'short_text',
      question_text: 'Other company only?',
    });
    const refused = await req(owner, 'PUT', `/job/v1/job-step/question/${activityId}/`, {
      account_question_ids: [other.account_question_id],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('given the plan view rule, then recommended attributes come from the plan questionnaire', async () => {
    const jobId = await newDraft(owner);
    await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Assess',
      activities: [{ activity_type: 'assessment', title: 'Personality', asmt_id: await personalityId() }],
    });
    const recommended = await ok(owner, 'GET', `/job/v1/attribute-groups/${jobId}/recommended/?language=es`);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended[0]).toMatchObject({ sort_order: 1, is_added: false, category: 'personality' });
  });
});

async function accountOf(who: S): Promise<number> {
  const me = await ok(who, 'GET', '/auth/v1/');
  return me.roles[0].account_id;
}

describe('duplicate and delete', () => {
  it('given a requisition with plan, weights and team, when duplicated, then the copy is a draft with the same plan, weights and team', async () => {
    const jobId = await newDraft(owner, 'Barista');
    await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Assess',
      activities: [{ activity_type: 'questions', title: 'Q', account_question_ids: [1, 2] }],
    });
    const library = await ok(owner, 'GET', '/account/v1/attribute-types/');
    await ok(owner, 'POST', `/job/v1/attribute-groups/${jobId}/`, {
      name: 'Service',
      weight: 60,
      attributes: [{ attribute_type_id: library[0].attribute_type_id, weight: 80 }],
    });
    await ok(owner, 'POST', '/smartreq/v1/hiring-team/', { job_id: jobId, user_id: interviewer.userId });

    const { new_job_id: copyId } = await ok(owner, 'POST', `/job/v1/job-duplicate/${jobId}/`, {});
    expect(copyId).not.toBe(jobId);
    const copy = await ok(owner, 'GET', `/smartreq/v1/detail/${copyId}/`);
    expect(copy).toMatchObject({ title: 'Barista', status: 'draft' });
    const plan = await ok(owner, 'GET', `/job/v1/job-step/${copyId}/`);
    expect(plan.steps[0].activities[0]).toMatchObject({ title: 'Q', account_question_ids: [1, 2] });
    const groups = await ok(owner, 'GET', `/job/v1/attribute-groups/${copyId}/`);
    expect(groups).toMatchObject([
      { name: 'Service', weight: 60, sort_order: 1, attributes: [{ weight: 80, sort_order: 1 }] },
    ]);
    const team = await ok(owner, 'GET', `/smartreq/v1/hiring-team/${copyId}/`);
    expect(team.map((m: { user_id: number }) => m.user_id).sort()).toEqual([owner.userId, interviewer.userId].sort());
    expect(await eventsOf(jobId)).toContain('requisition_duplicated');
  });

  it('given a requisition whose group still weighs a facet kept out of hiring from before the rule, when duplicated, then the copy keeps the facet at weight 0 and the other weights as they were', async () => {
    const jobId = await newDraft(owner, 'Old weights');
    const library = await ok(owner, 'GET', '/account/v1/attribute-types/');
    await ok(owner, 'POST', `/job/v1/attribute-groups/${jobId}/`, {
      name: 'Temperament',
      weight: 50,
      attributes: [{ attribute_type_id: library[0].attribute_type_id, weight: 70 }],
    });
    // Written as an older version of the product could: the API refuses this weight today (400).
    const anxiety = await t.db
      .selectFrom('attribute_types')
      .select('attribute_type_id')
      .where('category', '=', 'personality')
      .where('code', '=', 'N1')
      .executeTakeFirstOrThrow();
    const group = await t.db
      .selectFrom('job_attribute_groups')
      .select('job_attribute_group_id')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_attribute_group_attributes')
      .values({ ...group, attribute_type_id: anxiety.attribute_type_id, weight: 40, sort_order: 2 })
      .execute();

    const { new_job_id: copyId } = await ok(owner, 'POST', `/job/v1/job-duplicate/${jobId}/`, {});
    const copied = await t.db
      .selectFrom('job_attribute_group_attributes as a')
      .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'a.job_attribute_group_id')
      .select(['a.attribute_type_id', 'a.weight'])
      .where('g.job_id', '=', copyId)
      .orderBy('a.sort_order')
      .execute();
    expect(copied).toEqual([
      { attribute_type_id: library[0].attribute_type_id, weight: 70 },
      { attribute_type_id: anxiety.attribute_type_id, weight: 0 },
    ]);
  });

  it('given a requisition, when deleted, then every read answers 404 and the list no longer shows it', async () => {
    const jobId = await newDraft(owner, 'To be deleted');
    await ok(owner, 'DELETE', `/job/v1/job-delete/${jobId}/`);
    expect((await req(owner, 'GET', `/smartreq/v1/detail/${jobId}/`)).statusCode).toBe(404);
    expect((await req(owner, 'GET', `/job/v1/job-step/${jobId}/`)).statusCode).toBe(404);
    const list = await ok(owner, 'GET', `/smartreq/v1/list/${demoAccountId}/?smartreq_access=1&page_size=100`);
    expect(list.data.some((r: { job_id: number }) => r.job_id === jobId)).toBe(false);
    const row = await t.db
      .selectFrom('jobs')
      .select('deleted_at')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });
});

describe('the team', () => {
  it('given the closed requisition, when a colleague is added with names, then names update only when both are given; notification and removal work', async () => {
    const added = await ok(owner, 'POST', '/smartreq/v1/hiring-team/', {
      job_id: 2,
      user_id: recruiter.userId,
      first_name: 'Rafa',
    });
    expect(added).toMatchObject({ user_id: recruiter.userId, first_name: 'Rafael', notify_new_applicants: true });
    const renamed = await ok(owner, 'POST', '/smartreq/v1/hiring-team/', {
      job_id: 2,
      user_id: recruiter.userId,
      first_name: 'Rafa',
      last_name: 'Recruiter',
    });
    expect(renamed).toMatchObject({ job_team_id: added.job_team_id, first_name: 'Rafa' });
    expect(
      (
        await ok(owner, 'PATCH', `/smartreq/v1/hiring-team/member/${added.job_team_id}/`, {
          notify_new_applicants: false,
        })
      ).notify_new_applicants,
    ).toBe(false);
    const staff = await ok(owner, 'GET', '/smartreq/v1/assignable-users/2/');
    expect(staff.find((u: { user_id: number }) => u.user_id === recruiter.userId).is_team_member).toBe(true);
    expect(staff.some((u: { user_id: number }) => u.user_id === candidate.userId)).toBe(false);
    await ok(owner, 'DELETE', `/smartreq/v1/hiring-team/member/${added.job_team_id}/`);
    expect(
      (await ok(owner, 'GET', '/smartreq/v1/hiring-team/2/')).some(
        (m: { user_id: number }) => m.user_id === recruiter.userId,
      ),
    ).toBe(false);
    const kinds = await eventsOf(2);
    expect(kinds).toContain('team_member_added');
    expect(kinds).toContain('team_member_removed');
  });

  it("given a candidate or another company's user, when added to a team, then 404 and nothing changes", async () => {
    for (const who of [candidate, otherOwner]) {
      expect(
        (await req(owner, 'POST', '/smartreq/v1/hiring-team/', { job_id: 2, user_id: who.userId })).statusCode,
      ).toBe(404);
    }
  });
});

describe('attribute weights', () => {
  it('given a requisition without groups, then 204; when groups and weights change, then each change asks for a rescore', async () => {
    const jobId = await newDraft(owner);
    const empty = await req(owner, 'GET', `/job/v1/attribute-groups/${jobId}/`);
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');

    const library = await ok(owner, 'GET', '/account/v1/attribute-types/?language=fr&category=personality');
    expect(library.every((a: { category: string }) => a.category === 'personality')).toBe(true);
    // The first two a requisition may weigh (Neuroticism and its facets are kept out of hiring, D198).
    const [first, second] = library.filter((a: { hiring_exclusion: string | null }) => a.hiring_exclusion === null);
    const group = await ok(owner, 'POST', `/job/v1/attribute-groups/${jobId}/`, {
      name: 'Temperament',
      weight: 40,
      attributes: [{ attribute_type_id: first.attribute_type_id, weight: 70 }],
    });
    expect(group.attributes[0].name).not.toBe('');
    const twice = await req(owner, 'POST', `/job/v1/attribute-group-attribute/${group.job_attribute_group_id}/`, {
      attribute_type_id: first.attribute_type_id,
    });
    expect(twice.statusCode).toBe(409);
    const withSecond = await ok(owner, 'POST', `/job/v1/attribute-group-attribute/${group.job_attribute_group_id}/`, {
      attribute_type_id: second.attribute_type_id,
      weight: 30,
    });
    expect(withSecond.attributes.map((a: { sort_order: number }) => a.sort_order)).toEqual([1, 2]);

    const [a1, a2] = withSecond.attributes;
    const groups = await ok(owner, 'PUT', `/job/v1/attribute-groups/${jobId}/weights/`, {
      groups: [{ job_attribute_group_id: group.job_attribute_group_id, weight: 100 }],
      attributes: [
        { job_attribute_group_attribute_id: a1.job_attribute_group_attribute_id, weight: 10, sort_order: 2 },
        { job_attribute_group_attribute_id: a2.job_attribute_group_attribute_id, weight: 90, sort_order: 1 },
      ],
    });
    expect(groups[0].weight).toBe(100);
    expect(
      groups[0].attributes.map((a: { attribute_type_id: number; weight: number }) => [a.attribute_type_id, a.weight]),
    ).toEqual([
      [second.attribute_type_id, 90],
      [first.attribute_type_id, 10],
    ]);
    const tooHeavy = await req(
      owner,
      'PATCH',
      `/job/v1/attribute-group-attribute/${a1.job_attribute_group_attribute_id}/`,
      { weight: 101 },
    );
    expect(tooHeavy.statusCode).toBe(400);
    // Another requisition's ids are refused in the bulk call.
    const foreign = await req(owner, 'PUT', '/job/v1/attribute-groups/1/weights/', {
      groups: [{ job_attribute_group_id: group.job_attribute_group_id, weight: 5 }],
    });
    expect(foreign.statusCode).toBe(400);

    await ok(owner, 'DELETE', `/job/v1/attribute-group-attribute/${a1.job_attribute_group_attribute_id}/`);
    await ok(owner, 'DELETE', `/job/v1/attribute-group/${group.job_attribute_group_id}/`);
    expect((await req(owner, 'GET', `/job/v1/attribute-groups/${jobId}/`)).statusCode).toBe(204);

    const kinds = await eventsOf(jobId);
    expect(kinds.filter((k) => k === 'attributes_changed')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'rescore_requested')).toHaveLength(5);
    const job = await t.db
      .selectFrom('jobs')
      .select('rescore_requested_at')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job.rescore_requested_at).not.toBeNull();
  });
});

describe('who sees what', () => {
  it('given the interviewer (no flags, on the closed requisition team), then the list shows only job 2, with either smartreq_access', async () => {
    for (const flag of ['0', '1']) {
      const list = await ok(
        interviewer,
        'GET',
        `/smartreq/v1/list/${demoAccountId}/?smartreq_access=${flag}&user_id=${interviewer.userId}`,
      );
      const ids = list.data.map((r: { job_id: number }) => r.job_id);
      expect(ids).toContain(2);
      expect(ids).not.toContain(1);
      // Every listed requisition is one whose team the interviewer is on (copies made above keep their team).
      const teams = await t.db
        .selectFrom('job_team_members')
        .select('job_id')
        .where('user_id', '=', interviewer.userId)
        .execute();
      expect(ids.every((id: number) => teams.some((m) => m.job_id === id))).toBe(true);
    }
    expect((await req(interviewer, 'GET', '/smartreq/v1/detail/1/')).statusCode).toBe(404);
    expect((await req(interviewer, 'GET', '/smartreq/v1/detail/2/')).statusCode).toBe(200);
    expect(
      (await ok(interviewer, 'GET', `/smartreq/v1/names/${demoAccountId}/`)).map((r: { job_id: number }) => r.job_id),
    ).not.toContain(1);
  });

  it('given the recruiter, then smartreq_access=1 lists every requisition and 0 only their teams; another user id is refused', async () => {
    const all = await ok(recruiter, 'GET', `/smartreq/v1/list/${demoAccountId}/?smartreq_access=1&page_size=100`);
    expect(all.data.map((r: { job_id: number }) => r.job_id)).toEqual(expect.arrayContaining([1, 2]));
    expect(all.data.some((r: { job_id: number }) => r.job_id === 3)).toBe(false); // the pathway is not a requisition
    const mine = await ok(recruiter, 'GET', `/smartreq/v1/list/${demoAccountId}/?smartreq_access=0&page_size=100`);
    expect(mine.data.map((r: { job_id: number }) => r.job_id)).toContain(1);
    expect(mine.data.map((r: { job_id: number }) => r.job_id)).not.toContain(2);
    const open = all.data.find((r: { job_id: number }) => r.job_id === 1);
    expect(open.applicant_count).toBeGreaterThan(0);
    expect(
      (await req(recruiter, 'GET', `/smartreq/v1/list/${demoAccountId}/?user_id=${owner.userId}`)).statusCode,
    ).toBe(404);
  });

  it('given another company, then every requisition endpoint answers 404 and their own list is empty', async () => {
    for (const url of [
      '/smartreq/v1/detail/1/',
      '/job/v1/job-step/1/',
      '/smartreq/v1/hiring-team/1/',
      '/job/v1/attribute-groups/1/',
      '/smartreq/v1/activity/1/',
      `/smartreq/v1/list/${demoAccountId}/`,
    ]) {
      expect((await req(otherOwner, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await req(otherOwner, 'PATCH', '/smartreq/v1/detail/1/', { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await req(otherOwner, 'POST', '/job/v1/job-duplicate/1/', {})).statusCode).toBe(404);
    expect((await req(otherOwner, 'DELETE', '/job/v1/job-delete/1/')).statusCode).toBe(404);
    const title = await t.db.selectFrom('jobs').select('title').where('job_id', '=', 1).executeTakeFirstOrThrow();
    expect(title.title).toBe('Customer Support Specialist');
    const own = await ok(otherOwner, 'GET', `/smartreq/v1/list/${await accountOf(otherOwner)}/?smartreq_access=1`);
    expect(own.count).toBe(0);
  });

  it('given a candidate, then 403; the provider admin works on any company with account_id', async () => {
    expect((await req(candidate, 'GET', `/smartreq/v1/list/${demoAccountId}/`)).statusCode).toBe(403);
    expect((await req(candidate, 'POST', '/job/v1/builder/', { title: 'x' })).statusCode).toBe(403);
    expect((await req(admin, 'POST', '/job/v1/builder/', { title: 'x' })).statusCode).toBe(404);
    const created = await ok(admin, 'POST', '/job/v1/builder/', { title: 'Admin made', account_id: demoAccountId });
    expect((await ok(owner, 'GET', `/smartreq/v1/detail/${created.job_id}/`)).title).toBe('Admin made');
  });
});

describe('the Activity tab', () => {
  it("given changes, then the history pages newest first with the actors' names", async () => {
    const jobId = await newDraft(recruiter, 'History');
    await ok(recruiter, 'PATCH', `/smartreq/v1/detail/${jobId}/`, { title: 'History 2' });
    await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, { name: 'Step' });
    const page = await ok(owner, 'GET', `/smartreq/v1/activity/${jobId}/?page_size=2`);
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(page.data.map((e: { kind: string; actor_name: string }) => [e.kind, e.actor_name])).toEqual([
      ['plan_changed', 'Olivia Owner'],
      ['requisition_updated', expect.stringMatching(/^Rafa(el)? Recruiter$/)],
    ]);
  });
});

describe('who changes a hiring team', () => {
  it("given the interviewer on the open requisition's team without the requisitions permission, then they may set their own notifications but neither add nor remove members", async () => {
    const mine = await ok(owner, 'POST', '/smartreq/v1/hiring-team/', { job_id: 1, user_id: interviewer.userId });
    const analyst = await t.signIn('analyst@demo-company.test');
    const before = await ok(owner, 'GET', '/smartreq/v1/hiring-team/1/');
    const added = await req(interviewer, 'POST', '/smartreq/v1/hiring-team/', { job_id: 1, user_id: analyst.userId });
    expect(added.statusCode, added.body).toBe(403);
    const other = (before as { job_team_id: number; user_id: number }[]).find((m) => m.user_id !== interviewer.userId)!;
    expect((await req(interviewer, 'DELETE', `/smartreq/v1/hiring-team/member/${other.job_team_id}/`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await req(interviewer, 'PATCH', `/smartreq/v1/hiring-team/member/${other.job_team_id}/`, {
          notify_new_applicants: false,
        })
      ).statusCode,
    ).toBe(403);
    await ok(interviewer, 'PATCH', `/smartreq/v1/hiring-team/member/${mine.job_team_id}/`, {
      notify_new_applicants: false,
    });
    expect(await ok(owner, 'GET', '/smartreq/v1/hiring-team/1/')).toHaveLength((before as unknown[]).length);
    await ok(recruiter, 'DELETE', `/smartreq/v1/hiring-team/member/${mine.job_team_id}/`);
  });
});

describe("what the hiring team does without the requisition's flag (D305)", () => {
  it('given the interviewer (no flags) on a live requisition’s team, then its plan, a copy of it and deleting its applicants are refused (403) and nothing changed; a draft of theirs they still build, but not open', async () => {
    const step = await t.db
      .selectFrom('job_steps')
      .select(['job_step_id', 'name'])
      .where('job_id', '=', 2)
      .orderBy('job_step_id')
      .executeTakeFirstOrThrow();
    const group = await t.db
      .selectFrom('job_attribute_groups')
      .select(['job_attribute_group_id', 'name', 'weight'])
      .where('job_id', '=', 2)
      .orderBy('job_attribute_group_id')
      .executeTakeFirstOrThrow();
    const application = await t.db
      .selectFrom('user_trackers')
      .select('ref_id')
      .where('job_id', '=', 2)
      .where('removed_at', 'is', null)
      .orderBy('ref_id')
      .executeTakeFirstOrThrow();
    // The interviewer is on requisition 2's team (seed), so the team rule lets them see all of it.
    expect((await req(interviewer, 'GET', '/job/v1/job-step/2/')).statusCode).toBe(200);
    const jobs = async () => (await t.db.selectFrom('jobs').select('job_id').execute()).length;
    const activities = async () =>
      (
        await t.db
          .selectFrom('job_step_activities')
          .select('job_step_activity_id')
          .where('job_step_id', '=', step.job_step_id)
          .execute()
      ).length;
    const before = { jobs: await jobs(), events: await eventsOf(2), activities: await activities() };
    const refused: [Method, string, unknown][] = [
      ['PATCH', `/job/v1/job-step/step/${step.job_step_id}/`, { name: 'Renamed by the team' }],
      ['POST', '/job/v1/job-step/2/', { name: 'Added by the team' }],
      // The write sweep aims this one at requisition 5, off this interviewer's team (D396): here on it.
      [
        'POST',
        `/job/v1/job-step/step/${step.job_step_id}/activity/`,
        { activity_type: 'resume', title: 'Added by the team' },
      ],
      ['DELETE', `/job/v1/job-step/step/${step.job_step_id}/`, undefined],
      ['PATCH', `/job/v1/attribute-group/${group.job_attribute_group_id}/`, { weight: 7 }],
      ['POST', '/job/v1/job-duplicate/2/', { title: 'Copied by the team' }],
      ['POST', '/smartreq/v1/delete-applicants/', { ref_ids: [application.ref_id] }],
    ];
    for (const [method, url, body] of refused) {
      const res = await req(interviewer, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await jobs()).toBe(before.jobs);
    expect(await eventsOf(2)).toEqual(before.events);
    expect(await activities()).toBe(before.activities);
    expect(
      await t.db
        .selectFrom('job_steps')
        .select(['job_step_id', 'name'])
        .where('job_step_id', '=', step.job_step_id)
        .executeTakeFirst(),
    ).toEqual(step);
    expect(
      await t.db
        .selectFrom('job_attribute_groups')
        .select(['job_attribute_group_id', 'name', 'weight'])
        .where('job_attribute_group_id', '=', group.job_attribute_group_id)
        .executeTakeFirst(),
    ).toEqual(group);
    expect(
      (
        await t.db
          .selectFrom('user_trackers')
          .select('removed_at')
          .where('ref_id', '=', application.ref_id)
          .executeTakeFirstOrThrow()
      ).removed_at,
    ).toBeNull();

    // A draft the interviewer starts is theirs to build: any role starts one and joins its team.
    const draft = await newDraft(interviewer, 'Team-built draft');
    const added = await ok(interviewer, 'POST', `/job/v1/job-step/${draft}/`, { name: 'Phone screen' });
    await ok(interviewer, 'PATCH', `/job/v1/job-step/step/${added.job_step_id}/`, { name: 'First call' });
    await ok(interviewer, 'POST', `/job/v1/job-step/step/${added.job_step_id}/activity/`, {
      activity_type: 'resume',
      title: 'Resume',
    });
    // Opening it to applicants puts it in public under the company's name: the flag, as reopening (D367).
    const opened = await req(interviewer, 'POST', `/job/v1/builder/${draft}/complete/`, { confirm_no_weights: true });
    expect(opened.statusCode, opened.body).toBe(403);
    const isDraft = async () =>
      (await t.db.selectFrom('jobs').select('is_draft').where('job_id', '=', draft).executeTakeFirstOrThrow()).is_draft;
    expect(await isDraft()).toBe(true);
    await ok(recruiter, 'POST', `/job/v1/builder/${draft}/complete/`, { confirm_no_weights: true });
    expect(await isDraft()).toBe(false);
    // The recruiter, with the requisitions flag, changes the live plan as before.
    await ok(recruiter, 'PATCH', `/job/v1/job-step/step/${step.job_step_id}/`, { name: step.name });
  });
});

/**
 * A company's scoring-criteria and screening-question templates on real PGlite (decision D140):
 * who may read and manage them, a company never reaching another's, refusals that name the field
 * and change nothing, search and sort, copy-on-apply with archive-once-used, and ordered
 * questions of the company's own pre-screen list only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast } from '../../test/company-cast.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, candidate: S;
let demoId: number, otherId: number;
let prescreen: number[], otherPrescreen: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  ({ owner, recruiter, interviewer, otherOwner, admin, candidate, demoId, otherId } = await signInCompanyCast(t));
  const question = async (accountId: number, text: string) =>
    (
      await t.db
        .insertInto('account_questions')
        .values({
          account_id: accountId,
          question_type: 'yes_no',
          question_text: text,
          settings: '{}',
          question_list: 'prescreen',
        })
        .returning('account_question_id')
        .executeTakeFirstOrThrow()
    ).account_question_id;
  prescreen = [
    await question(demoId, 'Can you work weekends?'),
    await question(demoId, 'Do you hold a driving licence?'),
    await question(demoId, 'Can you start within a month?'),
  ];
  otherPrescreen = await question(otherId, 'Other company question');
});
afterAll(async () => t.close());

const levels = (prefix = '') =>
  [1, 2, 3, 4, 5].map((level) => ({
    level,
    label: `${prefix}Level ${level}`,
    description: `${prefix}What level ${level} looks like`,
  }));
const criteria = (names: string[]) => names.map((name) => ({ name, description: `About ${name}`, levels: levels() }));

describe("a company's scoring-criteria templates", () => {
  const list = (who: S, qs = '', id = demoId) =>
    t.request({ method: 'GET', url: `/api/account/v1/scoring-templates/?account_id=${id}${qs}`, token: who.token });
  const create = (who: S, body: Record<string, unknown>, id = demoId) =>
    t.request({
      method: 'POST',
      url: '/api/account/v1/scoring-template/',
      token: who.token,
      body: { account_id: id, ...body },
    });
  const update = (who: S, id: number, body: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/account/v1/scoring-template/${id}/`, token: who.token, body });
  const apply = (who: S, id: number) =>
    t.request({ method: 'POST', url: `/api/account/v1/scoring-template/${id}/apply/`, token: who.token });
  const remove = (who: S, id: number) =>
    t.request({ method: 'DELETE', url: `/api/account/v1/scoring-template/${id}/`, token: who.token });
  const restore = (who: S, id: number) =>
    t.request({ method: 'POST', url: `/api/account/v1/scoring-template/${id}/restore/`, token: who.token });
  const table = () => t.db.selectFrom('scoring_templates').selectAll().orderBy('scoring_template_id').execute();

  it('given the owner, then they add templates with anchored levels, search them by name or criterion and sort', async () => {
    const made = await create(owner, { name: ' Customer roles ', criteria: criteria(['Care', 'Pace']) });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      name: 'Customer roles',
      account_id: demoId,
      use_count: 0,
      archived: false,
      criteria: [{ name: 'Care', levels: levels() }, { name: 'Pace' }],
    });
    expect((await create(admin, { name: 'Warehouse', criteria: criteria(['Safety']) })).statusCode).toBe(200);
    expect((await list(owner, '&ordering=-name')).json().data).toMatchObject({
      count: 2,
      results: [{ name: 'Warehouse' }, { name: 'Customer roles' }],
    });
    expect((await list(owner, '&search=safety')).json().data.results.map((x: { name: string }) => x.name)).toEqual([
      'Warehouse',
    ]);
    expect((await list(recruiter)).statusCode).toBe(200);
  });

  it('given missing levels, an empty name, a repeated name or criterion, then the fields are named and nothing is written', async () => {
    const before = await table();
    const short = await create(owner, { name: 'Short', criteria: [{ name: 'Care', levels: levels().slice(0, 4) }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.map((e: { prop: string }) => e.prop)).toEqual([
      'criteria.0.levels.5.label',
      'criteria.0.levels.5.description',
    ]);
    const empty = await create(owner, { name: ' ', criteria: [] });
    expect(
      empty
        .json()
        .errors.map((e: { prop: string }) => e.prop)
        .sort(),
    ).toEqual(['criteria', 'name']);
    expect((await create(owner, { name: 'Twice', criteria: criteria(['Care', 'care']) })).json().errors[0].prop).toBe(
      'criteria.1.name',
    );
    const again = await create(owner, { name: 'WAREHOUSE', criteria: criteria(['Care']) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].prop).toBe('name');
    expect(await table()).toEqual(before);
  });

  it('given a template a kit copied, then editing it leaves the copy alone, deleting archives it, and restoring brings it back', async () => {
    const [first, second] = await table();
    const copied = await apply(owner, first!.scoring_template_id);
    expect(copied.json().data).toMatchObject({
      use_count: 1,
      criteria: [{ name: 'Care', levels: levels() }, { name: 'Pace' }],
    });
    const edited = await update(owner, first!.scoring_template_id, {
      name: 'Customer roles',
      criteria: criteria(['Warmth']),
    });
    expect(edited.json().data.criteria.map((c: { name: string }) => c.name)).toEqual(['Warmth']);
    expect(copied.json().data.criteria[0].name).toBe('Care');
    expect((await remove(owner, first!.scoring_template_id)).json().data).toEqual({
      scoring_template_id: first!.scoring_template_id,
      outcome: 'archived',
    });
    expect((await list(owner)).json().data.results.map((x: { name: string }) => x.name)).toEqual(['Warehouse']);
    expect((await list(owner, '&archived=true')).json().data.results.map((x: { name: string }) => x.name)).toEqual([
      'Customer roles',
    ]);
    expect((await apply(owner, first!.scoring_template_id)).statusCode).toBe(409);
    expect((await restore(owner, first!.scoring_template_id)).json().data.archived).toBe(false);
    expect((await remove(owner, second!.scoring_template_id)).json().data.outcome).toBe('deleted');
    expect((await table()).map((r) => r.scoring_template_id)).toEqual([first!.scoring_template_id]);
    const trail = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', 'like', 'scoring_template_%')
      .execute();
    expect(trail.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'scoring_template_created',
        'scoring_template_changed',
        'scoring_template_archived',
        'scoring_template_restored',
        'scoring_template_deleted',
      ]),
    );
  });

  it('given another company, staff without the right or a candidate, then they never see or change the templates', async () => {
    const [first] = await table();
    const before = await table();
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await apply(otherOwner, first!.scoring_template_id)).statusCode).toBe(404);
    expect(
      (await update(otherOwner, first!.scoring_template_id, { name: 'Taken', criteria: criteria(['X']) })).statusCode,
    ).toBe(404);
    expect((await remove(otherOwner, first!.scoring_template_id)).statusCode).toBe(404);
    expect((await list(otherOwner, '', otherId)).json().data.count).toBe(0);
    expect((await list(interviewer)).statusCode).toBe(403);
    expect((await create(recruiter, { name: 'Recruiter', criteria: criteria(['X']) })).statusCode).toBe(403);
    expect((await remove(recruiter, first!.scoring_template_id)).statusCode).toBe(403);
    expect((await list(candidate)).statusCode).toBe(403);
    expect(await table()).toEqual(before);
  });
});

describe("a company's screening-question templates", () => {
  const list = (who: S, qs = '', id = demoId) =>
    t.request({ method: 'GET', url: `/api/account/v1/screening-templates/?account_id=${id}${qs}`, token: who.token });
  const create = (who: S, name: string, ids: number[], id = demoId) =>
    t.request({
      method: 'POST',
      url: '/api/account/v1/screening-template/',
      token: who.token,
      body: { account_id: id, name, account_question_ids: ids },
    });
  const update = (who: S, id: number, name: string, ids: number[]) =>
    t.request({
      method: 'PUT',
      url: `/api/account/v1/screening-template/${id}/`,
      token: who.token,
      body: { name, account_question_ids: ids },
    });
  const remove = (who: S, id: number) =>
    t.request({ method: 'DELETE', url: `/api/account/v1/screening-template/${id}/`, token: who.token });
  const rows = () =>
    t.db
      .selectFrom('screening_template_questions')
      .selectAll()
      .orderBy(['screening_template_id', 'sort_order'])
      .execute();

  it('given the owner, then they create a template, rename it, reorder and remove questions, and delete it', async () => {
    const [a, b, c] = prescreen as [number, number, number];
    const made = await create(owner, 'Weekend shifts', [a, b, c]);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.screening_template_id as number;
    expect(made.json().data.questions.map((q: { question_text: string }) => q.question_text)).toEqual([
      'Can you work weekends?',
      'Do you hold a driving licence?',
      'Can you start within a month?',
    ]);
    const saved = await update(owner, id, 'Weekend and driving', [c, a]);
    expect(saved.json().data).toMatchObject({
      name: 'Weekend and driving',
      questions: [{ account_question_id: c }, { account_question_id: a }],
    });
    expect((await create(owner, 'Starters', [b])).statusCode).toBe(200);
    expect((await list(owner, '&ordering=-name')).json().data.results.map((x: { name: string }) => x.name)).toEqual([
      'Weekend and driving',
      'Starters',
    ]);
    expect((await list(recruiter, '&search=start')).json().data.results.map((x: { name: string }) => x.name)).toEqual([
      'Starters',
    ]);
    expect((await remove(owner, id)).json().data).toEqual({ deleted: id });
    expect((await rows()).map((r) => r.account_question_id)).toEqual([b]);
  });

  it("given another company's question, a repeated question, none or a taken name, then the field is named and nothing is written", async () => {
    const before = await rows();
    const foreign = await create(owner, 'Foreign', [prescreen[0]!, otherPrescreen]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].prop).toBe('account_question_ids');
    expect((await create(owner, 'Twice', [prescreen[0]!, prescreen[0]!])).json().errors[0].prop).toBe(
      'account_question_ids',
    );
    expect((await create(owner, ' ', [])).json().errors.map((e: { prop: string }) => e.prop)).toEqual([
      'name',
      'account_question_ids',
    ]);
    expect((await create(owner, 'STARTERS', [prescreen[0]!])).statusCode).toBe(409);
    expect(await rows()).toEqual(before);
  });

  it('given another company or staff without the right, then they never see or change the templates', async () => {
    const [only] = (await list(owner)).json().data.results as { screening_template_id: number }[];
    const before = await rows();
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await update(otherOwner, only!.screening_template_id, 'Taken', [otherPrescreen])).statusCode).toBe(404);
    expect((await remove(otherOwner, only!.screening_template_id)).statusCode).toBe(404);
    expect((await list(otherOwner, '', otherId)).json().data.count).toBe(0);
    expect((await list(interviewer)).statusCode).toBe(403);
    expect((await update(recruiter, only!.screening_template_id, 'Recruiter', prescreen)).statusCode).toBe(403);
    expect((await list(candidate)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('given a deactivated person with settings access, then their token stops working at once', async () => {
    const staff = (
      await t.request({ method: 'GET', url: `/api/account/v1/${demoId}/users/`, token: owner.token })
    ).json().data as { user_id: number; flags: Record<string, boolean> }[];
    const flags = { ...staff.find((u) => u.user_id === interviewer.userId)!.flags, company_settings_access: true };
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/account/v1/${demoId}/users/${interviewer.userId}/flags/`,
          token: owner.token,
          body: { flags },
        })
      ).statusCode,
    ).toBe(200);
    const fresh = await t.signIn('interviewer@demo-company.test');
    expect((await list(fresh)).statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/account/v1/${demoId}/users/${fresh.userId}/deactivate/`,
          token: owner.token,
          body: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await list(fresh)).statusCode).toBe(401);
    expect((await create(fresh, 'Deactivated', [prescreen[0]!])).statusCode).toBe(401);
  });
});

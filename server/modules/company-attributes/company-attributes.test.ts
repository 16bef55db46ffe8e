/**
 * The attribute catalogue in company settings on real PGlite: the provider's attributes beside the
 * company's own, field refusals that store nothing, the company's attributes usable by its question
 * bank, requisition weights and interview kits while another company's stay invisible, uses that
 * refuse deletion, and archiving that keeps uses but offers the attribute for nothing new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueAttribute } from '../../../contracts/company-attributes.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [owner, recruiter, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const req = (who: S, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });
const ok = async (who: S, method: Method, url: string, body?: unknown) => {
  const res = await req(who, method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const list = async (who: S, qs: string, id = demoId): Promise<{ results: CatalogueAttribute[]; count: number }> =>
  ok(who, 'GET', `/account/v1/company-attributes/?account_id=${id}${qs}`);
const create = (who: S, name: string, id = demoId, extra: Record<string, unknown> = {}) =>
  req(who, 'POST', '/account/v1/company-attribute/', {
    account_id: id,
    name,
    category: 'competencies',
    description: 'What it means here',
    ...extra,
  });
const offered = async (who: S, id = demoId): Promise<number[]> =>
  ((await ok(who, 'GET', `/account/v1/attribute-types/?account_id=${id}`)) as { attribute_type_id: number }[]).map(
    (a) => a.attribute_type_id,
  );
const levels = [1, 2, 3, 4, 5].map((level) => ({ level, anchor: `Level ${level}` }));

describe('the attribute catalogue in company settings', () => {
  it("given the owner, then the provider's attributes show beside the company's own, and another company's never do", async () => {
    const mine = (await create(owner, 'Store Know-how')).json().data as CatalogueAttribute;
    expect(mine).toMatchObject({
      account_id: demoId,
      name: 'Store Know-how',
      category: 'competencies',
      is_archived: false,
      questions: 0,
      weights: 0,
      scores: 0,
    });
    const theirs = (await create(otherOwner, 'Warehouse Sense', otherId)).json().data as CatalogueAttribute;

    const provider = await t.db
      .selectFrom('attribute_types')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await list(owner, '&owner=provider&page_size=1')).count).toBe(Number(provider.n));
    const own = await list(owner, '&owner=company&page_size=100');
    expect(own.results.map((a) => a.name)).toContain('Store Know-how');
    expect(own.results.every((a) => a.account_id === demoId)).toBe(true);
    expect((await list(owner, '&search=warehouse%20sense')).count).toBe(0);
    expect((await list(owner, '&search=know-how')).results.map((a) => a.attribute_type_id)).toEqual([
      mine.attribute_type_id,
    ]);
    // Another company's attribute is not there: not to change, not to offer, not to use.
    expect(
      (
        await req(owner, 'PUT', `/account/v1/company-attribute/${theirs.attribute_type_id}/`, {
          name: 'Mine now',
          category: 'custom',
          description: '',
        })
      ).statusCode,
    ).toBe(404);
    expect((await req(owner, 'DELETE', `/account/v1/company-attribute/${theirs.attribute_type_id}/`)).statusCode).toBe(
      404,
    );
    expect(await offered(owner)).not.toContain(theirs.attribute_type_id);
    expect(await offered(owner)).toContain(mine.attribute_type_id);
    expect((await req(otherOwner, 'GET', `/account/v1/company-attributes/?account_id=${demoId}`)).statusCode).toBe(404);
    expect((await req(recruiter, 'GET', `/account/v1/company-attributes/?account_id=${demoId}`)).statusCode).toBe(403);
    expect((await list(admin, '&owner=company&search=know-how')).count).toBe(1);
  });

  it('given a name missing, too long or already the company’s, then the form hears which field and nothing is stored', async () => {
    const before = await t.db
      .selectFrom('attribute_types')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const empty = await create(owner, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors?.[0]?.prop ?? empty.body).toContain('name');
    const long = await create(owner, 'Patience', demoId, { description: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('description');
    expect((await create(owner, 'Customer Focus Here')).statusCode).toBe(200);
    const twice = await create(owner, '  customer focus HERE ');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('name_taken');
    // The same name in another company is theirs to have.
    expect((await create(otherOwner, 'Customer Focus Here', otherId)).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('attribute_types')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 2);
    expect((await create(recruiter, 'Not allowed')).statusCode).toBe(403);
  });

  it("given the provider's attribute, then nobody changes, archives or deletes it here", async () => {
    const [provided] = (await list(owner, '&owner=provider&page_size=1')).results;
    for (const who of [owner, admin]) {
      expect(
        (
          await req(who, 'PUT', `/account/v1/company-attribute/${provided!.attribute_type_id}/`, {
            name: 'Renamed',
            category: 'custom',
            description: '',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await req(who, 'PUT', `/account/v1/company-attribute/${provided!.attribute_type_id}/archive/`, {
            is_archived: true,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await req(who, 'DELETE', `/account/v1/company-attribute/${provided!.attribute_type_id}/`)).statusCode,
      ).toBe(403);
    }
  });

  it("given the company's attribute, then its questions, requisition weights and kits use it; another company's is refused in each", async () => {
    const mine = (await create(owner, 'Merchandising Eye')).json().data as CatalogueAttribute;
    const theirs = (await create(otherOwner, 'Forklift Care', otherId)).json().data as CatalogueAttribute;
    const question = (text: string, attributeId: number) => ({
      question_type: 'short_text',
      question_text: text,
      attributes: [{ attribute_type_id: attributeId, weight: 50 }],
    });

    const asked = await ok(
      owner,
      'POST',
      `/account/v1/questions/${demoId}/`,
      question('How do you dress a window?', mine.attribute_type_id),
    );
    expect(asked.attributes).toEqual([
      { attribute_type_id: mine.attribute_type_id, name: 'Merchandising Eye', weight: 50 },
    ]);
    expect(
      (await req(owner, 'POST', `/account/v1/questions/${demoId}/`, question('Borrowed?', theirs.attribute_type_id)))
        .statusCode,
    ).toBe(400);

    const jobId = (await ok(owner, 'POST', '/job/v1/builder/', { title: 'Visual Merchandiser' })).job_id as number;
    const group = await ok(owner, 'POST', `/job/v1/attribute-groups/${jobId}/`, {
      name: 'Craft',
      weight: 50,
      attributes: [{ attribute_type_id: mine.attribute_type_id, weight: 70 }],
    });
    expect(group.attributes[0]).toMatchObject({ attribute_type_id: mine.attribute_type_id, name: 'Merchandising Eye' });
    expect(
      (
        await req(owner, 'POST', `/job/v1/attribute-group-attribute/${group.job_attribute_group_id}/`, {
          attribute_type_id: theirs.attribute_type_id,
        })
      ).statusCode,
    ).toBe(404);

    const kit = (attributeId: number) => ({
      account_id: demoId,
      name: `Kit ${attributeId}`,
      purpose: 'interview',
      questions: [{ question_text: 'Show us a display you built.', attribute_type_ids: [attributeId] }],
      attributes: [{ attribute_type_id: attributeId, levels }],
    });
    expect((await req(owner, 'POST', '/interview/v1/kits/', kit(mine.attribute_type_id))).statusCode).toBe(200);
    expect((await req(owner, 'POST', '/interview/v1/kits/', kit(theirs.attribute_type_id))).statusCode).toBe(400);

    const [used] = (await list(owner, '&search=merchandising%20eye')).results;
    // The bank question and the kit's question measure it; the requisition group and the kit's rubric weigh it.
    expect(used).toMatchObject({ questions: 2, weights: 2, scores: 0 });
    expect((await list(owner, '&owner=company&ordering=-uses&page_size=1')).results[0]!.attribute_type_id).toBe(
      mine.attribute_type_id,
    );
  });

  it('given a used attribute, then deleting it is refused and archiving keeps its uses but offers it for nothing new; an unused one is deleted', async () => {
    const [used] = (await list(owner, '&search=merchandising%20eye')).results;
    const id = used!.attribute_type_id;
    const refused = await req(owner, 'DELETE', `/account/v1/company-attribute/${id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conflict');

    const archived = await ok(owner, 'PUT', `/account/v1/company-attribute/${id}/archive/`, { is_archived: true });
    expect(archived).toMatchObject({ is_archived: true, questions: 2, weights: 2 });
    expect((await list(owner, '&search=merchandising%20eye')).count).toBe(0);
    expect((await list(owner, '&search=merchandising%20eye&include_archived=true')).count).toBe(1);
    expect(await offered(owner)).not.toContain(id);
    const jobId = (await ok(owner, 'POST', '/job/v1/builder/', { title: 'Window Dresser' })).job_id as number;
    expect(
      (
        await req(owner, 'POST', `/job/v1/attribute-groups/${jobId}/`, {
          name: 'Craft',
          attributes: [{ attribute_type_id: id }],
        })
      ).statusCode,
    ).toBe(400);
    const restored = await ok(owner, 'PUT', `/account/v1/company-attribute/${id}/archive/`, { is_archived: false });
    expect(restored.is_archived).toBe(false);
    expect(await offered(owner)).toContain(id);

    const renamed = await ok(owner, 'PUT', `/account/v1/company-attribute/${id}/`, {
      name: 'Visual Merchandising',
      category: 'custom',
      description: 'Windows and displays',
    });
    expect(renamed).toMatchObject({
      name: 'Visual Merchandising',
      category: 'custom',
      description: 'Windows and displays',
      questions: 2,
    });

    const spare = (await create(owner, 'Spare Attribute')).json().data as CatalogueAttribute;
    expect(await ok(owner, 'DELETE', `/account/v1/company-attribute/${spare.attribute_type_id}/`)).toEqual({
      deleted: spare.attribute_type_id,
    });
    expect(
      await t.db
        .selectFrom('attribute_types')
        .select('attribute_type_id')
        .where('attribute_type_id', '=', spare.attribute_type_id)
        .executeTakeFirst(),
    ).toBeUndefined();
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', 'like', 'company_attribute_%')
      .execute();
    expect(new Set(events.map((e) => e.event))).toEqual(
      new Set([
        'company_attribute_created',
        'company_attribute_archived',
        'company_attribute_restored',
        'company_attribute_changed',
        'company_attribute_deleted',
      ]),
    );
  });

  it('given a deactivated member of staff, then their token stops working on the catalogue at once', async () => {
    expect((await req(recruiter, 'GET', `/account/v1/company-attributes/?account_id=${demoId}`)).statusCode).toBe(403);
    expect(
      (await req(owner, 'POST', `/account/v1/${demoId}/users/${recruiter.userId}/deactivate/`, {})).statusCode,
    ).toBe(200);
    expect((await req(recruiter, 'GET', `/account/v1/company-attributes/?account_id=${demoId}`)).statusCode).toBe(401);
    expect((await create(recruiter, 'After deactivation')).statusCode).toBe(401);
  });
});

describe('the employee-question list (D139)', () => {
  it("given an employee question, then company settings staff write it, a pathway's question set asks it and a requisition's refuses it", async () => {
    const body = {
      question_list: 'employee',
      question_type: 'yes_no',
      question_text: 'Would you mentor a new colleague?',
    };
    expect((await req(otherOwner, 'POST', `/account/v1/questions/${demoId}/`, body)).statusCode).toBe(404);
    const question = await ok(owner, 'POST', `/account/v1/questions/${demoId}/`, body);
    expect(question.question_list).toBe('employee');
    const listed = await ok(owner, 'GET', `/account/v1/questions/${demoId}/?question_list=employee&search=mentor`);
    expect(listed.data.map((q: { account_question_id: number }) => q.account_question_id)).toContain(
      question.account_question_id,
    );
    expect((await ok(owner, 'GET', `/account/v1/questions/${demoId}/?search=mentor`)).data).toEqual([]);

    type Activity = { activity_type: string; job_step_activity_id: number; account_question_ids: number[] };
    const questionSetOf = async (jobId: number): Promise<Activity | undefined> => {
      const plan = await ok(owner, 'GET', `/job/v1/job-step/${jobId}/`);
      return plan.steps
        .flatMap((s: { activities: Activity[] }) => s.activities)
        .find((a: Activity) => a.activity_type === 'questions');
    };
    const pathway = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('account_id', '=', demoId)
      .where('job_type_id', '=', 4)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const requisition = (await ok(owner, 'POST', '/job/v1/builder/', { title: 'Mentor Lead' })).job_id as number;
    for (const jobId of [pathway.job_id, requisition]) {
      if ((await questionSetOf(jobId)) === undefined)
        await ok(owner, 'POST', `/job/v1/job-step/${jobId}/`, {
          name: 'Questions',
          activities: [{ activity_type: 'questions', title: 'A few questions' }],
        });
    }
    // Questions already answered stay; the employee question is added after them.
    const ask = async (jobId: number) => {
      const set = (await questionSetOf(jobId))!;
      return req(owner, 'PUT', `/job/v1/job-step/question/${set.job_step_activity_id}/`, {
        account_question_ids: [...set.account_question_ids, question.account_question_id],
      });
    };
    const asked = await ask(pathway.job_id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await questionSetOf(pathway.job_id))!.account_question_ids).toContain(question.account_question_id);
    expect((await ask(requisition)).statusCode).toBe(400);
  });
});

/**
 * A scoring-criteria template copied into a requisition's attributes (decision D160) on real
 * PGlite or PostgreSQL: criteria matched to the library by name or made as company attributes,
 * anchored levels copied and edited on the requisition, a second copy refused, and nobody outside
 * the requisition's company reaching it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, candidate: S;
let demoId: number, otherId: number, jobId: number;
let provider: { attribute_type_id: number; name: string };

const levels = (prefix = '') =>
  [1, 2, 3, 4, 5].map((level) => ({
    level,
    label: `${prefix}L${level}`,
    description: `${prefix}What level ${level} looks like`,
  }));

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner, candidate] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'candidate@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  jobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', '11111111-1111-4111-8111-111111111111')
      .executeTakeFirstOrThrow()
  ).job_id;
  // A provider attribute this requisition does not weigh yet.
  provider = await t.db
    .selectFrom('attribute_types as at')
    .innerJoin('attribute_type_texts as x', 'x.attribute_type_id', 'at.attribute_type_id')
    .select(['at.attribute_type_id', 'x.name'])
    .where('at.account_id', 'is', null)
    .where('x.language', '=', 'en')
    .where('at.attribute_type_id', 'not in', (eb) =>
      eb
        .selectFrom('job_attribute_group_attributes as ga')
        .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
        .select('ga.attribute_type_id')
        .where('g.job_id', '=', jobId),
    )
    .orderBy('at.attribute_type_id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => t.close());

const template = async (accountId: number, name: string, names: string[]) => {
  const made = await t.request({
    method: 'POST',
    url: '/api/account/v1/scoring-template/',
    token: (accountId === demoId ? owner : otherOwner).token,
    body: {
      account_id: accountId,
      name,
      criteria: names.map((n) => ({ name: n, description: `About ${n}`, levels: levels() })),
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.scoring_template_id as number;
};
const apply = (who: S, templateId: number, job = jobId) =>
  t.request({
    method: 'POST',
    url: `/api/job/v1/attribute-groups/${job}/scoring-template/`,
    token: who.token,
    body: { scoring_template_id: templateId },
  });
const putLevels = (who: S, id: number, body: unknown) =>
  t.request({
    method: 'PUT',
    url: `/api/job/v1/attribute-group-attribute/${id}/levels/`,
    token: who.token,
    body: { levels: body },
  });
const groupCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('job_attribute_groups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('job_id', '=', jobId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const useCount = async (id: number) =>
  (
    await t.db
      .selectFrom('scoring_templates')
      .select('use_count')
      .where('scoring_template_id', '=', id)
      .executeTakeFirstOrThrow()
  ).use_count;

describe("a scoring template copied into a requisition's attributes", () => {
  let templateId: number;
  let madeAttributeId: number;

  it('given a recruiter, then each criterion becomes a weighted attribute with its five anchored levels, made in the library when none has its name', async () => {
    templateId = await template(demoId, 'Support interview', [provider.name.toUpperCase(), 'Calm under pressure']);
    const done = await apply(recruiter, templateId);
    expect(done.statusCode, done.body).toBe(200);
    const { group, created_attributes, already_weighed } = done.json().data;
    expect(created_attributes).toEqual(['Calm under pressure']);
    expect(already_weighed).toEqual([]);
    expect(group).toMatchObject({
      name: 'Support interview',
      attributes: [
        { attribute_type_id: provider.attribute_type_id, levels: levels() },
        { name: 'Calm under pressure', category: 'competencies', levels: levels() },
      ],
    });
    madeAttributeId = group.attributes[1].attribute_type_id;
    expect(
      (
        await t.db
          .selectFrom('attribute_types')
          .select('account_id')
          .where('attribute_type_id', '=', madeAttributeId)
          .executeTakeFirstOrThrow()
      ).account_id,
    ).toBe(demoId);
    expect(await useCount(templateId)).toBe(1);
    const listed = await t.request({
      method: 'GET',
      url: `/api/job/v1/attribute-groups/${jobId}/`,
      token: owner.token,
    });
    expect(
      listed.json().data.find((g: { name: string }) => g.name === 'Support interview').attributes[0].levels,
    ).toEqual(levels());
  });

  it('given the template edited afterwards, then the requisition keeps its copy', async () => {
    const changed = await t.request({
      method: 'PUT',
      url: `/api/account/v1/scoring-template/${templateId}/`,
      token: owner.token,
      body: { name: 'Support interview', criteria: [{ name: 'Calm under pressure', levels: levels('New ') }] },
    });
    expect(changed.statusCode).toBe(200);
    const listed = await t.request({
      method: 'GET',
      url: `/api/job/v1/attribute-groups/${jobId}/`,
      token: owner.token,
    });
    expect(
      listed.json().data.find((g: { name: string }) => g.name === 'Support interview').attributes[1].levels,
    ).toEqual(levels());
  });

  it('given a template whose criteria the requisition already weighs, then the weighed ones are left alone, and all of them is a conflict that changes nothing', async () => {
    const partly = await template(demoId, 'Partly new', ['calm under pressure', 'Warehouse safety']);
    const done = await apply(owner, partly);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      already_weighed: ['calm under pressure'],
      created_attributes: ['Warehouse safety'],
      group: { attributes: [{ name: 'Warehouse safety' }] },
    });
    const before = await groupCount();
    const again = await apply(owner, partly);
    expect(again.statusCode).toBe(409);
    expect(await groupCount()).toBe(before);
    expect(await useCount(partly)).toBe(1);
  });

  it('given another company, a candidate, or an archived template, then nobody copies anything', async () => {
    const theirs = await template(otherId, 'Theirs', ['Their criterion']);
    const before = await groupCount();
    expect((await apply(owner, theirs)).statusCode).toBe(404);
    expect((await apply(otherOwner, templateId)).statusCode).toBe(404);
    expect([403, 404]).toContain((await apply(candidate, templateId)).statusCode);
    const unused = await template(demoId, 'Archived later', ['Something else']);
    await t.request({ method: 'POST', url: `/api/account/v1/scoring-template/${unused}/apply/`, token: owner.token });
    expect(
      (
        await t.request({ method: 'DELETE', url: `/api/account/v1/scoring-template/${unused}/`, token: owner.token })
      ).json().data.outcome,
    ).toBe('archived');
    expect((await apply(owner, unused)).statusCode).toBe(409);
    expect(await groupCount()).toBe(before);
  });

  it('given edited levels, then a missing label or description is named by field and changes nothing; good levels and null are saved', async () => {
    const row = await t.db
      .selectFrom('job_attribute_group_attributes as ga')
      .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
      .select('ga.job_attribute_group_attribute_id as id')
      .where('g.job_id', '=', jobId)
      .where('ga.attribute_type_id', '=', madeAttributeId)
      .executeTakeFirstOrThrow();
    const bad = levels('Edited ').map((l) => (l.level === 3 ? { ...l, label: ' ' } : l));
    const refused = await putLevels(owner, row.id, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['levels.3.label']);
    const kept = await t.request({ method: 'GET', url: `/api/job/v1/attribute-groups/${jobId}/`, token: owner.token });
    expect(
      kept
        .json()
        .data.flatMap(
          (g: { attributes: { job_attribute_group_attribute_id: number; levels: unknown }[] }) => g.attributes,
        )
        .find((a: { job_attribute_group_attribute_id: number }) => a.job_attribute_group_attribute_id === row.id)
        .levels,
    ).toEqual(levels());
    const saved = await putLevels(recruiter, row.id, levels('Edited '));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved
        .json()
        .data.attributes.find(
          (a: { job_attribute_group_attribute_id: number }) => a.job_attribute_group_attribute_id === row.id,
        ).levels,
    ).toEqual(levels('Edited '));
    expect((await putLevels(otherOwner, row.id, levels())).statusCode).toBe(404);
    const cleared = await putLevels(owner, row.id, null);
    expect(
      cleared
        .json()
        .data.attributes.find(
          (a: { job_attribute_group_attribute_id: number }) => a.job_attribute_group_attribute_id === row.id,
        ).levels,
    ).toBeNull();
  });
});

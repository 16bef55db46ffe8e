import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentContent } from '../../../contracts/assessment.ts';
import type { PathwayReport } from '../../../contracts/pathway.ts';
import type { PathwayRoles, StaffPathwayRole } from '../../../contracts/pathway-roles.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, candidate: S, owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S;
let pathwayJobId: number, requisitionJobId: number, careerAsmtId: number;
/** Library attribute ids by code: personality domains and career pathways readiness scales. */
const attr = {} as Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'li.wei@assay.test',
    'candidate@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [li, candidate, owner, recruiter, interviewer, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S, S];
  pathwayJobId = (
    await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', DEMO_JOBS.pathway).executeTakeFirstOrThrow()
  ).job_id;
  requisitionJobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
  careerAsmtId = (
    await t.db
      .selectFrom('assessments')
      .select('asmt_id')
      .where('slug', '=', 'career-pathways')
      .executeTakeFirstOrThrow()
  ).asmt_id;
  const library = await t.db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code', 'category'])
    .where('account_id', 'is', null)
    .where('category', 'in', ['personality', 'career_pathways'])
    .execute();
  for (const row of library) if (row.code) attr[`${row.category}:${row.code}`] = row.attribute_type_id;
});
afterAll(async () => t.close());

const url = (jobId: number, rest = '') => `/api/pathway/v1/jobs/${jobId}/${rest}`;
const list = (who: S | undefined, jobId = pathwayJobId, language = 'en') =>
  t.request({ method: 'GET', url: `${url(jobId)}?language=${language}`, token: who?.token });
const write = (who: S | undefined, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  t.request({ method, url: path, token: who?.token, body, headers: { 'idempotency-key': randomUUID() } });
const report = (who: S, refId: string) =>
  t.request({ method: 'GET', url: `/api/pathway/v1/report/${refId}/?language=en`, token: who.token });
const questionnaire = (who: S, refId: string) =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/assessment-content/${careerAsmtId}/?ref_id=${refId}&language=en`,
    token: who.token,
  });

/** Every row of the two tables, to prove a refused request changed nothing. */
async function snapshot() {
  const roles = await t.db.selectFrom('pathway_jobs').selectAll().orderBy('pathway_job_id').execute();
  const weights = await t.db
    .selectFrom('pathway_job_attributes')
    .selectAll()
    .orderBy('pathway_job_id')
    .orderBy('attribute_type_id')
    .execute();
  return JSON.stringify({ roles, weights });
}

const role = (title: string, attributes: [string, number][], description = '') => ({
  title,
  description,
  attributes: attributes.map(([code, weight]) => ({ attribute_type_id: attr[code]!, weight })),
});

describe('who may manage pathway roles', () => {
  it('given the owner (all_pathways_access) or the provider admin, then they list the seeded roles with weights and answer counts', async () => {
    for (const who of [owner, admin]) {
      const res = await list(who);
      expect(res.statusCode, res.body).toBe(200);
      const data: PathwayRoles = res.json().data;
      expect(data.pathway_title).toBe('Team Lead Pathway');
      expect(data.roles.map((r) => [r.title, r.archived_at, r.interest_answer_count])).toEqual([
        ['Senior Support Specialist', null, 2],
        ['Team Lead', null, 2],
        ['Support Operations Manager', null, 2],
      ]);
      expect(data.roles[1]!.attributes.map((a) => [a.name, a.weight])).toEqual([
        ['Extraversion', 2],
        ['Agreeableness', 1],
        ['Conscientiousness', 1],
        ['Readiness: leading a team', 3],
        ['Readiness: coaching others', 2],
        ['Readiness: making decisions', 2],
      ]);
      // Every live tracker of the pathway with a measured score (the seed's generated employees too).
      const scored = await t.db
        .selectFrom('user_trackers as u')
        .where('u.job_id', '=', pathwayJobId)
        .where('u.removed_at', 'is', null)
        .where((eb) =>
          eb.exists(
            eb.selectFrom('application_attribute_scores as s').select('s.ref_id').whereRef('s.ref_id', '=', 'u.ref_id'),
          ),
        )
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(data.scored_employee_count).toBe(Number(scored.n));
      expect(data.scored_employee_count).toBeGreaterThanOrEqual(2);
      expect(data.attribute_options.some((o) => o.attribute_type_id === attr['personality:E'])).toBe(true);
    }
    const spanish: PathwayRoles = (await list(owner, pathwayJobId, 'es')).json().data;
    expect(spanish.roles[0]!.attributes.find((a) => a.weight === 2 && a.name.startsWith('Preparación'))?.name).toBe(
      'Preparación: comunicar con públicos diversos',
    );
  });

  it('given the recruiter, the interviewer or another company, then 404 on every call; candidates 403; nobody signed in 401; nothing changes', async () => {
    const before = await snapshot();
    const body = role('Shadow role', [['personality:E', 3]]);
    for (const who of [recruiter, interviewer, otherOwner]) {
      expect((await list(who)).statusCode).toBe(404);
      expect((await write(who, 'POST', url(pathwayJobId), body)).statusCode).toBe(404);
      expect((await write(who, 'PUT', url(pathwayJobId, '2/'), body)).statusCode).toBe(404);
      expect((await write(who, 'PUT', url(pathwayJobId, '2/archive/'), { archived: true })).statusCode).toBe(404);
      expect((await write(who, 'DELETE', url(pathwayJobId, '2/'))).statusCode).toBe(404);
    }
    for (const who of [candidate, li]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await write(who, 'POST', url(pathwayJobId), body)).statusCode).toBe(403);
      expect((await write(who, 'DELETE', url(pathwayJobId, '2/'))).statusCode).toBe(403);
    }
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await write(undefined, 'POST', url(pathwayJobId), body)).statusCode).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('given a requisition, an unknown job or a role of another pathway, then 404 even for the owner', async () => {
    expect((await list(owner, requisitionJobId)).statusCode).toBe(404);
    expect((await list(owner, 999_999)).statusCode).toBe(404);
    expect(
      (await write(owner, 'POST', url(requisitionJobId), role('Req role', [['personality:E', 1]]))).statusCode,
    ).toBe(404);
    expect(
      (await write(owner, 'PUT', url(pathwayJobId, '999999/'), role('Nope', [['personality:E', 1]]))).statusCode,
    ).toBe(404);
    expect((await write(owner, 'DELETE', url(requisitionJobId, '1/'))).statusCode).toBe(404);
  });
});

describe('bad input changes nothing', () => {
  // Bodies are built inside each test: the attribute ids are read in beforeAll.
  const cases: [string, () => unknown, string][] = [
    ['an empty name', () => role('   ', [['personality:E', 2]]), 'title'],
    ['a name of 121 characters', () => role('x'.repeat(121), [['personality:E', 2]]), 'title'],
    ["an active role's name in other letter case", () => role('team lead', [['personality:E', 2]]), 'title'],
    ['a description of 2001 characters', () => role('Coach', [['personality:E', 2]], 'd'.repeat(2001)), 'description'],
    ['no attribute', () => role('Coach', []), 'attributes'],
    ['a weight of 0', () => role('Coach', [['personality:E', 0]]), 'attributes.0.weight'],
    ['a weight of 101', () => role('Coach', [['personality:E', 101]]), 'attributes.0.weight'],
    ['a weight of 2.5', () => role('Coach', [['personality:E', 2.5]]), 'attributes.0.weight'],
    [
      'the same attribute twice',
      () =>
        role('Coach', [
          ['personality:E', 2],
          ['personality:E', 3],
        ]),
      'attributes.1.attribute_type_id',
    ],
    [
      'an attribute that does not exist',
      () => ({ title: 'Coach', attributes: [{ attribute_type_id: 987_654, weight: 2 }] }),
      'attributes.0.attribute_type_id',
    ],
  ];
  for (const [what, body, prop] of cases) {
    it(`given ${what}, when the owner adds or edits a role, then 400 naming ${prop}, and nothing changes`, async () => {
      const before = await snapshot();
      for (const [method, path] of [
        ['POST', url(pathwayJobId)],
        ['PUT', url(pathwayJobId, '3/')],
      ] as const) {
        const res = await write(owner, method, path, body());
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors.map((e: { prop: string }) => e.prop)).toContain(prop);
      }
      expect(await snapshot()).toBe(before);
    });
  }

  it("given another company's own attribute, then 400: a role weighs only the library and its company's attributes", async () => {
    const other = await t.db
      .selectFrom('accounts')
      .select('account_id')
      .where('name', '=', 'Other Company')
      .executeTakeFirstOrThrow();
    const { attribute_type_id } = await t.db
      .insertInto('attribute_types')
      .values({ account_id: other.account_id, asmt_id: null, code: 'OTHER', category: 'custom' })
      .returning('attribute_type_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('attribute_type_texts')
      .values({ attribute_type_id, language: 'en', name: 'Other company secret' })
      .execute();
    const before = await snapshot();
    const res = await write(owner, 'POST', url(pathwayJobId), {
      title: 'Coach',
      attributes: [{ attribute_type_id, weight: 2 }],
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await list(owner))
        .json()
        .data.attribute_options.some((o: { attribute_type_id: number }) => o.attribute_type_id === attribute_type_id),
    ).toBe(false);
    expect(await snapshot()).toBe(before);
  });

  it('given a malformed body (weights as text, no title), then 400 and nothing changes', async () => {
    const before = await snapshot();
    expect(
      (
        await write(owner, 'POST', url(pathwayJobId), {
          title: 'Coach',
          attributes: [{ attribute_type_id: attr['personality:E'], weight: '3' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await write(owner, 'POST', url(pathwayJobId), { attributes: [] })).statusCode).toBe(400);
    expect((await write(owner, 'PUT', url(pathwayJobId, '2/archive/'), { archived: 'yes' })).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('roles and what employees see', () => {
  let coach: StaffPathwayRole;

  it('given a new role, then it is listed last, asked about in new questionnaires, and its fit shows in reports from stored scores', async () => {
    // Li: Agreeableness 100, readiness COA 100 (coaching), COM 75.
    const res = await write(
      owner,
      'POST',
      url(pathwayJobId),
      role(
        '  Coach  ',
        [
          ['personality:A', 1],
          ['career_pathways:COA', 3],
        ],
        'Coaches the team.',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    coach = res.json().data;
    expect(coach).toMatchObject({
      title: 'Coach',
      description: 'Coaches the team.',
      sort_order: 4,
      archived_at: null,
      interest_answer_count: 0,
    });
    expect(coach.attributes.map((a) => [a.name, a.weight])).toEqual([
      ['Agreeableness', 1],
      ['Readiness: coaching others', 3],
    ]);
    const data: PathwayRoles = (await list(owner)).json().data;
    expect(data.roles.map((r) => r.title)).toEqual([
      'Senior Support Specialist',
      'Team Lead',
      'Support Operations Manager',
      'Coach',
    ]);

    const asked: AssessmentContent = (await questionnaire(li, DEMO_TRACKERS.liPathway)).json().data;
    expect(asked.sections.flatMap((s) => s.items).map((i) => i.text)).toContain(
      'How interested are you in the role of Coach?',
    );
    const liReport: PathwayReport = (await report(li, DEMO_TRACKERS.liPathway)).json().data;
    // (1 x 100 + 3 x 100) / 4 = 100; Li never answered about Coach.
    expect(liReport.roles.at(-1)).toMatchObject({ title: 'Coach', fit_score: 100, interest: null, is_archived: false });
  });

  it("given the owner changes Team Lead's weights after employees have results, then every report computes fit with the new weights at once", async () => {
    const before: PathwayReport = (await report(li, DEMO_TRACKERS.liPathway)).json().data;
    expect(before.roles[1]!.fit_score).toBe(77.27);
    // Only leading a team (Li 75) and making decisions (Li 50), 1 : 1 -> 62.5.
    const res = await write(
      owner,
      'PUT',
      url(pathwayJobId, '2/'),
      role(
        'Team Lead',
        [
          ['career_pathways:LEA', 1],
          ['career_pathways:DEC', 1],
        ],
        'Leads a support team.',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after: PathwayReport = (await report(li, DEMO_TRACKERS.liPathway)).json().data;
    expect(after.roles[1]).toMatchObject({
      title: 'Team Lead',
      description: 'Leads a support team.',
      fit_score: 62.5,
      interest: { value: 5, label: 'It is my goal' },
    });
    expect(after.roles[1]!.attributes.map((a) => a.weight)).toEqual([1, 1]);
  });

  it('given a role employees answered about, then delete is refused with 409 and changes nothing; archiving keeps it in their reports only', async () => {
    const before = await snapshot();
    const refused = await write(owner, 'DELETE', url(pathwayJobId, '3/'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Archive it instead/);
    expect(await snapshot()).toBe(before);

    const archived = await write(owner, 'PUT', url(pathwayJobId, '3/archive/'), { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.archived_at).not.toBeNull();
    // Asked no more...
    const asked: AssessmentContent = (await questionnaire(li, DEMO_TRACKERS.liPathway)).json().data;
    expect(asked.sections.flatMap((s) => s.items).map((i) => i.text)).not.toContain(
      'How interested are you in the role of Support Operations Manager?',
    );
    // ...kept, marked archived, where Li answered about it (her answer and fit stay)...
    const liReport: PathwayReport = (await report(li, DEMO_TRACKERS.liPathway)).json().data;
    expect(liReport.roles.find((r) => r.pathway_job_id === 3)).toMatchObject({
      is_archived: true,
      interest: { value: 2 },
    });
    expect(
      liReport.questionnaire.answers.some(
        (a) => a.question === 'How interested are you in the role of Support Operations Manager?',
      ),
    ).toBe(true);
    // ...and gone from a report of someone who never answered about it.
    const started = await write(li, 'POST', `/api/user/v1/progress-tracker/user/${li.userId}/`, {
      job_uuid: DEMO_JOBS.pathway,
    });
    const fresh: PathwayReport = (await report(li, started.json().data.ref_id)).json().data;
    expect(fresh.roles.map((r) => r.title)).toEqual(['Senior Support Specialist', 'Team Lead', 'Coach']);

    // Archiving twice is no change; a new role may take the archived role's name, and then restoring the old one is refused.
    expect(
      (await write(owner, 'PUT', url(pathwayJobId, '3/archive/'), { archived: true })).json().data.archived_at,
    ).toBe(archived.json().data.archived_at);
    const twin = await write(
      owner,
      'POST',
      url(pathwayJobId),
      role('Support Operations Manager', [['career_pathways:PLN', 2]]),
    );
    expect(twin.statusCode, twin.body).toBe(200);
    const beforeRestore = await snapshot();
    expect((await write(owner, 'PUT', url(pathwayJobId, '3/archive/'), { archived: false })).statusCode).toBe(409);
    expect(await snapshot()).toBe(beforeRestore);
    expect((await write(owner, 'DELETE', url(pathwayJobId, `${twin.json().data.pathway_job_id}/`))).statusCode).toBe(
      200,
    );
    const restored = await write(owner, 'PUT', url(pathwayJobId, '3/archive/'), { archived: false });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.archived_at).toBeNull();
  });

  it('given a role nobody answered about, then the provider admin deletes it with its weights, and a second delete is 404', async () => {
    const res = await write(admin, 'DELETE', url(pathwayJobId, `${coach.pathway_job_id}/`));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db
        .selectFrom('pathway_job_attributes')
        .select('weight')
        .where('pathway_job_id', '=', coach.pathway_job_id)
        .execute(),
    ).toEqual([]);
    expect((await list(owner)).json().data.roles.map((r: StaffPathwayRole) => r.title)).toEqual([
      'Senior Support Specialist',
      'Team Lead',
      'Support Operations Manager',
    ]);
    expect((await write(admin, 'DELETE', url(pathwayJobId, `${coach.pathway_job_id}/`))).statusCode).toBe(404);
  });
});

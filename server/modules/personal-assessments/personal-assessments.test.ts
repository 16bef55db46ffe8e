/**
 * A company's personal assessments on real PGlite (decision D154): who may turn the provider's
 * questionnaires on and off, a company never reaching another's, search, sort and paging, the audit
 * trail, and the plan editor that offers and accepts only those on while plans keep what they give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast } from '../../test/company-cast.ts';
import { planClient } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, candidate: S;
let demoId: number, otherId: number;
let personality: number, values: number;
const plan = planClient(() => t);

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  ({ owner, recruiter, interviewer, otherOwner, admin, candidate, demoId, otherId } = await signInCompanyCast(t));
  const kinds = await t.db.selectFrom('assessments').select(['asmt_id', 'kind']).orderBy('asmt_id').execute();
  personality = kinds.find((a) => a.kind === 'personality')!.asmt_id;
  values = kinds.find((a) => a.kind === 'values')!.asmt_id;
});
afterAll(async () => t.close());

type Item = {
  asmt_id: number;
  title: string;
  kind: string;
  is_enabled: boolean;
  in_use: number;
  estimated_minutes: number;
};
const req = (who: S, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, ...(body === undefined ? {} : { body }) });
const list = (who: S, qs = '', id = demoId) =>
  req(who, 'GET', `/account/v1/measurements/assessments/?account_id=${id}${qs}`);
const toggle = (who: S, asmtId: number, isEnabled: boolean, id = demoId) =>
  req(who, 'PUT', `/account/v1/measurements/assessment/${asmtId}/toggle/`, {
    account_id: id,
    is_enabled: isEnabled,
    language: 'es',
  });
const offered = async (who: S, id = demoId) =>
  (
    (await req(who, 'GET', `/job/v1/measurements/assessments/?account_id=${id}`)).json().data as { asmt_id: number }[]
  ).map((a) => a.asmt_id);
const disabledRows = () =>
  t.db.selectFrom('account_disabled_assessments').selectAll().orderBy('account_id').orderBy('asmt_id').execute();

describe("a company's personal assessments", () => {
  it('given the owner, then every questionnaire is on at first, titled in the asked language, searched, sorted and paged', async () => {
    const all = (await list(owner, '&page_size=100')).json().data as { results: Item[]; count: number };
    const catalogue = await t.db.selectFrom('assessments').select('asmt_id').execute();
    expect(all.count).toBe(catalogue.length);
    expect(all.results.every((a) => a.is_enabled)).toBe(true);
    expect(all.results.map((a) => a.title)).toEqual(
      [...all.results.map((a) => a.title)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(all.results.find((a) => a.asmt_id === personality)!.in_use).toBeGreaterThan(0);
    const es = (await list(owner, '&language=es&page_size=100')).json().data.results as Item[];
    const esTitle = (
      await t.db
        .selectFrom('assessment_texts')
        .select('title')
        .where('asmt_id', '=', personality)
        .where('language', '=', 'es')
        .executeTakeFirstOrThrow()
    ).title;
    expect(es.find((a) => a.asmt_id === personality)!.title).toBe(esTitle);
    const word = esTitle.split(' ')[0]!.toLowerCase();
    expect(
      (
        (await list(owner, `&language=es&search=${encodeURIComponent(word.toUpperCase())}`)).json().data
          .results as Item[]
      ).map((a) => a.asmt_id),
    ).toContain(personality);
    expect((await list(owner, '&search=no such questionnaire')).json().data).toEqual({ results: [], count: 0 });
    const busiest = (await list(owner, '&ordering=-in_use&page_size=1')).json().data as {
      results: Item[];
      count: number;
    };
    expect(busiest.count).toBe(catalogue.length);
    expect(busiest.results[0]!.in_use).toBe(Math.max(...all.results.map((a) => a.in_use)));
    const second = (await list(owner, '&ordering=-title&page_size=1&page=2')).json().data.results as Item[];
    expect(second.map((a) => a.asmt_id)).toEqual([[...all.results].reverse()[1]!.asmt_id]);
  });

  it('given the owner turns one off, then the plan editor neither offers nor accepts it for a new activity, and plans that give it keep it', async () => {
    const { jobId, stepId } = await plan.draftWithStep(owner, 'Questionnaire switch', 'Assess');
    const kept = await plan.ok(owner, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'assessment',
      title: 'Values',
      asmt_id: values,
    });
    const off = await toggle(owner, values, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ asmt_id: values, is_enabled: false, in_use: expect.any(Number) });
    expect(off.json().data.in_use).toBeGreaterThan(0);
    expect(await offered(recruiter)).not.toContain(values);
    expect(await offered(otherOwner, otherId)).toContain(values);
    expect(
      ((await req(admin, 'GET', '/job/v1/measurements/assessments/')).json().data as { asmt_id: number }[]).map(
        (a) => a.asmt_id,
      ),
    ).toContain(values);

    const refused = await req(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'assessment',
      title: 'Values again',
      asmt_id: values,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].prop).toBe('asmt_id');
    const other = await plan.ok(owner, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'assessment',
      title: 'Personality',
      asmt_id: personality,
    });
    expect(
      (await req(owner, 'PATCH', `/job/v1/job-step/activity/${other.job_step_activity_id}/`, { asmt_id: values }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await req(owner, 'PATCH', `/job/v1/job-step/activity/${kept.job_step_activity_id}/`, {
          title: 'Values, kept',
          asmt_id: values,
        })
      ).statusCode,
    ).toBe(200);
    const steps = (await plan.ok(owner, 'GET', `/job/v1/job-step/${jobId}/`)).steps as {
      activities: { title: string; asmt_id: number | null }[];
    }[];
    expect(steps[0]!.activities.map((a) => [a.title, a.asmt_id])).toEqual([
      ['Values, kept', values],
      ['Personality', personality],
    ]);

    const trail = (
      await req(admin, 'GET', `/admin/v1/audit-events/?account_id=${demoId}&event=questionnaire_disabled`)
    ).json().data.results as { details: { asmt_id: number; name: string }; actor_email: string }[];
    expect(trail.map((e) => [e.details.asmt_id, e.actor_email])).toEqual([[values, 'owner@demo-company.test']]);
    expect(typeof trail[0]!.details.name).toBe('string');

    expect((await toggle(admin, values, true)).json().data.is_enabled).toBe(true);
    expect((await toggle(admin, values, true)).statusCode).toBe(200);
    expect(await offered(recruiter)).toContain(values);
    const on = (
      await req(admin, 'GET', `/admin/v1/audit-events/?account_id=${demoId}&event=questionnaire_enabled`)
    ).json().data.results as unknown[];
    expect(on).toHaveLength(1);
  });

  it("given anyone but the company's settings staff or a provider admin, then nothing is read or changed", async () => {
    await toggle(owner, personality, false);
    const before = await disabledRows();
    expect(before).toEqual([expect.objectContaining({ account_id: demoId, asmt_id: personality })]);
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await toggle(who, personality, true)).statusCode).toBe(403);
    }
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await toggle(otherOwner, personality, true)).statusCode).toBe(404);
    expect((await req(otherOwner, 'GET', `/job/v1/measurements/assessments/?account_id=${demoId}`)).statusCode).toBe(
      404,
    );
    expect((await toggle(owner, 2_000_000_000, true)).statusCode).toBe(404);
    expect((await toggle(admin, personality, true, 2_000_000_000)).statusCode).toBe(404);
    expect((await toggle(owner, personality, 'yes' as unknown as boolean)).statusCode).toBe(400);
    expect(await disabledRows()).toEqual(before);
    expect(((await list(otherOwner, '', otherId)).json().data.results as Item[]).every((a) => a.is_enabled)).toBe(true);
  });

  it('given a deactivated member of staff, then their token stops working at once', async () => {
    const signedIn = await t.signIn('owner@demo-company.test');
    expect((await list(signedIn)).statusCode).toBe(200);
    expect(
      (await req(owner, 'POST', `/account/v1/${demoId}/users/${recruiter.userId}/deactivate/`, {})).statusCode,
    ).toBe(200);
    expect((await list(recruiter)).statusCode).toBe(401);
    expect((await toggle(recruiter, personality, true)).statusCode).toBe(401);
  });
});

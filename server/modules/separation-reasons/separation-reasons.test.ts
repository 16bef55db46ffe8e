/**
 * Separation reasons in company settings on real PGlite: the defaults every company starts with,
 * who may manage and read them, a company never reaching another's, refusals that change nothing,
 * and renaming and deleting with replace_to, which keep every former employee's reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { DEFAULT_SEPARATION_REASONS } from '../../../contracts/default-reasons.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S, candidate: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
    'candidate@assay.test',
  ];
  [owner, recruiter, otherOwner, admin, candidate] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
  ];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => t.close());

type Reason = {
  separation_reason_id: number;
  name: string;
  separation_type: string;
  is_active: boolean;
  employees: number;
  sort_order: number;
};
const list = (who: S, qs = '', id = demoId) =>
  t.request({ method: 'GET', url: `/api/account/v1/separation-reasons/?account_id=${id}${qs}`, token: who.token });
const create = (who: S, name: string, type = 'voluntary', id = demoId) =>
  t.request({
    method: 'POST',
    url: '/api/account/v1/separation-reason/',
    token: who.token,
    body: { account_id: id, name, separation_type: type },
  });
const update = (who: S, id: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/account/v1/separation-reason/${id}/`, token: who.token, body });
const toggle = (who: S, id: number, isActive: boolean) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/separation-reason/${id}/toggle/`,
    token: who.token,
    body: { is_active: isActive },
  });
const remove = (who: S, id: number, replaceTo?: number) =>
  t.request({
    method: 'DELETE',
    url: `/api/account/v1/separation-reason/${id}/${replaceTo ? `?replace_to=${replaceTo}` : ''}`,
    token: who.token,
  });
const table = () => t.db.selectFrom('separation_reasons').selectAll().orderBy('separation_reason_id').execute();
const byName = async (name: string) =>
  ((await list(owner, `&search=${encodeURIComponent(name)}`)).json().data.results as Reason[]).find(
    (r) => r.name === name,
  )!;
const leftFor = async (name: string) =>
  (
    await t.db
      .selectFrom('employees')
      .select('separation_reason')
      .where('account_id', '=', demoId)
      .where('separation_reason', '=', name)
      .execute()
  ).length;

describe('separation reasons in company settings', () => {
  it('given the owner, then every company starts with the default reasons in order, with how many former employees left for each', async () => {
    const all = (await list(owner, '&page_size=100')).json().data;
    expect(all.count).toBe(DEFAULT_SEPARATION_REASONS.length);
    const voluntary = (await list(owner, '&separation_type=voluntary')).json().data.results as Reason[];
    expect(voluntary.map((r) => r.name)).toEqual(
      DEFAULT_SEPARATION_REASONS.filter((r) => r.separation_type === 'voluntary').map((r) => r.name),
    );
    const usedByDemo = (all.results as Reason[]).reduce((sum, r) => sum + r.employees, 0);
    const former = await t.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', demoId)
      .where('end_date', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(usedByDemo).toBe(Number(former.n));
    expect(
      ((await list(owner, '&ordering=-employees&page_size=1')).json().data.results as Reason[])[0]!.employees,
    ).toBeGreaterThan(0);
    expect((await list(otherOwner, '', otherId)).json().data.count).toBe(DEFAULT_SEPARATION_REASONS.length);
  });

  it('given staff without settings access, a candidate or another company, then refused; nothing changes', async () => {
    const before = await table();
    const id = before.find((r) => r.account_id === demoId)!.separation_reason_id;
    for (const who of [recruiter, candidate]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await list(who, '&is_active=true')).statusCode).toBe(403);
      expect((await create(who, 'Nope')).statusCode).toBe(403);
      expect((await update(who, id, { name: 'Nope', separation_type: 'voluntary' })).statusCode).toBe(403);
      expect((await toggle(who, id, false)).statusCode).toBe(403);
      expect((await remove(who, id)).statusCode).toBe(403);
    }
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await update(otherOwner, id, { name: 'Mine', separation_type: 'voluntary' })).statusCode).toBe(404);
    expect((await remove(otherOwner, id)).statusCode).toBe(404);
    expect((await create(owner, '   ')).json().errors[0].prop).toBe('name');
    expect((await create(owner, 'moved AWAY')).statusCode).toBe(409);
    expect(await table()).toEqual(before);
    expect((await list(admin, '', otherId)).statusCode).toBe(200);
  });

  it('given a reason employees have, then renaming it renames theirs, its type stays, and deleting it needs a replacement of the same type whose name they then have', async () => {
    const moved = await byName('Moved away');
    const school = await byName('Went back to school');
    const conduct = await byName('Conduct');
    const movedCount = await leftFor('Moved away');
    expect(moved.employees).toBe(movedCount);
    expect(movedCount).toBeGreaterThan(0);

    const before = await table();
    const retype = await update(owner, moved.separation_reason_id, {
      name: 'Moved away',
      separation_type: 'involuntary',
    });
    expect(retype.statusCode).toBe(409);
    expect(retype.json().errors[0].prop).toBe('separation_type');
    expect((await remove(owner, moved.separation_reason_id)).statusCode).toBe(409);
    expect((await remove(owner, moved.separation_reason_id, conduct.separation_reason_id)).statusCode).toBe(409);
    expect(await table()).toEqual(before);

    const renamed = await update(owner, moved.separation_reason_id, {
      name: 'Relocated',
      separation_type: 'voluntary',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Relocated', employees: movedCount });
    expect(await leftFor('Moved away')).toBe(0);
    expect(await leftFor('Relocated')).toBe(movedCount);

    expect((await toggle(owner, moved.separation_reason_id, false)).json().data).toMatchObject({
      is_active: false,
      employees: movedCount,
    });
    const offered = (await list(owner, '&is_active=true&page_size=100')).json().data.results as Reason[];
    expect(offered.some((r) => r.separation_reason_id === moved.separation_reason_id)).toBe(false);

    const schoolCount = school.employees;
    const deleted = await remove(owner, moved.separation_reason_id, school.separation_reason_id);
    expect(deleted.json().data).toEqual({ deleted: moved.separation_reason_id, replaced_on: movedCount });
    expect(await leftFor('Relocated')).toBe(0);
    expect((await byName('Went back to school')).employees).toBe(schoolCount + movedCount);
    const trail = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', 'like', 'separation_reason_%')
      .execute();
    expect(trail.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'separation_reason_changed',
        'separation_reason_deactivated',
        'separation_reason_deleted',
      ]),
    );
  });

  it('given a new company made by the provider admin, then it starts with the default rejection and separation reasons', async () => {
    const made = await t.request({
      method: 'POST',
      url: '/api/admin/v1/customers/',
      token: admin.token,
      body: {
        name: `Reasons Co ${Date.now()}`,
        company_size: 2,
        email: `owner-${Date.now()}@reasons.test`,
        first_name: 'Rae',
        last_name: 'Sons',
        feature_flags: [],
        proof: { password: DEMO_PASSWORD },
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const accountId = made.json().data.account_id as number;
    expect((await list(admin, '', accountId)).json().data.count).toBe(DEFAULT_SEPARATION_REASONS.length);
    const rejection = await t.request({
      method: 'GET',
      url: `/api/account/v1/rejection-reasons/?account_id=${accountId}`,
      token: admin.token,
    });
    expect(rejection.json().data.count).toBe(8);
  });
});

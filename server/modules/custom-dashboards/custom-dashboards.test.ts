/**
 * Custom dashboards (D135): the owner creates, renames, reorders, shares and deletes their own;
 * the seeded shared Turnover dashboard is read-only to a provider admin; a private one is 404 to
 * others; staff without company_dashboard_access 403; another company 404; bad input changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_DASHBOARD_CHARTS_MAX, type CustomDashboard } from '../../../contracts/custom-dashboards.ts';
import { DEMO_CUSTOM_DASHBOARD } from '../../db/seed/demo-custom-dashboards.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let accountId: number, otherAccountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner, admin] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'admin@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

const call = (who: S, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/report/v1${url}`,
    token: who.token,
    ...(body !== undefined ? { body } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });
const rows = () => t.db.selectFrom('custom_dashboards').selectAll().orderBy('dashboard_id').execute();

describe('custom dashboards', () => {
  it('given the seed, then Demo Company has the owner’s shared Turnover dashboard, listed for the owner and a provider admin', async () => {
    const list = (await call(owner, 'GET', `/account/${accountId}/custom-dashboards/`)).json()
      .data as CustomDashboard[];
    expect(list.find((d) => d.name === 'Turnover')).toMatchObject({
      charts: DEMO_CUSTOM_DASHBOARD.charts,
      shared: true,
      mine: true,
    });
    const forAdmin = (await call(admin, 'GET', `/account/${accountId}/custom-dashboards/`)).json()
      .data as CustomDashboard[];
    expect(forAdmin.find((d) => d.name === 'Turnover')).toMatchObject({ mine: false });
  });

  it('given the owner, then one is created, renamed, reordered, shared, read back and deleted', async () => {
    const made = await call(owner, 'POST', `/account/${accountId}/custom-dashboards/`, {
      name: '  Weekly  ',
      charts: ['time-to-hire', 'applicant-overview'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const d = made.json().data as CustomDashboard;
    expect(d).toMatchObject({
      name: 'Weekly',
      charts: ['time-to-hire', 'applicant-overview'],
      shared: false,
      mine: true,
      account_id: accountId,
    });
    const edited = await call(owner, 'PUT', `/custom-dashboards/${d.dashboard_id}/`, {
      name: 'Weekly review',
      charts: ['applicant-overview', 'time-to-hire', 'turnover'],
      shared: true,
    });
    expect(edited.json().data).toMatchObject({
      name: 'Weekly review',
      charts: ['applicant-overview', 'time-to-hire', 'turnover'],
      shared: true,
    });
    expect((await call(owner, 'GET', `/custom-dashboards/${d.dashboard_id}/`)).json().data.charts).toEqual([
      'applicant-overview',
      'time-to-hire',
      'turnover',
    ]);
    expect((await call(admin, 'GET', `/custom-dashboards/${d.dashboard_id}/`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/custom-dashboards/${d.dashboard_id}/`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/custom-dashboards/${d.dashboard_id}/`)).json().data).toEqual({ ok: true });
    expect((await call(owner, 'GET', `/custom-dashboards/${d.dashboard_id}/`)).statusCode).toBe(404);
  });

  it('given a private one, then nobody else sees it: not in the list and 404', async () => {
    const d = (
      await call(owner, 'POST', `/account/${accountId}/custom-dashboards/`, {
        name: 'Mine only',
        charts: ['attributes'],
      })
    ).json().data as CustomDashboard;
    const forAdmin = (await call(admin, 'GET', `/account/${accountId}/custom-dashboards/`)).json()
      .data as CustomDashboard[];
    expect(forAdmin.map((x) => x.dashboard_id)).not.toContain(d.dashboard_id);
    expect((await call(admin, 'GET', `/custom-dashboards/${d.dashboard_id}/`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', `/custom-dashboards/${d.dashboard_id}/`, { name: 'Taken', charts: ['attributes'] }))
        .statusCode,
    ).toBe(404);
  });

  it('given a shared dashboard someone else made, then a reader makes a copy that is theirs to change, and the original stays as it was', async () => {
    const seeded = (await rows()).find((r) => r.name === 'Turnover')!;
    const before = JSON.stringify(seeded);
    const made = await call(admin, 'POST', `/custom-dashboards/${seeded.dashboard_id}/copy/`, {
      name: '  Turnover (my copy) ',
    });
    expect(made.statusCode, made.body).toBe(200);
    const copy = made.json().data as CustomDashboard;
    expect(copy).toMatchObject({
      name: 'Turnover (my copy)',
      charts: DEMO_CUSTOM_DASHBOARD.charts,
      shared: false,
      mine: true,
      account_id: accountId,
    });
    expect(copy.dashboard_id).not.toBe(seeded.dashboard_id);
    const edited = await call(admin, 'PUT', `/custom-dashboards/${copy.dashboard_id}/`, {
      name: 'Leavers',
      charts: ['turnover'],
    });
    expect(edited.json().data).toMatchObject({ name: 'Leavers', charts: ['turnover'], mine: true });
    expect((await call(owner, 'GET', `/custom-dashboards/${copy.dashboard_id}/`)).statusCode).toBe(404);
    expect(JSON.stringify((await rows()).find((r) => r.dashboard_id === seeded.dashboard_id))).toBe(before);
    expect((await call(admin, 'DELETE', `/custom-dashboards/${copy.dashboard_id}/`)).json().data).toEqual({ ok: true });
  });

  it('given a dashboard the viewer may not read, or no name, then no copy is made', async () => {
    const before = JSON.stringify(await rows());
    const seeded = (await rows()).find((r) => r.name === 'Turnover')!;
    const copy = (who: S, id: number, name = 'Copy') => call(who, 'POST', `/custom-dashboards/${id}/copy/`, { name });
    expect((await copy(recruiter, seeded.dashboard_id)).statusCode).toBe(403);
    expect((await copy(otherOwner, seeded.dashboard_id)).statusCode).toBe(404);
    const empty = await copy(admin, seeded.dashboard_id, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['name']);
    const hidden = (
      await call(owner, 'POST', `/account/${accountId}/custom-dashboards/`, { name: 'Hidden', charts: ['attributes'] })
    ).json().data as CustomDashboard;
    const afterHidden = JSON.stringify(await rows());
    expect((await copy(admin, hidden.dashboard_id)).statusCode).toBe(404);
    expect(JSON.stringify(await rows())).toBe(afterHidden);
    await call(owner, 'DELETE', `/custom-dashboards/${hidden.dashboard_id}/`);
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it('given staff without company_dashboard_access, then 403; another company, then 404, and nothing changes', async () => {
    const before = JSON.stringify(await rows());
    const seeded = (await rows()).find((r) => r.name === 'Turnover')!;
    expect((await call(recruiter, 'GET', `/account/${accountId}/custom-dashboards/`)).statusCode).toBe(403);
    expect(
      (
        await call(recruiter, 'POST', `/account/${accountId}/custom-dashboards/`, {
          name: 'Nope',
          charts: ['attributes'],
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(recruiter, 'GET', `/custom-dashboards/${seeded.dashboard_id}/`)).statusCode).toBe(403);
    expect((await call(otherOwner, 'GET', `/custom-dashboards/${seeded.dashboard_id}/`)).statusCode).toBe(404);
    expect(
      (
        await call(otherOwner, 'PUT', `/custom-dashboards/${seeded.dashboard_id}/`, {
          name: 'Mine now',
          charts: ['attributes'],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(otherOwner, 'DELETE', `/custom-dashboards/${seeded.dashboard_id}/`)).statusCode).toBe(404);
    expect(
      (
        await call(otherOwner, 'POST', `/account/${accountId}/custom-dashboards/`, {
          name: 'Nope',
          charts: ['attributes'],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(otherOwner, 'GET', `/account/${otherAccountId}/custom-dashboards/`)).json().data).toEqual([]);
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it('given bad input, then every problem at once, by field, and nothing is written', async () => {
    const before = JSON.stringify(await rows());
    const seeded = (await rows()).find((r) => r.name === 'Turnover')!;
    const empty = await call(owner, 'POST', `/account/${accountId}/custom-dashboards/`, { name: ' ', charts: [] });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((e: { prop: string }) => e.prop)
        .sort(),
    ).toEqual(['charts', 'name']);
    const unknown = await call(owner, 'PUT', `/custom-dashboards/${seeded.dashboard_id}/`, {
      name: 'x'.repeat(81),
      charts: ['eeoc'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      unknown
        .json()
        .errors.map((e: { prop: string }) => e.prop)
        .sort(),
    ).toEqual(['charts', 'name']);
    const twice = await call(owner, 'PUT', `/custom-dashboards/${seeded.dashboard_id}/`, {
      name: 'Twice',
      charts: ['turnover', 'turnover'],
    });
    expect(twice.statusCode).toBe(400);
    const tooMany = await call(owner, 'POST', `/account/${accountId}/custom-dashboards/`, {
      name: 'Many',
      charts: Array.from({ length: CUSTOM_DASHBOARD_CHARTS_MAX + 1 }, () => 'turnover'),
    });
    expect(tooMany.statusCode).toBe(400);
    const notList = await call(owner, 'POST', `/account/${accountId}/custom-dashboards/`, {
      name: 'Odd',
      charts: 'turnover',
    });
    expect(notList.statusCode).toBe(400);
    expect(JSON.stringify(await rows())).toBe(before);
  });
});

/**
 * Rejection reasons in company settings on real PGlite: who may manage them, a company never
 * reaching another's, refusals that name the field and change nothing, search, sort and paging,
 * and deletion with replace_to that keeps every rejected application's reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast } from '../../test/company-cast.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, candidate: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  ({ owner, recruiter, interviewer, otherOwner, admin, candidate, demoId, otherId } = await signInCompanyCast(t));
});
afterAll(async () => t.close());

type Reason = {
  rejection_reason_id: number;
  name: string;
  rejection_type: string;
  is_active: boolean;
  applications: number;
  sort_order: number;
};
const list = (who: S, qs = '', id = demoId) =>
  t.request({ method: 'GET', url: `/api/account/v1/rejection-reasons/?account_id=${id}${qs}`, token: who.token });
const create = (who: S, name: string, type = 'company', id = demoId) =>
  t.request({
    method: 'POST',
    url: '/api/account/v1/rejection-reason/',
    token: who.token,
    body: { account_id: id, name, rejection_type: type },
  });
const update = (who: S, id: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/account/v1/rejection-reason/${id}/`, token: who.token, body });
const toggle = (who: S, id: number, isActive: boolean) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/rejection-reason/${id}/toggle/`,
    token: who.token,
    body: { is_active: isActive },
  });
const remove = (who: S, id: number, replaceTo?: number) =>
  t.request({
    method: 'DELETE',
    url: `/api/account/v1/rejection-reason/${id}/${replaceTo ? `?replace_to=${replaceTo}` : ''}`,
    token: who.token,
  });
const table = () => t.db.selectFrom('rejection_reasons').selectAll().orderBy('rejection_reason_id').execute();
const trackerReasons = () =>
  t.db.selectFrom('user_trackers').select(['ref_id', 'rejection_reason_id']).orderBy('ref_id').execute();
const byName = async (name: string) =>
  ((await list(owner, `&search=${encodeURIComponent(name)}`)).json().data.results as Reason[]).find(
    (r) => r.name === name,
  )!;

describe('rejection reasons in company settings', () => {
  it("given the owner, then they read the company's reasons by type in order, search, sort and page", async () => {
    const company = (await list(owner, '&rejection_type=company')).json().data;
    expect(company.count).toBe(5);
    expect((company.results as Reason[]).map((r) => r.sort_order)).toEqual([1, 2, 3, 4, 5]);
    const byNameDesc = (await list(owner, '&ordering=-name&page_size=3&page=1')).json().data;
    expect(byNameDesc.count).toBe(8);
    expect((byNameDesc.results as Reason[]).map((r) => r.name)).toEqual([
      'Position filled',
      'No longer interested',
      'Does not meet minimum qualifications',
    ]);
    expect((await list(owner, '&search=OFFER')).json().data.results.map((r: Reason) => r.name)).toEqual([
      'Accepted another offer',
    ]);
    expect((await list(admin, '', otherId)).statusCode).toBe(200);
  });

  it('given a new reason, then it comes last of its type; the same name again is refused on the name field, while the other type may have it', async () => {
    const made = await create(owner, '  Failed the background check ');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      name: 'Failed the background check',
      rejection_type: 'company',
      sort_order: 6,
      is_active: true,
      applications: 0,
    });
    const before = await table();
    const dup = await create(owner, 'failed the BACKGROUND check');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].prop).toBe('name');
    const empty = await create(owner, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].prop).toBe('name');
    expect(await table()).toEqual(before);
    expect((await create(owner, 'Failed the background check', 'candidate')).statusCode).toBe(200);
  });

  it('given staff without settings access or a candidate, then 403; another company’s owner 404; nothing changes', async () => {
    const before = await table();
    const id = before[0]!.rejection_reason_id;
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await create(who, 'Nope')).statusCode).toBe(403);
      expect((await update(who, id, { name: 'Nope', rejection_type: 'company' })).statusCode).toBe(403);
      expect((await toggle(who, id, false)).statusCode).toBe(403);
      expect((await remove(who, id)).statusCode).toBe(403);
    }
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await create(otherOwner, 'Mine', 'company')).statusCode).toBe(404);
    expect((await update(otherOwner, id, { name: 'Mine', rejection_type: 'company' })).statusCode).toBe(404);
    expect((await toggle(otherOwner, id, false)).statusCode).toBe(404);
    expect((await remove(otherOwner, id)).statusCode).toBe(404);
    expect((await list(owner, '', otherId)).statusCode).toBe(404);
    expect(await table()).toEqual(before);
  });

  it('given a reason applications have, then its type cannot change, it turns off and stays on them, and it is deleted only with a replacement of the same type', async () => {
    const filled = await byName('Position filled');
    const fit = await byName('Another candidate was a better fit');
    const offer = await byName('Accepted another offer');
    const refs = (
      await t.db
        .selectFrom('user_trackers')
        .select('ref_id')
        .where('account_id', '=', demoId)
        .where('rejection_reason_id', 'is', null)
        .limit(2)
        .execute()
    ).map((r) => r.ref_id);
    await t.db
      .updateTable('user_trackers')
      .set({ rejection_reason_id: filled.rejection_reason_id })
      .where('ref_id', 'in', refs)
      .execute();
    const using = filled.applications + 2;
    expect((await byName('Position filled')).applications).toBe(using);

    const before = await table();
    const retype = await update(owner, filled.rejection_reason_id, {
      name: 'Position filled',
      rejection_type: 'candidate',
    });
    expect(retype.statusCode).toBe(409);
    expect(retype.json().errors[0].prop).toBe('rejection_type');
    expect((await remove(owner, filled.rejection_reason_id)).statusCode).toBe(409);
    expect((await remove(owner, filled.rejection_reason_id, offer.rejection_reason_id)).statusCode).toBe(409);
    expect((await remove(owner, filled.rejection_reason_id, filled.rejection_reason_id)).statusCode).toBe(409);
    const foreign = (
      await t.db
        .selectFrom('rejection_reasons')
        .select('rejection_reason_id')
        .where('account_id', '=', otherId)
        .where('rejection_type', '=', 'company')
        .executeTakeFirstOrThrow()
    ).rejection_reason_id;
    expect((await remove(owner, filled.rejection_reason_id, foreign)).statusCode).toBe(409);
    expect(await table()).toEqual(before);

    expect((await toggle(owner, filled.rejection_reason_id, false)).json().data).toMatchObject({
      is_active: false,
      applications: using,
    });
    const offered = (
      await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/rejection-reasons/?account_id=${demoId}`,
        token: recruiter.token,
      })
    ).json().data as Reason[];
    expect(offered.some((r) => r.rejection_reason_id === filled.rejection_reason_id)).toBe(false);

    const deleted = await remove(owner, filled.rejection_reason_id, fit.rejection_reason_id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ deleted: filled.rejection_reason_id, replaced_on: using });
    const moved = (await trackerReasons()).filter((r) => refs.includes(r.ref_id));
    expect(moved.map((r) => r.rejection_reason_id)).toEqual([fit.rejection_reason_id, fit.rejection_reason_id]);
    const trail = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', 'like', 'rejection_reason_%')
      .execute();
    expect(trail.map((e) => e.event)).toEqual(
      expect.arrayContaining(['rejection_reason_created', 'rejection_reason_deactivated', 'rejection_reason_deleted']),
    );
  });

  it('given an unused reason, then the owner renames it and deletes it without a replacement', async () => {
    const check = await byName('Failed the background check');
    const renamed = await update(owner, check.rejection_reason_id, {
      name: 'Background check',
      rejection_type: 'company',
    });
    expect(renamed.json().data.name).toBe('Background check');
    expect((await remove(admin, check.rejection_reason_id)).json().data).toEqual({
      deleted: check.rejection_reason_id,
      replaced_on: 0,
    });
    expect((await table()).some((r) => r.rejection_reason_id === check.rejection_reason_id)).toBe(false);
  });
});

/**
 * A company's phone numbers on real PGlite: who may manage them, a company never reaching
 * another's, refusals that name the field and change nothing, search, sort and paging.
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

type Phone = { phone_number_id: number; label: string; phone_number: string; is_active: boolean };
const list = (who: S, qs = '', id = demoId) =>
  t.request({ method: 'GET', url: `/api/account/v1/phone-numbers/?account_id=${id}${qs}`, token: who.token });
const create = (who: S, label: string, phone: string, id = demoId) =>
  t.request({
    method: 'POST',
    url: '/api/account/v1/phone-numbers/',
    token: who.token,
    body: { account_id: id, label, phone_number: phone },
  });
const update = (who: S, id: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/account/v1/phone-numbers/${id}/`, token: who.token, body });
const toggle = (who: S, id: number, isActive: boolean) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/phone-numbers/${id}/toggle/`,
    token: who.token,
    body: { is_active: isActive },
  });
const table = () => t.db.selectFrom('account_phone_numbers').selectAll().orderBy('phone_number_id').execute();

describe("a company's phone numbers", () => {
  it('given the owner, then numbers written the way people write them are kept in international form, searched, sorted and paged', async () => {
    const made = await create(owner, ' Recruiting line ', '+1 (512) 555-0100');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ label: 'Recruiting line', phone_number: '+15125550100', is_active: true });
    expect((await create(owner, 'Front desk', '+44 20 7946 0958')).statusCode).toBe(200);
    expect((await create(admin, 'After hours', '+33 1 70 36 39 50')).statusCode).toBe(200);
    const sorted = (await list(owner, '&ordering=-label&page_size=2&page=2')).json().data;
    expect(sorted).toMatchObject({ count: 3, results: [{ label: 'After hours' }] });
    expect((await list(owner, '&search=desk')).json().data.results.map((p: Phone) => p.label)).toEqual(['Front desk']);
    expect((await list(owner, '&search=512 555')).json().data.results.map((p: Phone) => p.label)).toEqual([
      'Recruiting line',
    ]);
  });

  it('given a wrong or repeated number or an empty label, then the field is named and nothing is written', async () => {
    const before = await table();
    const wrong = await create(owner, '', '555-0100');
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json().errors as { prop: string }[]).map((e) => e.prop).sort()).toEqual(['label', 'phone_number']);
    const again = await create(owner, 'Duplicate', '+1 512 555 0100');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].prop).toBe('phone_number');
    const desk = before.find((p) => p.label === 'Front desk')!;
    expect(
      (await update(owner, desk.phone_number_id, { label: 'Desk', phone_number: '+15125550100' })).statusCode,
    ).toBe(409);
    expect(await table()).toEqual(before);
  });

  it('given the owner, then they change a number and turn it off and on', async () => {
    const desk = (await table()).find((p) => p.label === 'Front desk')!;
    expect(
      (await update(owner, desk.phone_number_id, { label: 'Reception', phone_number: '+44 20 7946 0000' })).json().data,
    ).toMatchObject({ label: 'Reception', phone_number: '+442079460000' });
    expect((await toggle(owner, desk.phone_number_id, false)).json().data.is_active).toBe(false);
    expect((await toggle(admin, desk.phone_number_id, true)).json().data.is_active).toBe(true);
    const trail = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', 'like', 'phone_number_%')
      .execute();
    expect(trail.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'phone_number_added',
        'phone_number_changed',
        'phone_number_deactivated',
        'phone_number_activated',
      ]),
    );
  });

  it('given staff without settings access, a candidate or another company’s owner, then 403 or 404 and nothing changes', async () => {
    const before = await table();
    const id = before[0]!.phone_number_id;
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await create(who, 'Nope', '+15125550199')).statusCode).toBe(403);
      expect((await update(who, id, { label: 'Nope', phone_number: '+15125550199' })).statusCode).toBe(403);
      expect((await toggle(who, id, false)).statusCode).toBe(403);
    }
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await create(otherOwner, 'Mine', '+15125550199')).statusCode).toBe(404);
    expect((await update(otherOwner, id, { label: 'Mine', phone_number: '+15125550199' })).statusCode).toBe(404);
    expect((await toggle(otherOwner, id, false)).statusCode).toBe(404);
    expect((await list(owner, '', otherId)).statusCode).toBe(404);
    expect(await table()).toEqual(before);
    // The same number may be another company's too.
    expect((await create(otherOwner, 'Shared', '+15125550100', otherId)).statusCode).toBe(200);
  });
});

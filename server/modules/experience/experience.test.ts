import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { experienceDateProblems, isCalendarDate, latestToday } from '../../../contracts/experience.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, maria: S, owner: S, otherOwner: S, admin: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'candidate@assay.test',
    'maria.garcia@assay.test',
    'owner@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [candidate, maria, owner, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S, S];
});
afterAll(async () => t.close());

const list = (who: S, userId = who.userId) =>
  t.request({ method: 'GET', url: `/api/user/v1/jobs/${userId}/`, token: who.token });
const create = (who: S, body: unknown) =>
  t.request({ method: 'POST', url: '/api/user/v1/job/', token: who.token, body });
const read = (who: S, id: number) => t.request({ method: 'GET', url: `/api/user/v1/job/${id}/`, token: who.token });
const patch = (who: S, id: number, body: unknown) =>
  t.request({ method: 'PATCH', url: `/api/user/v1/job/${id}/`, token: who.token, body });
const remove = (who: S, id: number) =>
  t.request({ method: 'DELETE', url: `/api/user/v1/job/${id}/`, token: who.token });

const past = {
  company_name: 'Acme Corp',
  title: 'Support Agent',
  start_date: '2019-03-04',
  end_date: '2021-06-30',
  location: 'Austin',
  state: 'TX',
  country: 'USA',
};

async function rowsOf(userId: number) {
  return t.db.selectFrom('experiences').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

describe('the date rules as values', () => {
  it('given dates, then only real YYYY-MM-DD calendar dates pass', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('03/04/2019')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
  });

  it('given an entry, then end before start, a missing end and a future start are problems', () => {
    const today = '2026-01-10';
    expect(experienceDateProblems({ start_date: '2020-01-01', end_date: '2019-12-31' }, today)).toEqual([
      { prop: 'end_date', problem: 'end_before_start' },
    ]);
    expect(experienceDateProblems({ start_date: '2020-01-01' }, today)).toEqual([
      { prop: 'end_date', problem: 'end_required' },
    ]);
    expect(experienceDateProblems({ start_date: '2020-01-01', is_current: true }, today)).toEqual([]);
    expect(experienceDateProblems({ start_date: '2026-01-11', is_current: true }, today)).toEqual([
      { prop: 'start_date', problem: 'start_in_future' },
    ]);
    expect(experienceDateProblems({ start_date: '2020-01-01', end_date: '2020-01-01' }, today)).toEqual([]);
  });
});

describe('creating, reading, changing and removing', () => {
  it('given the candidate, when they add entries, then the list shows current first then newest start, dates as YYYY-MM-DD', async () => {
    const first = await create(candidate, past);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      id: expect.any(Number),
      user_id: candidate.userId,
      ...past,
      description: null,
      is_current: false,
      position_type: null,
      field: null,
    });
    const newer = await create(candidate, {
      ...past,
      company_name: 'Beta LLC',
      start_date: '2021-07-01',
      end_date: '2022-01-31',
    });
    const current = await create(candidate, {
      company_name: 'Gamma Inc',
      title: 'Team Lead',
      start_date: '2018-01-01',
      is_current: true,
      end_date: '2019-01-01',
    });
    expect(current.json().data).toMatchObject({ is_current: true, end_date: null });

    const res = await list(candidate);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { id: number }) => e.id)).toEqual([
      current.json().data.id,
      newer.json().data.id,
      first.json().data.id,
    ]);
    expect(res.json().data[2].start_date).toBe('2019-03-04');
  });

  it('given an entry, when its owner reads, patches and deletes it, then each step shows in the next read', async () => {
    const id = (await create(candidate, { ...past, description: 'Answered calls' })).json().data.id;
    expect((await read(candidate, id)).json().data.description).toBe('Answered calls');

    const changed = await patch(candidate, id, {
      title: 'Senior Support Agent',
      position_type: 'Full-time',
      field: 'Customer service',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Senior Support Agent',
      company_name: 'Acme Corp',
      start_date: '2019-03-04',
      end_date: '2021-06-30',
      position_type: 'Full-time',
    });

    const nowCurrent = await patch(candidate, id, { is_current: true });
    expect(nowCurrent.json().data).toMatchObject({ is_current: true, end_date: null });

    const gone = await remove(candidate, id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ ok: true });
    expect((await read(candidate, id)).statusCode).toBe(404);
  });
});

describe('only the owner', () => {
  it("given another candidate or another company, when they read, change or delete the candidate's entry, then 404 and nothing changes", async () => {
    const id = (await create(candidate, past)).json().data.id;
    const before = await rowsOf(candidate.userId);
    for (const intruder of [maria, owner, otherOwner]) {
      expect((await list(intruder, candidate.userId)).statusCode).toBe(404);
      const peek = await read(intruder, id);
      expect(peek.statusCode).toBe(404);
      expect(peek.body).not.toContain('Acme');
      expect((await patch(intruder, id, { title: 'Hijacked' })).statusCode).toBe(404);
      expect((await remove(intruder, id)).statusCode).toBe(404);
    }
    expect(await rowsOf(candidate.userId)).toEqual(before);
  });

  it("given a provider admin, when they read the candidate's entries, then they see them but may not change them", async () => {
    const id = (await create(candidate, past)).json().data.id;
    expect((await list(admin, candidate.userId)).json().data.some((e: { id: number }) => e.id === id)).toBe(true);
    expect((await read(admin, id)).statusCode).toBe(200);
    expect((await patch(admin, id, { title: 'Changed' })).statusCode).toBe(404);
    expect((await remove(admin, id)).statusCode).toBe(404);
    expect((await read(candidate, id)).json().data.title).toBe('Support Agent');
  });

  it('given someone signed out, then 401', async () => {
    expect((await t.request({ method: 'GET', url: `/api/user/v1/jobs/${candidate.userId}/` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/user/v1/job/', body: past })).statusCode).toBe(401);
  });
});

describe('validation', () => {
  const propsOf = (res: { json(): { errors?: { prop: string }[] } }) =>
    (res.json().errors ?? []).map((e) => e.prop).sort();

  it('given an end date before the start, when creating, then 400 with a field error on end_date and nothing stored', async () => {
    const before = await rowsOf(maria.userId);
    const res = await create(maria, { ...past, end_date: '2019-03-03' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: [{ prop: 'end_date', message: 'The end date is before the start date' }],
    });
    expect(await rowsOf(maria.userId)).toEqual(before);
  });

  it('given a patch that moves the end before the start, then 400 on end_date and the entry is unchanged', async () => {
    const id = (await create(maria, past)).json().data.id;
    const res = await patch(maria, id, { start_date: '2022-01-01' });
    expect(res.statusCode).toBe(400);
    expect(propsOf(res)).toEqual(['end_date']);
    expect((await read(maria, id)).json().data.start_date).toBe('2019-03-04');
  });

  it('given missing or too short fields, then 400 naming each of them', async () => {
    const res = await create(maria, { company_name: 'A', start_date: '' });
    expect(res.statusCode).toBe(400);
    expect(propsOf(res)).toEqual(expect.arrayContaining(['company_name', 'start_date', 'title']));
  });

  it('given no end date and not current, or a start in the future, then 400 on that field', async () => {
    const noEnd = await create(maria, { ...past, end_date: null });
    expect(noEnd.statusCode).toBe(400);
    expect(propsOf(noEnd)).toEqual(['end_date']);
    const nextYear = `${Number(latestToday().slice(0, 4)) + 1}-01-01`;
    const future = await create(maria, { ...past, start_date: nextYear, end_date: undefined, is_current: true });
    expect(future.statusCode).toBe(400);
    expect(propsOf(future)).toEqual(['start_date']);
  });

  it('given text over its limit or a date that does not exist, then 400', async () => {
    expect((await create(maria, { ...past, description: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await create(maria, { ...past, title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await create(maria, { ...past, start_date: '2019-02-30' })).statusCode).toBe(400);
    expect((await create(maria, { ...past, description: 'x'.repeat(2000) })).statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JobProfile,
  JobProfilePage,
  ParticipantDetail,
  ParticipantPage,
  ProfileCorrelation,
} from '../../../contracts/job-profiles.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { correlate, pointBiserial, RELIABLE_MIN_N } from '../../scoring/correlation.ts';
import { DEMO_PROFILES } from '../../db/seed/demo-job-profiles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S;
let demoAccountId: number, otherAccountId: number;
let storeId: number, supportId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, interviewer, otherOwner, admin] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
      'admin@assay.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
  const idOf = async (uuid: string) =>
    (await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).job_id;
  storeId = await idOf(DEMO_PROFILES[0].uuid);
  supportId = await idOf(DEMO_PROFILES[1].uuid);
});
afterAll(async () => t.close());

const get = (who: S, url: string) => t.request({ method: 'GET', url: `/api${url}`, token: who.token });
const send = (who: S, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    token: who.token,
    ...(body !== undefined ? { body } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });
const snapshot = async () =>
  JSON.stringify([
    await t.db
      .selectFrom('jobs')
      .select(['job_id', 'title', 'description', 'deleted_at'])
      .where('job_type_id', '=', JOB_TYPE.profile)
      .orderBy('job_id')
      .execute(),
    await t.db.selectFrom('job_profile_outcomes').selectAll().orderBy('job_id').orderBy('sort_order').execute(),
    await t.db.selectFrom('employees').select(['employee_id', 'job_profile_id']).orderBy('employee_id').execute(),
  ]);
const participantIds = async (jobId: number) =>
  (
    await t.db
      .selectFrom('employees')
      .select('employee_id')
      .where('job_profile_id', '=', jobId)
      .orderBy('employee_id')
      .execute()
  ).map((r) => r.employee_id);
const createProfile = async (title: string, outcomes: string[] = ['turnover']) => {
  const res = await send(owner, 'POST', `/job/v1/${demoAccountId}/profiles/`, {
    title,
    description: 'Test role',
    outcomes,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as JobProfile;
};

describe('the profile list', () => {
  it('given the owner, then every seeded profile with its participants and outcomes, profile_access 1; search and paging', async () => {
    const page = (await get(owner, `/job/v1/${demoAccountId}/profiles/`)).json().data as JobProfilePage;
    expect(page.profile_access).toBe(1);
    const store = page.data.find((p) => p.job_id === storeId)!;
    expect(store).toMatchObject({
      title: 'Store Associate',
      participant_count: 20,
      outcomes: ['retention_90_day', 'turnover', 'performance_rating'],
    });
    const found = (await get(owner, `/job/v1/${demoAccountId}/profiles/?search=support`)).json().data as JobProfilePage;
    expect(found.data.map((p) => p.job_id)).toEqual([supportId]);
    const first = (await get(owner, `/job/v1/${demoAccountId}/profiles/?page_size=1`)).json().data as JobProfilePage;
    const second = (await get(owner, `/job/v1/${demoAccountId}/profiles/?page_size=1&page=2`)).json()
      .data as JobProfilePage;
    expect(first.count).toBeGreaterThanOrEqual(2);
    expect(first.data[0]!.job_id).not.toBe(second.data[0]!.job_id);
    expect((await get(owner, `/job/v1/${demoAccountId}/profiles/?search=%25`)).json().data.count).toBe(0);
  });

  it('given staff without job_profile_access, then only the profiles whose team they are on, profile_access 0', async () => {
    const before = (await get(recruiter, `/job/v1/${demoAccountId}/profiles/`)).json().data as JobProfilePage;
    expect(before).toMatchObject({ count: 0, profile_access: 0 });
    await t.db.insertInto('job_team_members').values({ job_id: supportId, user_id: recruiter.userId }).execute();
    const after = (await get(recruiter, `/job/v1/${demoAccountId}/profiles/`)).json().data as JobProfilePage;
    expect(after.data.map((p) => p.job_id)).toEqual([supportId]);
    expect((await get(interviewer, `/job/v1/${demoAccountId}/profiles/`)).json().data.count).toBe(0);
    expect((await get(admin, `/job/v1/${demoAccountId}/profiles/`)).json().data.profile_access).toBe(1);
    expect((await get(otherOwner, `/job/v1/${demoAccountId}/profiles/`)).statusCode).toBe(404);
    expect((await get(otherOwner, `/job/v1/${otherAccountId}/profiles/`)).json().data.count).toBe(0);
  });
});

describe('one profile', () => {
  it('given the owner, then it is created with its outcomes, edited, and read back', async () => {
    const made = await createProfile('Warehouse Picker', ['performance_rating', 'turnover']);
    expect(made).toMatchObject({
      title: 'Warehouse Picker',
      participant_count: 0,
      outcomes: ['performance_rating', 'turnover'],
    });
    const edited = await send(owner, 'PUT', `/job/v1/profiles/${made.job_id}/`, {
      title: '  Warehouse Picker II ',
      description: 'Picks orders',
    });
    expect(edited.json().data).toMatchObject({ title: 'Warehouse Picker II', description: 'Picks orders' });
    const outcomes = await send(owner, 'PUT', `/job/v1/profiles/${made.job_id}/outcomes/`, {
      outcomes: ['satisfaction', 'retention_90_day'],
    });
    expect(outcomes.json().data.outcomes).toEqual(['satisfaction', 'retention_90_day']);
    expect((await get(owner, `/job/v1/profiles/${made.job_id}/outcomes/`)).json().data).toEqual({
      outcomes: ['satisfaction', 'retention_90_day'],
    });
  });

  it('given bad input, then a clear error and nothing changes', async () => {
    const before = await snapshot();
    const empty = await send(owner, 'POST', `/job/v1/${demoAccountId}/profiles/`, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_error', errors: [{ prop: 'title' }] });
    const long = await send(owner, 'PUT', `/job/v1/profiles/${storeId}/`, { title: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    const unknown = await send(owner, 'POST', `/job/v1/${demoAccountId}/profiles/`, {
      title: 'Fine',
      outcomes: ['happiness'],
    });
    expect(unknown.json()).toMatchObject({ code: 'validation_error', errors: [{ prop: 'outcomes' }] });
    const twice = await send(owner, 'PUT', `/job/v1/profiles/${storeId}/outcomes/`, {
      outcomes: ['turnover', 'turnover'],
    });
    expect(twice.statusCode).toBe(400);
    const notArray = await send(owner, 'PUT', `/job/v1/profiles/${storeId}/outcomes/`, { outcomes: 'turnover' });
    expect(notArray.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('given who asks, then another company 404, staff without the flag and off the team 403, the team may work on it but not delete it', async () => {
    expect((await get(otherOwner, `/job/v1/profiles/${storeId}/`)).statusCode).toBe(404);
    expect((await send(otherOwner, 'PUT', `/job/v1/profiles/${storeId}/`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await get(interviewer, `/job/v1/profiles/${storeId}/`)).statusCode).toBe(403);
    expect((await get(recruiter, `/job/v1/profiles/${storeId}/`)).statusCode).toBe(403);
    expect((await send(recruiter, 'POST', `/job/v1/${demoAccountId}/profiles/`, { title: 'Nope' })).statusCode).toBe(
      403,
    );
    expect((await get(admin, `/job/v1/profiles/${storeId}/`)).statusCode).toBe(200);
    expect((await get(owner, '/job/v1/profiles/999999/')).statusCode).toBe(404);
    const team = await createProfile('Team profile');
    await t.db.insertInto('job_team_members').values({ job_id: team.job_id, user_id: recruiter.userId }).execute();
    expect((await get(recruiter, `/job/v1/profiles/${team.job_id}/`)).statusCode).toBe(200);
    expect(
      (await send(recruiter, 'PUT', `/job/v1/profiles/${team.job_id}/`, { title: 'Team profile 2' })).statusCode,
    ).toBe(200);
    expect((await send(recruiter, 'DELETE', `/job/v1/profiles/${team.job_id}/`)).statusCode).toBe(403);
  });

  it('given a delete, then the profile is gone and its participants stay employees, detached', async () => {
    const doomed = await createProfile('Short-lived');
    const { employee_id: someone } = await t.db
      .insertInto('employees')
      .values({
        account_id: demoAccountId,
        first_name: 'Dana',
        last_name: 'Detached',
        job_title: 'Clerk',
        start_date: '2025-01-06',
        updated_at: new Date(),
      })
      .returning('employee_id')
      .executeTakeFirstOrThrow();
    expect(
      (await send(owner, 'POST', `/job/v1/profiles/${doomed.job_id}/participants/`, { employee_ids: [someone] })).json()
        .data,
    ).toEqual({ added: 1 });
    const res = await send(owner, 'DELETE', `/job/v1/profiles/${doomed.job_id}/`);
    expect(res.json().data).toEqual({ ok: true });
    expect((await get(owner, `/job/v1/profiles/${doomed.job_id}/`)).statusCode).toBe(404);
    const employee = await t.db
      .selectFrom('employees')
      .select(['employee_id', 'job_profile_id'])
      .where('employee_id', '=', someone)
      .executeTakeFirstOrThrow();
    expect(employee.job_profile_id).toBeNull();
  });
});

describe('participants', () => {
  it('given the list, then search, ordering and paging', async () => {
    const page = (await get(owner, `/job/v1/profiles/${storeId}/participants/?page_size=5`)).json()
      .data as ParticipantPage;
    expect(page).toMatchObject({ count: 20, page_size: 5 });
    expect(page.data.every((p) => p.job_title === 'Store Associate')).toBe(true);
    const ordered = (
      await get(owner, `/job/v1/profiles/${storeId}/participants/?ordering=-start_date&page_size=100`)
    ).json().data as ParticipantPage;
    const starts = ordered.data.map((p) => p.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    const one = ordered.data[3]!;
    const found = (
      await get(owner, `/job/v1/profiles/${storeId}/participants/?search=${encodeURIComponent(one.email!)}`)
    ).json().data as ParticipantPage;
    expect(found.data.map((p) => p.employee_id)).toEqual([one.employee_id]);
    expect((await get(owner, `/job/v1/profiles/${storeId}/participants/?ordering=salary`)).statusCode).toBe(400);
  });

  it('given adds, removes and moves, then only valid ones change anything', async () => {
    const target = await createProfile('Move target');
    const stores = await participantIds(storeId);
    const other = await t.db
      .insertInto('employees')
      .values({
        account_id: otherAccountId,
        first_name: 'Olga',
        last_name: 'Other',
        job_title: 'Clerk',
        start_date: '2025-01-06',
        updated_at: new Date(),
      })
      .returning('employee_id')
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    const foreign = await send(owner, 'POST', `/job/v1/profiles/${target.job_id}/participants/`, {
      employee_ids: [other.employee_id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('unknown_employees');
    const taken = await send(owner, 'POST', `/job/v1/profiles/${target.job_id}/participants/`, {
      employee_ids: [stores[0]],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('in_another_profile');
    const notTheirs = await send(owner, 'POST', `/job/v1/profiles/${target.job_id}/participants/remove/`, {
      employee_ids: [stores[0]],
    });
    expect(notTheirs.json().code).toBe('not_participants');
    const toSelf = await send(owner, 'POST', `/job/v1/profiles/${storeId}/participants/move/`, {
      employee_ids: [stores[0]],
      to_job_id: storeId,
    });
    expect(toSelf.json().code).toBe('bad_move_target');
    const toMissing = await send(owner, 'POST', `/job/v1/profiles/${storeId}/participants/move/`, {
      employee_ids: [stores[0]],
      to_job_id: 999999,
    });
    expect(toMissing.json().code).toBe('bad_move_target');
    const empty = await send(owner, 'POST', `/job/v1/profiles/${storeId}/participants/`, { employee_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);

    const moved = await send(owner, 'POST', `/job/v1/profiles/${storeId}/participants/move/`, {
      employee_ids: [stores[0], stores[1]],
      to_job_id: target.job_id,
    });
    expect(moved.json().data).toEqual({ moved: 2 });
    expect(await participantIds(target.job_id)).toEqual([stores[0], stores[1]]);
    const removed = await send(owner, 'POST', `/job/v1/profiles/${target.job_id}/participants/remove/`, {
      employee_ids: [stores[1]],
    });
    expect(removed.json().data).toEqual({ removed: 1 });
    const added = await send(owner, 'POST', `/job/v1/profiles/${storeId}/participants/`, {
      employee_ids: [stores[1], stores[1]],
    });
    expect(added.json().data).toEqual({ added: 1 });
    await send(owner, 'POST', `/job/v1/profiles/${target.job_id}/participants/move/`, {
      employee_ids: [stores[0]],
      to_job_id: storeId,
    });
    expect(await participantIds(storeId)).toEqual(stores);
  });

  it("given one participant's page, then their record, scores, outcomes and derived retention; a non-participant 404", async () => {
    const [first] = await participantIds(storeId);
    const res = await get(owner, `/job/v1/profiles/${storeId}/participants/${first}/`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data as ParticipantDetail;
    expect(detail.employee.employee_id).toBe(first);
    expect(detail.attribute_scores.length).toBeGreaterThan(0);
    expect(detail.attribute_scores.every((s) => s.name !== '' && s.score >= 0 && s.score <= 100)).toBe(true);
    expect(detail.still_employed).toBe(detail.employee.end_date === null);
    const [support] = await participantIds(supportId);
    expect((await get(owner, `/job/v1/profiles/${storeId}/participants/${support}/`)).statusCode).toBe(404);
    expect((await get(otherOwner, `/job/v1/profiles/${storeId}/participants/${first}/`)).statusCode).toBe(404);
  });
});

describe('the profile dashboards', () => {
  it('given turnover, then each attribute correlates with staying as the shared code computes it, with n and the interval', async () => {
    const res = await get(owner, `/job/v1/profiles/${storeId}/correlations/?outcome=turnover`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as ProfileCorrelation;
    expect(report).toMatchObject({ outcome: 'turnover', participant_count: 20, reliable_min_n: RELIABLE_MIN_N });
    const rows = await t.db
      .selectFrom('employee_attribute_scores as s')
      .innerJoin('employees as e', 'e.employee_id', 's.employee_id')
      .select(['s.attribute_type_id', 's.score', 'e.end_date'])
      .where('e.job_profile_id', '=', storeId)
      .execute();
    for (const attribute of report.attributes) {
      const mine = rows.filter((r) => r.attribute_type_id === attribute.attribute_type_id);
      const expected = pointBiserial(mine.map((r) => ({ x: Number(r.score), outcome: r.end_date === null })));
      expect(attribute.correlation.n).toBe(20);
      expect(attribute.correlation.r).toBeCloseTo(expected.r!, 10);
      expect(attribute.correlation.low!).toBeLessThan(attribute.correlation.r!);
      expect(attribute.reading.too_few).toBe(true);
      expect(attribute.points).toHaveLength(20);
    }
  });

  it('given performance, then Pearson r with the latest rating over the rated participants only', async () => {
    const report = (await get(owner, `/job/v1/profiles/${storeId}/correlations/?outcome=performance`)).json()
      .data as ProfileCorrelation;
    const ratings = await t.db
      .selectFrom('employee_outcome_values as v')
      .innerJoin('employees as e', 'e.employee_id', 'v.employee_id')
      .innerJoin('employee_attribute_scores as s', 's.employee_id', 'v.employee_id')
      .select(['s.attribute_type_id', 's.score', 'v.value'])
      .where('e.job_profile_id', '=', storeId)
      .where('v.outcome', '=', 'performance_rating')
      .execute();
    expect(report.outcome_count).toBeGreaterThan(0);
    for (const attribute of report.attributes) {
      const mine = ratings.filter((r) => r.attribute_type_id === attribute.attribute_type_id);
      expect(attribute.correlation.n).toBe(mine.length);
      expect(attribute.correlation.r).toBeCloseTo(
        correlate(mine.map((r) => ({ x: Number(r.score), y: Number(r.value) }))).r!,
        10,
      );
    }
    expect((await get(owner, `/job/v1/profiles/${storeId}/correlations/?outcome=luck`)).statusCode).toBe(400);
    expect((await get(interviewer, `/job/v1/profiles/${storeId}/correlations/?outcome=turnover`)).statusCode).toBe(403);
  });
});

describe('profiles are never requisitions (D129)', () => {
  it('given the lists, lookups and dashboards of requisitions, then no profile appears and none opens', async () => {
    const profileIds = new Set(
      (await t.db.selectFrom('jobs').select('job_id').where('job_type_id', '=', JOB_TYPE.profile).execute()).map(
        (r) => r.job_id,
      ),
    );
    expect(profileIds.size).toBeGreaterThanOrEqual(2);
    const ids = (items: { job_id: number }[]) => items.map((i) => i.job_id);
    const list = (await get(owner, `/smartreq/v1/list/${demoAccountId}/?page_size=100`)).json().data;
    expect(ids(list.results ?? list.data).some((id) => profileIds.has(id))).toBe(false);
    const names = (await get(owner, `/smartreq/v1/names/${demoAccountId}/`)).json().data;
    expect(ids(Array.isArray(names) ? names : (names.results ?? names.data)).some((id) => profileIds.has(id))).toBe(
      false,
    );
    const filters = JSON.stringify((await get(owner, `/report/v1/account/${demoAccountId}/filters/`)).json().data);
    for (const id of profileIds) {
      expect(filters).not.toContain(`"job_id":${id},`);
      expect((await get(owner, `/smartreq/v1/detail/${id}/`)).statusCode).toBe(404);
      expect((await get(admin, `/smartreq/v1/detail/${id}/`)).statusCode).toBe(404);
      expect((await get(owner, `/smartreq/v1/applicants/${id}/`)).statusCode).toBe(404);
    }
    // A team member of a profile does not see it among requisitions either.
    const recruiterList = (await get(recruiter, `/smartreq/v1/list/${demoAccountId}/?page_size=100`)).json().data;
    expect(ids(recruiterList.results ?? recruiterList.data).includes(supportId)).toBe(false);
    const applicants = (
      await get(owner, `/smartreq/v1/applicants/account/${demoAccountId}/?job_ids=${supportId}`)
    ).json().data;
    expect(applicants.count).toBe(0);
    const candidate = await t.signIn('candidate@assay.test');
    const start = await send(candidate, 'POST', `/user/v1/progress-tracker/user/${candidate.userId}/`, {
      job_uuid: DEMO_PROFILES[0].uuid,
    });
    expect(start.statusCode).toBe(404);
  });
});

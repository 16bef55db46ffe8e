/**
 * Hiring classes on the demo's open requisition (job 1): four applicants of our own, three hired
 * (A, B, C) and one active (D), and one hired applicant of another requisition (E).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HiringClass,
  HiringClassMember,
  HiringClassPage,
  HiringClassReport,
} from '../../../contracts/hiring-classes.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ref: Record<'A' | 'B' | 'C' | 'D' | 'E', string> = { A: '', B: '', C: '', D: '', E: '' };
let accountId: number;

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = tokens.recruiter,
) {
  const res = await t.request({ method, url: `/api${url}`, token, body });
  return {
    status: res.statusCode,
    json: res.json() as { data: T; code?: string; errors?: { prop: string; message: string }[] },
  };
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['interviewer', 'interviewer@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  const job1 = await t.db
    .selectFrom('jobs')
    .select(['job_id', 'account_id'])
    .where('job_id', '=', 1)
    .executeTakeFirstOrThrow();
  accountId = job1.account_id;
  const other = await t.db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: accountId,
      job_type_id: 2,
      title: 'Other Requisition',
      tracker_title: 'Job Application',
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  for (const [name, status, jobId] of [
    ['A', 'hired', 1],
    ['B', 'hired', 1],
    ['C', 'hired', 1],
    ['D', 'active', 1],
    ['E', 'hired', other.job_id],
  ] as const) {
    const user = await t.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: `class-${name}@assay.test`,
        first_name: `Person${name}`,
        last_name: 'Hire',
        password_hash: null,
        phone_number: null,
        preferred_language: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    ref[name] = randomUUID();
    await t.db
      .insertInto('user_trackers')
      .values({
        ref_id: ref[name],
        user_id: user.user_id,
        job_id: jobId,
        account_id: accountId,
        status,
        hired_at: status === 'hired' ? '2030-01-10T09:00:00Z' : null,
        created_at: '2030-01-02T09:00:00Z',
      })
      .execute();
  }
});
afterAll(async () => t.close());

describe('hiring classes', () => {
  let march: HiringClass;
  let april: HiringClass;
  let unassignedAtStart = 0;

  it('creates classes, lists them soonest first with the hires in no class, and refuses bad input changing nothing', async () => {
    const created = await call<HiringClass>('POST', '/smartreq/v1/1/hiring-classes/', {
      name: '  March crew ',
      starts_on: '2030-03-02',
      seats: 2,
    });
    expect(created.status).toBe(200);
    march = created.json.data;
    expect(march).toMatchObject({
      job_id: 1,
      name: 'March crew',
      starts_on: '2030-03-02',
      seats: 2,
      status: 'open',
      members: 0,
    });
    april = (
      await call<HiringClass>('POST', '/smartreq/v1/1/hiring-classes/', { name: 'April crew', starts_on: '2030-04-06' })
    ).json.data;
    expect(april.seats).toBeNull();

    for (const [body, prop] of [
      [{ name: '', starts_on: '2030-03-02' }, 'name'],
      [{ name: 'Leap', starts_on: '2030-02-30' }, 'starts_on'],
      [{ name: 'Zero', starts_on: '2030-02-01', seats: 0 }, 'seats'],
      [{ name: '<b>x</b>'.repeat(30), starts_on: '2030-02-01' }, 'name'],
    ] as const) {
      const bad = await call('POST', '/smartreq/v1/1/hiring-classes/', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json.errors?.map((e) => e.prop)).toContain(prop);
    }
    const page = (await call<HiringClassPage>('GET', '/smartreq/v1/1/hiring-classes/')).json.data;
    const list = page.data;
    expect(list.map((c) => c.name)).toEqual(['March crew', 'April crew']);
    expect(page.count).toBe(2);
    // Our three hires and the demo's own, none of whom is in a class yet; never D (active) nor E (another requisition).
    const waiting = page.unassigned_hires.map((h) => h.ref_id);
    expect(waiting).toEqual(expect.arrayContaining([ref.A, ref.B, ref.C]));
    expect(waiting).not.toContain(ref.D);
    expect(waiting).not.toContain(ref.E);
    unassignedAtStart = waiting.length;
    const searched = (await call<HiringClassPage>('GET', '/smartreq/v1/1/hiring-classes/?search=apr&status=open')).json
      .data;
    expect(searched.data.map((c) => c.name)).toEqual(['April crew']);
  });

  it('takes hired applicants of its requisition up to its seats, once each', async () => {
    const path = (who: keyof typeof ref, id = march.hiring_class_id) =>
      `/smartreq/v1/hiring-classes/${id}/members/${ref[who]}/`;
    expect((await call('PUT', path('A'))).status).toBe(200);
    const again = await call<HiringClassMember[]>('PUT', path('A'));
    expect(again.json.data.map((m) => m.ref_id)).toEqual([ref.A]);
    expect((await call('PUT', path('D'))).json.code).toBe('applicant_not_hired');
    expect((await call('PUT', path('E'))).status).toBe(404);
    // Two at once for the last seat: exactly one gets it.
    const race = await Promise.all([call('PUT', path('B')), call('PUT', path('C'))]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.status === 409)?.json.code).toBe('hiring_class_full');
    const members = (
      await call<HiringClassMember[]>('GET', `/smartreq/v1/hiring-classes/${march.hiring_class_id}/members/`)
    ).json.data;
    expect(members).toHaveLength(2);
    const seats = await call('PATCH', `/smartreq/v1/hiring-classes/${march.hiring_class_id}/`, { seats: 1 });
    expect(seats.status).toBe(400);
    expect(seats.json.errors?.[0]?.prop).toBe('seats');
  });

  it('moves an applicant between classes, refuses a closed class, and deleting a class leaves its members hired', async () => {
    const moved = await call<HiringClassMember[]>(
      'PUT',
      `/smartreq/v1/hiring-classes/${april.hiring_class_id}/members/${ref.A}/`,
    );
    expect(moved.json.data.map((m) => m.ref_id)).toEqual([ref.A]);
    expect(
      (await call<HiringClassMember[]>('GET', `/smartreq/v1/hiring-classes/${march.hiring_class_id}/members/`)).json
        .data,
    ).toHaveLength(1);
    const closed = await call<HiringClass>('PATCH', `/smartreq/v1/hiring-classes/${march.hiring_class_id}/`, {
      status: 'closed',
      seats: 5,
    });
    expect(closed.json.data).toMatchObject({ status: 'closed', seats: 5, members: 1 });
    const waiting = (await call<HiringClassPage>('GET', '/smartreq/v1/1/hiring-classes/')).json.data;
    const free = waiting.unassigned_hires[0]!.ref_id;
    expect((await call('PUT', `/smartreq/v1/hiring-classes/${march.hiring_class_id}/members/${free}/`)).json.code).toBe(
      'hiring_class_closed',
    );
    const removed = await call<HiringClassMember[]>(
      'DELETE',
      `/smartreq/v1/hiring-classes/${april.hiring_class_id}/members/${ref.A}/`,
    );
    expect(removed.json.data).toEqual([]);
    expect((await call('DELETE', `/smartreq/v1/hiring-classes/${march.hiring_class_id}/`)).status).toBe(200);
    const after = (await call<HiringClassPage>('GET', '/smartreq/v1/1/hiring-classes/')).json.data;
    expect(after.data.map((c) => c.name)).toEqual(['April crew']);
    expect(after.unassigned_hires).toHaveLength(unassignedAtStart);
    const tracker = await t.db
      .selectFrom('user_trackers')
      .select('status')
      .where('ref_id', '=', ref.B)
      .executeTakeFirstOrThrow();
    expect(tracker.status).toBe('hired');
  });

  it('another company and staff off the requisition see nothing', async () => {
    for (const token of [tokens.otherOwner, tokens.interviewer]) {
      expect((await call('GET', '/smartreq/v1/1/hiring-classes/', undefined, token)).status).toBe(404);
      expect(
        (await call('GET', `/smartreq/v1/hiring-classes/${april.hiring_class_id}/members/`, undefined, token)).status,
      ).toBe(404);
      expect(
        (await call('PATCH', `/smartreq/v1/hiring-classes/${april.hiring_class_id}/`, { name: 'Taken over' }, token))
          .status,
      ).toBe(404);
      expect(
        (await call('PUT', `/smartreq/v1/hiring-classes/${april.hiring_class_id}/members/${ref.B}/`, undefined, token))
          .status,
      ).toBe(404);
    }
    const kept = (await call<HiringClassPage>('GET', '/smartreq/v1/1/hiring-classes/')).json.data;
    expect(kept.data[0]).toMatchObject({ name: 'April crew', members: 0 });
  });

  it('the Hiring Classes dashboard counts classes starting in the range and the hires in no class', async () => {
    await call('PUT', `/smartreq/v1/hiring-classes/${april.hiring_class_id}/members/${ref.C}/`);
    const res = await call<HiringClassReport>(
      'GET',
      `/report/v1/account/${accountId}/hiring-classes/?from_date=2030-01-01&to_date=2030-12-31`,
      undefined,
      tokens.owner,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.classes).toEqual([
      {
        hiring_class_id: april.hiring_class_id,
        job_id: 1,
        job_title: expect.any(String),
        name: 'April crew',
        starts_on: '2030-04-06',
        seats: null,
        members: 1,
        status: 'open',
      },
    ]);
    // A, B (job 1) and E (the other requisition) were hired in 2030 and are in no class.
    expect(res.json.data.unassigned_hires).toBe(3);
    const outside = await call<HiringClassReport>(
      'GET',
      `/report/v1/account/${accountId}/hiring-classes/?from_date=2031-01-01&to_date=2031-12-31`,
      undefined,
      tokens.owner,
    );
    expect(outside.json.data).toMatchObject({ classes: [], unassigned_hires: 0 });
  });
});

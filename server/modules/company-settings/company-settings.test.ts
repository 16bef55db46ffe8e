/**
 * Company details and sources on real PGlite: who may read and change them, a company never
 * reaching another's, refusals that name the field and change nothing, and search, sort and paging.
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

const DETAILS = {
  name: 'Demo Company',
  logo_url: null,
  time_zone: 'America/Chicago',
  default_language: 'en',
  locations: ['Austin, TX', 'Remote'],
  career_page_headline: 'Build with us',
  career_page_intro: 'We hire for skills.',
};
const getDetails = (who: S, id = demoId) =>
  t.request({ method: 'GET', url: `/api/account/v1/${id}/info/`, token: who.token });
const putDetails = (who: S, body: Record<string, unknown>, id = demoId) =>
  t.request({ method: 'PUT', url: `/api/account/v1/${id}/info/`, token: who.token, body: { ...DETAILS, ...body } });
const accountRow = (id = demoId) =>
  t.db.selectFrom('accounts').selectAll().where('account_id', '=', id).executeTakeFirstOrThrow();

const listSources = (who: S, qs = '', id = demoId) =>
  t.request({ method: 'GET', url: `/api/account/v1/sources/?account_id=${id}${qs}`, token: who.token });
const createSource = (who: S, name: string, type = 'job_board', id = demoId) =>
  t.request({
    method: 'POST',
    url: '/api/account/v1/create-source/',
    token: who.token,
    body: { account_id: id, name, source_type: type },
  });
const updateSource = (who: S, sourceId: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/account/v1/source/${sourceId}/`, token: who.token, body });
const toggle = (who: S, sourceId: number, isActive: boolean) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/toggle-source/${sourceId}/`,
    token: who.token,
    body: { is_active: isActive },
  });
const sourcesTable = () => t.db.selectFrom('sources').selectAll().orderBy('source_id').execute();

describe('company details', () => {
  it('given the owner, then they save the details whole, read them back, and the change is in the audit trail', async () => {
    const saved = await putDetails(owner, {
      locations: ['  Austin, TX ', '', 'Remote'],
      logo_url: ' https://cdn.example.com/logo.png ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      ...DETAILS,
      account_id: demoId,
      logo_url: 'https://cdn.example.com/logo.png',
    });
    expect((await getDetails(owner)).json().data).toEqual(saved.json().data);
    // The logo's host may now serve images to the app and the career page.
    const imgSrc = /img-src ([^;]*)/.exec(
      String((await t.request({ method: 'GET', url: '/careers/demo-company' })).headers['content-security-policy']),
    )?.[1];
    expect(imgSrc?.split(' ')).toContain('https://cdn.example.com');
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['event', 'actor_user_id', 'details'])
      .where('event', '=', 'company_details_changed')
      .execute();
    expect(trail).toHaveLength(1);
    expect(trail[0]!.actor_user_id).toBe(owner.userId);
  });

  it('given a provider admin, then they read and save any company; saving unchanged adds nothing to the trail', async () => {
    const before = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'company_details_changed')
      .execute();
    expect((await getDetails(admin, otherId)).statusCode).toBe(200);
    const same = await putDetails(admin, { logo_url: 'https://cdn.example.com/logo.png' });
    expect(same.statusCode, same.body).toBe(200);
    const after = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'company_details_changed')
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it('given staff without settings access or a candidate, then 403; another company’s owner, then 404 and nothing changes', async () => {
    const row = await accountRow();
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await getDetails(who)).statusCode).toBe(403);
      expect((await putDetails(who, { name: 'Taken over' })).statusCode).toBe(403);
    }
    expect((await getDetails(otherOwner)).statusCode).toBe(404);
    expect((await putDetails(otherOwner, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await getDetails(owner, otherId)).statusCode).toBe(404);
    expect(await accountRow()).toEqual(row);
  });

  it('given wrong fields, then 400 names each field and nothing is saved', async () => {
    const row = await accountRow();
    const res = await putDetails(owner, {
      name: '  ',
      logo_url: 'http://insecure.example.com/logo.png',
      time_zone: 'Mars/Olympus',
      locations: ['Austin', 'austin'],
      career_page_headline: 'x'.repeat(121),
    });
    expect(res.statusCode).toBe(400);
    const props = (res.json().errors as { prop: string }[]).map((e) => e.prop).sort();
    expect(props).toEqual(['career_page_headline', 'locations', 'logo_url', 'name', 'time_zone']);
    expect(await accountRow()).toEqual(row);
  });

  it("given another company's name (case ignored), then 409 on the name field and nothing changes", async () => {
    const row = await accountRow();
    const res = await putDetails(owner, { name: 'other company' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ prop: 'name', message: expect.any(String) }]);
    expect(await accountRow()).toEqual(row);
  });
});

describe('sources', () => {
  it('given the owner, then they add sources, find them by name, sort them and page through them', async () => {
    for (const name of ['LinkedIn', 'Indeed', 'Employee referral', 'Spring job fair'])
      expect((await createSource(owner, name)).statusCode).toBe(200);
    const byName = (await listSources(owner, '&ordering=name')).json().data;
    expect(byName.count).toBe(4);
    expect(byName.results.map((s: { name: string }) => s.name)).toEqual([
      'Employee referral',
      'Indeed',
      'LinkedIn',
      'Spring job fair',
    ]);
    const reversed = (await listSources(owner, '&ordering=-name&page_size=3&page=2')).json().data;
    expect(reversed).toMatchObject({ count: 4, results: [{ name: 'Employee referral' }] });
    const found = (await listSources(owner, '&search=IN')).json().data;
    expect(found.results.map((s: { name: string }) => s.name).sort()).toEqual([
      'Indeed',
      'LinkedIn',
      'Spring job fair',
    ]);
    expect((await listSources(owner, '&search=%25')).json().data.count).toBe(0);
  });

  it('given an application from a source, then the list counts it and sorts by it', async () => {
    const indeed = (await listSources(owner, '&search=Indeed')).json().data.results[0];
    const tracker = await t.db
      .selectFrom('user_trackers as ut')
      .innerJoin('jobs as j', 'j.job_id', 'ut.job_id')
      .select('ut.ref_id')
      .where('j.account_id', '=', demoId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('user_trackers')
      .set({ source_id: indeed.source_id })
      .where('ref_id', '=', tracker.ref_id)
      .execute();
    const top = (await listSources(owner, '&ordering=-applications')).json().data.results[0];
    expect(top).toMatchObject({ name: 'Indeed', applications: 1 });
  });

  it('given a name the company already has (case ignored) or an empty name, then 409 or 400 on the name field and nothing is written', async () => {
    const before = await sourcesTable();
    const dup = await createSource(owner, ' linkedin ');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].prop).toBe('name');
    const empty = await createSource(owner, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].prop).toBe('name');
    const linkedIn = before.find((s) => s.name === 'LinkedIn')!;
    expect(
      (await updateSource(owner, linkedIn.source_id, { name: 'INDEED', source_type: 'social_media' })).statusCode,
    ).toBe(409);
    expect(await sourcesTable()).toEqual(before);
  });

  it('given another company, then the same name is free there, and neither company sees or touches the other’s sources', async () => {
    expect((await createSource(otherOwner, 'LinkedIn', 'social_media', otherId)).statusCode).toBe(200);
    expect((await listSources(otherOwner)).statusCode).toBe(404);
    expect((await listSources(owner, '', otherId)).statusCode).toBe(404);
    const theirs = (await listSources(otherOwner, '', otherId)).json().data.results;
    expect(theirs.map((s: { name: string }) => s.name)).toEqual(['LinkedIn']);
    const before = await sourcesTable();
    expect(
      (await updateSource(owner, theirs[0].source_id, { name: 'Mine now', source_type: 'other' })).statusCode,
    ).toBe(404);
    expect((await toggle(owner, theirs[0].source_id, false)).statusCode).toBe(404);
    expect((await createSource(owner, 'Sneaky', 'other', otherId)).statusCode).toBe(404);
    expect(await sourcesTable()).toEqual(before);
  });

  it('given the owner, then they rename a source, turn it off and on; the list filters by status', async () => {
    const fair = (await listSources(owner, '&search=fair')).json().data.results[0];
    const renamed = await updateSource(owner, fair.source_id, { name: 'Autumn job fair', source_type: 'event' });
    expect(renamed.json().data).toMatchObject({ name: 'Autumn job fair', source_type: 'event', is_active: true });
    expect((await toggle(owner, fair.source_id, false)).json().data.is_active).toBe(false);
    expect(
      (await listSources(owner, '&is_active=false')).json().data.results.map((s: { name: string }) => s.name),
    ).toEqual(['Autumn job fair']);
    expect((await listSources(owner, '&is_active=true')).json().data.count).toBe(3);
    expect((await toggle(admin, fair.source_id, true)).json().data.is_active).toBe(true);
    const events = await t.db.selectFrom('audit_events').select('event').where('event', 'like', 'source_%').execute();
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['source_created', 'source_changed', 'source_deactivated', 'source_activated']),
    );
  });

  it('given staff without settings access or a candidate, then 403 on every source call and nothing is written', async () => {
    const before = await sourcesTable();
    const id = before[0]!.source_id;
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await listSources(who)).statusCode).toBe(403);
      expect((await createSource(who, 'Nope')).statusCode).toBe(403);
      expect((await updateSource(who, id, { name: 'Nope', source_type: 'other' })).statusCode).toBe(403);
      expect((await toggle(who, id, false)).statusCode).toBe(403);
    }
    expect(await sourcesTable()).toEqual(before);
  });

  it('given a deactivated owner, then their token stops working on settings calls at once', async () => {
    const second = await t.signIn('recruiter@demo-company.test');
    const staff = (
      await t.request({ method: 'GET', url: `/api/account/v1/${demoId}/users/`, token: owner.token })
    ).json().data as { user_id: number; flags: Record<string, boolean> }[];
    const flags = { ...staff.find((u) => u.user_id === second.userId)!.flags, company_settings_access: true };
    const granted = await t.request({
      method: 'PUT',
      url: `/api/account/v1/${demoId}/users/${second.userId}/flags/`,
      token: owner.token,
      body: { flags },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const fresh = await t.signIn('recruiter@demo-company.test');
    expect((await listSources(fresh)).statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/account/v1/${demoId}/users/${fresh.userId}/deactivate/`,
          token: owner.token,
          body: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await listSources(fresh)).statusCode).toBe(401);
    expect((await putDetails(fresh, { name: 'Deactivated edit' })).statusCode).toBe(401);
    expect((await accountRow()).name).toBe('Demo Company');
  });
});

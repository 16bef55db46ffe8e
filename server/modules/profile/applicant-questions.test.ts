import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, recruiter: S, otherOwner: S;
let demoId: number, otherId: number, formActivity: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
  ];
  const signedIn = await Promise.all(emails.map((e) => t.signIn(e)));
  [maria, li, owner, recruiter, otherOwner] = signedIn as [S, S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  const form = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select('a.job_step_activity_id')
    .where('j.uuid', '=', '11111111-1111-4111-8111-111111111111')
    .where('a.activity_type', '=', 'form')
    .executeTakeFirstOrThrow();
  formActivity = form.job_step_activity_id;
});
afterAll(async () => t.close());

const settingUrl = (accountId: number) => `/api/account/v1/${accountId}/applicant-questions/`;
const readSetting = (who: S, accountId = demoId) =>
  t.request({ method: 'GET', url: settingUrl(accountId), token: who.token });
const saveSetting = (who: S, body: unknown, accountId = demoId) =>
  t.request({ method: 'PUT', url: settingUrl(accountId), token: who.token, body });
async function demoAsks(body: { dob: string; gender: string }) {
  const res = await saveSetting(owner, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toEqual(body);
}
const readProfile = async (who: S) =>
  (await t.request({ method: 'GET', url: `/api/user/v1/profile/${who.userId}/`, token: who.token })).json().data;
const patchProfile = (who: S, body: unknown) =>
  t.request({ method: 'PATCH', url: `/api/user/v1/profile/${who.userId}/`, token: who.token, body });
const errorsOf = (res: { json(): { errors?: { prop: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.prop, e.message]));

describe("the company's setting for applicants before an offer", () => {
  it("given the seed, then Demo Company keeps the spec's rule and Other Company has a new company's: date of birth not asked, gender optional", async () => {
    expect((await readSetting(owner)).json().data).toEqual({ dob: 'required', gender: 'required' });
    expect((await readSetting(otherOwner, otherId)).json().data).toEqual({ dob: 'not_asked', gender: 'optional' });
  });

  it("given staff without settings access, a candidate or another company's admin, then they can neither read nor change it", async () => {
    const change = { dob: 'not_asked', gender: 'not_asked' };
    expect((await readSetting(recruiter)).statusCode).toBe(403);
    expect((await saveSetting(recruiter, change)).statusCode).toBe(403);
    expect((await saveSetting(maria, change)).statusCode).toBe(403);
    expect((await readSetting(otherOwner)).statusCode).toBe(404);
    expect((await saveSetting(otherOwner, change)).statusCode).toBe(404);
    expect((await readSetting(owner)).json().data).toEqual({ dob: 'required', gender: 'required' });
  });

  it('given a mode that does not exist, then 400 and nothing changes', async () => {
    const res = await saveSetting(owner, { dob: 'sometimes', gender: 'optional' });
    expect(res.statusCode).toBe(400);
    expect((await readSetting(owner)).json().data).toEqual({ dob: 'required', gender: 'required' });
  });
});

describe("an applicant's own profile follows the setting (Maria applies to Demo Company only)", () => {
  it("given the spec's rule, then a phone number alone is refused for the missing gender and date of birth, with the spec's texts", async () => {
    const res = await patchProfile(maria, { phone_number: '5125550100' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(errorsOf(res)).toEqual({ gender: 'The Gender field is required', dob: 'Date of birth is required.' });
    const profile = await readProfile(maria);
    expect(profile).toMatchObject({ phone_number: null, questions: { dob: 'required', gender: 'required' } });
  });

  it('given both optional, then the phone number and text opt-in are saved without a date of birth or gender', async () => {
    await demoAsks({ dob: 'optional', gender: 'optional' });
    const res = await patchProfile(maria, { phone_number: '5125550100', is_opt_in: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      phone_number: '5125550100',
      is_opt_in: true,
      dob: null,
      gender: null,
      questions: { dob: 'optional', gender: 'optional' },
    });
    const chosen = await patchProfile(maria, { gender: 'Prefer not to say' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.gender).toBe('Prefer not to say');
    // Optional is not unchecked: a date of birth given must still be a real one.
    const bad = await patchProfile(maria, { dob: '2999-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual({ dob: 'Enter a valid date of birth.' });
  });

  it('given the defaults of a new company, then the phone is saved without a date of birth, and a date of birth sent anyway is not stored', async () => {
    await demoAsks({ dob: 'not_asked', gender: 'optional' });
    const res = await patchProfile(maria, { phone_number: '5125550199', dob: '1990-04-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ phone_number: '5125550199', dob: null });
    expect(res.json().data.questions).toEqual({ dob: 'not_asked', gender: 'optional' });
    const row = await t.db
      .selectFrom('user_profiles')
      .select('dob')
      .where('user_id', '=', maria.userId)
      .executeTakeFirstOrThrow();
    expect(row.dob).toBeNull();
  });

  it('given neither asked, then a gender given earlier can still be cleared, and after that a new one is not stored', async () => {
    await demoAsks({ dob: 'not_asked', gender: 'not_asked' });
    // Given while it was asked: the page still shows it (optional) so she can remove it.
    expect((await readProfile(maria)).questions).toEqual({ dob: 'not_asked', gender: 'optional' });
    const cleared = await patchProfile(maria, { gender: null, city: 'Austin' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ gender: null, city: 'Austin' });
    expect(cleared.json().data.questions).toEqual({ dob: 'not_asked', gender: 'not_asked' });
    const ignored = await patchProfile(maria, { gender: 'Female', zip: '78701' });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().data).toMatchObject({ gender: null, zip: '78701' });
  });

  it("given an employee (Li is one of Demo Company's and on its pathway), then his profile keeps the spec's rule whatever applicants are asked", async () => {
    const res = await patchProfile(li, { phone_number: '5125550111' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorsOf(res))).toEqual(['gender', 'dob']);
    expect((await readProfile(li)).questions).toEqual({ dob: 'required', gender: 'required' });
  });
});

describe("an application form asks what its company asks (Li's open application at Demo Company)", () => {
  const submit = (profile: Record<string, unknown>, answers: { account_field_id: number; answer: string }[] = []) =>
    t.request({
      method: 'POST',
      url: '/api/user-response/v1/application-form/',
      token: li.token,
      body: { ref_id: DEMO_TRACKERS.liOpen, job_step_activity_id: formActivity, profile, custom_fields: answers },
    });
  const readForm = async () =>
    (
      await t.request({
        method: 'GET',
        url: `/api/user-response/v1/application-form/${DEMO_TRACKERS.liOpen}/?job_step_activity_id=${formActivity}`,
        token: li.token,
      })
    ).json().data;
  const base = { first_name: 'Li', last_name: 'Wei', phone_number: '5125550111' };

  it('given a required date of birth and an optional gender, then a form without the date of birth is refused for it alone', async () => {
    await demoAsks({ dob: 'required', gender: 'optional' });
    expect((await readForm()).profile_questions).toEqual({ dob: 'required', gender: 'optional' });
    const res = await submit(base);
    expect(res.statusCode).toBe(400);
    const errors = errorsOf(res);
    expect(errors.dob).toBe('Date of birth is required.');
    expect(errors.gender).toBeUndefined();
  });

  it('given date of birth not asked, then the form is accepted without it, and one sent anyway is not stored', async () => {
    await demoAsks({ dob: 'not_asked', gender: 'optional' });
    const form = await readForm();
    expect(form.profile_questions).toEqual({ dob: 'not_asked', gender: 'optional' });
    const ids = Object.fromEntries(
      form.custom_fields.map((f: { label: string; account_field_id: number }) => [f.label, f.account_field_id]),
    ) as Record<string, number>;
    const res = await submit({ ...base, dob: '1995-01-02' }, [
      { account_field_id: ids['Are you legally authorized to work in the United States?']!, answer: 'Yes' },
      { account_field_id: ids['Earliest start date']!, answer: '2026-12-01' },
      { account_field_id: ids['Desired hourly pay (USD)']!, answer: '21.50' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await readProfile(li)).toMatchObject({ phone_number: '5125550111', dob: null, gender: null });
  });
});

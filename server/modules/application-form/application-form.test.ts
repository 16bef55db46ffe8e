import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { multipartBody, PDF_BYTES } from '../../test/upload-fixtures.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, admin: S;
let formActivity: number, resumeActivity: number, typingActivity: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-form-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  const emails = ['maria.garcia@assay.test', 'li.wei@assay.test', 'owner@demo-company.test', 'admin@assay.test'];
  [maria, li, owner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S];
  const activities = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select(['a.job_step_activity_id', 'a.activity_type'])
    .where('j.uuid', '=', '11111111-1111-4111-8111-111111111111')
    .orderBy('s.sort_order')
    .orderBy('a.sort_order')
    .execute();
  formActivity = activities.find((a) => a.activity_type === 'form')!.job_step_activity_id;
  resumeActivity = activities.find((a) => a.activity_type === 'resume')!.job_step_activity_id;
  typingActivity = activities.find((a) => a.activity_type === 'typing_test')!.job_step_activity_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const read = (who: S, refId: string, activity: number) =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/application-form/${refId}/?job_step_activity_id=${activity}`,
    token: who.token,
  });
const submit = (who: S, body: unknown, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/application-form/',
    token: who.token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

const profile = { first_name: 'Li', last_name: 'Wei', gender: 'Male', dob: '1995-01-02', phone_number: '5125550111' };

async function fieldIds() {
  const form = (await read(li, DEMO_TRACKERS.liOpen, formActivity)).json().data;
  return Object.fromEntries(
    form.custom_fields.map((f: { label: string; account_field_id: number }) => [f.label, f.account_field_id]),
  ) as Record<string, number>;
}

describe('reading the application form', () => {
  it("given Li's open application, then the form carries his profile, Demo Company's custom fields and the job's requirements", async () => {
    const res = await read(li, DEMO_TRACKERS.liOpen, formActivity);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json().data;
    expect(form).toMatchObject({
      ref_id: DEMO_TRACKERS.liOpen,
      activity_type: 'form',
      is_completed: false,
      job_title: 'Customer Support Specialist',
      account_name: 'Demo Company',
      resume: null,
    });
    expect(form.profile.first_name).toBe('Li');
    expect(form.custom_fields.length).toBeGreaterThanOrEqual(3);
    expect(form.custom_fields[0]).toMatchObject({
      usage_type_id: 2,
      field_type: 'select',
      options: ['Yes', 'No'],
      is_required: true,
      answer: null,
      user_field_id: null,
    });
  });

  it('given someone else, or an activity that is not a form, then 404', async () => {
    for (const who of [maria, owner, admin])
      expect((await read(who, DEMO_TRACKERS.liOpen, formActivity)).statusCode).toBe(404);
    expect((await read(li, DEMO_TRACKERS.liOpen, typingActivity)).statusCode).toBe(404);
    expect((await read(li, DEMO_TRACKERS.mariaOpen, formActivity)).statusCode).toBe(404);
  });
});

describe('submitting the application form', () => {
  it('given missing required answers and a bad profile, then 400 lists every problem and nothing is stored', async () => {
    const ids = await fieldIds();
    const res = await submit(li, {
      ref_id: DEMO_TRACKERS.liOpen,
      job_step_activity_id: formActivity,
      profile: { ...profile, phone_number: '512 555', first_name: 'L' },
      custom_fields: [{ account_field_id: ids['Desired hourly pay (USD)']!, answer: 'a lot' }],
    });
    expect(res.statusCode).toBe(400);
    const props = res.json().errors.map((e: { prop: string }) => e.prop);
    expect(props).toEqual(
      expect.arrayContaining([
        'first_name',
        'phone_number',
        `custom_fields.${ids['Earliest start date']}`,
        `custom_fields.${ids['Desired hourly pay (USD)']}`,
      ]),
    );
    expect(res.json().errors).toContainEqual({
      prop: `custom_fields.${ids['Are you legally authorized to work in the United States?']}`,
      message: 'The Are you legally authorized to work in the United States? field is required',
    });
    expect(
      await t.db.selectFrom('user_field_answers').selectAll().where('ref_id', '=', DEMO_TRACKERS.liOpen).execute(),
    ).toEqual([]);
    expect((await read(li, DEMO_TRACKERS.liOpen, formActivity)).json().data.profile.gender).toBeNull();
  });

  it('given a job that requires a resume, then submitting without one is refused until one is uploaded', async () => {
    await t.db
      .updateTable('jobs')
      .set({ is_resume_required: true })
      .where('uuid', '=', '11111111-1111-4111-8111-111111111111')
      .execute();
    const ids = await fieldIds();
    const body = {
      ref_id: DEMO_TRACKERS.liOpen,
      job_step_activity_id: formActivity,
      profile,
      custom_fields: [
        { account_field_id: ids['Are you legally authorized to work in the United States?']!, answer: 'Yes' },
        { account_field_id: ids['Earliest start date']!, answer: '2026-12-01' },
        { account_field_id: ids['Desired hourly pay (USD)']!, answer: '21.50' },
      ],
    };
    const refused = await submit(li, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ prop: 'resume', message: 'A resume is required for this job.' }]);

    const upload = multipartBody('li.pdf', PDF_BYTES);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/resume/v1/',
      headers: { ...upload.headers, authorization: `Bearer ${li.token}` },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(200);

    const first = await submit(li, body, 'form-submit-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      ref_id: DEMO_TRACKERS.liOpen,
      job_step_activity_id: formActivity,
      is_completed: true,
    });
    // The same request again (a retry after a lost answer) gets the first answer.
    const repeat = await submit(li, body, 'form-submit-key-1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    // A new submission of a completed form is final.
    const again = await submit(li, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('attempt_submitted');

    const form = (await read(li, DEMO_TRACKERS.liOpen, formActivity)).json().data;
    expect(form.is_completed).toBe(true);
    expect(form.profile).toMatchObject(profile);
    expect(
      form.custom_fields.find(
        (f: { account_field_id: number }) => f.account_field_id === ids['Desired hourly pay (USD)'],
      ),
    ).toMatchObject({ answer: '21.50', user_field_id: expect.any(Number) });
    const tracker = await t.db
      .selectFrom('user_step_activities')
      .selectAll()
      .where('ref_id', '=', DEMO_TRACKERS.liOpen)
      .where('job_step_activity_id', '=', formActivity)
      .executeTakeFirstOrThrow();
    expect(tracker.is_completed).toBe(true);
  });

  it('given the resume activity, then it completes once a resume exists', async () => {
    const res = await submit(li, { ref_id: DEMO_TRACKERS.liOpen, job_step_activity_id: resumeActivity });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("given Maria's application whose form is done (seeded), then 409; staff and other candidates get 404", async () => {
    expect(
      (await submit(maria, { ref_id: DEMO_TRACKERS.mariaOpen, job_step_activity_id: formActivity, profile: {} }))
        .statusCode,
    ).toBe(409);
    for (const who of [owner, admin, maria]) {
      expect(
        (await submit(who, { ref_id: DEMO_TRACKERS.liOpen, job_step_activity_id: resumeActivity })).statusCode,
      ).toBe(404);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { DEMO_ONBOARDING_FIELDS, ONBOARDING_JOB_UUID } from '../../db/seed/demo-onboarding.ts';
import { onboardingDigest } from '../../../contracts/onboarding.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S;
let activityId: number, formId: number;
let mariaRef: string, liRef: string;

async function apply(who: S): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/api/user/v1/progress-tracker/user/${who.userId}/`,
    token: who.token,
    body: { job_uuid: ONBOARDING_JOB_UUID },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ref_id;
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [maria, li, owner, recruiter, interviewer, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as S[] as [S, S, S, S, S, S, S];
  const activity = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select(['a.job_step_activity_id', 'a.onboarding_form_id'])
    .where('j.uuid', '=', ONBOARDING_JOB_UUID)
    .executeTakeFirstOrThrow();
  activityId = activity.job_step_activity_id;
  formId = activity.onboarding_form_id!;
  mariaRef = await apply(maria);
  liRef = await apply(li);
});
afterAll(async () => t.close());

const read = (who: S, refId: string, activity = activityId) =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/onboarding-form/${refId}/?job_step_activity_id=${activity}`,
    token: who.token,
  });
const submit = (who: S, body: unknown, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/onboarding-form/',
    token: who.token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

const goodAnswers = [
  { field_key: 'legal_name', value: 'Maria Elena Garcia' },
  { field_key: 'address', value: '12 Elm Street\nAustin, TX 78701' },
  { field_key: 'personal_email', value: 'maria.home@example.com' },
  { field_key: 'emergency_name', value: 'Jose Garcia' },
  { field_key: 'emergency_phone', value: '+1 (512) 555-0199' },
  { field_key: 'start_date', value: '2026-12-01' },
  { field_key: 'tshirt_size', value: 'M' },
  { field_key: 'handbook', value: 'true' },
];

async function storedResponses(refId: string) {
  return t.db.selectFrom('user_onboarding_responses').selectAll().where('ref_id', '=', refId).execute();
}
async function completion(refId: string) {
  return t.db
    .selectFrom('user_step_activities')
    .select('is_completed')
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', activityId)
    .executeTakeFirst();
}

describe('the candidate reads the onboarding form', () => {
  it("given Maria's own application, then she gets Demo Company's form with its labels in en, es and fr", async () => {
    const res = await read(maria, mariaRef);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json().data;
    expect(form).toMatchObject({
      ref_id: mariaRef,
      job_step_activity_id: activityId,
      is_completed: false,
      job_title: 'Store Associate',
      account_name: 'Demo Company',
    });
    expect(form.name).toEqual({
      en: 'New hire details',
      es: 'Datos de nueva contratación',
      fr: 'Informations du nouvel employé',
    });
    expect(form.fields.map((f: { field_key: string }) => f.field_key)).toEqual(
      DEMO_ONBOARDING_FIELDS.map((f) => f.field_key),
    );
    expect(form.fields[7]).toMatchObject({
      field_type: 'select',
      is_required: true,
      label: { es: 'Talla de camiseta' },
    });
  });

  it("given another candidate's application, staff, or an activity that is not an onboarding form, then 404", async () => {
    for (const who of [li, owner, admin]) expect((await read(who, mariaRef)).statusCode).toBe(404);
    // Maria's seeded application to the open requisition: its activities are not onboarding forms.
    expect((await read(maria, DEMO_TRACKERS.mariaOpen, 1)).statusCode).toBe(404);
    // The onboarding activity is not part of that application's job.
    expect((await read(maria, DEMO_TRACKERS.mariaOpen)).statusCode).toBe(404);
  });
});

describe('the candidate submits the onboarding form', () => {
  it('given missing and malformed answers, then 400 names each field and nothing is stored or completed', async () => {
    const res = await submit(maria, {
      ref_id: mariaRef,
      job_step_activity_id: activityId,
      answers: [
        { field_key: 'legal_name', value: '   ' },
        { field_key: 'personal_email', value: 'not-an-email' },
        { field_key: 'emergency_phone', value: '555' },
        { field_key: 'start_date', value: '2026-02-30' },
        { field_key: 'tshirt_size', value: 'XXXL' },
        { field_key: 'bank_account', value: '123' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { prop: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { prop: 'answers.legal_name', message: 'The Full legal name field is required' },
        { prop: 'answers.personal_email', message: 'Enter a valid email address.' },
        { prop: 'answers.emergency_phone', message: 'Enter a phone number of 7 to 15 digits.' },
        { prop: 'answers.start_date', message: 'Enter a date as YYYY-MM-DD.' },
        { prop: 'answers.tshirt_size', message: 'Choose one of the options.' },
        { prop: 'answers.handbook', message: 'Please confirm: I have read the employee handbook' },
        { prop: 'answers.bank_account', message: 'This field is not part of the form.' },
      ]),
    );
    expect(await storedResponses(mariaRef)).toEqual([]);
    expect((await completion(mariaRef))?.is_completed ?? false).toBe(false);
  });

  it('given good answers, then they are stored once, the activity completes, a retry with the same key gets the first answer and a new submission with other answers is 409', async () => {
    const body = { ref_id: mariaRef, job_step_activity_id: activityId, answers: goodAnswers };
    const first = await submit(maria, body, 'onboarding-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      ref_id: mariaRef,
      job_step_activity_id: activityId,
      is_completed: true,
      ...(await onboardingDigest(goodAnswers)),
    });
    const repeat = await submit(maria, body, 'onboarding-key-1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const again = await submit(
      maria,
      { ...body, answers: goodAnswers.map((a) => (a.field_key === 'tshirt_size' ? { ...a, value: 'L' } : a)) },
      'onboarding-key-2',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('attempt_submitted');

    const stored = await storedResponses(mariaRef);
    expect(stored).toHaveLength(1);
    const answers = stored[0]!.answers as { field_key: string; value: string; option_label: unknown }[];
    expect(answers.map((a) => a.field_key)).toEqual(DEMO_ONBOARDING_FIELDS.map((f) => f.field_key));
    expect(answers.find((a) => a.field_key === 'preferred_name')?.value).toBe('');
    expect(answers.find((a) => a.field_key === 'tshirt_size')).toMatchObject({ value: 'M', option_label: { en: 'M' } });
    expect((await completion(mariaRef))?.is_completed).toBe(true);
    expect((await read(maria, mariaRef)).json().data.is_completed).toBe(true);
    const tracker = await t.request({
      method: 'GET',
      url: `/api/user/v1/progress-tracker/${mariaRef}/`,
      token: maria.token,
    });
    const activity = tracker.json().data.steps[0].activities[0];
    expect(activity).toMatchObject({ activity_type: 'onboarding', is_completed: true });
  });

  it("given someone else's application, then 404 and Li's form stays open", async () => {
    for (const who of [maria, owner, admin]) {
      expect(
        (await submit(who, { ref_id: liRef, job_step_activity_id: activityId, answers: goodAnswers })).statusCode,
      ).toBe(404);
    }
    expect(await storedResponses(liRef)).toEqual([]);
  });
});

describe('staff read the submitted answers on the scorecard', () => {
  const userSmartreqIdOf = async (refId: string) =>
    (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', refId)
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;
  const staffRead = async (who: S, refId: string) =>
    t.request({
      method: 'GET',
      url: `/api/smartreq/v1/onboarding-answers/${await userSmartreqIdOf(refId)}/`,
      token: who.token,
    });

  it("given staff who may work on the job, then they read Maria's answers as she gave them", async () => {
    for (const who of [owner, recruiter, admin]) {
      const res = await staffRead(who, mariaRef);
      expect(res.statusCode, res.body).toBe(200);
      const [submission] = res.json().data;
      expect(submission).toMatchObject({
        job_step_activity_id: activityId,
        activity_title: 'New hire details',
        form_name: { en: 'New hire details' },
      });
      expect(submission.answers.find((a: { field_key: string }) => a.field_key === 'legal_name')).toMatchObject({
        value: 'Maria Elena Garcia',
        label: { en: 'Full legal name' },
      });
    }
    expect((await staffRead(owner, liRef)).json().data).toEqual([]);
  });

  it('given staff of another company or off the team, or a candidate, then nothing', async () => {
    for (const who of [interviewer, otherOwner]) expect((await staffRead(who, mariaRef)).statusCode).toBe(404);
    expect((await staffRead(maria, mariaRef)).statusCode).toBe(403);
  });

  it('given the form is edited after Maria submitted, then her answers keep the labels she saw', async () => {
    const form = (
      await t.request({ method: 'GET', url: `/api/account/v1/account-onboarding-form/${formId}/`, token: admin.token })
    ).json().data;
    const fields = form.fields.map((f: { field_key: string; label: object }) =>
      f.field_key === 'legal_name' ? { ...f, label: { en: 'Name on your ID' } } : f,
    );
    const put = await t.request({
      method: 'PUT',
      url: `/api/account/v1/account-onboarding-form/${formId}/`,
      token: admin.token,
      body: { account_id: form.account_id, name: form.name, fields },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [submission] = (await staffRead(owner, mariaRef)).json().data;
    expect(submission.answers[0].label).toEqual({
      en: 'Full legal name',
      es: 'Nombre legal completo',
      fr: 'Nom légal complet',
    });
    expect((await read(li, liRef)).json().data.fields[0].label).toEqual({ en: 'Name on your ID' });
  });
});

describe('provider admins keep the companies’ onboarding forms', () => {
  const list = (who: S) =>
    t.request({ method: 'GET', url: '/api/account/v1/account-onboarding-form/', token: who.token });
  const newForm = (accountId: number) => ({
    account_id: accountId,
    name: { en: 'Warehouse starter pack', es: 'Paquete de inicio', fr: 'Dossier de départ' },
    fields: [
      {
        field_key: 'boots',
        field_type: 'select',
        is_required: true,
        label: { en: 'Boot size' },
        options: [
          { value: '40', label: { en: '40' } },
          { value: '41', label: { en: '41' } },
        ],
      },
      {
        field_key: 'forklift',
        field_type: 'checkbox',
        is_required: false,
        label: { en: 'I hold a forklift licence' },
        options: [],
      },
    ],
  });

  it('given only company staff or candidates, then every admin call is refused and nothing changes', async () => {
    const before = await t.db
      .selectFrom('account_onboarding_forms')
      .selectAll()
      .orderBy('onboarding_form_id')
      .execute();
    for (const who of [owner, recruiter, maria]) {
      expect((await list(who)).statusCode).toBe(403);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/account/v1/account-onboarding-form/',
            token: who.token,
            body: newForm(1),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.request({
            method: 'DELETE',
            url: `/api/account/v1/account-onboarding-form/${formId}/`,
            token: who.token,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/account/v1/account-onboarding-form/' })).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('account_onboarding_forms').selectAll().orderBy('onboarding_form_id').execute(),
    ).toEqual(before);
  });

  it('given the admin, then a form is listed per company, created, edited, checked and archived (not while in use)', async () => {
    const accounts = (await list(admin)).json().data as {
      account_id: number;
      name: string;
      forms: { onboarding_form_id: number; activity_count: number }[];
    }[];
    const demo = accounts.find((a) => a.name === 'Demo Company')!;
    expect(demo.forms.find((f) => f.onboarding_form_id === formId)).toMatchObject({ activity_count: 1 });
    const other = accounts.find((a) => a.name !== 'Demo Company')!;
    expect(other.forms).toEqual([]);

    const bad = await t.request({
      method: 'POST',
      url: '/api/account/v1/account-onboarding-form/',
      token: admin.token,
      body: { ...newForm(other.account_id), fields: [newForm(0).fields[0], { ...newForm(0).fields[0], options: [] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['fields.1.field_key', 'fields.1.options']);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/account/v1/account-onboarding-form/',
          token: admin.token,
          body: newForm(999999),
        })
      ).statusCode,
    ).toBe(400);

    const created = await t.request({
      method: 'POST',
      url: '/api/account/v1/account-onboarding-form/',
      token: admin.token,
      body: newForm(other.account_id),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.onboarding_form_id;
    expect(created.json().data).toMatchObject({
      account_id: other.account_id,
      activity_count: 0,
      name: { en: 'Warehouse starter pack' },
    });

    const edited = await t.request({
      method: 'PUT',
      url: `/api/account/v1/account-onboarding-form/${id}/`,
      token: admin.token,
      body: { ...newForm(other.account_id), name: { en: 'Starter pack' } },
    });
    expect(edited.json().data.name).toEqual({ en: 'Starter pack' });

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/account/v1/account-onboarding-form/${formId}/`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/account/v1/account-onboarding-form/${id}/`, token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/account/v1/account-onboarding-form/${id}/`, token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await list(admin)).json().data.find((a: { account_id: number }) => a.account_id === other.account_id).forms,
    ).toEqual([]);
  });
});

describe("naming a plan activity's onboarding form", () => {
  const attach = (who: S, activity: number, form: number) =>
    t.request({
      method: 'PUT',
      url: `/api/job/v1/onboarding-form-step-activity/${activity}/`,
      token: who.token,
      body: { onboarding_form_id: form },
    });

  it("given Demo Company staff on the job and a Demo Company form, then it is set; another company's form or a non-onboarding activity is 400; outsiders 404", async () => {
    expect((await attach(owner, activityId, formId)).statusCode).toBe(200);
    const other = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '!=', 'Demo Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    const foreign = await t.request({
      method: 'POST',
      url: '/api/account/v1/account-onboarding-form/',
      token: admin.token,
      body: {
        account_id: other,
        name: { en: 'Other' },
        fields: [{ field_key: 'x', field_type: 'text', is_required: false, label: { en: 'X' }, options: [] }],
      },
    });
    const foreignId = foreign.json().data.onboarding_form_id;
    expect((await attach(owner, activityId, foreignId)).statusCode).toBe(400);
    expect((await attach(owner, 1, formId)).statusCode).toBe(400);
    for (const who of [interviewer, otherOwner]) expect((await attach(who, activityId, formId)).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('job_step_activities')
      .select('onboarding_form_id')
      .where('job_step_activity_id', '=', activityId)
      .executeTakeFirstOrThrow();
    expect(row.onboarding_form_id).toBe(formId);
  });
});

describe('promise 8: a receipt before deletion (onboarding form submission)', () => {
  it("given Li's answers with the device's count and hash, answers that arrived different are refused 409 answers_mismatch; the receipt repeats the count and hash the device computes of them; the same answers sent again (new key, other spacing) answer the same receipt; other answers are 409 and change nothing", async () => {
    const answers = [
      { field_key: 'legal_name', value: 'Li Wei' },
      { field_key: 'preferred_name', value: '' },
      { field_key: 'address', value: '3 Oak Road\nAustin, TX 78702' },
      { field_key: 'personal_email', value: 'li.home@example.com' },
      { field_key: 'emergency_name', value: 'Mei Wei' },
      { field_key: 'emergency_phone', value: '+1 512 555 0142' },
      { field_key: 'start_date', value: '2026-12-07' },
      { field_key: 'tshirt_size', value: 'S' },
      { field_key: 'handbook', value: 'true' },
      { field_key: 'notes', value: '' },
    ];
    const device = await onboardingDigest(answers);
    // Empty values are no answer: eight fields answered.
    expect(device.answer_count).toBe(8);
    const body = { ref_id: liRef, job_step_activity_id: activityId, answers };
    // The device's count and hash of answers that lost one on the way: 409 answers_mismatch, nothing stored or completed.
    const lost = await submit(
      li,
      { ...body, answers: answers.filter((a) => a.field_key !== 'emergency_name'), ...device },
      'onboarding-receipt-0',
    );
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('answers_mismatch');
    expect(await storedResponses(liRef)).toEqual([]);
    expect((await completion(liRef))?.is_completed ?? false).toBe(false);

    const receipt = await submit(li, { ...body, ...device }, 'onboarding-receipt-1');
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toEqual({
      ref_id: liRef,
      job_step_activity_id: activityId,
      is_completed: true,
      completed_at: expect.any(String),
      ...device,
    });

    // A repeat after completion (the first answer was lost; the device resends): the same receipt, not a bare 409.
    const again = await submit(
      li,
      { ...body, answers: answers.map((a) => ({ ...a, value: ` ${a.value} ` })) },
      'onboarding-receipt-2',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(receipt.json().data);

    // Other answers after completion: 409, and the stored answers stay Li's first ones.
    const other = await submit(
      li,
      { ...body, answers: answers.map((a) => (a.field_key === 'legal_name' ? { ...a, value: 'Someone Else' } : a)) },
      'onboarding-receipt-3',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('attempt_submitted');
    const stored = await storedResponses(liRef);
    expect(stored).toHaveLength(1);
    expect(
      (stored[0]!.answers as { field_key: string; value: string }[]).find((a) => a.field_key === 'legal_name')?.value,
    ).toBe('Li Wei');
    expect(await onboardingDigest(stored[0]!.answers as { field_key: string; value: string }[])).toEqual(device);
  });
});

/**
 * Company custom-field settings on real PGlite: who may manage them, validation that changes
 * nothing, ordering, and the rule that a field candidates answered keeps their answers (archive,
 * never delete, no type change).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, li: S;
let demoId: number, otherId: number, formActivity: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
    'li.wei@assay.test',
  ];
  [owner, recruiter, interviewer, otherOwner, admin, li] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  const activity = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select('a.job_step_activity_id')
    .where('j.uuid', '=', '11111111-1111-4111-8111-111111111111')
    .where('a.activity_type', '=', 'form')
    .executeTakeFirstOrThrow();
  formActivity = activity.job_step_activity_id;
});
afterAll(async () => t.close());

const list = (who: S, accountId = demoId, group = 'application') =>
  t.request({
    method: 'GET',
    url: `/api/account/v1/account-fields/?account_id=${accountId}&usage_type_id=2&field_group=${group}`,
    token: who.token,
  });
const create = (who: S, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/account/v1/account-field/',
    token: who.token,
    body: { account_id: demoId, usage_type_id: 2, field_group: 'application', is_required: false, ...body },
  });
const update = (who: S, id: number, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/account/v1/account-field/${id}/`, token: who.token, body });
const archive = (who: S, id: number, isArchived: boolean) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/account-field/${id}/archive/`,
    token: who.token,
    body: { is_archived: isArchived },
  });
const remove = (who: S, id: number) =>
  t.request({ method: 'DELETE', url: `/api/account/v1/account-field/${id}/`, token: who.token });
const order = (who: S, ids: number[], group = 'application', accountId = demoId) =>
  t.request({
    method: 'PUT',
    url: '/api/account/v1/account-fields/order/',
    token: who.token,
    body: { account_id: accountId, usage_type_id: 2, field_group: group, account_field_ids: ids },
  });
const fieldsTable = () => t.db.selectFrom('account_fields').selectAll().orderBy('account_field_id').execute();
const appForm = async () =>
  (
    await t.request({
      method: 'GET',
      url: `/api/user-response/v1/application-form/${DEMO_TRACKERS.liOpen}/?job_step_activity_id=${formActivity}`,
      token: li.token,
    })
  ).json().data.custom_fields as { account_field_id: number; label: string }[];

type Field = {
  account_field_id: number;
  label: string;
  sort_order: number;
  is_archived: boolean;
  answer_count: number;
  field_type: string;
};
const byLabel = async (label: string) => ((await list(owner)).json().data as Field[]).find((f) => f.label === label)!;

describe('who manages custom fields', () => {
  it("given Demo Company's owner or a provider admin, then they read its application fields in order with their answer counts", async () => {
    for (const who of [owner, admin]) {
      const res = await list(who);
      expect(res.statusCode, res.body).toBe(200);
      const fields = res.json().data as Field[];
      expect(fields.map((f) => f.label)).toEqual([
        'Are you legally authorized to work in the United States?',
        'Earliest start date',
        'Desired hourly pay (USD)',
        'How did you hear about us?',
        'Anything else we should know?',
      ]);
      expect(fields.every((f) => !f.is_archived)).toBe(true);
      // The demo's submitted forms answered the two required fields; the optional ones have no answer yet.
      const answered = await t.db
        .selectFrom('user_field_answers')
        .select('account_field_id')
        .where((eb) => eb.or([eb('answer', 'is not', null), eb('file_upload_response', 'is not', null)]))
        .execute();
      expect(fields.map((f) => f.answer_count)).toEqual(
        fields.map((f) => answered.filter((a) => a.account_field_id === f.account_field_id).length),
      );
      expect(fields.map((f) => f.answer_count > 0)).toEqual([true, true, false, false, false]);
    }
  });

  it("given the company's recruiter or interviewer (no settings access), a candidate, or another company's owner, then 403 / 404 and no write lands", async () => {
    const before = await fieldsTable();
    const field = (await byLabel('Earliest start date')).account_field_id;
    for (const who of [recruiter, interviewer, li]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await create(who, { label: 'Sneaky', field_type: 'text' })).statusCode).toBe(403);
      expect((await update(who, field, { label: 'Sneaky', field_type: 'text', is_required: false })).statusCode).toBe(
        403,
      );
      expect((await archive(who, field, true)).statusCode).toBe(403);
      expect((await remove(who, field)).statusCode).toBe(403);
    }
    expect((await list(otherOwner)).statusCode).toBe(404);
    expect((await create(otherOwner, { label: 'Sneaky', field_type: 'text' })).statusCode).toBe(404);
    expect(
      (await update(otherOwner, field, { label: 'Sneaky', field_type: 'text', is_required: false })).statusCode,
    ).toBe(404);
    expect((await archive(otherOwner, field, true)).statusCode).toBe(404);
    expect((await remove(otherOwner, field)).statusCode).toBe(404);
    expect((await order(otherOwner, [])).statusCode).toBe(404);
    expect((await list(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await list(admin, 2_000_000_000)).statusCode).toBe(404);
    expect(await fieldsTable()).toEqual(before);
  });

  it("given another company's owner, then they manage their own company's fields, which Demo Company's owner cannot see", async () => {
    const res = await create(otherOwner, {
      account_id: otherId,
      field_group: 'personal',
      label: 'Shirt size',
      field_type: 'select',
      options: ['S', 'M', 'L'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      account_id: otherId,
      field_group: 'personal',
      options: ['S', 'M', 'L'],
      sort_order: 1,
    });
    expect((await list(owner, otherId, 'personal')).statusCode).toBe(404);
    expect((await remove(owner, res.json().data.account_field_id)).statusCode).toBe(404);
    expect((await list(admin, otherId, 'personal')).json().data).toHaveLength(1);
  });
});

describe('validation', () => {
  it('given bad fields, then 400 names every problem and nothing is stored', async () => {
    const before = await fieldsTable();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ label: '   ', field_type: 'text' }, ['label']],
      [{ label: 'x'.repeat(201), field_type: 'text', help_text: 'y'.repeat(501) }, ['label', 'help_text']],
      [{ label: 'Pick one', field_type: 'select', options: ['Only'] }, ['options']],
      [{ label: 'Pick one', field_type: 'select', options: ['Yes', ' yes '] }, ['options']],
      [{ label: 'Free text', field_type: 'text', options: ['A'] }, ['options']],
      [{ label: 'earliest START date', field_type: 'date' }, ['label']],
    ];
    for (const [body, props] of cases) {
      const res = await create(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { prop: string }) => e.prop)).toEqual(props);
    }
    expect((await create(owner, { label: 'x', field_type: 'color' })).statusCode).toBe(400);
    expect((await create(owner, { label: 'x', field_type: 'text', usage_type_id: 1 })).statusCode).toBe(400);
    expect((await create(owner, { label: 'x', field_type: 'text', field_group: 'secret' })).statusCode).toBe(400);
    expect(await fieldsTable()).toEqual(before);
  });

  it('given a good field, then it is trimmed, added at the end, and the application form asks it', async () => {
    const res = await create(owner, {
      label: '  T-shirt size ',
      help_text: ' For the welcome pack ',
      field_type: 'select',
      options: [' S', 'M ', '', 'L'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      label: 'T-shirt size',
      help_text: 'For the welcome pack',
      options: ['S', 'M', 'L'],
      sort_order: 6,
      is_archived: false,
      answer_count: 0,
    });
    expect((await appForm()).map((f) => f.label).at(-1)).toBe('T-shirt size');
  });
});

describe('ordering', () => {
  it('given an order that misses, repeats or adds a field, then 400 and nothing moves; a full order is saved and the form follows it', async () => {
    const ids = ((await list(owner)).json().data as Field[])
      .filter((f) => !f.is_archived)
      .map((f) => f.account_field_id);
    const before = await fieldsTable();
    for (const bad of [
      ids.slice(1),
      [...ids, ids[0]!],
      [...ids.slice(1), 2_000_000_000],
      [...ids.slice(0, -1), ids[0]!],
    ]) {
      const res = await order(owner, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].prop).toBe('account_field_ids');
    }
    expect(await fieldsTable()).toEqual(before);
    const reversed = [...ids].reverse();
    const res = await order(owner, reversed);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Field[]).map((f) => f.account_field_id)).toEqual(reversed);
    expect((await appForm()).map((f) => f.account_field_id)).toEqual(reversed);
    expect((await order(owner, ids)).statusCode).toBe(200);
  });
});

describe('a field candidates have answered keeps their answers', () => {
  it('given Li answered the application form, then the answered field cannot be deleted or change type (409, unchanged) but can be archived and restored; an unanswered one is deleted', async () => {
    const form = await appForm();
    const id = (label: string) => form.find((f) => f.label === label)!.account_field_id;
    const submitted = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/application-form/',
      token: li.token,
      body: {
        ref_id: DEMO_TRACKERS.liOpen,
        job_step_activity_id: formActivity,
        profile: { first_name: 'Li', last_name: 'Wei', gender: 'Male', dob: '1995-01-02', phone_number: '5125550111' },
        custom_fields: [
          { account_field_id: id('Are you legally authorized to work in the United States?'), answer: 'Yes' },
          { account_field_id: id('Earliest start date'), answer: '2026-12-01' },
          { account_field_id: id('Desired hourly pay (USD)'), answer: '21.50' },
        ],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const pay = await byLabel('Desired hourly pay (USD)');
    expect(pay.answer_count).toBe(1);
    const refused = await remove(owner, pay.account_field_id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'conflict']);
    expect(refused.json().message).toMatch(/Archive it instead/);
    const retyped = await update(owner, pay.account_field_id, {
      label: 'Desired hourly pay (USD)',
      field_type: 'text',
      is_required: false,
    });
    expect(retyped.statusCode).toBe(409);
    expect((await byLabel('Desired hourly pay (USD)')).field_type).toBe('number');
    // Its label may still be corrected.
    expect(
      (
        await update(owner, pay.account_field_id, {
          label: 'Desired hourly pay (US dollars)',
          field_type: 'number',
          is_required: false,
        })
      ).statusCode,
    ).toBe(200);

    const archived = await archive(owner, pay.account_field_id, true);
    expect(archived.json().data).toMatchObject({ is_archived: true, answer_count: 1 });
    expect((await appForm()).some((f) => f.account_field_id === pay.account_field_id)).toBe(false);
    const answer = await t.db
      .selectFrom('user_field_answers')
      .select('answer')
      .where('account_field_id', '=', pay.account_field_id)
      .where('ref_id', '=', DEMO_TRACKERS.liOpen)
      .executeTakeFirstOrThrow();
    expect(answer.answer).toBe('21.50');
    // Archived fields are listed after the active ones.
    expect(((await list(owner)).json().data as Field[]).at(-1)!.account_field_id).toBe(pay.account_field_id);

    const restored = await archive(admin, pay.account_field_id, false);
    expect(restored.json().data).toMatchObject({ is_archived: false });
    const active = ((await list(owner)).json().data as Field[]).filter((f) => !f.is_archived);
    expect(active.at(-1)!.account_field_id).toBe(pay.account_field_id);

    const unanswered = await byLabel('Anything else we should know?');
    expect((await remove(owner, unanswered.account_field_id)).json()).toEqual({ data: { ok: true } });
    expect(await byLabel('Anything else we should know?')).toBeUndefined();
    expect((await remove(owner, unanswered.account_field_id)).statusCode).toBe(404);
  });

  it('given an archived field, then a new field may take its label, and restoring the old one is refused while the label is taken', async () => {
    const size = await byLabel('T-shirt size');
    expect((await archive(owner, size.account_field_id, true)).statusCode).toBe(200);
    expect((await create(owner, { label: 't-shirt SIZE', field_type: 'text' })).statusCode).toBe(200);
    const clash = await archive(owner, size.account_field_id, false);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual([
      { prop: 'label', message: 'Another field of this group already has this label.' },
    ]);
    expect((await byLabel('T-shirt size')).is_archived).toBe(true);
  });
});

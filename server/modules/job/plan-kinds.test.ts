/**
 * The plan editor's onboarding and language-test activities: an onboarding activity
 * names one of the job's company's forms; a language test gets one vendor_assessments row per part
 * in the same transaction, and needs the company's language test (vendor 1). Answered activities
 * cannot be swapped or deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accountIdByName, planClient } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let recruiter: S, otherOwner: S, interviewer: S;
let demoAccountId: number, otherAccountId: number, demoFormId: number, otherFormId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [recruiter, otherOwner, interviewer] = (await Promise.all(
    ['recruiter@demo-company.test', 'owner@other-company.test', 'interviewer@demo-company.test'].map((e) =>
      t.signIn(e),
    ),
  )) as [S, S, S];
  demoAccountId = await accountIdByName(t, 'Demo Company');
  otherAccountId = await accountIdByName(t, 'Other Company');
  demoFormId = (
    await t.db
      .selectFrom('account_onboarding_forms')
      .select('onboarding_form_id')
      .where('account_id', '=', demoAccountId)
      .executeTakeFirstOrThrow()
  ).onboarding_form_id;
  otherFormId = (
    await t.db
      .insertInto('account_onboarding_forms')
      .values({
        account_id: otherAccountId,
        name: JSON.stringify({ en: 'Other onboarding' }),
        fields: JSON.stringify([]),
      })
      .returning('onboarding_form_id')
      .executeTakeFirstOrThrow()
  ).onboarding_form_id;
});
afterAll(async () => t.close());

const { req, ok, draftWithStep: draftOf } = planClient(() => t);
const draftWithStep = (who: S) => draftOf(who, 'Bilingual Agent', 'Hire');

async function partsOf(activityId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('vendor_assessments')
    .select('external_vendor_asmt_id')
    .where('job_step_activity_id', '=', activityId)
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => r.external_vendor_asmt_id);
}

/** Marks an activity as started by a candidate (any existing tracker), the way the candidate side records it. */
async function markAnswered(activityId: number): Promise<void> {
  const { ref_id } = await t.db.selectFrom('user_step_activities').select('ref_id').limit(1).executeTakeFirstOrThrow();
  await t.db.insertInto('user_step_activities').values({ ref_id, job_step_activity_id: activityId }).execute();
}

describe('onboarding activities in the plan', () => {
  it("given the company's forms, when staff list them, then they see their own company's forms and whether it has the language test", async () => {
    const mine = await ok(recruiter, 'GET', `/job/v1/onboarding-forms/${demoAccountId}/`);
    expect(mine.language_test_enabled).toBe(true);
    expect(mine.forms.map((f: { onboarding_form_id: number }) => f.onboarding_form_id)).toEqual([demoFormId]);
    const theirs = await ok(otherOwner, 'GET', `/job/v1/onboarding-forms/${otherAccountId}/`);
    expect(theirs).toEqual({
      forms: [{ onboarding_form_id: otherFormId, name: { en: 'Other onboarding' } }],
      language_test_enabled: false,
    });
    expect((await req(otherOwner, 'GET', `/job/v1/onboarding-forms/${demoAccountId}/`)).statusCode).toBe(404);
  });

  it('given an onboarding activity, when added with a form of the company, then the plan names it; swapping to another form works until candidates respond', async () => {
    const { jobId, stepId } = await draftWithStep(recruiter);
    const added = await ok(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'onboarding',
      title: 'New hire details',
      onboarding_form_id: demoFormId,
    });
    expect(added).toMatchObject({
      activity_type: 'onboarding',
      onboarding_form_id: demoFormId,
      language_test: null,
      measurement_type_id: null,
    });
    const secondForm = (
      await t.db
        .insertInto('account_onboarding_forms')
        .values({ account_id: demoAccountId, name: JSON.stringify({ en: 'Second form' }), fields: JSON.stringify([]) })
        .returning('onboarding_form_id')
        .executeTakeFirstOrThrow()
    ).onboarding_form_id;
    const swapped = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      onboarding_form_id: secondForm,
    });
    expect(swapped.onboarding_form_id).toBe(secondForm);

    await markAnswered(added.job_step_activity_id);
    const before = await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`);
    const swap = await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      onboarding_form_id: demoFormId,
    });
    expect(swap.statusCode).toBe(409);
    expect(swap.json().message).toMatch(/already responded/);
    expect(
      (await req(recruiter, 'DELETE', `/job/v1/job-step/activity/${added.job_step_activity_id}/`)).statusCode,
    ).toBe(409);
    // The title may still change.
    await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      title: 'Before your first day',
    });
    const after = await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`);
    expect(after.steps[0].activities[0]).toMatchObject({
      onboarding_form_id: secondForm,
      title: 'Before your first day',
      has_responses: true,
    });
    expect(before.steps[0].activities[0].onboarding_form_id).toBe(secondForm);
  });

  it("given another company's form, a missing form or a form on another kind, then 400 and the plan is unchanged", async () => {
    const { jobId, stepId } = await draftWithStep(recruiter);
    const before = await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`);
    for (const body of [
      { activity_type: 'onboarding', title: 'Onboarding', onboarding_form_id: otherFormId },
      { activity_type: 'onboarding', title: 'Onboarding' },
      { activity_type: 'onboarding', title: 'Onboarding', onboarding_form_id: 999_999 },
      { activity_type: 'offer', title: 'Offer', onboarding_form_id: demoFormId },
      { activity_type: 'onboarding', title: 'Onboarding', onboarding_form_id: 'x' },
    ]) {
      const res = await req(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Nor as a new step's activity: the step is not created either.
    expect(
      (
        await req(recruiter, 'POST', `/job/v1/job-step/${jobId}/`, {
          name: 'More',
          activities: [{ activity_type: 'onboarding', title: 'O', onboarding_form_id: otherFormId }],
        })
      ).statusCode,
    ).toBe(400);
    const added = await ok(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'onboarding',
      title: 'Onboarding',
      onboarding_form_id: demoFormId,
    });
    expect(
      (
        await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
          onboarding_form_id: otherFormId,
        })
      ).statusCode,
    ).toBe(400);
    await ok(recruiter, 'DELETE', `/job/v1/job-step/activity/${added.job_step_activity_id}/`);
    expect(await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`)).toEqual(before);
    // The other company cannot reach this plan at all.
    expect(
      (
        await req(otherOwner, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
          activity_type: 'onboarding',
          title: 'O',
          onboarding_form_id: otherFormId,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('language-test activities in the plan', () => {
  it('given the company has the language test, when one is added, then one vendor part per chosen part is stored with it; edits replace them until candidates respond', async () => {
    const { jobId, stepId } = await draftWithStep(recruiter);
    const added = await ok(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'language_test',
      title: 'French test',
      language_test: { language: 'fr', instruction_language: 'en', parts: ['reading', 'listening'] },
    });
    expect(added).toMatchObject({
      activity_type: 'language_test',
      language_test: { language: 'fr', instruction_language: 'en', parts: ['reading', 'listening'] },
      onboarding_form_id: null,
    });
    expect(await partsOf(added.job_step_activity_id)).toEqual(['reading|fr|en', 'listening|fr|en']);

    const changed = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      language_test: { language: 'es', instruction_language: 'es', parts: ['listening'] },
    });
    expect(changed.language_test).toEqual({ language: 'es', instruction_language: 'es', parts: ['listening'] });
    expect(await partsOf(added.job_step_activity_id)).toEqual(['listening|es|es']);

    // A duplicated requisition keeps the parts.
    const copy = await ok(recruiter, 'POST', `/job/v1/job-duplicate/${jobId}/`, {});
    const copyPlan = await ok(recruiter, 'GET', `/job/v1/job-step/${copy.new_job_id}/`);
    expect(copyPlan.steps[0].activities[0].language_test).toEqual({
      language: 'es',
      instruction_language: 'es',
      parts: ['listening'],
    });

    await markAnswered(added.job_step_activity_id);
    // The same settings again are no change; different ones are refused.
    await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      title: 'Spanish test',
      language_test: { language: 'es', instruction_language: 'es', parts: ['listening'] },
    });
    const swap = await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      language_test: { language: 'es', instruction_language: 'en', parts: ['listening', 'reading'] },
    });
    expect(swap.statusCode).toBe(409);
    expect(
      (await req(recruiter, 'DELETE', `/job/v1/job-step/activity/${added.job_step_activity_id}/`)).statusCode,
    ).toBe(409);
    expect(await partsOf(added.job_step_activity_id)).toEqual(['listening|es|es']);
  });

  it('given a company without the language test (vendor 1), when staff add one, then 409 with a clear message and nothing is stored', async () => {
    const { jobId, stepId } = await draftWithStep(otherOwner);
    const before = await ok(otherOwner, 'GET', `/job/v1/job-step/${jobId}/`);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('vendor_assessments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const parts = await count();
    const res = await req(otherOwner, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'language_test',
      title: 'Test',
      language_test: { language: 'en', instruction_language: 'en', parts: ['reading'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/language test is not enabled/);
    const asStep = await req(otherOwner, 'POST', `/job/v1/job-step/${jobId}/`, {
      name: 'Lang',
      activities: [
        {
          activity_type: 'language_test',
          title: 'T',
          language_test: { language: 'en', instruction_language: 'en', parts: ['reading'] },
        },
      ],
    });
    expect(asStep.statusCode).toBe(409);
    expect(await ok(otherOwner, 'GET', `/job/v1/job-step/${jobId}/`)).toEqual(before);
    expect(await count()).toBe(parts);
  });

  it('given bad language-test input, then 400 and nothing changes', async () => {
    const { jobId, stepId } = await draftWithStep(recruiter);
    const before = await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`);
    const parts = await t.db
      .selectFrom('vendor_assessments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const language_test of [
      undefined,
      null,
      { language: 'en', instruction_language: 'en', parts: [] },
      { language: 'de', instruction_language: 'en', parts: ['reading'] },
      { language: 'en', instruction_language: 'xx', parts: ['reading'] },
      { language: 'en', instruction_language: 'en', parts: ['speaking'] },
      { language: 'en', instruction_language: 'en', parts: ['reading', 'reading'] },
      { language: 'en', instruction_language: 'en' },
    ]) {
      const res = await req(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
        activity_type: 'language_test',
        title: 'T',
        language_test,
      });
      expect(res.statusCode, JSON.stringify(language_test)).toBe(400);
    }
    const offer = await req(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'offer',
      title: 'O',
      language_test: { language: 'en', instruction_language: 'en', parts: ['reading'] },
    });
    expect(offer.statusCode).toBe(400);
    expect(await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`)).toEqual(before);
    expect(
      await t.db
        .selectFrom('vendor_assessments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(parts);
    // The interviewer is not on this draft's team: 404.
    expect(
      (
        await req(interviewer, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
          activity_type: 'language_test',
          title: 'T',
          language_test: { language: 'en', instruction_language: 'en', parts: ['reading'] },
        })
      ).statusCode,
    ).toBe(404);
  });
});

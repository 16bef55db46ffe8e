/**
 * More of write-aims.ts (D366, D379, D396): bodies that follow the rules their contract
 * does not state, aimed at records of the kind they need. An offer field and an onboarding form of
 * a kind without options, an interview kit whose questions probe the attribute it scores, the
 * onboarding activity's form (a provider's form), a plan step and an activity added to the
 * requisition with the onboarding activity (never requisition 1, whose reorders name every step and
 * activity it has), and offers on the requisition with the offer step: one made by the sweep, a
 * draft (made first, as the owner makes one) changed and then deleted, another sent and then
 * cancelled, and a third asked for approval and approved by the owner, whom the sweep's chain names.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { createOffer } from '../modules/offer/index.ts';
import { loadUser } from '../modules/user/index.ts';
import type { Hints } from './valid-body.ts';
import { kitAttribute } from './write-aims-records.ts';

/** The Demo Company's records these aims name. */
export async function bodyAimRecords(db: Db, account: number): Promise<Hints> {
  const one = async (query: ReturnType<typeof sql<{ v: unknown }>>) => (await query.execute(db)).rows[0]?.v;
  const onboarding = (
    await sql<{ activity: number; step: number; job: number }>`select a.job_step_activity_id as activity,
      s.job_step_id as step, s.job_id as job from job_step_activities a join job_steps s using (job_step_id)
      join jobs j using (job_id) where j.account_id = ${account} and a.activity_type = 'onboarding'
      order by a.job_step_activity_id limit 1`.execute(db)
  ).rows[0];
  const offer = await offerRecords(db, account);
  const values: Hints = {
    ...offer,
    onboardingForm: await one(
      sql`select min(onboarding_form_id) as v from account_onboarding_forms where account_id = ${account}`,
    ),
    onboardingActivity: onboarding?.activity,
    onboardingStep: onboarding?.step,
    onboardingJob: onboarding?.job,
    interviewQuestion: await one(
      sql`select min(account_question_id) as v from account_questions where account_id = ${account}
        and question_list = 'interview' and not is_archived`,
    ),
    weeklyHoursField: await one(
      sql`select offer_field_id as v from offer_fields where account_id = ${account} and field_key = 'weekly_hours'`,
    ),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

/** A day `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The Demo Company's offer fields' values (its seed's three; the sweep's own field is optional). */
const fieldValues = { salary: '52000', start_date: inDays(90), weekly_hours: '40' };

/**
 * The requisition with the offer step, its English letter and four of its applications without an
 * offer: the sweep's new offer goes to the first, the drafts made here to the other three.
 */
async function offerRecords(db: Db, account: number): Promise<Hints> {
  const step = (
    await sql<{ activity: number; job: number }>`select a.job_step_activity_id as activity, s.job_id as job
      from job_step_activities a join job_steps s using (job_step_id) join jobs j using (job_id)
      where j.account_id = ${account} and a.activity_type = 'offer' order by a.job_step_activity_id limit 1`.execute(db)
  ).rows[0];
  const letter = (
    await sql<{ v: number }>`select min(offer_letter_template_id) as v from offer_letter_templates
      where account_id = ${account} and kind = 'letter' and language = 'en' and archived_at is null`.execute(db)
  ).rows[0]?.v;
  const owner = (
    await sql<{ v: number }>`select user_id as v from users where email = 'owner@demo-company.test'`.execute(db)
  ).rows[0]?.v;
  if (!step || !letter || !owner) return {};
  const applications = (
    await sql<{ v: number }>`select t.user_step_tracker_id as v from user_trackers t where t.job_id = ${step.job}
      and t.status = 'active' and not exists (select 1 from offers o where o.ref_id = t.ref_id)
      order by t.user_step_tracker_id limit 4`.execute(db)
  ).rows.map((r) => r.v);
  const viewer = await loadUser(db, owner);
  if (applications.length < 4 || !viewer) return {};
  const draft = async (application: number) =>
    (
      await createOffer(db, viewer, {
        ...offerBody(letter),
        user_smartreq_id: application,
        job_step_activity_id: step.activity,
      })
    ).offer_uuid;
  return {
    offerActivity: step.activity,
    offerLetter: letter,
    offerApplication: applications[0],
    draftOffer: await draft(applications[1]!),
    offerToSend: await draft(applications[2]!),
    // Asked for approval once the sweep's chain names the owner (PUT /offer/v1/approvers/), then approved.
    offerToApprove: await draft(applications[3]!),
  };
}

const offerBody = (letter: unknown) => ({
  offer_letter_template_id: letter as number,
  offer_letter_details_template_id: null,
  field_values: fieldValues,
  signers: [{ role: 'candidate' as const }],
});

interface Aim {
  params?: Hints;
  body?: Record<string, unknown> | ((generated: unknown) => unknown);
}

const over = (extra: Record<string, unknown>) => (generated: unknown) => ({ ...(generated as object), ...extra });
/** A text field: options belong to a choice only. */
const textField = { field_type: 'text', options: [], min_value: null, max_value: null };
const onboardingForm = (r: Hints) => ({
  account_id: r.accountId,
  name: { en: 'Before your first day' },
  fields: [
    { field_key: 'first_day', label: { en: 'Your first day' }, field_type: 'date', is_required: true, options: [] },
  ],
});
/** A resume activity: no settings of another kind. */
const resumeActivity = { activity_type: 'resume', title: 'Your resume' };
/** The kit's questions probe the one attribute it scores, and name no bank question. */
const kitBody = (generated: unknown) => {
  const body = generated as { questions: Record<string, unknown>[] };
  return {
    ...body,
    attributes: [kitAttribute],
    questions: body.questions.map((q) => ({
      ...q,
      account_question_id: null,
      attribute_type_ids: [kitAttribute.attribute_type_id],
    })),
  };
};

export const BODY_AIMS: Record<string, (records: Hints) => Aim> = {
  // A question for the interview list (company settings; the pre-screen list takes anyone's), and one renamed.
  'POST /account/v1/questions/{accountId}/': () => ({
    body: () => ({
      question_list: 'interview',
      question_type: 'long_text',
      question_text: 'Tell us about a time you changed your mind at work.',
      help_text: 'Ask what made them change it.',
    }),
  }),
  'PATCH /account/v1/question/{accountQuestionId}/': (r) => ({
    params: { accountQuestionId: r.interviewQuestion },
    body: () => ({ question_text: 'Tell me about a time you calmed an upset customer, step by step.' }),
  }),
  'POST /offer/v1/offer-fields/': () => ({ body: over({ ...textField, field_key: 'sweep_note', required: false }) }),
  'PUT /offer/v1/offer-fields/{offerFieldId}/': (r) => ({
    params: { offerFieldId: r.weeklyHoursField },
    body: over({ ...textField, field_key: 'weekly_hours', field_type: 'number', min_value: 1, max_value: 60 }),
  }),
  'POST /account/v1/account-onboarding-form/': (r) => ({ body: () => onboardingForm(r) }),
  'PUT /account/v1/account-onboarding-form/{id}/': (r) => ({
    params: { id: r.onboardingForm },
    body: () => onboardingForm(r),
  }),
  'PUT /job/v1/onboarding-form-step-activity/{jobStepActivityId}/': (r) => ({
    params: { jobStepActivityId: r.onboardingActivity },
    body: { onboarding_form_id: r.onboardingForm },
  }),
  'POST /interview/v1/kits/': () => ({ body: kitBody }),
  'PUT /interview/v1/kits/{kitId}/': () => ({ body: kitBody }),
  'POST /offer/v1/offers/': (r) => ({
    body: () => ({
      ...offerBody(r.offerLetter),
      user_smartreq_id: r.offerApplication,
      job_step_activity_id: r.offerActivity,
    }),
  }),
  'PUT /offer/v1/offers/{offerUuid}/': (r) => ({
    params: { offerUuid: r.draftOffer },
    body: () => ({ ...offerBody(r.offerLetter), field_values: { ...fieldValues, salary: '54000' } }),
  }),
  'DELETE /offer/v1/offers/{offerUuid}/': (r) => ({ params: { offerUuid: r.draftOffer } }),
  'POST /offer/v1/offers/{offerUuid}/send/': (r) => ({ params: { offerUuid: r.offerToSend } }),
  'POST /offer/v1/offers/{offerUuid}/cancel/': (r) => ({ params: { offerUuid: r.offerToSend } }),
  // The chain the sweep saved before these names the owner: asked, then approved by them.
  'POST /offer/v1/offers/{offerUuid}/approval-request/': (r) => ({ params: { offerUuid: r.offerToApprove } }),
  'POST /offer/v1/offers/{offerUuid}/approval/': (r) => ({
    params: { offerUuid: r.offerToApprove },
    body: () => ({ decision: 'approve' }),
  }),
  'POST /job/v1/job-step/{jobId}/': (r) => ({
    params: { jobId: r.onboardingJob },
    body: () => ({ name: 'References', activities: [resumeActivity] }),
  }),
  'POST /job/v1/job-step/step/{jobStepId}/activity/': (r) => ({
    params: { jobStepId: r.onboardingStep },
    body: () => resumeActivity,
  }),
};

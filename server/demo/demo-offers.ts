/**
 * Demo Company's offers and the requisition that shows the whole hiring path: "Assistant Store
 * Manager", whose plan is Application (form, resume, equal-opportunity questions), then an
 * Interview with the demo kit (panel: Ines Interviewer and Olivia Owner), then an Offer. The
 * company's offer fields and an offer letter (and a benefits details) template in en, es and fr,
 * and eight applicants, one at each point: just applied, part-way and done with the application,
 * waiting to book an interview, interview booked, interviewed, offer sent, offer signed.
 *
 * The applications are rows as an application writes them (fixed ref_ids and past dates, and the
 * "application received" mail through the same function); their form, resume and EEOC answers
 * come from demo-evidence.ts like every seeded completion's. From the interview on, everything goes
 * through the services the API calls, as the people named: the offer settings service writes the
 * fields and templates, the scheduling service sends the link and books the interview (its mails
 * with the calendar file), the interview station records both evaluations (completing the
 * activity), the offer service creates and sends the offers, and the signing service has the
 * candidate and then Olivia Owner sign one, so the signed offer carries the stamped and sealed PDF
 * the real flow makes. Those steps happen at seeding time (the services read the clock). The
 * applicants are in demo-offer-applicants.ts, the benefits details in demo-offer-settings.ts.
 */
import type { Db } from '../db/database.ts';
import { mailApplicationReceived } from '../modules/progress/index.ts';
import { addDefaultOfferSetup } from '../modules/offer-letter/index.ts';
import { createTemplate, templatesOf, createOffer, sendOffer, signOffer, viewToSign } from '../modules/offer/index.ts';
import { scheduleManually, sendSchedulingLink } from '../modules/interview-scheduling/index.ts';
import { startInterview, submitEvaluation } from '../modules/interview/index.ts';
import { DEMO_KIT_NAME } from '../db/seed/demo-interviews.ts';
import {
  EVALUATIONS,
  OFFER_APPLICANTS,
  OFFER_JOB_TITLE,
  OFFER_JOB_UUID,
  offerApplicantRefId,
  offerApplicantUserUuid,
  type PipelineStage,
} from '../db/seed/demo-offer-applicants.ts';
import { DEMO_OFFER_DETAILS } from '../db/seed/demo-offer-settings.ts';
import { inlineTransactions, signedIn } from './seed-services.ts';

const DAY = 86_400_000;

/** The next weekday at least two days ahead, 15:00 UTC (morning in Austin, afternoon for the panel). */
function interviewSlot(now: number): Date {
  const day = new Date(now + 2 * DAY);
  day.setUTCHours(15, 0, 0, 0);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setTime(day.getTime() + DAY);
  return day;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedDemoOffers(trx: Db, publicUrl: string): Promise<void> {
  const db = inlineTransactions(trx);
  const links = { publicUrl };
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const owner = await signedIn(db, 'owner@demo-company.test');
  const recruiter = await signedIn(db, 'recruiter@demo-company.test');
  const interviewer = await signedIn(db, 'interviewer@demo-company.test');
  const kit = await db
    .selectFrom('interview_kits')
    .select('interview_kit_id')
    .where('account_id', '=', demo.account_id)
    .where('name', '=', DEMO_KIT_NAME)
    .executeTakeFirstOrThrow();

  // The offer setup every company starts with (D216), and benefits details the owner added in the settings.
  await addDefaultOfferSetup(db, demo.account_id);
  for (const details of DEMO_OFFER_DETAILS)
    await createTemplate(db, owner, demo.account_id, { ...details, account_id: demo.account_id });
  const templates = await templatesOf(db, demo.account_id);
  const templateOf = (kind: 'letter' | 'details', language: string) =>
    templates.find((t) => t.kind === kind && t.language === language)!.offer_letter_template_id;

  // The requisition: Application, then the interview, then the offer.
  const { job_id } = await db
    .insertInto('jobs')
    .values({
      uuid: OFFER_JOB_UUID,
      account_id: demo.account_id,
      job_type_id: 2,
      title: OFFER_JOB_TITLE,
      tracker_title: 'Job Application',
      city: 'Austin',
      state: 'TX',
      is_accepting_applications: true,
      retake_interval_days: 30,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const step = async (name: string, sort_order: number) =>
    (
      await db
        .insertInto('job_steps')
        .values({ job_id, name, sort_order })
        .returning('job_step_id')
        .executeTakeFirstOrThrow()
    ).job_step_id;
  const applicationStep = await step('Application', 1);
  const interviewStep = await step('Interview', 2);
  const offerStep = await step('Offer', 3);
  const activities = await db
    .insertInto('job_step_activities')
    .values([
      { job_step_id: applicationStep, activity_type: 'form', title: 'Application form', sort_order: 1 },
      { job_step_id: applicationStep, activity_type: 'resume', title: 'Resume', sort_order: 2 },
      {
        job_step_id: applicationStep,
        activity_type: 'eeoc',
        title: 'Equal opportunity questions (voluntary)',
        sort_order: 3,
      },
      {
        job_step_id: interviewStep,
        activity_type: 'interview',
        title: 'Interview with the store manager',
        title_i18n: JSON.stringify({
          es: 'Entrevista con la gerente de tienda',
          fr: 'Entretien avec la gérante du magasin',
        }),
        sort_order: 1,
        interview_kit_id: kit.interview_kit_id,
        instructions: 'Ask for Olivia at the front desk ten minutes before your interview.',
        settings: JSON.stringify({
          interview_duration_minutes: 45,
          interview_location: 'Austin store, back office',
          interview_meeting_url: '',
        }),
      },
      {
        job_step_id: offerStep,
        activity_type: 'offer',
        title: 'Offer letter',
        title_i18n: JSON.stringify({ es: 'Carta de oferta', fr: 'Lettre d’offre' }),
        sort_order: 1,
      },
    ])
    .returning(['job_step_activity_id', 'activity_type'])
    .execute();
  const activityOf = (type: string) => activities.find((a) => a.activity_type === type)!.job_step_activity_id;
  const applicationActivities = ['form', 'resume', 'eeoc'].map(activityOf);
  const interviewActivity = activityOf('interview');
  const offerActivity = activityOf('offer');
  await db
    .insertInto('job_step_activity_interviewers')
    .values([interviewer, owner].map((u) => ({ job_step_activity_id: interviewActivity, user_id: u.user_id })))
    .execute();
  await db.insertInto('job_team_members').values({ job_id, user_id: recruiter.user_id }).execute();
  const job = { job_id, uuid: OFFER_JOB_UUID, title: OFFER_JOB_TITLE, account_id: demo.account_id };

  // The applications, as applying writes them, with the application step's completions.
  const now = Date.now();
  const users = await db
    .insertInto('users')
    .values(
      OFFER_APPLICANTS.map((a, i) => ({
        uuid: offerApplicantUserUuid(i),
        email: a.email,
        first_name: a.first_name,
        last_name: a.last_name,
        preferred_language: a.language,
        password_hash: null,
        created_at: new Date(now - a.days_ago * DAY),
      })),
    )
    .returning(['user_id', 'email'])
    .execute();
  const userIdOf = (email: string) => users.find((u) => u.email === email)!.user_id;
  const done = (stage: PipelineStage) => (stage === 'applied' ? 0 : stage === 'application_started' ? 1 : 3);
  await db
    .insertInto('user_trackers')
    .values(
      OFFER_APPLICANTS.map((a, i) => ({
        ref_id: offerApplicantRefId(i),
        user_id: userIdOf(a.email),
        job_id,
        account_id: demo.account_id,
        created_at: new Date(now - a.days_ago * DAY),
        is_new: a.days_ago < 5,
        completed_activity_count: done(a.stage),
      })),
    )
    .execute();
  await db
    .insertInto('user_step_activities')
    .values(
      OFFER_APPLICANTS.flatMap((a, i) =>
        applicationActivities.slice(0, done(a.stage)).map((job_step_activity_id, k) => ({
          ref_id: offerApplicantRefId(i),
          job_step_activity_id,
          is_completed: true,
          created_at: new Date(now - a.days_ago * DAY + k * 10 * 60_000),
          completed_at: new Date(now - a.days_ago * DAY + k * 10 * 60_000 + 8 * 60_000),
        })),
      ),
    )
    .execute();
  for (const [i, a] of OFFER_APPLICANTS.entries())
    await mailApplicationReceived(db, publicUrl, userIdOf(a.email), job, offerApplicantRefId(i));
  const applications = await db
    .selectFrom('user_trackers')
    .select(['ref_id', 'user_step_tracker_id'])
    .where('job_id', '=', job_id)
    .execute();
  const userSmartreqIdOf = (i: number) =>
    applications.find((r) => r.ref_id === offerApplicantRefId(i))!.user_step_tracker_id;

  // The interviews: a link to book (Rafael sends it), a time Rafael booked, and three held with both evaluations in.
  const kitQuestions = await db
    .selectFrom('interview_kit_questions as q')
    .innerJoin('interview_kit_question_attributes as a', 'a.interview_kit_question_id', 'q.interview_kit_question_id')
    .select(['q.interview_kit_question_id', 'a.attribute_type_id'])
    .where('q.interview_kit_id', '=', kit.interview_kit_id)
    .orderBy('q.sort_order')
    .execute();
  const attributeIds = [...new Set(kitQuestions.map((q) => q.attribute_type_id))];
  for (const [i, a] of OFFER_APPLICANTS.entries()) {
    if (a.stage === 'interview_requested') {
      await sendSchedulingLink(db, links, recruiter, userSmartreqIdOf(i), interviewActivity, {});
    } else if (a.stage === 'interview_scheduled') {
      await scheduleManually(db, links, recruiter, userSmartreqIdOf(i), interviewActivity, {
        starts_at: interviewSlot(now).toISOString(),
        time_zone: 'America/Chicago',
        duration_minutes: 45,
        // Olivia alone: Ines keeps her afternoon free.
        interviewer_user_ids: [owner.user_id],
      });
    } else if (EVALUATIONS[a.email]) {
      const { interview_uuid } = await startInterview(db, interviewer, {
        purpose: 'interview',
        ref_id: offerApplicantRefId(i),
        job_step_activity_id: interviewActivity,
      });
      for (const [k, who] of [interviewer, owner].entries()) {
        const evaluation = EVALUATIONS[a.email]![k]!;
        await submitEvaluation(db, who, interview_uuid, {
          interview_uuid,
          notes: evaluation.notes,
          recommendation: evaluation.recommendation,
          scores: attributeIds.map((attribute_type_id, n) => ({ attribute_type_id, score: evaluation.scores[n % 3]! })),
          answers: kitQuestions
            .slice(0, 1)
            .map((q) => ({ interview_kit_question_id: q.interview_kit_question_id, notes: evaluation.notes })),
        });
      }
    }
  }

  // The offers: Priya's sent and waiting for her signature; Lucía's, in Spanish, signed by her and countersigned by Olivia.
  for (const [i, a] of OFFER_APPLICANTS.entries()) {
    if (a.stage !== 'offer_sent' && a.stage !== 'offer_signed') continue;
    const offer = await createOffer(db, recruiter, {
      user_smartreq_id: userSmartreqIdOf(i),
      job_step_activity_id: offerActivity,
      offer_letter_template_id: templateOf('letter', a.language),
      offer_letter_details_template_id: templateOf('details', a.language),
      field_values: {
        salary: a.stage === 'offer_signed' ? '54000' : '52000',
        start_date: isoDate(now + (a.stage === 'offer_signed' ? 14 : 21) * DAY),
        weekly_hours: '40',
      },
      signers: [{ role: 'candidate' }, { role: 'staff', user_id: owner.user_id }],
    });
    await sendOffer(db, recruiter, offer.offer_uuid, links);
    if (a.stage !== 'offer_signed') continue;
    const candidate = await signedIn(db, a.email);
    for (const [who, ip] of [
      [candidate, '203.0.113.24'],
      [owner, '198.51.100.7'],
    ] as const) {
      const ctx = { viewer: who, token: undefined, ip };
      const read = await viewToSign(db, offer.offer_uuid, ctx, links);
      await signOffer(
        db,
        offer.offer_uuid,
        ctx,
        {
          document_sha256: read.document.sha256,
          signature: { kind: 'typed', name: `${who.first_name} ${who.last_name}` },
        },
        links,
      );
    }
  }
}

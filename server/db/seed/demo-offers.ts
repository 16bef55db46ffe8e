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
 * the real flow makes. Those steps happen at seeding time (the services read the clock).
 */
import type { OfferTemplate, SaveOfferField, SaveOfferTemplate } from '../../../contracts/offer-settings.ts';
import type { Db } from '../database.ts';
import { mailApplicationReceived } from '../../modules/progress/progress.service.ts';
import { createField, createTemplate } from '../../modules/offer/offer-settings.service.ts';
import { createOffer, sendOffer } from '../../modules/offer/offer.service.ts';
import { signOffer, viewToSign } from '../../modules/offer/offer-signing.service.ts';
import { scheduleManually, sendSchedulingLink } from '../../modules/interview-scheduling/scheduling.service.ts';
import { startInterview, submitEvaluation } from '../../modules/interview/interview.service.ts';
import { DEMO_KIT_NAME } from './demo-interviews.ts';
import { inlineTransactions, signedIn } from './seed-services.ts';

export const OFFER_JOB_UUID = '0b0a4d18-0000-4000-8000-000000000003';
export const OFFER_JOB_TITLE = 'Assistant Store Manager';

const DAY = 86_400_000;
const hex12 = (n: number) => n.toString(16).padStart(12, '0');
/** Fixed ids, so tests and links can name the applications. */
export const offerApplicantRefId = (i: number) => `f0000000-0000-4000-8000-${hex12(i + 1)}`;
const offerApplicantUserUuid = (i: number) => `f1000000-0000-4000-8000-${hex12(i + 1)}`;

export type PipelineStage =
  | 'applied'
  | 'application_started'
  | 'application_done'
  | 'interview_requested'
  | 'interview_scheduled'
  | 'interviewed'
  | 'offer_sent'
  | 'offer_signed';

export const OFFER_APPLICANTS: {
  first_name: string;
  last_name: string;
  email: string;
  language: 'en' | 'es' | 'fr';
  days_ago: number;
  stage: PipelineStage;
}[] = [
  {
    first_name: 'Hannah',
    last_name: 'Kowalczyk',
    email: 'hannah.kowalczyk@example.com',
    language: 'en',
    days_ago: 1,
    stage: 'applied',
  },
  {
    first_name: 'Diego',
    last_name: 'Morales',
    email: 'diego.morales@example.com',
    language: 'es',
    days_ago: 3,
    stage: 'application_started',
  },
  {
    first_name: 'Aisha',
    last_name: 'Bello',
    email: 'aisha.bello@example.com',
    language: 'en',
    days_ago: 6,
    stage: 'application_done',
  },
  {
    first_name: 'Marcus',
    last_name: 'Lindqvist',
    email: 'marcus.lindqvist@example.com',
    language: 'en',
    days_ago: 8,
    stage: 'interview_requested',
  },
  {
    first_name: 'Sophie',
    last_name: 'Laurent',
    email: 'sophie.laurent@example.com',
    language: 'fr',
    days_ago: 10,
    stage: 'interview_scheduled',
  },
  {
    first_name: 'Kenji',
    last_name: 'Watanabe',
    email: 'kenji.watanabe@example.com',
    language: 'en',
    days_ago: 14,
    stage: 'interviewed',
  },
  {
    first_name: 'Priya',
    last_name: 'Raman',
    email: 'priya.raman@example.com',
    language: 'en',
    days_ago: 18,
    stage: 'offer_sent',
  },
  {
    first_name: 'Lucía',
    last_name: 'Fernández',
    email: 'lucia.fernandez@example.com',
    language: 'es',
    days_ago: 25,
    stage: 'offer_signed',
  },
];

/** The company's offer fields (company settings: one language, the company's). */
export const DEMO_OFFER_FIELDS: Omit<SaveOfferField, 'account_id'>[] = [
  {
    field_key: 'salary',
    label: 'Annual salary (USD)',
    field_type: 'money',
    required: true,
    options: [],
    min_value: 20000,
    max_value: 250000,
    sort_order: 1,
  },
  {
    field_key: 'start_date',
    label: 'Start date',
    field_type: 'date',
    required: true,
    options: [],
    min_value: null,
    max_value: null,
    sort_order: 2,
  },
  {
    field_key: 'weekly_hours',
    label: 'Hours per week',
    field_type: 'number',
    required: true,
    options: [],
    min_value: 10,
    max_value: 60,
    sort_order: 3,
  },
];

/** The offer letter and its benefits details, in each language the product speaks. */
export const DEMO_OFFER_TEMPLATES: Omit<SaveOfferTemplate, 'account_id'>[] = [
  {
    kind: 'letter',
    language: 'en',
    name: 'Standard offer letter',
    body: [
      '# Offer of employment',
      'Dear {{candidate_first_name}},',
      'We are delighted to offer you the position of **{{job_title}}** at {{company_name}}. This letter sets out the main terms of your employment.',
      '- Annual salary: {{salary}} USD, paid every two weeks\n- Start date: {{start_date}}\n- Hours: {{weekly_hours}} hours a week',
      '{{offer_details}}',
      'Your employment depends on checking your right to work in the United States on your first day.',
      'To accept this offer, sign below. We look forward to welcoming you to the team.',
      'The {{company_name}} hiring team',
    ].join('\n\n'),
  },
  {
    kind: 'letter',
    language: 'es',
    name: 'Carta de oferta estándar',
    body: [
      '# Oferta de empleo',
      'Estimado/a {{candidate_first_name}}:',
      'Nos complace ofrecerle el puesto de **{{job_title}}** en {{company_name}}. Esta carta recoge las condiciones principales de su contratación.',
      '- Salario anual: {{salary}} USD, pagado cada dos semanas\n- Fecha de incorporación: {{start_date}}\n- Jornada: {{weekly_hours}} horas semanales',
      '{{offer_details}}',
      'Su contratación depende de que se compruebe su permiso de trabajo en los Estados Unidos el primer día.',
      'Para aceptar esta oferta, firme a continuación. Esperamos darle pronto la bienvenida al equipo.',
      'El equipo de selección de {{company_name}}',
    ].join('\n\n'),
  },
  {
    kind: 'letter',
    language: 'fr',
    name: 'Lettre d’offre standard',
    body: [
      '# Offre d’emploi',
      'Bonjour {{candidate_first_name}},',
      'Nous avons le plaisir de vous proposer le poste de **{{job_title}}** chez {{company_name}}. Cette lettre précise les principales conditions de votre embauche.',
      '- Salaire annuel : {{salary}} USD, versé toutes les deux semaines\n- Date d’entrée en fonction : {{start_date}}\n- Horaires : {{weekly_hours}} heures par semaine',
      '{{offer_details}}',
      'Votre embauche dépend de la vérification de votre autorisation de travail aux États-Unis le premier jour.',
      'Pour accepter cette offre, signez ci-dessous. Nous serons heureux de vous accueillir dans l’équipe.',
      'L’équipe de recrutement de {{company_name}}',
    ].join('\n\n'),
  },
  {
    kind: 'details',
    language: 'en',
    name: 'Benefits',
    body: '## Benefits\n\n- Health, dental and vision insurance from your first month\n- 15 days of paid time off a year, plus public holidays\n- A 20 % staff discount in every store',
  },
  {
    kind: 'details',
    language: 'es',
    name: 'Beneficios',
    body: '## Beneficios\n\n- Seguro médico, dental y de la vista desde el primer mes\n- 15 días de vacaciones pagadas al año, además de los días festivos\n- Un 20 % de descuento para el personal en todas las tiendas',
  },
  {
    kind: 'details',
    language: 'fr',
    name: 'Avantages',
    body: '## Avantages\n\n- Assurance santé, dentaire et optique dès le premier mois\n- 15 jours de congés payés par an, en plus des jours fériés\n- 20 % de remise pour le personnel dans tous les magasins',
  },
];

/** What each interviewer wrote, per applicant interviewed: scores 1-5 in the kit's attribute order. */
const EVALUATIONS: Record<
  string,
  { scores: [number, number, number]; recommendation: 'strong_yes' | 'yes' | 'no'; notes: string }[]
> = {
  'kenji.watanabe@example.com': [
    {
      scores: [4, 3, 4],
      recommendation: 'yes',
      notes: 'Calm and clear; ran a small team at his last store. Would like more evidence of coaching.',
    },
    {
      scores: [4, 4, 3],
      recommendation: 'yes',
      notes: 'Good examples of handling complaints. Plans shifts carefully.',
    },
  ],
  'priya.raman@example.com': [
    {
      scores: [5, 4, 4],
      recommendation: 'strong_yes',
      notes: 'Excellent customer stories with measurable results; already trains new staff.',
    },
    {
      scores: [4, 5, 4],
      recommendation: 'strong_yes',
      notes: 'Strong planner: handled two call-ins with a clear priority list.',
    },
  ],
  'lucia.fernandez@example.com': [
    {
      scores: [5, 4, 5],
      recommendation: 'strong_yes',
      notes: 'Turned an angry customer into a regular; gives feedback kindly and directly.',
    },
    {
      scores: [4, 4, 5],
      recommendation: 'yes',
      notes: 'Thoughtful about scheduling; bilingual, which our Austin stores need.',
    },
  ],
};

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

  // The company's offer fields and templates, as the owner saves them in the settings.
  for (const field of DEMO_OFFER_FIELDS) await createField(db, owner, { ...field, account_id: demo.account_id });
  const templates: OfferTemplate[] = [];
  for (const template of DEMO_OFFER_TEMPLATES)
    templates.push(await createTemplate(db, owner, { ...template, account_id: demo.account_id }));
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
        sort_order: 1,
        interview_kit_id: kit.interview_kit_id,
        instructions: 'Ask for Olivia at the front desk ten minutes before your interview.',
        settings: JSON.stringify({
          interview_duration_minutes: 45,
          interview_location: 'Austin store, back office',
          interview_meeting_url: '',
        }),
      },
      { job_step_id: offerStep, activity_type: 'offer', title: 'Offer letter', sort_order: 1 },
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

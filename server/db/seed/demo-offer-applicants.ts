/**
 * The "Assistant Store Manager" requisition's eight demo applicants, one at each point of the
 * hiring path, with fixed ids, and what each interviewer wrote about those interviewed. The
 * seeding itself is in demo-offers.ts.
 */

export const OFFER_JOB_UUID = '0b0a4d18-0000-4000-8000-000000000003';
export const OFFER_JOB_TITLE = 'Assistant Store Manager';

const hex12 = (n: number) => n.toString(16).padStart(12, '0');
/** Fixed ids, so tests and links can name the applications. */
export const offerApplicantRefId = (i: number) => `f0000000-0000-4000-8000-${hex12(i + 1)}`;
export const offerApplicantUserUuid = (i: number) => `f1000000-0000-4000-8000-${hex12(i + 1)}`;

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

/** What each interviewer wrote, per applicant interviewed: scores 1-5 in the kit's attribute order. */
export const EVALUATIONS: Record<
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

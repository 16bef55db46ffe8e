/**
 * Demo Company's interview-question list (the three questions below, each probing one competency)
 * and its interview kit "Customer service interview", copied from that list (three questions
 * probing three competencies, each with a 1-5 rubric), and a performance-review kit written in place, and a seventh demo
 * requisition, "Shift Supervisor", whose one step is an interview run with that kit by Ines
 * Interviewer. No tracker is seeded (tests and demos apply to it), so no other job's counts move;
 * added after every other demo row so no existing id moves. Its requisition, interview step and
 * kit are written by helpers the onboarding seed and the write sweep's own interview requisition
 * (server/test/write-aims-interviews.ts) use too.
 */
import type { Db } from '../database.ts';

export const INTERVIEW_JOB_UUID = '0b0a4d18-0000-4000-8000-000000000002';
export const DEMO_KIT_NAME = 'Customer service interview';
export const DEMO_REVIEW_KIT_NAME = 'Quarterly performance review';

const ANCHORS = [
  'No evidence; the answer avoids the question.',
  'Vague; one example without detail.',
  'A clear example with some result.',
  'Several clear examples with measurable results.',
  'Outstanding: teaches others, anticipates problems.',
];

/** The requisition's own anchored levels (D160) for the kit's first attribute, as a recruiter would write them. */
export const REQUISITION_LEVELS = [
  { level: 1, label: 'Not yet', description: 'Blames the customer or the rules; no example.' },
  { level: 2, label: 'Emerging', description: 'Listens, then hands the problem to someone else.' },
  { level: 3, label: 'Solid', description: 'Calms the customer and solves the usual problem alone.' },
  { level: 4, label: 'Strong', description: 'Turns an upset customer into a returning one, with a clear example.' },
  { level: 5, label: 'Role model', description: 'Coaches colleagues through difficult customers.' },
];

const QUESTIONS = [
  {
    text: 'Tell me about a time you calmed an upset customer.',
    guidance: 'Listen for what they did, not what the team did.',
  },
  { text: 'How do you plan a shift when two people call in sick?', guidance: 'Look for priorities and communication.' },
  { text: 'Describe feedback you gave a colleague that changed how they worked.', guidance: 'Ask what happened next.' },
];

/** The company's interview-question list: the questions, in order, with the competency each probes. */
async function questionList(db: Db, accountId: number, attributeIds: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, q] of QUESTIONS.entries()) {
    const { account_question_id } = await db
      .insertInto('account_questions')
      .values({
        account_id: accountId,
        question_list: 'interview',
        question_type: 'long_text',
        question_text: q.text,
        help_text: q.guidance,
        settings: '{}',
      })
      .returning('account_question_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('question_attributes')
      .values({ account_question_id, attribute_type_id: attributeIds[i % attributeIds.length]! })
      .execute();
    ids.push(account_question_id);
  }
  return ids;
}

/**
 * A kit with the demo questions (each probing an attribute of `attributeIds` in turn, with five
 * anchored levels for each attribute), copied from the list when `templateIds` are given, else
 * written in place.
 */
export async function interviewKit(
  db: Db,
  accountId: number,
  name: string,
  purpose: 'interview' | 'performance_review',
  attributeIds: number[],
  templateIds: number[] = [],
): Promise<number> {
  const { interview_kit_id } = await db
    .insertInto('interview_kits')
    .values({ account_id: accountId, name, purpose })
    .returning('interview_kit_id')
    .executeTakeFirstOrThrow();
  for (const [i, q] of QUESTIONS.entries()) {
    const { interview_kit_question_id } = await db
      .insertInto('interview_kit_questions')
      .values({
        interview_kit_id,
        account_question_id: templateIds[i] ?? null,
        question_text: q.text,
        guidance: q.guidance,
        sort_order: i + 1,
      })
      .returning('interview_kit_question_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('interview_kit_question_attributes')
      .values({ interview_kit_question_id, attribute_type_id: attributeIds[i % attributeIds.length]! })
      .execute();
  }
  await db
    .insertInto('interview_rubric_levels')
    .values(
      attributeIds.flatMap((attribute_type_id) =>
        ANCHORS.map((anchor, l) => ({ interview_kit_id, attribute_type_id, level: l + 1, anchor })),
      ),
    )
    .execute();
  return interview_kit_id;
}

export async function seedDemoInterviews(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const attributes = await db
    .selectFrom('attribute_types')
    .select('attribute_type_id')
    .where('category', '=', 'competencies')
    .where('account_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('attribute_type_id')
    .limit(3)
    .execute();
  const attributeIds = attributes.map((a) => a.attribute_type_id);
  const templateIds = await questionList(db, demo.account_id, attributeIds);
  const interviewKitId = await interviewKit(db, demo.account_id, DEMO_KIT_NAME, 'interview', attributeIds, templateIds);
  await interviewKit(db, demo.account_id, DEMO_REVIEW_KIT_NAME, 'performance_review', attributeIds);
  const job_id = await austinRequisition(db, demo.account_id, INTERVIEW_JOB_UUID, 'Shift Supervisor');
  // The requisition weighs the kit's first attribute with its own anchored levels, which the station shows beside the kit's anchors.
  const { job_attribute_group_id } = await db
    .insertInto('job_attribute_groups')
    .values({ job_id, name: 'Customer service', weight: 1, sort_order: 1 })
    .returning('job_attribute_group_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_attribute_group_attributes')
    .values({
      job_attribute_group_id,
      attribute_type_id: attributeIds[0]!,
      weight: 1,
      sort_order: 1,
      levels: JSON.stringify(REQUISITION_LEVELS),
    })
    .execute();
  const job_step_activity_id = await interviewStep(db, job_id, {
    title: 'Interview with the store manager',
    titleI18n: { es: 'Entrevista con la gerente de tienda', fr: 'Entretien avec la gérante du magasin' },
    kitId: interviewKitId,
    instructions: 'Come to the front desk ten minutes early.',
    location: 'Austin store, back office',
  });
  const ines = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'interviewer@demo-company.test')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_step_activity_interviewers')
    .values({ job_step_activity_id, user_id: ines.user_id })
    .execute();
}

/** An open requisition in Austin, TX that applicants apply to without waiting to retake; its id. */
export async function austinRequisition(db: Db, accountId: number, uuid: string, title: string): Promise<number> {
  const { job_id } = await db
    .insertInto('jobs')
    .values({
      uuid,
      account_id: accountId,
      job_type_id: 2,
      title,
      tracker_title: 'Job Application',
      city: 'Austin',
      state: 'TX',
      is_accepting_applications: true,
      retake_interval_days: 0,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return job_id;
}

export interface InterviewActivity {
  title: string;
  titleI18n?: Record<string, string>;
  kitId: number;
  instructions?: string;
  /** Where it takes place; empty when it is not told yet. */
  location: string;
}

/** The requisition's step "Interview", first in its plan, with one 45-minute interview run with the kit; the activity's id. */
export async function interviewStep(db: Db, jobId: number, activity: InterviewActivity): Promise<number> {
  const { job_step_id } = await db
    .insertInto('job_steps')
    .values({ job_id: jobId, name: 'Interview', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const { job_step_activity_id } = await db
    .insertInto('job_step_activities')
    .values({
      job_step_id,
      activity_type: 'interview',
      title: activity.title,
      title_i18n: activity.titleI18n && JSON.stringify(activity.titleI18n),
      sort_order: 1,
      interview_kit_id: activity.kitId,
      instructions: activity.instructions,
      settings: JSON.stringify({
        interview_duration_minutes: 45,
        interview_location: activity.location,
        interview_meeting_url: '',
      }),
    })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  return job_step_activity_id;
}

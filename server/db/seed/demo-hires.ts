/**
 * Demo Company's employees hired from applications, so every job-profile dashboard has figures on
 * a fresh start (D156). For each demo profile a closed requisition of that role ("... (past
 * hiring)") with a two-step plan (a work-style questionnaire and customer scenarios, then an
 * interview with the demo kit); the first HIRES_PER_PROFILE participants without a user become
 * hired applicants of it: a user, an application hired a week before their start date with every
 * activity done and scored, an interview scored by Ines and Olivia, and a few experience entries.
 * Those still employed score higher on the whole (as demo-people.ts builds conscientiousness), so
 * the activities, interviewers, interview and resume boards show relations. The Store Associates
 * get the Support Agents' twice-yearly satisfaction answers too. Seeded last, from a fixed seed:
 * the same rows every time, and no earlier id moves.
 */
import type { Db } from '../database.ts';
import { prng } from './demo-applicants.ts';
import { DEMO_PROFILES, seedSatisfaction } from './demo-job-profiles.ts';
import { DEMO_KIT_NAME } from './demo-interviews.ts';

export const HIRES_PER_PROFILE = 12;

const DAY = 86_400_000;
const hex12 = (n: number) => n.toString(16).padStart(12, '0');
/** Fixed ids, so tests and links can name the hired applications. */
export const demoHireRefId = (i: number) => `e0000000-0000-4000-8000-${hex12(i + 1)}`;
const hireUserUuid = (i: number) => `e1000000-0000-4000-8000-${hex12(i + 1)}`;
const requisitionUuid = (i: number) => `0b0a4d18-0000-4000-8000-0000000000b${i + 1}`;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d));
const addDays = (date: string, days: number) => new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY);
const clamp = (low: number, high: number, x: number) => Math.max(low, Math.min(high, x));
const COMPANIES = [
  'Corner Market',
  'City Books',
  'Harbor Cafe',
  'Bright Telecom',
  'North Outfitters',
  'Lakeside Hotel',
];
const INTERVIEW_TITLE = 'Interview with the store manager';
const TITLES = ['Sales Assistant', 'Cashier', 'Customer Service Representative', 'Barista', 'Receptionist'];

interface Plan {
  job_id: number;
  questionnaire: number;
  scenarios: number;
  interview: number;
}

async function requisitionFor(
  db: Db,
  accountId: number,
  profileJobId: number,
  title: string,
  index: number,
  kitId: number,
  interviewers: number[],
): Promise<Plan> {
  const { job_id } = await db
    .insertInto('jobs')
    .values({
      uuid: requisitionUuid(index),
      account_id: accountId,
      job_type_id: 2,
      title: `${title} (past hiring)`,
      tracker_title: 'Job Application',
      city: index === 0 ? 'Lisbon' : 'Austin',
      is_accepting_applications: false,
      job_profile_id: profileJobId,
      retake_interval_days: 0,
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
  // The question activities' names in Spanish and French, as the company gave them (D199): the
  // bias audit's summary and the candidates' trackers name them in the reader's language.
  const TITLE_VERSIONS: Record<string, { es: string; fr: string }> = {
    'Work style questionnaire': {
      es: 'Cuestionario de estilo de trabajo',
      fr: 'Questionnaire sur le style de travail',
    },
    'Customer scenarios': { es: 'Casos de atención al cliente', fr: 'Situations avec des clients' },
  };
  const activity = async (
    job_step_id: number,
    activity_type: 'questions' | 'interview',
    activityTitle: string,
    sort_order: number,
    interview_kit_id: number | null = null,
  ) =>
    (
      await db
        .insertInto('job_step_activities')
        .values({
          job_step_id,
          activity_type,
          title: activityTitle,
          title_i18n: JSON.stringify(TITLE_VERSIONS[activityTitle] ?? {}),
          sort_order,
          interview_kit_id,
          settings: '{}',
        })
        .returning('job_step_activity_id')
        .executeTakeFirstOrThrow()
    ).job_step_activity_id;
  const first = await step('Assessments', 1);
  const questionnaire = await activity(first, 'questions', 'Work style questionnaire', 1);
  const scenarios = await activity(first, 'questions', 'Customer scenarios', 2);
  const interview = await activity(await step('Interview', 2), 'interview', INTERVIEW_TITLE, 1, kitId);
  await db
    .insertInto('job_step_activity_interviewers')
    .values(interviewers.map((user_id) => ({ job_step_activity_id: interview, user_id })))
    .execute();
  return { job_id, questionnaire, scenarios, interview };
}

export async function seedDemoHires(db: Db): Promise<void> {
  const random = prng(20261124);
  const noise = () => (random() + random() + random() - 1.5) * 2;
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('email', 'in', ['interviewer@demo-company.test', 'owner@demo-company.test'])
    .orderBy('email')
    .execute();
  const kit = await db
    .selectFrom('interview_kits')
    .select('interview_kit_id')
    .where('account_id', '=', demo.account_id)
    .where('name', '=', DEMO_KIT_NAME)
    .executeTakeFirstOrThrow();
  const competencies = await db
    .selectFrom('interview_kit_questions as q')
    .innerJoin('interview_kit_question_attributes as a', 'a.interview_kit_question_id', 'q.interview_kit_question_id')
    .select('a.attribute_type_id')
    .where('q.interview_kit_id', '=', kit.interview_kit_id)
    .orderBy('q.sort_order')
    .execute();
  const personality = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code'])
    .where('account_id', 'is', null)
    .where('category', '=', 'personality')
    .where('code', 'in', ['C', 'A'])
    .execute();
  const attributeOf = (code: string) => personality.find((p) => p.code === code)!.attribute_type_id;
  let hireIndex = 0;
  for (const [profileIndex, demoProfile] of DEMO_PROFILES.entries()) {
    const profile = await db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', demoProfile.uuid)
      .executeTakeFirstOrThrow();
    const plan = await requisitionFor(
      db,
      demo.account_id,
      profile.job_id,
      demoProfile.title,
      profileIndex,
      kit.interview_kit_id,
      staff.map((s) => s.user_id),
    );
    const people = await db
      .selectFrom('employees')
      .select(['employee_id', 'first_name', 'last_name', 'email', 'start_date', 'end_date'])
      .where('job_profile_id', '=', profile.job_id)
      .where('user_id', 'is', null)
      .orderBy('employee_id')
      .limit(HIRES_PER_PROFILE)
      .execute();
    if (!(demoProfile.outcomes as readonly string[]).includes('satisfaction'))
      await seedSatisfaction(db, profile.job_id);
    for (const person of people) {
      const i = hireIndex++;
      const stayed = person.end_date === null;
      const start = iso(person.start_date);
      const appliedAt = addDays(start, -30);
      const hiredAt = addDays(start, -7);
      const { user_id } = await db
        .insertInto('users')
        .values({
          uuid: hireUserUuid(i),
          email: person.email!,
          first_name: person.first_name,
          last_name: person.last_name,
          password_hash: null,
          created_at: appliedAt,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const refId = demoHireRefId(i);
      const lift = stayed ? 1 : 0;
      const score = (base: number, spread: number) => Math.round(clamp(0, 100, base + lift * 14 + noise() * spread));
      const scores = [
        { attribute_type_id: attributeOf('C'), score: score(50, 9), job_step_activity_id: plan.questionnaire },
        {
          attribute_type_id: attributeOf('A'),
          score: Math.round(clamp(0, 100, 56 + noise() * 12)),
          job_step_activity_id: plan.questionnaire,
        },
        {
          attribute_type_id: competencies[0]!.attribute_type_id,
          score: score(48, 12),
          job_step_activity_id: plan.scenarios,
        },
      ];
      await db
        .insertInto('user_trackers')
        .values({
          ref_id: refId,
          user_id,
          job_id: plan.job_id,
          account_id: demo.account_id,
          status: 'hired',
          is_new: false,
          created_at: appliedAt,
          hired_at: hiredAt,
          hire_start_date: start,
          fit_score: Math.round(scores.reduce((sum, s) => sum + s.score, 0) / scores.length),
          scored_at: hiredAt,
        })
        .execute();
      await db
        .insertInto('user_step_activities')
        .values(
          [plan.questionnaire, plan.scenarios, plan.interview].map((job_step_activity_id, k) => ({
            ref_id: refId,
            job_step_activity_id,
            is_completed: true,
            created_at: new Date(appliedAt.getTime() + k * 2 * DAY),
            completed_at: new Date(appliedAt.getTime() + k * 2 * DAY + 3_600_000),
          })),
        )
        .execute();
      await db
        .insertInto('application_attribute_scores')
        .values(scores.map((s) => ({ ref_id: refId, ...s, computed_at: appliedAt })))
        .execute();
      await seedInterview(
        db,
        demo.account_id,
        plan,
        kit.interview_kit_id,
        refId,
        user_id,
        new Date(appliedAt.getTime() + 10 * DAY),
        staff,
        competencies,
        lift,
        noise,
      );
      await seedExperience(db, user_id, start, stayed, random);
      await db
        .updateTable('employees')
        .set({ user_id, hired_from_ref_id: refId })
        .where('employee_id', '=', person.employee_id)
        .execute();
      await db
        .insertInto('job_events')
        .values({
          job_id: plan.job_id,
          ref_id: refId,
          actor_user_id: staff[1]?.user_id ?? null,
          kind: 'hired',
          details: '{}',
          created_at: hiredAt,
        })
        .execute();
    }
  }
}

/** The hire's interview with the demo kit, scored 1-5 per competency by each interviewer; Olivia's scores are the noisier. */
async function seedInterview(
  db: Db,
  accountId: number,
  plan: Plan,
  kitId: number,
  refId: string,
  userId: number,
  at: Date,
  interviewers: { user_id: number }[],
  competencies: { attribute_type_id: number }[],
  lift: number,
  noise: () => number,
): Promise<void> {
  const { interview_id, interview_uuid } = await db
    .insertInto('interviews')
    .values({
      account_id: accountId,
      purpose: 'interview',
      interview_kit_id: kitId,
      job_step_activity_id: plan.interview,
      ref_id: refId,
      participant_user_id: userId,
      status: 'completed',
      starts_at: at,
      ends_at: new Date(at.getTime() + 45 * 60_000),
      time_zone: 'America/Chicago',
      created_by: interviewers[0]?.user_id ?? null,
      updated_at: at,
      completed_at: new Date(at.getTime() + 45 * 60_000),
    })
    .returning(['interview_id', 'interview_uuid'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interview_interviewers')
    .values(interviewers.map((i) => ({ interview_id, user_id: i.user_id })))
    .execute();
  for (const [k, interviewer] of interviewers.entries()) {
    const spread = k === 0 ? 0.5 : 1;
    const values = competencies.map((c) => ({
      attribute_type_id: c.attribute_type_id,
      score: Math.round(clamp(1, 5, 2.7 + lift * 1.1 + noise() * spread)),
    }));
    const mean = values.reduce((sum, v) => sum + v.score, 0) / values.length;
    const { interview_evaluation_id } = await db
      .insertInto('interview_evaluations')
      .values({
        interview_id,
        interviewer_user_id: interviewer.user_id,
        recommendation: mean >= 4 ? 'strong_yes' : mean >= 3 ? 'yes' : 'no',
        submitted_at: new Date(at.getTime() + 60 * 60_000),
        updated_at: new Date(at.getTime() + 60 * 60_000),
      })
      .returning('interview_evaluation_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('interview_evaluation_scores')
      .values(values.map((v) => ({ interview_evaluation_id, ...v })))
      .execute();
  }
  // The application's history says so, as the station writes it when the last evaluation is in.
  await db
    .insertInto('job_events')
    .values({
      job_id: plan.job_id,
      ref_id: refId,
      actor_user_id: interviewers.at(-1)?.user_id ?? null,
      kind: 'interview_completed',
      details: JSON.stringify({ interview_uuid, activity_title: INTERVIEW_TITLE }),
      created_at: new Date(at.getTime() + 60 * 60_000),
    })
    .execute();
}

/** One to three earlier jobs ending before the start date; those who stayed came with more years. */
async function seedExperience(
  db: Db,
  userId: number,
  start: string,
  stayed: boolean,
  random: () => number,
): Promise<void> {
  const count = 1 + Math.floor(random() * 3);
  let end = addDays(start, -20 - Math.floor(random() * 60));
  const rows = [];
  for (let k = 0; k < count; k++) {
    const months = Math.round((stayed ? 14 : 6) + random() * 22);
    const begin = new Date(end.getTime() - months * 30 * DAY);
    rows.push({
      user_id: userId,
      company_name: COMPANIES[Math.floor(random() * COMPANIES.length)]!,
      title: TITLES[Math.floor(random() * TITLES.length)]!,
      start_date: begin.toISOString().slice(0, 10),
      end_date: end.toISOString().slice(0, 10),
      location: 'Austin',
      updated_at: new Date(),
    });
    end = new Date(begin.getTime() - (15 + Math.floor(random() * 90)) * DAY);
  }
  await db.insertInto('experiences').values(rows).execute();
}

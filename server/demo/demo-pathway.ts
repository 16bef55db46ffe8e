/**
 * The demo pathway's career side: the career pathways questionnaire joins the pathway's
 * plan (third activity of its first step, created last so no earlier seeded id moves), the
 * pathway gets three roles with attribute weights, and two employees have answered: Li Wei
 * (personality questionnaire and career pathways questionnaire) and the demo candidate, whose
 * pathway stays complete. Answers go through the same scoring as a live submission.
 */
import { answersHash, type AnswerValue } from '../../contracts/user-response.ts';
import type { Db } from '../db/database.ts';
import { scoreSubmission } from '../modules/scoring/index.ts';
import { seedCareerPathwaysContent } from '../db/seed/career-pathways-content.ts';
import { CAREER_PATHWAYS_SLUG, roleItemId } from '../db/seed/content/career-pathways-bank.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';

export const CAREER_ACTIVITY_TITLE = 'Career pathways questionnaire';

/** Stable attempt ids of the seeded answers. */
export const DEMO_PATHWAY_ATTEMPTS = {
  liPersonality: '7e000000-0000-4000-8000-0000000000a1',
  liCareer: '7e000000-0000-4000-8000-0000000000a2',
  candidateCareer: '7e000000-0000-4000-8000-0000000000a3',
} as const;

/** The pathway's roles and what each weighs (library code: personality domain or readiness scale). */
export const DEMO_PATHWAY_JOBS: {
  title: string;
  description: string;
  weights: [category: 'personality' | 'career_pathways', code: string, weight: number][];
}[] = [
  {
    title: 'Senior Support Specialist',
    description: 'Handles escalated cases and mentors new colleagues.',
    weights: [
      ['personality', 'C', 3],
      ['personality', 'A', 2],
      ['career_pathways', 'COM', 2],
      ['career_pathways', 'COA', 1],
    ],
  },
  {
    title: 'Team Lead',
    description: 'Leads a support team of six to ten people.',
    weights: [
      ['personality', 'E', 2],
      ['personality', 'A', 1],
      ['personality', 'C', 1],
      ['career_pathways', 'LEA', 3],
      ['career_pathways', 'COA', 2],
      ['career_pathways', 'DEC', 2],
    ],
  },
  {
    title: 'Support Operations Manager',
    description: 'Runs support operations across teams and sites.',
    weights: [
      ['personality', 'C', 2],
      ['personality', 'O', 1],
      ['career_pathways', 'PLN', 3],
      ['career_pathways', 'DEC', 3],
      ['career_pathways', 'CHG', 2],
      ['career_pathways', 'COM', 1],
    ],
  },
];

/** Li Wei's answers by attribute code: keen on Team Lead, ready for people work, less for planning. */
const LI_CAREER: Record<string, number> = { LEA: 4, COA: 5, DEC: 3, PLN: 2, COM: 4, CHG: 3, TIME: 4, MOVE: 2, GROW: 1 };
const LI_ROLES = [3, 5, 2];
const CANDIDATE_CAREER: Record<string, number> = {
  LEA: 3,
  COA: 3,
  DEC: 4,
  PLN: 5,
  COM: 3,
  CHG: 4,
  TIME: 3,
  MOVE: 4,
  GROW: 3,
};
const CANDIDATE_ROLES = [2, 3, 5];
/** Li's personality, by domain (first letter of the facet): sociable and agreeable. */
const LI_PERSONALITY: Record<string, number> = { N: 2, E: 4, O: 3, A: 5, C: 4 };

const HOUR = 3_600_000;

export async function seedDemoPathway(db: Db): Promise<void> {
  await seedCareerPathwaysContent(db);
  const career = await db
    .selectFrom('assessments')
    .select('asmt_id')
    .where('slug', '=', CAREER_PATHWAYS_SLUG)
    .executeTakeFirstOrThrow();
  const pathway = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('uuid', '=', DEMO_JOBS.pathway)
    .executeTakeFirstOrThrow();
  const firstStep = await db
    .selectFrom('job_steps')
    .select('job_step_id')
    .where('job_id', '=', pathway.job_id)
    .orderBy('sort_order')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { job_step_activity_id: careerActivityId } = await db
    .insertInto('job_step_activities')
    .values({
      job_step_id: firstStep.job_step_id,
      activity_type: 'assessment',
      title: CAREER_ACTIVITY_TITLE,
      asmt_id: career.asmt_id,
      sort_order: 3,
    })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();

  const library = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code', 'category'])
    .where('account_id', 'is', null)
    .execute();
  const typeOf = (category: string, code: string) =>
    library.find((t) => t.category === category && t.code === code)!.attribute_type_id;
  const roleIds: number[] = [];
  for (const [index, role] of DEMO_PATHWAY_JOBS.entries()) {
    const { pathway_job_id } = await db
      .insertInto('pathway_jobs')
      .values({ job_id: pathway.job_id, title: role.title, description: role.description, sort_order: index + 1 })
      .returning('pathway_job_id')
      .executeTakeFirstOrThrow();
    roleIds.push(pathway_job_id);
    await db
      .insertInto('pathway_job_attributes')
      .values(
        role.weights.map(([category, code, weight], i) => ({
          pathway_job_id,
          attribute_type_id: typeOf(category, code),
          weight,
          sort_order: i + 1,
        })),
      )
      .execute();
  }

  const careerItems = await db
    .selectFrom('assessment_items')
    .select(['item_id', 'attribute_code'])
    .where('asmt_id', '=', career.asmt_id)
    .orderBy('sort_order')
    .execute();
  const careerAnswers = (levels: Record<string, number>, roles: number[]) => [
    ...roleIds.map((id, i) => ({ item_id: roleItemId(id), value: roles[i]! })),
    ...careerItems
      .filter((item) => item.attribute_code !== 'ROLE')
      .map((item) => ({ item_id: item.item_id, value: levels[item.attribute_code!]! })),
  ];

  // Li's personality questionnaire (the pathway's first activity, already completed by the requisition seed).
  const personality = await db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as s', 's.job_step_id', 'jsa.job_step_id')
    .select('jsa.job_step_activity_id')
    .where('s.job_id', '=', pathway.job_id)
    .orderBy('s.sort_order')
    .orderBy('jsa.sort_order')
    .limit(1)
    .executeTakeFirstOrThrow();
  const personalityItems = await db
    .selectFrom('assessment_items as i')
    .innerJoin('assessments as a', 'a.asmt_id', 'i.asmt_id')
    .select(['i.item_id', 'i.attribute_code', 'i.keyed'])
    .where('a.slug', '=', 'personality')
    .where('i.is_practice', '=', false)
    .orderBy('i.sort_order')
    .execute();
  const liPersonality = personalityItems.map((item) => {
    const level = LI_PERSONALITY[(item.attribute_code ?? 'N')[0]!] ?? 3;
    return { item_id: item.item_id, value: item.keyed === -1 ? 6 - level : level };
  });

  const trackers = await db
    .selectFrom('user_trackers')
    .select(['ref_id', 'user_id', 'created_at'])
    .where('ref_id', 'in', [DEMO_TRACKERS.liPathway, DEMO_TRACKERS.candidatePathway])
    .execute();
  const trackerOf = (refId: string) => trackers.find((t) => t.ref_id === refId)!;
  const li = trackerOf(DEMO_TRACKERS.liPathway);
  const candidate = trackerOf(DEMO_TRACKERS.candidatePathway);
  const liStart = new Date(li.created_at).getTime();
  const candidateStart = new Date(candidate.created_at).getTime();

  await submitSeeded(db, {
    attemptId: DEMO_PATHWAY_ATTEMPTS.liPersonality,
    refId: li.ref_id,
    userId: li.user_id,
    activityId: personality.job_step_activity_id,
    at: new Date(liStart + HOUR),
    answers: liPersonality,
    isCompleted: true,
  });
  await submitSeeded(db, {
    attemptId: DEMO_PATHWAY_ATTEMPTS.liCareer,
    refId: li.ref_id,
    userId: li.user_id,
    activityId: careerActivityId,
    at: new Date(liStart + 3 * HOUR),
    answers: careerAnswers(LI_CAREER, LI_ROLES),
    isCompleted: false,
  });
  await submitSeeded(db, {
    attemptId: DEMO_PATHWAY_ATTEMPTS.candidateCareer,
    refId: candidate.ref_id,
    userId: candidate.user_id,
    activityId: careerActivityId,
    at: new Date(candidateStart + 6 * HOUR),
    answers: careerAnswers(CANDIDATE_CAREER, CANDIDATE_ROLES),
    isCompleted: false,
  });
}

interface SeededSubmission {
  attemptId: string;
  refId: string;
  userId: number;
  activityId: number;
  at: Date;
  answers: { item_id: string; value: AnswerValue }[];
  /** True when the requisition seed already marked the activity completed. */
  isCompleted: boolean;
}

async function submitSeeded(db: Db, s: SeededSubmission): Promise<void> {
  const startedAt = new Date(s.at.getTime() - 10 * 60_000);
  await db
    .insertInto('user_attempts')
    .values({
      attempt_id: s.attemptId,
      ref_id: s.refId,
      job_step_activity_id: s.activityId,
      user_id: s.userId,
      client_started_at: startedAt,
      server_started_at: startedAt,
      submitted_at: s.at,
      answer_count: s.answers.length,
      answers_hash: await answersHash(s.answers),
    })
    .execute();
  await db
    .insertInto('user_answers')
    .values(
      s.answers.map((a) => ({
        attempt_id: s.attemptId,
        item_id: a.item_id,
        value: JSON.stringify(a.value),
        revision: 1,
        answered_at: s.at,
        received_at: s.at,
      })),
    )
    .execute();
  if (!s.isCompleted) {
    await db
      .insertInto('user_step_activities')
      .values({
        ref_id: s.refId,
        job_step_activity_id: s.activityId,
        is_completed: true,
        created_at: startedAt,
        completed_at: s.at,
      })
      .execute();
  }
  await scoreSubmission(db, s.refId, s.activityId, s.answers);
}

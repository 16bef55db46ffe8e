/**
 * Demo Company's requisitions and pathway with their screening plans, and demo candidates at
 * different points of their trackers. Until the requisition builder exists these are
 * the only jobs. Uuids and ref_ids are fixed so links, end-to-end tests and the authorisation
 * matrix can name them.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../database.ts';

export const DEMO_JOBS = {
  openRequisition: '11111111-1111-4111-8111-111111111111',
  closedRequisition: '22222222-2222-4222-8222-222222222222',
  pathway: '33333333-3333-4333-8333-333333333333',
} as const;

/** ref_ids of the seeded trackers. */
export const DEMO_TRACKERS = {
  candidateOpen: 'a0000000-0000-4000-8000-000000000001',
  candidatePathway: 'a0000000-0000-4000-8000-000000000002',
  mariaOpen: 'a0000000-0000-4000-8000-000000000003',
  mariaClosed: 'a0000000-0000-4000-8000-000000000004',
  liPathway: 'a0000000-0000-4000-8000-000000000005',
  liOpen: 'a0000000-0000-4000-8000-000000000006',
} as const;

export const DEMO_CANDIDATES = [
  { email: 'maria.garcia@assay.test', first_name: 'Maria', last_name: 'Garcia', what: 'candidate, applied 5 days ago' },
  { email: 'li.wei@assay.test', first_name: 'Li', last_name: 'Wei', what: 'candidate, on the pathway' },
] as const;

type Kind =
  | 'assessment'
  | 'questions'
  | 'typing_test'
  | 'skills_test'
  | 'speed_test'
  | 'form'
  | 'video'
  | 'eeoc'
  | 'resume'
  | 'interview'
  | 'offer';

interface JobSeed {
  uuid: string;
  job_type_id: 2 | 4;
  title: string;
  tracker_title: string;
  city: string | null;
  state: string | null;
  is_accepting_applications: boolean;
  retake_interval_days: number;
  steps: { name: string; activities: [Kind, string][] }[];
}

/**
 * The demo company's own versions of names it wrote itself (D199); built-in names ("Typing test",
 * "Skills") come from our catalogs. "Video introduction" has no French version on purpose: the
 * editor marks it missing and a French candidate's tracker names it by its kind (D278).
 */
const DEMO_VERSIONS: Record<string, { es?: string; fr?: string }> = {
  'Customer service skills test': {
    es: 'Prueba de habilidades de atención al cliente',
    fr: 'Test de compétences en service client',
  },
  'Video introduction': { es: 'Video de presentación' },
  'Self-assessment': { es: 'Autoevaluación', fr: 'Autoévaluation' },
  Leadership: { es: 'Liderazgo', fr: 'Leadership' },
  'Leadership questions': { es: 'Preguntas de liderazgo', fr: 'Questions de leadership' },
  'Workplace safety skills test': {
    es: 'Prueba de seguridad en el trabajo',
    fr: 'Test de sécurité au travail',
  },
  'Leadership scenario video': { es: 'Video: un caso de liderazgo', fr: 'Vidéo : un cas de leadership' },
};

const JOBS: JobSeed[] = [
  {
    uuid: DEMO_JOBS.openRequisition,
    job_type_id: 2,
    title: 'Customer Support Specialist',
    tracker_title: 'Job Application',
    city: 'Austin',
    state: 'TX',
    is_accepting_applications: true,
    retake_interval_days: 30,
    steps: [
      {
        name: 'Application',
        activities: [
          ['form', 'Application form'],
          ['resume', 'Resume'],
          ['eeoc', 'Equal opportunity questions (voluntary)'],
        ],
      },
      {
        name: 'Assessments',
        activities: [
          ['assessment', 'Personality questionnaire'],
          ['questions', 'Screening questions'],
          ['typing_test', 'Typing test'],
        ],
      },
      {
        name: 'Skills',
        activities: [
          ['skills_test', 'Customer service skills test'],
          ['video', 'Video introduction'],
        ],
      },
    ],
  },
  {
    uuid: DEMO_JOBS.closedRequisition,
    job_type_id: 2,
    title: 'Warehouse Associate',
    tracker_title: 'Job Application',
    city: 'Round Rock',
    state: 'TX',
    is_accepting_applications: false,
    retake_interval_days: 30,
    steps: [
      {
        name: 'Application',
        activities: [
          ['form', 'Application form'],
          ['resume', 'Resume'],
        ],
      },
      {
        name: 'Screening',
        activities: [
          ['questions', 'Screening questions'],
          ['skills_test', 'Workplace safety skills test'],
        ],
      },
    ],
  },
  {
    uuid: DEMO_JOBS.pathway,
    job_type_id: 4,
    title: 'Team Lead Pathway',
    tracker_title: 'Pathway',
    city: 'Austin',
    state: 'TX',
    is_accepting_applications: true,
    retake_interval_days: 0,
    steps: [
      {
        name: 'Self-assessment',
        activities: [
          ['assessment', 'Personality questionnaire'],
          ['assessment', 'Work values questionnaire'],
        ],
      },
      {
        name: 'Leadership',
        activities: [
          ['questions', 'Leadership questions'],
          ['video', 'Leadership scenario video'],
        ],
      },
    ],
  },
];

const DAY = 86_400_000;

export async function seedDemoRequisitions(db: Db, passwordHash: string): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const activitiesByJob = new Map<string, number[]>();
  const jobIdByUuid = new Map<string, number>();
  for (const job of JOBS) {
    const { steps, ...columns } = job;
    const { job_id } = await db
      .insertInto('jobs')
      .values({ ...columns, account_id: demo.account_id })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    jobIdByUuid.set(job.uuid, job_id);
    const activityIds: number[] = [];
    for (const [stepIndex, step] of steps.entries()) {
      const { job_step_id } = await db
        .insertInto('job_steps')
        .values({
          job_id,
          name: step.name,
          name_i18n: JSON.stringify(DEMO_VERSIONS[step.name] ?? {}),
          sort_order: stepIndex + 1,
        })
        .returning('job_step_id')
        .executeTakeFirstOrThrow();
      for (const [index, [activity_type, title]] of step.activities.entries()) {
        const { job_step_activity_id } = await db
          .insertInto('job_step_activities')
          .values({
            job_step_id,
            activity_type,
            title,
            title_i18n: JSON.stringify(DEMO_VERSIONS[title] ?? {}),
            sort_order: index + 1,
          })
          .returning('job_step_activity_id')
          .executeTakeFirstOrThrow();
        activityIds.push(job_step_activity_id);
      }
    }
    activitiesByJob.set(job.uuid, activityIds);
  }

  const userIdByEmail = new Map<string, number>();
  for (const candidate of DEMO_CANDIDATES) {
    const { user_id } = await db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: candidate.email,
        first_name: candidate.first_name,
        last_name: candidate.last_name,
        password_hash: passwordHash,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    userIdByEmail.set(candidate.email, user_id);
  }
  for (const email of ['candidate@assay.test', 'recruiter@demo-company.test', 'interviewer@demo-company.test']) {
    const row = await db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow();
    userIdByEmail.set(email, row.user_id);
  }

  await db
    .insertInto('job_team_members')
    .values([
      {
        job_id: jobIdByUuid.get(DEMO_JOBS.openRequisition)!,
        user_id: userIdByEmail.get('recruiter@demo-company.test')!,
      },
      // The interviewer (no role flags) sees the closed requisition through its team only.
      {
        job_id: jobIdByUuid.get(DEMO_JOBS.closedRequisition)!,
        user_id: userIdByEmail.get('interviewer@demo-company.test')!,
      },
    ])
    .execute();

  const trackers: { ref_id: string; email: string; job: string; daysAgo: number; completed: number }[] = [
    {
      ref_id: DEMO_TRACKERS.candidateOpen,
      email: 'candidate@assay.test',
      job: DEMO_JOBS.openRequisition,
      daysAgo: 40,
      completed: 4,
    },
    {
      ref_id: DEMO_TRACKERS.candidatePathway,
      email: 'candidate@assay.test',
      job: DEMO_JOBS.pathway,
      daysAgo: 12,
      completed: 4,
    },
    {
      ref_id: DEMO_TRACKERS.mariaOpen,
      email: 'maria.garcia@assay.test',
      job: DEMO_JOBS.openRequisition,
      daysAgo: 5,
      completed: 2,
    },
    {
      ref_id: DEMO_TRACKERS.mariaClosed,
      email: 'maria.garcia@assay.test',
      job: DEMO_JOBS.closedRequisition,
      daysAgo: 90,
      completed: 4,
    },
    { ref_id: DEMO_TRACKERS.liPathway, email: 'li.wei@assay.test', job: DEMO_JOBS.pathway, daysAgo: 2, completed: 1 },
    {
      ref_id: DEMO_TRACKERS.liOpen,
      email: 'li.wei@assay.test',
      job: DEMO_JOBS.openRequisition,
      daysAgo: 1,
      completed: 0,
    },
  ];
  const now = Date.now();
  for (const tracker of trackers) {
    const createdAt = new Date(now - tracker.daysAgo * DAY);
    await db
      .insertInto('user_trackers')
      .values({
        ref_id: tracker.ref_id,
        user_id: userIdByEmail.get(tracker.email)!,
        job_id: jobIdByUuid.get(tracker.job)!,
        account_id: demo.account_id,
        created_at: createdAt,
        completed_activity_count: tracker.completed,
      })
      .execute();
    const done = activitiesByJob.get(tracker.job)!.slice(0, tracker.completed);
    if (done.length === 0) continue;
    await db
      .insertInto('user_step_activities')
      .values(
        done.map((job_step_activity_id, i) => ({
          ref_id: tracker.ref_id,
          job_step_activity_id,
          is_completed: true,
          created_at: new Date(createdAt.getTime() + (i + 1) * 3_600_000),
          completed_at: new Date(createdAt.getTime() + (i + 1) * 3_600_000 + 1_200_000),
        })),
      )
      .execute();
  }
}

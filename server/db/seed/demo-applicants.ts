/**
 * About 240 generated demo candidates so the applicant lists, filters, paging and fit
 * ordering have something to show: most in the open requisition, some in the closed one and the
 * pathway, applied over the last 60 days, at every point of their plans, some rejected with a
 * reason, a few hired, some assigned, with personality domain scores and a fit score where they
 * finished the personality questionnaire. A seeded PRNG makes every run the same (dates are
 * relative to now). Multi-row inserts only. The six hand-made demo trackers are left alone.
 */
import { mulberry32 } from '../../../contracts/attempt-order.ts';
import type { Db } from '../database.ts';
import { DEMO_JOBS } from './demo-requisitions.ts';

export const DEMO_APPLICANT_COUNT = 240;

const FIRST_NAMES = [
  'Aaliyah',
  'Abdul',
  'Adaeze',
  'Aiko',
  'Alejandro',
  'Amara',
  'Amelia',
  'Andrei',
  'Anika',
  'Arjun',
  'Beatriz',
  'Benjamin',
  'Bianca',
  'Carlos',
  'Chen',
  'Chloe',
  'Dmitri',
  'Elena',
  'Emeka',
  'Emily',
  'Fatima',
  'Felix',
  'Grace',
  'Hana',
  'Hiroshi',
  'Ibrahim',
  'Ingrid',
  'Isabela',
  'Jamal',
  'Javier',
  'Jin',
  'Julia',
  'Kai',
  'Kavya',
  'Kwame',
  'Laila',
  'Liam',
  'Lucas',
  'Malik',
  'Mei',
  'Mateo',
  'Nadia',
  'Noah',
  'Nour',
  'Olga',
  'Omar',
  'Priya',
  'Rafael',
  'Rosa',
  'Samuel',
  'Sofia',
  'Tariq',
  'Thandiwe',
  'Tomas',
  'Valentina',
  'Wei',
  'Yara',
  'Yusuf',
  'Zainab',
  'Zoe',
];
const LAST_NAMES = [
  'Abara',
  'Ahmed',
  'Alvarez',
  'Andersen',
  'Bakker',
  'Banerjee',
  'Brown',
  'Castillo',
  'Chen',
  'Cohen',
  'Da Silva',
  'Dubois',
  'Eriksson',
  'Fernandes',
  'Fischer',
  'Gonzalez',
  'Haddad',
  'Hernandez',
  'Ito',
  'Ivanova',
  'Jackson',
  'Johansson',
  'Kaur',
  'Kim',
  'Kowalski',
  'Lee',
  'Lopez',
  'Mahlangu',
  'Martin',
  'Mendoza',
  'Moreau',
  'Murphy',
  'Nakamura',
  'Nguyen',
  'Novak',
  'Okafor',
  "O'Brien",
  'Olsen',
  'Patel',
  'Petrov',
  'Popescu',
  'Quispe',
  'Ramirez',
  'Rossi',
  'Sato',
  'Schmidt',
  'Singh',
  'Smith',
  'Tanaka',
  'Thompson',
  'Torres',
  'Tran',
  'Usman',
  'Van Dijk',
  'Wang',
  'Williams',
  'Wojcik',
  'Yamamoto',
  'Yilmaz',
  'Zhang',
];

/** mulberry32: small, fast and the same everywhere (the one that orders an attempt's items, D319). */
export const prng: (seed: number) => () => number = mulberry32;

const hex12 = (n: number) => n.toString(16).padStart(12, '0');
/** Fixed ids so tests and links can name generated applicants. */
export const demoApplicantRefId = (i: number) => `c0000000-0000-4000-8000-${hex12(i + 1)}`;
const demoApplicantUserUuid = (i: number) => `d0000000-0000-4000-8000-${hex12(i + 1)}`;

const DAY = 86_400_000;
const HOUR = 3_600_000;

export async function seedDemoApplicants(db: Db): Promise<void> {
  const random = prng(20261121);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const jobs = await db
    .selectFrom('jobs')
    .select(['job_id', 'uuid'])
    .where('uuid', 'in', Object.values(DEMO_JOBS))
    .execute();
  const jobIdOf = (uuid: string) => jobs.find((j) => j.uuid === uuid)!.job_id;
  const activities = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select(['a.job_step_activity_id', 'a.activity_type', 'a.title', 's.job_id', 's.job_step_id'])
    .where(
      's.job_id',
      'in',
      jobs.map((j) => j.job_id),
    )
    .orderBy('s.sort_order')
    .orderBy('a.sort_order')
    .orderBy('a.job_step_activity_id')
    .execute();
  const planOf = (jobId: number) => activities.filter((a) => a.job_id === jobId);
  const reasons = await db
    .selectFrom('rejection_reasons')
    .select(['rejection_reason_id', 'name', 'rejection_type'])
    .where('account_id', '=', demo.account_id)
    .orderBy('sort_order')
    .execute();
  // The same details a rejection on the scorecard records, so the history names the reason.
  const rejectionDetails = (id: number | null) => {
    const reason = reasons.find((r) => r.rejection_reason_id === id);
    return {
      rejection_reason_id: id,
      reason_name: reason?.name ?? null,
      rejection_type: reason?.rejection_type ?? null,
    };
  };
  const staff = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', 'in', ['owner@demo-company.test', 'recruiter@demo-company.test'])
    .orderBy('email')
    .execute();
  const domains = await db
    .selectFrom('attribute_types as t')
    .innerJoin('assessments as a', 'a.asmt_id', 't.asmt_id')
    .select(['t.attribute_type_id', 't.code'])
    .where('t.category', '=', 'personality')
    .where('t.code', 'in', ['N', 'E', 'O', 'A', 'C'])
    .orderBy('t.sort_order')
    .execute();

  const now = Date.now();
  const users: {
    uuid: string;
    email: string;
    first_name: string;
    last_name: string;
    password_hash: null;
    created_at: Date;
  }[] = [];
  const plans: {
    ref_id: string;
    job_id: number;
    created_at: Date;
    status: 'active' | 'rejected' | 'hired';
    is_new: boolean;
    assigned_user_id: number | null;
    rejection_reason_id: number | null;
    rejection_note: string | null;
    rejected_at: Date | null;
    hired_at: Date | null;
    done: number;
    fit_score: number | null;
    scores: { attribute_type_id: number; score: number; job_step_activity_id: number }[];
  }[] = [];

  for (let i = 0; i < DEMO_APPLICANT_COUNT; i++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const emailName = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const jobUuid =
      i % 8 < 6 ? DEMO_JOBS.openRequisition : i % 8 === 6 ? DEMO_JOBS.closedRequisition : DEMO_JOBS.pathway;
    const jobId = jobIdOf(jobUuid);
    const plan = planOf(jobId);
    const createdAt = new Date(now - Math.floor(random() * 60 * DAY) - HOUR);
    const roll = random();
    const status: 'active' | 'rejected' | 'hired' = roll < 0.04 ? 'hired' : roll < 0.18 ? 'rejected' : 'active';
    const done = status === 'hired' ? plan.length : Math.min(plan.length, Math.floor(random() * (plan.length + 2)));
    const personality = plan.find(
      (a, index) => index < done && a.activity_type === 'assessment' && a.title.startsWith('Personality'),
    );
    // Each score names the activity that gave it, as a submission does, so the bias audit's
    // scoring measure of the questionnaire counts these applicants.
    const scores = personality
      ? domains.map((d) => ({
          attribute_type_id: d.attribute_type_id,
          score: Math.round((25 + random() * 70) * 100) / 100,
          job_step_activity_id: personality.job_step_activity_id,
        }))
      : [];
    // Until the requisition's weights rescore them: conscientiousness, agreeableness and
    // extraversion count for, neuroticism against.
    const s = (code: string) => scores[domains.findIndex((d) => d.code === code)]?.score ?? 50;
    const fit = scores.length
      ? Math.round(((s('C') * 2 + s('A') * 1.5 + s('E') + (100 - s('N')) + s('O') * 0.5) / 6) * 100) / 100
      : null;
    const daysAgo = (now - createdAt.getTime()) / DAY;
    users.push({
      uuid: demoApplicantUserUuid(i),
      email: `${emailName}.${i + 1}@example.com`,
      first_name: first,
      last_name: last,
      password_hash: null,
      created_at: createdAt,
    });
    plans.push({
      ref_id: demoApplicantRefId(i),
      job_id: jobId,
      created_at: createdAt,
      status,
      is_new: status === 'active' && (daysAgo < 7 || random() < 0.15),
      assigned_user_id: staff.length && random() < 0.3 ? pick(staff).user_id : null,
      rejection_reason_id: status === 'rejected' ? pick(reasons).rejection_reason_id : null,
      rejection_note:
        status === 'rejected'
          ? pick([
              'Reviewed with the hiring manager.',
              'Not available for the required shifts.',
              'Withdrew by email.',
              null,
            ])
          : null,
      rejected_at: status === 'rejected' ? new Date(Math.min(now, createdAt.getTime() + 3 * DAY)) : null,
      hired_at: status === 'hired' ? new Date(Math.min(now, createdAt.getTime() + 10 * DAY)) : null,
      done,
      fit_score: fit,
      scores,
    });
  }

  const inserted = await db.insertInto('users').values(users).returning(['user_id', 'uuid']).execute();
  const userIdOf = new Map(inserted.map((u) => [u.uuid, u.user_id]));
  await db
    .insertInto('user_trackers')
    .values(
      plans.map((p, i) => ({
        ref_id: p.ref_id,
        user_id: userIdOf.get(demoApplicantUserUuid(i))!,
        job_id: p.job_id,
        account_id: demo.account_id,
        created_at: p.created_at,
        status: p.status,
        is_new: p.is_new,
        assigned_user_id: p.assigned_user_id,
        rejection_reason_id: p.rejection_reason_id,
        rejection_note: p.rejection_note,
        rejected_at: p.rejected_at,
        hired_at: p.hired_at,
        completed_activity_count: p.done,
        fit_score: p.fit_score,
        scored_at: p.fit_score === null ? null : new Date(now),
      })),
    )
    .execute();
  // Progress rows (a trigger of migration 0011 sets current_job_step_id from them).
  const progress = plans.flatMap((p) =>
    planOf(p.job_id)
      .slice(0, p.done)
      .map((a, index) => ({
        ref_id: p.ref_id,
        job_step_activity_id: a.job_step_activity_id,
        is_completed: true,
        created_at: new Date(Math.min(now, p.created_at.getTime() + index * HOUR)),
        completed_at: new Date(Math.min(now, p.created_at.getTime() + index * HOUR + 20 * 60_000)),
      })),
  );
  if (progress.length) await db.insertInto('user_step_activities').values(progress).execute();
  const scoreRows = plans.flatMap((p) => p.scores.map((s) => ({ ref_id: p.ref_id, ...s })));
  if (scoreRows.length) await db.insertInto('application_attribute_scores').values(scoreRows).execute();
  await db
    .insertInto('job_events')
    .values(
      plans.flatMap((p) => [
        {
          job_id: p.job_id,
          ref_id: p.ref_id,
          actor_user_id: null,
          kind: 'applied',
          details: '{}',
          created_at: p.created_at,
        },
        ...(p.rejected_at
          ? [
              {
                job_id: p.job_id,
                ref_id: p.ref_id,
                actor_user_id: staff[0]?.user_id ?? null,
                kind: 'rejected',
                details: JSON.stringify(rejectionDetails(p.rejection_reason_id)),
                created_at: p.rejected_at,
              },
            ]
          : []),
        ...(p.hired_at
          ? [
              {
                job_id: p.job_id,
                ref_id: p.ref_id,
                actor_user_id: staff[0]?.user_id ?? null,
                kind: 'hired',
                details: '{}',
                created_at: p.hired_at,
              },
            ]
          : []),
      ]),
    )
    .execute();
}

/**
 * Demo Company's job profiles (D129): Store Associate and Support Agent, each with the demo
 * employees of that job title as participants and the outcomes that matter for the role, so the
 * profile dashboards have people, scores and ratings to show on a fresh start. Seeded after the
 * employees (demo-people.ts), last, so no earlier id moves; the same rows on every seed. The
 * Support Agents, who follow satisfaction, answered it (1-5) twice a year for three years: those
 * who have since left a point or two lower, so the satisfaction dashboard shows a relation (D142).
 */
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { ProfileOutcome } from '../../../contracts/job-profiles.ts';
import type { Db } from '../database.ts';

export const DEMO_PROFILES = [
  {
    uuid: '0b0a4d18-0000-4000-8000-0000000000a1',
    title: 'Store Associate',
    description: 'Serves customers on the shop floor, keeps shelves stocked and runs the till.',
    outcomes: ['retention_90_day', 'turnover', 'performance_rating'] satisfies ProfileOutcome[],
  },
  {
    uuid: '0b0a4d18-0000-4000-8000-0000000000a2',
    title: 'Support Agent',
    description: 'Answers customers by phone, chat and email and solves their problems at first contact.',
    outcomes: ['turnover', 'performance_rating', 'satisfaction'] satisfies ProfileOutcome[],
  },
] as const;

export async function seedDemoJobProfiles(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'owner@demo-company.test')
    .executeTakeFirst();
  for (const profile of DEMO_PROFILES) {
    const { job_id } = await db
      .insertInto('jobs')
      .values({
        uuid: profile.uuid,
        account_id: demo.account_id,
        job_type_id: JOB_TYPE.profile,
        title: profile.title,
        tracker_title: profile.title,
        description: profile.description,
        is_accepting_applications: false,
        is_draft: true,
        created_by: owner?.user_id ?? null,
        updated_at: new Date(),
      })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('job_profile_outcomes')
      .values(profile.outcomes.map((outcome, i) => ({ job_id, outcome, sort_order: i + 1 })))
      .execute();
    await db
      .updateTable('employees')
      .set({ job_profile_id: job_id })
      .where('account_id', '=', demo.account_id)
      .where('job_title', '=', profile.title)
      .execute();
    if ((profile.outcomes as readonly ProfileOutcome[]).includes('satisfaction')) await seedSatisfaction(db, job_id);
  }
}

/** Satisfaction answers on 30 June and 31 December of the last three years from the participants employed on that day. */
export async function seedSatisfaction(db: Db, jobId: number): Promise<void> {
  const year = new Date().getUTCFullYear();
  const days = [3, 2, 1].flatMap((back) => [`${year - back}-06-30`, `${year - back}-12-31`]);
  const people = await db
    .selectFrom('employees')
    .select(['employee_id', 'start_date', 'end_date'])
    .where('job_profile_id', '=', jobId)
    .orderBy('employee_id')
    .execute();
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : d === null ? null : String(d));
  const rows = [];
  for (const [shift, day] of days.entries()) {
    for (const p of people) {
      const start = iso(p.start_date)!;
      const end = iso(p.end_date);
      if (start > day || (end !== null && end < day)) continue;
      const value = Math.max(1, Math.min(5, (end === null ? 4 : 2) + ((p.employee_id + shift) % 3) - 1));
      rows.push({ employee_id: p.employee_id, outcome: 'satisfaction', value: String(value), measured_at: day });
    }
  }
  if (rows.length > 0) await db.insertInto('employee_outcome_values').values(rows).execute();
}

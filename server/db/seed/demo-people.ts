/**
 * Demo Company's employees: 40 store associates and support agents at two locations, with start
 * dates over the last three years, a supervisor, and twelve who have left (eight voluntarily).
 * Generated from a fixed seed so every run gives the same people; Li Wei (a seeded user on the
 * pathway) is one of them, linked to his user. Each has personality scores, and those still there
 * a performance rating. Seeded last so no earlier id moves.
 */
import type { Db } from '../database.ts';

const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Femi',
  'Grace',
  'Hugo',
  'Ivy',
  'Jonas',
  'Kira',
  'Luis',
  'Mina',
  'Noah',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
];
const LAST = ['Adams', 'Baker', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Gomez', 'Haddad', 'Ito', 'Jensen'];
const VOLUNTARY = ['Moved away', 'Took another job', 'Went back to school', 'Better pay elsewhere'];
const INVOLUNTARY = ['Attendance', 'Performance'];

export const DEMO_EMPLOYEE_COUNT = 40;

/** A small deterministic generator (a linear congruential one): the same people on every seed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const day = (base: Date, plusDays: number) =>
  new Date(base.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);

const minDate = (a: string, b: string) => (a < b ? a : b);

export async function seedDemoPeople(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const li = await db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email'])
    .where('email', '=', 'li.wei@assay.test')
    .executeTakeFirst();
  const random = generator(46);
  const threeYearsAgo = new Date(Date.UTC(new Date().getUTCFullYear() - 3, 0, 15));
  const yesterday = day(new Date(), -1);
  const rows = [];
  for (let i = 0; i < DEMO_EMPLOYEE_COUNT; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / 4) % LAST.length]!;
    const start = day(threeYearsAgo, Math.floor(random() * 900));
    const left = i % 10 < 3;
    const voluntary = left && i % 3 !== 2;
    const reasons = voluntary ? VOLUNTARY : INVOLUNTARY;
    rows.push({
      account_id: demo.account_id,
      user_id: null as number | null,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${i + 1}@demo-company.test`.toLowerCase(),
      job_title: i % 2 === 0 ? 'Store Associate' : 'Support Agent',
      location: i % 3 === 0 ? 'Lisbon' : 'Austin',
      start_date: start,
      end_date: left ? minDate(day(new Date(`${start}T00:00:00Z`), 30 + Math.floor(random() * 300)), yesterday) : null,
      separation_type: left ? (voluntary ? ('voluntary' as const) : ('involuntary' as const)) : null,
      separation_reason: left ? reasons[i % reasons.length]! : null,
      supervisor_email: i % 2 === 0 ? 'sofia.lead@demo-company.test' : 'marcus.lead@demo-company.test',
      updated_at: new Date(),
    });
  }
  if (li) {
    rows[DEMO_EMPLOYEE_COUNT - 1] = {
      ...rows[DEMO_EMPLOYEE_COUNT - 1]!,
      user_id: li.user_id,
      first_name: li.first_name,
      last_name: li.last_name,
      email: li.email,
      job_title: 'Support Agent',
      end_date: null,
      separation_type: null,
      separation_reason: null,
    };
  }
  const inserted = await db
    .insertInto('employees')
    .values(rows)
    .returning(['employee_id', 'end_date', 'start_date'])
    .execute();
  await seedDemoScores(db, inserted, random);
}

/**
 * Personality domain scores for every seeded employee and a performance rating for those still
 * there. Conscientiousness is built to relate to staying (leavers score about 15 lower) and to the
 * rating; agreeableness is noise, so the dashboards show both a relation and its absence.
 */
async function seedDemoScores(
  db: Db,
  employees: { employee_id: number; end_date: unknown; start_date: unknown }[],
  random: () => number,
): Promise<void> {
  const domains = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code'])
    .where('account_id', 'is', null)
    .where('category', '=', 'personality')
    .where('code', 'in', ['C', 'A', 'E'])
    .execute();
  const id = (code: string) => domains.find((d) => d.code === code)?.attribute_type_id;
  const noise = () => (random() + random() + random() - 1.5) * 2;
  const clamp = (value: number) => Math.round(Math.max(0, Math.min(100, value)));
  const scores = [];
  const ratings = [];
  for (const e of employees) {
    const measured = String(e.start_date instanceof Date ? e.start_date.toISOString().slice(0, 10) : e.start_date);
    const left = e.end_date !== null;
    const c = clamp((left ? 48 : 63) + noise() * 10);
    for (const [code, score] of [
      ['C', c],
      ['A', clamp(55 + noise() * 12)],
      ['E', clamp((left ? 52 : 57) + noise() * 12)],
    ] as const) {
      const attribute = id(code);
      if (attribute !== undefined)
        scores.push({ employee_id: e.employee_id, attribute_type_id: attribute, score, measured_at: measured });
    }
    if (!left)
      ratings.push({
        employee_id: e.employee_id,
        outcome: 'performance_rating',
        value: Math.max(1, Math.min(5, Math.round(1 + c / 25 + noise() * 0.6))),
        measured_at: measured,
      });
  }
  if (scores.length > 0) await db.insertInto('employee_attribute_scores').values(scores).execute();
  if (ratings.length > 0) await db.insertInto('employee_outcome_values').values(ratings).execute();
}

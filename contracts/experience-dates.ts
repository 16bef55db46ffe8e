/**
 * Dates in forms: what a calendar date is, today where it is latest, and the rules between a work
 * experience's dates (contracts/experience.ts re-exports them for the server), without zod: the
 * candidate's forms (experience, profile, onboarding) need the rules, not the endpoints' schemas.
 */

/** True for a real calendar date written YYYY-MM-DD (no 2025-02-30), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  if (!/^(19|[2-9]\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Today's date where it is latest on Earth (UTC+14): a start date someone somewhere may call
 * "today" is never refused as future by a server in another time zone.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export type DateProblem = 'start_in_future' | 'end_required' | 'end_before_start';

/** The rules between the date fields, for the server and the form alike. */
export function experienceDateProblems(
  entry: { start_date: string; end_date?: string | null; is_current?: boolean },
  today = latestToday(),
): { prop: 'start_date' | 'end_date'; problem: DateProblem }[] {
  const problems: { prop: 'start_date' | 'end_date'; problem: DateProblem }[] = [];
  if (entry.start_date > today) problems.push({ prop: 'start_date', problem: 'start_in_future' });
  if (!entry.is_current && !entry.end_date) problems.push({ prop: 'end_date', problem: 'end_required' });
  // YYYY-MM-DD compares correctly as text.
  if (entry.end_date && entry.end_date < entry.start_date)
    problems.push({ prop: 'end_date', problem: 'end_before_start' });
  return problems;
}

/**
 * Public holidays that are not business days, per jurisdiction, computed from each holiday's rule
 * for any year (D307). Business days count toward a law's lead time (NYC Local Law 144's notice:
 * contracts/candidate-notice-rules.ts), and the first day a requisition may open is shown on the
 * staff's device, so the rules live here rather than in a worldwide holiday library.
 *
 * New York City: the public holidays of New York's General Construction Law § 24 (New Year's Day,
 * Martin Luther King Jr. Day, Lincoln's Birthday, Washington's Birthday, Memorial Day, Juneteenth,
 * Independence Day, Labor Day, Columbus Day, the general election day, Veterans Day, Thanksgiving,
 * Christmas; Flag Day always falls on a Sunday). A holiday on a Sunday is kept the Monday after
 * (§ 24); one on a Saturday also takes the Friday before, as federal offices keep it: counting a day
 * fewer makes the lead time end later, never earlier, under either reading.
 */

export const HOLIDAY_JURISDICTIONS = ['us-ny-nyc'] as const;
export type HolidayJurisdiction = (typeof HOLIDAY_JURISDICTIONS)[number];

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The `nth` (1-based) `weekday` (0 Sunday .. 6 Saturday) of a month; `nth` -1: the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** A fixed-date holiday and the weekday it is kept on when it falls on a weekend. */
function fixed(year: number, month: number, day: number): string[] {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (weekday === 0) return [iso(year, month, day), iso(year, month, day + 1)];
  if (weekday === 6) return [iso(year, month, day), iso(year, month, day - 1)];
  return [iso(year, month, day)];
}

/** New York's public holidays (General Construction Law § 24) in `year`, with the days they are kept. */
export function newYorkHolidays(year: number): string[] {
  const firstMondayOfNovember = nthWeekday(year, 11, 1, 1);
  return [
    ...fixed(year, 1, 1),
    iso(year, 1, nthWeekday(year, 1, 1, 3)),
    ...fixed(year, 2, 12),
    iso(year, 2, nthWeekday(year, 2, 1, 3)),
    iso(year, 5, nthWeekday(year, 5, 1, -1)),
    ...fixed(year, 6, 19),
    ...fixed(year, 7, 4),
    iso(year, 9, nthWeekday(year, 9, 1, 1)),
    iso(year, 10, nthWeekday(year, 10, 1, 2)),
    iso(year, 11, firstMondayOfNovember + 1),
    ...fixed(year, 11, 11),
    iso(year, 11, nthWeekday(year, 11, 4, 4)),
    ...fixed(year, 12, 25),
    // New Year's Day of the next year on a Saturday is kept on this year's 31 December.
    ...fixed(year + 1, 1, 1).filter((day) => day.startsWith(`${year}-`)),
  ].sort();
}

const RULES: Record<HolidayJurisdiction, (year: number) => string[]> = { 'us-ny-nyc': newYorkHolidays };

/** The jurisdiction's holidays from `fromDay`'s year through the year after (a lead time of weeks fits in them). */
export function holidaysAround(jurisdiction: HolidayJurisdiction, fromDay: string): string[] {
  const year = Number(fromDay.slice(0, 4));
  if (!Number.isInteger(year)) return [];
  return [...RULES[jurisdiction](year), ...RULES[jurisdiction](year + 1)];
}

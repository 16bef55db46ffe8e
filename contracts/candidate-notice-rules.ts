/**
 * The candidate notice's rules (D208), without zod so the candidate's tracker can import them.
 * A requisition "uses scoring" when its plan holds an activity of a kind that assesses or scores
 * the candidate; the notice is shown before the first step holding one. The texts are a
 * company's own per language; a language it left empty shows the default text (the catalogs').
 */
import { SCORED_KIND_TYPES } from './activity-kinds.ts';
import { holidaysAround, type HolidayJurisdiction } from './public-holidays.ts';

export const NOTICE_LANGUAGES = ['en', 'es', 'fr'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];
export const NOTICE_TEXT_MAX = 4000;

/** The kinds that assess or score the candidate: each kind's `isScored` (contracts/activity-kind.ts). */
export const SCORED_ACTIVITY_TYPES = SCORED_KIND_TYPES;

export const isScoredActivityType = (type: string) => (SCORED_ACTIVITY_TYPES as readonly string[]).includes(type);

/** A company's own texts by language; null: the default text. */
export type NoticeTexts = Record<NoticeLanguage, string | null>;

/** What the tracker carries for the notice: where it goes and the company's texts. */
export interface TrackerNotice {
  before_job_step_id: number;
  texts: NoticeTexts;
  /**
   * The company's retention period (`accounts.applicant_retention_months`): an application not
   * hired is anonymised that many months after its last activity. Null: none set; absent from a
   * tracker a device saved before the notice quoted it.
   */
  retention_months?: number | null | undefined;
  /**
   * The qualifications and characteristics assessed (LL144 rules § 5-304): the attributes the
   * requisition's fit score weighs, by name in the reader's language (D511). Empty: it weighs none;
   * absent from a tracker a device saved before the notice named them.
   */
  assessed?: string[] | undefined;
}

/**
 * NYC Local Law 144 (§ 20-871(b), rules § 5-304): the notice reaches candidates at least 10
 * business days before the tool is used on them (on the careers section of the site, in the job
 * posting, or by mail), and names the job qualifications and characteristics the tool assesses,
 * how to ask for an alternative process or an accommodation, and the data retention policy
 * (D273). Business days: Monday to Friday, less the holidays given.
 */
export const NOTICE_LEAD_BUSINESS_DAYS = 10;

/** The lead time is New York City's law, so its business days skip New York's public holidays (D307). */
export const NOTICE_LEAD_JURISDICTION: HolidayJurisdiction = 'us-ny-nyc';

const DAY_MS = 86_400_000;
const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` (YYYY-MM-DD) moved forward by `count` business days: weekends and `holidays` do not count. */
export function addBusinessDays(day: string, count: number, holidays: readonly string[] = []): string {
  let at = dayOf(day);
  if (Number.isNaN(at)) throw new RangeError(`Not a day: ${day}`);
  for (let left = count; left > 0;) {
    at += DAY_MS;
    const iso = new Date(at).toISOString().slice(0, 10);
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.includes(iso)) left--;
  }
  return new Date(at).toISOString().slice(0, 10);
}

/** `count` business days after `day` where the lead time holds: weekends and New York's public holidays skipped (D307). */
export const addNoticeBusinessDays = (day: string, count: number) =>
  addBusinessDays(day, count, holidaysAround(NOTICE_LEAD_JURISDICTION, day));

/** The first day the tool may be used on candidates who got the notice on `noticeDay` (D307: holidays skipped). */
export const toolUsableFrom = (noticeDay: string) => addNoticeBusinessDays(noticeDay, NOTICE_LEAD_BUSINESS_DAYS);

/** Whether a notice given on `noticeDay` came early enough for the tool to be used on `useDay`. */
export const isNoticeEarlyEnough = (noticeDay: string, useDay: string) => useDay >= toolUsableFrom(noticeDay);

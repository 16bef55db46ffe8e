/**
 * The candidate notice's rules (D208), without zod so the candidate's tracker can import them.
 * A requisition "uses scoring" when its plan holds an activity of a kind that assesses or scores
 * the candidate; the notice is shown before the first step holding one. The texts are a
 * company's own per language; a language it left empty shows the default text (the catalogs').
 */
import { SCORED_KIND_TYPES } from './activity-kinds.ts';

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
}

/**
 * The bands a report reads a 0-100 score in (docs/scoring.md), without zod: the report screens
 * need them, not contracts/reports.ts's schemas (re-exported there for the server).
 */
export const SCORE_BANDS = ['low', 'average', 'high'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** Below this normalised score (a mean keyed answer under 2.5 on 1-5) a score reads "low". */
export const LOW_BELOW = 37.5;
/** Above this normalised score (a mean keyed answer over 3.5 on 1-5) a score reads "high". */
export const HIGH_ABOVE = 62.5;

/** The plain-language band of a 0-100 score; null when the attribute could not be scored. */
export function scoreBand(normalised: number | null): ScoreBand | null {
  if (normalised === null) return null;
  if (normalised < LOW_BELOW) return 'low';
  if (normalised > HIGH_ABOVE) return 'high';
  return 'average';
}

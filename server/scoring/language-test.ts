/**
 * Language test scoring (pure, docs/scoring.md "Language tests"): a part's score is the items
 * answered with the keyed option out of the part's items, as a whole percent (half up); an item
 * with no answer, or a cleared one, counts as wrong. The band reads the percent against fixed
 * thresholds, CEFR-like: a short screening test can place a candidate roughly, never certify a
 * level, so C2 is never given and the names say "band", not "level".
 */
import type { LanguageBand } from '../../contracts/language-test.ts';
import { percentOf } from './skills-test.ts';

/** The lowest percent of each band, highest band first. */
export const BAND_THRESHOLDS: ReadonlyArray<{ band: LanguageBand; minPercent: number }> = [
  { band: 'C1', minPercent: 90 },
  { band: 'B2', minPercent: 75 },
  { band: 'B1', minPercent: 60 },
  { band: 'A2', minPercent: 40 },
  { band: 'A1', minPercent: 20 },
  { band: 'Pre-A1', minPercent: 0 },
];

export function bandOf(percent: number): LanguageBand {
  const clamped = Math.max(0, Math.min(100, percent));
  return BAND_THRESHOLDS.find((t) => clamped >= t.minPercent)!.band;
}

export interface PartScore {
  correct: number;
  total: number;
  percent: number;
  band: LanguageBand;
}

/**
 * @param key item id -> the keyed option id, for every item of the part.
 * @param answers item id -> the option the candidate holds (null when cleared); items outside the key are ignored.
 */
export function scorePart(key: ReadonlyMap<string, string>, answers: ReadonlyMap<string, string | null>): PartScore {
  let correct = 0;
  for (const [itemId, option] of key) if (answers.get(itemId) === option) correct += 1;
  const percent = percentOf(correct, key.size);
  return { correct, total: key.size, percent, band: bandOf(percent) };
}

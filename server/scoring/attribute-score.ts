/**
 * The arithmetic every scoring key shares: reverse keying, the 75% answered rule, sums prorated
 * over missing items, means, and the 0-100 normalisation. Pure: items and answers in, numbers out.
 */

export interface ScoringItem {
  item_id: string;
  /** The most specific attribute the item counts towards; null for practice items. */
  attribute_code: string | null;
  /** 1, or -1 when reverse-keyed. */
  keyed: number;
  is_practice: boolean;
}

/** The candidate's answers by item_id; null or a value off the scale counts as unanswered. */
export type Answers = ReadonlyMap<string, number | null>;

export interface ScaleRange {
  min: number;
  max: number;
}

export const FIVE_POINT: ScaleRange = { min: 1, max: 5 };

/** An attribute is scored only when at least this share of its items is answered. */
export const MIN_ANSWERED_SHARE = 0.75;

export type Method = 'sum' | 'mean';

export interface AttributeScore {
  code: string;
  /** A facet's domain; null for a top-level attribute. */
  parent_code: string | null;
  item_count: number;
  answered_count: number;
  /** Sum (prorated when items are missing) or mean on the response scale; null below 75% answered. */
  raw: number | null;
  /** 0 is every item at the scale's low end, 100 every item at its high end. */
  normalised: number | null;
}

export interface AssessmentScores {
  scoring_key: string;
  method: Method;
  attributes: AttributeScore[];
  /** Interests only: the three highest RIASEC types, highest first. */
  holland_code: string | null;
  item_count: number;
  answered_count: number;
  /** Scored items without a valid answer, in item order. */
  missing_item_ids: string[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function isOnScale(value: number | null | undefined, range: ScaleRange): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** A reverse-keyed answer counts from the other end: on 1-5, 6 - x. */
export function keyedValue(value: number, keyed: number, range: ScaleRange): number {
  return keyed === -1 ? range.min + range.max - value : value;
}

export function scoredItems(items: readonly ScoringItem[]): ScoringItem[] {
  return items.filter((item) => !item.is_practice);
}

export function scoreAttribute(
  code: string,
  parentCode: string | null,
  items: readonly ScoringItem[],
  answers: Answers,
  range: ScaleRange,
  method: Method,
): AttributeScore {
  const values = items.flatMap((item) => {
    const value = answers.get(item.item_id);
    return isOnScale(value, range) ? [keyedValue(value, item.keyed, range)] : [];
  });
  const itemCount = items.length;
  const base = { code, parent_code: parentCode, item_count: itemCount, answered_count: values.length };
  if (itemCount === 0 || values.length / itemCount < MIN_ANSWERED_SHARE)
    return { ...base, raw: null, normalised: null };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return {
    ...base,
    raw: round(method === 'sum' ? mean * itemCount : mean, 2),
    normalised: round(((mean - range.min) / (range.max - range.min)) * 100, 1),
  };
}

/** Scores each code over the items whose attribute `belongsTo` it; refuses items the key does not know. */
export function scoreAll(
  scoringKey: string,
  method: Method,
  codes: readonly { code: string; parent_code: string | null; belongsTo: (attributeCode: string) => boolean }[],
  items: readonly ScoringItem[],
  answers: Answers,
  range: ScaleRange,
): Omit<AssessmentScores, 'holland_code'> {
  const scored = scoredItems(items);
  for (const item of scored) {
    if (!item.attribute_code || !codes.some((c) => c.belongsTo(item.attribute_code!))) {
      throw new Error(
        `item ${item.item_id} has attribute ${String(item.attribute_code)}, unknown to scoring key ${scoringKey}`,
      );
    }
  }
  const missing = scored.filter((item) => !isOnScale(answers.get(item.item_id), range)).map((item) => item.item_id);
  return {
    scoring_key: scoringKey,
    method,
    attributes: codes.map((c) =>
      scoreAttribute(
        c.code,
        c.parent_code,
        scored.filter((item) => c.belongsTo(item.attribute_code!)),
        answers,
        range,
        method,
      ),
    ),
    item_count: scored.length,
    answered_count: scored.length - missing.length,
    missing_item_ids: missing,
  };
}

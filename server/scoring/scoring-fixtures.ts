/** Item lists shaped like the seeded banks, for hand-computed scoring examples. */
import type { Answers, ScoringItem } from './attribute-score.ts';

/** `n` items per code, ids `<code>-1`..`<code>-n`; the ones listed in `reversed` are keyed -1. */
export function itemsFor(codes: readonly string[], n: number, reversed: readonly number[] = []): ScoringItem[] {
  return codes.flatMap((code) =>
    Array.from({ length: n }, (_, i) => ({
      item_id: `${code}-${i + 1}`,
      attribute_code: code,
      keyed: reversed.includes(i + 1) ? -1 : 1,
      is_practice: false,
    })),
  );
}

export const practice = (id: string): ScoringItem => ({
  item_id: id,
  attribute_code: null,
  keyed: 1,
  is_practice: true,
});

/** Every item answered `fill`, then the given answers on top (null clears one). */
export function answers(
  items: readonly ScoringItem[],
  fill: number | null,
  given: Record<string, number | null> = {},
): Answers {
  const map = new Map<string, number | null>(items.map((item) => [item.item_id, fill]));
  for (const [id, value] of Object.entries(given)) map.set(id, value);
  return map;
}

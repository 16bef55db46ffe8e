import { describe, expect, it } from 'vitest';
import { RIASEC, scoreInterests } from './interests.ts';
import { answers, itemsFor } from './scoring-fixtures.ts';
import { interestsBank } from '../db/seed/content/interests-bank.ts';

const items = itemsFor(RIASEC, 4);
const given = {
  ...{ 'R-1': 5, 'R-2': 5, 'R-3': 4, 'R-4': 4 },
  ...{ 'I-1': 4, 'I-2': 4, 'I-3': 4, 'I-4': 4 },
  ...{ 'A-1': 2, 'A-2': 2, 'A-3': 2, 'A-4': 2 },
  ...{ 'S-1': 5, 'S-2': 5, 'S-3': 5, 'S-4': 3 },
  ...{ 'E-1': 3, 'E-2': 3, 'E-3': 3, 'E-4': 3 },
  ...{ 'C-1': 1, 'C-2': 1, 'C-3': 1, 'C-4': 1 },
};

describe('interests scoring (riasec-24@1)', () => {
  it('given R 18, I 16, A 8, S 18, E 12 and C 4, then the sums and the Holland code RSI (the R-S tie keeps RIASEC order)', () => {
    const result = scoreInterests(items, answers(items, null, given));
    expect(result.attributes.map((a) => [a.code, a.raw, a.normalised])).toEqual([
      ['R', 18, 87.5],
      ['I', 16, 75],
      ['A', 8, 25],
      ['S', 18, 87.5],
      ['E', 12, 50],
      ['C', 4, 0],
    ]);
    expect(result.holland_code).toBe('RSI');
  });

  it('given one C item unanswered, then C is prorated to 4 and the code stands', () => {
    const result = scoreInterests(items, answers(items, null, { ...given, 'C-4': null }));
    expect(result.attributes.find((a) => a.code === 'C')).toMatchObject({ answered_count: 3, raw: 4, normalised: 0 });
    expect(result.holland_code).toBe('RSI');
    expect(result.missing_item_ids).toEqual(['C-4']);
  });

  it('given two I items unanswered, then I is null and so is the Holland code', () => {
    const result = scoreInterests(items, answers(items, null, { ...given, 'I-1': null, 'I-2': null }));
    expect(result.attributes.find((a) => a.code === 'I')!.raw).toBeNull();
    expect(result.holland_code).toBeNull();
  });

  it('given the seeded bank, then there are four items for each of the six types, all keyed +1', () => {
    const bankItems = interestsBank().sections.flatMap((s) =>
      s.items.map((item) => ({
        item_id: item.id,
        attribute_code: item.attribute,
        keyed: item.keyed,
        is_practice: s.practice,
      })),
    );
    const result = scoreInterests(bankItems, new Map());
    expect(result.attributes.map((a) => a.item_count)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(bankItems.every((i) => i.keyed === 1)).toBe(true);
  });
});

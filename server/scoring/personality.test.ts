import { describe, expect, it } from 'vitest';
import { DOMAINS, scorePersonality } from './personality.ts';
import { answers, itemsFor, practice } from './scoring-fixtures.ts';
import { personalityBank } from '../db/seed/content/personality-bank.ts';

const facets = DOMAINS.flatMap((d) => [1, 2, 3, 4, 5, 6].map((f) => `${d}${f}`));
/** 30 facets x 4 items; the fourth item of every facet reverse-keyed. */
const items = itemsFor(facets, 4, [4]);
const score = (result: ReturnType<typeof scorePersonality>, code: string) =>
  result.attributes.find((a) => a.code === code)!;

describe('personality scoring (ipip-neo-120@1)', () => {
  it('given N1 answered 5, 4, 2 and 1 on its reversed item and every other item 3, then N1 is 16 (75) and N is 76 (54.2)', () => {
    const result = scorePersonality(items, answers(items, 3, { 'N1-1': 5, 'N1-2': 4, 'N1-3': 2, 'N1-4': 1 }));
    // 5 + 4 + 2 + (6 - 1) = 16; (16 - 4) / (20 - 4) = 75%.
    expect(score(result, 'N1')).toEqual({
      code: 'N1',
      parent_code: 'N',
      item_count: 4,
      answered_count: 4,
      raw: 16,
      normalised: 75,
    });
    // 16 + 20 items x 3 = 76; (76 - 24) / (120 - 24) = 54.17%.
    expect(score(result, 'N')).toEqual({
      code: 'N',
      parent_code: null,
      item_count: 24,
      answered_count: 24,
      raw: 76,
      normalised: 54.2,
    });
    expect(score(result, 'E')).toMatchObject({ raw: 72, normalised: 50 });
    expect(result.missing_item_ids).toEqual([]);
    expect(result.attributes.map((a) => a.code).slice(0, 8)).toEqual(['N', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'E']);
    expect(result.attributes).toHaveLength(35);
  });

  it('given every answer at the top of the scale, then plain items give 5, reversed ones 1, and no facet reaches 100', () => {
    const result = scorePersonality(items, answers(items, 5));
    expect(score(result, 'C6')).toMatchObject({ raw: 16, normalised: 75 });
    expect(score(result, 'C')).toMatchObject({ raw: 96, normalised: 75 });
  });

  it('given one N1 item unanswered, then N1 is prorated from the three answered (3 of 4 is 75%)', () => {
    const result = scorePersonality(items, answers(items, 3, { 'N1-1': 5, 'N1-2': 4, 'N1-3': 2, 'N1-4': null }));
    // mean (5 + 4 + 2) / 3 = 3.667; x 4 items = 14.67; (3.667 - 1) / 4 = 66.7%.
    expect(score(result, 'N1')).toMatchObject({ answered_count: 3, raw: 14.67, normalised: 66.7 });
    expect(result.missing_item_ids).toEqual(['N1-4']);
    expect(result.answered_count).toBe(119);
  });

  it('given two N1 items unanswered, then N1 is null but N (22 of 24 answered) is still scored', () => {
    const result = scorePersonality(items, answers(items, 3, { 'N1-1': 5, 'N1-2': 4, 'N1-3': null, 'N1-4': null }));
    expect(score(result, 'N1')).toMatchObject({ answered_count: 2, raw: null, normalised: null });
    // (5 + 4 + 20 x 3) / 22 = 3.136; x 24 = 75.27; (3.136 - 1) / 4 = 53.4%.
    expect(score(result, 'N')).toMatchObject({ answered_count: 22, raw: 75.27, normalised: 53.4 });
  });

  it('given an answer off the scale (0, 6 or 2.5), then it counts as unanswered', () => {
    const result = scorePersonality(items, answers(items, 3, { 'A1-1': 0, 'A1-2': 6, 'A1-3': 2.5 }));
    expect(score(result, 'A1')).toMatchObject({ answered_count: 1, raw: null });
    expect(result.missing_item_ids).toEqual(['A1-1', 'A1-2', 'A1-3']);
  });

  it('given practice items answered, then they change nothing and are never reported missing', () => {
    const withPractice = [practice('p-1'), practice('p-2'), ...items];
    const result = scorePersonality(withPractice, answers(items, 3, { 'p-1': 5 }));
    expect(result.item_count).toBe(120);
    expect(score(result, 'O')).toMatchObject({ raw: 72 });
    expect(result.missing_item_ids).toEqual([]);
  });

  it('given an item with an attribute the key does not know, then scoring refuses', () => {
    expect(() =>
      scorePersonality([...items, { item_id: 'x', attribute_code: 'N7', keyed: 1, is_practice: false }], new Map()),
    ).toThrow(/unknown to scoring key/);
  });

  it('given the seeded IPIP bank, then each of the 30 facets has 4 items, 55 are reversed, and the key accepts them all', () => {
    const bankItems = personalityBank().sections.flatMap((s) =>
      s.items.map((item) => ({
        item_id: item.id,
        attribute_code: item.attribute,
        keyed: item.keyed,
        is_practice: s.practice,
      })),
    );
    const result = scorePersonality(bankItems, new Map());
    expect(result.item_count).toBe(120);
    expect(result.attributes.filter((a) => a.parent_code !== null).every((a) => a.item_count === 4)).toBe(true);
    expect(result.attributes.filter((a) => a.parent_code === null).every((a) => a.item_count === 24)).toBe(true);
    expect(bankItems.filter((i) => i.keyed === -1)).toHaveLength(55);
    expect(bankItems.filter((i) => i.is_practice)).toHaveLength(2);
  });
});

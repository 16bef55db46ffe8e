import { describe, expect, it } from 'vitest';
import { COMPETENCIES, WORK_VALUES, scoreCompetencies, scoreWorkValues } from './scale-means.ts';
import { scoreAssessment } from './score-assessment.ts';
import { answers, itemsFor } from './scoring-fixtures.ts';
import { competenciesBank } from '../db/seed/content/competencies-bank.ts';
import { valuesBank } from '../db/seed/content/values-bank.ts';

const valueItems = itemsFor(WORK_VALUES, 3);
const competencyItems = itemsFor(COMPETENCIES, 3, [3]);

describe('work values scoring (work-values-24@1)', () => {
  it('given achievement answered 5, 4 and 4 and everything else 3, then achievement is 4.33 (83.3) and the rest 3 (50)', () => {
    const result = scoreWorkValues(valueItems, answers(valueItems, 3, { 'ACH-1': 5, 'ACH-2': 4, 'ACH-3': 4 }));
    expect(result.method).toBe('mean');
    expect(result.attributes[0]).toEqual({
      code: 'ACH',
      parent_code: null,
      item_count: 3,
      answered_count: 3,
      raw: 4.33,
      normalised: 83.3,
    });
    expect(result.attributes.slice(1).every((a) => a.raw === 3 && a.normalised === 50)).toBe(true);
  });

  it('given one of the three security items unanswered, then security is null (2 of 3 is below 75%)', () => {
    const result = scoreWorkValues(valueItems, answers(valueItems, 4, { 'SEC-2': null }));
    expect(result.attributes.find((a) => a.code === 'SEC')).toMatchObject({
      answered_count: 2,
      raw: null,
      normalised: null,
    });
    expect(result.missing_item_ids).toEqual(['SEC-2']);
  });
});

describe('competencies scoring (competencies-24@1)', () => {
  it('given the third (reversed) item of each competency, then 6 - x counts: COM 4, 5, 2 is 4.33; INT 5, 5, 1 is 5; INI 1, 1, 5 is 1', () => {
    const result = scoreCompetencies(
      competencyItems,
      answers(competencyItems, 3, {
        'COM-1': 4,
        'COM-2': 5,
        'COM-3': 2,
        'INT-1': 5,
        'INT-2': 5,
        'INT-3': 1,
        'INI-1': 1,
        'INI-2': 1,
        'INI-3': 5,
      }),
    );
    const by = (code: string) => result.attributes.find((a) => a.code === code)!;
    expect(by('COM')).toMatchObject({ raw: 4.33, normalised: 83.3 });
    expect(by('INT')).toMatchObject({ raw: 5, normalised: 100 });
    expect(by('INI')).toMatchObject({ raw: 1, normalised: 0 });
    expect(by('TEA')).toMatchObject({ raw: 3, normalised: 50 });
  });

  it('given nothing answered, then every competency is null and all 24 items are missing', () => {
    const result = scoreAssessment('competencies-24@1', competencyItems, new Map());
    expect(result.attributes.every((a) => a.raw === null)).toBe(true);
    expect(result.missing_item_ids).toHaveLength(24);
    expect(result.answered_count).toBe(0);
  });

  it('given an unknown scoring key, then scoring refuses', () => {
    expect(() => scoreAssessment('nope@1', competencyItems, new Map())).toThrow(/unknown scoring key/);
  });

  it('given the seeded banks, then each value and competency has three items and every third competency item is reversed', () => {
    const flat = (bank: ReturnType<typeof valuesBank>) =>
      bank.sections.flatMap((s) =>
        s.items.map((item) => ({
          item_id: item.id,
          attribute_code: item.attribute,
          keyed: item.keyed,
          is_practice: s.practice,
        })),
      );
    expect(scoreWorkValues(flat(valuesBank()), new Map()).attributes.map((a) => a.item_count)).toEqual([
      3, 3, 3, 3, 3, 3, 3, 3,
    ]);
    const competencies = flat(competenciesBank());
    expect(scoreCompetencies(competencies, new Map()).attributes.map((a) => a.item_count)).toEqual([
      3, 3, 3, 3, 3, 3, 3, 3,
    ]);
    expect(competencies.filter((i) => i.keyed === -1).map((i) => i.item_id.split(':')[1]!.slice(-1))).toEqual(
      Array(8).fill('3'),
    );
  });
});

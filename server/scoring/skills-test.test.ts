import { describe, expect, it } from 'vitest';
import { percentOf, scoreSkillsTest, type ScoredAnswer } from './skills-test.ts';

// Hand-worked: section 10 has questions 1-5 (correct options 11, 21, 31, 41, 51), section 20 has
// questions 6-10 (correct 61, 71, 81, 91, 101).
const sections = [
  { skills_test_section_id: 10, question_ids: [1, 2, 3, 4, 5] },
  { skills_test_section_id: 20, question_ids: [6, 7, 8, 9, 10] },
];
const correct = new Set([11, 21, 31, 41, 51, 61, 71, 81, 91, 101]);
const a = (q: number, o: number | null, late = false): ScoredAnswer => ({
  skills_test_question_id: q,
  skills_test_option_id: o,
  is_late: late,
});

describe('skills test scoring', () => {
  it('counts correct on-time answers per section and overall', () => {
    // Section 10: q1 right, q2 right, q3 wrong (32), q4 unanswered, q5 right -> 3/5 = 60 %.
    // Section 20: q6 right, q7 cleared (null), q8-q10 wrong -> 1/5 = 20 %. Overall 4/10 = 40 %.
    const score = scoreSkillsTest(
      sections,
      correct,
      new Map([
        [10, [a(1, 11), a(2, 21), a(3, 32), a(5, 51)]],
        [20, [a(6, 61), a(7, null), a(8, 82), a(9, 92), a(10, 102)]],
      ]),
    );
    expect(score.sections).toEqual([
      { skills_test_section_id: 10, correct: 3, total: 5, late: 0, percent: 60 },
      { skills_test_section_id: 20, correct: 1, total: 5, late: 0, percent: 20 },
    ]);
    expect([score.correct, score.total, score.percent]).toEqual([4, 10, 40]);
  });

  it('keeps late answers out of the score, even when right', () => {
    // Section 10: q1 right in time, q2 right but late, q3 late only -> 1/5 = 20 %, 2 late.
    const score = scoreSkillsTest(sections, correct, new Map([[10, [a(1, 11), a(2, 21, true), a(3, 31, true)]]]));
    expect(score.sections[0]).toEqual({ skills_test_section_id: 10, correct: 1, total: 5, late: 2, percent: 20 });
    expect(score.sections[1]).toEqual({ skills_test_section_id: 20, correct: 0, total: 5, late: 0, percent: 0 });
    expect(score.percent).toBe(10);
  });

  it('ignores answers to questions outside the section', () => {
    const score = scoreSkillsTest(sections, correct, new Map([[10, [a(6, 61), a(1, 11)]]]));
    expect(score.sections[0]!.correct).toBe(1);
  });

  it('rounds percentages half up and gives 0 for no questions', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13); // 12.5 -> 13
    expect(percentOf(0, 0)).toBe(0);
  });
});

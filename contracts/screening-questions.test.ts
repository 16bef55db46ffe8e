import { describe, expect, it } from 'vitest';
import { answerProblem, questionIdOfItem, screeningAnswerProblems, type RuleQuestion } from './screening-questions.ts';

const q = (
  id: number,
  question_type: RuleQuestion['question_type'],
  extra: Partial<RuleQuestion> = {},
): RuleQuestion => ({
  account_question_id: id,
  question_type,
  is_required: true,
  settings: {},
  options: [],
  ...extra,
});

describe('screening answer rules', () => {
  it('given item ids, then only q<positive id> names a question', () => {
    expect(questionIdOfItem('q12')).toBe(12);
    expect(questionIdOfItem('q0')).toBeUndefined();
    expect(questionIdOfItem('12')).toBeUndefined();
    expect(questionIdOfItem('q1x')).toBeUndefined();
  });

  it('given empty answers, then required questions say required and optional ones pass', () => {
    expect(answerProblem(q(1, 'short_text'), '  ')).toEqual({ item_id: 'q1', problem: 'required' });
    expect(answerProblem(q(1, 'multiple_choice'), [])).toEqual({ item_id: 'q1', problem: 'required' });
    expect(answerProblem(q(1, 'number', { is_required: false }), null)).toBeUndefined();
  });

  it('given numbers, then min and max are inclusive', () => {
    const years = q(2, 'number', { settings: { min: 0, max: 50 } });
    expect(answerProblem(years, 0)).toBeUndefined();
    expect(answerProblem(years, 50)).toBeUndefined();
    expect(answerProblem(years, 51)).toEqual({ item_id: 'q2', problem: 'too_large', limit: 50 });
    expect(answerProblem(years, -1)).toEqual({ item_id: 'q2', problem: 'too_small', limit: 0 });
    expect(answerProblem(years, '3')).toEqual({ item_id: 'q2', problem: 'not_a_number' });
  });

  it('given dates, texts and choices, then each is checked against its type', () => {
    expect(answerProblem(q(3, 'date'), '2026-02-30')).toEqual({ item_id: 'q3', problem: 'not_a_date' });
    expect(answerProblem(q(3, 'date'), '2026-02-28')).toBeUndefined();
    expect(answerProblem(q(4, 'short_text', { settings: { max_length: 5 } }), 'abcdef')).toEqual({
      item_id: 'q4',
      problem: 'too_long',
      limit: 5,
    });
    expect(answerProblem(q(4, 'long_text'), 'x'.repeat(4001))).toEqual({
      item_id: 'q4',
      problem: 'too_long',
      limit: 4000,
    });
    const choice = q(5, 'single_choice', { options: [{ question_option_id: 7, option_text: 'A' }] });
    expect(answerProblem(choice, 7)).toBeUndefined();
    expect(answerProblem(choice, 8)).toEqual({ item_id: 'q5', problem: 'unknown_choice' });
    const multi = q(6, 'multiple_choice', {
      options: [
        { question_option_id: 7, option_text: 'A' },
        { question_option_id: 9, option_text: 'B' },
      ],
    });
    expect(answerProblem(multi, ['7', '9'])).toBeUndefined();
    expect(answerProblem(multi, ['7', '7'])).toEqual({ item_id: 'q6', problem: 'unknown_choice' });
    expect(answerProblem(q(7, 'yes_no'), 'maybe')).toEqual({ item_id: 'q7', problem: 'unknown_choice' });
  });

  it('given a file question, then a required one needs a file id, an optional one may stay empty, and anything but a file id is the wrong type', () => {
    expect(answerProblem(q(8, 'file'), null)).toEqual({ item_id: 'q8', problem: 'required' });
    expect(answerProblem(q(8, 'file', { is_required: false }), null)).toBeUndefined();
    expect(answerProblem(q(8, 'file'), '0b7c6a9e-3f1d-4c55-9f51-5a1e8c2d4b10')).toBeUndefined();
    expect(answerProblem(q(8, 'file'), 'cv.pdf')).toEqual({ item_id: 'q8', problem: 'wrong_type' });
    expect(answerProblem(q(8, 'file'), 12)).toEqual({ item_id: 'q8', problem: 'wrong_type' });
  });

  it('given a whole set, then problems come in question order and answers to other questions are reported', () => {
    const problems = screeningAnswerProblems(
      [q(1, 'short_text'), q(2, 'yes_no')],
      [
        { item_id: 'q2', value: 'yes' },
        { item_id: 'q99', value: 'x' },
      ],
    );
    expect(problems).toEqual([
      { item_id: 'q1', problem: 'required' },
      { item_id: 'q99', problem: 'unknown_question' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { scoreScreeningAnswers, type ScreeningScoringQuestion } from './screening-questions.ts';

const COMM = 101;
const CUST = 102;

// Hand-worked set: a yes/no knockout, a single choice, a multiple choice and a text question.
const questions: ScreeningScoringQuestion[] = [
  {
    account_question_id: 1,
    question_type: 'yes_no',
    options: [
      { question_option_id: 11, option_text: 'yes', score: 100, is_knockout: false },
      { question_option_id: 12, option_text: 'no', score: 0, is_knockout: true },
    ],
    attributes: [],
  },
  {
    account_question_id: 2,
    question_type: 'single_choice',
    options: [
      { question_option_id: 21, option_text: 'Less than a year', score: 25, is_knockout: false },
      { question_option_id: 22, option_text: '1 to 3 years', score: 60, is_knockout: false },
      { question_option_id: 23, option_text: 'More than 3 years', score: 100, is_knockout: false },
    ],
    attributes: [{ attribute_type_id: CUST, weight: 2 }],
  },
  {
    account_question_id: 3,
    question_type: 'multiple_choice',
    options: [
      { question_option_id: 31, option_text: 'Phone', score: 40, is_knockout: false },
      { question_option_id: 32, option_text: 'Email', score: 30, is_knockout: false },
      { question_option_id: 33, option_text: 'Chat', score: 50, is_knockout: false },
    ],
    attributes: [
      { attribute_type_id: CUST, weight: 1 },
      { attribute_type_id: COMM, weight: 1 },
    ],
  },
  {
    account_question_id: 4,
    question_type: 'long_text',
    options: [],
    attributes: [{ attribute_type_id: COMM, weight: 3 }],
  },
];

describe('screening question scoring (screening-questions@1)', () => {
  it('given yes, 1 to 3 years and phone + email, then 100, 60, 70, no knockout; customer focus (2x60 + 70)/3 = 63.33, communication 70', () => {
    const result = scoreScreeningAnswers(questions, [
      { item_id: 'q1', value: 'yes' },
      { item_id: 'q2', value: 22 },
      { item_id: 'q3', value: ['31', '32'] },
      { item_id: 'q4', value: 'I like helping people.' },
    ]);
    expect(result.questions).toEqual([
      { account_question_id: 1, score: 100, is_knockout: false },
      { account_question_id: 2, score: 60, is_knockout: false },
      { account_question_id: 3, score: 70, is_knockout: false },
      { account_question_id: 4, score: null, is_knockout: false },
    ]);
    expect(result.knockout).toBe(false);
    expect(result.attributes).toEqual([
      { attribute_type_id: CUST, score: 63.33 },
      { attribute_type_id: COMM, score: 70 },
    ]);
  });

  it('given "no" to the work authorisation question, then knockout is true and that question scores 0', () => {
    const result = scoreScreeningAnswers(questions, [
      { item_id: 'q1', value: 'no' },
      { item_id: 'q2', value: 23 },
    ]);
    expect(result.knockout).toBe(true);
    expect(result.questions[0]).toEqual({ account_question_id: 1, score: 0, is_knockout: true });
  });

  it('given every choice of the multiple choice (40 + 30 + 50 = 120), then it is capped at 100', () => {
    const result = scoreScreeningAnswers(questions, [{ item_id: 'q3', value: ['31', '32', '33'] }]);
    expect(result.questions[2]!.score).toBe(100);
  });

  it('given no answers, then scored questions score 0, the text question stays unscored and attributes are 0', () => {
    const result = scoreScreeningAnswers(questions, []);
    expect(result.questions.map((q) => q.score)).toEqual([0, 0, 0, null]);
    expect(result.knockout).toBe(false);
    expect(result.attributes).toEqual([
      { attribute_type_id: CUST, score: 0 },
      { attribute_type_id: COMM, score: 0 },
    ]);
  });

  it('given a cleared answer or an unknown choice, then it counts as unanswered', () => {
    const result = scoreScreeningAnswers(questions, [
      { item_id: 'q2', value: null },
      { item_id: 'q3', value: ['99'] },
    ]);
    expect(result.questions.map((q) => q.score)).toEqual([0, 0, 0, null]);
  });

  it('given an attribute linked only to unscored questions, then it gets no score', () => {
    const onlyText: ScreeningScoringQuestion[] = [questions[3]!];
    expect(scoreScreeningAnswers(onlyText, [{ item_id: 'q4', value: 'text' }]).attributes).toEqual([]);
  });

  it('given a choice question whose options carry no points, then it is unscored but its knockout still counts', () => {
    const unscored: ScreeningScoringQuestion = {
      account_question_id: 5,
      question_type: 'single_choice',
      options: [
        { question_option_id: 51, option_text: 'Weekdays', score: null, is_knockout: false },
        { question_option_id: 52, option_text: 'Never', score: null, is_knockout: true },
      ],
      attributes: [{ attribute_type_id: CUST, weight: 1 }],
    };
    const result = scoreScreeningAnswers([unscored], [{ item_id: 'q5', value: 52 }]);
    expect(result.questions).toEqual([{ account_question_id: 5, score: null, is_knockout: true }]);
    expect(result.knockout).toBe(true);
    expect(result.attributes).toEqual([]);
  });
});

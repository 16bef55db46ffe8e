import { describe, expect, it } from 'vitest';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { isAnswered, textFromValue, valueFromText } from './answer-value.ts';

const question = (question_type: CandidateQuestion['question_type']): CandidateQuestion => ({
  account_question_id: 1,
  item_id: 'q1',
  question_type,
  question_text: 'Q',
  help_text: '',
  is_required: true,
  settings: {},
  options: [],
});

describe('typed answers to stored values', () => {
  it('given a number field, then digits become a number (comma decimals too) and anything else stays text for the rules', () => {
    expect(valueFromText(question('number'), ' 40 ')).toBe(40);
    expect(valueFromText(question('number'), '2,5')).toBe(2.5);
    expect(valueFromText(question('number'), 'forty')).toBe('forty');
    expect(valueFromText(question('number'), '')).toBeNull();
  });

  it('given text, then it is kept as typed and empty means unanswered', () => {
    expect(valueFromText(question('long_text'), 'Line one\nline two ')).toBe('Line one\nline two ');
    expect(valueFromText(question('short_text'), '   ')).toBeNull();
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(textFromValue(12)).toBe('12');
  });
});

import { describe, expect, it } from 'vitest';
import { AnswerValueSchema } from './user-response.ts';
import { isAnswerValue, MAX_ANSWER_CHOICE_TEXT, MAX_ANSWER_CHOICES, MAX_ANSWER_TEXT } from './user-response-codes.ts';

// The device checks answers with isAnswerValue (no zod on question screens), the server with
// AnswerValueSchema: they must accept and refuse the same values.
const samples: unknown[] = [
  null,
  0,
  -3.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'x'.repeat(MAX_ANSWER_TEXT),
  'x'.repeat(MAX_ANSWER_TEXT + 1),
  [],
  ['a', 'b'],
  Array.from({ length: MAX_ANSWER_CHOICES }, (_, i) => `c${i}`),
  Array.from({ length: MAX_ANSWER_CHOICES + 1 }, (_, i) => `c${i}`),
  ['y'.repeat(MAX_ANSWER_CHOICE_TEXT)],
  ['y'.repeat(MAX_ANSWER_CHOICE_TEXT + 1)],
  [1, 2],
  ['a', null],
  undefined,
  true,
  { nested: true },
];

describe('isAnswerValue', () => {
  it.each(samples.map((value) => [value]))('agrees with AnswerValueSchema on %j', (value) => {
    expect(isAnswerValue(value)).toBe(AnswerValueSchema.safeParse(value).success);
  });

  it('accepts the kinds of answer and refuses the rest', () => {
    expect([null, 2, 'text', ['a']].every(isAnswerValue)).toBe(true);
    expect([undefined, true, { nested: true }, 'x'.repeat(MAX_ANSWER_TEXT + 1)].some(isAnswerValue)).toBe(false);
  });
});

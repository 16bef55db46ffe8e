import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordProblems } from './password-rule.ts';

describe('the password rule', () => {
  it.each([
    ['Assay-demo-1', []],
    ['Ab1!', ['too_short']],
    ['abcdefg1!', ['no_uppercase']],
    ['Abcdefgh!', ['no_number']],
    ['Abcdefgh1', ['no_special']],
    ['abcdefgh', ['no_uppercase', 'no_number', 'no_special']],
    ['', ['too_short', 'no_uppercase', 'no_number', 'no_special']],
  ])('given %j, then the problems are %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
    expect(isPasswordValid(password)).toBe(problems.length === 0);
  });

  it('given a confirmation that differs, then it reports a mismatch', () => {
    expect(passwordProblems('Assay-demo-1', 'Assay-demo-2')).toEqual(['mismatch']);
    expect(passwordProblems('Assay-demo-1', 'Assay-demo-1')).toEqual([]);
  });

  it('given a space or an accented letter as the only special character, then it counts as special', () => {
    expect(passwordProblems('Abcdefg1 ')).toEqual([]);
    expect(passwordProblems('Abcdefg1é')).toEqual([]);
  });
});

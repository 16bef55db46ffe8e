import { describe, expect, it } from 'vitest';
import { passwordChecks } from './password-checks.ts';

function met(password: string, confirmation: string) {
  return passwordChecks(password, confirmation)
    .filter((check) => check.isMet)
    .map((check) => check.id);
}

describe('passwordChecks', () => {
  it('given nothing typed, when checked, then no requirement is ticked', () => {
    expect(met('', '')).toEqual([]);
  });

  it('given a password that meets the rule and a matching confirmation, when checked, then every requirement is ticked', () => {
    expect(met('Assay-demo-1', 'Assay-demo-1')).toEqual(['length', 'uppercase', 'number', 'special', 'match']);
  });

  it('given a short lowercase password, when checked, then only what it has is ticked', () => {
    expect(met('abc1', '')).toEqual(['number']);
  });

  it('given a confirmation that differs, when checked, then match is not ticked', () => {
    expect(met('Assay-demo-1', 'Assay-demo-2')).toEqual(['length', 'uppercase', 'number', 'special']);
  });

  it('given a space as the only special character, when checked, then it counts as special', () => {
    expect(met('Abcdefg 1', '')).toContain('special');
  });
});

import { describe, expect, it } from 'vitest';
import { parseMonths } from './data-retention-settings.tsx';

describe('parseMonths', () => {
  it('given whole months from 1 to 120, then they are taken; anything else is refused', () => {
    expect(parseMonths('24')).toBe(24);
    expect(parseMonths(' 1 ')).toBe(1);
    expect(parseMonths('120')).toBe(120);
    for (const bad of ['0', '121', '1.5', '-3', 'abc', '']) expect(parseMonths(bad)).toBeUndefined();
  });
});

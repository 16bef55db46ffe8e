import { describe, expect, it } from 'vitest';
import { legalSearch } from './legal-search.ts';

describe('legalSearch', () => {
  it('keeps a positive whole version and a short link id, and drops anything else', () => {
    expect(legalSearch({ version: '2', sr: '11111111-1111-4111-8111-111111111111' })).toEqual({
      version: 2,
      sr: '11111111-1111-4111-8111-111111111111',
    });
    expect(legalSearch({ version: '0', sr: '<script>' })).toEqual({});
    expect(legalSearch({ version: 1.5, sr: 'x'.repeat(65) })).toEqual({});
    expect(legalSearch({})).toEqual({});
  });
});

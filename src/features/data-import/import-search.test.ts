import { describe, expect, it } from 'vitest';
import { importSearch } from './import-search.ts';

describe('the import pages search', () => {
  it('given a company id, then it is carried; given anything else, then it is dropped', () => {
    expect(importSearch({ account: '7' })).toEqual({ account: 7 });
    expect(importSearch({ account: 'x' })).toEqual({});
    expect(importSearch({ account: '-1' })).toEqual({});
    expect(importSearch({})).toEqual({});
  });
});

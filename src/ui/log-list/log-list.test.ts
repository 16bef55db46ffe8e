import { describe, expect, it } from 'vitest';
import { pageCount } from './log-list.tsx';

describe('the staff logs’ pager', () => {
  it('counts at least one page, so an empty list reads "page 1 of 1"', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

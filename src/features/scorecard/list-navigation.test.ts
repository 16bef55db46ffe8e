import { describe, expect, it } from 'vitest';
import { formatApplicantList, LIST_MAX, listPosition, parseApplicantList } from './list-navigation.ts';

describe('the applicant list carried in the scorecard URL', () => {
  it('given ids joined by underscores, then they come back in the same order', () => {
    expect(parseApplicantList(formatApplicantList([6, 3, 9]))).toEqual([6, 3, 9]);
  });

  it('given junk, zero, negative, huge or repeated entries, then those are dropped and the rest kept in order', () => {
    expect(parseApplicantList('6_x_0_-1_3_99999999999_6_9_')).toEqual([6, 3, 9]);
    expect(parseApplicantList(undefined)).toEqual([]);
    expect(parseApplicantList({ list: [1, 2] })).toEqual([]);
  });

  it('given a single id the router read as a number, then it is a list of one', () => {
    expect(parseApplicantList(7)).toEqual([7]);
  });

  it('given more ids than a page can hold, then only the first LIST_MAX are kept', () => {
    const many = Array.from({ length: LIST_MAX + 20 }, (_, i) => i + 1);
    expect(parseApplicantList(many.join('_'))).toHaveLength(LIST_MAX);
  });
});

describe('previous and next applicant', () => {
  it('given the middle applicant, then both neighbours and the position are known', () => {
    expect(listPosition([6, 3, 9], 3)).toEqual({ position: 2, total: 3, previous: 6, next: 9 });
  });

  it('given the first or the last applicant, then there is no previous or no next', () => {
    expect(listPosition([6, 3, 9], 6)).toEqual({ position: 1, total: 3, previous: undefined, next: 3 });
    expect(listPosition([6, 3, 9], 9)).toEqual({ position: 3, total: 3, previous: 3, next: undefined });
  });

  it('given an applicant not in the list, or a list of one, then there is nothing to step through', () => {
    expect(listPosition([6, 3, 9], 4)).toBeUndefined();
    expect(listPosition([4], 4)).toBeUndefined();
  });
});

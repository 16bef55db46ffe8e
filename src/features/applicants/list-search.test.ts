import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  applicantListSearchShape,
  jobListQuery,
  nextSearch,
  pageCount,
  pageMove,
  sortState,
  toggledOrdering,
} from './list-search.ts';

describe('the applicant list search', () => {
  it('given nothing, then the spec defaults: page 1, 25 a page, newest first, no filters sent', () => {
    expect(jobListQuery({})).toEqual({ page: 1, page_size: 25, ordering: '-application_date' });
  });

  it('given filters, then only those with a value are sent', () => {
    expect(jobListQuery({ search: '  ', status: 'rejected', job_step_activity_id: 7 })).toEqual({
      page: 1,
      page_size: 25,
      ordering: '-application_date',
      status: 'rejected',
      job_step_activity_id: 7,
      activity_status: 'completed',
    });
  });

  it('given a new filter, sort or page size, then back to page 1; defaults leave the URL', () => {
    expect(nextSearch({ page: 3, status: 'active' }, { status: 'hired' })).toEqual({ status: 'hired' });
    expect(nextSearch({ page: 3 }, { ordering: '-fit_score' })).toEqual({ ordering: '-fit_score' });
    expect(nextSearch({ page: 3 }, { page: 4 })).toEqual({ page: 4 });
    expect(nextSearch({ page: 3, ordering: '-fit_score' }, { ordering: '-application_date' })).toEqual({});
    expect(
      nextSearch({ job_step_activity_id: 4, activity_status: 'not_completed' }, { job_step_activity_id: undefined }),
    ).toEqual({});
  });

  it('given Next or Previous, then the move names the row seen last or first, and any other change drops it (D444)', () => {
    const A = 'a0000000-0000-4000-8000-00000000000a';
    const Z = 'a0000000-0000-4000-8000-00000000000f';
    const shown = { page: 3, data: [{ ref_id: A }, { ref_id: Z }] };
    expect(pageMove(shown, 4)).toEqual({ page: 4, after: Z, before: undefined });
    expect(pageMove(shown, 2)).toEqual({ page: 2, before: A, after: undefined });
    expect(nextSearch({ page: 3, after: A }, pageMove(shown, 1))).toEqual({});
    expect(nextSearch({ page: 3, after: A }, pageMove(shown, 4))).toEqual({ page: 4, after: Z });
    expect(nextSearch({ page: 4, after: Z, status: 'active' }, { status: 'hired' })).toEqual({ status: 'hired' });
    expect(nextSearch({ page: 4, after: Z }, { page_size: 50 })).toEqual({ page_size: 50 });
    expect(jobListQuery({ page: 4, after: Z })).toMatchObject({ page: 4, after: Z });
    expect(z.object(applicantListSearchShape).parse({ page: 4, after: 'not-a-uuid' }).after).toBeUndefined();
  });

  it('given a column, then it sorts descending first for scores and dates, ascending for names, and flips', () => {
    expect(toggledOrdering(undefined, 'fit_score')).toBe('-fit_score');
    expect(toggledOrdering('-fit_score', 'fit_score')).toBe('fit_score');
    expect(toggledOrdering('fit_score', 'fit_score')).toBe('-fit_score');
    expect(toggledOrdering(undefined, 'name')).toBe('name');
    expect(toggledOrdering(undefined, 'application_date')).toBe('application_date');
    expect(sortState(undefined)).toEqual({ field: 'application_date', direction: 'descending' });
  });

  it('given a malformed link, then the bad values are dropped', () => {
    const schema = z.object(applicantListSearchShape);
    expect(schema.parse({ page: 'x', page_size: 1000, ordering: 'email', status: 'maybe', job_step_id: 3 })).toEqual({
      job_step_id: 3,
    });
    expect(schema.parse({ assigned_user_ids: 12, is_new: true })).toEqual({ assigned_user_ids: '12', is_new: 'true' });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});

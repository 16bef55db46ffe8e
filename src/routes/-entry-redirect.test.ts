import { describe, expect, it } from 'vitest';
import { entryRedirect } from './-entry-redirect.ts';

describe('entry redirects of the root path', () => {
  it.each([
    ['?sr=job-1', '/login/applicant/job-1?sr=job-1'],
    ['?sr=job-1&utm_source=board', '/login/applicant/job-1?sr=job-1&utm_source=board'],
    ['?in=int-7', '/login/interview/int-7'],
    ['?pc=job-2', '/login/participant/job-2'],
    ['?sc=card-3&id=42', '/login/scorecard/card-3/42'],
    ['?cp=path-4', '/login/career-pathways/path-4'],
    ['?ins=list-5&x=1', '/login/interview-list/list-5?ins=list-5&x=1'],
    ['', '/login'],
    ['?unknown=1', '/login'],
  ])('given the root path with query %s, when it opens, then it goes to %s', (search, target) => {
    expect(entryRedirect(search)).toBe(target);
  });

  it('given a scorecard link without a user id, when it opens, then it goes to the plain sign-in page', () => {
    expect(entryRedirect('?sc=card-3')).toBe('/login');
  });

  it('given an id holding URL characters, when it becomes a path segment, then it is encoded', () => {
    expect(entryRedirect('?pc=a%2Fb')).toBe('/login/participant/a%2Fb');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESTINATION,
  landingFor,
  loginDestination,
  parseLoginSearch,
  STAFF_DESTINATION,
  variantDestination,
} from './login-destination.ts';
import type { LoginVariant } from './login-destination.ts';

describe('variantDestination', () => {
  it.each<[string, LoginVariant, string]>([
    ['plain sign-in', { kind: 'anonymous' }, '/user/progress'],
    ['an applicant job link', { kind: 'applicant', jobUUID: 'job-1' }, '/user/progress?jobUuid=job-1'],
    ['an employee participant link', { kind: 'participant', jobUUID: 'job-2' }, '/user/progress?jobUuid=job-2'],
    ['a career pathways link', { kind: 'career-pathways', careerPathwaysUUID: 'cp-1' }, '/user/progress?jobUuid=cp-1'],
    ['an interview link', { kind: 'interview', interviewUUID: 'int-1' }, '/interview/int-1'],
    [
      'a scorecard link',
      { kind: 'scorecard', scorecardUUID: 'sc-1', userID: '42' },
      '/smartreq-detail-applicant/42?sc=sc-1',
    ],
    ['an interview list link', { kind: 'interview-list', interviewListUUID: 'ins-1' }, '/user/interview-list/ins-1'],
    ['a company admin link', { kind: 'admin', accountUUID: 'acc-1' }, '/user/progress'],
  ])('given %s, when signed in, then it leads to its page', (_, variant, expected) => {
    expect(variantDestination(variant)).toBe(expected);
  });

  it('given an applicant link with extra query, when signed in, then the query is kept but the entry key is not', () => {
    const search = parseLoginSearch({ sr: 'job-1', external_application_id: 'ext-9' });
    expect(variantDestination({ kind: 'applicant', jobUUID: 'job-1' }, search)).toBe(
      '/user/progress?external_application_id=ext-9&jobUuid=job-1',
    );
  });

  it('given ids with unsafe characters, when put in a path, then they are encoded', () => {
    expect(variantDestination({ kind: 'interview', interviewUUID: '../admin' })).toBe('/interview/..%2Fadmin');
  });
});

describe('loginDestination', () => {
  it('given a safe redirect, when signed in, then it wins over the variant', () => {
    const search = parseLoginSearch({ redirect: '/settings' });
    expect(loginDestination({ kind: 'applicant', jobUUID: 'job-1' }, search)).toBe('/settings');
  });

  it('given an unsafe redirect, when signed in, then it is ignored', () => {
    const search = parseLoginSearch({ redirect: '//evil.example' });
    expect(search.redirect).toBeUndefined();
    expect(loginDestination({ kind: 'anonymous' }, search)).toBe(DEFAULT_DESTINATION);
  });
});

describe('parseLoginSearch', () => {
  it('given numbers and flags parsed by the router, when read, then they are kept and objects dropped', () => {
    expect(parseLoginSearch({ ref: 12, on: true, nested: { a: 1 } })).toEqual({ ref: 12, on: true });
  });

  it('given a kept number, when signed in from an applicant link, then it is passed on as text', () => {
    expect(variantDestination({ kind: 'applicant', jobUUID: 'j' }, parseLoginSearch({ ref: 12 }))).toBe(
      '/user/progress?ref=12&jobUuid=j',
    );
  });
});

describe('landingFor', () => {
  const person = (roles: number, isProviderAdmin = false) =>
    ({
      is_jf_admin: isProviderAdmin,
      roles: Array.from({ length: roles }, (_, i) => ({ account_id: i + 1 })),
    }) as unknown as Parameters<typeof landingFor>[1];

  it('given a plain sign-in, when the person is staff or a provider admin, then they land on the staff home', () => {
    expect(landingFor(DEFAULT_DESTINATION, person(1))).toBe(STAFF_DESTINATION);
    expect(landingFor(DEFAULT_DESTINATION, person(0, true))).toBe(STAFF_DESTINATION);
  });

  it('given a plain sign-in, when the person is a candidate, then they land on their tracker', () => {
    expect(landingFor(DEFAULT_DESTINATION, person(0))).toBe(DEFAULT_DESTINATION);
  });

  it('given a link that asked for a page, when staff sign in, then they go there, not home', () => {
    expect(landingFor('/user/progress?jobUuid=job-1', person(1))).toBe('/user/progress?jobUuid=job-1');
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect-target.ts';

describe('safeRedirect', () => {
  it.each([
    ['/user/progress', '/user/progress'],
    ['/user/progress?jobUuid=abc', '/user/progress?jobUuid=abc'],
    ['/smartreq-detail-applicant/7?sc=x#notes', '/smartreq-detail-applicant/7?sc=x#notes'],
    ['/', '/'],
  ])('given the path %s on this site, when validated, then it is followed', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/user'],
    ['//evil.example/user'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['user/progress'],
    [''],
    ['/\tevil'],
  ])('given %s, which could leave the site, when validated, then it is ignored', (input) => {
    expect(safeRedirect(input)).toBeUndefined();
  });

  it('given something that is not text, when validated, then it is ignored', () => {
    expect(safeRedirect(42)).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
    expect(safeRedirect({ to: '/user' })).toBeUndefined();
  });

  it.each([
    ['/login'],
    ['/login/applicant/abc'],
    ['/log-in'],
    ['/logout?redirect=/user'],
    ['/create-account'],
    ['/reset-password/'],
  ])('given the sign-in page %s, when validated, then it is ignored so sign-in cannot loop', (input) => {
    expect(safeRedirect(input)).toBeUndefined();
  });
});

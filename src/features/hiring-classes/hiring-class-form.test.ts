import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { classProblems, toClassBody } from './hiring-class-form.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the new hiring class form', () => {
  it('asks for a name and a real start date, and seats as a whole number or nothing', () => {
    expect(Object.keys(classProblems({ name: ' ', starts_on: '', seats: '' })).sort()).toEqual(['name', 'starts_on']);
    expect(classProblems({ name: 'March', starts_on: '2030-02-30', seats: '' }).starts_on).toBe('Enter a real date.');
    expect(classProblems({ name: 'March', starts_on: '2030-03-02', seats: '2.5' }).seats).toMatch(/whole number/);
    expect(classProblems({ name: 'March', starts_on: '2030-03-02', seats: '0' }).seats).toMatch(/whole number/);
    expect(classProblems({ name: 'March', starts_on: '2030-03-02', seats: '' })).toEqual({});
  });

  it('sends the trimmed name and no limit when seats are left empty', () => {
    expect(toClassBody({ name: ' March crew ', starts_on: '2030-03-02', seats: '' })).toEqual({
      name: 'March crew',
      starts_on: '2030-03-02',
      seats: null,
    });
    expect(toClassBody({ name: 'April', starts_on: '2030-04-06', seats: '12' }).seats).toBe(12);
  });
});

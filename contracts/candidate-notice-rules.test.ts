/** The candidate notice's lead time under NYC Local Law 144 (D273): 10 business days before the tool is used. */
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  isNoticeEarlyEnough,
  addNoticeBusinessDays,
  NOTICE_LEAD_BUSINESS_DAYS,
  toolUsableFrom,
} from './candidate-notice-rules.ts';

describe('the notice lead time', () => {
  it('is 10 business days', () => {
    expect(NOTICE_LEAD_BUSINESS_DAYS).toBe(10);
  });

  it('given a notice on a Monday, then the tool may be used from the Monday two weeks on, not the Friday before', () => {
    // 2026-03-02 is a Monday.
    expect(toolUsableFrom('2026-03-02')).toBe('2026-03-16');
    expect(isNoticeEarlyEnough('2026-03-02', '2026-03-13')).toBe(false);
    expect(isNoticeEarlyEnough('2026-03-02', '2026-03-16')).toBe(true);
  });

  it('given a notice on a Saturday, then the weekend does not count', () => {
    expect(toolUsableFrom('2026-03-07')).toBe('2026-03-20');
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
  });

  it('given a holiday in the way, then it does not count either', () => {
    // Memorial Day 2026 is Monday 25 May.
    expect(addBusinessDays('2026-05-18', 10)).toBe('2026-06-01');
    expect(addBusinessDays('2026-05-18', 10, ['2026-05-25'])).toBe('2026-06-02');
  });

  it('given a notice before New York’s public holidays, then the lead time skips them without being told (D307)', () => {
    // Memorial Day, Monday 25 May 2026.
    expect(toolUsableFrom('2026-05-18')).toBe('2026-06-02');
    expect(isNoticeEarlyEnough('2026-05-18', '2026-06-01')).toBe(false);
    // Thanksgiving (26 November), Christmas (25 December) and Lincoln's and Washington's Birthdays (12 and 16 February).
    expect(toolUsableFrom('2026-11-20')).toBe('2026-12-07');
    expect(toolUsableFrom('2027-02-05')).toBe('2027-02-23');
    expect(addNoticeBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
  });

  it('given a year end, then the days run on into the next year, past its holidays', () => {
    // Christmas, New Year's Day (a Friday) and Martin Luther King Jr. Day (18 January 2027).
    expect(addBusinessDays('2026-12-24', 10, ['2026-12-25', '2027-01-01'])).toBe('2027-01-11');
    expect(toolUsableFrom('2026-12-24')).toBe('2027-01-11');
    expect(toolUsableFrom('2027-01-04')).toBe('2027-01-19');
  });

  it('given something that is not a day, then it refuses', () => {
    expect(() => addBusinessDays('soon', 1)).toThrow(RangeError);
  });
});

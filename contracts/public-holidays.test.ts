/** New York's public holidays that the notice lead time skips (D307), against the published calendars. */
import { describe, expect, it } from 'vitest';
import { holidaysAround, newYorkHolidays } from './public-holidays.ts';

describe('New York’s public holidays', () => {
  it('given 2026, then the fourteen days of General Construction Law § 24, the Saturday Independence Day kept on the Friday too', () => {
    expect(newYorkHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-12',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-03',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('given 2027, then Sunday holidays move to the Monday, Saturday ones take the Friday, and 1 January 2028 (a Saturday) takes 31 December', () => {
    expect(newYorkHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-12',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-06-19',
      '2027-07-04',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-02',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
      '2027-12-25',
      '2027-12-31',
    ]);
  });

  it('given election day, then it is the Tuesday after the first Monday of November, even when 1 November is a Tuesday', () => {
    // 1 November 2022 was a Tuesday: election day was the 8th.
    expect(newYorkHolidays(2022)).toContain('2022-11-08');
    expect(newYorkHolidays(2022)).not.toContain('2022-11-01');
  });

  it('given a day late in a year, then the next year’s holidays come with it', () => {
    const days = holidaysAround('us-ny-nyc', '2026-12-20');
    expect(days).toContain('2026-12-25');
    expect(days).toContain('2027-01-18');
  });
});

import { describe, expect, it } from 'vitest';
import { formatExperienceDate } from './experience-date.ts';

describe('formatExperienceDate', () => {
  it('given an English reader, then MM/DD/YYYY as the spec says', () => {
    expect(formatExperienceDate('2019-03-04', 'en')).toBe('03/04/2019');
    expect(formatExperienceDate('2021-12-31', 'en-US')).toBe('12/31/2021');
  });

  it('given a Spanish or French reader, then DD/MM/YYYY', () => {
    expect(formatExperienceDate('2019-03-04', 'es')).toBe('04/03/2019');
    expect(formatExperienceDate('2019-03-04', 'fr')).toBe('04/03/2019');
  });

  it('given the first of January, then no time zone moves it to the year before', () => {
    expect(formatExperienceDate('2020-01-01', 'en')).toBe('01/01/2020');
  });

  it('given something that is not YYYY-MM-DD, then it is shown as it came', () => {
    expect(formatExperienceDate('soon', 'en')).toBe('soon');
  });
});

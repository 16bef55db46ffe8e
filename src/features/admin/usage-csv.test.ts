import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { usageCsv } from './usage-csv.ts';

const row = {
  account_id: 7,
  account_name: 'Acme, "Hiring"',
  month: '2026-03',
  requisitions: 2,
  applications: 40,
  assessments_taken: 31,
  video_minutes: 12.5,
  mails_sent: 90,
};

describe('the usage CSV', () => {
  it('given a company name with a comma and quotes, then the file reads back to the same values, with a header row', () => {
    const parsed = Papa.parse<string[]>(usageCsv([row]), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'account_id',
      'account_name',
      'month',
      'requisitions',
      'applications',
      'assessments_taken',
      'video_minutes',
      'mails_sent',
    ]);
    expect(parsed[1]).toEqual(['7', 'Acme, "Hiring"', '2026-03', '2', '40', '31', '12.5', '90']);
  });

  it('given a company name that starts like a spreadsheet formula, then it is neutralised', () => {
    const parsed = Papa.parse<string[]>(usageCsv([{ ...row, account_name: '=HYPERLINK("x")' }]), {
      skipEmptyLines: true,
    }).data;
    expect(parsed[1]![1]).toBe(`'=HYPERLINK("x")`);
  });
});

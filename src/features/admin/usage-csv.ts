/** Company usage as CSV text, written by papaparse (quoting and escaping handled there). */
import Papa from 'papaparse';
import type { CompanyUsage } from '../../../contracts/provider-admin.ts';

export const USAGE_COLUMNS = [
  'account_id',
  'account_name',
  'month',
  'requisitions',
  'applications',
  'assessments_taken',
  'video_minutes',
  'mails_sent',
] as const;

export function usageCsv(rows: CompanyUsage[]): string {
  return Papa.unparse(
    { fields: [...USAGE_COLUMNS], data: rows.map((row) => USAGE_COLUMNS.map((column) => row[column])) },
    { escapeFormulae: true },
  );
}

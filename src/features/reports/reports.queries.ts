/** My Reports as TanStack Query knows them: one key per list and per report, per language. */
import { queryOptions } from '@tanstack/react-query';
import { type ReportKind } from '../../../contracts/reports.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

import { call } from '../../lib/api-client.ts';
import { getAssessmentReport, listAssessmentReports } from '../../lib/api/reports.ts';

export const reportKeys = {
  list: (userId: number, language: Language) => ['reports', 'user', userId, language] as const,
  detail: (id: string, language: Language) => ['reports', 'report', id, language] as const,
};

export function reportLanguage(locale: string): Language {
  const short = locale.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'en';
}

export function reportsQueryOptions(userId: number, language: Language) {
  return queryOptions({
    queryKey: reportKeys.list(userId, language),
    queryFn: ({ signal }) => call(listAssessmentReports, { params: { userId }, query: { language }, signal }),
  });
}

export function reportQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: reportKeys.detail(id, language),
    queryFn: ({ signal }) => call(getAssessmentReport, { params: { id }, query: { language }, signal }),
  });
}

/**
 * The print view of a report kind; each takes the report as ?id=<user_asmt_id>. Competencies
 * print with the work values layout (both are one table of scales).
 */
export function printPathOf(
  kind: ReportKind,
): '/PrintPersonalityReport' | '/PrintInterestReport' | '/PrintValueReport' {
  if (kind === 'personality') return '/PrintPersonalityReport';
  if (kind === 'interests') return '/PrintInterestReport';
  return '/PrintValueReport';
}

/**
 * The pathway report as TanStack Query knows it: one key per tracker and language, under the
 * 'reports' prefix so the persisted candidate reads (candidate-sync/persist-reads.ts) keep it for
 * offline reading once opened.
 */
import { queryOptions } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

import { call } from '../../lib/api-client.ts';
import { getPathwayReport } from '../../lib/api/pathway.ts';

export const pathwayReportKeys = {
  one: (refId: string, language: Language) => ['reports', 'pathway', refId, language] as const,
};

export function reportLanguageOf(locale: string): Language {
  const short = locale.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'en';
}

export function pathwayReportQueryOptions(refId: string, language: Language) {
  return queryOptions({
    queryKey: pathwayReportKeys.one(refId, language),
    queryFn: ({ signal }) => call(getPathwayReport, { params: { refId }, query: { language }, signal }),
    // Kept as long as the persisted reads (7 days) so an offline visit finds it.
    gcTime: 7 * 24 * 60 * 60_000,
  });
}

/** The same report for staff (/pathway/report), kept out of the persisted candidate reads (its own key). */
export function staffPathwayReportQueryOptions(refId: string, language: Language) {
  return queryOptions({
    queryKey: ['pathway-staff-report', refId, language] as const,
    queryFn: ({ signal }) => call(getPathwayReport, { params: { refId }, query: { language }, signal }),
  });
}

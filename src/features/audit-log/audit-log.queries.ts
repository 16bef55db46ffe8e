/** The company's audit log as TanStack Query knows it, and its CSV download. */
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AuditLogFilters } from '../../../contracts/audit-log.ts';
import type { Language } from '../../../contracts/languages.ts';
import { call } from '../../lib/api-client.ts';
import { exportAuditLog, listAuditLog } from '../../lib/api/audit-log.ts';

export function auditLogQueryOptions(query: AuditLogFilters) {
  return queryOptions({
    queryKey: ['audit-log', query] as const,
    queryFn: ({ signal }) => call(listAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches the CSV (the API needs the bearer token, so no plain link) and saves it. */
export async function downloadAuditLogCsv(query: AuditLogFilters, language: Language): Promise<number> {
  const { page: _page, page_size: _size, ...filters } = query;
  const file = await call(exportAuditLog, { query: { ...filters, language } });
  const url = URL.createObjectURL(new Blob(['\uFEFF', file.content], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file.rows;
}

/** The named write (D506) that downloads the CSV of the entries `query` filters, its headings in `language`. */
export const auditLogCsvWrite = (query: AuditLogFilters, language: Language) =>
  mutationOptions({
    mutationKey: ['audit-log', 'csv'] as const,
    mutationFn: () => downloadAuditLogCsv(query, language),
  });

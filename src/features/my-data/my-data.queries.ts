/** The candidate's archive as TanStack Query knows it: polled while it is being prepared. */
import { queryOptions } from '@tanstack/react-query';
import type { DataExport } from '../../../contracts/data-rights.ts';
import { call } from '../../lib/api-client.ts';
import { latestDataExport } from '../../lib/api/data-rights.ts';

export const myDataKey = (userId: number) => ['my-data', 'export', userId] as const;

/** How often the status is asked for again while the archive is being prepared. */
export const EXPORT_POLL_MS = 2000;

export function latestExportQueryOptions(userId: number) {
  return queryOptions({
    queryKey: myDataKey(userId),
    queryFn: ({ signal }) => call(latestDataExport, { params: { userId }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? EXPORT_POLL_MS : false),
  });
}

/** A ready archive past its expiry counts as none: a new one must be asked for. */
export function isDownloadable(exportRow: DataExport | null | undefined, now = Date.now()): exportRow is DataExport {
  return exportRow?.status === 'ready' && (!exportRow.expires_at || new Date(exportRow.expires_at).getTime() > now);
}

/** Data imports as TanStack Query knows them: the history, one import's progress, and the steps of a new one. */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DataImport, DryRun, ImportSetup, ImportType, UploadedImport } from '../../../contracts/data-import.ts';
import { fillPath } from '../../../contracts/endpoint.ts';
import { call } from '../../lib/api-client.ts';
import {
  dryRunImport,
  getImport,
  importResultFile,
  listImports,
  runImport,
  uploadImportFile,
} from '../../lib/api/data-import.ts';
import { listRequisitionNames } from '../../lib/api/smartreq.ts';
import { downloadFile, uploadFile } from '../../lib/file-transfer.ts';

export const IMPORT_POLL_MS = 1000;

const importKeys = {
  all: ['data-imports'] as const,
  history: (accountId: number, page: number) => ['data-imports', accountId, 'history', page] as const,
  one: (accountId: number, importId: number) => ['data-imports', accountId, importId] as const,
};

export function importHistoryQuery(accountId: number, page: number) {
  return queryOptions({
    queryKey: importKeys.history(accountId, page),
    queryFn: ({ signal }) => call(listImports, { params: { accountId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isUnderWay) ? IMPORT_POLL_MS * 3 : false),
  });
}

export const isUnderWay = (row: Pick<DataImport, 'status'>) => row.status === 'queued' || row.status === 'running';

export function importQuery(accountId: number, importId: number) {
  return queryOptions({
    queryKey: importKeys.one(accountId, importId),
    queryFn: ({ signal }) => call(getImport, { params: { accountId, importId }, signal }),
    refetchInterval: (query) => (query.state.data && isUnderWay(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

/** What a new import brings in: the company's employees, or the applicants of one of its requisitions. */
export type ImportTarget = { type: 'employees' } | { type: 'applicants'; jobId: number };

export function uploadPath(accountId: number, target: ImportTarget): string {
  const query = new URLSearchParams({ import_type: target.type satisfies ImportType });
  if (target.type === 'applicants') query.set('job_id', String(target.jobId));
  return `${fillPath(uploadImportFile.path, { accountId })}?${query}`;
}

export function uploadImport(
  accountId: number,
  target: ImportTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedImport> {
  return uploadFile<UploadedImport>({ path: uploadPath(accountId, target), file, fileName: file.name, onProgress });
}

/** The company's requisitions an applicant import can go to. */
export function requisitionNamesQuery(accountId: number) {
  return queryOptions({
    queryKey: ['data-imports', accountId, 'requisitions'] as const,
    queryFn: ({ signal }) => call(listRequisitionNames, { params: { accountId }, signal }),
  });
}

export function dryRun(accountId: number, importId: number, body: ImportSetup): Promise<DryRun> {
  return call(dryRunImport, { params: { accountId, importId }, body });
}

export async function startImport(
  queryClient: QueryClient,
  accountId: number,
  importId: number,
  body: ImportSetup,
): Promise<DataImport> {
  const started = await call(runImport, { params: { accountId, importId }, body });
  queryClient.setQueryData(importKeys.one(accountId, importId), started);
  await queryClient.invalidateQueries({ queryKey: importKeys.all });
  return started;
}

export function downloadResult(accountId: number, row: Pick<DataImport, 'import_id' | 'file_name'>): Promise<void> {
  const name = `${row.file_name.replace(/\.(csv|xlsx)$/i, '')}-result.csv`;
  return downloadFile(fillPath(importResultFile.path, { accountId, importId: row.import_id }), name);
}

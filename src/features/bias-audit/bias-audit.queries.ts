/** The bias audit's reads and writes (contracts/bias-audit.ts, D208). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BiasAuditFile, BiasAuditQueryValue } from '../../../contracts/bias-audit.ts';
import { PROFILE_MAX_PAGE_SIZE } from '../../../contracts/job-profiles.ts';
import { call } from '../../lib/api-client.ts';
import { getAccount } from '../../lib/api/account.ts';
import * as api from '../../lib/api/bias-audit.ts';
import { accountFilterOptions } from '../../lib/api/analytics.ts';
import { listJobProfiles } from '../../lib/api/job-profiles.ts';

export const biasAuditKeys = {
  all: (accountId: number) => ['bias-audit', accountId] as const,
  publications: (accountId: number) => ['bias-audit', accountId, 'publications'] as const,
};

export function biasAuditQuery(accountId: number, query: BiasAuditQueryValue) {
  return queryOptions({
    queryKey: [...biasAuditKeys.all(accountId), 'report', query] as const,
    queryFn: ({ signal }) => call(api.getBiasAudit, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How timed tests were taken, by group (D417); a 403 or 404 is an answer, not a fault to retry. */
export function auditSignalsQuery(accountId: number, query: BiasAuditQueryValue) {
  return queryOptions({
    queryKey: [...biasAuditKeys.all(accountId), 'signals', query] as const,
    queryFn: ({ signal }) => call(api.getBiasAuditSignals, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function publicationsQuery(accountId: number) {
  return queryOptions({
    queryKey: biasAuditKeys.publications(accountId),
    queryFn: ({ signal }) => call(api.listBiasAuditPublications, { params: { accountId }, signal }),
  });
}

/**
 * The company as the staff layout reads it (the same key, so one read serves both): its public id
 * makes the public bias-audit page's link.
 */
export function auditCompanyQuery(accountId: number) {
  return queryOptions({
    queryKey: ['account', accountId],
    queryFn: () => call(getAccount, { params: { id: accountId } }),
    staleTime: 5 * 60_000,
  });
}

/** The requisitions and job profiles an audit can be narrowed to. */
export function auditScopesQuery(accountId: number) {
  return queryOptions({
    queryKey: [...biasAuditKeys.all(accountId), 'scopes'] as const,
    queryFn: async ({ signal }) => {
      const [options, profiles] = await Promise.all([
        call(accountFilterOptions, { params: { accountId }, signal }),
        call(listJobProfiles, { params: { accountId }, query: { page_size: PROFILE_MAX_PAGE_SIZE }, signal }),
      ]);
      return {
        requisitions: options.requisitions,
        profiles: profiles.data.map((p) => ({ job_id: p.job_id, title: p.title })),
      };
    },
  });
}

export function saveFile(file: BiasAuditFile, isBase64: boolean): void {
  const body = isBase64 ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : file.content;
  const url = URL.createObjectURL(new Blob(isBase64 ? [body] : ['\uFEFF', body], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadAudit(accountId: number, query: BiasAuditQueryValue, kind: 'csv' | 'pdf') {
  const endpoint = kind === 'csv' ? api.exportBiasAuditCsv : api.exportBiasAuditPdf;
  saveFile(await call(endpoint, { params: { accountId }, query }), kind === 'pdf');
}

export const publishAudit = (accountId: number, body: BiasAuditQueryValue) =>
  call(api.publishBiasAudit, { params: { accountId }, body });

export const setPublished = (accountId: number, publicationId: number, isPublished: boolean) =>
  call(api.setBiasAuditPublished, { params: { accountId, publicationId }, body: { is_published: isPublished } });

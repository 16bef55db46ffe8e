/** Embedded BI dashboards (D235) as the dashboards area reads them: the entries and a signed address. The settings' side: src/features/integrations/bi-embeds.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/bi-embeds.ts';

export const biEmbedKeys = {
  company: (accountId: number) => ['bi-embeds', 'company', accountId] as const,
  requisition: (jobId: number) => ['bi-embeds', 'requisition', jobId] as const,
  url: (target: string, embedId: number) => ['bi-embeds', 'url', target, embedId] as const,
};

export const companyBiEmbedsQuery = (accountId: number) =>
  queryOptions({
    queryKey: biEmbedKeys.company(accountId),
    queryFn: ({ signal }) => call(api.listCompanyBiEmbeds, { params: { accountId }, signal }),
  });

export const requisitionBiEmbedsQuery = (jobId: number) =>
  queryOptions({
    queryKey: biEmbedKeys.requisition(jobId),
    queryFn: ({ signal }) => call(api.listRequisitionBiEmbeds, { params: { jobId }, signal }),
  });

/** Where an embed is opened: the company's dashboards, or one requisition's. */
export type EmbedTarget = { kind: 'account'; accountId: number } | { kind: 'job'; jobId: number };

/** A signed address lasts ten minutes: it is fetched anew a minute before, and every time the frame is opened. */
export const biEmbedUrlQuery = (target: EmbedTarget, embedId: number) =>
  queryOptions({
    queryKey: biEmbedKeys.url(target.kind === 'account' ? `a${target.accountId}` : `j${target.jobId}`, embedId),
    queryFn: ({ signal }) =>
      target.kind === 'account'
        ? call(api.companyBiEmbedUrl, { params: { accountId: target.accountId, embedId }, signal })
        : call(api.requisitionBiEmbedUrl, { params: { jobId: target.jobId, embedId }, signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const expires = query.state.data ? Date.parse(query.state.data.expires_at) : undefined;
      return expires === undefined ? false : Math.max(5_000, expires - Date.now() - 60_000);
    },
  });

/** Where candidates' replies come back (D298, D450): the reply domain and the reply mailbox as TanStack Query knows them. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { replyDomain, replyMailbox } from '../../lib/api/replies.ts';

export const replyKeys = {
  domain: (accountId: number) => ['reply-domain', accountId] as const,
  mailbox: (accountId: number) => ['reply-mailbox', accountId] as const,
};

// Only those with company settings access may read them: for the others nothing shows, at once.
export const replyDomainQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: replyKeys.domain(accountId),
    queryFn: ({ signal }) => call(replyDomain, { params: { id: accountId }, signal }),
    retry: false,
  });

export const replyMailboxQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: replyKeys.mailbox(accountId),
    queryFn: ({ signal }) => call(replyMailbox, { params: { id: accountId }, signal }),
    retry: false,
  });

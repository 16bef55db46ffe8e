/** The mail log as TanStack Query knows it: the provider admins' view of all mail and a company's own. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminMailLogFilters } from '../../../contracts/mail-log.ts';
import { call } from '../../lib/api-client.ts';
import { getAdminMail, getCompanyMail, listAdminMailLog, listCompanyMailLog } from '../../lib/api/mail-log.ts';

/** Whose mail a screen shows: every company's (provider admins), or one company's. */
export type MailLogScope = { kind: 'provider' } | { kind: 'company'; accountId: number | undefined };

export const mailLogKeys = {
  all: ['mail-log'] as const,
  list: (scope: MailLogScope, query: AdminMailLogFilters) => ['mail-log', scope, 'list', query] as const,
  mail: (scope: MailLogScope, mailId: number) => ['mail-log', scope, 'mail', mailId] as const,
};

export function mailLogQueryOptions(scope: MailLogScope, query: AdminMailLogFilters) {
  return queryOptions({
    queryKey: mailLogKeys.list(scope, query),
    queryFn: ({ signal }) =>
      scope.kind === 'provider'
        ? call(listAdminMailLog, { query, signal })
        : call(listCompanyMailLog, { query: { ...query, account_id: scope.accountId }, signal }),
    // The table keeps the last page while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });
}

export function mailQueryOptions(scope: MailLogScope, mailId: number) {
  return queryOptions({
    queryKey: mailLogKeys.mail(scope, mailId),
    queryFn: ({ signal }) =>
      scope.kind === 'provider'
        ? call(getAdminMail, { params: { mailId }, signal })
        : call(getCompanyMail, {
            params: { mailId },
            query: scope.accountId === undefined ? {} : { account_id: scope.accountId },
            signal,
          }),
  });
}

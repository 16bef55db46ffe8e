/** The company's weekly dashboard mailings (D340) and who may receive them, as TanStack Query knows them. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/dashboard-mailings.ts';

export const dashboardMailingsKey = (accountId: number) => ['dashboard-mailings', accountId] as const;

export const dashboardMailingsQuery = (accountId: number) =>
  queryOptions({
    queryKey: dashboardMailingsKey(accountId),
    queryFn: ({ signal }) => call(api.listDashboardMailings, { params: { accountId }, signal }),
  });

export const mailingRecipientsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['dashboard-mailings', accountId, 'recipients'] as const,
    queryFn: ({ signal }) => call(api.listMailingRecipients, { params: { accountId }, signal }),
  });

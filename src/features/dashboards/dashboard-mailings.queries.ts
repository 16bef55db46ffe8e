/** The company's weekly dashboard mailings (D340) and who may receive them, as TanStack Query knows them. */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveDashboardMailing } from '../../../contracts/dashboard-mailings.ts';
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

/** The named write (D506) that adds a weekly mailing, then reads the company's mailings again. */
export const createMailingWrite = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: ['dashboard-mailings', accountId, 'create'] as const,
    mutationFn: (body: SaveDashboardMailing) => call(api.createDashboardMailing, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardMailingsKey(accountId) }),
  });

/** The named write (D506) that stops one weekly mailing; the mailings are read again whether it worked or not. */
export const stopMailingWrite = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: ['dashboard-mailings', accountId, 'stop'] as const,
    mutationFn: (mailingId: number) => call(api.deleteDashboardMailing, { params: { accountId, mailingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardMailingsKey(accountId) }),
  });

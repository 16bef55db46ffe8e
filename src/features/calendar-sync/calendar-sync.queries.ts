/** The signed-in interviewer's calendar connection as TanStack Query knows it (staff data). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveCalendarConnection } from '../../../contracts/calendar-sync.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/calendar-sync.ts';

export const calendarKeys = { mine: ['calendar-sync', 'mine'] as const };

export const myCalendarQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.mine, queryFn: ({ signal }) => call(api.getMyCalendar, { signal }) });

export async function saveCalendar(queryClient: QueryClient, body: SaveCalendarConnection) {
  const tested = await call(api.saveMyCalendar, { body });
  queryClient.setQueryData(calendarKeys.mine, tested.connection);
  return tested;
}

export async function testCalendar(queryClient: QueryClient) {
  const tested = await call(api.testMyCalendar, {});
  queryClient.setQueryData(calendarKeys.mine, tested.connection);
  return tested;
}

export async function disconnectCalendar(queryClient: QueryClient) {
  await call(api.disconnectMyCalendar, {});
  await queryClient.invalidateQueries({ queryKey: calendarKeys.mine });
}

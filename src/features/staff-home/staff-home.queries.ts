/** The staff home as TanStack Query knows it (contracts/staff-home.ts): one read per company and time zone. */
import { queryOptions } from '@tanstack/react-query';
import { getStaffHome } from '../../lib/api/staff-home.ts';
import { call } from '../../lib/api-client.ts';

/** "Today" is the browser's day: the server counts interviews in this zone. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const staffHomeKeys = {
  all: ['staff-home'] as const,
  one: (accountId: number | undefined, timeZone: string | undefined) => ['staff-home', accountId, timeZone] as const,
};

export function staffHomeQueryOptions(accountId: number | undefined, timeZone = browserTimeZone()) {
  return queryOptions({
    queryKey: staffHomeKeys.one(accountId, timeZone),
    queryFn: ({ signal }) =>
      call(getStaffHome, {
        query: {
          ...(accountId === undefined ? {} : { account_id: accountId }),
          ...(timeZone ? { time_zone: timeZone } : {}),
        },
        signal,
      }),
  });
}

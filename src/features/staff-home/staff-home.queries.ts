/** The staff home as TanStack Query knows it (contracts/staff-home.ts): one read per company and time zone. */
import { queryOptions } from '@tanstack/react-query';
import type { HomeWholeList } from '../../../contracts/staff-home.ts';
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
  one: (accountId: number | undefined, timeZone: string | undefined, whole?: HomeWholeList) =>
    whole ? (['staff-home', accountId, timeZone, whole] as const) : (['staff-home', accountId, timeZone] as const),
};

/** `whole`: the one list shown whole, when "and N more" of a list with no page of its own was followed (D325). */
export function staffHomeQueryOptions(
  accountId: number | undefined,
  timeZone = browserTimeZone(),
  whole?: HomeWholeList,
) {
  return queryOptions({
    queryKey: staffHomeKeys.one(accountId, timeZone, whole),
    queryFn: ({ signal }) =>
      call(getStaffHome, {
        query: {
          ...(accountId === undefined ? {} : { account_id: accountId }),
          ...(timeZone ? { time_zone: timeZone } : {}),
          ...(whole ? { whole } : {}),
        },
        signal,
      }),
  });
}

/** A person's page for staff (contracts/person.ts) as TanStack Query knows it; never persisted offline. */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { getEmployeePerson, getPerson } from '../../lib/api/person.ts';

/** Whose page: a user's (/user/{id}) or an employee's (/people/{employeeId}, D165). */
export type PersonKey = { userId: number } | { employeeId: number };

export function personQueryOptions(who: PersonKey, language: string) {
  return queryOptions({
    queryKey: ['person', who, language] as const,
    queryFn: ({ signal }) =>
      'userId' in who
        ? call(getPerson, { params: { userId: who.userId }, query: { language: language as Language }, signal })
        : call(getEmployeePerson, {
            params: { employeeId: who.employeeId },
            query: { language: language as Language },
            signal,
          }),
    retry: false,
  });
}

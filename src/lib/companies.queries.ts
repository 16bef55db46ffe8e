/** The provider admin's company picker on settings pages: every company (the onboarding-forms list names them all). */
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { listOnboardingForms } from './api/onboarding.ts';

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: ['companies'] as const,
    queryFn: async ({ signal }) =>
      (await call(listOnboardingForms, { signal })).map((a) => ({ account_id: a.account_id, name: a.name })),
  });
}

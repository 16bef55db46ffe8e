/**
 * The company's choices a plan's kinds offer in the staff plan editor: its onboarding forms and
 * whether it has the language test. One query two kinds' forms read (onboarding, language test),
 * so it sits in the staff kit rather than in either kind's folder. Staff-only.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { listPlanOnboardingForms } from '../../lib/api/smartreq-plan.ts';

/** The company's onboarding forms for a plan's onboarding activity, and whether it has the language test (under the plan editor's keys, so its refreshes reach it). */
export function planOnboardingFormsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: ['smartreq', 'onboarding-forms', accountId] as const,
    queryFn: ({ signal }) => call(listPlanOnboardingForms, { params: { accountId }, signal }),
    staleTime: 60_000,
  });
}

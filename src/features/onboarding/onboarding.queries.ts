/** Onboarding forms as TanStack Query knows them: the candidate's form, and the provider admin's forms and writes. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type SaveOnboardingForm } from '../../../contracts/onboarding.ts';
import { call } from '../../lib/api-client.ts';
import {
  createOnboardingForm,
  deleteOnboardingForm,
  getOnboardingForm,
  listOnboardingForms,
  updateOnboardingForm,
} from '../../lib/api/onboarding.ts';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  form: (refId: string, activityId: number) => ['onboarding', 'form', refId, activityId] as const,
  // Not under 'onboarding': staff data is never persisted with the candidate's reads.
  admin: ['onboarding-admin'] as const,
};

export function onboardingFormQueryOptions(refId: string, activityId: number) {
  return queryOptions({
    queryKey: onboardingKeys.form(refId, activityId),
    queryFn: ({ signal }) =>
      call(getOnboardingForm, { params: { refId }, query: { job_step_activity_id: activityId }, signal }),
  });
}

export function adminOnboardingFormsQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.admin,
    queryFn: ({ signal }) => call(listOnboardingForms, { signal }),
  });
}

export async function saveOnboardingForm(
  queryClient: QueryClient,
  formId: number | undefined,
  body: SaveOnboardingForm,
) {
  const saved =
    formId === undefined
      ? await call(createOnboardingForm, { body })
      : await call(updateOnboardingForm, { params: { id: formId }, body });
  await queryClient.invalidateQueries({ queryKey: onboardingKeys.admin });
  return saved;
}

export async function archiveOnboardingForm(queryClient: QueryClient, formId: number) {
  await call(deleteOnboardingForm, { params: { id: formId } });
  await queryClient.invalidateQueries({ queryKey: onboardingKeys.admin });
}

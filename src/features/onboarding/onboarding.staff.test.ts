import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { planOnboardingFormsQueryOptions } from '../../ui/staff-kit/plan-choices.queries.ts';
import { onboardingStaffKind } from './onboarding.staff.tsx';

const fields = onboardingStaffKind.fields!;

function companyWithForms() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(planOnboardingFormsQueryOptions(7).queryKey, {
    forms: [
      { onboarding_form_id: 3, name: { en: 'Tax forms', es: 'Impuestos' } },
      { onboarding_form_id: 5, name: { en: 'Bank details' } },
    ],
    language_test_enabled: false,
  });
  return { queryClient, accountId: 7, language: 'es' as const };
}

describe("an onboarding activity's form in the plan editor", () => {
  it("given nothing picked, then the company's first form is sent and names the activity in the reader's language", () => {
    const context = companyWithForms();
    const draft = fields.draftFrom(undefined);
    expect(fields.check(draft, {}, context)).toEqual({ onboarding_form_id: 3 });
    expect(fields.defaultTitle?.(draft, context)).toBe('Impuestos');
  });

  it('given a form picked, then it is sent, its English name standing in for a missing translation', () => {
    const context = companyWithForms();
    expect(fields.check(5, {}, context)).toEqual({ onboarding_form_id: 5 });
    expect(fields.defaultTitle?.(5, context)).toBe('Bank details');
  });

  it('given a form the company no longer offers, then its first form is sent instead', () => {
    expect(fields.check(9, {}, companyWithForms())).toEqual({ onboarding_form_id: 3 });
  });

  it('given a company without forms, then nothing is sent and the kind names the activity', () => {
    const context = { queryClient: new QueryClient(), accountId: 7, language: 'en' as const };
    expect(fields.check(undefined, {}, context)).toEqual({});
    expect(fields.defaultTitle?.(undefined, context)).toBeUndefined();
  });
});

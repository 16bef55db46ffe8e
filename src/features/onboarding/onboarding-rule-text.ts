/** The candidate's words for each problem the shared rules find (contracts/onboarding-rules.ts). */
import { t } from '@lingui/core/macro';
import type { OnboardingRule } from '../../../contracts/onboarding-rules.ts';

export function onboardingRuleText(rule: OnboardingRule, label: string): string {
  switch (rule) {
    case 'required':
      return t`The ${label} field is required`;
    case 'must_check':
      return t`Please confirm: ${label}`;
    case 'date':
      return t`Enter a date as YYYY-MM-DD.`;
    case 'email':
      return t`Enter a valid email address.`;
    case 'phone':
      return t`Enter a phone number of 7 to 15 digits.`;
    case 'option':
      return t`Choose one of the options.`;
    case 'checkbox':
      return t`Tick the box or leave it empty.`;
    case 'too_long':
      return t`This answer is too long.`;
    case 'unknown_field':
      return t`This field is not part of the form.`;
  }
}

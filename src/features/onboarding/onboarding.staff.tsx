/**
 * The onboarding form in the staff plan editor (src/ui/staff-kit/staff-kind.ts): its name and its
 * refusals. The company's form it gives is still chosen in the plan editor's form. Staff-only: no
 * candidate route imports this file.
 */
import { msg, t } from '@lingui/core/macro';
import { onboardingKind } from '../../../contracts/onboarding-kind.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';

export const onboardingStaffKind = defineStaffKind({
  kind: onboardingKind,
  label: msg`Onboarding form`,
  notForKindTexts: { onboarding_form_id: () => t`Only onboarding activities take an onboarding form.` },
  refusals: { onboarding_form_missing: () => t`Choose one of the company's onboarding forms.` },
});

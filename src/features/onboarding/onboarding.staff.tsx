/**
 * The onboarding form in the staff plan editor (src/ui/staff-kit/staff-kind.ts): which of the
 * company's onboarding forms the activity gives, kept in its own column (`onboarding_form_id`); the
 * first is chosen until another is picked, and names a new activity left without a title.
 * Staff-only: no candidate route imports this file.
 */
import { useQuery } from '@tanstack/react-query';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { onboardingKind } from '../../../contracts/onboarding-kind.ts';
import type { PlanOnboardingForm } from '../../../contracts/smartreq.ts';
import { planOnboardingFormsQueryOptions } from '../../ui/staff-kit/plan-choices.queries.ts';
import {
  defineStaffKind,
  type KindCheckContext,
  type KindFormContext,
  type KindSettingsFormProps,
} from '../../ui/staff-kit/staff-kind.ts';

const label = msg`Onboarding form`;

/** The form picked; undefined until one is. */
type OnboardingDraft = number | undefined;

/** The form in use: the one picked while the company still has it, else its first. */
function chosenForm(picked: OnboardingDraft, list: readonly PlanOnboardingForm[]): PlanOnboardingForm | undefined {
  return list.find((f) => f.onboarding_form_id === picked) ?? list[0];
}

/** The company's forms as the form showed them (the same cached query). */
function shownForms({ queryClient, accountId }: KindCheckContext): readonly PlanOnboardingForm[] {
  if (accountId === undefined) return [];
  return queryClient.getQueryData(planOnboardingFormsQueryOptions(accountId).queryKey)?.forms ?? [];
}

function OnboardingFormChoice({
  idPrefix,
  draft,
  onDraft,
  accountId,
  language,
}: KindSettingsFormProps<OnboardingDraft> & KindFormContext) {
  const { _ } = useLinguiRuntime();
  const forms = useQuery({ ...planOnboardingFormsQueryOptions(accountId ?? 0), enabled: accountId !== undefined });
  const list = forms.data?.forms ?? [];
  if (forms.isSuccess && list.length === 0) {
    return (
      <p className="smartreq-muted" role="status">
        <Trans>The company has no onboarding forms yet.</Trans>
      </p>
    );
  }
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={`${idPrefix}-form`}>
        {_(label)}
      </label>
      <select
        id={`${idPrefix}-form`}
        className="smartreq-select"
        required
        value={chosenForm(draft, list)?.onboarding_form_id ?? ''}
        onChange={(event) => onDraft(Number(event.target.value))}
      >
        {list.map((form) => (
          <option key={form.onboarding_form_id} value={form.onboarding_form_id}>
            {form.name[language] || form.name.en}
          </option>
        ))}
      </select>
    </div>
  );
}

export const onboardingStaffKind = defineStaffKind({
  kind: onboardingKind,
  label,
  fields: {
    draftFrom: (activity): OnboardingDraft => activity?.onboarding_form_id ?? undefined,
    check(draft: OnboardingDraft, _errors, context) {
      const chosen = context ? chosenForm(draft, shownForms(context)) : undefined;
      return chosen ? { onboarding_form_id: chosen.onboarding_form_id } : {};
    },
    Form: OnboardingFormChoice,
    defaultTitle(draft: OnboardingDraft, context) {
      const name = chosenForm(draft, shownForms(context))?.name;
      return (name && (name[context.language] || name.en)) || undefined;
    },
  },
  notForKindTexts: { onboarding_form_id: () => t`Only onboarding activities take an onboarding form.` },
  refusals: { onboarding_form_missing: () => t`Choose one of the company's onboarding forms.` },
});

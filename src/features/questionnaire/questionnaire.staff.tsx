/**
 * The questionnaire in the staff plan editor (src/ui/staff-kit/staff-kind.ts): its name, its
 * refusals and its form (D291): the hiring form leaves out the items of the scales kept out of
 * hiring (contracts/hiring-attributes.ts), the full form asks every item. The questionnaire it
 * gives is still chosen in the plan editor's form. Staff-only: no candidate route imports this file.
 */
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { questionnaireKind } from '../../../contracts/assessment-kind.ts';
import type { QuestionnaireForm } from '../../../contracts/questionnaire-settings.ts';
import { defineStaffKind, type KindSettingsFormProps } from '../../ui/staff-kit/staff-kind.ts';

export function QuestionnaireFormFields({ idPrefix, draft, onDraft }: KindSettingsFormProps<QuestionnaireForm>) {
  const option = (form: QuestionnaireForm, label: ReactNode, hint: ReactNode) => (
    <div>
      <input
        type="radio"
        id={`${idPrefix}-form-${form}`}
        name={`${idPrefix}-form`}
        aria-describedby={`${idPrefix}-form-${form}-hint`}
        checked={draft === form}
        onChange={() => onDraft(form)}
      />{' '}
      <label htmlFor={`${idPrefix}-form-${form}`}>{label}</label>
      <p className="form-field__hint" id={`${idPrefix}-form-${form}-hint`}>
        {hint}
      </p>
    </div>
  );
  return (
    <fieldset className="form-field smartreq-fieldset">
      <legend className="form-field__label">
        <Trans>Which items candidates answer</Trans>
      </legend>
      {option(
        'hiring',
        <Trans>Hiring form</Trans>,
        <Trans>
          Leaves out the items of the scales no hiring decision may use: Neuroticism and its facets (emotional health;
          asking about it before a job offer counts as a medical examination) and Liberalism (political attitudes).
        </Trans>,
      )}
      {option(
        'full',
        <Trans>Full form</Trans>,
        <Trans>
          Every item, as the questionnaire was written. The left-out scales are still never shown to anyone deciding
          about hiring; candidates see them in their own report. A pathway for employees always asks the full form.
        </Trans>,
      )}
    </fieldset>
  );
}

export const questionnaireStaffKind = defineStaffKind({
  kind: questionnaireKind,
  label: msg`Questionnaire`,
  settings: {
    field: questionnaireKind.settingsField,
    // A new questionnaire asks the hiring form (D291).
    draftFrom: (value) => value?.form ?? 'hiring',
    check: (draft: QuestionnaireForm) => ({ form: draft }),
    Form: QuestionnaireFormFields,
    details: (i18n, value) => (value.form === 'full' ? i18n._(msg`full form`) : i18n._(msg`hiring form`)),
    notForKindText: () => t`Only questionnaires take a form.`,
  },
  notForKindTexts: { asmt_id: () => t`Only questionnaire activities take a questionnaire.` },
  refusals: {
    questionnaire_missing: () => t`Choose a questionnaire.`,
    questionnaire_turned_off: () => t`The company has turned this questionnaire off in its settings; choose another.`,
  },
});

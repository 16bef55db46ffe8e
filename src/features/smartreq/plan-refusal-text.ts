/** The screening plan's refusals (contracts/plan-codes.ts) in the user's language; call at render time. */
import { t } from '@lingui/core/macro';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { STAFF_KINDS, staffKindSettingsByField } from '../../kinds/staff.ts';

/** A setting given to another kind of activity, by the field the server names; else the server's words. */
function notForKindText(error: ApiError, prop: string | undefined): string {
  const settings = prop === undefined ? undefined : staffKindSettingsByField(prop);
  if (settings) return settings.notForKindText();
  const own = STAFF_KINDS.map((k) => k.notForKindTexts?.[prop as keyof typeof k.notForKindTexts]).find(Boolean);
  if (own) return own();
  switch (prop) {
    case 'asmt_id':
      return t`Only questionnaire activities take a questionnaire.`;
    case 'account_question_ids':
      return t`Only question sets take questions.`;
    case 'onboarding_form_id':
      return t`Only onboarding activities take an onboarding form.`;
    case 'language_test':
      return t`Only language test activities take languages and parts.`;
  }
  return errorText(error);
}

/** A refusal only one kind gives, in that kind's words. */
function kindRefusalText(code: string | undefined): string | undefined {
  return STAFF_KINDS.map((k) => k.refusals?.[code as keyof typeof k.refusals]).find(Boolean)?.();
}

export function planRefusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText(error);
  const ofKind = kindRefusalText(error.code);
  if (ofKind !== undefined) return ofKind;
  switch (error.code) {
    case PlanErrorCode.planEmpty:
      return t`Add at least one activity to the screening plan.`;
    case PlanErrorCode.notForKind:
      return notForKindText(error, error.errors?.[0]?.prop);
    case PlanErrorCode.measurementMismatch:
      return t`This measurement type does not fit the activity.`;
    case PlanErrorCode.questionnaireMissing:
      return t`Choose a questionnaire.`;
    case PlanErrorCode.questionnaireTurnedOff:
      return t`The company has turned this questionnaire off in its settings; choose another.`;
    case PlanErrorCode.onboardingFormMissing:
      return t`Choose one of the company's onboarding forms.`;
    case PlanErrorCode.languageTestIncomplete:
      return t`Choose the language and at least one part.`;
    case PlanErrorCode.languageTestPartRepeated:
      return t`Give each part once.`;
    case PlanErrorCode.languageTestOff:
      return t`The language test is not enabled for this company, so a language test activity cannot be added.`;
    case PlanErrorCode.questionUnknown:
      return t`One of the questions does not exist.`;
    case PlanErrorCode.listMismatch:
      return t`The plan changed meanwhile: reload the page and try again.`;
    case PlanErrorCode.stepHasResponses:
      return t`Candidates have already responded to an activity of this step, so it cannot be removed.`;
    case PlanErrorCode.activityHasResponses:
      return t`Candidates have already responded to this activity, so it cannot be removed or replaced.`;
    case PlanErrorCode.questionsAnswered:
      return t`Candidates have already answered these questions, so none can be removed; you can add questions.`;
    case 'activity_kind_not_offered':
      return t`Offers cannot be added to a plan yet: candidates could not complete them.`;
  }
  return errorText(error);
}

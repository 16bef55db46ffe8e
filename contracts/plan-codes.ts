/**
 * The error codes of screening-plan changes (steps and activities), apart from their endpoints so
 * the plan editor can word each refusal in the user's language without loading the contract;
 * contracts/error-codes.ts spreads them. A 400 among them also names its field in `errors`.
 */
export const PlanErrorCode = {
  /** Publishing a requisition whose plan has no activity. */
  planEmpty: 'plan_empty',
  /** A setting of another kind of activity (the field named says which). */
  notForKind: 'plan_setting_not_for_kind',
  measurementMismatch: 'measurement_type_mismatch',
  questionnaireMissing: 'questionnaire_missing',
  /** The company turned the questionnaire off in its settings (D154). */
  questionnaireTurnedOff: 'questionnaire_turned_off',
  onboardingFormMissing: 'onboarding_form_missing',
  languageTestIncomplete: 'language_test_incomplete',
  languageTestPartRepeated: 'language_test_part_repeated',
  /** The company has no language test vendor. */
  languageTestOff: 'language_test_not_enabled',
  questionUnknown: 'plan_question_unknown',
  skillsTestMissing: 'skills_test_missing',
  videoQuestionsMissing: 'video_questions_missing',
  /** A reorder that does not give every step (or activity) exactly once. */
  listMismatch: 'plan_list_mismatch',
  stepHasResponses: 'step_has_responses',
  activityHasResponses: 'activity_has_responses',
  /** A question set's answered questions cannot be removed. */
  questionsAnswered: 'questions_answered',
} as const;
export type PlanErrorCodeValue = (typeof PlanErrorCode)[keyof typeof PlanErrorCode];

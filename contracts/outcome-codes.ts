/**
 * The error codes and answer scale of outcome periods, apart from their endpoints so the
 * supervisor's page and a page's error table can use them without loading the contract.
 */
export const OutcomeErrorCode = {
  /** The company has no outcome questions: write some in settings first. */
  noQuestions: 'no_outcome_questions',
  /** No participant still employed in the profile has a supervisor email. */
  noSupervisors: 'no_supervisors',
} as const;

/** The answer scale: 1 (far below what the role needs) to 5 (far above). */
export const OUTCOME_SCALE = [1, 2, 3, 4, 5] as const;

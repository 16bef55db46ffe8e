/** The error codes of outcome periods, apart from their endpoints so a page's error table can name them without loading the contract. */
export const OutcomeErrorCode = {
  /** The company has no outcome questions: write some in settings first. */
  noQuestions: 'no_outcome_questions',
  /** No participant still employed in the profile has a supervisor email. */
  noSupervisors: 'no_supervisors',
} as const;

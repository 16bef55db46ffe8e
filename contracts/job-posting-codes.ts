/**
 * The error codes of job postings, apart from their rules and endpoints so that every page's
 * error table can name them without loading either.
 */
export const JobPostingErrorCode = {
  /** Publishing needs fields a draft may leave empty (the errors name them). */
  postingIncomplete: 'posting_incomplete',
} as const;

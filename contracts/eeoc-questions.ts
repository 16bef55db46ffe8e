/**
 * The EEOC questions and their choices as codes (contracts/eeoc.ts re-exports them), without zod:
 * the candidate's EEOC screen needs the codes, not the endpoints' schemas.
 */
export const EEOC_QUESTIONS = {
  gender: ['female', 'male', 'non_binary', 'decline'],
  race_ethnicity: [
    'hispanic_latino',
    'white',
    'black_african_american',
    'asian',
    'american_indian_alaska_native',
    'native_hawaiian_pacific_islander',
    'two_or_more',
    'decline',
  ],
  veteran_status: ['protected_veteran', 'not_protected_veteran', 'decline'],
  disability: ['yes', 'no', 'decline'],
} as const;

export type EeocQuestionCode = keyof typeof EEOC_QUESTIONS;
export const EEOC_QUESTION_CODES = Object.keys(EEOC_QUESTIONS) as EeocQuestionCode[];
export const EEOC_DECLINE = 'decline';

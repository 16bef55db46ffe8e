/**
 * What a company asks applicants before an offer about their date of birth and gender (D267). The
 * spec's profile rules make both required (seed 000 section 5); pre-offer
 * that invites age and sex discrimination claims and fails data minimisation, so each company
 * chooses per field: required as the spec says, optional, or not asked. Employees' and hires'
 * own profiles keep the spec's rules. Without zod: the candidate's screens read it.
 */

export const QUESTION_MODES = ['required', 'optional', 'not_asked'] as const;
export type QuestionMode = (typeof QUESTION_MODES)[number];

/** The profile fields the setting governs; every other profile field is optional already or needed to reach the person. */
export const ASKED_FIELDS = ['dob', 'gender'] as const;
export type AskedField = (typeof ASKED_FIELDS)[number];
export type ProfileQuestions = Record<AskedField, QuestionMode>;

/** The spec's rule: what employees and hires are asked, and what the demo company asks applicants. */
export const SPEC_QUESTIONS: ProfileQuestions = { dob: 'required', gender: 'required' };
/** A new company's setting (migration 0121's column defaults). */
export const NEW_COMPANY_QUESTIONS: ProfileQuestions = { dob: 'not_asked', gender: 'optional' };

/** The spec's two values: what "required" accepts. */
export const SPEC_GENDERS = ['Male', 'Female'] as const;
/** Where gender is optional, an explicit "prefer not to say" besides them (D267: no self-described text). */
export const PREFER_NOT_TO_SAY = 'Prefer not to say';
export const GENDER_CHOICES = [...SPEC_GENDERS, PREFER_NOT_TO_SAY] as const;
export type GenderChoice = (typeof GENDER_CHOICES)[number];

const RANK: Record<QuestionMode, number> = { not_asked: 0, optional: 1, required: 2 };

/** Per field, the strictest of several settings (nobody asking: not asked). */
export function strictestQuestions(settings: readonly ProfileQuestions[]): ProfileQuestions {
  const result: ProfileQuestions = { dob: 'not_asked', gender: 'not_asked' };
  for (const setting of settings)
    for (const field of ASKED_FIELDS) if (RANK[setting[field]] > RANK[result[field]]) result[field] = setting[field];
  return result;
}

/**
 * What the person's own profile page asks, from what those who may ask them ask: a field nobody
 * asks that they gave earlier stays on the page as optional, so they can see, correct or clear it.
 */
export function ownProfileQuestions(
  asked: ProfileQuestions,
  stored: Partial<Record<AskedField, string | null>>,
): ProfileQuestions {
  const result = { ...asked };
  for (const field of ASKED_FIELDS)
    if (result[field] === 'not_asked' && stored[field] !== null && stored[field] !== undefined)
      result[field] = 'optional';
  return result;
}

const isEmpty = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The patch without the values of fields that are not asked (D267: ignored, not refused, so a
 * submission queued on a device before the company changed its setting still goes through).
 * Clearing such a field is kept: a person may always remove what they gave.
 */
export function withoutUnasked<T extends Partial<Record<AskedField, unknown>>>(
  patch: T,
  questions: ProfileQuestions,
): T {
  const isDropped = (key: string, value: unknown) =>
    (ASKED_FIELDS as readonly string[]).includes(key) &&
    questions[key as AskedField] === 'not_asked' &&
    value !== undefined &&
    !isEmpty(value);
  return Object.fromEntries(Object.entries(patch).filter(([key, value]) => !isDropped(key, value))) as T;
}

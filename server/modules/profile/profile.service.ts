/**
 * Merging a profile patch into the stored profile and judging the result with the shared rules
 * (contracts/profile-rules.ts), worded here in English; the client words them in the
 * candidate's language.
 */
import type { Db } from '../../db/database.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { PatchProfile } from '../../../contracts/profile.ts';
import { profileProblems, type ProfileProblem, type ProfileRuleOptions } from '../../../contracts/profile-rules.ts';
import { HttpError } from '../../http/http-error.ts';
import * as store from './profile.store.ts';
import { resumeOfUser } from '../resume/index.ts';
import type { Profile } from '../../../contracts/profile.ts';
import { ownProfileQuestions, withoutUnasked } from '../../../contracts/applicant-questions-rules.ts';
import { askedOfPerson } from './profile-questions.ts';

const MESSAGES: Record<ProfileProblem['prop'], Partial<Record<ProfileProblem['rule'], string>>> = {
  first_name: { min_length: 'First name must be at least 2 characters.' },
  last_name: { min_length: 'Last name must be at least 2 characters.' },
  email: { invalid: 'Enter a valid email address.' },
  email2: { invalid: 'Enter a valid secondary email address.' },
  gender: { required: 'The Gender field is required' },
  dob: { required: 'Date of birth is required.', invalid: 'Enter a valid date of birth.' },
  phone_number: { invalid: 'Phone number is invalid. Use digits only, without spaces or special characters.' },
  linkedin_url: {
    required: 'A LinkedIn profile URL is required for this job.',
    invalid: 'Enter a valid LinkedIn URL, like https://www.linkedin.com/in/your-name.',
  },
  supervisor_email: { invalid: 'Enter a valid email address for your supervisor.' },
  resume: { required: 'A resume is required for this job.' },
};

export function problemsAsError(problems: ProfileProblem[]): HttpError {
  return new HttpError(
    400,
    ErrorCode.validation,
    'Please check the highlighted fields.',
    problems.map((p) => ({ prop: p.prop, message: MESSAGES[p.prop][p.rule] ?? 'Invalid value' })),
  );
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The stored profile with the patch applied ('' clears a field). */
export function mergeProfile(current: store.StoredProfile, patch: PatchProfile): store.StoredProfile {
  const merged = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = key === 'first_name' || key === 'last_name' || key === 'email' ? value : emptyToNull(value);
  }
  return merged as store.StoredProfile;
}

const EMAIL_ELSEWHERE = 'Change the email you sign in with on your profile page.';

/** What the person's own profile page asks about date of birth and gender (D267). */
async function ownPageQuestions(db: Db, userId: number, stored: store.StoredProfile) {
  return ownProfileQuestions(await askedOfPerson(db, userId), stored);
}

/**
 * The stored profile and the patch merged into it, judged by the rules (400 with every problem).
 * `options.questions`: what the form asks (an application form: its company's setting); without
 * it, what the person's own profile page asks. A value for a field not asked is ignored (D267).
 */
async function judged(db: Db, userId: number, patch: PatchProfile, options: ProfileRuleOptions) {
  const current = await store.loadProfile(db, userId);
  if (!current) throw new HttpError(404, ErrorCode.notFound, 'User not found');
  const questions = options.questions ?? (await ownPageQuestions(db, userId, current));
  const { proof: _proof, ...sent } = patch;
  const fields = withoutUnasked(sent, questions);
  const merged = mergeProfile(current, fields);
  const problems = profileProblems(merged, { ...options, questions });
  if (problems.length > 0) throw problemsAsError(problems);
  return { current, merged, fields, isNewEmail: merged.email.toLowerCase() !== current.email.toLowerCase() };
}

/** Whether a patch the rules accept changes the email the person signs in with (400 when they do not accept it). */
export async function changesSignInEmail(db: Db, userId: number, patch: PatchProfile): Promise<boolean> {
  return (await judged(db, userId, patch, {})).isNewEmail;
}

/**
 * Judges and saves; throws 400 with every problem, 409 when the new email belongs to someone else.
 * Runs inside the caller's transaction when given one. The email is the one the person signs in
 * with: a new one is saved only when the caller has checked a step-up (`isEmailChangeConfirmed`,
 * D262); otherwise (the application form) it is refused. Answers the old address when it changed.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  patch: PatchProfile,
  options: ProfileRuleOptions = {},
  isEmailChangeConfirmed = false,
): Promise<{ previousEmail?: string }> {
  const { current, merged, fields, isNewEmail } = await judged(db, userId, patch, options);
  if (isNewEmail && !isEmailChangeConfirmed)
    throw new HttpError(400, ErrorCode.validation, EMAIL_ELSEWHERE, [{ prop: 'email', message: EMAIL_ELSEWHERE }]);
  if (isNewEmail && (await store.emailTakenByOther(db, merged.email, userId))) {
    throw new HttpError(409, ErrorCode.emailExists, 'An account with this email address already exists.', [
      { prop: 'email', message: 'An account with this email address already exists.' },
    ]);
  }
  await store.saveProfile(db, userId, merged, fields);
  return isNewEmail ? { previousEmail: current.email } : {};
}

/** The profile as the API shows it: with the current resume's metadata and what the page asks. */
export async function profileWithResume(db: Db, userId: number): Promise<Profile | undefined> {
  const stored = await store.loadProfile(db, userId);
  if (!stored) return undefined;
  const questions = await ownPageQuestions(db, userId, stored);
  const resume = await resumeOfUser(db, userId);
  if (!resume) return { ...stored, questions, resume: null };
  const { storage_path: _, ...publicResume } = resume;
  return { ...stored, questions, resume: publicResume };
}

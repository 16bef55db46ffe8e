/**
 * The profile form's values (strings as typed), the PATCH body they become, and the section 5
 * messages in the candidate's language for the problems the shared rules find.
 */
import { t } from '@lingui/core/macro';
import type { PatchProfile, Profile } from '../../../contracts/profile.ts';
import { profileProblems, type ProfileProblem, type ProfileRuleOptions } from '../../../contracts/profile-rules.ts';
import {
  GENDER_CHOICES,
  type GenderChoice,
  type ProfileQuestions,
} from '../../../contracts/applicant-questions-rules.ts';

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'email2',
  'phone_number',
  'is_opt_in',
  'gender',
  'dob',
  'linkedin_url',
  'jobtitle',
  'start_date',
  'end_date',
  'city',
  'state_code',
  'zip',
  'country_code',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<Exclude<ProfileField, 'is_opt_in'>, string> & { is_opt_in: boolean };
/** Where a message can point: a profile field or the resume. */
export type ProfileErrorKey = ProfileField | 'resume';

export function toProfileValues(profile: Profile): ProfileFormValues {
  const values = {} as Record<string, string | boolean>;
  for (const field of PROFILE_FIELDS) {
    const value = profile[field];
    values[field] = field === 'is_opt_in' ? Boolean(value) : value === null || value === undefined ? '' : String(value);
  }
  return values as ProfileFormValues;
}

/** A saved draft over the server's values: only known fields of the right kind are taken. */
export function withDraft(values: ProfileFormValues, draft: Record<string, unknown> | undefined): ProfileFormValues {
  if (!draft) return values;
  const merged = { ...values } as Record<string, string | boolean>;
  for (const field of PROFILE_FIELDS) {
    const value = draft[field];
    if (field === 'is_opt_in' ? typeof value === 'boolean' : typeof value === 'string')
      merged[field] = value as string | boolean;
  }
  return merged as ProfileFormValues;
}

const isGender = (value: string): value is GenderChoice => (GENDER_CHOICES as readonly string[]).includes(value);

/** The PATCH body; a field the form does not ask (D267) is left out, so what was stored stays as it is. */
export function toPatch(values: ProfileFormValues, questions?: ProfileQuestions): PatchProfile {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const patch: PatchProfile = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    email2: orNull(values.email2),
    phone_number: orNull(values.phone_number),
    is_opt_in: values.is_opt_in,
    gender: isGender(values.gender) ? values.gender : null,
    dob: orNull(values.dob),
    linkedin_url: orNull(values.linkedin_url),
    jobtitle: orNull(values.jobtitle),
    start_date: orNull(values.start_date),
    end_date: orNull(values.end_date),
    city: orNull(values.city),
    state_code: orNull(values.state_code),
    zip: orNull(values.zip),
    country_code: orNull(values.country_code),
  };
  if (questions?.dob === 'not_asked') delete patch.dob;
  if (questions?.gender === 'not_asked') delete patch.gender;
  return patch;
}

function problemText(problem: ProfileProblem): string {
  switch (problem.prop) {
    case 'first_name':
      return t`First name must be at least 2 characters.`;
    case 'last_name':
      return t`Last name must be at least 2 characters.`;
    case 'email':
      return t`Enter a valid email address.`;
    case 'email2':
      return t`Enter a valid secondary email address.`;
    case 'gender':
      return t`The Gender field is required`;
    case 'dob':
      return problem.rule === 'required' ? t`Date of birth is required.` : t`Enter a valid date of birth.`;
    case 'phone_number':
      return t`Phone number is invalid. Use digits only, without spaces or special characters.`;
    case 'linkedin_url':
      return problem.rule === 'required'
        ? t`A LinkedIn profile URL is required for this job.`
        : t`Enter a valid LinkedIn URL, like https://www.linkedin.com/in/your-name.`;
    case 'supervisor_email':
      return t`Enter a valid email address.`;
    case 'resume':
      return t`A resume is required for this job.`;
  }
}

/** The messages per field for the values as they stand (empty when the form may be sent). */
export function profileErrors(
  values: ProfileFormValues,
  options: ProfileRuleOptions = {},
): Partial<Record<ProfileErrorKey, string>> {
  const patch = toPatch(values, options.questions);
  const problems = profileProblems(
    {
      first_name: patch.first_name ?? '',
      last_name: patch.last_name ?? '',
      email: patch.email ?? '',
      email2: patch.email2 ?? null,
      dob: patch.dob ?? null,
      gender: patch.gender ?? null,
      phone_number: patch.phone_number ?? null,
      linkedin_url: patch.linkedin_url ?? null,
    },
    options,
  );
  const errors: Partial<Record<ProfileErrorKey, string>> = {};
  for (const problem of problems) {
    const key = problem.prop === 'supervisor_email' ? undefined : problem.prop;
    if (key && !errors[key]) errors[key] = problemText(problem);
  }
  return errors;
}

export const endBeforeStartText = () => t`The end date is before the start date. Please check both dates.`;

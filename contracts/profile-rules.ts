/**
 * The profile validation rules of seed 000 section 5, shared by the server (which decides) and the
 * personal-profile and application forms (which show the same verdict inline before sending).
 * They return rule names, not texts: the server words them in English, the client in the
 * candidate's language.
 */
import { isCalendarDate, latestToday } from './experience-dates.ts';
import { SPEC_QUESTIONS, type ProfileQuestions } from './applicant-questions-rules.ts';

export const MIN_NAME_LENGTH = 2;

export type ProfileRule = 'min_length' | 'required' | 'invalid';
export interface ProfileProblem {
  prop:
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'email2'
    | 'gender'
    | 'dob'
    | 'phone_number'
    | 'linkedin_url'
    | 'supervisor_email'
    | 'resume';
  rule: ProfileRule;
}

export interface ProfileRuleInput {
  first_name: string;
  last_name: string;
  email: string;
  email2: string | null;
  dob: string | null;
  gender: string | null;
  phone_number: string | null;
  linkedin_url: string | null;
  supervisor_email?: string | null;
}

export interface ProfileRuleOptions {
  /** The job asks for a LinkedIn profile (jobs.is_linkedin_required). */
  isLinkedinRequired?: boolean;
  /** The job asks for a resume (jobs.is_resume_required) ... */
  isResumeRequired?: boolean;
  /** ... and whether the candidate has one. */
  hasResume?: boolean;
  /** What is asked about date of birth and gender (D267); the spec's rule (both required) when not given. */
  questions?: ProfileQuestions;
  now?: Date;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits only, an optional leading +: no spaces, dashes, brackets or letters. */
const PHONE = /^\+?[0-9]{7,15}$/;
const LINKEDIN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[A-Za-z0-9\-_%.]{2,100}\/?$/;

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL.test(value);
export const isValidPhone = (value: string) => PHONE.test(value);
/**
 * A number text messages can reach: + and the country code (E.164), as the messaging provider
 * needs it (server/modules/sms: a number without them is "no mobile number" to the staff). The
 * profile's rule accepts national numbers too; the form warns a person who asks for texts (D436).
 */
export const isTextablePhone = (value: string) => /^\+[1-9][0-9]{7,14}$/.test(value.trim());
export const isValidLinkedinUrl = (value: string) => LINKEDIN.test(value.trim());

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

export function profileProblems(input: ProfileRuleInput, options: ProfileRuleOptions = {}): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (input.first_name.trim().length < MIN_NAME_LENGTH) problems.push({ prop: 'first_name', rule: 'min_length' });
  if (input.last_name.trim().length < MIN_NAME_LENGTH) problems.push({ prop: 'last_name', rule: 'min_length' });
  if (!isValidEmail(input.email.trim())) problems.push({ prop: 'email', rule: 'invalid' });
  if (!blank(input.email2) && !isValidEmail(input.email2!.trim())) problems.push({ prop: 'email2', rule: 'invalid' });
  const questions = options.questions ?? SPEC_QUESTIONS;
  // Required as the spec says: Male or Female. Optional or not asked: nothing to miss.
  if (questions.gender === 'required' && input.gender !== 'Male' && input.gender !== 'Female')
    problems.push({ prop: 'gender', rule: 'required' });
  if (blank(input.dob)) {
    if (questions.dob === 'required') problems.push({ prop: 'dob', rule: 'required' });
  } else if (!isCalendarDate(input.dob!) || input.dob! > latestToday(options.now))
    problems.push({ prop: 'dob', rule: 'invalid' });
  if (!blank(input.phone_number) && !isValidPhone(input.phone_number!))
    problems.push({ prop: 'phone_number', rule: 'invalid' });
  if (blank(input.linkedin_url)) {
    if (options.isLinkedinRequired) problems.push({ prop: 'linkedin_url', rule: 'required' });
  } else if (!isValidLinkedinUrl(input.linkedin_url!)) problems.push({ prop: 'linkedin_url', rule: 'invalid' });
  if (!blank(input.supervisor_email) && !isValidEmail(input.supervisor_email!.trim()))
    problems.push({ prop: 'supervisor_email', rule: 'invalid' });
  if (options.isResumeRequired && !options.hasResume) problems.push({ prop: 'resume', rule: 'required' });
  return problems;
}

/** A warning, not an error (seed 000 section 5): the end date of the current job is before its start. */
export function isEndBeforeStart(startDate: string | null, endDate: string | null): boolean {
  return !blank(startDate) && !blank(endDate) && endDate! < startDate!;
}

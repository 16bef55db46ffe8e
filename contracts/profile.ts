/**
 * The applicant's personal profile (seed 000 sections 2.4 personal-profile, 3 "Applicant profile
 * form", 5). Read and saved as one form: the server merges a PATCH into the stored profile and
 * judges the result with profileProblems (contracts/profile-rules.ts), so the screen and the
 * server agree on every message. Dates travel as YYYY-MM-DD.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { isCalendarDate } from './experience-dates.ts';
import { ResumeSchema } from './resume.ts';
import { UserIdParams } from './user.ts';
import { StepUpProofSchema } from './step-up.ts';
import { GENDER_CHOICES } from './applicant-questions-rules.ts';
import { ProfileQuestionsSchema } from './applicant-questions.ts';

/** The spec's Male and Female, and "Prefer not to say" where gender is optional (D267). */
export const GENDERS = GENDER_CHOICES;

export const ProfileSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email2: z.nullable(z.string()),
  dob: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  jobtitle: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state_code: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  country_code: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  separation_reason: z.nullable(z.string()),
  separation_type_id: z.nullable(z.number()),
  separation_note: z.nullable(z.string()),
  supervisor_email: z.nullable(z.string()),
  employment_type_id: z.nullable(z.number()),
  phone_number: z.nullable(z.string()),
  is_opt_in: z.boolean(),
  linkedin_url: z.nullable(z.string()),
  resume: z.nullable(ResumeSchema),
  /**
   * What this page asks about date of birth and gender (D267): the strictest of what the person's
   * companies ask (an employee or hire: the spec's rule). Optional: a profile a device kept from
   * before reads as the spec's rule.
   */
  questions: z.optional(ProfileQuestionsSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

const text = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));
// Empty means "clear it"; a malformed date is a type error, a missing one is the rules' business.
const date = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isCalendarDate(v), { message: 'Enter a date as YYYY-MM-DD' }),
    ),
  ),
);
const smallId = z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(1_000_000))));

export const PatchProfileBody = z.object({
  first_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  last_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  email2: text(254),
  dob: date,
  gender: z.optional(z.nullable(z.enum(GENDERS))),
  jobtitle: text(200),
  city: text(100),
  state_code: text(10),
  zip: text(20),
  country_code: text(3),
  start_date: date,
  end_date: date,
  separation_reason: text(500),
  separation_type_id: smallId,
  separation_note: text(2000),
  supervisor_email: text(254),
  employment_type_id: smallId,
  phone_number: text(20),
  is_opt_in: z.optional(z.boolean()),
  linkedin_url: text(300),
  /** Needed when `email` changes the sign-in address (D262); ignored otherwise. */
  proof: z.optional(StepUpProofSchema),
});
export type PatchProfile = z.infer<typeof PatchProfileBody>;

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/user/v1/profile/{userId}/',
  access: 'signed-in',
  summary: "Your personal profile with your current resume (provider admins may read anyone's)",
  params: UserIdParams,
  response: ProfileSchema,
});

export const patchProfile = defineEndpoint({
  method: 'PATCH',
  path: '/user/v1/profile/{userId}/',
  access: 'signed-in',
  summary:
    'Save your personal profile; the merged profile must pass the profile rules (seed 000 section 5); a new sign-in email needs a step-up proof (403 step_up_required, D262)',
  params: UserIdParams,
  body: PatchProfileBody,
  response: ProfileSchema,
});

export const profileEndpoints = [getProfile, patchProfile];

/**
 * The candidate's job experiences, "My Experience" (seed 000 sections 2.4, 3, 5 and 7). Dates
 * travel as YYYY-MM-DD; screens show them MM/DD/YYYY. The rules between fields (end date required
 * unless current, not before the start, start not in the future) are checked on the server with
 * experienceDateProblems, so a PATCH is judged on the merged entry; the client runs the same function.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { UserIdParams } from './user.ts';
import { isCalendarDate } from './experience-dates.ts';

export { experienceDateProblems, isCalendarDate, latestToday, type DateProblem } from './experience-dates.ts';

const date = z.string().check(z.trim(), z.refine(isCalendarDate, { message: 'Enter a date as YYYY-MM-DD' }));
const required = z.string().check(z.trim(), z.minLength(2), z.maxLength(200));
const short = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100))));

export const ExperienceSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  company_name: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  /** YYYY-MM-DD. */
  start_date: z.string(),
  /** YYYY-MM-DD; null while the position is current. */
  end_date: z.nullable(z.string()),
  is_current: z.boolean(),
  location: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  position_type: z.nullable(z.string()),
  field: z.nullable(z.string()),
});
export type Experience = z.infer<typeof ExperienceSchema>;

const fields = {
  company_name: required,
  title: required,
  description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
  start_date: date,
  end_date: z.optional(z.nullable(date)),
  is_current: z.optional(z.boolean()),
  location: short,
  state: short,
  country: short,
  position_type: short,
  field: short,
};

export const CreateExperienceBody = z.object(fields);
export type CreateExperience = z.infer<typeof CreateExperienceBody>;

export const PatchExperienceBody = z.partial(z.object(fields));
export type PatchExperience = z.infer<typeof PatchExperienceBody>;

export const ExperienceIdParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export const listExperiences = defineEndpoint({
  method: 'GET',
  path: '/user/v1/jobs/{userId}/',
  access: 'signed-in',
  summary:
    "A user's job experiences, current first then newest start date (yourself, or any user for a provider admin)",
  params: UserIdParams,
  response: z.array(ExperienceSchema),
});

export const getExperience = defineEndpoint({
  method: 'GET',
  path: '/user/v1/job/{id}/',
  access: 'signed-in',
  summary: 'One job experience: its owner or a provider admin; anyone else 404',
  params: ExperienceIdParams,
  response: ExperienceSchema,
});

export const createExperience = defineEndpoint({
  method: 'POST',
  path: '/user/v1/job/',
  access: 'signed-in',
  summary:
    'Add a job experience to your own list. 400 with a field error on end_date when it is before start_date or missing while not current',
  body: CreateExperienceBody,
  response: ExperienceSchema,
});

export const patchExperience = defineEndpoint({
  method: 'PATCH',
  path: '/user/v1/job/{id}/',
  access: 'signed-in',
  summary: 'Change your own job experience; the date rules apply to the merged entry; anyone else 404',
  params: ExperienceIdParams,
  body: PatchExperienceBody,
  response: ExperienceSchema,
});

/** Our addition to the spec's catalogue: users expect to remove an entry. */
export const deleteExperience = defineEndpoint({
  method: 'DELETE',
  path: '/user/v1/job/{id}/',
  access: 'signed-in',
  summary: 'Our addition: remove your own job experience; anyone else 404',
  params: ExperienceIdParams,
  response: z.object({ ok: z.boolean() }),
});

export const experienceEndpoints = [
  listExperiences,
  getExperience,
  createExperience,
  patchExperience,
  deleteExperience,
];

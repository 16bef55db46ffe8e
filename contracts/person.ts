/**
 * /user/{id} (D156): one person as a company's staff see them: their employments in the company
 * (job, dates, separation, job profile, measured attributes and outcomes over time) and their
 * applications to its requisitions and pathways (status, fit, and the attribute scores each
 * measured). Needs all_employee_access; only the companies where the viewer holds it are read
 * (provider admins read every company), and a person with nothing in them is 404, as is an unknown id.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { EmployeeSchema } from './people.ts';
import { APPLICATION_STATUSES } from './scorecard-common.ts';
import { LanguageSchema } from './user.ts';

const ScoreSchema = z.object({ attribute_type_id: z.number(), name: z.string(), score: z.number() });

/** An employee record of theirs, with its company, job profile, measured attributes and outcomes. */
export const PersonEmploymentSchema = z.extend(EmployeeSchema, {
  company_name: z.string(),
  /** The job profile they are measured in, when any. */
  job_profile_id: z.nullable(z.number()),
  profile_title: z.nullable(z.string()),
  attribute_scores: z.array(z.extend(ScoreSchema, { measured_at: z.string() })),
  /** Every dated outcome value (performance rating, satisfaction...), oldest first per outcome. */
  outcome_values: z.array(z.object({ outcome: z.string(), value: z.number(), measured_at: z.string() })),
});
export type PersonEmployment = z.infer<typeof PersonEmploymentSchema>;

export const PersonApplicationSchema = z.object({
  ref_id: z.string(),
  /** The scorecard's id. */
  user_smartreq_id: z.number(),
  job_id: z.number(),
  job_title: z.string(),
  job_type_id: z.number(),
  company_name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
  hired_at: z.nullable(z.string()),
  fit_score: z.nullable(z.number()),
  /** The attribute scores the application measured, with the activity that measured each when known. */
  scores: z.array(z.extend(ScoreSchema, { activity: z.nullable(z.string()) })),
});
export type PersonApplication = z.infer<typeof PersonApplicationSchema>;

export const PersonSchema = z.object({
  /** Null for an employee without a user account (most imported employees): their page is that one employment. */
  user_id: z.nullable(z.number()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(z.string()),
  employments: z.array(PersonEmploymentSchema),
  applications: z.array(PersonApplicationSchema),
});
export type Person = z.infer<typeof PersonSchema>;

export const getPerson = defineEndpoint({
  method: 'GET',
  path: '/user/v1/person/{userId}/',
  access: 'staff',
  summary:
    "One person's page for staff with all_employee_access: their employments in the viewer's companies (attributes and outcomes) and their applications there (status, fit, scores); 404 when they have none",
  params: z.object({ userId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
  query: z.object({ language: z.optional(LanguageSchema) }),
  response: PersonSchema,
});

const EmployeeParams = z.object({ employeeId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

/** /people/{employeeId} (D165): every employee's page; an employee with a user gets that user's whole page. */
export const getEmployeePerson = defineEndpoint({
  method: 'GET',
  path: '/user/v1/person/employee/{employeeId}/',
  access: 'staff',
  summary:
    "One employee's person page for staff with all_employee_access in the employee's company: the page of the user behind them, or, without a user, their employment alone; 404 for another company's employee",
  params: EmployeeParams,
  query: z.object({ language: z.optional(LanguageSchema) }),
  response: PersonSchema,
});

export const personEndpoints = [getPerson, getEmployeePerson];

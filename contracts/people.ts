/**
 * Employees of a company (/people, account family): the list with search, filters and paging,
 * adding one, editing one and ending an employment with its reason. Everything needs
 * all_employee_access in that company; another company's people answer 404. Lists answer
 * `{ data, count, page, page_size }` like the applicant lists.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema } from './user.ts';

export const EMPLOYEE_NAME_MAX = 100;
export const EMPLOYEE_TEXT_MAX = 120;
export const SEPARATION_REASON_MAX = 500;
export const EMPLOYEE_MAX_PAGE_SIZE = 100;
export const EMPLOYEE_DEFAULT_PAGE_SIZE = 25;

export const SEPARATION_TYPES = ['voluntary', 'involuntary'] as const;
export type SeparationType = (typeof SEPARATION_TYPES)[number];

export const EMPLOYMENT_STATUSES = ['current', 'former'] as const;
export const EMPLOYEE_ORDERINGS = [
  'last_name',
  '-last_name',
  'start_date',
  '-start_date',
  'job_title',
  '-job_title',
] as const;
export type EmployeeOrdering = (typeof EMPLOYEE_ORDERINGS)[number];

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const EmployeeSchema = z.object({
  employee_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(z.string()),
  job_title: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  separation_type: z.nullable(z.enum(SEPARATION_TYPES)),
  separation_reason: z.nullable(z.string()),
  supervisor_email: z.nullable(z.string()),
  /** The user behind the employee, when they have one (a hired applicant keeps theirs). */
  user_id: z.nullable(z.number()),
  /** The application they were hired from; their assessment scores stay with it. */
  hired_from_ref_id: z.nullable(z.string()),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeePageSchema = z.object({
  data: z.array(EmployeeSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** Every job title and location in the company, for the filters. */
  job_titles: z.array(z.string()),
  locations: z.array(z.string()),
});
export type EmployeePage = z.infer<typeof EmployeePageSchema>;

export const EmployeeListQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_001))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(EMPLOYEE_MAX_PAGE_SIZE))),
  ordering: z.optional(z.enum(EMPLOYEE_ORDERINGS as unknown as [EmployeeOrdering, ...EmployeeOrdering[]])),
  /** Start of the first name, last name or email; several words must all match. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(EMPLOYMENT_STATUSES)),
  job_title: z.optional(z.string().check(z.maxLength(EMPLOYEE_TEXT_MAX))),
  location: z.optional(z.string().check(z.maxLength(EMPLOYEE_TEXT_MAX))),
});
export type EmployeeListFilters = z.infer<typeof EmployeeListQuery>;

/** Checked field by field in the service so every problem comes back at once, next to its field. */
export const SaveEmployeeBody = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.optional(z.nullable(z.string())),
  job_title: z.string(),
  location: z.optional(z.string()),
  start_date: z.string(),
  supervisor_email: z.optional(z.nullable(z.string())),
  /** Links the employee to the application they were hired from (the applicant's user comes with it). */
  hired_from_ref_id: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export type SaveEmployee = z.infer<typeof SaveEmployeeBody>;

export const EndEmploymentBody = z.object({
  end_date: z.string(),
  separation_type: z.string(),
  separation_reason: z.string(),
});
export type EndEmployment = z.infer<typeof EndEmploymentBody>;

export const AccountIdParams = z.object({ accountId: id });
export const EmployeeParams = z.object({ accountId: id, employeeId: id });

export const listEmployees = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{accountId}/people/',
  access: 'all-employees',
  summary:
    "The company's employees: search, status (current or former), job title and location filters, ordering and paging (page size at most 100)",
  params: AccountIdParams,
  query: EmployeeListQuery,
  response: EmployeePageSchema,
});

export const createEmployee = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{accountId}/people/',
  access: 'all-employees',
  summary:
    'Add an employee: name, job, location, start date, optional email and supervisor email, optionally the application they were hired from',
  params: AccountIdParams,
  body: SaveEmployeeBody,
  response: EmployeeSchema,
});

export const updateEmployee = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{accountId}/people/{employeeId}/',
  access: 'all-employees',
  summary: "Replace an employee's details (the end of employment has its own call)",
  params: EmployeeParams,
  body: SaveEmployeeBody,
  response: EmployeeSchema,
});

export const endEmployment = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{accountId}/people/{employeeId}/end/',
  access: 'all-employees',
  summary: 'End an employment: the last day, voluntary or involuntary, and the reason; 409 when it has already ended',
  params: EmployeeParams,
  body: EndEmploymentBody,
  response: EmployeeSchema,
});

export const CorrelationSchema = z.object({
  /** Pearson's r (point-biserial for stayed or left); null with fewer than 5 people or no spread. */
  r: z.nullable(z.number()),
  n: z.number(),
  /** The 95% confidence interval of r (Fisher's z). */
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  /** At least `reliable_min_n` people. */
  reliable: z.boolean(),
});
export type Correlation = z.infer<typeof CorrelationSchema>;

export const CORRELATION_STRENGTHS = ['none', 'weak', 'moderate', 'strong'] as const;

/** A correlation in words (server/modules/analytics/correlation.ts, reading). */
export const ReadingSchema = z.object({
  strength: z.enum(CORRELATION_STRENGTHS),
  direction: z.nullable(z.enum(['positive', 'negative'])),
  /** The interval lies wholly above or below zero. */
  excludes_zero: z.boolean(),
  too_few: z.boolean(),
});

export const TurnoverAttributeSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  correlation: CorrelationSchema,
  reading: ReadingSchema,
  /** One point per employee for the scatter graph: the score and whether they are still employed. */
  points: z.array(z.object({ score: z.number(), stayed: z.boolean() })),
});
export type TurnoverAttribute = z.infer<typeof TurnoverAttributeSchema>;

export const TurnoverReportSchema = z.object({
  job_title: z.nullable(z.string()),
  employee_count: z.number(),
  left_count: z.number(),
  reliable_min_n: z.number(),
  attributes: z.array(TurnoverAttributeSchema),
});
export type TurnoverReport = z.infer<typeof TurnoverReportSchema>;

export const getTurnoverCorrelations = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{accountId}/people/turnover/',
  access: 'all-employees',
  summary:
    "How each measured attribute relates to staying (point-biserial r with its 95% interval and n) for the company's employees, optionally of one job, with the scatter points",
  params: AccountIdParams,
  query: z.object({
    job_title: z.optional(z.string().check(z.maxLength(EMPLOYEE_TEXT_MAX))),
    language: z.optional(LanguageSchema),
  }),
  response: TurnoverReportSchema,
});

export const peopleEndpoints = [listEmployees, createEmployee, updateEmployee, endEmployment, getTurnoverCorrelations];

/**
 * Hiring classes: a requisition's cohorts of hires who start together (a training class, an
 * opening crew), each with a start date, an optional number of seats and a status. A hired
 * application belongs to at most one class. Staff who may work on the requisition manage its
 * classes at /smartreq-detail/hiring-classes; the account's Hiring Classes dashboard counts them.
 * Lists take the spec's query: search, page, page_size, status.
 */
import * as z from 'zod/mini';
import { isoDay } from './iso-day.ts';
import { ReportFilterSchema } from './analytics.ts';
import { defineEndpoint } from './endpoint.ts';

export const HIRING_CLASS_STATUSES = ['open', 'closed'] as const;
export type HiringClassStatus = (typeof HIRING_CLASS_STATUSES)[number];
export const HIRING_CLASS_PAGE_SIZE = 25;
export const HIRING_CLASS_NAME_MAX = 120;
export const HIRING_CLASS_MAX_SEATS = 10_000;

export { HiringClassErrorCode } from './hiring-class-codes.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const isoDate = isoDay();
const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Enter a name.' }),
    z.maxLength(HIRING_CLASS_NAME_MAX, { message: `At most ${HIRING_CLASS_NAME_MAX} characters.` }),
  );
const seats = z.nullable(
  z
    .number()
    .check(z.int(), z.gte(1, { message: 'At least 1 seat, or leave it empty.' }), z.lte(HIRING_CLASS_MAX_SEATS)),
);

export const HiringClassSchema = z.object({
  hiring_class_id: z.number(),
  job_id: z.number(),
  name: z.string(),
  starts_on: z.string(),
  /** null: no limit. */
  seats: z.nullable(z.number()),
  status: z.enum(HIRING_CLASS_STATUSES),
  members: z.number(),
});
export type HiringClass = z.infer<typeof HiringClassSchema>;

export const HiringClassPageSchema = z.object({
  data: z.array(HiringClassSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** Hired applicants of the requisition who are in no class yet. */
  unassigned_hires: z.array(z.object({ ref_id: z.string(), name: z.string(), hired_at: z.nullable(z.string()) })),
});
export type HiringClassPage = z.infer<typeof HiringClassPageSchema>;

export const HiringClassListQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  status: z.optional(z.enum(HIRING_CLASS_STATUSES)),
});
export type HiringClassListFilters = z.infer<typeof HiringClassListQuery>;

export const CreateHiringClassBody = z.object({ name, starts_on: isoDate, seats: z.optional(seats) });
export type CreateHiringClass = z.infer<typeof CreateHiringClassBody>;
export const UpdateHiringClassBody = z.object({
  name: z.optional(name),
  starts_on: z.optional(isoDate),
  seats: z.optional(seats),
  status: z.optional(z.enum(HIRING_CLASS_STATUSES)),
});
export type UpdateHiringClass = z.infer<typeof UpdateHiringClassBody>;

export const HiringClassMemberSchema = z.object({
  ref_id: z.string(),
  name: z.string(),
  email: z.string(),
  hired_at: z.nullable(z.string()),
  added_at: z.string(),
});
export type HiringClassMember = z.infer<typeof HiringClassMemberSchema>;

const JobParams = z.object({ jobId: id });
const ClassParams = z.object({ classId: id });
const MemberParams = z.object({
  classId: id,
  refId: z
    .string()
    .check(
      z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'An application id' }),
    ),
});

export const listHiringClasses = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/{jobId}/hiring-classes/',
  access: 'job-team',
  summary:
    "A requisition's hiring classes, soonest start first (search, page, page_size, status), and its hires in no class",
  params: JobParams,
  query: HiringClassListQuery,
  response: HiringClassPageSchema,
});
export const createHiringClass = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/{jobId}/hiring-classes/',
  access: 'job-team',
  summary: 'Create a hiring class for a requisition',
  params: JobParams,
  body: CreateHiringClassBody,
  response: HiringClassSchema,
});
export const updateHiringClass = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/hiring-classes/{classId}/',
  access: 'staff',
  summary: "Change a hiring class's name, start date, seats or status (seats never below its members)",
  params: ClassParams,
  body: UpdateHiringClassBody,
  response: HiringClassSchema,
});
export const deleteHiringClass = defineEndpoint({
  method: 'DELETE',
  path: '/smartreq/v1/hiring-classes/{classId}/',
  access: 'staff',
  summary: 'Delete a hiring class; its members stay hired, in no class',
  params: ClassParams,
  response: z.object({ deleted: z.boolean() }),
});
export const listHiringClassMembers = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/hiring-classes/{classId}/members/',
  access: 'staff',
  summary: "A hiring class's members",
  params: ClassParams,
  response: z.array(HiringClassMemberSchema),
});
export const addHiringClassMember = defineEndpoint({
  method: 'PUT',
  path: '/smartreq/v1/hiring-classes/{classId}/members/{refId}/',
  access: 'staff',
  summary:
    "Put a hired applicant of the class's requisition in the class (moving them from another class); repeating it changes nothing",
  params: MemberParams,
  response: z.array(HiringClassMemberSchema),
});
export const removeHiringClassMember = defineEndpoint({
  method: 'DELETE',
  path: '/smartreq/v1/hiring-classes/{classId}/members/{refId}/',
  access: 'staff',
  summary: 'Take an applicant out of a hiring class',
  params: MemberParams,
  response: z.array(HiringClassMemberSchema),
});

export const HiringClassReportSchema = z.object({
  range: z.object({ from_date: z.string(), to_date: z.string() }),
  classes: z.array(
    z.object({
      hiring_class_id: z.number(),
      job_id: z.number(),
      job_title: z.string(),
      name: z.string(),
      starts_on: z.string(),
      seats: z.nullable(z.number()),
      members: z.number(),
      status: z.enum(HIRING_CLASS_STATUSES),
    }),
  ),
  /** Hires of the filter's applications in no class. */
  unassigned_hires: z.number(),
});
export type HiringClassReport = z.infer<typeof HiringClassReportSchema>;

export const accountHiringClasses = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/hiring-classes/',
  access: 'company-dashboard',
  summary:
    "The company's hiring classes starting in the filter's range (requisition filters apply), seats filled, and hires in no class",
  params: z.object({ accountId: id }),
  query: ReportFilterSchema,
  response: HiringClassReportSchema,
});

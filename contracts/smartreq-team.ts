/**
 * A requisition's hiring team: members, notification settings and the name update rule (seed 001 section 4).
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { bodyId, JobIdParams, JobTeamIdParams } from './smartreq-common.ts';

export const TeamMemberSchema = z.object({
  job_team_id: z.number(),
  job_id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  notify_new_applicants: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const listTeam = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/hiring-team/{jobId}/',
  access: 'job-team',
  summary: "The requisition's hiring team",
  params: JobIdParams,
  response: z.array(TeamMemberSchema),
});

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const AddTeamMemberBody = z.object({
  job_id: bodyId,
  user_id: bodyId,
  /** Names are updated only when first_name, last_name and user_id are all given (seed 001 section 5). */
  first_name: z.optional(personName),
  last_name: z.optional(personName),
});
export type AddTeamMember = z.infer<typeof AddTeamMemberBody>;

/** Seed 001 section 5: a member's names change only when both names and the user id are present. */
export function shouldUpdateMemberName(body: {
  user_id?: number | null;
  first_name?: string | null;
  last_name?: string | null;
}): boolean {
  return Boolean(body.user_id && body.first_name && body.last_name);
}

export const addTeamMember = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/hiring-team/',
  access: 'staff',
  summary: 'Add a staff member of the same company to the hiring team',
  body: AddTeamMemberBody,
  response: TeamMemberSchema,
});

export const removeTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/smartreq/v1/hiring-team/member/{jobTeamId}/',
  access: 'staff',
  summary: 'Remove a member from the hiring team',
  params: JobTeamIdParams,
  response: OkSchema,
});

export const patchTeamMember = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/hiring-team/member/{jobTeamId}/',
  access: 'staff',
  summary: "A member's notification setting",
  params: JobTeamIdParams,
  body: z.object({ notify_new_applicants: z.boolean() }),
  response: TeamMemberSchema,
});

export const AssignableUserSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_team_member: z.boolean(),
});
export const listAssignableUsers = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/assignable-users/{jobId}/',
  access: 'job-team',
  summary: "Staff of the requisition's company, for the team picker",
  params: JobIdParams,
  response: z.array(AssignableUserSchema),
});

/**
 * Pathways you can create and run (D130; seed 001 sections 3, 7 and seed 002 section 7.5):
 * the company's pathway list, creating one, its details and invite message, its team and its
 * participants (employees who take its evaluation plan as candidates do).
 *
 * Access: a pathway of another company (or none) answers 404; the company's staff who neither hold
 * all_pathways_access nor are on the pathway's team get 403 (D130). The list is
 * any staff's: all_pathways_access sees every pathway of the company, others the ones whose team
 * they are on. Creating a pathway needs all_pathways_access.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { AccountIdParams, id, JobIdParams, pageQuery, paged } from './smartreq-common.ts';

export const PATHWAY_TITLE_MAX = 200;
export const PATHWAY_DESCRIPTION_MAX = 5000;
export const PATHWAY_INVITE_MAX = 5000;
export const PATHWAY_DEFAULT_PAGE_SIZE = 20;
export const PARTICIPANTS_ADD_MAX = 50;

export const PATHWAY_ORDERINGS = [
  'title',
  '-title',
  'created_at',
  '-created_at',
  'participant_count',
  '-participant_count',
] as const;
export type PathwayOrdering = (typeof PATHWAY_ORDERINGS)[number];
export const PARTICIPANT_ORDERINGS = [
  'last_name',
  '-last_name',
  'created_at',
  '-created_at',
  'pct_complete',
  '-pct_complete',
] as const;
export type ParticipantOrdering = (typeof PARTICIPANT_ORDERINGS)[number];

const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(PATHWAY_TITLE_MAX));
const longText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const email = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email());
const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const PathwaySummarySchema = z.object({
  job_id: z.number(),
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  participant_count: z.number(),
  /** Participants whose plan is complete. */
  completed_count: z.number(),
  /** Steps x activities in the evaluation plan. */
  activity_count: z.number(),
  role_count: z.number(),
  is_team_member: z.boolean(),
});
export type PathwaySummary = z.infer<typeof PathwaySummarySchema>;

export const PathwayListSchema = z.object({
  ...paged(PathwaySummarySchema).shape,
  /** The viewer may create pathways (all_pathways_access). */
  can_create: z.boolean(),
});
export type PathwayList = z.infer<typeof PathwayListSchema>;

export const PathwayListQuery = z.object({
  ...pageQuery,
  ordering: z.optional(z.enum(PATHWAY_ORDERINGS as unknown as [PathwayOrdering, ...PathwayOrdering[]])),
  /** Words of the title, all of which must match. */
  search,
  /** 'mine': only pathways whose team the viewer is on. */
  team: z.optional(z.enum(['mine'])),
});
export type PathwayListFilters = z.infer<typeof PathwayListQuery>;

export const PathwayDetailsSchema = z.object({
  job_id: z.number(),
  uuid: z.string(),
  account_id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The message shown to employees invited to the pathway; empty when none. */
  invite_message: z.string(),
  created_at: z.string(),
  participant_count: z.number(),
  /** The career pathways link: /login/career-pathways/{uuid}. */
  invite_path: z.string(),
});
export type PathwayDetails = z.infer<typeof PathwayDetailsSchema>;

export const CreatePathwayBody = z.object({ title, description: z.optional(longText(PATHWAY_DESCRIPTION_MAX)) });
export type CreatePathway = z.infer<typeof CreatePathwayBody>;
export const UpdatePathwayBody = z.object({
  title,
  description: longText(PATHWAY_DESCRIPTION_MAX),
  invite_message: longText(PATHWAY_INVITE_MAX),
});
export type UpdatePathway = z.infer<typeof UpdatePathwayBody>;

export const PathwayTeamMemberSchema = z.object({
  job_team_id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type PathwayTeamMember = z.infer<typeof PathwayTeamMemberSchema>;

export const AddPathwayTeamMemberBody = z.object({
  email,
  /** The member's names change only when both are given (seed 001 section 5). */
  first_name: z.optional(personName),
  last_name: z.optional(personName),
});
export type AddPathwayTeamMember = z.infer<typeof AddPathwayTeamMemberBody>;

export const ParticipantSchema = z.object({
  ref_id: z.string(),
  user_smartreq_id: z.number(),
  user_id: z.number(),
  employee_id: z.nullable(z.number()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  job_title: z.nullable(z.string()),
  supervisor_email: z.nullable(z.string()),
  /** 0-100 of the evaluation plan's activities. */
  pct_complete: z.number(),
  /** ISO 8601: when they joined the pathway. */
  created_at: z.string(),
});
export type Participant = z.infer<typeof ParticipantSchema>;
export const ParticipantPageSchema = paged(ParticipantSchema);
export type ParticipantPage = z.infer<typeof ParticipantPageSchema>;

export const ParticipantListQuery = z.object({
  ...pageQuery,
  ordering: z.optional(z.enum(PARTICIPANT_ORDERINGS as unknown as [ParticipantOrdering, ...ParticipantOrdering[]])),
  /** Start of the first name, last name or email; several words must all match. */
  search,
});
export type ParticipantListFilters = z.infer<typeof ParticipantListQuery>;

export const AddParticipantsBody = z.object({
  employee_ids: z
    .array(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))
    .check(z.minLength(1), z.maxLength(PARTICIPANTS_ADD_MAX)),
  /** The supervisor their pathway results are shared with; absent, the employee's own supervisor_email. */
  supervisor_email: z.optional(z.nullable(z.union([email, z.literal('')]))),
});
export type AddParticipants = z.infer<typeof AddParticipantsBody>;

/** An employee the participant picker offers: the company's current employees, marked when they cannot be added. */
/** Where an employee starts a pathway: the pathway's own sign-in page. */
export const pathwayStartPath = (uuid: string) => `/login/career-pathways/${uuid}`;

export const ParticipantCandidateSchema = z.object({
  employee_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(z.string()),
  job_title: z.string(),
  supervisor_email: z.nullable(z.string()),
  has_account: z.boolean(),
  is_participant: z.boolean(),
});
export type ParticipantCandidate = z.infer<typeof ParticipantCandidateSchema>;

const PathwayParams = JobIdParams;

export const listPathways = defineEndpoint({
  method: 'GET',
  path: '/pathway/v1/account/{accountId}/pathways/',
  access: 'company-staff',
  summary:
    "The company's pathways with participant counts: all of them with all_pathways_access, else those whose team the viewer is on; search, team=mine, ordering and paging",
  params: AccountIdParams,
  query: PathwayListQuery,
  response: PathwayListSchema,
});

export const createPathway = defineEndpoint({
  method: 'POST',
  path: '/pathway/v1/account/{accountId}/pathways/',
  access: 'company-pathways',
  summary:
    'Create a pathway (job type 4) with a title and description: an empty evaluation plan, no roles, open to participants; all_pathways_access',
  params: AccountIdParams,
  body: CreatePathwayBody,
  response: PathwayDetailsSchema,
});

export const getPathwayDetails = defineEndpoint({
  method: 'GET',
  path: '/pathway/v1/setup/{jobId}/',
  access: 'staff',
  summary: "A pathway's setup details: title, description, invite message",
  params: PathwayParams,
  response: PathwayDetailsSchema,
});

export const updatePathwayDetails = defineEndpoint({
  method: 'PUT',
  path: '/pathway/v1/setup/{jobId}/',
  access: 'staff',
  summary: "Replace a pathway's title, description and invite message",
  params: PathwayParams,
  body: UpdatePathwayBody,
  response: PathwayDetailsSchema,
});

export const deletePathway = defineEndpoint({
  method: 'DELETE',
  path: '/pathway/v1/setup/{jobId}/',
  access: 'staff',
  summary: 'Delete a pathway: hidden everywhere, its participants keep their answers and reports',
  params: PathwayParams,
  response: OkSchema,
});

export const listPathwayTeam = defineEndpoint({
  method: 'GET',
  path: '/pathway/v1/team/{jobId}/',
  access: 'staff',
  summary: "The pathway's team: staff who may work on it without all_pathways_access",
  params: PathwayParams,
  response: z.array(PathwayTeamMemberSchema),
});

export const addPathwayTeamMember = defineEndpoint({
  method: 'POST',
  path: '/pathway/v1/team/{jobId}/',
  access: 'staff',
  summary:
    'Add a staff user of the company to the pathway\'s team by email (names updated when both are given); 404 user_not_found "User not found" for any other email',
  params: PathwayParams,
  body: AddPathwayTeamMemberBody,
  response: PathwayTeamMemberSchema,
});

export const removePathwayTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/pathway/v1/team/{jobId}/{jobTeamId}/',
  access: 'staff',
  summary: "Remove a member from the pathway's team",
  params: z.object({ jobId: id, jobTeamId: id }),
  response: OkSchema,
});

export const listParticipants = defineEndpoint({
  method: 'GET',
  path: '/pathway/v1/participants/{jobId}/',
  access: 'staff',
  summary: "The pathway's participants with their progress and supervisor: search, ordering, paging",
  params: PathwayParams,
  query: ParticipantListQuery,
  response: ParticipantPageSchema,
});

export const listParticipantCandidates = defineEndpoint({
  method: 'GET',
  path: '/pathway/v1/participants/{jobId}/employees/',
  access: 'staff',
  summary:
    'Current employees of the company the participant picker offers (first 20 matching the search), each marked when without an account or already a participant',
  params: PathwayParams,
  query: z.object({ search }),
  response: z.array(ParticipantCandidateSchema),
});

export const addParticipants = defineEndpoint({
  method: 'POST',
  path: '/pathway/v1/participants/{jobId}/',
  access: 'staff',
  summary:
    'Add employees to the pathway with their supervisor email: each gets a pathway tracker (the same as a candidate applying) and the pathway invitation mail; an employee without an account gets one by their email (an account with that email is linked, else a new one whose mail link chooses the password first); all or nothing, refused when one has neither account nor email, or already takes part',
  params: PathwayParams,
  body: AddParticipantsBody,
  response: z.array(ParticipantSchema),
});

export const removeParticipant = defineEndpoint({
  method: 'DELETE',
  path: '/pathway/v1/participants/{jobId}/{refId}/',
  access: 'staff',
  summary: 'Remove a participant from the pathway: their tracker leaves the lists, their answers are kept',
  params: z.object({
    jobId: id,
    refId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
  }),
  response: OkSchema,
});

export const pathwaySetupEndpoints = [
  listPathways,
  createPathway,
  getPathwayDetails,
  updatePathwayDetails,
  deletePathway,
  listPathwayTeam,
  addPathwayTeamMember,
  removePathwayTeamMember,
  listParticipants,
  listParticipantCandidates,
  addParticipants,
  removeParticipant,
];

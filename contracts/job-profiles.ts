/**
 * Job profiles (/jobprofile, /jobdetails/*; seed 001 "Job profiles", seed 002 section 7.3): a role
 * a company hires for again and again, the outcomes that matter for it, and its participants, the
 * employees measured in that role (decision D129). Any staff member lists profiles; those whose
 * first role has job_profile_access (and provider admins) see every profile (`profile_access` 1),
 * the others only the profiles whose team they are on. One profile: its company's staff with
 * job_profile_access or on its team; other staff of the company 403, anyone else 404.
 */
import * as z from 'zod/mini';
import { ReportFilterSchema } from './analytics.ts';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { CorrelationSchema, EmployeeSchema, ReadingSchema, SEPARATION_TYPES } from './people.ts';
import { LanguageSchema } from './user.ts';

export { JobProfileErrorCode } from './job-profile-codes.ts';

export const PROFILE_TITLE_MAX = 120;
export const PROFILE_DESCRIPTION_MAX = 4000;
export const PROFILE_MAX_PAGE_SIZE = 100;
export const PROFILE_DEFAULT_PAGE_SIZE = 25;
/** Employees added, removed or moved in one call. */
export const PARTICIPANTS_PER_CALL_MAX = 500;

/**
 * The outcomes a profile can follow. Retention at 90 days and turnover come from the employees'
 * start and end dates; the performance rating and satisfaction from their outcome values.
 */
export const PROFILE_OUTCOMES = ['retention_90_day', 'turnover', 'performance_rating', 'satisfaction'] as const;
export type ProfileOutcome = (typeof PROFILE_OUTCOMES)[number];

export const PARTICIPANT_ORDERINGS = ['last_name', '-last_name', 'start_date', '-start_date'] as const;
export type ParticipantOrdering = (typeof PARTICIPANT_ORDERINGS)[number];

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const page = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_001)));
const pageSize = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(PROFILE_MAX_PAGE_SIZE)));
const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));

export const JobProfileSchema = z.object({
  job_id: z.number(),
  account_id: z.number(),
  title: z.string(),
  description: z.string(),
  participant_count: z.number(),
  outcomes: z.array(z.enum(PROFILE_OUTCOMES)),
  created_at: z.string(),
});
export type JobProfile = z.infer<typeof JobProfileSchema>;

export const JobProfilePageSchema = z.object({
  data: z.array(JobProfileSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** 1 when the viewer sees every profile of the company, 0 when only those whose team they are on. */
  profile_access: z.union([z.literal(0), z.literal(1)]),
});
export type JobProfilePage = z.infer<typeof JobProfilePageSchema>;

/** Checked in the service so every problem comes back at once, next to its field. */
export const SaveJobProfileBody = z.object({
  title: z.string(),
  description: z.optional(z.string()),
});
export type SaveJobProfile = z.infer<typeof SaveJobProfileBody>;

export const CreateJobProfileBody = z.object({
  title: z.string(),
  description: z.optional(z.string()),
  outcomes: z.optional(z.array(z.string()).check(z.maxLength(PROFILE_OUTCOMES.length))),
});
export type CreateJobProfile = z.infer<typeof CreateJobProfileBody>;

export const OutcomesBody = z.object({ outcomes: z.array(z.string()).check(z.maxLength(PROFILE_OUTCOMES.length)) });
export const OutcomesSchema = z.object({ outcomes: z.array(z.enum(PROFILE_OUTCOMES)) });

/** A participant is an employee of the company measured in this role. */
export const ParticipantSchema = EmployeeSchema;
export type Participant = z.infer<typeof ParticipantSchema>;

export const ParticipantPageSchema = z.object({
  data: z.array(ParticipantSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type ParticipantPage = z.infer<typeof ParticipantPageSchema>;

export const EmployeeIdsBody = z.object({
  employee_ids: z.array(id).check(z.minLength(1), z.maxLength(PARTICIPANTS_PER_CALL_MAX)),
});
export const MoveParticipantsBody = z.object({
  employee_ids: z.array(id).check(z.minLength(1), z.maxLength(PARTICIPANTS_PER_CALL_MAX)),
  to_job_id: id,
});

export const ParticipantDetailSchema = z.object({
  employee: EmployeeSchema,
  attribute_scores: z.array(
    z.object({ attribute_type_id: z.number(), name: z.string(), score: z.number(), measured_at: z.string() }),
  ),
  outcome_values: z.array(z.object({ outcome: z.string(), value: z.number(), measured_at: z.string() })),
  /** Derived from the dates: still employed, and employed at least 90 days (null while under 90 days and still there). */
  still_employed: z.boolean(),
  retained_90_days: z.nullable(z.boolean()),
});
export type ParticipantDetail = z.infer<typeof ParticipantDetailSchema>;

export const PROFILE_CORRELATION_OUTCOMES = ['turnover', 'performance'] as const;
export type ProfileCorrelationOutcome = (typeof PROFILE_CORRELATION_OUTCOMES)[number];

/**
 * Which participants a job-profile dashboard counts (D165): those who started between from_date
 * and to_date (either bound optional) at one of the locations ("|"-separated); with a
 * separation_type (D172), those still employed and those who left that way, so leaving means
 * leaving voluntarily (or involuntarily); with field_options (comma-separated option ids of the
 * company's custom list fields), those whose answer to each field named is one of its options chosen;
 * none set, all of them.
 */
export const ProfileFilterSchema = z.extend(
  z.pick(ReportFilterSchema, { from_date: true, to_date: true, locations: true }),
  {
    separation_type: z.optional(z.enum(SEPARATION_TYPES)),
    field_options: z.optional(
      z.string().check(
        z.regex(/^[1-9]\d{0,8}-\d{1,2}(,[1-9]\d{0,8}-\d{1,2}){0,99}$/, {
          message: 'A comma-separated list of field option ids',
        }),
      ),
    ),
  },
);
export type ProfileFilter = z.infer<typeof ProfileFilterSchema>;

/** A custom list field's option as the filter names it: the field's id and the option's place in its list, from 0. */
export function fieldOptionId(accountFieldId: number, index: number): string {
  return `${accountFieldId}-${index}`;
}

/** The company's custom list fields (not archived) with their options: the choices of the filter's field_options. */
export const ProfileFieldFiltersSchema = z.array(
  z.object({
    account_field_id: z.number(),
    label: z.string(),
    options: z.array(z.object({ id: z.string(), label: z.string() })),
  }),
);
export type ProfileFieldFilters = z.infer<typeof ProfileFieldFiltersSchema>;

/** Every location among the profile's participants, whatever the filter: the filter's choices. */
export const ParticipantLocationsSchema = z.array(z.string());

export const ProfileCorrelationSchema = z.object({
  outcome: z.enum(PROFILE_CORRELATION_OUTCOMES),
  locations: ParticipantLocationsSchema,
  participant_count: z.number(),
  /** Turnover: participants who have left. Performance: participants with a rating. */
  outcome_count: z.number(),
  reliable_min_n: z.number(),
  attributes: z.array(
    z.object({
      attribute_type_id: z.number(),
      name: z.string(),
      correlation: CorrelationSchema,
      reading: ReadingSchema,
      /** The score and the outcome (1 stayed / 0 left, or the rating): every participant up to BOARD_POINTS_MAX, else evenly sampled. */
      points: z.array(z.object({ score: z.number(), value: z.number() })),
    }),
  ),
  /** When the profile's summary was computed (D164); null when read live (a filter, or before the first refresh). */
  figures_as_of: z.nullable(z.string()),
});
export type ProfileCorrelation = z.infer<typeof ProfileCorrelationSchema>;

const AccountParams = z.object({ accountId: id });
const ProfileParams = z.object({ jobId: id });
const ParticipantParams = z.object({ jobId: id, employeeId: id });

export const listJobProfiles = defineEndpoint({
  method: 'GET',
  path: '/job/v1/{accountId}/profiles/',
  access: 'company-staff',
  summary:
    "The company's job profiles (every one with job_profile_access, else those whose team the viewer is on): search by title, paging",
  params: AccountParams,
  query: z.object({ page, page_size: pageSize, search }),
  response: JobProfilePageSchema,
});

export const createJobProfile = defineEndpoint({
  method: 'POST',
  path: '/job/v1/{accountId}/profiles/',
  access: 'company-job-profiles',
  summary: 'Create a job profile: title, description and the outcomes that matter (needs job_profile_access)',
  params: AccountParams,
  body: CreateJobProfileBody,
  response: JobProfileSchema,
});

export const getJobProfile = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/',
  access: 'staff',
  summary: 'One job profile',
  params: ProfileParams,
  response: JobProfileSchema,
});

export const updateJobProfile = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/profiles/{jobId}/',
  access: 'staff',
  summary: "Replace a job profile's details (title, description)",
  params: ProfileParams,
  body: SaveJobProfileBody,
  response: JobProfileSchema,
});

export const deleteJobProfile = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/profiles/{jobId}/',
  access: 'staff',
  summary: 'Delete a job profile (needs job_profile_access); its participants stay employees, detached from it',
  params: ProfileParams,
  response: OkSchema,
});

export const replaceProfileOutcomes = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/profiles/{jobId}/outcomes/',
  access: 'staff',
  summary: 'Replace the outcomes that matter for the profile, in order',
  params: ProfileParams,
  body: OutcomesBody,
  response: JobProfileSchema,
});

export const getProfileOutcomes = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/outcomes/',
  access: 'staff',
  summary: 'The outcomes that matter for the profile, in order',
  params: ProfileParams,
  response: OutcomesSchema,
});

export const listParticipants = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/participants/',
  access: 'staff',
  summary: "The profile's participants: search by name or email, ordering, paging",
  params: ProfileParams,
  query: z.object({ page, page_size: pageSize, search, ordering: z.optional(z.enum(PARTICIPANT_ORDERINGS)) }),
  response: ParticipantPageSchema,
});

export const addParticipants = defineEndpoint({
  method: 'POST',
  path: '/job/v1/profiles/{jobId}/participants/',
  access: 'staff',
  summary: 'Add company employees as participants; 400 unknown_employees, 409 in_another_profile (nothing changes)',
  params: ProfileParams,
  body: EmployeeIdsBody,
  response: z.object({ added: z.number() }),
});

export const removeParticipants = defineEndpoint({
  method: 'POST',
  path: '/job/v1/profiles/{jobId}/participants/remove/',
  access: 'staff',
  summary: 'Detach participants from the profile (they stay employees); 400 not_participants (nothing changes)',
  params: ProfileParams,
  body: EmployeeIdsBody,
  response: z.object({ removed: z.number() }),
});

export const moveParticipants = defineEndpoint({
  method: 'POST',
  path: '/job/v1/profiles/{jobId}/participants/move/',
  access: 'staff',
  summary:
    "Move participants to another of the company's profiles the viewer may work on; 400 not_participants or bad_move_target (nothing changes)",
  params: ProfileParams,
  body: MoveParticipantsBody,
  response: z.object({ moved: z.number() }),
});

export const getParticipant = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/participants/{employeeId}/',
  access: 'staff',
  summary: "One participant's page: their employee record, attribute scores and outcome values",
  params: ParticipantParams,
  query: z.object({ language: z.optional(LanguageSchema) }),
  response: ParticipantDetailSchema,
});

export const getProfileCorrelations = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/correlations/',
  access: 'staff',
  summary:
    "How each attribute of the profile's participants relates to staying (point-biserial) or to the performance rating (Pearson), with the 95% interval, n and the scatter points",
  params: ProfileParams,
  query: z.extend(ProfileFilterSchema, {
    outcome: z.enum(PROFILE_CORRELATION_OUTCOMES),
    language: z.optional(LanguageSchema),
  }),
  response: ProfileCorrelationSchema,
});

export const getProfileFieldFilters = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/field-filters/',
  access: 'staff',
  summary: "The company's custom list fields and their options, for the dashboards' field_options filter",
  params: ProfileParams,
  response: ProfileFieldFiltersSchema,
});

/** The most days after a participant's start the measurement plan may wait (ten years). */
export const PLAN_DAYS_AFTER_START_MAX = 3650;

/**
 * When the profile's measurement plan is given (D174): `days_after_start` days after each
 * participant's start (0: from the first day), or null when nobody is given it automatically.
 * `enrolled` counts the participants given it so far.
 */
export const PlanTimingSchema = z.object({
  days_after_start: z.nullable(z.number()),
  enrolled: z.number(),
});
export type PlanTiming = z.infer<typeof PlanTimingSchema>;

export const SavePlanTimingBody = z.object({
  days_after_start: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(PLAN_DAYS_AFTER_START_MAX))),
});
export type SavePlanTiming = z.infer<typeof SavePlanTimingBody>;

export const getPlanTiming = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/plan-timing/',
  access: 'staff',
  summary:
    "When the profile's measurement plan is given: days after each participant's start, or null; and how many were given it",
  params: ProfileParams,
  response: PlanTimingSchema,
});

export const savePlanTiming = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/profiles/{jobId}/plan-timing/',
  access: 'staff',
  summary:
    'Gives the measurement plan to each participant still employed, with an account, this many days (0 to 3650) after their start; null stops giving it (trackers already started stay)',
  params: ProfileParams,
  body: SavePlanTimingBody,
  response: PlanTimingSchema,
});

export const jobProfileEndpoints = [
  listJobProfiles,
  createJobProfile,
  getJobProfile,
  updateJobProfile,
  deleteJobProfile,
  getProfileOutcomes,
  replaceProfileOutcomes,
  listParticipants,
  addParticipants,
  removeParticipants,
  moveParticipants,
  getParticipant,
  getProfileCorrelations,
  getPlanTiming,
  savePlanTiming,
];

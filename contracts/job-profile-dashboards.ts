/**
 * The job-profile dashboards under /jobdetails/dashboard/ (D142): for the
 * profile's participants, each measure of one kind (attribute scores, activity scores, each
 * interviewer's scores, interview-question scores, resume measures, satisfaction per period) with
 * its distribution and its correlation with staying (point-biserial) and with the latest
 * performance rating (Pearson), each with the 95% interval, n, a reading and the scatter points,
 * computed by the shared correlation code (D118). Who may open it: as the profile (job-profiles.ts).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { InterviewerDetailSchema } from './interview-reports.ts';
import { ParticipantLocationsSchema, ProfileFilterSchema } from './job-profiles.ts';
import { CorrelationSchema, ReadingSchema } from './people.ts';
import { LanguageSchema } from './user.ts';

export const PROFILE_BOARDS = [
  'attributes',
  'activities',
  'interviewers',
  'interview',
  'resume',
  'satisfaction',
] as const;
export type ProfileBoard = (typeof PROFILE_BOARDS)[number];

/** A scatter graph shows at most this many points; with more people they are evenly sampled (the correlation uses all). */
export const BOARD_POINTS_MAX = 2000;

/** Resume measures: years of work experience and past positions listed on the person's profile. */
export const RESUME_MEASURES = ['years_experience', 'positions'] as const;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

const OutcomeRelation = z.object({
  correlation: CorrelationSchema,
  reading: ReadingSchema,
  /** One point per participant with both (at most BOARD_POINTS_MAX, evenly sampled): the score and the outcome (1 stayed / 0 left, or the rating). */
  points: z.array(z.object({ score: z.number(), value: z.number() })),
});

export const BoardMeasureSchema = z.object({
  /** Stable within the board: `attribute-12`, `activity-5`, `interviewer-7`, `question-3`, `years_experience`, `period-2026-03-31`. */
  key: z.string(),
  /** The attribute's, activity's, interviewer's or question's name; a resume measure's code; a period's date. */
  name: z.string(),
  /** The interview kit of a question, else empty. */
  detail: z.string(),
  /** Participants measured, and their scores' mean, sample standard deviation (null under 2), lowest and highest. */
  n: z.number(),
  mean: z.nullable(z.number()),
  sd: z.nullable(z.number()),
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
  turnover: OutcomeRelation,
  performance: OutcomeRelation,
});
export type BoardMeasure = z.infer<typeof BoardMeasureSchema>;

export const ProfileBoardSchema = z.object({
  board: z.enum(PROFILE_BOARDS),
  locations: ParticipantLocationsSchema,
  participant_count: z.number(),
  left_count: z.number(),
  rated_count: z.number(),
  reliable_min_n: z.number(),
  /** Strongest relation with staying first, then by name; satisfaction periods oldest first. */
  measures: z.array(BoardMeasureSchema),
  /** When the summary these figures come from was brought up to date (D164); null when they were read live. */
  figures_as_of: z.nullable(z.string()),
});
export type ProfileBoardReport = z.infer<typeof ProfileBoardSchema>;

export const getProfileBoard = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/dashboards/{board}/',
  access: 'staff',
  summary:
    "One job-profile dashboard: the participants' attribute, activity, interviewer, interview-question, resume or satisfaction measures with their distribution and their correlation (interval, n, reading, points) with staying and with performance",
  params: z.object({ jobId: id, board: z.enum(PROFILE_BOARDS) }),
  query: z.extend(ProfileFilterSchema, { language: z.optional(LanguageSchema) }),
  response: ProfileBoardSchema,
});

/** One interviewer's scores per attribute against the rest of the panel, as the account report's details, on the participants' hired-from applications (D172). */
export const ProfileInterviewerDetailSchema = z.omit(InterviewerDetailSchema, { range: true });
export type ProfileInterviewerDetail = z.infer<typeof ProfileInterviewerDetailSchema>;

export const getProfileInterviewerDetail = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/interviewers/{interviewerId}/',
  access: 'staff',
  summary:
    "Interviewer score details for a job profile: one interviewer's scores per attribute on the participants' hired-from applications, against the rest of the panel",
  params: z.object({ jobId: id, interviewerId: id }),
  query: ProfileFilterSchema,
  response: ProfileInterviewerDetailSchema,
});

export const jobProfileDashboardEndpoints = [getProfileBoard, getProfileInterviewerDetail];

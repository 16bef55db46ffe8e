/**
 * The pipeline of a requisition (D202): its plan's steps as stages, the board
 * that shows who stands where, and the moves staff make: advance (to the next stage or a chosen
 * one, one applicant or many) and undo of the last advance or reject, which puts back the state
 * the server kept. Rejecting stays the scorecard's and the list's reject (a reason and a note).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { BULK_MAX_REF_IDS } from './applicant-constants.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A board column shows at most this many cards (best fit first); its count says how many stand there. */
export const BOARD_CARDS_DEFAULT = 30;
export const BOARD_CARDS_MAX = 200;
/** How long after an advance or reject its undo is accepted (the page offers it for a few seconds: src/ui/undo-toast.tsx). */
export const UNDO_WINDOW_SECONDS = 600;
/** A card is flagged idle after this many days in its stage. */
export const BOARD_IDLE_DAYS = 7;

export const BoardQuery = z.object({
  per_stage: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(BOARD_CARDS_MAX))),
});
export type BoardQueryValue = z.infer<typeof BoardQuery>;

export const BoardCardSchema = z.object({
  user_smartreq_id: z.number(),
  ref_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  fit_score: z.nullable(z.number()),
  days_in_stage: z.number(),
  is_new: z.boolean(),
  is_idle: z.boolean(),
  has_open_offer: z.boolean(),
});
export type BoardCard = z.infer<typeof BoardCardSchema>;

export const BoardStageSchema = z.object({
  job_step_id: z.number(),
  name: z.string(),
  count: z.number(),
  cards: z.array(BoardCardSchema),
});
export type BoardStage = z.infer<typeof BoardStageSchema>;

export const BoardSchema = z.object({
  job_id: z.number(),
  title: z.string(),
  stages: z.array(BoardStageSchema),
  rejected_count: z.number(),
  hired_count: z.number(),
});
export type Board = z.infer<typeof BoardSchema>;

export const JobIdParams = z.object({ jobId: id });
export const UserSmartreqIdParams = z.object({ userSmartreqId: id });

export const getBoard = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/board/{jobId}/',
  access: 'job-team',
  summary:
    "A requisition's pipeline: each plan step with how many active applicants stand there and the best-fitting of them",
  params: JobIdParams,
  query: BoardQuery,
  response: BoardSchema,
});

export const AdvanceBody = z.object({
  /** A step of the applicant's requisition; without it, the step after the one they stand at. */
  to_job_step_id: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});

export const ApplicationStageSchema = z.object({
  user_smartreq_id: z.number(),
  status: z.enum(['active', 'rejected', 'hired']),
  job_step_id: z.nullable(z.number()),
  stage_name: z.nullable(z.string()),
  rejection_reason_id: z.nullable(z.number()),
});
export type ApplicationStage = z.infer<typeof ApplicationStageSchema>;

export const advanceApplication = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/advance/',
  access: 'applicant-team',
  summary:
    'Move an active applicant to the next stage (or the stage named, later than where they stand). 409 when rejected or hired, or already at the last stage',
  params: UserSmartreqIdParams,
  body: AdvanceBody,
  response: ApplicationStageSchema,
});

/**
 * The undo's answer: where the applicant stands now, and what became of the undone rejection's mail
 * (D266): `cancelled` (it was waiting: nothing is sent), `sent` (it had already left), null (the
 * undone move was an advance, or the rejection sent no mail).
 */
export const UndoAnswerSchema = z.object({
  ...ApplicationStageSchema.shape,
  rejection_email: z.nullable(z.enum(['cancelled', 'sent'])),
});
export type UndoAnswer = z.infer<typeof UndoAnswerSchema>;

export const undoApplicationChange = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/undo/',
  access: 'applicant-team',
  summary:
    'Put back the state before the last advance or reject (kept by the server for ten minutes), cancelling a rejection mail still waiting and saying whether it was cancelled or had already been sent. 409 when there is nothing to undo',
  params: UserSmartreqIdParams,
  response: UndoAnswerSchema,
});

export const BulkAdvanceBody = z.object({
  ref_ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(BULK_MAX_REF_IDS)),
});
export const bulkAdvanceApplicants = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/bulk-advance-applicants/',
  access: 'staff',
  summary:
    'Move active applicants each to their next stage; all or nothing (an unknown or foreign ref_id: 404). Those rejected, hired or at the last stage are left as they are',
  body: BulkAdvanceBody,
  response: z.object({ updated: z.number() }),
});

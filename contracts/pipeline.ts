/**
 * The pipeline of a requisition (D202): its plan's steps as stages, the board
 * that shows who stands where, and the moves staff make: advance (to the next stage or a chosen
 * one, one applicant or many) and undo of the last advance or reject, which puts back the state
 * the server kept. Rejecting stays the scorecard's and the list's reject (a reason and a note).
 * After the plan's steps every board ends in the company's stages (D384): Interview and Offer,
 * where staff move an active applicant past the plan, and Hired, which is the hire itself.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { BULK_MAX_REF_IDS } from './applicant-constants.ts';

const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
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

/** The company's stages after every plan (D384), in order; an active applicant moves into the first two. */
export const COMPANY_STAGES = ['interview', 'offer', 'hired'] as const;
export type CompanyStageKind = (typeof COMPANY_STAGES)[number];
export const MOVABLE_COMPANY_STAGES = ['interview', 'offer'] as const;
export type MovableCompanyStage = (typeof MOVABLE_COMPANY_STAGES)[number];

export const BoardStageSchema = z.object({
  job_step_id: z.number(),
  name: z.string(),
  /** The company stage this step maps onto (D384): Offer for a step holding an offer, else Interview for one holding an interview. */
  company_stage: z.nullable(z.enum(MOVABLE_COMPANY_STAGES)),
  count: z.number(),
  cards: z.array(BoardCardSchema),
});
export type BoardStage = z.infer<typeof BoardStageSchema>;

export const COMPANY_STAGE_NAME_MAX = 60;

/** The company's own name for a stage per language; a language without one shows the product's name. */
export const CompanyStageNamesSchema = z.object({
  en: z.optional(z.string()),
  es: z.optional(z.string()),
  fr: z.optional(z.string()),
});
export type CompanyStageNames = z.infer<typeof CompanyStageNamesSchema>;

export const BoardCompanyStageSchema = z.object({
  stage: z.enum(COMPANY_STAGES),
  names: CompanyStageNamesSchema,
  count: z.number(),
  cards: z.array(BoardCardSchema),
});
export type BoardCompanyStage = z.infer<typeof BoardCompanyStageSchema>;

export const BoardSchema = z.object({
  job_id: z.number(),
  title: z.string(),
  stages: z.array(BoardStageSchema),
  /** After the plan's steps: Interview, Offer and Hired (hired applicants, the latest first). */
  company_stages: z.array(BoardCompanyStageSchema),
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
  /** A step of the applicant's requisition; without it (and `to_stage`), the stage after the one they stand at. */
  to_job_step_id: z.optional(bodyId),
  /** A company stage past the plan (D384); not with `to_job_step_id`. Hired is the hire (POST /user/v1/hire/). */
  to_stage: z.optional(z.enum(MOVABLE_COMPANY_STAGES)),
});

export const ApplicationStageSchema = z.object({
  user_smartreq_id: z.number(),
  status: z.enum(['active', 'rejected', 'hired']),
  job_step_id: z.nullable(z.number()),
  stage_name: z.nullable(z.string()),
  /** Set when the applicant stands in a company stage past the plan (D384); `stage_name` is then its name. */
  company_stage: z.nullable(z.enum(MOVABLE_COMPANY_STAGES)),
  rejection_reason_id: z.nullable(z.number()),
});
export type ApplicationStage = z.infer<typeof ApplicationStageSchema>;

export const advanceApplication = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/advance/',
  access: 'applicant-team',
  summary:
    "Move an active applicant to the next stage (or the plan step or company stage named, later than where they stand): past the plan's last step come Interview and Offer. 409 when rejected or hired, or already in Offer (the hire is POST /user/v1/hire/)",
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

export const CompanyStagesSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(COMPANY_STAGES), names: CompanyStageNamesSchema })),
});
export type CompanyStages = z.infer<typeof CompanyStagesSchema>;

export const getCompanyStages = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/company-stages/',
  access: 'company-settings',
  summary: "The company's pipeline stages after every plan (Interview, Offer, Hired) with its own names per language",
  query: z.object({ account_id: z.optional(id) }),
  response: CompanyStagesSchema,
});

const stageName = z.string().check(z.trim(), z.maxLength(COMPANY_STAGE_NAME_MAX));
export const SaveCompanyStagesBody = z.object({
  account_id: z.optional(bodyId),
  /** Every stage's names; an empty or missing language shows the product's name in it. */
  stages: z
    .array(
      z.object({
        stage: z.enum(COMPANY_STAGES),
        names: z.object({ en: z.optional(stageName), es: z.optional(stageName), fr: z.optional(stageName) }),
      }),
    )
    .check(z.maxLength(COMPANY_STAGES.length)),
});
export type SaveCompanyStages = z.infer<typeof SaveCompanyStagesBody>;

export const saveCompanyStages = defineEndpoint({
  method: 'PUT',
  path: '/smartreq/v1/company-stages/',
  access: 'company-settings',
  summary:
    "Rename the company's pipeline stages per language (company settings rights); boards and histories read them",
  body: SaveCompanyStagesBody,
  response: CompanyStagesSchema,
});

/**
 * Offer approvals (D320): a company's approval chain (staff who approve each offer, in order,
 * before it may be sent) and one offer's round of approvals. The endpoints that act on an offer
 * (ask for approval, approve or send back) answer with the offer and are in offer.ts.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const MAX_OFFER_APPROVERS = 10;
export const MAX_APPROVAL_COMMENT_LENGTH = 1000;
export const OFFER_APPROVAL_STATUSES = ['waiting', 'pending', 'approved', 'sent_back'] as const;
export type OfferApprovalStatusCode = (typeof OFFER_APPROVAL_STATUSES)[number];

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** One approver's turn in an offer's current round. */
export const OfferApprovalSchema = z.object({
  approval_order: z.number(),
  user_id: z.nullable(z.number()),
  name: z.string(),
  status: z.enum(OFFER_APPROVAL_STATUSES),
  comment: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  /**
   * The approver is no longer active staff of the company (deactivated or removed) and had not
   * answered: the round cannot finish, the recruiter asks again with the chain as it is now (D429).
   */
  left_company: z.boolean(),
  /**
   * The approver is still at the company but can no longer open the requisition (taken off its
   * team) and had not answered: handled as `left_company` (D438).
   */
  left_team: z.boolean(),
});
export type OfferApproval = z.infer<typeof OfferApprovalSchema>;

const PersonSchema = z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() });
export const OfferApproversSchema = z.object({
  account_id: z.number(),
  /** In order; empty: offers are sent without approval. */
  approvers: z.array(PersonSchema),
  /** The company's active staff, who may be chosen. */
  staff: z.array(PersonSchema),
});
export type OfferApprovers = z.infer<typeof OfferApproversSchema>;

export const getOfferApprovers = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/approvers/',
  access: 'company-settings',
  summary: "The company's offer approval chain, in order, with the staff who may be chosen",
  query: z.object({ account_id: z.optional(id) }),
  response: OfferApproversSchema,
});
export const saveOfferApprovers = defineEndpoint({
  method: 'PUT',
  path: '/offer/v1/approvers/',
  access: 'company-settings',
  summary: "Replace the company's offer approval chain (company settings rights); offers already asked keep theirs",
  body: z.object({
    account_id: z.optional(bodyId),
    user_ids: z.array(bodyId).check(z.maxLength(MAX_OFFER_APPROVERS)),
  }),
  response: OfferApproversSchema,
});

/** Whose chain approves an offer: its requisition's own (D429) or the company's (D320). */
export const OFFER_CHAIN_SOURCES = ['requisition', 'company'] as const;
export type OfferChainSource = (typeof OFFER_CHAIN_SOURCES)[number];

export const RequisitionOfferApproversSchema = z.object({
  job_id: z.number(),
  /** The requisition's own chain, in order; empty: its offers follow the company's chain. */
  approvers: z.array(PersonSchema),
  /** The company's chain, in order, which applies when the requisition has none. */
  company_approvers: z.array(PersonSchema),
  /** Active staff of the company who may open this requisition, who may be chosen. */
  staff: z.array(PersonSchema),
  /** Whether the viewer may change the requisition's chain (company settings rights). */
  may_change: z.boolean(),
});
export type RequisitionOfferApprovers = z.infer<typeof RequisitionOfferApproversSchema>;

const JobParams = z.object({ jobId: id });
export const getRequisitionOfferApprovers = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/jobs/{jobId}/approvers/',
  access: 'job-team',
  summary:
    "A requisition's own offer approval chain, in order, the company's chain it overrides, and the staff who may be chosen (D429)",
  params: JobParams,
  response: RequisitionOfferApproversSchema,
});
export const saveRequisitionOfferApprovers = defineEndpoint({
  method: 'PUT',
  path: '/offer/v1/jobs/{jobId}/approvers/',
  access: 'job-team',
  summary:
    "Replace a requisition's own offer approval chain (company settings rights, 403 otherwise); empty: its offers follow the company's chain; offers already asked keep theirs (D429)",
  params: JobParams,
  body: z.object({ user_ids: z.array(bodyId).check(z.maxLength(MAX_OFFER_APPROVERS)) }),
  response: RequisitionOfferApproversSchema,
});

export const OfferApprovalDecisionBody = z.object({
  decision: z.enum(['approve', 'send_back']),
  /** Required to send back: what to change. */
  comment: z.optional(z.string().check(z.trim(), z.maxLength(MAX_APPROVAL_COMMENT_LENGTH))),
});
export type OfferApprovalDecision = z.infer<typeof OfferApprovalDecisionBody>;

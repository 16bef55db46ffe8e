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

export const OfferApprovalDecisionBody = z.object({
  decision: z.enum(['approve', 'send_back']),
  /** Required to send back: what to change. */
  comment: z.optional(z.string().check(z.trim(), z.maxLength(MAX_APPROVAL_COMMENT_LENGTH))),
});
export type OfferApprovalDecision = z.infer<typeof OfferApprovalDecisionBody>;

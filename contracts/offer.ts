/**
 * Offers made from a template to one application's offer activity, signed in order by the
 * candidate and staff countersigners with the built-in signer. Documents travel as base64 PDF
 * inside the usual `{ data }` envelope. The company's offer settings, fields and templates are in
 * offer-settings.ts, re-exported here.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';
import { OfferValueFormatSchema } from './offer-value-format.ts';
import { OFFER_TEMPLATE_KINDS, OfferFieldSchema } from './offer-settings.ts';
import { OFFER_CHAIN_SOURCES, OfferApprovalDecisionBody, OfferApprovalSchema } from './offer-approvals.ts';

export * from './offer-settings.ts';

export const OFFER_STATUSES = ['draft', 'sent', 'viewed', 'signed', 'declined', 'expired', 'cancelled'] as const;
export type OfferStatusCode = (typeof OFFER_STATUSES)[number];
export const OFFER_SIGNER_STATUSES = ['waiting', 'pending', 'viewed', 'signed', 'declined'] as const;
export type OfferSignerStatusCode = (typeof OFFER_SIGNER_STATUSES)[number];
/** Offers that still wait for someone: they count against the company's limit. */
export const OPEN_OFFER_STATUSES = ['sent', 'viewed'] as const satisfies readonly OfferStatusCode[];
export const MAX_SIGNERS = 10;
export const MAX_FIELD_VALUE_LENGTH = 500;
/** A drawn signature is a PNG data URL of at most this many bytes once decoded. */
export const MAX_DRAWN_SIGNATURE_BYTES = 100_000;
export const MAX_DECLINE_REASON_LENGTH = 1000;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

// ---- offers (staff) ----

export const SignerInputSchema = z.union([
  z.object({ role: z.literal('candidate') }),
  z.object({ role: z.literal('staff'), user_id: bodyId }),
]);
export type SignerInput = z.infer<typeof SignerInputSchema>;
export const SaveOfferBody = z.object({
  offer_letter_template_id: bodyId,
  /** A letter details template in the letter's language, put where the letter says {{offer_details}}. */
  offer_letter_details_template_id: z.optional(z.nullable(bodyId)),
  field_values: z.record(
    z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/)),
    z.string().check(z.maxLength(MAX_FIELD_VALUE_LENGTH)),
  ),
  /** In signing order; exactly one candidate. */
  signers: z.array(SignerInputSchema).check(z.minLength(1), z.maxLength(MAX_SIGNERS)),
});
export type SaveOffer = z.infer<typeof SaveOfferBody>;
export const CreateOfferBody = z.object({
  ...SaveOfferBody.shape,
  user_smartreq_id: bodyId,
  /** The plan's offer step; left out (or null), the offer is made from the application itself (D370). */
  job_step_activity_id: z.optional(z.nullable(bodyId)),
});
export type CreateOffer = z.infer<typeof CreateOfferBody>;

export const OfferSignerSchema = z.object({
  offer_signer_id: z.number(),
  sign_order: z.number(),
  role: z.enum(['candidate', 'staff']),
  user_id: z.nullable(z.number()),
  name: z.string(),
  email: z.string(),
  status: z.enum(OFFER_SIGNER_STATUSES),
  viewed_at: z.nullable(z.string()),
  signed_at: z.nullable(z.string()),
});
export type OfferSigner = z.infer<typeof OfferSignerSchema>;
export const OfferEventSchema = z.object({
  kind: z.string(),
  at: z.string(),
  actor: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const OfferSchema = z.object({
  offer_uuid: z.string(),
  user_smartreq_id: z.number(),
  /** Null (and no title) for an offer made from the application without a plan step (D370). */
  job_step_activity_id: z.nullable(z.number()),
  activity_title: z.nullable(z.string()),
  offer_letter_template_id: z.nullable(z.number()),
  language: z.enum(LANGUAGES),
  field_values: z.record(z.string(), z.string()),
  /** How the values print (D216); null for offers made before it, printed as typed. */
  value_format: z.nullable(OfferValueFormatSchema),
  status: z.enum(OFFER_STATUSES),
  recorded_response: z.nullable(z.enum(['accepted', 'declined'])),
  decline_reason: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  sent_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  signers: z.array(OfferSignerSchema),
  events: z.array(OfferEventSchema),
  has_signed_document: z.boolean(),
  /**
   * How many approvers the chain that applies has now (D320): the requisition's own (D429), else
   * the company's; 0: a draft is sent without approval.
   */
  approval_chain_length: z.number(),
  /** Whose chain that is. */
  approval_chain_source: z.enum(OFFER_CHAIN_SOURCES),
  /** The current round of approvals, in order; empty until approval is asked (or after the draft changed). */
  approvals: z.array(OfferApprovalSchema),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferActivitySchema = z.object({
  /** Null: the offers made from the application itself, at any stage, without a plan step (D370). */
  job_step_activity_id: z.nullable(z.number()),
  /** The step's title; null for the application's own offers. */
  title: z.nullable(z.string()),
  is_completed: z.boolean(),
  offers: z.array(OfferSchema),
});
export type OfferActivity = z.infer<typeof OfferActivitySchema>;
export const OfferDocumentSchema = z.object({
  file_name: z.string(),
  sha256: z.string(),
  pdf_base64: z.string(),
  page_count: z.number(),
});
export type OfferDocument = z.infer<typeof OfferDocumentSchema>;

const OfferParams = z.object({ offerUuid: uuid });
export const listApplicationOffers = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/applications/{userSmartreqId}/offers/',
  access: 'applicant-team',
  summary: "An application's offer activities with their offers, signers and trail",
  params: z.object({ userSmartreqId: id }),
  response: z.object({
    /** The application's requisition, null for a pathway's: without an offer activity, the panel links to its plan (D216). */
    job_id: z.nullable(z.number()),
    activities: z.array(OfferActivitySchema),
    templates: z.array(
      z.object({
        offer_letter_template_id: z.number(),
        kind: z.enum(OFFER_TEMPLATE_KINDS),
        name: z.string(),
        language: z.enum(LANGUAGES),
      }),
    ),
    fields: z.array(OfferFieldSchema),
    staff: z.array(z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() })),
    /** ISO 4217: the company's offer currency, shown beside a money field while it is filled (D216). */
    currency: z.string(),
    /** The candidate's language, if they chose one: the letter template in it is offered first (D370). */
    candidate_language: z.nullable(z.enum(LANGUAGES)),
  }),
});
export const createOffer = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offers/',
  access: 'staff',
  summary: "Start a draft offer from a template for an application's offer activity (requisition rights)",
  body: CreateOfferBody,
  response: OfferSchema,
});
export const getOffer = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/offers/{offerUuid}/',
  access: 'staff',
  summary: 'An offer with its signers and trail',
  params: OfferParams,
  response: OfferSchema,
});
export const updateOffer = defineEndpoint({
  method: 'PUT',
  path: '/offer/v1/offers/{offerUuid}/',
  access: 'staff',
  summary: 'Change a draft offer (template, fields, signers); a sent offer cannot change',
  params: OfferParams,
  body: SaveOfferBody,
  response: OfferSchema,
});
export const deleteOffer = defineEndpoint({
  method: 'DELETE',
  path: '/offer/v1/offers/{offerUuid}/',
  access: 'staff',
  summary: 'Delete a draft offer',
  params: OfferParams,
  response: z.object({ offer_uuid: z.string() }),
});
export const previewOffer = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/offers/{offerUuid}/preview/',
  access: 'staff',
  summary: 'The PDF exactly as it will be sent',
  params: OfferParams,
  response: OfferDocumentSchema,
});
export const sendOffer = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offers/{offerUuid}/send/',
  access: 'staff',
  summary: 'Send a draft for signature (send once: use an Idempotency-Key; a sent offer answers 409)',
  params: OfferParams,
  response: OfferSchema,
});
export const requestOfferApproval = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offers/{offerUuid}/approval-request/',
  access: 'staff',
  summary: "Ask the company's approvers, in order, to approve a draft (D320); a new request starts a new round",
  params: OfferParams,
  response: OfferSchema,
});
export const decideOfferApproval = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offers/{offerUuid}/approval/',
  access: 'staff',
  summary: 'The approver whose turn it is approves the draft or sends it back with a comment (D320)',
  params: OfferParams,
  body: OfferApprovalDecisionBody,
  response: OfferSchema,
});
export const listOfferSigners = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/offers/{offerUuid}/signers/',
  access: 'staff',
  summary: "The offer's signers in order with their status",
  params: OfferParams,
  response: z.array(OfferSignerSchema),
});
export const remindOffer = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offers/{offerUuid}/reminder/',
  access: 'staff',
  summary: 'Mail the signer whose turn it is again (with a fresh link for the candidate)',
  params: OfferParams,
  response: OfferSchema,
});
export const cancelOffer = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offers/{offerUuid}/cancel/',
  access: 'staff',
  summary: 'Cancel a sent offer; its links stop working',
  params: OfferParams,
  response: OfferSchema,
});
export const recordOfferResponse = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offers/{offerUuid}/response/',
  access: 'staff',
  summary: "Record the candidate's answer given outside the product; accepted completes the activity",
  params: OfferParams,
  body: z.object({ response: z.enum(['accepted', 'declined']), note: z.optional(text(0, MAX_DECLINE_REASON_LENGTH)) }),
  response: OfferSchema,
});
export const downloadOfferDocument = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/offers/{offerUuid}/document/',
  access: 'staff',
  summary: 'The latest stored document: signed by everyone and sealed when finished',
  params: OfferParams,
  response: OfferDocumentSchema,
});

// ---- signing (candidate and countersigners) ----

export const SignerViewSchema = z.object({
  offer_uuid: z.string(),
  company_name: z.string(),
  job_title: z.string(),
  status: z.enum(OFFER_STATUSES),
  me: OfferSignerSchema,
  /** True when it is my turn and the offer waits for my signature. */
  may_sign: z.boolean(),
  signers: z.array(z.object({ name: z.string(), sign_order: z.number(), status: z.enum(OFFER_SIGNER_STATUSES) })),
  /** The letter's text as the PDF shows it: plain text blocks, never markup. */
  letter: z.array(z.object({ kind: z.enum(['heading', 'paragraph', 'item']), text: z.string() })),
  document: OfferDocumentSchema,
});
export type SignerView = z.infer<typeof SignerViewSchema>;
/** Signed-in signers name nothing more; someone not signed in brings the one-time link's token. */
const LinkQuery = z.object({ token: z.optional(z.string().check(z.minLength(20), z.maxLength(100))) });
export const SignOfferBody = z.object({
  token: z.optional(z.string().check(z.minLength(20), z.maxLength(100))),
  /** The SHA-256 of the document the signer read; a newer version answers 409. */
  document_sha256: sha256,
  signature: z.union([
    z.object({ kind: z.literal('typed'), name: text(1, 120) }),
    z.object({ kind: z.literal('drawn'), name: text(1, 120), png_data_url: z.string().check(z.maxLength(2_000_000)) }),
  ]),
});
export type SignOffer = z.infer<typeof SignOfferBody>;
export const viewOfferToSign = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/sign/{offerUuid}/',
  access: 'public',
  summary: 'The offer a signer reads: signed in as the signer, or with a one-time link token',
  params: OfferParams,
  query: LinkQuery,
  response: SignerViewSchema,
});
export const signOffer = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/sign/{offerUuid}/sign/',
  access: 'public',
  summary: 'Sign by typed or drawn name (the document read must be the current one)',
  params: OfferParams,
  body: SignOfferBody,
  response: SignerViewSchema,
});
export const declineOffer = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/sign/{offerUuid}/decline/',
  access: 'public',
  summary: 'Decline the offer, with an optional reason',
  params: OfferParams,
  body: z.object({
    token: z.optional(z.string().check(z.minLength(20), z.maxLength(100))),
    reason: z.optional(text(0, MAX_DECLINE_REASON_LENGTH)),
  }),
  response: SignerViewSchema,
});
export const myOffers = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/my-offers/',
  access: 'signed-in',
  summary: 'Offers the signed-in user is a signer of',
  response: z.array(
    z.object({
      offer_uuid: z.string(),
      ref_id: z.string(),
      job_step_activity_id: z.nullable(z.number()),
      company_name: z.string(),
      job_title: z.string(),
      status: z.enum(OFFER_STATUSES),
      my_status: z.enum(OFFER_SIGNER_STATUSES),
    }),
  ),
});

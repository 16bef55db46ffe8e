/**
 * The e-mail a draft offer's candidate will receive when it is sent (D216): rendered on the server
 * by the same template, language and values as the send, so the recruiter confirms what goes out.
 * Only the one-time key of the link is left out; it is made when the offer is sent.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';

export const OfferMailPreviewSchema = z.object({
  to_name: z.string(),
  to_address: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  text_body: z.string(),
  /** False when countersigners sign first: the candidate then gets it once it is their turn. */
  is_sent_at_once: z.boolean(),
  /** True when made from the company's own version in `language`, false from the platform's (D381). */
  is_company_version: z.boolean(),
});
export type OfferMailPreview = z.infer<typeof OfferMailPreviewSchema>;

export const previewOfferMail = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/offers/{offerUuid}/mail-preview/',
  access: 'staff',
  summary: "The e-mail a draft offer's candidate will receive, filled for them (a sent offer answers 409)",
  params: z.object({
    offerUuid: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
  }),
  response: OfferMailPreviewSchema,
});

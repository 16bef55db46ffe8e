/**
 * Offer settings, fields and templates: the company's limit of offers out at once and e-signature
 * provider, its offer fields, and its offer letter and letter details templates with the
 * variables they may use. The offers made from them are in offer.ts, which re-exports this file.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';

export const OFFER_FIELD_TYPES = ['text', 'number', 'money', 'date', 'choice'] as const;
export const OFFER_TEMPLATE_KINDS = ['letter', 'details'] as const;
export const ESIGNATURE_PROVIDERS = ['builtin'] as const;
export const MAX_TEMPLATE_LENGTH = 20_000;
/**
 * The variables every template may use besides the company's offer fields ({{field_key}}):
 * from the candidate, the requisition and the company.
 */
export const OFFER_BUILTIN_VARIABLES = [
  'candidate_first_name',
  'candidate_last_name',
  'candidate_full_name',
  'candidate_email',
  'job_title',
  'company_name',
  'offer_date',
] as const;
/**
 * A letter (not a details template) may name where the letter details chosen for an offer go;
 * without it they follow the letter's text.
 */
export const OFFER_DETAILS_VARIABLE = 'offer_details';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const AccountQuery = z.object({ account_id: z.optional(id) });

// ---- settings ----

export const OfferSettingsSchema = z.object({
  account_id: z.number(),
  max_open_offers: z.nullable(z.number()),
  esignature_provider: z.enum(ESIGNATURE_PROVIDERS),
  link_days: z.number(),
  open_offers: z.number(),
  /** ISO 4217: money fields print in it (D216). */
  currency: z.string(),
});
export type OfferSettings = z.infer<typeof OfferSettingsSchema>;
export const SaveOfferSettingsBody = z.object({
  account_id: z.optional(bodyId),
  max_open_offers: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(100_000))),
  esignature_provider: z.enum(ESIGNATURE_PROVIDERS),
  link_days: z.number().check(z.int(), z.gte(1), z.lte(90)),
  /** Omitted keeps the stored currency (D216). */
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
});
export type SaveOfferSettings = z.infer<typeof SaveOfferSettingsBody>;
export const getOfferSettings = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/settings/',
  access: 'company-staff',
  summary: "The company's offer settings: limit of offers out at once, e-signature provider, link validity",
  query: AccountQuery,
  response: OfferSettingsSchema,
});
export const saveOfferSettings = defineEndpoint({
  method: 'PUT',
  path: '/offer/v1/settings/',
  access: 'company-settings',
  summary: "Save the company's offer settings (company settings rights)",
  body: SaveOfferSettingsBody,
  response: OfferSettingsSchema,
});

// ---- offer fields ----

export const OfferFieldSchema = z.object({
  offer_field_id: z.number(),
  field_key: z.string(),
  label: z.string(),
  field_type: z.enum(OFFER_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
  min_value: z.nullable(z.number()),
  max_value: z.nullable(z.number()),
  sort_order: z.number(),
});
export type OfferField = z.infer<typeof OfferFieldSchema>;
export const SaveOfferFieldBody = z.object({
  account_id: z.optional(bodyId),
  field_key: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/)),
  label: text(1, 100),
  field_type: z.enum(OFFER_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(text(1, 100)).check(z.maxLength(50)),
  min_value: z.nullable(z.number()),
  max_value: z.nullable(z.number()),
  sort_order: z.number().check(z.int(), z.gte(1), z.lte(1000)),
});
export type SaveOfferField = z.infer<typeof SaveOfferFieldBody>;
const FieldParams = z.object({ offerFieldId: id });
export const listOfferFields = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/offer-fields/',
  access: 'company-staff',
  summary: "The company's offer fields",
  query: AccountQuery,
  response: z.array(OfferFieldSchema),
});
export const createOfferField = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offer-fields/',
  access: 'company-settings',
  summary: 'Add an offer field (company settings rights)',
  body: SaveOfferFieldBody,
  response: OfferFieldSchema,
});
export const updateOfferField = defineEndpoint({
  method: 'PUT',
  path: '/offer/v1/offer-fields/{offerFieldId}/',
  access: 'company-settings',
  resource: { kind: 'offer-field', param: 'offerFieldId' },
  summary: 'Change an offer field',
  params: FieldParams,
  body: SaveOfferFieldBody,
  response: OfferFieldSchema,
});
export const deleteOfferField = defineEndpoint({
  method: 'DELETE',
  path: '/offer/v1/offer-fields/{offerFieldId}/',
  access: 'company-settings',
  resource: { kind: 'offer-field', param: 'offerFieldId' },
  summary: 'Archive an offer field (offers keep their values)',
  params: FieldParams,
  response: z.object({ offer_field_id: z.number() }),
});

// ---- offer letter templates ----

export const OfferTemplateSchema = z.object({
  offer_letter_template_id: z.number(),
  kind: z.enum(OFFER_TEMPLATE_KINDS),
  name: z.string(),
  language: z.enum(LANGUAGES),
  body: z.string(),
  updated_at: z.string(),
});
export type OfferTemplate = z.infer<typeof OfferTemplateSchema>;
export const SaveOfferTemplateBody = z.object({
  account_id: z.optional(bodyId),
  kind: z.enum(OFFER_TEMPLATE_KINDS),
  name: text(1, 200),
  language: z.enum(LANGUAGES),
  /** Markdown from the shared rich-text editor, with {{variables}}. */
  body: text(1, MAX_TEMPLATE_LENGTH),
});
export type SaveOfferTemplate = z.infer<typeof SaveOfferTemplateBody>;
const TemplateParams = z.object({ templateId: id });
export const listOfferTemplates = defineEndpoint({
  method: 'GET',
  path: '/offer/v1/offer-letter-templates/',
  access: 'company-staff',
  summary: "The company's offer letter and letter details templates, with the variables they may use",
  query: AccountQuery,
  response: z.object({ templates: z.array(OfferTemplateSchema), variables: z.array(z.string()) }),
});
export const createOfferTemplate = defineEndpoint({
  method: 'POST',
  path: '/offer/v1/offer-letter-templates/',
  access: 'company-settings',
  summary:
    'Create an offer letter template (company settings rights); problems not tied to one field come as non_field_errors',
  body: SaveOfferTemplateBody,
  response: OfferTemplateSchema,
});
export const updateOfferTemplate = defineEndpoint({
  method: 'PUT',
  path: '/offer/v1/offer-letter-templates/{templateId}/',
  access: 'company-settings',
  resource: { kind: 'offer-template', param: 'templateId' },
  summary: 'Change an offer letter template (offers already made keep their text)',
  params: TemplateParams,
  body: SaveOfferTemplateBody,
  response: OfferTemplateSchema,
});
export const deleteOfferTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/offer/v1/offer-letter-templates/{templateId}/',
  access: 'company-settings',
  resource: { kind: 'offer-template', param: 'templateId' },
  summary: 'Archive an offer letter template',
  params: TemplateParams,
  response: z.object({ offer_letter_template_id: z.number() }),
});

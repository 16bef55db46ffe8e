/**
 * The provider's terms of use and privacy policy (seed 000 section 2: /terms and /privacy), their
 * versions, each candidate's acceptance, and a company's own privacy notice.
 *
 * Who: anyone reads the published versions. A company's notice is shown to its own staff, to
 * candidates with an application to it, and to anyone holding one of its requisition links (sr);
 * never to others. Provider admins (level 3) add and publish versions. A company's staff with
 * company_settings_access (and provider admins) edit its notice; staff of another company get 404.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';
import { LEGAL_DOCUMENTS, MAX_LEGAL_BODY, MAX_PRIVACY_NOTICE } from './legal-documents.ts';

export * from './legal-documents.ts';

const documentName = z.enum(LEGAL_DOCUMENTS);
const versionNumber = z.coerce.number().check(z.int(), z.positive(), z.lte(100_000));
const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const VersionSummarySchema = z.object({
  version: z.number(),
  effective_on: z.string(),
  published_at: z.string(),
});

export const CompanyNoticeSchema = z.object({ account_id: z.number(), company_name: z.string(), body: z.string() });

export const LegalPageSchema = z.object({
  document: documentName,
  version: z.number(),
  effective_on: z.string(),
  /** The language of body: the one asked for, or English when the version has no text in it. */
  language: z.enum(LANGUAGES),
  body: z.string(),
  /** Every published version, newest first. */
  versions: z.array(VersionSummarySchema),
  /** The notices of the companies this viewer applies to (or whose requisition link they hold). */
  company_notices: z.array(CompanyNoticeSchema),
});
export type LegalPage = z.infer<typeof LegalPageSchema>;

export const readLegalDocument = defineEndpoint({
  method: 'GET',
  path: '/legal/v1/{document}/',
  access: 'public',
  summary:
    "A legal document's current version (or the one asked for) in the language asked for, English when missing, with the list of published versions and the company notices that apply to the viewer",
  params: z.object({ document: documentName }),
  query: z.object({
    lang: z.optional(z.enum(LANGUAGES)),
    version: z.optional(versionNumber),
    sr: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: LegalPageSchema,
});

export const PendingVersionSchema = z.object({ document: documentName, version: z.number(), effective_on: z.string() });

export const pendingAcceptance = defineEndpoint({
  method: 'GET',
  path: '/legal/v1/pending/',
  access: 'signed-in',
  summary: 'The current versions the signed-in user must accept: those newer than a version they accepted',
  response: z.array(PendingVersionSchema),
});

export const acceptVersions = defineEndpoint({
  method: 'POST',
  path: '/legal/v1/accept/',
  access: 'signed-in',
  summary: 'Records that the signed-in user accepts these current versions (once each; audited)',
  body: z.object({
    versions: z
      .array(z.object({ document: documentName, version: versionNumber }))
      .check(z.minLength(1), z.maxLength(2)),
  }),
  response: z.array(PendingVersionSchema),
});

export const AdminVersionSchema = z.object({
  legal_document_version_id: z.number(),
  document: documentName,
  version: z.number(),
  effective_on: z.string(),
  body_en: z.string(),
  body_es: z.string(),
  body_fr: z.string(),
  published_at: z.nullable(z.string()),
  created_at: z.string(),
  /** How many users accepted this version. */
  acceptances: z.number(),
});
export type AdminVersion = z.infer<typeof AdminVersionSchema>;

export const listLegalVersions = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/legal-documents/',
  access: 'provider-admin',
  summary:
    'Every version of the terms of use and the privacy policy, drafts included, newest first, with how many users accepted each',
  response: z.array(AdminVersionSchema),
});

export const SaveVersionBody = z.object({
  document: documentName,
  effective_on: z.string().check(z.maxLength(20)),
  body_en: z.string().check(z.maxLength(MAX_LEGAL_BODY + 1000)),
  body_es: z.string().check(z.maxLength(MAX_LEGAL_BODY + 1000)),
  body_fr: z.string().check(z.maxLength(MAX_LEGAL_BODY + 1000)),
  /** Publish at once; otherwise the version stays a draft until published. */
  publish: z.boolean(),
});
export type SaveVersion = z.infer<typeof SaveVersionBody>;

export const createLegalVersion = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/legal-documents/',
  access: 'provider-admin',
  summary:
    'Adds the next version of a legal document, as a draft or published at once; versions are never changed once published nor deleted',
  body: SaveVersionBody,
  response: AdminVersionSchema,
});

export const publishLegalVersion = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/legal-documents/{id}/publish/',
  access: 'provider-admin',
  summary:
    'Publishes a draft version: it becomes current, and candidates who accepted an earlier one are asked to accept it',
  params: z.object({ id: dbId }),
  response: AdminVersionSchema,
});

export const PrivacyNoticeSchema = z.object({
  account_id: z.number(),
  body: z.string(),
  updated_at: z.nullable(z.string()),
});

export const getPrivacyNotice = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/privacy-notice/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "The company's own privacy notice, shown to its candidates below the provider's privacy policy (empty when it has none)",
  params: z.object({ id: dbId }),
  response: PrivacyNoticeSchema,
});

export const savePrivacyNotice = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/privacy-notice/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "Sets the company's privacy notice; an empty text removes it",
  params: z.object({ id: dbId }),
  body: z.object({ body: z.string().check(z.maxLength(MAX_PRIVACY_NOTICE + 1000)) }),
  response: PrivacyNoticeSchema,
});

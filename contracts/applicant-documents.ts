/**
 * Documents the hiring team keeps on one application (seed 001 section 7, "Applicant documents:
 * save, list, update, delete, using userSmartreqId, documentId and a payload"): an offer letter,
 * an ID, a reference... The spec names no paths; these follow the scorecard's user-smartreq
 * endpoints (D49). Staff only, by the scorecard's rule; candidates never see them.
 * The server judges a file's type by its bytes, never by its name or declared type.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** For the file picker only; the server decides by the bytes. */
export const DOCUMENT_ACCEPT =
  '.pdf,.docx,.doc,.txt,.png,.jpg,.jpeg,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword,text/plain,image/png,image/jpeg';

export const DOCUMENT_TYPES = ['offer_letter', 'id', 'reference', 'certificate', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_NOTE_MAX = 2000;

const PersonRef = z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() });

export const ApplicantDocumentSchema = z.object({
  document_id: z.number(),
  user_smartreq_id: z.number(),
  title: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  note: z.string(),
  /** The uploaded file's cleaned name (the download's name). */
  file_name: z.string(),
  /** What the bytes are, as the server judged them. */
  content_type: z.string(),
  size_bytes: z.number(),
  /** Null once the uploader's account is gone. */
  uploaded_by: z.nullable(PersonRef),
  /** ISO 8601. */
  created_at: z.string(),
  updated_at: z.string(),
  /** The API path of the bytes (GET, bearer). */
  url: z.string(),
});
export type ApplicantDocument = z.infer<typeof ApplicantDocumentSchema>;

export const DocumentsParams = z.object({ userSmartreqId: id });
export const DocumentParams = z.object({ userSmartreqId: id, documentId: id });

const title = z.string().check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(DOCUMENT_TITLE_MAX));
const note = z.string().check(z.trim(), z.maxLength(DOCUMENT_NOTE_MAX));

/**
 * The multipart fields beside the file (field `file`): checked by the server after parsing. A
 * missing title becomes the file's name.
 */
export const UploadDocumentFields = z.object({
  title: z.optional(title),
  document_type: z.optional(z.enum(DOCUMENT_TYPES)),
  note: z.optional(note),
});

export const UpdateDocumentBody = z.object({
  title: z.optional(title),
  document_type: z.optional(z.enum(DOCUMENT_TYPES)),
  note: z.optional(note),
});
export type UpdateDocument = z.infer<typeof UpdateDocumentBody>;

export const listApplicantDocuments = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/documents/',
  access: 'applicant-team',
  summary: "An application's documents, newest first. 404 unless the viewer may work on its job",
  params: DocumentsParams,
  response: z.array(ApplicantDocumentSchema),
});

export const saveApplicantDocument = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/documents/',
  access: 'staff',
  summary:
    'Add a document (multipart: `file` plus `title`, `document_type`, `note`; pdf, docx, doc, txt, png or jpeg by their bytes; 10 MB at most, 413 above). Takes an Idempotency-Key',
  params: DocumentsParams,
  response: ApplicantDocumentSchema,
});

export const updateApplicantDocument = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/',
  access: 'applicant-team',
  summary: "Rename a document or change its type or note (the file stays). 404 for another application's document",
  params: DocumentParams,
  body: UpdateDocumentBody,
  response: ApplicantDocumentSchema,
});

export const deleteApplicantDocument = defineEndpoint({
  method: 'DELETE',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/',
  access: 'applicant-team',
  summary: 'Delete a document and its file',
  params: DocumentParams,
  response: OkSchema,
});

export const applicantDocumentFile = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/file/',
  access: 'staff',
  summary: 'The file as uploaded (an attachment with the type its bytes showed)',
  params: DocumentParams,
  // The body is the file itself, not JSON.
  response: z.unknown(),
});

export const applicantDocumentEndpoints = [
  listApplicantDocuments,
  saveApplicantDocument,
  updateApplicantDocument,
  deleteApplicantDocument,
  applicantDocumentFile,
];

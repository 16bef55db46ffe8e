/**
 * The candidate's resume (seed 000 section 7): GET and DELETE /resume/v1/user/{userId}/, POST
 * /resume/v1/ (multipart, one file named `file`), GET /resume/v1/original-file/{id}/ (the bytes).
 * The server judges the type by the file's bytes, never by its name or declared type.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { UserIdParams } from './user.ts';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** For the file picker only; the server decides by the bytes. */
export const RESUME_ACCEPT =
  '.pdf,.docx,.doc,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword,text/plain';

export const ResumeSchema = z.object({
  resume_id: z.number(),
  user_id: z.number(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  sha256: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type Resume = z.infer<typeof ResumeSchema>;

export const ResumeIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

export const uploadResume = defineEndpoint({
  method: 'POST',
  path: '/resume/v1/',
  access: 'signed-in',
  summary:
    'Upload your resume (multipart field `file`; pdf, docx, doc or txt by their bytes; 5 MB at most); replaces the previous one',
  response: ResumeSchema,
});

export const getResume = defineEndpoint({
  method: 'GET',
  path: '/resume/v1/user/{userId}/',
  access: 'signed-in',
  summary:
    "A user's current resume (null when none): yourself, a provider admin, or staff who may work on a job the user applied to",
  params: UserIdParams,
  response: z.nullable(ResumeSchema),
});

export const deleteResume = defineEndpoint({
  method: 'DELETE',
  path: '/resume/v1/user/{userId}/',
  access: 'signed-in',
  summary: 'Delete your own resume',
  params: UserIdParams,
  response: OkSchema,
});

export const resumeOriginalFile = defineEndpoint({
  method: 'GET',
  path: '/resume/v1/original-file/{id}/',
  access: 'signed-in',
  summary: 'The original file as uploaded (an attachment), for whoever may read the resume',
  params: ResumeIdParams,
  // The body is the file itself, not JSON.
  response: z.unknown(),
});

export const resumeEndpoints = [uploadResume, getResume, deleteResume, resumeOriginalFile];

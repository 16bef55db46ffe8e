/**
 * Files attached to file-type screening questions. The device names each file with a
 * fresh UUID (`file_id`) before any byte leaves, keeps the bytes in IndexedDB and records the
 * answer's value as that id (contracts/screening-questions.ts), so an answer given offline is
 * final on the device at once. The upload is a PUT-like POST to the file's own path: a repeat
 * of the same upload answers the stored file, so a retry after a dropped response is harmless.
 * The server judges the type by the bytes (pdf, docx, doc, txt, png, jpeg), never the name.
 * Submission refuses a file answer whose file the server does not hold.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { FILE_ID_PATTERN } from './screening-rules.ts';

export { ANSWER_FILE_ACCEPT, ANSWER_FILE_MAX_BYTES, isFileId } from './screening-rules.ts';

const uuid = z.string().check(z.regex(FILE_ID_PATTERN));
const positiveId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const AnswerFileSchema = z.object({
  file_id: z.string(),
  item_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  sha256: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AnswerFile = z.infer<typeof AnswerFileSchema>;

export const AnswerFileParams = z.object({ fileId: uuid });
export const UploadAnswerFileQuery = z.object({
  ref_id: uuid,
  job_step_activity_id: positiveId,
  item_id: z.string().check(z.regex(/^q[1-9]\d{0,9}$/)),
});
export type UploadAnswerFileQueryValue = z.infer<typeof UploadAnswerFileQuery>;

export const uploadAnswerFile = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/screening-files/{fileId}/',
  access: 'signed-in',
  summary:
    'Attach a file to a file question of your own screening questions (multipart field `file`; pdf, docx, doc, txt, png or jpeg by their bytes; 5 MB at most). A repeat of the same file id answers the stored file',
  params: AnswerFileParams,
  query: UploadAnswerFileQuery,
  response: AnswerFileSchema,
});

export const answerFileBytes = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/screening-files/{fileId}/',
  access: 'signed-in',
  summary:
    'The attached file itself (an attachment): the candidate who attached it, a provider admin, or staff who may work on the job',
  params: AnswerFileParams,
  // The body is the file itself, not JSON.
  response: z.unknown(),
});

export const screeningFileEndpoints = [uploadAnswerFile, answerFileBytes];

/** The path of a file's bytes below /api, as the scorecard links it. */
export const answerFileUrl = (fileId: string) => `/user-response/v1/screening-files/${fileId}/`;

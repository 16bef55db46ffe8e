/**
 * /user-response/v1/screening-files/{fileId}/: multipart is registered only in this plugin's
 * scope (one file, 5 MB), like the resume's. A request announcing more than the limit is refused
 * with 413 before its body is read; who may attach is checked before the body is read too.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import * as files from '../../../contracts/screening-files.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { registerFileUploads } from '../../http/file-upload.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  answerFileKey,
  answerFileTooLarge,
  prepareUpload,
  publicFile,
  readableAnswerFile,
  saveAnswerFile,
} from './screening-files.service.ts';
import { sendFile } from '../../http/file-download.ts';
import { audit } from '../../audit/audit-trail.ts';
import { jobOfApplication } from './screening-files.store.ts';

export function registerScreeningFileRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  registerFileUploads(
    app,
    { fileBytes: files.ANSWER_FILE_MAX_BYTES, fieldBytes: 1024, tooLarge: answerFileTooLarge },
    (scope, uploads) => {
      registerEndpoint(scope, db, files.uploadAnswerFile, async ({ params, query, request }) => {
        const viewer = requireUser(request);
        const fileId = params.fileId.toLowerCase();
        const { question, existing } = await prepareUpload(db, viewer.user_id, fileId, query);
        if (existing) return publicFile(existing);
        const file = await uploads.readFile(request);
        return saveAnswerFile(db, storage, viewer.user_id, fileId, query, question, file);
      });
    },
  );

  // The file itself is not JSON, so this one is routed by hand (same auth check, same table entry).
  app.endpointTable.push(files.answerFileBytes);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(files.answerFileBytes.path),
    schema: {
      summary: files.answerFileBytes.summary,
      tags: ['user-response'],
      security: [{ bearer: [] }],
      params: files.AnswerFileParams,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, files.answerFileBytes.auth);
    },
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { fileId } = request.params as z.infer<typeof files.AnswerFileParams>;
      const row = await readableAnswerFile(db, viewer, fileId.toLowerCase());
      // Staff reading a candidate's file answer is a download of personal data, audited as the
      // application's documents are (D264), in the company of the job it answers (D272).
      const job = row.user_id === viewer.user_id ? undefined : await jobOfApplication(db, row.ref_id);
      if (job)
        await audit(db, {
          event: 'applicant_document_downloaded',
          actorUserId: viewer.user_id,
          subjectUserId: row.user_id,
          accountId: job.account_id,
          ip: request.ip,
          details: { source: 'screening_answer', job_id: job.job_id, file_id: row.file_id, file_name: row.file_name },
        });
      return sendFile(request, reply, {
        storage,
        key: answerFileKey(row),
        contentType: row.content_type,
        filename: row.file_name,
        missingText: 'File not found',
      });
    },
  });
}

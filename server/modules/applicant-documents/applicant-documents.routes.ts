/**
 * /smartreq/v1/user-smartreq/{userSmartreqId}/documents/: the hiring team's documents on one
 * application. Multipart is registered only in the upload's own scope (one file of 10 MB and three
 * small fields); a request announcing more is refused with 413 before its body is read, and access
 * is checked before the body is parsed, so nobody outside the job learns anything from an upload.
 */
import type { FileStorage } from '../../storage/file-storage.ts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import * as documents from '../../../contracts/applicant-documents.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { registerFileUploads } from '../../http/file-upload.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { applicationForStaff } from '../../http/team-access.ts';
import { audit } from '../../audit/audit-trail.ts';
import * as service from './applicant-documents.service.ts';
import { sendFile } from '../../http/file-download.ts';

/** The three text fields around the file (title, type, note). */
const FIELD_BYTES = 16 * 1024;

export function registerApplicantDocumentRoutes(app: FastifyInstance, db: Db, files: FileStorage): void {
  registerEndpoint(app, db, documents.listApplicantDocuments, async ({ request }) =>
    service.listDocuments(db, checkedApplication(request)),
  );

  registerFileUploads(
    app,
    { fileBytes: documents.DOCUMENT_MAX_BYTES, fieldBytes: FIELD_BYTES, tooLarge: service.tooLarge },
    (scope, uploads) => {
      registerEndpoint(scope, db, documents.saveApplicantDocument, async ({ params, request }) => {
        const viewer = requireUser(request);
        const application = await applicationForStaff(db, viewer, params.userSmartreqId);
        const { file, fields } = await uploads.readFileAndFields(request);
        const parsed = documents.UploadDocumentFields.safeParse({
          title: fields.title?.trim() ? fields.title : undefined,
          document_type: fields.document_type || undefined,
          note: fields.note,
        });
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({
            prop: String(issue.path[0] ?? 'body'),
            message: issue.message,
          }));
          throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
        }
        return service.saveDocument(
          db,
          files,
          viewer,
          application,
          {
            fileName: file.fileName,
            bytes: file.bytes,
            title: parsed.data.title,
            documentType: parsed.data.document_type,
            note: parsed.data.note,
          },
          request.idempotency,
        );
      });
    },
  );

  registerEndpoint(app, db, documents.updateApplicantDocument, async ({ params, body, request }) =>
    service.updateDocument(db, requireUser(request), checkedApplication(request), params.documentId, body),
  );
  registerEndpoint(app, db, documents.deleteApplicantDocument, async ({ params, request }) => {
    await service.deleteDocument(db, files, requireUser(request), checkedApplication(request), params.documentId);
    return { ok: true };
  });

  // The file itself is not JSON, so this one is routed by hand (same auth check, same table entry).
  app.endpointTable.push(documents.applicantDocumentFile);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(documents.applicantDocumentFile.path),
    schema: {
      summary: documents.applicantDocumentFile.summary,
      tags: ['smartreq'],
      security: [{ bearer: [] }],
      params: documents.DocumentParams,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, documents.applicantDocumentFile.auth);
    },
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { userSmartreqId, documentId } = request.params as z.infer<typeof documents.DocumentParams>;
      const { row, key, application } = await service.readableDocument(db, viewer, userSmartreqId, documentId);
      await audit(db, {
        event: 'applicant_document_downloaded',
        actorUserId: viewer.user_id,
        subjectUserId: application.user_id,
        accountId: application.job.account_id,
        details: { user_smartreq_id: userSmartreqId, document_id: documentId, file_name: row.file_name },
      });
      return sendFile(request, reply, {
        storage: files,
        key,
        contentType: row.content_type,
        filename: row.file_name,
        missingText: 'Document not found',
      });
    },
  });
}

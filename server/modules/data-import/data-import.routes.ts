/** Data imports (contracts/data-import.ts): the upload takes one file in its own multipart scope. */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import * as imports from '../../../contracts/data-import.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { sendFile } from '../../http/file-download.ts';
import { registerFileUploads } from '../../http/file-upload.ts';
import { HttpError } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import * as service from './data-import.service.ts';
import { audit } from '../../audit/audit-trail.ts';

const tooLargeMessage = 'The file is larger than 20 MB. Split it into smaller files.';
const tooLarge = () =>
  new HttpError(413, ErrorCode.payloadTooLarge, tooLargeMessage, [{ prop: 'file', message: tooLargeMessage }]);

export function registerDataImportRoutes(app: FastifyInstance, db: Db, files: FileStorage): void {
  registerFileUploads(app, { fileBytes: imports.IMPORT_MAX_BYTES, fieldBytes: 1024, tooLarge }, (scope, uploads) => {
    registerEndpoint(scope, db, imports.uploadImportFile, async ({ params, query, request }) => {
      const viewer = requireUser(request);
      const file = await uploads.readFile(request);
      return service.uploadImport(db, files, viewer.user_id, params.accountId, file, query);
    });
  });
  registerEndpoint(app, db, imports.dryRunImport, async ({ params, body }) =>
    service.dryRun(db, files, params.accountId, params.importId, body),
  );
  registerEndpoint(app, db, imports.runImport, async ({ params, body }) =>
    service.runImport(db, files, params.accountId, params.importId, body),
  );
  registerEndpoint(app, db, imports.getImport, async ({ params }) =>
    service.getImport(db, params.accountId, params.importId),
  );
  registerEndpoint(app, db, imports.listImports, async ({ params, query }) =>
    service.listImports(db, params.accountId, query.page ?? 1, query.import_type),
  );

  // The file itself is not JSON, so this one is routed by hand (same auth check, same table entry).
  app.endpointTable.push(imports.importResultFile);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(imports.importResultFile.path),
    schema: {
      summary: imports.importResultFile.summary,
      tags: ['account'],
      security: [{ bearer: [] }],
      params: z.object({
        accountId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
        importId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
      }),
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, imports.importResultFile.auth);
    },
    handler: async (request, reply) => {
      const { accountId, importId } = request.params as { accountId: number; importId: number };
      const result = await service.resultFileOf(db, accountId, importId);
      // The rows imported, with the people they name: a download of personal data is audited (D264).
      await audit(db, {
        event: 'import_result_downloaded',
        actorUserId: requireUser(request).user_id,
        accountId,
        ip: request.ip,
        details: { import_id: importId, file: result.fileName },
      });
      return sendFile(request, reply, {
        storage: files,
        key: result.key,
        contentType: 'text/csv; charset=utf-8',
        filename: result.fileName,
        missingText: 'The import has no result file yet',
      });
    },
  });
}

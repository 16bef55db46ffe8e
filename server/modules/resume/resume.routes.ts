/**
 * /resume/v1/: multipart is registered only in this plugin's scope (one file, 5 MB), so no other
 * endpoint accepts file uploads. A request announcing more than the limit is refused with 413
 * before its body is read.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import * as resume from '../../../contracts/resume.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { registerFileUploads } from '../../http/file-upload.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { RESUME_DIR } from './resume-file.ts';
import { keyIn, type FileStorage } from '../../storage/file-storage.ts';
import { audit } from '../../audit/audit-trail.ts';
import {
  deleteResume,
  mayReadResumeOf,
  readableResume,
  resumeReaderCompanies,
  saveResume,
  tooLarge,
} from './resume.service.ts';
import { resumeOfUser } from './resume.store.ts';
import { sendFile } from '../../http/file-download.ts';

function publicResume(row: resume.Resume & { storage_path?: string }): resume.Resume {
  const { storage_path: _, ...rest } = row;
  return rest;
}

export function registerResumeRoutes(app: FastifyInstance, db: Db, files: FileStorage): void {
  registerFileUploads(app, { fileBytes: resume.RESUME_MAX_BYTES, fieldBytes: 1024, tooLarge }, (scope, uploads) => {
    registerEndpoint(scope, db, resume.uploadResume, async ({ request }) => {
      const viewer = requireUser(request);
      const file = await uploads.readFile(request);
      return publicResume(await saveResume(db, files, viewer.user_id, file));
    });
  });

  registerEndpoint(app, db, resume.getResume, async ({ params, request }) => {
    const viewer = requireUser(request);
    if (!(await mayReadResumeOf(db, viewer, params.userId))) throw notFound('Resume not found');
    const row = await resumeOfUser(db, params.userId);
    return row ? publicResume(row) : null;
  });

  registerEndpoint(app, db, resume.deleteResume, async ({ params, request }) => {
    const viewer = requireUser(request);
    if (viewer.user_id !== params.userId) throw notFound('Resume not found');
    await deleteResume(db, files, viewer.user_id);
    return { ok: true };
  });

  // The file itself is not JSON, so this one is routed by hand (same auth check, same table entry).
  app.endpointTable.push(resume.resumeOriginalFile);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(resume.resumeOriginalFile.path),
    schema: {
      summary: resume.resumeOriginalFile.summary,
      tags: ['resume'],
      security: [{ bearer: [] }],
      params: resume.ResumeIdParams,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, resume.resumeOriginalFile.auth);
    },
    handler: async (request, reply) => {
      const viewer = requireUser(request);
      const { id } = request.params as z.infer<typeof resume.ResumeIdParams>;
      const row = await readableResume(db, viewer, id);
      for (const accountId of await resumeReaderCompanies(db, viewer, row.user_id)) {
        await audit(db, {
          event: 'applicant_resume_downloaded',
          actorUserId: viewer.user_id,
          subjectUserId: row.user_id,
          accountId,
          details: { resume_id: id, file_name: row.file_name },
        });
      }
      return sendFile(request, reply, {
        storage: files,
        key: keyIn(RESUME_DIR, row.storage_path),
        contentType: row.content_type,
        filename: row.file_name,
        missingText: 'Resume not found',
      });
    },
  });
}

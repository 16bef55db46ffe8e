import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage.ts';
import type * as z from 'zod/mini';
import * as video from '../../../contracts/video.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  listStaffAnswers,
  readAnswerStatus,
  readVideoActivity,
  staffAnswerFile,
  submitVideoActivity,
} from './video.service.ts';
import { mountVideoTus } from './video.tus.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import { sendFile } from '../../http/file-download.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';

/** Video answers: the tus endpoint, the candidate's reads and submit, staff playback. */
export function registerVideoRoutes(
  app: FastifyInstance,
  db: Db,
  files: FileStorage,
  leaseMs = DEFAULT_ACTIVITY_LEASE_MS,
): void {
  const tus = mountVideoTus(app, db, files, leaseMs);
  const offsetOf = (uploadId: string) => tus.offsetOf(uploadId);

  registerEndpoint(app, db, video.getVideoQuestions, async ({ params, request }) =>
    readVideoActivity(db, requireUser(request).user_id, params.ref, params.id, offsetOf),
  );
  registerEndpoint(app, db, video.getVideoAnswerStatus, async ({ params, request }) =>
    readAnswerStatus(db, requireUser(request).user_id, params.uploadId, offsetOf),
  );
  registerEndpoint(app, db, video.submitVideoActivity, async ({ body, request }) => {
    const submitted = await submitVideoActivity(
      db,
      requireUser(request).user_id,
      body.ref_id,
      body.job_step_activity_id,
      activityLeaseRequest(deviceOf(request), leaseMs),
    );
    // Uploads that never received a byte are not left counting as takes of a finished activity (D461).
    await tus.dropWaiting(body.ref_id, body.job_step_activity_id);
    return submitted;
  });
  // The answers' list (with their transcripts) is one of the scorecard's reads: audited as opening it (D290).
  registerEndpoint(app, db, video.listStaffVideoAnswers, async ({ request, query }) => {
    const answers = await listStaffAnswers(db, checkedApplication(request), query.language);
    await auditScorecardRead(db, requireUser(request), checkedApplication(request));
    return answers;
  });

  // The file itself is not JSON, so this one is routed by hand (same auth check, same table entry).
  app.endpointTable.push(video.staffVideoAnswerFile);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(video.staffVideoAnswerFile.path),
    schema: {
      summary: video.staffVideoAnswerFile.summary,
      tags: ['video'],
      security: [{ bearer: [] }],
      params: video.staffVideoAnswerFile.params,
      querystring: video.staffVideoAnswerFile.query,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, video.staffVideoAnswerFile.auth);
    },
    handler: async (request, reply) => {
      const { userSmartreqId, videoAnswerId } = request.params as z.infer<
        NonNullable<typeof video.staffVideoAnswerFile.params>
      >;
      const { variant } = request.query as z.infer<NonNullable<typeof video.staffVideoAnswerFile.query>>;
      const found = await staffAnswerFile(db, requireUser(request), userSmartreqId, videoAnswerId, variant);
      return sendFile(request, reply, { storage: files, key: found.key, contentType: found.contentType, ranges: true });
    },
  });
}

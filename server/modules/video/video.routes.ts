import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import * as video from '../../../contracts/video.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listStaffAnswers, readAnswerStatus, readVideoActivity, staffAnswerFile, submitVideoActivity } from './video.service.ts';
import { mountVideoTus } from './video.tus.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS } from '../attempt-lease/activity-lease.ts';
import { deviceOf } from '../attempt-lease/attempt-lease.ts';

/** Video answers: the tus endpoint, the candidate's reads and submit, staff playback. */
export function registerVideoRoutes(app: FastifyInstance, db: Db, dataDir: string, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  const tus = mountVideoTus(app, db, dataDir, leaseMs);
  const offsetOf = (uploadId: string) => tus.offsetOf(uploadId);

  registerEndpoint(app, db, video.getVideoQuestions, async ({ params, request }) =>
    readVideoActivity(db, requireUser(request).user_id, params.ref, params.id, offsetOf),
  );
  registerEndpoint(app, db, video.getVideoAnswerStatus, async ({ params, request }) => readAnswerStatus(db, requireUser(request).user_id, params.uploadId, offsetOf));
  registerEndpoint(app, db, video.submitVideoActivity, async ({ body, request }) =>
    submitVideoActivity(db, requireUser(request).user_id, body.ref_id, body.job_step_activity_id, activityLeaseRequest(deviceOf(request), leaseMs)),
  );
  registerEndpoint(app, db, video.listStaffVideoAnswers, async ({ params, request }) => listStaffAnswers(db, requireUser(request), params.userSmartreqId));

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
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, video.staffVideoAnswerFile.auth);
    },
    handler: async (request, reply) => {
      const { userSmartreqId, videoAnswerId } = request.params as z.infer<NonNullable<typeof video.staffVideoAnswerFile.params>>;
      const found = await staffAnswerFile(db, requireUser(request), userSmartreqId, videoAnswerId, dataDir);
      const stat = await fs.promises.stat(found.file);
      void reply.header('Content-Type', found.contentType).header('Accept-Ranges', 'bytes').header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store');
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (range && (range[1] || range[2])) {
        let start = range[1] ? Number(range[1]) : stat.size - Number(range[2]);
        let end = range[1] && range[2] ? Number(range[2]) : stat.size - 1;
        start = Math.max(0, start);
        end = Math.min(stat.size - 1, end);
        if (start > end) return reply.code(416).header('Content-Range', `bytes */${stat.size}`).send();
        return reply
          .code(206)
          .header('Content-Range', `bytes ${start}-${end}/${stat.size}`)
          .header('Content-Length', end - start + 1)
          .send(fs.createReadStream(found.file, { start, end }));
      }
      return reply.header('Content-Length', stat.size).send(fs.createReadStream(found.file));
    },
  });
}

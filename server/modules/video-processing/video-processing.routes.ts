import type { FastifyInstance } from 'fastify';
import * as processing from '../../../contracts/video-processing.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { downloadOf, retry } from './video-processing.service.ts';

/** Staff: an answer's playable copy as it stands (the link the player polls for), and a retry (D238). */
export function registerVideoProcessingRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, processing.getVideoAnswerDownload, async ({ params, request }) =>
    downloadOf(db, checkedApplication(request), params.videoAnswerId),
  );
  registerEndpoint(app, db, processing.retryVideoProcessing, async ({ params, request }) =>
    retry(db, requireUser(request), checkedApplication(request), params.videoAnswerId),
  );
}

import type { FastifyInstance } from 'fastify';
import * as processing from '../../../contracts/video-processing.ts';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { downloadOf, retry } from './video-processing.service.ts';
import { captionsOf, saveCaptions } from './person-captions.service.ts';
import { auditVideoAnswerRead } from '../../audit/read-audit.ts';

/** Staff: an answer's playable copy as it stands (the link the player polls for), a retry (D238), its captions to edit (D241). */
export function registerVideoProcessingRoutes(app: FastifyInstance, db: Db, files: FileStorage): void {
  // The link to play and the captions to read are the answer's material too: audited as playing it (D290).
  registerEndpoint(app, db, processing.getVideoAnswerDownload, async ({ params, request }) => {
    const playback = await downloadOf(db, checkedApplication(request), params.videoAnswerId);
    await auditVideoAnswerRead(db, requireUser(request), checkedApplication(request), params.videoAnswerId);
    return playback;
  });
  registerEndpoint(app, db, processing.retryVideoProcessing, async ({ params, request }) =>
    retry(db, requireUser(request), checkedApplication(request), params.videoAnswerId),
  );
  registerEndpoint(app, db, processing.getVideoCaptions, async ({ params, request }) => {
    const captions = await captionsOf(db, files, checkedApplication(request), params.videoAnswerId);
    await auditVideoAnswerRead(db, requireUser(request), checkedApplication(request), params.videoAnswerId);
    return captions;
  });
  registerEndpoint(app, db, processing.saveVideoCaptions, async ({ params, body, request }) =>
    saveCaptions(db, files, requireUser(request), checkedApplication(request), params.videoAnswerId, body.cues),
  );
}

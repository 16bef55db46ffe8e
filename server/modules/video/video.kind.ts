/** Video answers on the server: its routes (the recordings' uploads with them) (server/modules/activity/server-kind.ts). */
import { videoKind } from '../../../contracts/video-kind.ts';
import { defineServerKind } from '../activity/server-kind.ts';
import { registerVideoRoutes } from './video.routes.ts';

export const videoServerKind = defineServerKind({
  kind: videoKind,
  registerRoutes: (app, { db, files, attemptLeaseMs }) => registerVideoRoutes(app, db, files, attemptLeaseMs),
});

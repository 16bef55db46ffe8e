import type { FastifyInstance } from 'fastify';
import * as progress from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import {
  assertOwnTrackers,
  createTracker,
  mayReadTracker,
  readTrackerDetail,
  toTrackerItem,
} from './progress.service.ts';
import { findTracker, listTrackersOfUser } from './progress.store.ts';

export function registerProgressRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  registerEndpoint(app, db, progress.listTrackers, async ({ params, request }) => {
    assertOwnTrackers(requireUser(request), params.userId);
    const now = new Date();
    return (await listTrackersOfUser(db, params.userId)).map((row) => toTrackerItem(row, now));
  });

  registerEndpoint(app, db, progress.createTracker, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    assertOwnTrackers(viewer, params.userId);
    const item = await createTracker(
      db,
      params.userId,
      body.job_uuid,
      body.external_application_id ?? null,
      request.idempotency,
      publicUrl,
      body.source,
    );
    const tracker = (await findTracker(db, item.ref_id))!;
    await audit(db, {
      event: 'tracker_created',
      actorUserId: viewer.user_id,
      subjectUserId: params.userId,
      accountId: tracker.account_id,
      ip: request.ip,
      details: { ref_id: item.ref_id, job_id: tracker.job_id },
    });
    return item;
  });

  registerEndpoint(app, db, progress.getTracker, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    const tracker = await findTracker(db, params.refId);
    if (!tracker || !(await mayReadTracker(db, viewer, tracker))) throw notFound('Tracker not found');
    return readTrackerDetail(db, tracker, new Date(), query.language ?? viewer.preferred_language);
  });
}

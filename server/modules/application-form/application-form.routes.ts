import type { FastifyInstance } from 'fastify';
import * as form from '../../../contracts/application-form.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { activityLeaseRequest, DEFAULT_ACTIVITY_LEASE_MS, deviceOf } from '../attempt-lease/index.ts';
import { readForm, submitForm } from './application-form.service.ts';

/** Only the tracker's candidate reads or submits; everyone else gets 404 (like the answer endpoints). */
export function registerApplicationFormRoutes(app: FastifyInstance, db: Db, leaseMs = DEFAULT_ACTIVITY_LEASE_MS): void {
  registerEndpoint(app, db, form.getApplicationForm, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return readForm(
      db,
      viewer.user_id,
      params.refId,
      query.job_step_activity_id,
      query.language ?? viewer.preferred_language,
    );
  });
  registerEndpoint(app, db, form.submitApplicationForm, async ({ body, request }) =>
    submitForm(db, requireUser(request).user_id, body, activityLeaseRequest(deviceOf(request), leaseMs)),
  );
}

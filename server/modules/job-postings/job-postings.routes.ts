/** HTTP for job postings (contracts/job-postings.ts); rules in job-postings.service.ts. */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/job-postings.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './job-postings.service.ts';

export function registerJobPostingRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listPostings, async ({ params, request }) =>
    service.listPostings(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.createPosting, async ({ params, body, request }) =>
    service.createPosting(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.getPosting, async ({ params, request }) =>
    service.getPosting(db, requireUser(request), params.postingId),
  );
  registerEndpoint(app, db, api.updatePosting, async ({ params, body, request }) =>
    service.updatePosting(db, requireUser(request), params.postingId, body),
  );
  registerEndpoint(app, db, api.publishPosting, async ({ params, request }) =>
    service.publishPosting(db, requireUser(request), params.postingId),
  );
  registerEndpoint(app, db, api.unpublishPosting, async ({ params, request }) =>
    service.unpublishPosting(db, requireUser(request), params.postingId),
  );
  registerEndpoint(app, db, api.deletePosting, async ({ params, request }) => {
    await service.deletePosting(db, requireUser(request), params.postingId);
    return { ok: true };
  });
}

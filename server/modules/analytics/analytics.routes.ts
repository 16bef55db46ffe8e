/** The report family's dashboards (HTTP only; rules in the service). */
import type { FastifyInstance } from 'fastify';
import * as analytics from '../../../contracts/analytics.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './analytics.service.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, analytics.accountFilterOptions, async ({ params, request }) => service.filterOptions(db, requireUser(request), params.accountId));
  registerEndpoint(app, db, analytics.accountApplicantOverview, async ({ params, query, request }) =>
    service.applicantOverview(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountFunnel, async ({ params, query, request }) => service.funnel(db, await service.scopeFor(db, requireUser(request), params, query)));
  registerEndpoint(app, db, analytics.accountTimeToHire, async ({ params, query, request }) => service.timeToHire(db, await service.scopeFor(db, requireUser(request), params, query)));
  registerEndpoint(app, db, analytics.accountSourceEffectiveness, async ({ params, query, request }) =>
    service.sourceEffectiveness(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountFidelity, async ({ params, query, request }) => service.fidelity(db, await service.scopeFor(db, requireUser(request), params, query)));
  registerEndpoint(app, db, analytics.accountAttributes, async ({ params, query, request }) => service.attributes(db, await service.scopeFor(db, requireUser(request), params, query)));
  registerEndpoint(app, db, analytics.accountAdverseImpact, async ({ params, query, request }) =>
    service.adverseImpact(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.companyOverview, async ({ query }) => service.companyOverview(db, query));
  registerEndpoint(app, db, analytics.jobOverview, async ({ params, query, request }) => service.applicantOverview(db, await service.scopeFor(db, requireUser(request), params, query)));
  registerEndpoint(app, db, analytics.jobFunnel, async ({ params, query, request }) => service.funnel(db, await service.scopeFor(db, requireUser(request), params, query)));
  registerEndpoint(app, db, analytics.jobTimeToHire, async ({ params, query, request }) => service.timeToHire(db, await service.scopeFor(db, requireUser(request), params, query)));
  registerEndpoint(app, db, analytics.jobSourceEffectiveness, async ({ params, query, request }) =>
    service.sourceEffectiveness(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.jobFidelity, async ({ params, query, request }) => service.fidelity(db, await service.scopeFor(db, requireUser(request), params, query)));
}

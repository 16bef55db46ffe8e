/** Embedded BI dashboards (HTTP only; rules in the service, D235). */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/bi-embeds.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import type { CspOrigins } from '../../http/csp-origins.ts';
import { checkedCompany, checkedJob } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './bi-embeds.service.ts';

/** `biOrigins` (the frame-src of the Content-Security-Policy) is told when an embed's site may have changed. */
export function registerBiEmbedRoutes(app: FastifyInstance, db: Db, biOrigins: CspOrigins): void {
  registerEndpoint(app, db, contract.listBiEmbeds, async ({ request }) => service.list(db, checkedCompany(request)));
  registerEndpoint(app, db, contract.createBiEmbed, async ({ body, request }) => {
    const saved = await service.create(db, requireUser(request), checkedCompany(request), body);
    biOrigins.invalidate();
    return saved;
  });
  registerEndpoint(app, db, contract.updateBiEmbed, async ({ params, body, request }) => {
    const saved = await service.update(db, requireUser(request), checkedCompany(request), params.embedId, body);
    biOrigins.invalidate();
    return saved;
  });
  registerEndpoint(app, db, contract.deleteBiEmbed, async ({ params, request }) => {
    const removed = await service.remove(db, requireUser(request), checkedCompany(request), params.embedId);
    biOrigins.invalidate();
    return removed;
  });
  registerEndpoint(app, db, contract.listCompanyBiEmbeds, async ({ request }) =>
    service.companyEntries(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, contract.companyBiEmbedUrl, async ({ params, request }) =>
    service.companyUrl(db, checkedCompany(request), params.embedId),
  );
  registerEndpoint(app, db, contract.listRequisitionBiEmbeds, async ({ request }) =>
    service.requisitionEntries(db, checkedJob(request)),
  );
  registerEndpoint(app, db, contract.requisitionBiEmbedUrl, async ({ params, request }) =>
    service.requisitionUrl(db, checkedJob(request), params.embedId),
  );
}

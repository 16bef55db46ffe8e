import type { FastifyInstance } from 'fastify';
import * as legal from '../../../contracts/legal.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './legal.service.ts';
import { adminVersions } from './legal.store.ts';

/** The terms of use and privacy policy, their acceptance, and companies' privacy notices (legal.service.ts). */
export function registerLegalRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, legal.pendingAcceptance, async ({ request }) =>
    service.pendingFor(db, requireUser(request).user_id),
  );
  registerEndpoint(app, db, legal.acceptVersions, async ({ body, request }) => {
    const user = requireUser(request);
    await service.acceptCurrent(db, user.user_id, body.versions, request.ip);
    return service.pendingFor(db, user.user_id);
  });
  registerEndpoint(app, db, legal.readLegalDocument, async ({ params, query, request }) =>
    service.readDocument(db, request.currentUser, params.document, query),
  );
  registerEndpoint(app, db, legal.listLegalVersions, async () => adminVersions(db));
  registerEndpoint(app, db, legal.createLegalVersion, async ({ body, request }) =>
    service.createVersion(db, requireUser(request), body),
  );
  registerEndpoint(app, db, legal.publishLegalVersion, async ({ params, request }) =>
    service.publishVersion(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, legal.getPrivacyNotice, async ({ request }) =>
    service.readNotice(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, legal.savePrivacyNotice, async ({ body, request }) =>
    service.saveNotice(db, requireUser(request), checkedCompany(request), body.body),
  );
}

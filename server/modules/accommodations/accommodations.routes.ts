/** Accommodations (contracts/accommodations.ts, D200): the candidate's own requests and the hiring team's decisions. */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/accommodations.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './accommodations.service.ts';

export function registerAccommodationRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.getMyAccommodations, async ({ params, request }) =>
    service.mine(db, requireUser(request), params.refId),
  );
  registerEndpoint(app, db, contract.askAccommodation, async ({ params, body, request }) =>
    service.ask(db, requireUser(request), params.refId, body),
  );
  registerEndpoint(app, db, contract.listApplicantAccommodations, async ({ request }) =>
    service.forStaff(db, requireUser(request), checkedApplication(request)),
  );
  registerEndpoint(app, db, contract.decideAccommodation, async ({ params, body, request }) =>
    service.decideRequest(db, requireUser(request), checkedApplication(request), params.requestId, body),
  );
}

/** The pathway family, setup side: list, create, details, team and participants (contracts/pathway-setup.ts). */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/pathway-setup.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './pathway-setup.service.ts';

export function registerPathwaySetupRoutes(app: FastifyInstance, db: Db, config: Config): void {
  registerEndpoint(app, db, api.listPathways, ({ params, query, request }) =>
    service.listPathways(db, requireUser(request), params.accountId, query),
  );
  registerEndpoint(app, db, api.createPathway, ({ body, request }) =>
    service.createPathway(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, api.getPathwayDetails, ({ params, request }) =>
    service.getDetails(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.updatePathwayDetails, ({ params, body, request }) =>
    service.updateDetails(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.deletePathway, async ({ params, request }) => {
    await service.deletePathway(db, requireUser(request), params.jobId);
    return { ok: true };
  });
  registerEndpoint(app, db, api.listPathwayTeam, ({ params, request }) =>
    service.listTeam(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.addPathwayTeamMember, ({ params, body, request }) =>
    service.addTeamMember(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.removePathwayTeamMember, async ({ params, request }) => {
    await service.removeTeamMember(db, requireUser(request), params.jobId, params.jobTeamId);
    return { ok: true };
  });
  registerEndpoint(app, db, api.listParticipants, ({ params, query, request }) =>
    service.listParticipants(db, requireUser(request), params.jobId, query),
  );
  registerEndpoint(app, db, api.listParticipantCandidates, ({ params, query, request }) =>
    service.participantCandidates(db, requireUser(request), params.jobId, query.search),
  );
  registerEndpoint(app, db, api.addParticipants, ({ params, body, request }) =>
    service.addParticipants(db, config, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.removeParticipant, async ({ params, request }) => {
    await service.removeParticipant(db, requireUser(request), params.jobId, params.refId);
    return { ok: true };
  });
}

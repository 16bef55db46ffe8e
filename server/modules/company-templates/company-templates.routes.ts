import type { FastifyInstance } from 'fastify';
import * as scoring from '../../../contracts/scoring-templates.ts';
import * as screening from '../../../contracts/screening-templates.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as scoringService from './scoring-templates.service.ts';
import * as screeningService from './screening-templates.service.ts';

/**
 * A company's scoring-criteria and screening-question templates; who may read and change them is
 * declared on each endpoint (D140, D219) and checked before these handlers run.
 */
export function registerCompanyTemplateRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, scoring.listScoringTemplates, async ({ query }) => scoringService.listTemplates(db, query));
  registerEndpoint(app, db, scoring.createScoringTemplate, async ({ body, request }) =>
    scoringService.createTemplate(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, scoring.updateScoringTemplate, async ({ params, body, request }) =>
    scoringService.updateTemplate(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, scoring.applyScoringTemplate, async ({ params }) =>
    scoringService.applyTemplate(db, params.id),
  );
  registerEndpoint(app, db, scoring.restoreScoringTemplate, async ({ params, request }) =>
    scoringService.restoreTemplate(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, scoring.removeScoringTemplate, async ({ params, request }) =>
    scoringService.removeTemplate(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, screening.listScreeningTemplates, async ({ query }) =>
    screeningService.listTemplates(db, query),
  );
  registerEndpoint(app, db, screening.createScreeningTemplate, async ({ body, request }) =>
    screeningService.createTemplate(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, screening.updateScreeningTemplate, async ({ params, body, request }) =>
    screeningService.updateTemplate(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, screening.deleteScreeningTemplate, async ({ params, request }) =>
    screeningService.deleteTemplate(db, requireUser(request), params.id),
  );
}

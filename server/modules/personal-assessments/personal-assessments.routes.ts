import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/personal-assessments.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './personal-assessments.service.ts';

/** A company's personal assessments: its staff with settings access and provider admins (declared: `company-settings`). */
export function registerPersonalAssessmentRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listPersonalAssessments, async ({ query }) => service.listAssessments(db, query));
  registerEndpoint(app, db, api.togglePersonalAssessment, async ({ params, body, request }) =>
    service.toggleAssessment(db, requireUser(request), checkedCompany(request), params.id, body),
  );
}

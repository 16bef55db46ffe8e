/** The account family's people: a company's employees (contracts/people.ts). */
import type { FastifyInstance } from 'fastify';
import * as people from '../../../contracts/people.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './people.service.ts';
import { getEmployeePerson, getPerson } from '../../../contracts/person.ts';
import * as person from './person.service.ts';

export function registerPeopleRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, people.listEmployees, async ({ params, query, request }) =>
    service.listEmployees(db, requireUser(request), params.accountId, query),
  );
  registerEndpoint(app, db, people.createEmployee, async ({ params, body, request }) =>
    service.createEmployee(db, requireUser(request), params.accountId, body),
  );
  registerEndpoint(app, db, people.updateEmployee, async ({ params, body, request }) =>
    service.updateEmployee(db, requireUser(request), params.accountId, params.employeeId, body),
  );
  registerEndpoint(app, db, people.endEmployment, async ({ params, body, request }) =>
    service.endEmployment(db, requireUser(request), params.accountId, params.employeeId, body),
  );
  registerEndpoint(app, db, people.getTurnoverCorrelations, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return service.turnoverCorrelations(
      db,
      viewer,
      params.accountId,
      query.job_title,
      query.language ?? viewer.preferred_language ?? 'en',
    );
  });
  registerEndpoint(app, db, getPerson, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return person.getPerson(db, viewer, params.userId, query.language ?? viewer.preferred_language ?? 'en');
  });
  registerEndpoint(app, db, getEmployeePerson, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return person.getEmployeePerson(db, viewer, params.employeeId, query.language ?? viewer.preferred_language ?? 'en');
  });
}

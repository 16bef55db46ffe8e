/** The account family's people: a company's employees (contracts/people.ts). */
import type { FastifyInstance } from 'fastify';
import * as people from '../../../contracts/people.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './people.service.ts';
import { getEmployeePerson, getPerson } from '../../../contracts/person.ts';
import * as person from './person.service.ts';

export function registerPeopleRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, people.listEmployees, async ({ query, request }) =>
    service.listEmployees(db, checkedCompany(request), query),
  );
  registerEndpoint(app, db, people.createEmployee, async ({ body, request }) =>
    service.createEmployee(db, checkedCompany(request), body),
  );
  registerEndpoint(app, db, people.updateEmployee, async ({ params, body, request }) =>
    service.updateEmployee(db, checkedCompany(request), params.employeeId, body),
  );
  registerEndpoint(app, db, people.endEmployment, async ({ params, body, request }) =>
    service.endEmployment(db, checkedCompany(request), params.employeeId, body),
  );
  registerEndpoint(app, db, people.getTurnoverCorrelations, async ({ query, request }) => {
    const viewer = requireUser(request);
    return service.turnoverCorrelations(
      db,
      checkedCompany(request),
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

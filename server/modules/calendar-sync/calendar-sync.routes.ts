import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/calendar-sync.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './calendar-connection.service.ts';

/** The signed-in interviewer's own calendar connection (any staff role; only ever their own). */
export function registerCalendarSyncRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.getMyCalendar, async ({ request }) => service.getConnection(db, requireUser(request)));
  registerEndpoint(app, db, api.saveMyCalendar, async ({ request, body }) =>
    service.saveConnection(db, requireUser(request), body),
  );
  registerEndpoint(app, db, api.testMyCalendar, async ({ request }) =>
    service.testConnection(db, requireUser(request)),
  );
  registerEndpoint(app, db, api.disconnectMyCalendar, async ({ request }) =>
    service.disconnect(db, requireUser(request)),
  );
}

import type { FastifyInstance } from 'fastify';
import * as phones from '../../../contracts/phone-numbers.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './phone-numbers.service.ts';

/** A company's phone numbers: its staff with settings access and provider admins (phone-numbers.service.ts). */
export function registerPhoneNumberRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, phones.listPhoneNumbers, async ({ query }) => service.listNumbers(db, query));
  registerEndpoint(app, db, phones.createPhoneNumber, async ({ body, request }) =>
    service.createNumber(db, requireUser(request), body),
  );
  registerEndpoint(app, db, phones.updatePhoneNumber, async ({ params, body, request }) =>
    service.updateNumber(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, phones.togglePhoneNumber, async ({ params, body, request }) =>
    service.toggleNumber(db, requireUser(request), params.id, body.is_active),
  );
}

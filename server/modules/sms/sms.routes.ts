import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/sms.ts';
import type { Db } from '../../db/database.ts';
import { checkedApplication, checkedCompany } from '../../http/endpoint-access.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as connection from './sms-connection.service.ts';
import * as service from './sms.service.ts';
import { registerSmsWebhook } from './sms-webhook.ts';

/** Messaging (SMS), D236: the thread and sending (the application's job team), the company's connection and messages (settings access), the HTTP provider's webhook. */
export function registerSmsRoutes(app: FastifyInstance, db: Db, publicUrl: string, rateLimitFactor = 1): void {
  registerEndpoint(app, db, api.getSmsThread, async ({ request }) =>
    service.getThread(db, checkedApplication(request)),
  );
  registerEndpoint(app, db, api.sendSms, async ({ request, body }) =>
    service.sendToApplication(
      db,
      requireUser(request),
      checkedApplication(request),
      body.body,
      publicUrl,
      request.idempotency,
    ),
  );
  registerEndpoint(app, db, api.bulkSendSms, async ({ request, body }) =>
    service.bulkSend(db, requireUser(request), body, publicUrl, request.idempotency),
  );
  registerEndpoint(app, db, api.listSmsMessages, async ({ request, query }) =>
    service.listMessages(db, checkedCompany(request), query),
  );
  registerEndpoint(app, db, api.getSmsConnection, async ({ request }) =>
    connection.getConnection(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, api.saveSmsConnection, async ({ request, body }) =>
    connection.saveConnection(db, requireUser(request), { ...body, account_id: checkedCompany(request) }),
  );
  registerEndpoint(app, db, api.deleteSmsConnection, async ({ request }) =>
    connection.disconnect(db, requireUser(request), checkedCompany(request)),
  );
  registerSmsWebhook(app, db, rateLimitFactor);
}

import type { FastifyInstance } from 'fastify';
import * as mailLog from '../../../contracts/mail-log.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './mail-log.service.ts';

/** The mail log: provider admins read all mail, a company's settings staff their own (mail-log.service.ts). */
export function registerMailLogRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const isDeliveryOn = config.smtpUrl !== undefined;
  registerEndpoint(app, db, mailLog.listAdminMailLog, async ({ query }) =>
    service.listAllMail(db, isDeliveryOn, query),
  );
  registerEndpoint(app, db, mailLog.getAdminMail, async ({ params }) => service.readAnyMail(db, params.mailId));
  registerEndpoint(app, db, mailLog.listCompanyMailLog, async ({ query, request }) =>
    service.listCompanyMail(db, isDeliveryOn, checkedCompany(request), query),
  );
  registerEndpoint(app, db, mailLog.getCompanyMail, async ({ params, request }) =>
    service.readCompanyMail(db, checkedCompany(request), params.mailId),
  );
}

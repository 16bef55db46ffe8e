import type { FastifyInstance } from 'fastify';
import * as settings from '../../../contracts/typing-test-settings.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './typing-settings.service.ts';

/** A company's typing-test passages and defaults (contracts/typing-test-settings.ts declares who). */
export function registerTypingSettingsRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, settings.getTypingDefaults, async ({ query }) =>
    service.companyDefaults(db, query.account_id),
  );
  registerEndpoint(app, db, settings.saveTypingDefaults, async ({ body, request }) =>
    service.saveDefaults(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, settings.listTypingPassages, async ({ query }) => service.listPassages(db, query));
  registerEndpoint(app, db, settings.createTypingPassage, async ({ body, request }) =>
    service.createPassage(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, settings.updateTypingPassage, async ({ params, body, request }) =>
    service.updatePassage(db, requireUser(request), params.id, body),
  );
  registerEndpoint(app, db, settings.archiveTypingPassage, async ({ params, body, request }) =>
    service.archivePassage(db, requireUser(request), params.id, body.archived),
  );
}

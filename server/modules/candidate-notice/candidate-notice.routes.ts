/** The candidate notice (contracts/candidate-notice.ts, D208): the company's texts, read and saved by its settings staff. */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/candidate-notice.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as store from './candidate-notice.store.ts';

export function registerCandidateNoticeRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.getCandidateNotice, async ({ request }) =>
    store.noticeSettings(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, contract.saveCandidateNotice, async ({ body, request }) =>
    store.saveNoticeTexts(db, checkedCompany(request), body, requireUser(request).user_id),
  );
}

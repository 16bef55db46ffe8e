/** Background checks (HTTP only; rules in the services, D237). */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import * as contract from '../../../contracts/background-checks.ts';
import { ErrorBodySchema, toRoutePattern } from '../../../contracts/endpoint.ts';
import type { Db } from '../../db/database.ts';
import { checkAuthLevel, requireUser } from '../../http/auth-context.ts';
import { contentDisposition } from '../../http/file-download.ts';
import { checkedApplication, checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import { auditApplicationRead } from '../../audit/read-audit.ts';
import { applicationForStaff } from '../../http/team-access.ts';
import * as connection from './background-check-connection.service.ts';
import { receiveWebhook, SIGNATURE_HEADER } from './background-check-webhook.ts';
import * as service from './background-checks.service.ts';

/** A provider's event is small; anything larger is not one. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

export function registerBackgroundCheckRoutes(app: FastifyInstance, db: Db, rateLimitFactor = 1): void {
  registerEndpoint(app, db, contract.listBackgroundChecks, async ({ request }) => {
    const application = checkedApplication(request);
    const list = await service.listChecks(db, application);
    // A check's status and outcome are sensitive: audited once an hour per reader (D309).
    if (list.checks.length > 0)
      await auditApplicationRead(db, 'background_checks_viewed', requireUser(request), application);
    return list;
  });
  registerEndpoint(app, db, contract.startBackgroundCheck, async ({ request, body }) =>
    service.startCheck(db, requireUser(request), checkedApplication(request), body.manual, request.idempotency),
  );
  registerEndpoint(app, db, contract.recordBackgroundCheckOutcome, async ({ request, params, body }) =>
    service.recordOutcome(db, requireUser(request), checkedApplication(request), params.checkId, body),
  );
  registerEndpoint(app, db, contract.retryBackgroundCheck, async ({ request, params }) =>
    service.retryCheck(db, requireUser(request), checkedApplication(request), params.checkId),
  );
  registerEndpoint(app, db, contract.getBackgroundCheckConnection, async ({ request }) =>
    connection.getConnection(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, contract.saveBackgroundCheckConnection, async ({ request, body }) =>
    connection.saveConnection(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, contract.disconnectBackgroundChecks, async ({ request }) =>
    connection.disconnect(db, requireUser(request), checkedCompany(request)),
  );

  // The report is a file, not JSON: routed by hand (same auth check, same table entry).
  app.endpointTable.push(contract.backgroundCheckReport);
  app.route({
    method: 'GET',
    url: '/api' + toRoutePattern(contract.backgroundCheckReport.path),
    schema: {
      summary: contract.backgroundCheckReport.summary,
      tags: ['integration'],
      security: [{ bearer: [] }],
      params: contract.CheckParams,
      response: { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    preHandler: async (request) => {
      await checkAuthLevel(db, request, contract.backgroundCheckReport.auth);
    },
    handler: async (request, reply) => {
      const { userSmartreqId, checkId } = request.params as z.infer<typeof contract.CheckParams>;
      const viewer = requireUser(request);
      const file = await service.reportFile(db, viewer, userSmartreqId, checkId);
      const application = await applicationForStaff(db, viewer, userSmartreqId);
      await audit(db, {
        event: 'background_check_report_downloaded',
        actorUserId: viewer.user_id,
        subjectUserId: application.user_id,
        accountId: application.job.account_id,
        details: { user_smartreq_id: userSmartreqId, check_id: checkId },
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(`background-check-${checkId}.pdf`, 'inline'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });

  // The webhook's signature is over the raw bytes: its scope keeps the JSON body unparsed.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.endpointTable.push(contract.backgroundCheckWebhook);
    scope.route({
      method: 'POST',
      url: '/api' + toRoutePattern(contract.backgroundCheckWebhook.path),
      bodyLimit: WEBHOOK_MAX_BYTES,
      schema: {
        summary: contract.backgroundCheckWebhook.summary,
        tags: ['integration'],
        params: z.object({ accountId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
        response: {
          200: z.object({ data: contract.backgroundCheckWebhook.response }),
          '4xx': ErrorBodySchema,
          '5xx': ErrorBodySchema,
        },
      },
      handler: async (request) => {
        const { accountId } = request.params as { accountId: number };
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[SIGNATURE_HEADER];
        const signature = Array.isArray(header) ? header[0] : header;
        const data = await receiveWebhook(db, accountId, raw, signature, new Date(), rateLimitFactor);
        return { data };
      },
    });
  });
}

/** The bias audit (contracts/bias-audit.ts, D208): the report, its CSV and PDF, and the public summaries. */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/bias-audit.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { browserLanguage } from '../../http/request-language.ts';
import { auditFileSlug, biasAuditCsv } from './bias-audit.csv.ts';
import { biasAuditPdf } from './bias-audit.pdf.ts';
import * as service from './bias-audit.service.ts';
import { accountName } from './bias-audit.store.ts';

export function registerBiasAuditRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.getBiasAudit, async ({ query, request }) =>
    service.biasAudit(db, checkedCompany(request), query),
  );
  registerEndpoint(app, db, contract.exportBiasAuditCsv, async ({ query, request }) => {
    const report = await service.biasAudit(db, checkedCompany(request), query);
    // The measures named in the language on the reader's screen, as the PDF (D411).
    const language = browserLanguage(request.headers['accept-language']) ?? 'en';
    return {
      filename: `${auditFileSlug(report)}.csv`,
      content_type: 'text/csv; charset=utf-8',
      content: biasAuditCsv(report, language),
    };
  });
  registerEndpoint(app, db, contract.exportBiasAuditPdf, async ({ query, request }) => {
    const accountId = checkedCompany(request);
    const report = await service.biasAudit(db, accountId, query);
    // In the language on the reader's screen (D297).
    const language = browserLanguage(request.headers['accept-language']) ?? 'en';
    const pdf = await biasAuditPdf(report, (await accountName(db, accountId)) ?? '', language);
    return {
      filename: `${auditFileSlug(report)}.pdf`,
      content_type: 'application/pdf',
      content: Buffer.from(pdf).toString('base64'),
    };
  });
  registerEndpoint(app, db, contract.listBiasAuditPublications, async ({ request }) =>
    service.listPublications(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, contract.publishBiasAudit, async ({ body, request }) =>
    service.publish(
      db,
      checkedCompany(request),
      requireUser(request).user_id,
      body,
      request.headers['accept-language'],
    ),
  );
  registerEndpoint(app, db, contract.setBiasAuditPublished, async ({ params, body, request }) =>
    service.setPublished(db, checkedCompany(request), params.publicationId, body.is_published),
  );
  registerEndpoint(app, db, contract.getPublicBiasAudits, async ({ params }) =>
    service.publicSummaries(db, params.accountUuid),
  );
}

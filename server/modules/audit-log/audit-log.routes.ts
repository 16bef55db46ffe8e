import type { FastifyInstance } from 'fastify';
import * as auditLog from '../../../contracts/audit-log.ts';
import { toCsv } from '../../../contracts/csv.ts';
import type { Db } from '../../db/database.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { requireUser } from '../../http/auth-context.ts';
import { audit } from '../../audit/audit-trail.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { auditEntryWords } from './audit-event-labels.ts';
import * as store from './audit-log.store.ts';

const CSV_HEADER = ['occurred_at', 'event', 'kind', 'actor', 'subject', 'ip', 'details'];

/** The company's audit log (D205): read and exported, never written through the API. */
export function registerAuditLogRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, auditLog.listAuditLog, async ({ query, request }) => {
    const accountId = checkedCompany(request);
    const { page = 1, page_size = auditLog.AUDIT_LOG_PAGE_SIZE, account_id: _account, ...filters } = query;
    const [results, count, choices] = [
      await store.listEntries(db, accountId, filters, { limit: page_size, offset: (page - 1) * page_size }),
      await store.countEntries(db, accountId, filters),
      await store.filterChoices(db, accountId),
    ];
    return { results, count, page, page_size, ...choices };
  });

  registerEndpoint(app, db, auditLog.exportAuditLog, async ({ query, request }) => {
    const accountId = checkedCompany(request);
    const { account_id: _account, language = 'en', ...filters } = query;
    const rows = await store.listEntries(db, accountId, filters, { limit: auditLog.AUDIT_LOG_CSV_MAX, offset: 0 });
    // The log names people and the addresses they signed in from: its export is itself audited (D264).
    await audit(db, {
      event: 'audit_log_exported',
      actorUserId: requireUser(request).user_id,
      accountId,
      ip: request.ip,
      details: { rows: rows.length, filters },
    });
    const content = toCsv([
      CSV_HEADER,
      ...rows.map((row) => [
        row.occurred_at,
        row.event,
        auditEntryWords(row.event, row.details, language),
        row.actor_name ?? '',
        row.subject_name ?? '',
        row.ip ?? '',
        JSON.stringify(row.details),
      ]),
    ]);
    return {
      filename: `audit-log-${accountId}-${new Date().toISOString().slice(0, 10)}.csv`,
      content_type: 'text/csv; charset=utf-8',
      content,
      rows: rows.length,
    };
  });
}

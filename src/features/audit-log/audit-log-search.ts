/** The audit log's filters as they live in the URL, and the API query built from them (D205). */
import * as z from 'zod/mini';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogFilters } from '../../../contracts/audit-log.ts';

const loose = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const auditLogSearchShape = {
  page: loose(z.coerce.number().check(z.int(), z.positive(), z.lte(10_000))),
  actor: loose(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  event: loose(z.string().check(z.regex(/^[a-z_]{1,60}$/))),
  from: loose(day),
  to: loose(day),
};

export interface AuditLogSearch {
  page?: number;
  actor?: number;
  event?: string;
  from?: string;
  to?: string;
}

export function auditLogQuery(search: AuditLogSearch, accountId: number | undefined): AuditLogFilters {
  const query: AuditLogFilters = { page: search.page ?? 1, page_size: AUDIT_LOG_PAGE_SIZE };
  if (accountId !== undefined) query.account_id = accountId;
  if (search.actor !== undefined) query.actor_user_id = search.actor;
  if (search.event) query.event = search.event;
  if (search.from) query.from = search.from;
  if (search.to) query.to = search.to;
  return query;
}

/** A filter change starts again at page 1; empty values leave the URL. */
export function nextAuditLogSearch(previous: AuditLogSearch, change: Partial<AuditLogSearch>): AuditLogSearch {
  const next: AuditLogSearch = { ...previous, ...change };
  if (!('page' in change)) delete next.page;
  for (const key of Object.keys(next) as (keyof AuditLogSearch)[])
    if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}

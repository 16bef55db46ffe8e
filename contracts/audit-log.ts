/**
 * A company's audit log (D205): who did what to whom and when, from which
 * address, for the company's admins (company settings access). Entries are append-only (a
 * database trigger refuses changes) and kept as long as the company's account.
 */
import * as z from 'zod/mini';
import { isoDay } from './iso-day.ts';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const day = isoDay();

export const AUDIT_LOG_PAGE_SIZE = 50;
/** How many entries one CSV holds at most (the newest, with the same filters). */
export const AUDIT_LOG_CSV_MAX = 20_000;

const filterShape = {
  account_id: z.optional(id),
  actor_user_id: z.optional(id),
  event: z.optional(z.string().check(z.regex(/^[a-z_]{1,60}$/, { message: 'An event kind' }))),
  /** From this day (inclusive), UTC. */
  from: z.optional(day),
  /** To this day (inclusive), UTC. */
  to: z.optional(day),
};

export const AuditLogQuery = z.object({
  ...filterShape,
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type AuditLogFilters = z.infer<typeof AuditLogQuery>;
export const AuditLogCsvQuery = z.object({
  ...filterShape,
  /** The language of the CSV's `kind` column (the kinds in words); English when not given. */
  language: z.optional(z.enum(LANGUAGES)),
});

export const AuditLogEntrySchema = z.object({
  audit_event_id: z.number(),
  occurred_at: z.string(),
  event: z.string(),
  actor_user_id: z.nullable(z.number()),
  actor_name: z.nullable(z.string()),
  subject_name: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = z.object({
  results: z.array(AuditLogEntrySchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** Everyone who appears as the actor in the company's log, for the person filter. */
  people: z.array(z.object({ user_id: z.number(), name: z.string() })),
  /** The kinds of entry the company's log holds, for the kind filter. */
  events: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/account/v1/audit-log/',
  access: 'company-settings',
  summary: "The company's audit log, newest first, filtered by person, kind and dates; read-only",
  query: AuditLogQuery,
  response: AuditLogPageSchema,
});

export const exportAuditLog = defineEndpoint({
  method: 'GET',
  path: '/account/v1/audit-log/csv/',
  access: 'company-settings',
  summary: `The company's audit log as CSV text (same filters, newest first, at most ${AUDIT_LOG_CSV_MAX} rows)`,
  query: AuditLogCsvQuery,
  response: z.object({ filename: z.string(), content_type: z.string(), content: z.string(), rows: z.number() }),
});

export const auditLogEndpoints = [listAuditLog, exportAuditLog];

/** A company's own entries of audit_events (account_id), with the names of who acted and on whom. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditLogEntry, AuditLogFilters } from '../../../contracts/audit-log.ts';

type Filters = Omit<AuditLogFilters, 'page' | 'page_size' | 'account_id'>;

const DAY_MS = 86_400_000;

function filtered(db: Db, accountId: number, filters: Filters) {
  let query = db.selectFrom('audit_events').where('audit_events.account_id', '=', accountId);
  if (filters.actor_user_id !== undefined)
    query = query.where('audit_events.actor_user_id', '=', filters.actor_user_id);
  if (filters.event) query = query.where('audit_events.event', '=', filters.event);
  if (filters.from) query = query.where('audit_events.occurred_at', '>=', new Date(`${filters.from}T00:00:00Z`));
  if (filters.to)
    query = query.where('audit_events.occurred_at', '<', new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS));
  return query;
}

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

export async function listEntries(
  db: Db,
  accountId: number,
  filters: Filters,
  page: { limit: number; offset: number },
): Promise<AuditLogEntry[]> {
  const rows = await filtered(db, accountId, filters)
    .leftJoin('users as actor', 'actor.user_id', 'audit_events.actor_user_id')
    .leftJoin('users as subject', 'subject.user_id', 'audit_events.subject_user_id')
    .select([
      'audit_events.audit_event_id',
      'audit_events.occurred_at',
      'audit_events.event',
      'audit_events.actor_user_id',
      'audit_events.ip',
      'audit_events.details',
      'actor.first_name as actor_first',
      'actor.last_name as actor_last',
      'subject.first_name as subject_first',
      'subject.last_name as subject_last',
    ])
    .orderBy('audit_events.occurred_at', 'desc')
    .orderBy('audit_events.audit_event_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    audit_event_id: row.audit_event_id,
    occurred_at: new Date(row.occurred_at).toISOString(),
    event: row.event,
    actor_user_id: row.actor_user_id,
    actor_name: fullName(row.actor_first, row.actor_last),
    subject_name: fullName(row.subject_first, row.subject_last),
    ip: row.ip,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
  }));
}

export async function countEntries(db: Db, accountId: number, filters: Filters): Promise<number> {
  const { n } = await filtered(db, accountId, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Who acted and which kinds occur in the company's log: the choices of the page's filters. */
export async function filterChoices(db: Db, accountId: number) {
  const people = await db
    .selectFrom('users')
    .select(['user_id', sql<string>`trim(first_name || ' ' || coalesce(last_name, ''))`.as('name')])
    .where('user_id', 'in', (eb) =>
      eb
        .selectFrom('audit_events')
        .select('actor_user_id')
        .where('account_id', '=', accountId)
        .where('actor_user_id', 'is not', null)
        .$narrowType<{ actor_user_id: number }>(),
    )
    .orderBy('name')
    .execute();
  const events = await db
    .selectFrom('audit_events')
    .select('event')
    .distinct()
    .where('account_id', '=', accountId)
    .orderBy('event')
    .execute();
  return { people, events: events.map((row) => row.event) };
}

/** The administrative part of audit_events, with the names of who acted, on whom and in which company (never the IP). */
import type { Db } from '../../db/database.ts';
import { ADMIN_AUDIT_EVENTS, type AuditEntry } from '../../../contracts/provider-admin.ts';

type Filter = { account_id?: number; event?: (typeof ADMIN_AUDIT_EVENTS)[number]; page?: number; page_size?: number };

function filtered(db: Db, filter: Filter) {
  let query = db.selectFrom('audit_events').where('audit_events.event', 'in', [...ADMIN_AUDIT_EVENTS]);
  if (filter.account_id !== undefined) query = query.where('audit_events.account_id', '=', filter.account_id);
  if (filter.event) query = query.where('audit_events.event', '=', filter.event);
  return query;
}

export async function listAuditEvents(db: Db, filter: Filter): Promise<{ results: AuditEntry[]; count: number }> {
  const pageSize = filter.page_size ?? 50;
  const rows = await filtered(db, filter)
    .leftJoin('users as actor', 'actor.user_id', 'audit_events.actor_user_id')
    .leftJoin('users as subject', 'subject.user_id', 'audit_events.subject_user_id')
    .leftJoin('accounts', 'accounts.account_id', 'audit_events.account_id')
    .select([
      'audit_events.audit_event_id',
      'audit_events.occurred_at',
      'audit_events.event',
      'audit_events.details',
      'audit_events.account_id',
      'accounts.name as account_name',
      'actor.first_name as actor_first',
      'actor.last_name as actor_last',
      'actor.email as actor_email',
      'subject.first_name as subject_first',
      'subject.last_name as subject_last',
      'subject.email as subject_email',
    ])
    .orderBy('audit_events.occurred_at', 'desc')
    .orderBy('audit_events.audit_event_id', 'desc')
    .limit(pageSize)
    .offset(((filter.page ?? 1) - 1) * pageSize)
    .execute();
  const { n } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const name = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
  return {
    count: Number(n),
    results: rows.map((row) => ({
      audit_event_id: row.audit_event_id,
      occurred_at: new Date(row.occurred_at).toISOString(),
      event: row.event,
      actor_name: name(row.actor_first, row.actor_last),
      actor_email: row.actor_email,
      subject_name: name(row.subject_first, row.subject_last),
      subject_email: row.subject_email,
      account_id: row.account_id,
      account_name: row.account_name,
      details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    })),
  };
}

/**
 * The audit trail's one writer: an event, who did it, to whom, in which company, from where. Every
 * module writes its events here; the audit log module reads and shows them. Kept outside the modules
 * so that writing an event ties no module to another (it lived in the auth module's store, which
 * most modules imported for it alone; D280).
 */
import type { Db } from '../db/database.ts';
import { isPersonAuditEvent } from '../../contracts/audit-events.ts';
import { requestIp } from '../http/request-context.ts';

export interface AuditEntry {
  event: string;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  accountId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  const row = {
    event: entry.event,
    actor_user_id: entry.actorUserId ?? null,
    subject_user_id: entry.subjectUserId ?? null,
    account_id: entry.accountId ?? null,
    // A company's own changes carry the caller's address even where the writer did not name it.
    ip: entry.ip ?? requestIp() ?? null,
    details: JSON.stringify(entry.details ?? {}),
  };
  // A person's own sign-in goes into the log of each company they are staff of (D264). Looked up
  // for an unknown address too, so a failed sign-in takes the same time whether the account exists.
  const companies =
    entry.accountId === undefined && isPersonAuditEvent(entry.event)
      ? await staffCompaniesOf(db, entry.subjectUserId ?? entry.actorUserId ?? null)
      : [];
  await db
    .insertInto('audit_events')
    .values(companies.length === 0 ? [row] : companies.map((accountId) => ({ ...row, account_id: accountId })))
    .execute();
}

/** The companies where the person holds a role now (none for a candidate or nobody). */
async function staffCompaniesOf(db: Db, userId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .select('roles.account_id')
    .distinct()
    .where('user_roles.user_id', '=', userId ?? 0)
    .orderBy('roles.account_id')
    .execute();
  return rows.map((r) => r.account_id);
}

/** The only SQL of background checks and the company's provider connection (migration 0112, D237). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  BackgroundCheckConnectionStatus,
  BackgroundCheckProviderName,
  BackgroundCheckResultColumn,
  BackgroundCheckStatusColumn,
} from '../../db/schema/background-checks.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { SealedSecret } from '../../secrets/sealed-secret.ts';

export interface ConnectionRow {
  account_id: number;
  api_key: SealedSecret;
  package: string;
  status: BackgroundCheckConnectionStatus;
  last_error: string;
  checked_at: Date | null;
}

const keyContext = (accountId: number) => sealContext('background_check_connections', 'api_key', accountId);

export async function connectionOf(db: Db, accountId: number): Promise<ConnectionRow | undefined> {
  const row = await db
    .selectFrom('background_check_connections')
    .select(['account_id', 'api_key', 'package', 'status', 'last_error', 'checked_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { ...row, api_key: SealedSecret.fromStored(row.api_key, keyContext(accountId)) };
}

export async function saveConnection(
  db: Db,
  accountId: number,
  given: { api_key: string | SealedSecret; package: string },
) {
  const values = { ...given, api_key: SealedSecret.toStored(given.api_key, keyContext(accountId)) };
  const reset = { ...values, status: 'unchecked' as const, last_error: '', checked_at: null, updated_at: new Date() };
  await db
    .insertInto('background_check_connections')
    .values({ account_id: accountId, ...reset })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(reset))
    .execute();
}

export async function recordCheck(db: Db, accountId: number, result: { ok: boolean; reason: string }) {
  await db
    .updateTable('background_check_connections')
    .set({
      status: result.ok ? 'connected' : 'failing',
      last_error: result.ok ? '' : result.reason.slice(0, 1000),
      checked_at: sql<Date>`now()`,
    })
    .where('account_id', '=', accountId)
    .execute();
}

/** The last webhook the company's endpoint refused (kept in the audit log by the webhook). */
export async function lastRefusedWebhook(db: Db, accountId: number) {
  return db
    .selectFrom('audit_events')
    .select(['details', 'occurred_at'])
    .where('account_id', '=', accountId)
    .where('event', '=', 'background_check_webhook_refused')
    .orderBy('audit_event_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteConnection(db: Db, accountId: number): Promise<boolean> {
  const r = await db.deleteFrom('background_check_connections').where('account_id', '=', accountId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export interface CheckRow {
  check_id: number;
  account_id: number;
  ref_id: string;
  provider: BackgroundCheckProviderName;
  status: BackgroundCheckStatusColumn;
  result: BackgroundCheckResultColumn;
  package: string;
  candidate_ref: string;
  invitation_ref: string;
  invitation_url: string;
  report_ref: string;
  document_id: number | null;
  note: string;
  last_error: string;
  requested_by_user_id: number | null;
  requester_first_name: string | null;
  requester_last_name: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

function base(db: Db) {
  return db
    .selectFrom('background_checks as c')
    .leftJoin('users as u', 'u.user_id', 'c.requested_by_user_id')
    .select([
      'c.check_id',
      'c.account_id',
      'c.ref_id',
      'c.provider',
      'c.status',
      'c.result',
      'c.package',
      'c.candidate_ref',
      'c.invitation_ref',
      'c.invitation_url',
      'c.report_ref',
      'c.document_id',
      'c.note',
      'c.last_error',
      'c.requested_by_user_id',
      'u.first_name as requester_first_name',
      'u.last_name as requester_last_name',
      'c.created_at',
      'c.updated_at',
      'c.completed_at',
    ]);
}

export async function checksOf(db: Db, refId: string): Promise<CheckRow[]> {
  return base(db).where('c.ref_id', '=', refId).orderBy('c.created_at', 'desc').orderBy('c.check_id', 'desc').execute();
}

/** The check when it belongs to this application; undefined otherwise. */
export async function checkOf(
  db: Db,
  refId: string,
  checkId: number,
  forUpdate = false,
): Promise<CheckRow | undefined> {
  let query = base(db).where('c.ref_id', '=', refId).where('c.check_id', '=', checkId);
  if (forUpdate) query = query.forUpdate('c');
  return query.executeTakeFirst();
}

export async function checkById(db: Db, checkId: number, forUpdate = false): Promise<CheckRow | undefined> {
  let query = base(db).where('c.check_id', '=', checkId);
  if (forUpdate) query = query.forUpdate('c');
  return query.executeTakeFirst();
}

/** The company's provider check an event names: by its invitation, its report, or (a new report) its candidate. */
export async function checkOfProviderObject(
  db: Db,
  accountId: number,
  refs: { invitation?: string; report?: string; candidate?: string },
): Promise<CheckRow | undefined> {
  const conditions = [
    ['c.invitation_ref', refs.invitation],
    ['c.report_ref', refs.report],
    ['c.candidate_ref', refs.candidate],
  ] as const;
  for (const [column, value] of conditions) {
    if (!value) continue;
    const row = await base(db)
      .where('c.account_id', '=', accountId)
      .where('c.provider', '<>', 'manual')
      .where(column, '=', value)
      .orderBy('c.check_id', 'desc')
      .forUpdate('c')
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}

export async function insertCheck(
  db: Db,
  values: {
    account_id: number;
    ref_id: string;
    provider: BackgroundCheckProviderName;
    status: BackgroundCheckStatusColumn;
    package: string;
    requested_by_user_id: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('background_checks')
    .values({ ...values, updated_at: new Date() })
    .returning('check_id')
    .executeTakeFirstOrThrow();
  return row.check_id;
}

export type CheckChange = Partial<
  Pick<
    CheckRow,
    | 'status'
    | 'result'
    | 'candidate_ref'
    | 'invitation_ref'
    | 'invitation_url'
    | 'report_ref'
    | 'document_id'
    | 'note'
    | 'last_error'
    | 'completed_at'
  >
>;

export async function updateCheck(db: Db, checkId: number, change: CheckChange): Promise<void> {
  await db
    .updateTable('background_checks')
    .set({ ...change, updated_at: new Date() })
    .where('check_id', '=', checkId)
    .execute();
}

/** Whether the document is one of this application's. */
export async function documentOfApplication(db: Db, refId: string, documentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applicant_documents')
    .select('document_id')
    .where('ref_id', '=', refId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers a provider event; false when it was already applied (a replay). */
export async function rememberEvent(db: Db, accountId: number, eventId: string, eventType: string): Promise<boolean> {
  const row = await db
    .insertInto('background_check_webhook_events')
    .values({ account_id: accountId, event_id: eventId, event_type: eventType })
    .onConflict((oc) => oc.columns(['account_id', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function candidateOf(db: Db, refId: string) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select([
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.preferred_language',
      'j.title as job_title',
      'a.name as company_name',
    ])
    .where('t.ref_id', '=', refId)
    .executeTakeFirst();
}

/** The user_smartreq_id (the staff API's number) of an application. */
export async function applicationNumberOf(db: Db, refId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', refId)
    .executeTakeFirst();
  return row?.user_step_tracker_id;
}

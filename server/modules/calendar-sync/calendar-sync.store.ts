/** Interviewers' calendar connections and the interview events written into them (migration 0101). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CalendarConnectionStatus } from '../../db/schema/calendar-sync.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { SealedSecret } from '../../secrets/sealed-secret.ts';

export interface ConnectionRow {
  user_id: number;
  server_url: string;
  username: string;
  secret: SealedSecret;
  calendar_url: string;
  status: CalendarConnectionStatus;
  last_error: string;
  checked_at: Date | null;
}

const connectionColumns = [
  'user_id',
  'server_url',
  'username',
  'secret',
  'calendar_url',
  'status',
  'last_error',
  'checked_at',
] as const;

const secretContext = (userId: number) => sealContext('calendar_connections', 'secret', userId);

const sealed = (row: Omit<ConnectionRow, 'secret'> & { secret: string }): ConnectionRow => ({
  ...row,
  secret: SealedSecret.fromStored(row.secret, secretContext(row.user_id)),
});

export async function connectionOf(db: Db, userId: number): Promise<ConnectionRow | undefined> {
  const row = await db
    .selectFrom('calendar_connections')
    .select(connectionColumns)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && sealed(row);
}

export async function connectionsOf(db: Db, userIds: number[]): Promise<ConnectionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('calendar_connections')
    .select(connectionColumns)
    .where('user_id', 'in', userIds)
    .execute();
  return rows.map(sealed);
}

/** The connections of the company's staff (anyone with a role there). */
export async function connectionsOfAccount(db: Db, accountId: number): Promise<ConnectionRow[]> {
  const rows = await db
    .selectFrom('calendar_connections as c')
    .select(connectionColumns.map((c) => `c.${c}` as const))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'c.user_id')
          .where('r.account_id', '=', accountId),
      ),
    )
    .orderBy('c.user_id')
    .execute();
  return rows.map(sealed);
}

export async function saveConnection(
  db: Db,
  userId: number,
  given: { server_url: string; username: string; secret: string | SealedSecret },
): Promise<void> {
  const values = { ...given, secret: SealedSecret.toStored(given.secret, secretContext(userId)) };
  await db
    .insertInto('calendar_connections')
    .values({ user_id: userId, ...values, status: 'unchecked', updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        ...values,
        calendar_url: '',
        status: 'unchecked',
        last_error: '',
        checked_at: null,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function recordCheck(
  db: Db,
  userId: number,
  result: { ok: true; calendarUrl?: string } | { ok: false; reason: string },
): Promise<void> {
  await db
    .updateTable('calendar_connections')
    .set({
      status: result.ok ? 'connected' : 'failing',
      last_error: result.ok ? '' : result.reason.slice(0, 1000),
      checked_at: sql<Date>`now()`,
      ...(result.ok && result.calendarUrl ? { calendar_url: result.calendarUrl } : {}),
    })
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteConnection(db: Db, userId: number): Promise<boolean> {
  await db.deleteFrom('interview_calendar_events').where('user_id', '=', userId).execute();
  const r = await db.deleteFrom('calendar_connections').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

// ---- events ----

export async function eventsOfInterview(db: Db, interviewId: number) {
  return db
    .selectFrom('interview_calendar_events')
    .select(['user_id', 'event_url', 'state', 'last_error'])
    .where('interview_id', '=', interviewId)
    .execute();
}

export async function saveEvent(
  db: Db,
  interviewId: number,
  userId: number,
  values: { event_url?: string; state: 'pending' | 'synced' | 'failing'; last_error: string },
): Promise<void> {
  await db
    .insertInto('interview_calendar_events')
    .values({ interview_id: interviewId, user_id: userId, ...values, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['interview_id', 'user_id']).doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function deleteEventRow(db: Db, interviewId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('interview_calendar_events')
    .where('interview_id', '=', interviewId)
    .where('user_id', '=', userId)
    .execute();
}

export async function failingEventCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('interview_calendar_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 'failing')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per interview, the calendar failures of its panel (for the interview's page). */
export async function eventProblems(db: Db, interviewIds: number[]) {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom('interview_calendar_events as e')
    .innerJoin('users as u', 'u.user_id', 'e.user_id')
    .select(['e.interview_id', 'e.user_id', 'u.first_name', 'u.last_name', 'e.last_error'])
    .where('e.interview_id', 'in', interviewIds)
    .where('e.state', '=', 'failing')
    .execute();
}

export async function meetingBaseUrl(db: Db, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select('meeting_base_url')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.meeting_base_url ?? '';
}

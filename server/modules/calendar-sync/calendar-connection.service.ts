/**
 * An interviewer's own calendar connection: read (never the secret), save and test, test again,
 * disconnect. Saving always keeps what was typed and tests it at once, so the answer shows the
 * calendars found or the server's reason. Each change is audited.
 */
import type { CalendarConnection, CalendarTest, SaveCalendarConnection } from '../../../contracts/calendar-sync.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { CalendarError, listCalendars, type CalendarCredentials } from '../../integrations/calendar/caldav.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './calendar-sync.store.ts';

export const credentialsOf = (row: store.ConnectionRow): CalendarCredentials => ({
  serverUrl: row.server_url,
  username: row.username,
  secret: row.secret.reveal(),
});

async function view(db: Db, userId: number): Promise<CalendarConnection> {
  const row = await store.connectionOf(db, userId);
  if (!row)
    return {
      connected: false,
      server_url: '',
      username: '',
      status: 'unchecked',
      last_error: '',
      checked_at: null,
      calendar_name: '',
      failing_events: 0,
    };
  return {
    connected: true,
    server_url: row.server_url,
    username: row.username,
    status: row.status,
    last_error: row.last_error,
    checked_at: row.checked_at ? new Date(row.checked_at).toISOString() : null,
    calendar_name: row.calendar_url
      ? decodeURIComponent(new URL(row.calendar_url).pathname.split('/').filter(Boolean).pop() ?? '')
      : '',
    failing_events: await store.failingEventCount(db, userId),
  };
}

export async function getConnection(db: Db, viewer: LoadedUser): Promise<CalendarConnection> {
  return view(db, viewer.user_id);
}

/** Tests a saved connection and records how it went; the first calendar that takes events is where interviews go. */
export async function checkConnection(
  db: Db,
  row: store.ConnectionRow,
): Promise<{ ok: boolean; reason: string; names: string[] }> {
  try {
    const calendars = await listCalendars(credentialsOf(row));
    const keep = calendars.find((c) => c.url === row.calendar_url) ?? calendars[0]!;
    await store.recordCheck(db, row.user_id, { ok: true, calendarUrl: keep.url });
    return { ok: true, reason: '', names: calendars.map((c) => c.displayName) };
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    await store.recordCheck(db, row.user_id, { ok: false, reason: error.message });
    return { ok: false, reason: error.message, names: [] };
  }
}

async function tested(db: Db, userId: number): Promise<CalendarTest> {
  const row = (await store.connectionOf(db, userId))!;
  const result = await checkConnection(db, row);
  return {
    ok: result.ok,
    reason: result.reason,
    calendars: result.names.map((display_name) => ({ display_name })),
    connection: await view(db, userId),
  };
}

export async function saveConnection(db: Db, viewer: LoadedUser, body: SaveCalendarConnection): Promise<CalendarTest> {
  const existing = await store.connectionOf(db, viewer.user_id);
  // The saved password goes only to the server it was typed for.
  const keepsSecret = body.password === '' && existing !== undefined && existing.server_url === body.server_url;
  if (body.password === '' && !keepsSecret) {
    const message = 'Enter the password or app token.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'password', message }]);
  }
  await db.transaction().execute(async (trx) => {
    await store.saveConnection(trx, viewer.user_id, {
      server_url: body.server_url,
      username: body.username,
      secret: keepsSecret ? existing.secret : body.password,
    });
    await audit(trx, {
      event: existing ? 'calendar_connection_changed' : 'calendar_connected',
      actorUserId: viewer.user_id,
      subjectUserId: viewer.user_id,
      details: { server_url: body.server_url, username: body.username },
    });
  });
  return tested(db, viewer.user_id);
}

export async function testConnection(db: Db, viewer: LoadedUser): Promise<CalendarTest> {
  if (!(await store.connectionOf(db, viewer.user_id))) {
    const message = 'Connect a calendar first.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'server_url', message }]);
  }
  return tested(db, viewer.user_id);
}

export async function disconnect(db: Db, viewer: LoadedUser): Promise<{ ok: true }> {
  await db.transaction().execute(async (trx) => {
    if (await store.deleteConnection(trx, viewer.user_id))
      await audit(trx, { event: 'calendar_disconnected', actorUserId: viewer.user_id, subjectUserId: viewer.user_id });
  });
  return { ok: true };
}

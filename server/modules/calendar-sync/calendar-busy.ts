/**
 * The busy times in interviewers' own calendars, for scheduling to set beside Assay's interviews
 * (busyOf). A calendar that cannot be read makes nobody busy: the booking goes ahead on what
 * Assay knows, and the failure is recorded on the connection for settings to show. The
 * interview being scheduled is not busy with itself (its own event, by UID, is left out).
 */
import type { Db } from '../../db/database.ts';
import { busyTimes, CalendarError } from '../../integrations/calendar/caldav.ts';
import { credentialsOf } from './calendar-connection.service.ts';
import * as store from './calendar-sync.store.ts';

export interface CalendarBusy {
  userId: number;
  start: number;
  end: number;
}

export const eventUid = (interviewUuid: string) => `${interviewUuid}@assay`;

export async function calendarBusyOf(
  db: Db,
  userIds: number[],
  from: Date,
  to: Date,
  exceptInterviewUuid?: string,
): Promise<CalendarBusy[]> {
  const connections = await store.connectionsOf(db, userIds);
  if (connections.length === 0) return [];
  const zones = new Map(
    (
      await db
        .selectFrom('interviewer_profiles')
        .select(['user_id', 'time_zone'])
        .where(
          'user_id',
          'in',
          connections.map((c) => c.user_id),
        )
        .execute()
    ).map((p) => [p.user_id, p.time_zone]),
  );
  const skip = exceptInterviewUuid ? eventUid(exceptInterviewUuid) : undefined;
  const results = await Promise.all(
    connections.map(async (c) => {
      try {
        const spans = await busyTimes(credentialsOf(c), from, to, zones.get(c.user_id) ?? 'UTC');
        if (c.status !== 'connected') await store.recordCheck(db, c.user_id, { ok: true });
        return spans.filter((s) => s.uid !== skip).map((s) => ({ userId: c.user_id, start: s.start, end: s.end }));
      } catch (error) {
        if (!(error instanceof CalendarError)) throw error;
        await store.recordCheck(db, c.user_id, { ok: false, reason: error.message });
        return [];
      }
    }),
  );
  return results.flat();
}

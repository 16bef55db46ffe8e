/**
 * An interviewer's own availability and profile. Only the signed-in user's: there is no way to
 * name someone else. Hours that overlap on one weekday (or one exception date) are refused with
 * the field named, so what is saved is what the slot computation reads.
 */
import type { Availability, MyProfile, SaveAvailability, SaveMyProfile } from '../../../contracts/staff-interviews.ts';
import { fromMinutes, toMinutes } from '../../../contracts/interview-scheduling-common.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './interview-scheduling.store.ts';
import * as views from './interview-views.store.ts';
import { staffInterviews } from './interview-views.ts';

const UPCOMING_SHOWN = 10;

function toAvailability(rows: store.AvailabilityRows): Availability {
  const exceptions = new Map<string, { start: string; end: string }[]>();
  for (const e of rows.exceptions) {
    const hours = exceptions.get(e.on_date) ?? [];
    if (e.start_minute !== null && e.end_minute !== null)
      hours.push({ start: fromMinutes(e.start_minute), end: fromMinutes(e.end_minute) });
    exceptions.set(e.on_date, hours);
  }
  return {
    time_zone: rows.time_zone,
    weekly: rows.weekly.map((w) => ({
      weekday: w.weekday,
      start: fromMinutes(w.start_minute),
      end: fromMinutes(w.end_minute),
    })),
    exceptions: [...exceptions].map(([date, hours]) => ({ date, hours })),
  };
}

export async function getAvailability(db: Db, user: LoadedUser): Promise<Availability> {
  return toAvailability((await store.availabilityOf(db, [user.user_id])).get(user.user_id)!);
}

function overlapping(spans: { start: number; end: number }[]): number {
  const order = spans.map((s, i) => ({ ...s, i })).sort((a, b) => a.start - b.start);
  for (let k = 1; k < order.length; k++) if (order[k]!.start < order[k - 1]!.end) return order[k]!.i;
  return -1;
}

export async function saveAvailability(db: Db, user: LoadedUser, body: SaveAvailability): Promise<Availability> {
  const errors: { prop: string; message: string }[] = [];
  const weekly = body.weekly.map((w) => ({ weekday: w.weekday, start: toMinutes(w.start), end: toMinutes(w.end) }));
  for (let day = 1; day <= 7; day++) {
    const indexes = weekly.flatMap((w, i) => (w.weekday === day ? [i] : []));
    const clash = overlapping(indexes.map((i) => weekly[i]!));
    if (clash >= 0)
      errors.push({
        prop: `weekly.${indexes[clash]}.start`,
        message: 'These hours overlap other hours of the same day',
      });
  }
  const seen = new Set<string>();
  body.exceptions.forEach((e, i) => {
    if (seen.has(e.date)) errors.push({ prop: `exceptions.${i}.date`, message: 'This date is already listed' });
    seen.add(e.date);
    if (
      Number.isNaN(Date.parse(`${e.date}T00:00:00Z`)) ||
      new Date(`${e.date}T00:00:00Z`).toISOString().slice(0, 10) !== e.date
    )
      errors.push({ prop: `exceptions.${i}.date`, message: 'Enter a real date' });
    const clash = overlapping(e.hours.map((h) => ({ start: toMinutes(h.start), end: toMinutes(h.end) })));
    if (clash >= 0)
      errors.push({
        prop: `exceptions.${i}.hours.${clash}.start`,
        message: 'These hours overlap other hours of the same day',
      });
  });
  if (errors.length) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  await db.transaction().execute(async (trx) => {
    await store.replaceAvailability(trx, user.user_id, {
      time_zone: body.time_zone,
      weekly,
      exceptions: body.exceptions.flatMap((e): { date: string; start: number | null; end: number | null }[] =>
        e.hours.length === 0
          ? [{ date: e.date, start: null, end: null }]
          : e.hours.map((h) => ({ date: e.date, start: toMinutes(h.start), end: toMinutes(h.end) })),
      ),
    });
  });
  return getAvailability(db, user);
}

export async function getProfile(db: Db, user: LoadedUser): Promise<MyProfile> {
  const [basics] = await store.userBasics(db, [user.user_id]);
  const rows = (await store.availabilityOf(db, [user.user_id])).get(user.user_id)!;
  const upcoming = await views.upcomingOfInterviewer(db, user.user_id, UPCOMING_SHOWN);
  return {
    user_id: user.user_id,
    first_name: basics!.first_name,
    last_name: basics!.last_name,
    email: basics!.email,
    time_zone: rows.time_zone,
    meeting_url: rows.meeting_url,
    upcoming_count: upcoming.count,
    upcoming: await staffInterviews(db, upcoming.ids),
  };
}

export async function saveProfile(db: Db, user: LoadedUser, body: SaveMyProfile): Promise<MyProfile> {
  await db.transaction().execute((trx) => store.saveProfile(trx, user.user_id, body));
  return getProfile(db, user);
}

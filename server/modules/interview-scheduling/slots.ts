/**
 * Free interview slots, as a pure function: the times when every interviewer on the panel is
 * available (their weekly hours in their own time zone, with date exceptions), minus what any of
 * them already has booked, long enough for the interview, inside a window. Local hours are turned
 * into instants with Temporal, so a 09:00-17:00 day stays 09:00-17:00 on the wall clock across a
 * daylight-saving change (that day is an hour shorter or longer), and a local time that does not
 * exist (the spring-forward gap) is moved later, never dropped silently into the wrong hour.
 */
import { Temporal } from '@js-temporal/polyfill';

/** Minutes from local midnight; end is exclusive and may be 1440 (midnight of the next day). */
export interface LocalHours {
  start: number;
  end: number;
}

export interface WeeklyHours extends LocalHours {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
}

export interface DateException {
  /** YYYY-MM-DD in the interviewer's time zone. */
  date: string;
  /** Empty: not available that day; otherwise these hours replace the weekly ones. */
  hours: LocalHours[];
}

export interface InterviewerAvailability {
  userId: number;
  timeZone: string;
  weekly: WeeklyHours[];
  exceptions: DateException[];
}

/** A span of time as epoch milliseconds, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface Busy extends Span {
  userId: number;
}

export interface SlotQuery {
  panel: InterviewerAvailability[];
  busy: Busy[];
  durationMinutes: number;
  /** Slots start on multiples of this many minutes (UTC minutes; every zone offset is a multiple of 15). */
  stepMinutes: number;
  window: Span;
}

const MINUTE = 60_000;

/** The instant of a local wall-clock time in a zone; minute 1440 is the next day's midnight. */
export function localToInstant(date: Temporal.PlainDate, minute: number, timeZone: string): number {
  const day = minute >= 1440 ? date.add({ days: 1 }) : date;
  const m = minute >= 1440 ? minute - 1440 : minute;
  const local = day.toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 });
  return local.toZonedDateTime(timeZone, { disambiguation: 'later' }).epochMilliseconds;
}

/** The local date of an instant in a zone. */
export function localDate(epochMs: number, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** Merges overlapping or touching spans; the answer is sorted. */
export function normalize(spans: Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** Both sorted and normalized. */
export function intersect(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.start, b[j]!.start);
    const end = Math.min(a[i]!.end, b[j]!.end);
    if (end > start) out.push({ start, end });
    if (a[i]!.end < b[j]!.end) i++;
    else j++;
  }
  return out;
}

/** `a` minus `b`; both sorted and normalized. */
export function subtract(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  let j = 0;
  for (const span of a) {
    let start = span.start;
    while (j < b.length && b[j]!.end <= start) j++;
    let k = j;
    while (k < b.length && b[k]!.start < span.end) {
      if (b[k]!.start > start) out.push({ start, end: b[k]!.start });
      start = Math.max(start, b[k]!.end);
      k++;
    }
    if (start < span.end) out.push({ start, end: span.end });
  }
  return out;
}

/** One interviewer's available spans over the window, as instants. */
export function availableSpans(person: InterviewerAvailability, window: Span): Span[] {
  const exceptions = new Map(person.exceptions.map((e) => [e.date, e.hours]));
  // A local day can reach into the window from either side of it (zones run from -12 to +14 hours).
  let day = localDate(window.start, person.timeZone).subtract({ days: 1 });
  const last = localDate(window.end, person.timeZone).add({ days: 1 });
  const spans: Span[] = [];
  while (Temporal.PlainDate.compare(day, last) <= 0) {
    const hours = exceptions.get(day.toString()) ?? person.weekly.filter((w) => w.weekday === day.dayOfWeek);
    for (const h of hours) {
      spans.push({
        start: localToInstant(day, h.start, person.timeZone),
        end: localToInstant(day, h.end, person.timeZone),
      });
    }
    day = day.add({ days: 1 });
  }
  return intersect(normalize(spans), [window]);
}

/** The panel's common free time: everyone available, nobody busy. */
export function commonFreeSpans(query: Pick<SlotQuery, 'panel' | 'busy' | 'window'>): Span[] {
  if (query.panel.length === 0) return [];
  let common: Span[] = [query.window];
  for (const person of query.panel) common = intersect(common, availableSpans(person, query.window));
  const panelIds = new Set(query.panel.map((p) => p.userId));
  const busy = normalize(query.busy.filter((b) => panelIds.has(b.userId)).map(({ start, end }) => ({ start, end })));
  return subtract(common, busy);
}

/** Start instants of every slot of the duration that fits the panel's common free time. */
export function freeSlots(query: SlotQuery): Span[] {
  const duration = query.durationMinutes * MINUTE;
  const step = query.stepMinutes * MINUTE;
  const slots: Span[] = [];
  for (const span of commonFreeSpans(query)) {
    for (let start = Math.ceil(span.start / step) * step; start + duration <= span.end; start += step) {
      slots.push({ start, end: start + duration });
    }
  }
  return slots;
}

/** Whether an IANA zone name is known to this runtime. */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    Temporal.Now.instant().toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The busy times in calendar data a CalDAV server returned: each VEVENT's start and end as
 * instants. The server was asked to expand recurrences (RFC 4791 `expand`), so repeated events
 * arrive as their instances. Times in UTC, with a TZID (converted with Temporal) and all-day dates
 * (midnight to midnight in `defaultZone`) are read; a floating time is read in `defaultZone`.
 * Transparent and cancelled events do not make anyone busy.
 */
import { Temporal } from '@js-temporal/polyfill';

export interface BusySpan {
  uid: string;
  start: number;
  end: number;
}

interface Property {
  params: Record<string, string>;
  value: string;
}

function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

function parseLine(line: string): [string, Property] | undefined {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  if (colon < 0) return undefined;
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return [name!.toUpperCase(), { params, value: line.slice(colon + 1) }];
}

function instant(prop: Property, defaultZone: string): { ms: number; allDay: boolean } | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(prop.value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, z] = m;
  const date = { year: Number(y), month: Number(mo), day: Number(d) };
  if (h === undefined) {
    const zoned = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: defaultZone });
    return { ms: zoned.epochMilliseconds, allDay: true };
  }
  const time = { hour: Number(h), minute: Number(mi), second: Number(s) };
  if (z)
    return { ms: Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second), allDay: false };
  let zone = prop.params.TZID ?? defaultZone;
  try {
    Temporal.Now.instant().toZonedDateTimeISO(zone);
  } catch {
    zone = defaultZone;
  }
  const local = Temporal.PlainDateTime.from({ ...date, ...time });
  return { ms: local.toZonedDateTime(zone, { disambiguation: 'later' }).epochMilliseconds, allDay: false };
}

function durationMs(value: string): number | undefined {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [, sign, w, d, h, mi, s] = m;
  const ms =
    ((Number(w ?? 0) * 7 + Number(d ?? 0)) * 86_400 + Number(h ?? 0) * 3600 + Number(mi ?? 0) * 60 + Number(s ?? 0)) *
    1000;
  return sign === '-' ? -ms : ms;
}

/** The busy spans of every event in one calendar object's text. */
export function busySpans(ics: string, defaultZone = 'UTC'): BusySpan[] {
  const spans: BusySpan[] = [];
  let event: Map<string, Property> | undefined;
  let depth = 0;
  for (const line of unfold(ics)) {
    const parsed = parseLine(line);
    if (!parsed) continue;
    const [name, prop] = parsed;
    if (name === 'BEGIN') {
      if (prop.value.toUpperCase() === 'VEVENT' && !event) {
        event = new Map();
        depth = 0;
      } else if (event) depth++;
      continue;
    }
    if (name === 'END' && event) {
      if (depth > 0) {
        depth--;
        continue;
      }
      const span = spanOf(event, defaultZone);
      if (span) spans.push(span);
      event = undefined;
      continue;
    }
    // Properties of an alarm inside the event are not the event's.
    if (event && depth === 0 && !event.has(name)) event.set(name, prop);
  }
  return spans;
}

function spanOf(event: Map<string, Property>, defaultZone: string): BusySpan | undefined {
  if (event.get('TRANSP')?.value.trim().toUpperCase() === 'TRANSPARENT') return undefined;
  if (event.get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED') return undefined;
  const startProp = event.get('DTSTART');
  const start = startProp && instant(startProp, defaultZone);
  if (!start) return undefined;
  const endProp = event.get('DTEND');
  const duration = event.get('DURATION');
  let end = endProp ? instant(endProp, defaultZone)?.ms : undefined;
  if (end === undefined && duration) {
    const ms = durationMs(duration.value);
    if (ms !== undefined) end = start.ms + ms;
  }
  // RFC 5545: with neither, an all-day event lasts the day and a timed one is an instant.
  end ??= start.allDay ? start.ms + 86_400_000 : start.ms;
  if (end <= start.ms) return undefined;
  return { uid: event.get('UID')?.value.trim() ?? '', start: start.ms, end };
}

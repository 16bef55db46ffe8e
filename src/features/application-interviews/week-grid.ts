/**
 * The panel's week as a calendar (D412): the panel's availability read turned into what the week
 * grid draws, in the zone being scheduled in. Each local day of the week holds, per interviewer,
 * the hours they set as available and their busy times (Assay's interviews and their own
 * calendar's busy times, D371), as the minutes the day's clock shows (also on a daylight-saving
 * change day); the times everyone is free
 * for the whole duration, as the slot starts the recruiter picks; and the stretches those slots
 * cover, drawn as one band. Pure, so the grid's arithmetic is tested without a browser.
 */
import type { PanelAvailability } from '../../../contracts/application-scheduling.ts';
import { localDay, zonedToInstant } from '../../lib/time-zones.ts';

export interface Block {
  /** The local clock's minutes (10:00 is 600), which on a daylight-saving change day are not the minutes elapsed. */
  start: number;
  end: number;
  starts_at: string;
  ends_at: string;
}
export interface GridSlot {
  starts_at: string;
  ends_at: string;
  /** The local clock's minutes at the slot's start. */
  start: number;
}
export interface GridDay {
  day: string;
  people: { user_id: number; available: Block[]; busy: Block[] }[];
  slots: GridSlot[];
  /** The stretches everyone is free (the slots merged), for the band behind the slot buttons. */
  free: Block[];
}
export interface WeekGrid {
  days: GridDay[];
  /** The hours drawn, in minutes from midnight: whole hours around everything the week holds. */
  from: number;
  to: number;
}

const DAY_MINUTES = 24 * 60;
/** Drawn when the week holds nothing earlier or later. */
const DEFAULT_FROM = 9 * 60;
const DEFAULT_TO = 17 * 60;

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of a local day's week (weeks start on Monday, as ISO weeks and most calendars). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The instant a local day starts in the zone. */
export const dayStart = (day: string, zone: string): number => Date.parse(zonedToInstant(day, '00:00', zone));

interface Span {
  starts_at: string;
  ends_at: string;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/**
 * An instant within a local day as the minutes its clock shows there (10:00 is 600), not the minutes
 * elapsed since midnight: on a daylight-saving change day those differ by an hour after the change,
 * and the axis is labelled by the clock. The day's end (the next midnight) is 24:00. In the hour a
 * fall-back change repeats, both passes show the same minutes (drawn over each other).
 */
function clockMinutes(instant: number, zone: string, dayEnd: number): number {
  if (instant >= dayEnd) return DAY_MINUTES;
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(zone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** The part of a span within a local day, in its clock's minutes; none when they do not meet. */
function clip(span: Span, start: number, end: number, zone: string): Block | null {
  const s = Math.max(Date.parse(span.starts_at), start);
  const e = Math.min(Date.parse(span.ends_at), end);
  if (e <= s) return null;
  const first = clockMinutes(s, zone, end);
  const last = clockMinutes(e, zone, end);
  return {
    start: first,
    // Ending in the repeated hour's second pass, the clock went back: count on from the start.
    end: last >= first ? last : Math.min(DAY_MINUTES, first + Math.round((e - s) / 60_000)),
    starts_at: new Date(s).toISOString(),
    ends_at: new Date(e).toISOString(),
  };
}

const within = (spans: Span[], start: number, end: number, zone: string) =>
  spans.map((s) => clip(s, start, end, zone)).filter((b): b is Block => b !== null);

/** Overlapping or touching blocks as one. */
export function merge(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const b of [...blocks].sort((x, y) => x.start - y.start)) {
    const last = out.at(-1);
    if (last && b.start <= last.end) {
      if (b.end > last.end) out[out.length - 1] = { ...last, end: b.end, ends_at: b.ends_at };
    } else out.push({ ...b });
  }
  return out;
}

export function buildWeekGrid(data: PanelAvailability, monday: string, zone: string): WeekGrid {
  const days = weekDays(monday).map((day): GridDay => {
    const start = dayStart(day, zone);
    const end = dayStart(addDays(day, 1), zone);
    const slots = data.slots
      .filter((s) => localDay(s.starts_at, zone) === day)
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
      .map((s) => ({ ...s, start: clockMinutes(Date.parse(s.starts_at), zone, end) }));
    return {
      day,
      people: data.people.map((p) => ({
        user_id: p.user_id,
        available: merge(within(p.available, start, end, zone)),
        busy: merge(within(p.busy, start, end, zone)),
      })),
      slots,
      free: merge(within(slots, start, end, zone)),
    };
  });
  const starts: number[] = [];
  const ends: number[] = [];
  for (const d of days)
    for (const b of [...d.people.flatMap((p) => [...p.available, ...p.busy]), ...d.free]) {
      starts.push(b.start);
      ends.push(b.end);
    }
  const from = Math.floor(Math.min(DEFAULT_FROM, ...starts) / 60) * 60;
  const to = Math.min(DAY_MINUTES, Math.ceil(Math.max(DEFAULT_TO, ...ends) / 60) * 60);
  return { days, from, to };
}

/**
 * Where the arrow keys go among the slot buttons: up and down within a day, left and right to the
 * nearest time of the day before or after that has any, Home and End to the day's first and last.
 */
export function nextSlot(days: GridDay[], current: string, key: string): string | undefined {
  const d = days.findIndex((day) => day.slots.some((s) => s.starts_at === current));
  if (d < 0) return undefined;
  const slots = days[d]!.slots;
  const i = slots.findIndex((s) => s.starts_at === current);
  if (key === 'ArrowDown') return slots[i + 1]?.starts_at;
  if (key === 'ArrowUp') return slots[i - 1]?.starts_at;
  if (key === 'Home') return slots[0]?.starts_at;
  if (key === 'End') return slots.at(-1)?.starts_at;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  const step = key === 'ArrowRight' ? 1 : -1;
  for (let j = d + step; j >= 0 && j < days.length; j += step) {
    const other = days[j]!.slots;
    if (other.length === 0) continue;
    const minute = slots[i]!.start;
    return other.reduce((best, s) => (Math.abs(s.start - minute) < Math.abs(best.start - minute) ? s : best)).starts_at;
  }
  return undefined;
}

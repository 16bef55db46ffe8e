import { describe, expect, it } from 'vitest';
import { buildWeekGrid, nextSlot, weekDays, weekStartOf } from './week-grid.ts';

const ZONE = 'America/Chicago'; // UTC-6 in January
const span = (starts_at: string, ends_at: string) => ({ starts_at, ends_at });
const person = (user_id: number, available: ReturnType<typeof span>[], busy: ReturnType<typeof span>[]) => ({
  user_id,
  first_name: 'P',
  last_name: String(user_id),
  time_zone: ZONE,
  available,
  busy,
});
/** Slots of 60 minutes starting at the given instants. */
const slots = (...starts: string[]) => starts.map((s) => span(s, new Date(Date.parse(s) + 3_600_000).toISOString()));

describe('the week grid’s arithmetic', () => {
  it('given any day, then its week runs Monday to Sunday', () => {
    expect(weekStartOf('2030-01-09')).toBe('2030-01-07');
    expect(weekStartOf('2030-01-13')).toBe('2030-01-07');
    expect(weekStartOf('2030-01-07')).toBe('2030-01-07');
    expect(weekDays('2029-12-31')).toEqual([
      '2029-12-31',
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
      '2030-01-05',
      '2030-01-06',
    ]);
  });

  it('given the panel in UTC instants, then each local day holds their hours, busy times and the free slots in minutes from its midnight', () => {
    const grid = buildWeekGrid(
      {
        people: [
          // Monday 09:00-17:00 in Chicago; busy 10:00-11:00 there.
          person(
            1,
            [span('2030-01-07T15:00:00Z', '2030-01-07T23:00:00Z')],
            [span('2030-01-07T16:00:00Z', '2030-01-07T17:00:00Z')],
          ),
          // Busy from Tuesday 23:00 to Wednesday 01:00 in Chicago: drawn on both days.
          person(2, [], [span('2030-01-09T05:00:00Z', '2030-01-09T07:00:00Z')]),
        ],
        slots: slots('2030-01-07T15:00:00Z', '2030-01-07T15:30:00Z', '2030-01-07T17:00:00Z'),
      },
      '2030-01-07',
      ZONE,
    );
    expect(grid.days.map((d) => d.day)).toEqual(weekDays('2030-01-07'));
    const monday = grid.days[0]!;
    expect(monday.people[0]!.available.map((b) => [b.start, b.end])).toEqual([[9 * 60, 17 * 60]]);
    expect(monday.people[0]!.busy.map((b) => [b.start, b.end])).toEqual([[10 * 60, 11 * 60]]);
    expect(monday.slots.map((s) => s.start)).toEqual([9 * 60, 9 * 60 + 30, 11 * 60]);
    // The overlapping slots are one free stretch; the one after the busy hour another.
    expect(monday.free.map((b) => [b.start, b.end])).toEqual([
      [9 * 60, 10 * 60 + 30],
      [11 * 60, 12 * 60],
    ]);
    expect(grid.days[1]!.people[1]!.busy.map((b) => [b.start, b.end])).toEqual([[23 * 60, 24 * 60]]);
    expect(grid.days[2]!.people[1]!.busy.map((b) => [b.start, b.end])).toEqual([[0, 60]]);
    // The hours drawn reach from midnight (Wednesday's busy hour) to midnight (Tuesday's).
    expect([grid.from, grid.to]).toEqual([0, 24 * 60]);
  });

  it('given an ordinary week, then the hours drawn are whole hours around what it holds, 9 to 5 at least', () => {
    const quiet = buildWeekGrid({ people: [person(1, [], [])], slots: [] }, '2030-01-07', ZONE);
    expect([quiet.from, quiet.to]).toEqual([9 * 60, 17 * 60]);
    const early = buildWeekGrid(
      { people: [person(1, [], [span('2030-01-08T13:15:00Z', '2030-01-08T13:45:00Z')])], slots: [] },
      '2030-01-07',
      ZONE,
    );
    expect([early.from, early.to]).toEqual([7 * 60, 17 * 60]);
  });

  it('given the arrow keys, then up and down stay in the day, left and right go to the nearest time of a day that has any', () => {
    const grid = buildWeekGrid(
      {
        people: [],
        slots: slots('2030-01-07T15:00:00Z', '2030-01-07T18:00:00Z', '2030-01-09T17:30:00Z', '2030-01-09T20:00:00Z'),
      },
      '2030-01-07',
      ZONE,
    );
    const monday9 = '2030-01-07T15:00:00Z';
    expect(nextSlot(grid.days, monday9, 'ArrowDown')).toBe('2030-01-07T18:00:00Z');
    expect(nextSlot(grid.days, monday9, 'ArrowUp')).toBeUndefined();
    expect(nextSlot(grid.days, monday9, 'End')).toBe('2030-01-07T18:00:00Z');
    // Tuesday has none: Wednesday's 11:30 is nearest Monday's 12:00.
    expect(nextSlot(grid.days, '2030-01-07T18:00:00Z', 'ArrowRight')).toBe('2030-01-09T17:30:00Z');
    expect(nextSlot(grid.days, '2030-01-09T20:00:00Z', 'ArrowLeft')).toBe('2030-01-07T18:00:00Z');
    expect(nextSlot(grid.days, '2030-01-09T20:00:00Z', 'ArrowRight')).toBeUndefined();
    expect(nextSlot(grid.days, monday9, 'Enter')).toBeUndefined();
  });

  it('given a daylight-saving change day in Chicago, then blocks after the change sit at the hours their clock shows', () => {
    // Sunday 10 March 2030 springs forward at 02:00 (UTC-6 to UTC-5): 09:00 is 14:00 UTC.
    const spring = buildWeekGrid(
      {
        people: [
          person(
            1,
            [span('2030-03-10T14:00:00Z', '2030-03-10T22:00:00Z')],
            [span('2030-03-10T15:00:00Z', '2030-03-10T16:00:00Z')],
          ),
          // Busy from 01:00 (before the change) to 04:00 (after it): two hours elapsed, drawn 1 to 4.
          person(2, [], [span('2030-03-10T07:00:00Z', '2030-03-10T09:00:00Z')]),
        ],
        slots: slots('2030-03-10T14:00:00Z'),
      },
      '2030-03-04',
      ZONE,
    );
    const sunday = spring.days[6]!;
    expect(sunday.day).toBe('2030-03-10');
    expect(sunday.people[0]!.available.map((b) => [b.start, b.end])).toEqual([[9 * 60, 17 * 60]]);
    expect(sunday.people[0]!.busy.map((b) => [b.start, b.end])).toEqual([[10 * 60, 11 * 60]]);
    expect(sunday.people[1]!.busy.map((b) => [b.start, b.end])).toEqual([[60, 4 * 60]]);
    expect(sunday.slots.map((s) => s.start)).toEqual([9 * 60]);
    expect(sunday.free.map((b) => [b.start, b.end])).toEqual([[9 * 60, 10 * 60]]);

    // Sunday 3 November 2030 falls back at 02:00 (UTC-5 to UTC-6): 09:00 is 15:00 UTC; a busy time
    // from 01:30 to 01:15 the second time round lasts its 45 minutes.
    const autumn = buildWeekGrid(
      {
        people: [
          person(
            1,
            [span('2030-11-03T15:00:00Z', '2030-11-03T23:00:00Z')],
            [span('2030-11-03T06:30:00Z', '2030-11-03T07:15:00Z')],
          ),
        ],
        slots: slots('2030-11-03T16:00:00Z'),
      },
      '2030-10-28',
      ZONE,
    );
    const fallBack = autumn.days[6]!;
    expect(fallBack.people[0]!.available.map((b) => [b.start, b.end])).toEqual([[9 * 60, 17 * 60]]);
    expect(fallBack.people[0]!.busy.map((b) => [b.start, b.end])).toEqual([[90, 135]]);
    expect(fallBack.slots.map((s) => s.start)).toEqual([10 * 60]);
    expect(autumn.to).toBe(17 * 60);
  });
});

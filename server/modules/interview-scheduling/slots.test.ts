import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Temporal } from '@js-temporal/polyfill';
import {
  availableSpans,
  commonFreeSpans,
  freeSlots,
  intersect,
  isTimeZone,
  localToInstant,
  normalize,
  subtract,
  type InterviewerAvailability,
  type Span,
} from './slots.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const H = (h: number, m = 0) => h * 60 + m;
const weekdays = (start: number, end: number) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
const person = (
  userId: number,
  timeZone: string,
  weekly = weekdays(H(9), H(17)),
  exceptions: InterviewerAvailability['exceptions'] = [],
): InterviewerAvailability => ({
  userId,
  timeZone,
  weekly,
  exceptions,
});

describe('span arithmetic', () => {
  it('given overlapping and touching spans, when normalized, then they merge into sorted disjoint spans', () => {
    expect(
      normalize([
        { start: 5, end: 8 },
        { start: 1, end: 3 },
        { start: 3, end: 4 },
        { start: 7, end: 9 },
        { start: 10, end: 10 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 9 },
    ]);
  });
  it('given two lists, when intersected and subtracted, then only the shared and the remaining parts are left', () => {
    const a = [
      { start: 0, end: 10 },
      { start: 20, end: 30 },
    ];
    const b = [{ start: 5, end: 25 }];
    expect(intersect(a, b)).toEqual([
      { start: 5, end: 10 },
      { start: 20, end: 25 },
    ]);
    expect(subtract(a, b)).toEqual([
      { start: 0, end: 5 },
      { start: 25, end: 30 },
    ]);
    expect(
      subtract(a, [
        { start: 2, end: 3 },
        { start: 4, end: 6 },
        { start: 29, end: 40 },
      ]),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 4 },
      { start: 6, end: 10 },
      { start: 20, end: 29 },
    ]);
  });
  it('for any lists, a minus b shares nothing with b and with a∩b makes up a', () => {
    const spans = fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 60 }))
        .map(([s, l]) => ({ start: s, end: s + l })),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(spans, spans, (rawA, rawB) => {
        const a = normalize(rawA);
        const b = normalize(rawB);
        const rest = subtract(a, b);
        expect(intersect(rest, b)).toEqual([]);
        expect(normalize([...rest, ...intersect(a, b)])).toEqual(a);
      }),
    );
  });
});

describe('one interviewer across daylight-saving changes', () => {
  it('given 09:00-17:00 in New York, when the clocks spring forward (Sunday 8 March 2026), then Monday is still 09:00-17:00 local: 13:00-21:00 UTC, not 14:00-22:00', () => {
    const spans = availableSpans(person(1, 'America/New_York'), {
      start: at('2026-03-06T00:00:00Z'),
      end: at('2026-03-10T00:00:00Z'),
    });
    expect(spans.map((s) => [iso(s.start), iso(s.end)])).toEqual([
      ['2026-03-06T14:00:00.000Z', '2026-03-06T22:00:00.000Z'],
      ['2026-03-09T13:00:00.000Z', '2026-03-09T21:00:00.000Z'],
    ]);
  });
  it('given 09:00-17:00 in Paris, when the clocks fall back (Sunday 25 October 2026), then Friday is 07:00 UTC and Monday 08:00 UTC', () => {
    const spans = availableSpans(person(1, 'Europe/Paris'), {
      start: at('2026-10-23T00:00:00Z'),
      end: at('2026-10-27T00:00:00Z'),
    });
    expect(spans.map((s) => iso(s.start))).toEqual(['2026-10-23T07:00:00.000Z', '2026-10-26T08:00:00.000Z']);
  });
  it('given hours over the night of the change itself, when the clock goes back at 03:00 in Paris, then 00:00-06:00 local lasts seven real hours', () => {
    const p = person(1, 'Europe/Paris', [{ weekday: 7, start: 0, end: H(6) }]);
    const [span] = availableSpans(p, { start: at('2026-10-24T00:00:00Z'), end: at('2026-10-26T00:00:00Z') });
    expect((span!.end - span!.start) / 3_600_000).toBe(7);
  });
  it('given a start inside the spring-forward gap (02:30 does not exist in New York on 8 March), then it moves to the first real minute after it', () => {
    const date = Temporal.PlainDate.from('2026-03-08');
    expect(iso(localToInstant(date, H(2, 30), 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
  });
  it('given hours ending at midnight (1440), then the span ends at the next local midnight', () => {
    const p = person(1, 'Asia/Tokyo', [{ weekday: 1, start: H(22), end: 1440 }]);
    const spans = availableSpans(p, { start: at('2026-11-22T00:00:00Z'), end: at('2026-11-25T00:00:00Z') });
    expect(spans.map((s) => [iso(s.start), iso(s.end)])).toEqual([
      ['2026-11-23T13:00:00.000Z', '2026-11-23T15:00:00.000Z'],
    ]);
  });
});

describe('exceptions', () => {
  const window = { start: at('2026-11-23T00:00:00Z'), end: at('2026-11-28T00:00:00Z') };
  it('given a day off, then that day has no hours and the others keep theirs', () => {
    const spans = availableSpans(person(1, 'UTC', weekdays(H(9), H(17)), [{ date: '2026-11-25', hours: [] }]), window);
    expect(spans.map((s) => iso(s.start).slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-26',
      '2026-11-27',
    ]);
  });
  it('given other hours on one date, then they replace the weekly hours that day only, even on a weekend', () => {
    const spans = availableSpans(
      person(1, 'UTC', weekdays(H(9), H(17)), [
        { date: '2026-11-24', hours: [{ start: H(13), end: H(14) }] },
        { date: '2026-11-29', hours: [{ start: H(10), end: H(11) }] },
      ]),
      {
        start: window.start,
        end: at('2026-11-30T00:00:00Z'),
      },
    );
    expect(spans.map((s) => [iso(s.start), iso(s.end)])).toContainEqual([
      '2026-11-24T13:00:00.000Z',
      '2026-11-24T14:00:00.000Z',
    ]);
    expect(spans.map((s) => [iso(s.start), iso(s.end)])).toContainEqual([
      '2026-11-29T10:00:00.000Z',
      '2026-11-29T11:00:00.000Z',
    ]);
    expect(spans).toHaveLength(6);
  });
});

describe('the panel', () => {
  const window = { start: at('2026-11-23T00:00:00Z'), end: at('2026-11-24T00:00:00Z') };
  it('given a panel in London and New York, then only the hours both work are common (14:00-17:00 UTC)', () => {
    const spans = commonFreeSpans({
      panel: [person(1, 'Europe/London'), person(2, 'America/New_York')],
      busy: [],
      window,
    });
    expect(spans.map((s) => [iso(s.start), iso(s.end)])).toEqual([
      ['2026-11-23T14:00:00.000Z', '2026-11-23T17:00:00.000Z'],
    ]);
  });
  it('given one panel member is booked, then that time is gone for the whole panel; a booking of someone outside the panel changes nothing', () => {
    const busy = [
      { userId: 2, start: at('2026-11-23T15:00:00Z'), end: at('2026-11-23T16:00:00Z') },
      { userId: 9, start: at('2026-11-23T14:00:00Z'), end: at('2026-11-23T17:00:00Z') },
    ];
    const slots = freeSlots({
      panel: [person(1, 'Europe/London'), person(2, 'America/New_York')],
      busy,
      durationMinutes: 60,
      stepMinutes: 30,
      window,
    });
    expect(slots.map((s) => iso(s.start))).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-23T16:00:00.000Z']);
  });
  it('given a 45-minute interview, then every slot fits inside the free time and starts on the step', () => {
    const slots = freeSlots({
      panel: [person(1, 'UTC', [{ weekday: 1, start: H(9), end: H(11) }])],
      busy: [],
      durationMinutes: 45,
      stepMinutes: 30,
      window,
    });
    expect(slots.map((s) => [iso(s.start).slice(11, 16), iso(s.end).slice(11, 16)])).toEqual([
      ['09:00', '09:45'],
      ['09:30', '10:15'],
      ['10:00', '10:45'],
    ]);
  });
  it('given an empty panel, then there is no slot', () => {
    expect(freeSlots({ panel: [], busy: [], durationMinutes: 30, stepMinutes: 30, window })).toEqual([]);
  });
  it('given a window that starts mid-morning, then no slot starts before it', () => {
    const slots = freeSlots({
      panel: [person(1, 'UTC')],
      busy: [],
      durationMinutes: 30,
      stepMinutes: 30,
      window: { start: at('2026-11-23T15:10:00Z'), end: window.end },
    });
    expect(iso(slots[0]!.start)).toBe('2026-11-23T15:30:00.000Z');
    expect(slots.map((s) => iso(s.start).slice(11, 16))).toEqual(['15:30', '16:00', '16:30']);
  });
  it('for any panel and bookings, no slot overlaps a booking of a panel member and every slot is inside everyone’s hours', () => {
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];
    const arb = fc.record({
      zones: fc.array(fc.constantFrom(...zones), { minLength: 1, maxLength: 4 }),
      startHour: fc.integer({ min: 0, max: 20 }),
      length: fc.integer({ min: 1, max: 10 }),
      busy: fc.array(
        fc.record({
          who: fc.integer({ min: 0, max: 3 }),
          offsetMin: fc.integer({ min: 0, max: 14 * 24 * 60 }),
          len: fc.integer({ min: 15, max: 240 }),
        }),
        { maxLength: 8 },
      ),
    });
    const win: Span = { start: at('2026-10-20T00:00:00Z'), end: at('2026-11-03T00:00:00Z') };
    fc.assert(
      fc.property(arb, ({ zones: zs, startHour, length, busy }) => {
        const panel = zs.map((z, i) => person(i + 1, z, weekdays(H(startHour), Math.min(1440, H(startHour + length)))));
        const booked = busy.map((b) => ({
          userId: (b.who % panel.length) + 1,
          start: win.start + b.offsetMin * 60_000,
          end: win.start + (b.offsetMin + b.len) * 60_000,
        }));
        const slots = freeSlots({ panel, busy: booked, durationMinutes: 30, stepMinutes: 30, window: win });
        const hours = panel.map((p) => availableSpans(p, win));
        for (const s of slots) {
          for (const b of booked) expect(s.end <= b.start || s.start >= b.end).toBe(true);
          for (const h of hours) expect(intersect(h, [s])).toEqual([s]);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('time zone names', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

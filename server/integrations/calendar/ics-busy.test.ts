import { describe, expect, it } from 'vitest';
import { busySpans } from './ics-busy.ts';

const wrap = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR', ''].join('\r\n');

describe('busy times in calendar data', () => {
  it('given UTC, a TZID, a duration and an all-day event, then each is read as the instants it names', () => {
    const ics = wrap(
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T100000Z',
      'BEGIN:VALARM',
      'TRIGGER:-PT15M',
      'DTSTART:20261201T000000Z',
      'END:VALARM',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART;TZID=Europe/Madrid:20261201T120000',
      'DURATION:PT1H30M',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:c',
      'DTSTART;VALUE=DATE:20261203',
      'END:VEVENT',
    );
    expect(busySpans(ics, 'America/New_York')).toEqual([
      { uid: 'a', start: Date.parse('2026-12-01T09:00:00Z'), end: Date.parse('2026-12-01T10:00:00Z') },
      { uid: 'b', start: Date.parse('2026-12-01T11:00:00Z'), end: Date.parse('2026-12-01T12:30:00Z') },
      { uid: 'c', start: Date.parse('2026-12-03T05:00:00Z'), end: Date.parse('2026-12-04T05:00:00Z') },
    ]);
  });

  it('given transparent, cancelled or folded events, then only the busy ones count, folded lines read whole', () => {
    const ics = wrap(
      'BEGIN:VEVENT',
      'UID:free',
      'TRANSP:TRANSPARENT',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T100000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:gone',
      'STATUS:CANCELLED',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T100000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:long-',
      ' uid',
      'DTSTART:20261201T1300',
      ' 00Z',
      'DTEND:20261201T140000Z',
      'END:VEVENT',
    );
    expect(busySpans(ics)).toEqual([
      { uid: 'long-uid', start: Date.parse('2026-12-01T13:00:00Z'), end: Date.parse('2026-12-01T14:00:00Z') },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDay, localDay, slotsByDay, zonedToInstant } from './time-zones.ts';

describe('slots shown in the candidate’s time zone', () => {
  it('given slots late in the UTC evening, when shown in Tokyo, then they fall on the next local day', () => {
    const slots = [
      { starts_at: '2026-11-23T16:00:00.000Z' },
      { starts_at: '2026-11-23T14:00:00.000Z' },
      { starts_at: '2026-11-24T02:00:00.000Z' },
    ];
    expect(slotsByDay(slots, 'Asia/Tokyo')).toEqual([
      { day: '2026-11-23', slots: [{ starts_at: '2026-11-23T14:00:00.000Z' }] },
      {
        day: '2026-11-24',
        slots: [{ starts_at: '2026-11-23T16:00:00.000Z' }, { starts_at: '2026-11-24T02:00:00.000Z' }],
      },
    ]);
    expect(slotsByDay(slots, 'UTC').map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24']);
  });
  it('given a local day, then its heading names that day whatever the zone', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('Tuesday, November 24');
    expect(localDay('2026-03-08T04:59:00Z', 'America/New_York')).toBe('2026-03-07');
  });
});

describe('a time picked by staff in a zone', () => {
  it('given 09:30 in New York before and after the spring change, then the instants differ by the offset change', () => {
    expect(zonedToInstant('2026-03-06', '09:30', 'America/New_York')).toBe('2026-03-06T14:30:00.000Z');
    expect(zonedToInstant('2026-03-09', '09:30', 'America/New_York')).toBe('2026-03-09T13:30:00.000Z');
    expect(zonedToInstant('2026-10-26', '10:00', 'Europe/Paris')).toBe('2026-10-26T09:00:00.000Z');
    expect(zonedToInstant('2026-07-01', '10:00', 'UTC')).toBe('2026-07-01T10:00:00.000Z');
  });
});

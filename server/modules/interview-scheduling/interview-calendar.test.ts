/**
 * The interview's .ics, read back with ical.js: an iTIP REQUEST for an invitation or a change, a
 * CANCEL for a cancellation, one UID per interview whatever changes, the SEQUENCE given, an
 * ORGANIZER and the meeting link; the calendar's stored copy without METHOD.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { interviewCalendar, type CalendarInterview } from './interview-mail.ts';

const base: CalendarInterview = {
  interviewUuid: '0b7c3c1e-5d0e-4a43-9a55-2f9d0c1d7e11',
  accountId: 1,
  title: 'First interview',
  companyName: 'Demo Company',
  jobTitle: 'Store Associate',
  startsAt: new Date('2026-12-01T09:00:00Z'),
  endsAt: new Date('2026-12-01T10:00:00Z'),
  timeZone: 'Europe/Madrid',
  location: '',
  meetingUrl: 'https://meet.jit.si/Assay-0123456789abcdef0123456789abcdef',
  instructions: 'Bring an ID.',
  sequence: 0,
  applicant: {
    first_name: 'Maria',
    last_name: 'Garcia',
    email: 'maria@example.test',
    preferred_language: 'es',
    detailsLink: '',
  },
  panel: [
    { first_name: 'Ines', last_name: 'Lopez', email: 'ines@demo.test', preferred_language: 'en', time_zone: 'UTC' },
  ],
  panelLink: '',
};

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    url: vevent.getFirstPropertyValue('url'),
    description: event.description,
  };
}

describe('the interview calendar file', () => {
  it('given an invitation, a move and a cancellation, then REQUEST, REQUEST and CANCEL share one UID with a rising SEQUENCE', () => {
    const invitation = read(interviewCalendar(base, 'invitation'));
    const moved = read(
      interviewCalendar(
        { ...base, startsAt: new Date('2026-12-02T11:00:00Z'), endsAt: new Date('2026-12-02T12:00:00Z'), sequence: 1 },
        'changed',
      ),
    );
    const cancelled = read(interviewCalendar({ ...base, sequence: 2 }, 'cancelled'));
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: `${base.interviewUuid}@assay`,
      sequence: 0,
      start: '2026-12-01T09:00:00.000Z',
      status: 'CONFIRMED',
    });
    expect(moved).toMatchObject({
      method: 'REQUEST',
      uid: invitation.uid,
      sequence: 1,
      start: '2026-12-02T11:00:00.000Z',
    });
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: invitation.uid, sequence: 2, status: 'CANCELLED' });
  });

  it('given a meeting link, then the event carries it and an organizer (iTIP needs one)', () => {
    const event = read(interviewCalendar(base, 'invitation'));
    expect(event.url).toBe(base.meetingUrl);
    expect(event.description).toContain(base.meetingUrl);
    expect(event.organizer.toLowerCase()).toBe('mailto:ines@demo.test');
  });

  it('given the copy stored in a calendar, then it has no METHOD and the same UID', () => {
    const text = interviewCalendar(base, 'invitation', 'stored');
    expect(text).not.toMatch(/^METHOD:/m);
    expect(read(text)).toMatchObject({ method: null, uid: `${base.interviewUuid}@assay` });
  });
});

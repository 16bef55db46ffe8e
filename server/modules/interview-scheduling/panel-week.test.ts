/**
 * The panel's week grid's read (D412) against the real server: a week asked from its Monday's
 * midnight in the recruiter's zone holds each interviewer's hours and busy times over those seven
 * days and the times all of them are free; only the application's hiring team may ask.
 * (A connected CalDAV calendar's busy times in the same read: calendar-sync.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { MARIA, setOfficeHours, signInInterviewCast } from '../../test/interview-cast.ts';
import type { SignedIn as S } from '../../test/staff-roles.ts';

let t: TestApp;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, candidate: S;
const DAY = 86_400_000;
const HOUR = 3_600_000;

const call = (who: S | undefined, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who?.token, body });

/** The Monday three weeks ahead, at midnight in Chicago (06:00 UTC, or 05:00 in summer time). */
function mondayInChicago(): Date {
  const d = new Date(Date.now() + 21 * DAY);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  d.setUTCHours(12, 0, 0, 0);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' })
    .format(d)
    .padStart(2, '0');
  // Noon UTC is 06:00 or 07:00 in Chicago: midnight there is 6 or 5 hours after midnight UTC.
  d.setUTCHours(12 - Number(offset), 0, 0, 0);
  return d;
}

const week = (who: S | undefined, ids: number[], from: Date) =>
  call(
    who,
    'GET',
    `/smartreq/v1/user-smartreq/${MARIA}/panel-availability/?user_ids=${ids.join(',')}&from=${encodeURIComponent(from.toISOString())}&duration_minutes=60`,
  );

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  ({ owner, recruiter, interviewer, otherOwner, candidate } = await signInInterviewCast(t));
  await setOfficeHours(t, [recruiter, interviewer]);
});
afterAll(async () => t.close());

describe('the panel’s week for the grid', () => {
  it('given a week asked from its Monday in the recruiter’s zone, then the seven days’ hours, busy times and common free times come back', async () => {
    const monday = mondayInChicago();
    // Wednesday 10:00 UTC, the interviewer busy for 45 minutes.
    const busyAt = new Date(Date.parse(monday.toISOString().slice(0, 10)) + 2 * DAY + 10 * HOUR);
    const made = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`, {
      title: 'Week grid interview',
      interview_kit_id: null,
      time_zone: 'America/Chicago',
      duration_minutes: 45,
      starts_at: busyAt.toISOString(),
      interviewer_user_ids: [interviewer.userId],
    });
    expect(made.statusCode, made.body).toBe(200);

    const res = await week(recruiter, [recruiter.userId, interviewer.userId], monday);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      people: { user_id: number; available: { starts_at: string }[]; busy: { starts_at: string; ends_at: string }[] }[];
      slots: { starts_at: string; ends_at: string }[];
    };
    const ines = data.people.find((p) => p.user_id === interviewer.userId)!;
    expect(ines.busy).toContainEqual({
      starts_at: busyAt.toISOString(),
      ends_at: new Date(busyAt.getTime() + 45 * 60_000).toISOString(),
    });
    // Monday to Friday 09:00-17:00 UTC, each inside the week.
    for (const person of data.people) {
      expect(person.available).toHaveLength(5);
      for (const span of person.available) {
        expect(Date.parse(span.starts_at)).toBeGreaterThanOrEqual(monday.getTime());
        expect(Date.parse(span.starts_at)).toBeLessThan(monday.getTime() + 7 * DAY);
      }
    }
    // Common times: within the week, an hour long, none overlapping the interview; Wednesday keeps others.
    expect(data.slots.length).toBeGreaterThan(0);
    for (const slot of data.slots) {
      const start = Date.parse(slot.starts_at);
      expect(Date.parse(slot.ends_at) - start).toBe(HOUR);
      expect(start >= monday.getTime() && start < monday.getTime() + 7 * DAY).toBe(true);
      expect(Date.parse(slot.ends_at) <= busyAt.getTime() || start >= busyAt.getTime() + 45 * 60_000).toBe(true);
    }
    const wednesday = busyAt.toISOString().slice(0, 10);
    expect(data.slots.some((s) => s.starts_at.startsWith(`${wednesday}T14:`))).toBe(true);
    expect(data.slots.some((s) => s.starts_at === busyAt.toISOString())).toBe(false);
  });

  it('given someone off the hiring team, then the week is refused: another company, an interviewer without access to the requisition, a candidate, nobody signed in', async () => {
    const monday = mondayInChicago();
    expect((await week(otherOwner, [interviewer.userId], monday)).statusCode).toBe(404);
    expect((await week(interviewer, [interviewer.userId], monday)).statusCode).toBe(404);
    expect((await week(candidate, [interviewer.userId], monday)).statusCode).toBe(403);
    expect((await week(undefined, [interviewer.userId], monday)).statusCode).toBe(401);
    // The owner may ask, but not about another company's staff.
    expect((await week(owner, [interviewer.userId], monday)).statusCode).toBe(200);
    expect((await week(owner, [otherOwner.userId], monday)).statusCode).toBe(400);
  });
});

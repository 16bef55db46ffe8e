/**
 * Calendar sync against a real CalDAV server (Radicale, server/test/radicale.ts): connecting and
 * testing, busy times read from the calendar, the interview written, moved and deleted there, a
 * wrong password and a server that is down (the booking still succeeds; the job retries).
 */
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/queue.ts';
import { startRadicale, type RadicaleServer } from '../../test/radicale.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { withInterviewMeeting } from '../interview/index.ts';
import { CALENDAR_SYNC_JOB, calendarSyncHandler } from '../interview-scheduling/index.ts';

let t: TestApp;
let radicale: RadicaleServer;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, owner: S, recruiter: S, interviewer: S, otherOwner: S;
/** Maria's application to job 1 (the recruiter is on its team). */
const MARIA = 3;
let accountId: number;
let activityId: number;
const HOUR = 3_600_000;

const put = (who: S | undefined, url: string, body: unknown) =>
  t.request({ method: 'PUT', url, token: who?.token, body });
const post = (who: S | undefined, url: string, body?: unknown) =>
  t.request({ method: 'POST', url, token: who?.token, body });
const get = (who: S | undefined, url: string) => t.request({ method: 'GET', url, token: who?.token });
const runSync = () => drainJobs(t.db, { [CALENDAR_SYNC_JOB]: calendarSyncHandler });

function eventIn(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    sequence: event.sequence,
    url: String(event.component.getFirstPropertyValue('url') ?? ''),
  };
}

async function invite(): Promise<string> {
  const res = await post(recruiter, `/api/smartreq/v1/user-smartreq/${MARIA}/interviews/${activityId}/invite/`, {
    interviewer_user_ids: [interviewer.userId],
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.path.split('/').pop();
}
async function slotsOf(token: string): Promise<string[]> {
  const page = (await get(undefined, `/api/schedule-interview/v1/${token}/`)).json().data;
  return page.slots
    .map((s: { starts_at: string }) => s.starts_at)
    .filter((s: string) => Date.parse(s) > Date.now() + 30 * HOUR);
}
const book = (token: string, startsAt: string) =>
  post(undefined, `/api/schedule-interview/v1/${token}/book/`, { starts_at: startsAt, time_zone: 'UTC' });
async function liveInterview() {
  return t.db
    .selectFrom('interviews')
    .select(['interview_id', 'interview_uuid', 'meeting_url', 'status'])
    .where('job_step_activity_id', '=', activityId)
    .orderBy('interview_id', 'desc')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  radicale = await startRadicale();
  t = await startTestApp({
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'https://assay.example',
    CALENDAR_ALLOW_PRIVATE: '1',
  });
  [maria, owner, recruiter, interviewer, otherOwner] = (await Promise.all(
    [
      'maria.garcia@assay.test',
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  const tracker = await t.db
    .selectFrom('user_trackers')
    .select(['job_id', 'account_id'])
    .where('user_step_tracker_id', '=', MARIA)
    .executeTakeFirstOrThrow();
  accountId = tracker.account_id;
  const step = await t.db
    .selectFrom('job_steps')
    .select('job_step_id')
    .where('job_id', '=', tracker.job_id)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const activity = await t.db
    .insertInto('job_step_activities')
    .values({
      job_step_id: step.job_step_id,
      activity_type: 'interview',
      title: 'Calendar interview',
      instructions: '',
      settings: JSON.stringify(withInterviewMeeting({}, { durationMinutes: 60, location: '', meetingUrl: '' })),
      asmt_id: null,
      retake_interval_days: null,
      measurement_type_id: null,
    })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  activityId = activity.job_step_activity_id;
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '18:00' }));
  expect(
    (
      await put(interviewer, '/api/interviews/v1/my-availability/', {
        time_zone: 'UTC',
        weekly: everyDay,
        exceptions: [],
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await radicale?.close();
});

describe('an interviewer connects their CalDAV calendar', () => {
  it('given nothing connected, then the connection reads as not connected; candidates and strangers are refused', async () => {
    expect((await get(interviewer, '/api/integration/v1/calendar/user/')).json().data).toMatchObject({
      connected: false,
      status: 'unchecked',
    });
    expect((await get(maria, '/api/integration/v1/calendar/user/')).statusCode).toBe(403);
    expect((await get(undefined, '/api/integration/v1/calendar/user/')).statusCode).toBe(401);
  });

  it('given bad input, then each field is refused by name and nothing is saved', async () => {
    const bad = await put(interviewer, '/api/integration/v1/calendar/user/', {
      server_url: 'ftp://calendar.example',
      username: '',
      password: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const props = bad.json().errors.map((e: { prop: string }) => e.prop);
    expect(props).toEqual(expect.arrayContaining(['server_url', 'username']));
    const noSecret = await put(interviewer, '/api/integration/v1/calendar/user/', {
      server_url: radicale.url,
      username: radicale.username,
      password: '',
    });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().errors).toEqual([{ prop: 'password', message: expect.any(String) }]);
    expect(await t.db.selectFrom('calendar_connections').selectAll().execute()).toEqual([]);
  });

  it('given a wrong password, then the test shows the server’s reason and the connection reads as failing', async () => {
    const res = await put(interviewer, '/api/integration/v1/calendar/user/', {
      server_url: radicale.url,
      username: radicale.username,
      password: 'not-the-password',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ ok: false, calendars: [], connection: { connected: true, status: 'failing' } });
    expect(data.reason).toMatch(/401 Unauthorized/);
    expect(data.connection.last_error).toBe(data.reason);
  });

  it('given the right password, then the test lists the calendars; the password never comes back', async () => {
    const res = await put(interviewer, '/api/integration/v1/calendar/user/', {
      server_url: radicale.url,
      username: radicale.username,
      password: radicale.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: true,
      reason: '',
      calendars: [{ display_name: 'Interviews' }],
      connection: { status: 'connected', last_error: '', calendar_name: 'interviews' },
    });
    const again = await post(interviewer, '/api/integration/v1/calendar/user/test/');
    expect(again.json().data.ok).toBe(true);
    // The saved password is kept when the form sends none for the same server.
    const kept = await put(interviewer, '/api/integration/v1/calendar/user/', {
      server_url: radicale.url,
      username: radicale.username,
      password: '',
    });
    expect(kept.json().data.ok).toBe(true);
    for (const body of [
      res.body,
      again.body,
      kept.body,
      (await get(interviewer, '/api/integration/v1/calendar/user/')).body,
    ])
      expect(body).not.toContain(radicale.password);
    const audited = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('actor_user_id', '=', interviewer.userId)
      .where('event', 'like', 'calendar_%')
      .execute();
    expect(audited.map((a) => a.event)).toEqual(
      expect.arrayContaining(['calendar_connected', 'calendar_connection_changed']),
    );
  });
});

describe('scheduling with a connected calendar', () => {
  let token: string;
  let first: string;

  it('given an event in the interviewer’s calendar, then its time is not offered, and staff cannot schedule over it', async () => {
    token = await invite();
    const before = await slotsOf(token);
    const taken = before[2]!;
    expect(before).toContain(taken);
    radicale.addForeignEvent(
      'dentist-1',
      new Date(Date.parse(taken) + 15 * 60_000),
      new Date(Date.parse(taken) + 45 * 60_000),
    );
    const after = await slotsOf(token);
    expect(after).not.toContain(taken);
    expect(after.length).toBeGreaterThan(5);
    // The panel's week that staff pick from shows the calendar's busy time and does not offer it (D371).
    const week = (
      await get(
        recruiter,
        `/api/smartreq/v1/user-smartreq/${MARIA}/panel-availability/?user_ids=${interviewer.userId}&from=${encodeURIComponent(before[0]!)}&duration_minutes=60`,
      )
    ).json().data;
    expect(week.slots.map((s: { starts_at: string }) => s.starts_at)).not.toContain(taken);
    expect(week.people[0].busy).toContainEqual({
      starts_at: new Date(Date.parse(taken) + 15 * 60_000).toISOString(),
      ends_at: new Date(Date.parse(taken) + 45 * 60_000).toISOString(),
    });
    const manual = await post(recruiter, `/api/smartreq/v1/user-smartreq/${MARIA}/interviews/${activityId}/schedule/`, {
      starts_at: taken,
      duration_minutes: 60,
      time_zone: 'UTC',
      interviewer_user_ids: [interviewer.userId],
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().errors[0].prop).toBe('starts_at');
    first = after.find((s) => Math.abs(Date.parse(s) - Date.parse(taken)) > 3 * HOUR)!;
  });

  it('given Maria books, then the interview lands in the calendar as one event with the interview’s UID', async () => {
    expect((await book(token, first)).statusCode).toBe(200);
    await runSync();
    const { interview_uuid } = await liveInterview();
    const stored = radicale.storedEvents().get(`${interview_uuid}.ics`);
    expect(stored).toBeDefined();
    expect(eventIn(stored!)).toMatchObject({ method: null, uid: `${interview_uuid}@assay`, start: first, sequence: 0 });
  });

  it('given she moves it, then the same event (same UID) holds the new time and a higher SEQUENCE', async () => {
    const { interview_uuid } = await liveInterview();
    const next = (await slotsOf(token)).find((s) => Math.abs(Date.parse(s) - Date.parse(first)) > 3 * HOUR)!;
    expect((await book(token, next)).statusCode).toBe(200);
    await runSync();
    const events = [...radicale.storedEvents().entries()].filter(([name]) => name !== 'dentist-1.ics');
    expect(events).toHaveLength(1);
    expect(eventIn(events[0]![1])).toMatchObject({ uid: `${interview_uuid}@assay`, start: next, sequence: 1 });
  });

  it('given she cancels, then the event is deleted from the calendar', async () => {
    const { interview_uuid, interview_id } = await liveInterview();
    expect((await post(undefined, `/api/schedule-interview/v1/${token}/cancel/`)).statusCode).toBe(200);
    await runSync();
    expect(radicale.storedEvents().has(`${interview_uuid}.ics`)).toBe(false);
    expect(
      await t.db.selectFrom('interview_calendar_events').selectAll().where('interview_id', '=', interview_id).execute(),
    ).toEqual([]);
  });

  it('given the calendar server is down, then booking still succeeds, the failure shows, and the job retries until it lands', async () => {
    const next = await invite();
    const slot = (await slotsOf(next))[4]!;
    await radicale.stop();
    try {
      expect((await book(next, slot)).statusCode).toBe(200);
      await runSync();
      const { interview_uuid, interview_id } = await liveInterview();
      const job = await t.db
        .selectFrom('background_jobs')
        .select(['attempts', 'last_error', 'finished_at', 'run_after'])
        .where('kind', '=', CALENDAR_SYNC_JOB)
        .where('finished_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(job.attempts).toBe(1);
      expect(job.last_error).toMatch(/calendar sync failed/);
      expect(new Date(job.run_after).getTime()).toBeGreaterThan(Date.now());
      const view = (await get(recruiter, `/api/smartreq/v1/interviews/${interview_uuid}/`)).json().data;
      expect(view.calendar_problems).toEqual([
        expect.objectContaining({ user_id: interviewer.userId, reason: expect.stringMatching(/refused|fetch failed/) }),
      ]);
      expect((await get(interviewer, '/api/integration/v1/calendar/user/')).json().data).toMatchObject({
        status: 'failing',
        failing_events: 1,
      });
      const services = (await get(owner, `/api/integration/v1/services/?account_id=${accountId}`)).json().data.services;
      expect(services.find((s: { kind: string }) => s.kind === 'calendar')).toMatchObject({
        state: 'failing',
        failing: 1,
      });

      await radicale.start();
      // The backoff's wait, passed.
      await t.db
        .updateTable('background_jobs')
        .set({ run_after: sql<Date>`now()` })
        .where('kind', '=', CALENDAR_SYNC_JOB)
        .where('finished_at', 'is', null)
        .execute();
      await runSync();
      expect(eventIn(radicale.storedEvents().get(`${interview_uuid}.ics`)!).start).toBe(slot);
      expect(
        await t.db
          .selectFrom('interview_calendar_events')
          .select('state')
          .where('interview_id', '=', interview_id)
          .execute(),
      ).toEqual([{ state: 'synced' }]);
      expect(
        (await get(recruiter, `/api/smartreq/v1/interviews/${interview_uuid}/`)).json().data.calendar_problems,
      ).toEqual([]);
    } finally {
      await radicale.start().catch(() => undefined);
    }
  });
});

describe('the integrations page', () => {
  it('given the owner, then every service kind is listed with its state; calendar sync is connected and testable', async () => {
    const res = await get(owner, `/api/integration/v1/services/?account_id=${accountId}`);
    expect(res.statusCode).toBe(200);
    const { services } = res.json().data;
    expect(services.map((s: { kind: string }) => s.kind)).toEqual([
      'calendar',
      'e_signature',
      'messaging',
      'background_check',
      'language_assessment',
      'job_distribution',
      'bi_dashboards',
      'video_media',
    ]);
    expect(services[0]).toMatchObject({ state: 'connected', connected: 1, failing: 0, testable: true });
    // BI dashboards has an adapter (D235): testable, on its default while nothing is embedded.
    type Service = { kind: string; state: string; testable: boolean };
    expect(services.find((s: Service) => s.kind === 'bi_dashboards')).toMatchObject({
      state: 'default',
      testable: true,
    });
    // So has job distribution (D239): on its feeds while no board pushes.
    expect(services.find((s: Service) => s.kind === 'job_distribution')).toMatchObject({
      state: 'default',
      testable: true,
    });
    // The kinds with no adapter yet run on their default and have nothing to test.
    expect(services.filter((s: Service) => !s.testable).map((s: Service) => [s.kind, s.state])).toEqual([
      ['e_signature', 'default'],
      ['language_assessment', 'default'],
    ]);
    const tested = await post(owner, '/api/integration/v1/services/test/', { account_id: accountId, kind: 'calendar' });
    expect(tested.statusCode).toBe(200);
    const none = await post(owner, '/api/integration/v1/services/test/', {
      account_id: accountId,
      kind: 'e_signature',
    });
    expect(none.statusCode).toBe(400);
  });

  it('given staff without settings access or of another company, then they are refused', async () => {
    expect((await get(recruiter, `/api/integration/v1/services/?account_id=${accountId}`)).statusCode).toBe(403);
    expect((await get(otherOwner, `/api/integration/v1/services/?account_id=${accountId}`)).statusCode).toBe(404);
    expect(
      (
        await put(otherOwner, '/api/integration/v1/calendar/conferencing/', {
          account_id: accountId,
          meeting_base_url: 'https://x.example/',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('given a meeting base URL, then a new interview gets its own unguessable room, in the calendar event and the invitation', async () => {
    const bad = await put(owner, '/api/integration/v1/calendar/conferencing/', {
      account_id: accountId,
      meeting_base_url: 'http://meet.example',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('meeting_base_url');
    const saved = await put(owner, '/api/integration/v1/calendar/conferencing/', {
      account_id: accountId,
      meeting_base_url: 'https://meet.jit.si/',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.meeting_base_url).toBe('https://meet.jit.si/');
    // The interview booked while the server was down is live: cancel it by asking for times again.
    const token = await invite();
    expect((await book(token, (await slotsOf(token))[6]!)).statusCode).toBe(200);
    await runSync();
    const { interview_uuid, meeting_url } = await liveInterview();
    expect(meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/Assay-[0-9a-f]{32}$/);
    expect(eventIn(radicale.storedEvents().get(`${interview_uuid}.ics`)!).url).toBe(meeting_url);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'maria.garcia@assay.test')
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(meeting_url);
    const audited = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'meeting_base_url_changed')
      .where('account_id', '=', accountId)
      .execute();
    expect(audited).toHaveLength(1);
  });
});

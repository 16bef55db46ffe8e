import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { withInterviewMeeting } from '../interview/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, candidate: S, owner: S, recruiter: S, interviewer: S, otherOwner: S;
/** Maria's application to job 1: the recruiter is on its team, the interviewer is not. */
const MARIA = 3;
let jobId: number;
let accountId: number;
let activityId: number;

const DAY = 86_400_000;

async function addInterviewActivity(
  meeting: { durationMinutes: number; location?: string },
  panel: number[],
): Promise<number> {
  const settings = withInterviewMeeting({}, { location: '', meetingUrl: '', ...meeting });
  const step = await t.db
    .selectFrom('job_steps')
    .select('job_step_id')
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('job_step_activities')
    .values({
      job_step_id: step.job_step_id,
      activity_type: 'interview',
      title: 'First interview',
      instructions: 'Bring an ID.',
      settings: JSON.stringify(settings),
      asmt_id: null,
      retake_interval_days: null,
      measurement_type_id: null,
    })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  if (panel.length)
    await t.db
      .insertInto('job_step_activity_interviewers')
      .values(panel.map((user_id) => ({ job_step_activity_id: row.job_step_activity_id, user_id })))
      .execute();
  return row.job_step_activity_id;
}

const put = (who: S, url: string, body: unknown) => t.request({ method: 'PUT', url, token: who.token, body });
const post = (who: S | undefined, url: string, body?: unknown) =>
  t.request({ method: 'POST', url, token: who?.token, body });
const get = (who: S | undefined, url: string) => t.request({ method: 'GET', url, token: who?.token });
const invite = (who: S, userSmartreqId: number, activity: number, body: unknown = {}) =>
  post(who, `/api/smartreq/v1/user-smartreq/${userSmartreqId}/interviews/${activity}/invite/`, body);
const tokenOf = (path: string) => path.split('/').pop()!;
/** Slots far enough ahead that the booking can still be changed afterwards, whatever the weekday the suite runs on. */
const changeableSlots = (page: { slots: { starts_at: string; ends_at: string }[] }) =>
  page.slots.filter((s) => Date.parse(s.starts_at) > Date.now() + 26 * 3_600_000);

async function mailsTo(address: string) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['mail_id', 'subject', 'text_body', 'reason'])
    .where('to_address', '=', address)
    .orderBy('mail_id')
    .execute();
}
async function icsOf(mailId: number): Promise<string> {
  const row = await t.db
    .selectFrom('mail_outbox_files as l')
    .innerJoin('mail_files as f', 'f.mail_file_id', 'l.mail_file_id')
    .select(['f.content', 'f.file_name', 'f.content_type'])
    .where('l.mail_id', '=', mailId)
    .executeTakeFirstOrThrow();
  expect(row.content_type).toMatch(/^text\/calendar/);
  return Buffer.from(row.content).toString('utf8');
}
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    sequence: event.sequence,
    uid: event.uid,
    status: event.component.getFirstPropertyValue('status'),
  };
}

const WEEKDAYS_9_17 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  const emails = [
    'maria.garcia@assay.test',
    'candidate@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
  ];
  [maria, candidate, owner, recruiter, interviewer, otherOwner] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];
  const tracker = await t.db
    .selectFrom('user_trackers')
    .select(['job_id', 'account_id'])
    .where('user_step_tracker_id', '=', MARIA)
    .executeTakeFirstOrThrow();
  jobId = tracker.job_id;
  accountId = tracker.account_id;
  activityId = await addInterviewActivity({ durationMinutes: 60, location: 'Head office, room 2' }, [
    interviewer.userId,
    recruiter.userId,
  ]);
  expect(
    (
      await put(interviewer, '/api/interviews/v1/my-availability/', {
        time_zone: 'Europe/Madrid',
        weekly: WEEKDAYS_9_17,
        exceptions: [],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await put(recruiter, '/api/interviews/v1/my-availability/', {
        time_zone: 'Europe/London',
        weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
        exceptions: [],
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(async () => t.close());

describe('an interviewer keeps their own availability and profile', () => {
  it('given weekly hours, a day off and other hours on a date, when saved, then they read back the same', async () => {
    const body = {
      time_zone: 'America/New_York',
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:00' },
      ],
      exceptions: [
        { date: '2026-12-24', hours: [] },
        { date: '2026-12-26', hours: [{ start: '10:00', end: '12:00' }] },
      ],
    };
    const saved = await put(owner, '/api/interviews/v1/my-availability/', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(body);
    expect((await get(owner, '/api/interviews/v1/my-availability/')).json().data).toEqual(body);
  });

  it('given overlapping hours, an unknown time zone or a bad time, then each is refused naming the field, and nothing changes', async () => {
    const before = (await get(owner, '/api/interviews/v1/my-availability/')).json().data;
    const overlap = await put(owner, '/api/interviews/v1/my-availability/', {
      time_zone: 'UTC',
      weekly: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
      ],
      exceptions: [],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors).toEqual([{ prop: 'weekly.1.start', message: expect.stringMatching(/overlap/) }]);
    const zone = await put(owner, '/api/interviews/v1/my-availability/', {
      time_zone: 'Mars/Olympus',
      weekly: [],
      exceptions: [],
    });
    expect(zone.statusCode).toBe(400);
    expect(JSON.stringify(zone.json().errors)).toContain('time_zone');
    const backwards = await put(owner, '/api/interviews/v1/my-availability/', {
      time_zone: 'UTC',
      weekly: [{ weekday: 2, start: '12:00', end: '09:00' }],
      exceptions: [],
    });
    expect(backwards.statusCode).toBe(400);
    expect((await get(owner, '/api/interviews/v1/my-availability/')).json().data).toEqual(before);
  });

  it('given a profile change, then the name, zone and meeting link are kept; a link that is not http(s) is refused', async () => {
    const res = await put(interviewer, '/api/interviews/v1/my-profile/', {
      first_name: 'Ines',
      last_name: 'Interviewer',
      time_zone: 'Europe/Madrid',
      meeting_url: 'https://meet.example/ines',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      time_zone: 'Europe/Madrid',
      meeting_url: 'https://meet.example/ines',
      upcoming_count: 0,
    });
    const bad = await put(interviewer, '/api/interviews/v1/my-profile/', {
      first_name: 'Ines',
      last_name: 'Interviewer',
      time_zone: 'Europe/Madrid',
      meeting_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('meeting_url');
  });

  it('given a candidate (no company role), then availability and profile are refused', async () => {
    expect((await get(maria, '/api/interviews/v1/my-availability/')).statusCode).toBe(403);
    expect((await get(undefined, '/api/interviews/v1/my-profile/')).statusCode).toBe(401);
  });
});

describe('booking by link', () => {
  let token: string;

  it('given staff outside the job, then they cannot send a link (404), and nothing is created', async () => {
    expect((await invite(interviewer, MARIA, activityId)).statusCode).toBe(404);
    expect((await invite(otherOwner, MARIA, activityId)).statusCode).toBe(404);
    expect(
      await t.db
        .selectFrom('interviews')
        .select('interview_id')
        .where('job_step_activity_id', '=', activityId)
        .execute(),
    ).toEqual([]);
  });

  it('given the recruiter sends a link, then the interview is requested with the default panel and Maria gets the link by mail', async () => {
    const res = await invite(recruiter, MARIA, activityId);
    expect(res.statusCode).toBe(200);
    const { interview, path } = res.json().data;
    expect(interview).toMatchObject({ status: 'requested', starts_at: null, location: 'Head office, room 2' });
    expect(interview.interviewers.map((p: { user_id: number }) => p.user_id).sort()).toEqual(
      [interviewer.userId, recruiter.userId].sort(),
    );
    expect(path).toMatch(/^\/schedule-interview\/[0-9a-f-]{36}$/);
    token = tokenOf(path);
    const [mail] = (await mailsTo('maria.garcia@assay.test')).filter((m) => m.subject.includes('Choose a time'));
    expect(mail!.text_body).toContain(`https://assay.example${path}`);
    // Only the hash is kept.
    const stored = await t.db.selectFrom('interview_booking_links').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it('given the link, when opened without signing in, then it shows free slots only inside both interviewers’ hours, in the zone asked for', async () => {
    // Before the request: the server's own clock is read after this, so its notice rule holds against it.
    const asked = Date.now();
    const res = await get(undefined, `/api/schedule-interview/v1/${token}/?time_zone=America/Mexico_City`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      status: 'requested',
      duration_minutes: 60,
      time_zone: 'America/Mexico_City',
      can_change: true,
      change_cutoff_hours: 24,
      job_title: expect.any(String),
    });
    expect(page.slots.length).toBeGreaterThan(10);
    for (const slot of page.slots) {
      const start = new Date(slot.starts_at);
      const madrid = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Madrid',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
        hourCycle: 'h23',
      }).format(start);
      const london = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(slot.ends_at));
      expect(madrid).not.toMatch(/Sat|Sun/);
      expect(madrid.slice(-5) >= '09:00').toBe(true);
      expect(london <= '16:00').toBe(true);
      expect(start.getTime()).toBeGreaterThan(asked + 12 * 3_600_000);
    }
  });

  it('given Maria books a slot, then it is scheduled, and she and both interviewers get an invitation whose .ics parses back to the same instants', async () => {
    const page = (await get(undefined, `/api/schedule-interview/v1/${token}/`)).json().data;
    const slot = changeableSlots(page)[3]!;
    const res = await post(undefined, `/api/schedule-interview/v1/${token}/book/`, {
      starts_at: slot.starts_at,
      time_zone: 'Europe/Madrid',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'scheduled', starts_at: slot.starts_at, ends_at: slot.ends_at });
    for (const address of ['maria.garcia@assay.test', 'interviewer@demo-company.test', 'recruiter@demo-company.test']) {
      const mail = (await mailsTo(address)).filter((m) => m.subject.startsWith('Interview:')).pop()!;
      const ics = parseIcs(await icsOf(mail.mail_id));
      expect(ics).toMatchObject({
        method: 'REQUEST',
        start: slot.starts_at,
        end: slot.ends_at,
        sequence: 0,
        status: 'CONFIRMED',
      });
    }
    // The same request again (a retry) changes nothing and mails nobody.
    const before = (await mailsTo('maria.garcia@assay.test')).length;
    const again = await post(undefined, `/api/schedule-interview/v1/${token}/book/`, {
      starts_at: slot.starts_at,
      time_zone: 'Europe/Madrid',
    });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo('maria.garcia@assay.test')).toHaveLength(before);
    const maria1 = (await mailsTo('maria.garcia@assay.test')).pop()!;
    expect(maria1.text_body).toContain('(Europe/Madrid)');
    expect(maria1.text_body).toContain('Head office, room 2');
    const ines = (await mailsTo('interviewer@demo-company.test')).pop()!;
    expect(ines.text_body).toMatch(/\(Europe\/Madrid\)/);
    expect((await mailsTo('recruiter@demo-company.test')).pop()!.text_body).toContain('(Europe/London)');
  });

  it('given the slot is taken, when another candidate’s interview with the same panel asks for it, then 409 and the other stays requested', async () => {
    const candidateApp = await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
      .executeTakeFirstOrThrow();
    const other = await invite(owner, candidateApp.user_step_tracker_id, activityId);
    expect(other.statusCode).toBe(200);
    const otherToken = tokenOf(other.json().data.path);
    const mine = (await get(undefined, `/api/schedule-interview/v1/${token}/`)).json().data;
    const theirs = (await get(undefined, `/api/schedule-interview/v1/${otherToken}/`)).json().data;
    expect(theirs.slots.map((s: { starts_at: string }) => s.starts_at)).not.toContain(mine.starts_at);
    const taken = await post(undefined, `/api/schedule-interview/v1/${otherToken}/book/`, {
      starts_at: mine.starts_at,
      time_zone: 'UTC',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('slot_taken');
    expect((await get(undefined, `/api/schedule-interview/v1/${otherToken}/`)).json().data.status).toBe('requested');
  });

  it('given Maria’s interview is evaluated early (completed before it starts, as the kiosk leaves it), then its slot stays taken until its end: not offered, and booking it answers 409', async () => {
    const candidateApp = await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
      .executeTakeFirstOrThrow();
    const other = await invite(owner, candidateApp.user_step_tracker_id, activityId);
    const otherToken = tokenOf(other.json().data.path);
    const mine = (await get(undefined, `/api/schedule-interview/v1/${token}/`)).json().data;
    const row = await t.db
      .selectFrom('interviews')
      .select(['interview_id', 'status'])
      .where('starts_at', '=', new Date(mine.starts_at))
      .where('status', '=', 'scheduled')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('interviews')
      .set({ status: 'completed', completed_at: new Date() })
      .where('interview_id', '=', row.interview_id)
      .execute();
    try {
      const theirs = (await get(undefined, `/api/schedule-interview/v1/${otherToken}/`)).json().data;
      expect(theirs.slots.map((x: { starts_at: string }) => x.starts_at)).not.toContain(mine.starts_at);
      const taken = await post(undefined, `/api/schedule-interview/v1/${otherToken}/book/`, {
        starts_at: mine.starts_at,
        time_zone: 'UTC',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('slot_taken');
    } finally {
      await t.db
        .updateTable('interviews')
        .set({ status: 'scheduled', completed_at: null })
        .where('interview_id', '=', row.interview_id)
        .execute();
    }
  });

  it('given Maria reschedules, then everyone gets a change with the same uid and a higher sequence', async () => {
    const page = (await get(undefined, `/api/schedule-interview/v1/${token}/`)).json().data;
    const slot = changeableSlots(page)[8]!;
    const res = await post(undefined, `/api/schedule-interview/v1/${token}/book/`, {
      starts_at: slot.starts_at,
      time_zone: 'Europe/Madrid',
    });
    expect(res.statusCode).toBe(200);
    const mail = (await mailsTo('interviewer@demo-company.test')).pop()!;
    expect(mail.subject).toMatch(/^Interview moved/);
    const ics = parseIcs(await icsOf(mail.mail_id));
    expect(ics).toMatchObject({ method: 'REQUEST', start: slot.starts_at, sequence: 1 });
  });

  it('given the signed-in candidate, then her interview list shows it and a fresh manage link; others see nothing of it', async () => {
    const list = (await get(maria, '/api/user/v1/interview-list/')).json().data;
    const mine = list.find((i: { activity_title: string }) => i.activity_title === 'First interview');
    expect(mine).toMatchObject({
      status: 'scheduled',
      location: 'Head office, room 2',
      instructions: 'Bring an ID.',
      can_change: true,
    });
    const link = await post(maria, `/api/user/v1/interview-list/${mine.interview_uuid}/manage-link/`);
    expect(link.statusCode).toBe(200);
    expect(
      (await get(undefined, `/api/schedule-interview/v1/${tokenOf(link.json().data.path)}/`)).json().data.starts_at,
    ).toBe(mine.starts_at);
    expect((await post(candidate, `/api/user/v1/interview-list/${mine.interview_uuid}/manage-link/`)).statusCode).toBe(
      404,
    );
    const theirs = (await get(candidate, '/api/user/v1/interview-list/')).json().data;
    expect(theirs.map((i: { interview_uuid: string }) => i.interview_uuid)).not.toContain(mine.interview_uuid);
  });

  it('given the interviewer’s profile, then the upcoming interview counts', async () => {
    const profile = (await get(interviewer, '/api/interviews/v1/my-profile/')).json().data;
    expect(profile.upcoming_count).toBe(1);
    expect(profile.upcoming[0]).toMatchObject({ status: 'scheduled', activity_title: 'First interview' });
  });

  it('given Maria cancels, then everyone gets a CANCEL and the link answers 410 with no data', async () => {
    const before = (await get(undefined, `/api/schedule-interview/v1/${token}/`)).json().data;
    expect((await post(undefined, `/api/schedule-interview/v1/${token}/cancel/`)).statusCode).toBe(200);
    const mail = (await mailsTo('recruiter@demo-company.test')).pop()!;
    expect(mail.subject).toMatch(/^Interview cancelled/);
    expect(parseIcs(await icsOf(mail.mail_id))).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      start: before.starts_at,
      sequence: 2,
    });
    const gone = await get(undefined, `/api/schedule-interview/v1/${token}/`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).not.toHaveProperty('data');
    expect(gone.json().code).toBe('link_expired');
  });

  it('given an unknown token, then 404; an expired one, 410', async () => {
    expect((await get(undefined, `/api/schedule-interview/v1/${randomUUID()}/`)).statusCode).toBe(404);
    const res = await invite(recruiter, MARIA, activityId);
    const fresh = tokenOf(res.json().data.path);
    await t.db
      .updateTable('interview_booking_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await get(undefined, `/api/schedule-interview/v1/${fresh}/`)).statusCode).toBe(410);
  });
});

describe('staff schedule by hand and decline', () => {
  it('given a time within 24 hours, when scheduled by hand, then the candidate can no longer change it by link (the rule is stated)', async () => {
    const startsAt = new Date(Math.ceil((Date.now() + 5 * 3_600_000) / 1_800_000) * 1_800_000).toISOString();
    const res = await post(recruiter, `/api/smartreq/v1/user-smartreq/${MARIA}/interviews/${activityId}/schedule/`, {
      starts_at: startsAt,
      time_zone: 'Europe/Madrid',
      duration_minutes: 45,
      interviewer_user_ids: [interviewer.userId],
      meeting_url: 'https://meet.example/x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'scheduled',
      starts_at: startsAt,
      meeting_url: 'https://meet.example/x',
    });
    const list = (await get(maria, '/api/user/v1/interview-list/')).json().data;
    const live = list.find((i: { status: string }) => i.status === 'scheduled');
    expect(live.can_change).toBe(false);
    const link = await post(maria, `/api/user/v1/interview-list/${live.interview_uuid}/manage-link/`);
    const page = (await get(undefined, `/api/schedule-interview/v1/${tokenOf(link.json().data.path)}/`)).json().data;
    expect(page).toMatchObject({ can_change: false, slots: [] });
    const refused = await post(undefined, `/api/schedule-interview/v1/${tokenOf(link.json().data.path)}/cancel/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('change_closed');
  });

  it('given a panel member outside the company or an interviewer already busy, then it is refused naming the field', async () => {
    const outsider = await post(
      recruiter,
      `/api/smartreq/v1/user-smartreq/${MARIA}/interviews/${activityId}/schedule/`,
      {
        starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
        time_zone: 'UTC',
        duration_minutes: 30,
        interviewer_user_ids: [otherOwner.userId],
      },
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors[0].prop).toBe('interviewer_user_ids.0');
    const past = await post(recruiter, `/api/smartreq/v1/user-smartreq/${MARIA}/interviews/${activityId}/schedule/`, {
      starts_at: new Date(Date.now() - DAY).toISOString(),
      time_zone: 'UTC',
      duration_minutes: 30,
      interviewer_user_ids: [interviewer.userId],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].prop).toBe('starts_at');
  });

  it('given staff decline, then the interview is declined and the panel gets a cancellation', async () => {
    const res = await post(recruiter, `/api/smartreq/v1/user-smartreq/${MARIA}/interviews/${activityId}/decline/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('declined');
    expect((await mailsTo('interviewer@demo-company.test')).pop()!.subject).toMatch(/^Interview cancelled/);
    const list = (await get(recruiter, `/api/smartreq/v1/user-smartreq/${MARIA}/interviews/`)).json().data;
    expect(
      list.find((a: { job_step_activity_id: number }) => a.job_step_activity_id === activityId).interview.status,
    ).toBe('declined');
  });
});

describe('racing for slots', () => {
  it('given 50 candidates booking 10 slots at once, then exactly 10 bookings succeed and no interviewer is double-booked', async () => {
    const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    // The owner alone, available 08:00-13:00 UTC on one day only: ten 30-minute slots.
    expect(
      (
        await put(owner, '/api/interviews/v1/my-availability/', {
          time_zone: 'UTC',
          weekly: [],
          exceptions: [{ date: day, hours: [{ start: '08:00', end: '13:00' }] }],
        })
      ).statusCode,
    ).toBe(200);
    const raceActivity = await addInterviewActivity({ durationMinutes: 30 }, [owner.userId]);
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) {
      const user = await t.db
        .insertInto('users')
        .values({
          uuid: randomUUID(),
          email: `racer${i}@assay.test`,
          first_name: 'Racer',
          last_name: String(i),
          password_hash: null,
          phone_number: null,
          preferred_language: null,
          updated_at: new Date(),
          deactivated_at: null,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const tracker = await t.db
        .insertInto('user_trackers')
        .values({
          ref_id: randomUUID(),
          user_id: user.user_id,
          job_id: jobId,
          account_id: accountId,
          external_application_id: null,
        })
        .returning('user_step_tracker_id')
        .executeTakeFirstOrThrow();
      const res = await invite(recruiter, tracker.user_step_tracker_id, raceActivity);
      expect(res.statusCode).toBe(200);
      tokens.push(tokenOf(res.json().data.path));
    }
    const slots = (await get(undefined, `/api/schedule-interview/v1/${tokens[0]}/`)).json().data.slots as {
      starts_at: string;
    }[];
    expect(slots).toHaveLength(10);
    const results = await Promise.all(
      tokens.map((tk, i) =>
        post(undefined, `/api/schedule-interview/v1/${tk}/book/`, {
          starts_at: slots[i % 10]!.starts_at,
          time_zone: 'UTC',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const booked = await t.db
      .selectFrom('interviews')
      .select(['starts_at'])
      .where('job_step_activity_id', '=', raceActivity)
      .where('status', '=', 'scheduled')
      .execute();
    expect(new Set(booked.map((b) => new Date(b.starts_at!).toISOString())).size).toBe(10);
  });
});

/**
 * D206 against the real server: an interview scheduled from an
 * application whose plan has no interview activity, the panel's availability, no double-booking,
 * reschedule and cancel mailing everyone; feedback hidden from a panel member until they submit
 * their own, in the history, and reminded when overdue; notes that mention colleagues and private
 * notes only those with private-data access read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mails from '../../test/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { MARIA, setOfficeHours, signInInterviewCast } from '../../test/interview-cast.ts';
import type { SignedIn as S } from '../../test/staff-roles.ts';
import { remindOverdueFeedback } from '../interview/index.ts';

let t: TestApp;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, candidate: S;
const DAY = 86_400_000;

const call = (who: S | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who?.token, body });

/** A weekday at `hour` UTC, `days` ahead at least (the interviewers below are available 09:00-17:00 UTC). */
function weekdayAt10(days: number, hour = 10): Date {
  const d = new Date(Date.now() + days * DAY);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

const mailsTo = (address: string, since = 0) => mails.mailsSince(t.db, since, address);
const lastMailId = () => mails.lastMailId(t.db);
const historyKinds = async (who: S) =>
  (await call(who, 'GET', `/smartreq/v1/activity-history/${MARIA}/`)).json().data.map((e: { kind: string }) => e.kind);

const schedule = (who: S | undefined, body: Record<string, unknown>, id = MARIA) =>
  call(who, 'POST', `/smartreq/v1/user-smartreq/${id}/own-interviews/`, {
    title: 'Culture interview',
    interview_kit_id: null,
    time_zone: 'America/Chicago',
    duration_minutes: 45,
    ...body,
  });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  ({ owner, recruiter, interviewer, otherOwner, candidate } = await signInInterviewCast(t));
  await setOfficeHours(t, [owner, recruiter, interviewer]);
  const interviewActivities = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('user_trackers as tr', 'tr.job_id', 's.job_id')
    .select('a.job_step_activity_id')
    .where('tr.user_step_tracker_id', '=', MARIA)
    .where('a.activity_type', '=', 'interview')
    .execute();
  expect(interviewActivities).toEqual([]);
});
afterAll(async () => t.close());

describe('scheduling from any application', () => {
  it('given a plan with no interview activity, when the recruiter schedules one, then it is scheduled in its zone, mailed to all and in the history', async () => {
    const since = await lastMailId();
    const startsAt = weekdayAt10(3);
    const res = await schedule(recruiter, {
      starts_at: startsAt.toISOString(),
      interviewer_user_ids: [interviewer.userId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'scheduled',
      activity_title: 'Culture interview',
      job_step_activity_id: null,
      time_zone: 'America/Chicago',
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
      interviewers: [{ user_id: interviewer.userId }],
    });
    const list = (await call(recruiter, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`)).json().data;
    expect(list.map((i: { interview_uuid: string }) => i.interview_uuid)).toContain(res.json().data.interview_uuid);
    // The candidate's mail says the time in the interview's zone; the interviewer's in theirs.
    const toMaria = await mailsTo('maria.garcia@assay.test', since);
    expect(toMaria.map((m) => m.subject)).toEqual([expect.stringContaining('(America/Chicago)')]);
    expect((await mailsTo('interviewer@demo-company.test', since)).map((m) => m.subject)).toEqual([
      expect.stringContaining('(UTC)'),
    ]);
    expect(await historyKinds(recruiter)).toContain('interview_scheduled');
  });

  it('given an interviewer already booked, then an overlapping interview is refused with 409 and nothing is written', async () => {
    const startsAt = weekdayAt10(10);
    expect(
      (await schedule(recruiter, { starts_at: startsAt.toISOString(), interviewer_user_ids: [owner.userId] }))
        .statusCode,
    ).toBe(200);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('interviews')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const clash = await schedule(recruiter, {
      starts_at: new Date(startsAt.getTime() + 15 * 60_000).toISOString(),
      interviewer_user_ids: [recruiter.userId, owner.userId],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ prop: 'starts_at', message: expect.any(String) }]);
    expect(await count()).toBe(before);
  });

  it('given the panel, then their availability and existing interviews show side by side with the common free times', async () => {
    const from = weekdayAt10(10);
    from.setUTCHours(0, 0, 0, 0);
    const res = await call(
      recruiter,
      'GET',
      `/smartreq/v1/user-smartreq/${MARIA}/panel-availability/?user_ids=${owner.userId},${interviewer.userId}&from=${from.toISOString()}&duration_minutes=60`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const ownerRow = data.people.find((p: { user_id: number }) => p.user_id === owner.userId);
    expect(ownerRow.time_zone).toBe('UTC');
    expect(ownerRow.busy).toContainEqual({
      starts_at: weekdayAt10(10).toISOString(),
      ends_at: new Date(weekdayAt10(10).getTime() + 45 * 60_000).toISOString(),
    });
    expect(ownerRow.available.length).toBeGreaterThan(0);
    // No common slot overlaps the owner's interview.
    const taken = weekdayAt10(10).getTime();
    for (const slot of data.slots as { starts_at: string; ends_at: string }[])
      expect(Date.parse(slot.ends_at) <= taken || Date.parse(slot.starts_at) >= taken + 45 * 60_000).toBe(true);
    expect(data.slots.length).toBeGreaterThan(0);
    const outsider = await call(
      recruiter,
      'GET',
      `/smartreq/v1/user-smartreq/${MARIA}/panel-availability/?user_ids=${otherOwner.userId}&from=${from.toISOString()}&duration_minutes=60`,
    );
    expect(outsider.statusCode).toBe(400);
  });

  it('given a scheduled interview, when moved then cancelled, then everyone is mailed each time; other companies and candidates get nothing', async () => {
    const startsAt = weekdayAt10(5, 12);
    const made = (
      await schedule(recruiter, { starts_at: startsAt.toISOString(), interviewer_user_ids: [interviewer.userId] })
    ).json().data;
    const url = (what: string) => `/smartreq/v1/interviews/${made.interview_uuid}/${what}/`;
    const later = new Date(startsAt.getTime() + 2 * 3_600_000).toISOString();
    expect(
      (await call(otherOwner, 'POST', url('reschedule'), { starts_at: later, duration_minutes: 30, time_zone: 'UTC' }))
        .statusCode,
    ).toBe(404);
    expect((await call(candidate, 'POST', url('cancel'))).statusCode).toBe(403);
    const since = await lastMailId();
    const moved = await call(recruiter, 'POST', url('reschedule'), {
      starts_at: later,
      duration_minutes: 30,
      time_zone: 'Europe/Paris',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ starts_at: later, time_zone: 'Europe/Paris' });
    expect((await call(recruiter, 'POST', url('cancel'))).statusCode).toBe(200);
    // Every subject says its time with the zone: the candidate's in the interview's new zone, the interviewer's in theirs.
    for (const [address, zone] of [
      ['maria.garcia@assay.test', 'Europe/Paris'],
      ['interviewer@demo-company.test', 'UTC'],
    ] as const)
      expect((await mailsTo(address, since)).map((m) => m.subject)).toEqual([
        expect.stringMatching(new RegExp(`^Interview moved: .* \\(${zone}\\)$`)),
        expect.stringMatching(new RegExp(`^Interview cancelled: .* \\(${zone}\\)$`)),
      ]);
    expect((await call(recruiter, 'POST', url('cancel'))).statusCode).toBe(409);
    expect(await historyKinds(recruiter)).toEqual(
      expect.arrayContaining(['interview_rescheduled', 'interview_cancelled']),
    );
  });

  it('given a company outsider or a candidate, then the application’s scheduling endpoints answer 404 or 403', async () => {
    const body = { starts_at: weekdayAt10(20).toISOString(), interviewer_user_ids: [interviewer.userId] };
    expect((await schedule(otherOwner, body)).statusCode).toBe(404);
    expect((await schedule(candidate, body)).statusCode).toBe(403);
    expect((await schedule(recruiter, { ...body, interviewer_user_ids: [otherOwner.userId] })).statusCode).toBe(400);
    expect((await call(otherOwner, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/colleagues/`)).statusCode).toBe(404);
    const colleagues = (await call(recruiter, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/colleagues/`)).json().data;
    expect(colleagues.map((c: { user_id: number }) => c.user_id)).toEqual(
      expect.arrayContaining([owner.userId, recruiter.userId, interviewer.userId]),
    );
    expect(colleagues.map((c: { user_id: number }) => c.user_id)).not.toContain(otherOwner.userId);
  });

  it('given the company’s meeting address as a pattern with {room}, then each interview’s video link has its own room there; as a base URL, under it (D515)', async () => {
    const { account_id } = await t.db
      .selectFrom('user_trackers')
      .select('account_id')
      .where('user_step_tracker_id', '=', MARIA)
      .executeTakeFirstOrThrow();
    const setAddress = async (address: string) =>
      expect(
        (
          await call(owner, 'PUT', '/integration/v1/calendar/conferencing/', {
            account_id,
            meeting_base_url: address,
          })
        ).statusCode,
      ).toBe(200);
    const linkOf = async (days: number) => {
      const made = await schedule(recruiter, {
        starts_at: weekdayAt10(days, 14).toISOString(),
        interviewer_user_ids: [interviewer.userId],
      });
      expect(made.statusCode, made.body).toBe(200);
      return made.json().data.meeting_url as string;
    };
    try {
      await setAddress('https://meet.example/{room}');
      const first = await linkOf(22);
      const since = await lastMailId();
      const second = await linkOf(29);
      expect(first).toMatch(/^https:\/\/meet\.example\/Assay-[0-9a-f]{32}$/);
      expect(second).toMatch(/^https:\/\/meet\.example\/Assay-[0-9a-f]{32}$/);
      expect(second).not.toBe(first);
      // The candidate's invitation carries that room.
      const [invitation] = await mailsTo('maria.garcia@assay.test', since);
      expect(invitation!.text_body).toContain(second);
      await setAddress('https://video.example/{room}/join');
      expect(await linkOf(36)).toMatch(/^https:\/\/video\.example\/Assay-[0-9a-f]{32}\/join$/);
      await setAddress('https://meet.example/rooms');
      expect(await linkOf(43)).toMatch(/^https:\/\/meet\.example\/rooms\/Assay-[0-9a-f]{32}$/);
    } finally {
      await setAddress('');
    }
  });
});

describe('feedback', () => {
  it('given a panel of two, then neither sees the other’s feedback before submitting their own; each submission is in the history', async () => {
    const made = (
      await schedule(recruiter, {
        starts_at: weekdayAt10(15).toISOString(),
        interviewer_user_ids: [owner.userId, recruiter.userId],
      })
    ).json().data;
    const detail = (await call(owner, 'GET', `/interview/v1/interviews/${made.interview_uuid}/`)).json().data;
    const evaluation = (recommendation: string, score: number) => ({
      interview_uuid: made.interview_uuid,
      notes: `Overall ${score}`,
      recommendation,
      scores: detail.kit.attributes.map((a: { attribute_type_id: number }) => ({
        attribute_type_id: a.attribute_type_id,
        score,
      })),
      answers: [
        { interview_kit_question_id: detail.kit.questions[0].interview_kit_question_id, notes: 'Clear example' },
      ],
    });
    expect((await call(owner, 'POST', '/interview/v1/evaluations/', evaluation('strong_yes', 5))).statusCode).toBe(200);
    const card = async (who: S) =>
      (await call(who, 'GET', `/smartreq/v1/scorecard/${MARIA}/`)).json().data.interviewerScore;
    expect(await card(recruiter)).toMatchObject({
      withheld: true,
      evaluations: [],
      interviewer_notes: [],
      question_notes: [],
    });
    expect((await card(owner)).evaluations).toContainEqual(
      expect.objectContaining({ interviewer_user_id: owner.userId, recommendation: 'strong_yes' }),
    );
    expect((await call(recruiter, 'POST', '/interview/v1/evaluations/', evaluation('no', 2))).statusCode).toBe(200);
    const after = await card(recruiter);
    expect(after.withheld).toBe(false);
    expect(after.evaluations.map((e: { recommendation: string }) => e.recommendation)).toEqual(
      expect.arrayContaining(['strong_yes', 'no']),
    );
    const events = (await call(recruiter, 'GET', `/smartreq/v1/activity-history/${MARIA}/`)).json().data;
    expect(
      events
        .filter((e: { kind: string }) => e.kind === 'feedback_submitted')
        .map((e: { details: { recommendation: string } }) => e.details.recommendation),
    ).toEqual(expect.arrayContaining(['strong_yes', 'no']));
  });

  it('given an interview that ended a day ago without the interviewer’s feedback, then the reminder mails them once a day and their home lists it', async () => {
    const made = (
      await schedule(recruiter, {
        starts_at: weekdayAt10(25).toISOString(),
        interviewer_user_ids: [interviewer.userId],
      })
    ).json().data;
    const ended = new Date(Date.now() - 2 * DAY);
    await t.db
      .updateTable('interviews')
      .set({ starts_at: new Date(ended.getTime() - 3_600_000), ends_at: ended })
      .where('interview_uuid', '=', made.interview_uuid)
      .execute();
    const since = await lastMailId();
    expect(await remindOverdueFeedback(t.db, 'https://assay.example')).toBeGreaterThan(0);
    const reminders = (await mailsTo('interviewer@demo-company.test', since)).filter(
      (m) => m.reason === 'staff_notice',
    );
    expect(reminders).toHaveLength(1);
    // The link opens the interview at the interviewer's desk, not on a station that signs out (D281).
    expect(reminders[0]!.text_body).toContain(`https://assay.example/interviews/${made.interview_uuid}`);
    await remindOverdueFeedback(t.db, 'https://assay.example');
    expect(
      (await mailsTo('interviewer@demo-company.test', since)).filter((m) => m.reason === 'staff_notice'),
    ).toHaveLength(1);
    const home = (await call(interviewer, 'GET', '/staff/v1/home/')).json().data;
    expect(home.feedback_due.items.map((i: { interview_uuid: string }) => i.interview_uuid)).toContain(
      made.interview_uuid,
    );
  });
});

describe('notes and mentions', () => {
  const notes = `/user/v1/comments/${MARIA}/`;

  it('given a note mentioning a colleague, then they are mailed and it is a task on their home until they open the application', async () => {
    const since = await lastMailId();
    const res = await call(recruiter, 'POST', notes, {
      body: '@Olivia could you check her references?',
      mentioned_user_ids: [owner.userId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mentions).toEqual([expect.objectContaining({ user_id: owner.userId })]);
    const mail = (await mailsTo('owner@demo-company.test', since)).filter((m) => m.reason === 'staff_notice');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('could you check her references?');
    expect(mail[0]!.text_body).toContain(`/smartreq-detail-applicant/${MARIA}`);
    const home = async () => (await call(owner, 'GET', '/staff/v1/home/')).json().data.mentions;
    expect((await home()).items).toContainEqual(
      expect.objectContaining({ comment_uuid: res.json().data.comment_uuid, user_smartreq_id: MARIA }),
    );
    expect((await call(owner, 'GET', `/smartreq/v1/scorecard/${MARIA}/`)).statusCode).toBe(200);
    expect((await home()).count).toBe(0);
  });

  // A colleague who cannot open it is named back instead (D285: mentions-share.test.ts).
  it('given a mention of someone from another company or of oneself, then the note is refused naming the entry and nothing is sent', async () => {
    const since = await lastMailId();
    const before = (await call(recruiter, 'GET', notes)).json().data.length;
    for (const who of [otherOwner.userId, recruiter.userId]) {
      const res = await call(recruiter, 'POST', notes, { body: 'Look', mentioned_user_ids: [owner.userId, who] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ prop: 'mentioned_user_ids.1', message: expect.any(String) }]);
    }
    expect((await call(recruiter, 'GET', notes)).json().data.length).toBe(before);
    expect(await mailsTo('owner@demo-company.test', since)).toEqual([]);
  });

  it('given private notes, then those with private-data access read them and others only their own', async () => {
    const secret = await call(owner, 'POST', notes, { body: 'Salary expectations: high', scope: 'private' });
    expect(secret.statusCode).toBe(200);
    const mine = await call(recruiter, 'POST', notes, { body: 'My own reminder', scope: 'private' });
    expect(mine.statusCode).toBe(200);
    const bodies = async (who: S) => (await call(who, 'GET', notes)).json().data.map((c: { body: string }) => c.body);
    expect(await bodies(owner)).toEqual(expect.arrayContaining(['Salary expectations: high', 'My own reminder']));
    expect(await bodies(recruiter)).toContain('My own reminder');
    expect(await bodies(recruiter)).not.toContain('Salary expectations: high');
    // A private note may mention only those who may read it.
    const leak = await call(owner, 'POST', notes, {
      body: 'Private',
      scope: 'private',
      mentioned_user_ids: [recruiter.userId],
    });
    expect(leak.statusCode).toBe(400);
    expect(
      (await call(recruiter, 'PATCH', `/user/v1/comment/${secret.json().data.comment_uuid}/`, { body: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

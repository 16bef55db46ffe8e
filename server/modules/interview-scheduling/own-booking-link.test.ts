/**
 * D228 against the real server: from an application whose plan has no interview
 * activity, staff choose the panel and a duration and mail the candidate a link; the candidate
 * books one of the panel's free times of that duration, never one an interviewer already has;
 * cancelling the waiting interview retires the link. Bad input and outsiders change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mails from '../../test/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let recruiter: S, interviewer: S, otherOwner: S, maria: S;
/** Maria's application to Customer Support Specialist, whose plan has no interview activity. */
const MARIA = 3;
const MARIA_EMAIL = 'maria.garcia@assay.test';

const call = (who: S | undefined, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who?.token, body });
const sendLink = (who: S, body: Record<string, unknown>) =>
  call(who, 'POST', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/booking-link/`, {
    title: 'Team interview',
    interview_kit_id: null,
    duration_minutes: 45,
    interviewer_user_ids: [interviewer.userId],
    ...body,
  });
const bookingPage = (token: string) => call(undefined, 'GET', `/schedule-interview/v1/${token}/?time_zone=UTC`);
const tokenOf = (path: string) => path.split('/').pop()!;

const mailsSince = (since: number) => mails.mailsSince(t.db, since);
const lastMailId = () => mails.lastMailId(t.db);
const interviewCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('interviews')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [recruiter, interviewer, otherOwner, maria] = (await Promise.all(
    ['recruiter@demo-company.test', 'interviewer@demo-company.test', 'owner@other-company.test', MARIA_EMAIL].map((e) =>
      t.signIn(e),
    ),
  )) as [S, S, S, S];
  const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
  const saved = await t.request({
    method: 'PUT',
    url: '/api/interviews/v1/my-availability/',
    token: interviewer.token,
    body: { time_zone: 'UTC', weekly, exceptions: [] },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('a self-scheduling link for an interview outside the plan', () => {
  let token: string;
  let interviewUuid: string;
  let takenStart: string;

  it('given the recruiter chooses the interviewer and 45 minutes, then the interview waits for the candidate and she is mailed the link', async () => {
    const since = await lastMailId();
    const res = await sendLink(recruiter, { location: 'Head office' });
    expect(res.statusCode, res.body).toBe(200);
    const { interview, path } = res.json().data;
    expect(interview).toMatchObject({
      status: 'requested',
      activity_title: 'Team interview',
      job_step_activity_id: null,
      starts_at: null,
      location: 'Head office',
      interviewers: [{ user_id: interviewer.userId }],
      link_expires_at: expect.any(String),
    });
    expect(path).toMatch(/^\/schedule-interview\/[0-9a-f-]{36}$/);
    token = tokenOf(path);
    interviewUuid = interview.interview_uuid;
    const stored = await t.db
      .selectFrom('interviews')
      .select(['duration_minutes', 'interview_kit_id'])
      .where('interview_uuid', '=', interviewUuid)
      .executeTakeFirstOrThrow();
    expect(stored.duration_minutes).toBe(45);
    expect(stored.interview_kit_id).not.toBeNull();
    const mails = await mailsSince(since);
    expect(mails.map((m) => m.to_address)).toEqual([MARIA_EMAIL]);
    expect(mails[0]!.subject).toContain('Choose a time');
    expect(mails[0]!.text_body).toContain(`https://assay.example${path}`);
    const list = (await call(recruiter, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`)).json().data;
    expect(list.find((i: { interview_uuid: string }) => i.interview_uuid === interviewUuid)?.status).toBe('requested');
  });

  it('given the link, when opened without signing in, then every free time lasts the stored 45 minutes', async () => {
    const res = await bookingPage(token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ status: 'requested', duration_minutes: 45, activity_title: 'Team interview' });
    expect(page.slots.length).toBeGreaterThan(3);
    for (const s of page.slots) expect(Date.parse(s.ends_at) - Date.parse(s.starts_at)).toBe(45 * 60_000);
  });

  it('given the interviewer is then booked elsewhere at one of those times, then the page no longer offers it and booking it is refused', async () => {
    const slots: { starts_at: string }[] = (await bookingPage(token)).json().data.slots;
    takenStart = slots.find(
      (s) => Date.parse(s.starts_at) > Date.now() + 2 * 86_400_000 && new Date(s.starts_at).getUTCHours() < 12,
    )!.starts_at;
    const other = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`, {
      title: 'Other interview',
      interview_kit_id: null,
      starts_at: takenStart,
      time_zone: 'UTC',
      duration_minutes: 30,
      interviewer_user_ids: [interviewer.userId],
    });
    expect(other.statusCode, other.body).toBe(200);
    const after: { starts_at: string }[] = (await bookingPage(token)).json().data.slots;
    const taken = Date.parse(takenStart);
    // The other interview takes [taken, taken + 30 min); a 45-minute slot overlaps it when it starts in between.
    const overlapping = after.filter(
      (s) => Date.parse(s.starts_at) > taken - 45 * 60_000 && Date.parse(s.starts_at) < taken + 30 * 60_000,
    );
    expect(after.some((s) => Date.parse(s.starts_at) === taken + 30 * 60_000)).toBe(true);
    expect(overlapping).toEqual([]);
    const refused = await call(undefined, 'POST', `/schedule-interview/v1/${token}/book/`, {
      starts_at: takenStart,
      time_zone: 'UTC',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('given a free time, when the candidate books it, then the interview is scheduled then for 45 minutes', async () => {
    const slots: { starts_at: string }[] = (await bookingPage(token)).json().data.slots;
    const chosen = slots.find((s) => Date.parse(s.starts_at) > Date.parse(takenStart) + 86_400_000)!.starts_at;
    const res = await call(undefined, 'POST', `/schedule-interview/v1/${token}/book/`, {
      starts_at: chosen,
      time_zone: 'Europe/Madrid',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'scheduled',
      starts_at: chosen,
      ends_at: new Date(Date.parse(chosen) + 45 * 60_000).toISOString(),
    });
    const [view] = (await call(recruiter, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`))
      .json()
      .data.filter((i: { interview_uuid: string }) => i.interview_uuid === interviewUuid);
    expect(view).toMatchObject({ status: 'scheduled', starts_at: chosen, time_zone: 'Europe/Madrid' });
  });

  it('given a link still waiting, when the recruiter cancels the interview, then the link stops working and nobody is mailed', async () => {
    const sent = (await sendLink(recruiter, { title: 'Second interview' })).json().data;
    const since = await lastMailId();
    const res = await call(recruiter, 'POST', `/smartreq/v1/interviews/${sent.interview.interview_uuid}/cancel/`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingPage(tokenOf(sent.path))).statusCode).toBe(410);
    expect(await mailsSince(since)).toEqual([]);
    const list = (await call(recruiter, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`)).json().data;
    expect(
      list.find((i: { interview_uuid: string }) => i.interview_uuid === sent.interview.interview_uuid)?.status,
    ).toBe('cancelled');
  });
});

describe('times proposed by staff (D233)', () => {
  /** The interviewer's common free 45-minute starts, as the panel view offers them. */
  async function freeStarts(): Promise<string[]> {
    const res = await call(
      recruiter,
      'GET',
      `/smartreq/v1/user-smartreq/${MARIA}/panel-availability/?user_ids=${interviewer.userId}&from=${encodeURIComponent(
        new Date(Date.now() + 2 * 86_400_000).toISOString(),
      )}&duration_minutes=45`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.slots.map((s: { starts_at: string }) => s.starts_at);
  }

  it('given two free times proposed, then the link offers exactly those, a time not proposed is refused and a proposed one books', async () => {
    const free = await freeStarts();
    const proposed = [free[5]!, free[1]!];
    const sent = await sendLink(recruiter, { title: 'Proposed times', proposed_times: proposed });
    expect(sent.statusCode, sent.body).toBe(200);
    const { interview, path } = sent.json().data;
    expect(interview.proposed_times).toEqual([free[1], free[5]]);
    const page = (await bookingPage(tokenOf(path))).json().data;
    expect(page.slots.map((s: { starts_at: string }) => s.starts_at)).toEqual([free[1], free[5]]);

    const notProposed = await call(undefined, 'POST', `/schedule-interview/v1/${tokenOf(path)}/book/`, {
      starts_at: free[3],
      time_zone: 'UTC',
    });
    expect(notProposed.statusCode).toBe(409);
    const booked = await call(undefined, 'POST', `/schedule-interview/v1/${tokenOf(path)}/book/`, {
      starts_at: free[5],
      time_zone: 'UTC',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ status: 'scheduled', starts_at: free[5] });
    const [view] = (await call(recruiter, 'GET', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`))
      .json()
      .data.filter((i: { interview_uuid: string }) => i.interview_uuid === interview.interview_uuid);
    expect(view.status).toBe('scheduled');
    expect(view.proposed_times).toBeUndefined();
  });

  it('given a proposed time taken after the link went out, then the link no longer offers it', async () => {
    const free = await freeStarts();
    const proposed = [free[8]!, free[20]!];
    const { path } = (await sendLink(recruiter, { title: 'Proposed, then taken', proposed_times: proposed })).json()
      .data;
    const other = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${MARIA}/own-interviews/`, {
      title: 'Taken meanwhile',
      interview_kit_id: null,
      starts_at: free[8],
      time_zone: 'UTC',
      duration_minutes: 30,
      interviewer_user_ids: [interviewer.userId],
    });
    expect(other.statusCode, other.body).toBe(200);
    const page = (await bookingPage(tokenOf(path))).json().data;
    expect(page.slots.map((s: { starts_at: string }) => s.starts_at)).toEqual([free[20]]);
  });

  it('given a proposed time the interviewer is not free at, one too soon, or eleven times, then a 400 names the time, nothing is created and nobody is mailed', async () => {
    const free = await freeStarts();
    const sunday = new Date(Date.now() + 7 * 86_400_000);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    sunday.setUTCHours(10, 0, 0, 0);
    const soon = new Date(Math.ceil((Date.now() + 60_000) / 900_000) * 900_000).toISOString();
    const since = await lastMailId();
    const before = await interviewCount();
    const cases: [string[], string][] = [
      [[free[0]!, sunday.toISOString()], 'proposed_times.1'],
      [[soon], 'proposed_times.0'],
      [free.slice(0, 11), 'proposed_times'],
      [[], 'proposed_times'],
    ];
    for (const [times, prop] of cases) {
      const res = await sendLink(recruiter, { proposed_times: times });
      expect(res.statusCode, JSON.stringify(times)).toBe(400);
      expect(res.json().errors.map((e: { prop: string }) => e.prop)).toContain(prop);
    }
    expect(await interviewCount()).toBe(before);
    expect(await mailsSince(since)).toEqual([]);
  });
});

describe('what is refused', () => {
  it('given no interviewer, an interviewer or a kit of another company, or a duration out of range, then a 400 names the field, nothing is created and nobody is mailed', async () => {
    const otherAccount = (await call(otherOwner, 'GET', '/auth/v1/')).json().data.roles[0].account_id;
    const otherKit = await t.db
      .insertInto('interview_kits')
      .values({ account_id: otherAccount, name: 'Their kit', purpose: 'interview', updated_at: new Date() })
      .returning('interview_kit_id')
      .executeTakeFirstOrThrow();
    const since = await lastMailId();
    const before = await interviewCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ interviewer_user_ids: [] }, 'interviewer_user_ids'],
      [{ interviewer_user_ids: [otherOwner.userId] }, 'interviewer_user_ids.0'],
      [{ duration_minutes: 5 }, 'duration_minutes'],
      [{ duration_minutes: 600 }, 'duration_minutes'],
      [{ interview_kit_id: otherKit.interview_kit_id }, 'interview_kit_id'],
    ];
    for (const [body, prop] of cases) {
      const res = await sendLink(recruiter, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { prop: string }) => e.prop)).toContain(prop);
    }
    expect(await interviewCount()).toBe(before);
    expect(await mailsSince(since)).toEqual([]);
  });

  it('given the owner of another company or the candidate herself, then 404 and 403, and nothing is created', async () => {
    const since = await lastMailId();
    const before = await interviewCount();
    expect((await sendLink(otherOwner, {})).statusCode).toBe(404);
    expect((await sendLink(maria, {})).statusCode).toBe(403);
    expect(await interviewCount()).toBe(before);
    expect(await mailsSince(since)).toEqual([]);
  });
});

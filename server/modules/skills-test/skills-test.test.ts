import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { answersHash } from '../../../contracts/user-response.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshApplication, target, type Application as Run } from '../../test/lease-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, other: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner] = (await Promise.all(['owner@demo-company.test'].map((e) => t.signIn(e)))) as [S];
  other = (await freshRun()).who;
});
afterAll(async () => t.close());

const URL = {
  content: (refId: string, jsa: number, language = 'en') =>
    `/api/user-response/v1/skills-test/${refId}/?job_step_activity_id=${jsa}&language=${language}`,
  start: '/api/user-response/v1/skills-test/start-section-time/',
  question: '/api/user-response/v1/skills-test/submit-question/',
  section: '/api/user-response/v1/skills-test/submit-section/',
  submit: '/api/user-response/v1/skills-test/submit/',
  details: (r: Run, sectionId: number) =>
    `/api/user-response/v1/skills-test/section-details/?ref_id=${r.ref_id}&job_step_activity_id=${r.job_step_activity_id}&skills_test_section_id=${sectionId}`,
  report: (id: number) => `/api/user-response/v1/skills-test/report/${id}/`,
};

const post = (who: S, url: string, body: unknown, key: string = randomUUID()) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': key } });

/** A new candidate who just applied to the open requisition, and its customer service skills test. */
const freshRun = () => freshApplication(t, 'skills_test');

async function content(r: Run, language = 'en'): Promise<SkillsTestContent> {
  const res = await t.request({
    method: 'GET',
    url: URL.content(r.ref_id, r.job_step_activity_id, language),
    token: r.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

type Question = SkillsTestContent['sections'][number]['questions'][number];
const timed = (c: SkillsTestContent) => c.sections.filter((s) => !s.is_practice);

const startSection = (r: Run, sectionId: number, extra: Record<string, unknown> = {}, who = r.who) =>
  post(who, URL.start, {
    ...target(r),
    skills_test_section_id: sectionId,
    started_at: new Date().toISOString(),
    ...extra,
  });

const answer = (
  r: Run,
  sectionId: number,
  questionId: number,
  optionId: number | null,
  revision = 1,
  answeredAt = new Date().toISOString(),
  key?: string,
) =>
  post(
    r.who,
    URL.question,
    {
      ...target(r),
      skills_test_section_id: sectionId,
      skills_test_question_id: questionId,
      skills_test_option_id: optionId,
      revision,
      answered_at: answeredAt,
    },
    key,
  );

/** The device's count and canonical hash of its answers (question id -> option id), as the client sends them at submission. */
const digestOf = async (answers: ReadonlyArray<readonly [number, number | null]>) => ({
  answer_count: answers.length,
  answers_hash: await answersHash(answers.map(([q, o]) => ({ item_id: String(q), value: o }))),
});

/** Moves a started section's server and device starts `seconds` into the past. */
async function shiftStart(r: Run, sectionId: number, seconds: number): Promise<void> {
  await t.db
    .updateTable('user_skills_test_sections')
    .set({
      section_started_at: sql<Date>`section_started_at - make_interval(secs => ${seconds})`,
      client_started_at: sql<Date>`client_started_at - make_interval(secs => ${seconds})`,
    })
    .where('skills_test_section_id', '=', sectionId)
    .where('user_skills_test_id', 'in', (eb) =>
      eb.selectFrom('user_skills_tests').select('user_skills_test_id').where('ref_id', '=', r.ref_id),
    )
    .execute();
}

describe('skills test content', () => {
  it("given a candidate's own application, the test comes in their language with practice answers but no timed answer key", async () => {
    const r = await freshRun();
    const c = await content(r, 'es');
    expect(c.title).toBe('Prueba de habilidades de atención al cliente');
    expect(c.sections).toHaveLength(3);
    const [practice, first, second] = c.sections as [
      SkillsTestContent['sections'][0],
      SkillsTestContent['sections'][0],
      SkillsTestContent['sections'][0],
    ];
    expect(practice.is_practice).toBe(true);
    expect(practice.details).toBeNull();
    expect(practice.questions[0]!.options.some((o) => o.is_correct === true)).toBe(true);
    expect([first.minutes, second.minutes]).toEqual([5, 6]);
    for (const s of [first, second]) {
      expect(s.questions.length).toBeGreaterThanOrEqual(5);
      for (const q of s.questions) for (const o of q.options) expect(o).not.toHaveProperty('is_correct');
      expect(s.details).toMatchObject({
        section_started_at: null,
        duration_seconds: s.minutes * 60,
        remaining_seconds: s.minutes * 60,
      });
    }
  });

  it("given another candidate or a staff member, the candidate's test is 404", async () => {
    const r = await freshRun();
    for (const who of [other, owner]) {
      const res = await t.request({
        method: 'GET',
        url: URL.content(r.ref_id, r.job_step_activity_id),
        token: who.token,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('section start (promise 4, 5)', () => {
  it('given a section started twice (two keys), then section_started_at is recorded once', async () => {
    const r = await freshRun();
    const [section] = timed(await content(r));
    const first = await startSection(r, section!.skills_test_section_id);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await startSection(r, section!.skills_test_section_id);
    expect(second.json().data.section_started_at).toBe(first.json().data.section_started_at);
    expect(first.json().data).toMatchObject({ duration_seconds: 300, time_accommodation: 1 });
    expect(first.json().data.remaining_seconds).toBeGreaterThanOrEqual(299);
    const rows = await t.db
      .selectFrom('user_skills_test_sections')
      .select('user_skills_test_section_id')
      .where('skills_test_section_id', '=', section!.skills_test_section_id)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const mine = await t.db
      .selectFrom('user_skills_test_sections as s')
      .innerJoin('user_skills_tests as u', 'u.user_skills_test_id', 's.user_skills_test_id')
      .select('s.user_skills_test_section_id')
      .where('u.ref_id', '=', r.ref_id)
      .execute();
    expect(mine).toHaveLength(1);
  });

  it('given a start queued offline, then the server dates it back by the elapsed time the device counted', async () => {
    const r = await freshRun();
    const [section] = timed(await content(r));
    const res = await startSection(r, section!.skills_test_section_id, { elapsed_ms: 120_000 });
    expect(res.json().data.remaining_seconds).toBeLessThanOrEqual(180);
    expect(res.json().data.remaining_seconds).toBeGreaterThanOrEqual(178);
  });

  it('given approved breaks and no visible countdown, then the content says so for the screen; a pending or declined request or screen-reader mode adds nothing', async () => {
    const r = await freshRun();
    expect((await content(r)).accommodations).toEqual([]);
    await t.db
      .insertInto('accommodation_requests')
      .values([
        { ref_id: r.ref_id, kinds: ['screen_reader', 'breaks'], status: 'declined', decided_at: new Date() },
        { ref_id: r.ref_id, kinds: ['no_countdown'], status: 'pending' },
      ])
      .execute();
    expect((await content(r)).accommodations).toEqual([]);
    await t.db
      .updateTable('accommodation_requests')
      .set({ status: 'approved', decided_at: new Date() })
      .where('ref_id', '=', r.ref_id)
      .execute();
    expect([...(await content(r)).accommodations!].sort()).toEqual(['breaks', 'no_countdown']);
  });

  it('given accommodation 1.5, then a 5-minute section lasts 450 s, and a later change of the accommodation does not move the deadline', async () => {
    const r = await freshRun();
    await t.db.updateTable('user_trackers').set({ time_accommodation: '1.5' }).where('ref_id', '=', r.ref_id).execute();
    const [section] = timed(await content(r));
    expect(section!.details!.duration_seconds).toBe(450);
    const started = await startSection(r, section!.skills_test_section_id);
    expect(started.json().data).toMatchObject({ duration_seconds: 450, time_accommodation: 1.5 });
    const deadline = started.json().data.deadline;
    await t.db.updateTable('user_trackers').set({ time_accommodation: '1' }).where('ref_id', '=', r.ref_id).execute();
    const details = await t.request({
      method: 'GET',
      url: URL.details(r, section!.skills_test_section_id),
      token: r.who.token,
    });
    expect(details.json().data).toMatchObject({ duration_seconds: 450, deadline });

    // 6 minutes in: past 5 minutes but inside 7.5, so an answer is still on time.
    await shiftStart(r, section!.skills_test_section_id, 360);
    const q = section!.questions[0]!;
    const res = await answer(
      r,
      section!.skills_test_section_id,
      q.skills_test_question_id,
      q.options[0]!.skills_test_option_id,
    );
    expect(res.json().data).toMatchObject({ applied: true, is_late: false, synced_late: false });
  });

  it("given another candidate's section, they cannot start or answer it (404), nor start a practice section (400)", async () => {
    const r = await freshRun();
    const c = await content(r);
    const [section] = timed(c);
    expect((await startSection(r, section!.skills_test_section_id, {}, other)).statusCode).toBe(404);
    expect((await startSection(r, c.sections[0]!.skills_test_section_id)).statusCode).toBe(400);
    expect((await startSection(r, section!.skills_test_section_id)).statusCode).toBe(200);
    const q = section!.questions[0]!;
    const res = await post(other, URL.question, {
      ...target(r),
      skills_test_section_id: section!.skills_test_section_id,
      skills_test_question_id: q.skills_test_question_id,
      skills_test_option_id: q.options[0]!.skills_test_option_id,
      revision: 1,
      answered_at: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('answers and the time rule (promise 6)', () => {
  it('given an answer before the section starts, then 409', async () => {
    const r = await freshRun();
    const [section] = timed(await content(r));
    const q = section!.questions[0]!;
    const res = await answer(
      r,
      section!.skills_test_section_id,
      q.skills_test_question_id,
      q.options[0]!.skills_test_option_id,
    );
    expect(res.statusCode).toBe(409);
  });

  it('given answers inside the window they are accepted; after the deadline a new one is kept, marked late; one recorded offline in time is accepted as synced late', async () => {
    const r = await freshRun();
    const [section] = timed(await content(r));
    const sid = section!.skills_test_section_id;
    const started = await startSection(r, sid);
    const deviceStart = new Date(
      (
        await t.db
          .selectFrom('user_skills_test_sections as s')
          .innerJoin('user_skills_tests as u', 'u.user_skills_test_id', 's.user_skills_test_id')
          .select('s.client_started_at')
          .where('u.ref_id', '=', r.ref_id)
          .executeTakeFirstOrThrow()
      ).client_started_at,
    );
    expect(started.statusCode).toBe(200);
    const [q1, q2, q3] = section!.questions as [Question, Question, Question];
    const inTime = await answer(r, sid, q1.skills_test_question_id, q1.options[0]!.skills_test_option_id);
    expect(inTime.json().data).toMatchObject({ applied: true, is_late: false });

    // The section started 10 minutes ago (5-minute limit): the window closed 5 minutes ago.
    await shiftStart(r, sid, 600);
    const shiftedDeviceStart = deviceStart.getTime() - 600_000;
    const late = await answer(r, sid, q2.skills_test_question_id, q2.options[0]!.skills_test_option_id);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ applied: true, is_late: true, synced_late: false });
    // Recorded offline 2 minutes into the section, delivered now.
    const offline = await answer(
      r,
      sid,
      q3.skills_test_question_id,
      q3.options[1]!.skills_test_option_id,
      1,
      new Date(shiftedDeviceStart + 120_000).toISOString(),
    );
    expect(offline.json().data).toMatchObject({ applied: true, is_late: false, synced_late: true });

    const stored = await t.db
      .selectFrom('user_skills_test_answers')
      .select(['skills_test_question_id', 'is_late', 'synced_late'])
      .where('skills_test_question_id', 'in', [q2.skills_test_question_id, q3.skills_test_question_id])
      .where('user_skills_test_section_id', '=', (eb) =>
        eb
          .selectFrom('user_skills_test_sections as s')
          .innerJoin('user_skills_tests as u', 'u.user_skills_test_id', 's.user_skills_test_id')
          .select('s.user_skills_test_section_id')
          .where('u.ref_id', '=', r.ref_id)
          .where('s.skills_test_section_id', '=', sid),
      )
      .orderBy('skills_test_question_id')
      .execute();
    // By question id: the run shows its questions in an order of its own (D332).
    expect(stored).toEqual(
      [
        { skills_test_question_id: q2.skills_test_question_id, is_late: true, synced_late: false },
        { skills_test_question_id: q3.skills_test_question_id, is_late: false, synced_late: true },
      ].sort((a, b) => a.skills_test_question_id - b.skills_test_question_id),
    );

    const details = await t.request({ method: 'GET', url: URL.details(r, sid), token: r.who.token });
    expect(details.json().data.remaining_seconds).toBe(0);
  });

  it('given the same answer key twice and revisions out of order, then one write, the first reply, and the highest revision kept', async () => {
    const r = await freshRun();
    const [section] = timed(await content(r));
    const sid = section!.skills_test_section_id;
    await startSection(r, sid);
    const q = section!.questions[0]!;
    const [a, b] = q.options as [Question['options'][number], Question['options'][number]];
    const key = randomUUID();
    const at = new Date().toISOString();
    const first = await answer(r, sid, q.skills_test_question_id, a.skills_test_option_id, 1, at, key);
    const replay = await answer(r, sid, q.skills_test_question_id, a.skills_test_option_id, 1, at, key);
    expect(replay.json()).toEqual(first.json());
    expect((await answer(r, sid, q.skills_test_question_id, b.skills_test_option_id, 3)).json().data).toMatchObject({
      applied: true,
      revision: 3,
    });
    expect((await answer(r, sid, q.skills_test_question_id, a.skills_test_option_id, 2)).json().data).toMatchObject({
      applied: false,
      revision: 3,
    });
    const stored = await t.db
      .selectFrom('user_skills_test_answers')
      .select(['skills_test_option_id', 'revision'])
      .where('skills_test_question_id', '=', q.skills_test_question_id)
      .where('user_skills_test_section_id', 'in', (eb) =>
        eb
          .selectFrom('user_skills_test_sections as s')
          .innerJoin('user_skills_tests as u', 'u.user_skills_test_id', 's.user_skills_test_id')
          .select('s.user_skills_test_section_id')
          .where('u.ref_id', '=', r.ref_id),
      )
      .execute();
    expect(stored).toEqual([{ skills_test_option_id: b.skills_test_option_id, revision: 3 }]);
  });

  it('given an option of another question, then 400 and nothing stored', async () => {
    const r = await freshRun();
    const [section] = timed(await content(r));
    await startSection(r, section!.skills_test_section_id);
    const [q1, q2] = section!.questions as [Question, Question];
    const res = await answer(
      r,
      section!.skills_test_section_id,
      q1.skills_test_question_id,
      q2.options[0]!.skills_test_option_id,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('submission and the report', () => {
  it('given a submitted section, later answers are late; the final submission completes the activity, repeats its receipt, and the report scores on-time answers only', async () => {
    const r = await freshRun();
    const c = await content(r);
    const [s1, s2] = timed(c) as [SkillsTestContent['sections'][0], SkillsTestContent['sections'][0]];
    await startSection(r, s1.skills_test_section_id);
    // Correct options come from the database: the content never shows them.
    const correctOf = async (questionId: number) =>
      (
        await t.db
          .selectFrom('skills_test_options')
          .select('skills_test_option_id')
          .where('skills_test_question_id', '=', questionId)
          .where('is_correct', '=', true)
          .executeTakeFirstOrThrow()
      ).skills_test_option_id;
    // Section 1: 3 right in time.
    for (const q of s1.questions.slice(0, 3))
      await answer(r, s1.skills_test_section_id, q.skills_test_question_id, await correctOf(q.skills_test_question_id));
    const closed = await post(r.who, URL.section, { ...target(r), skills_test_section_id: s1.skills_test_section_id });
    expect(closed.json().data.submitted_at).not.toBeNull();
    expect(closed.json().data.remaining_seconds).toBe(0);
    // A right answer 30 s after the section was submitted (past the 10 s grace): kept, late, not scored.
    await t.db
      .updateTable('user_skills_test_sections')
      .set({ submitted_at: sql<Date>`submitted_at - interval '30 seconds'` })
      .where('user_skills_test_section_id', '=', closed.json().data.user_skills_test_section_id)
      .execute();
    const q4 = s1.questions[3]!;
    expect(
      (
        await answer(
          r,
          s1.skills_test_section_id,
          q4.skills_test_question_id,
          await correctOf(q4.skills_test_question_id),
        )
      ).json().data.is_late,
    ).toBe(true);
    // Section 2: 1 right, 1 wrong.
    await startSection(r, s2.skills_test_section_id);
    const [w1, w2] = s2.questions as [Question, Question];
    await answer(r, s2.skills_test_section_id, w1.skills_test_question_id, await correctOf(w1.skills_test_question_id));
    const right = await correctOf(w2.skills_test_question_id);
    const wrongId = w2.options.find((o) => o.skills_test_option_id !== right)!.skills_test_option_id;
    await answer(r, s2.skills_test_section_id, w2.skills_test_question_id, wrongId);

    const id = (await content(r)).user_skills_test_id!;
    expect((await t.request({ method: 'GET', url: URL.report(id), token: r.who.token })).statusCode).toBe(409);

    const countOf = async () =>
      (
        await t.db
          .selectFrom('user_trackers')
          .select('completed_activity_count')
          .where('ref_id', '=', r.ref_id)
          .executeTakeFirstOrThrow()
      ).completed_activity_count;
    const before = await countOf();
    const held = [
      ...(await Promise.all(
        s1.questions
          .slice(0, 4)
          .map(async (q) => [q.skills_test_question_id, await correctOf(q.skills_test_question_id)] as const),
      )),
      [w1.skills_test_question_id, await correctOf(w1.skills_test_question_id)] as const,
      [w2.skills_test_question_id, wrongId] as const,
    ];
    const digest = await digestOf(held);
    const receipt = await post(r.who, URL.submit, { ...target(r), ...digest });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toMatchObject({
      user_skills_test_id: id,
      answer_count: 6,
      late_count: 1,
      answers_hash: digest.answers_hash,
    });
    const again = await post(r.who, URL.submit, { ...target(r), ...digest });
    expect(again.json().data.submitted_at).toBe(receipt.json().data.submitted_at);
    const done = await t.db
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', r.ref_id)
      .where('job_step_activity_id', '=', r.job_step_activity_id)
      .executeTakeFirstOrThrow();
    expect(done.is_completed).toBe(true);
    expect(await countOf()).toBe(before + 1);

    // A section already started answers its record again, even after the submission.
    expect((await startSection(r, s2.skills_test_section_id)).statusCode).toBe(200);
    const report = await t.request({ method: 'GET', url: URL.report(id), token: r.who.token });
    expect(report.statusCode, report.body).toBe(200);
    const s1Total = s1.questions.length;
    const s2Total = s2.questions.length;
    expect(report.json().data.sections).toEqual([
      expect.objectContaining({ correct: 3, total: s1Total, late: 1, percent: Math.round(300 / s1Total) }),
      expect.objectContaining({ correct: 1, total: s2Total, late: 0, percent: Math.round(100 / s2Total) }),
    ]);
    expect(report.json().data).toMatchObject({
      correct: 4,
      total: s1Total + s2Total,
      percent: Math.round(400 / (s1Total + s2Total)),
    });
    expect((await t.request({ method: 'GET', url: URL.report(id), token: other.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: URL.report(id), token: owner.token })).statusCode).toBe(404);

    // The scorecard's timed tests score the run as the report does, in their one statement.
    const application = await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', r.ref_id)
      .executeTakeFirstOrThrow();
    const timedTests = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/timed-results/${application.user_step_tracker_id}/`,
      token: owner.token,
    });
    expect(timedTests.statusCode, timedTests.body).toBe(200);
    expect(
      timedTests
        .json()
        .data.find((x: { job_step_activity_id: number }) => x.job_step_activity_id === r.job_step_activity_id),
    ).toMatchObject({
      activity_type: 'skills_test',
      completed_at: receipt.json().data.submitted_at,
      figures: { correct: 4, total: s1Total + s2Total, percent: Math.round(400 / (s1Total + s2Total)) },
    });
  });

  it('given a submitted test, a section never started cannot start (409)', async () => {
    const r = await freshRun();
    const [, s2] = timed(await content(r));
    expect((await post(r.who, URL.submit, { ...target(r), ...(await digestOf([])) })).statusCode).toBe(200);
    const res = await startSection(r, s2!.skills_test_section_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('attempt_submitted');
  });
});

describe('promise 8: a receipt before deletion (skills test final submission)', () => {
  it('given the device holds an answer the server lacks, the submission is refused 409 answers_mismatch and nothing changes; after a resend it is final with a receipt of the same count and hash', async () => {
    const r = await freshRun();
    const [s1] = timed(await content(r)) as [SkillsTestContent['sections'][0]];
    const [q1, q2] = s1.questions as [Question, Question];
    await startSection(r, s1.skills_test_section_id);
    await answer(r, s1.skills_test_section_id, q1.skills_test_question_id, q1.options[0]!.skills_test_option_id, 1);
    await answer(r, s1.skills_test_section_id, q1.skills_test_question_id, q1.options[1]!.skills_test_option_id, 2);
    // The device also answered q2 (then cleared it), but that answer has not arrived.
    const device = await digestOf([
      [q1.skills_test_question_id, q1.options[1]!.skills_test_option_id],
      [q2.skills_test_question_id, null],
    ]);

    const refused = await post(r.who, URL.submit, { ...target(r), ...device });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'answers_mismatch',
      errors: [{ prop: 'answer_count', message: '1' }],
    });
    const run = await t.db
      .selectFrom('user_skills_tests')
      .select('submitted_at')
      .where('ref_id', '=', r.ref_id)
      .executeTakeFirstOrThrow();
    expect(run.submitted_at).toBeNull();
    const section = await t.request({
      method: 'GET',
      url: URL.details(r, s1.skills_test_section_id),
      token: r.who.token,
    });
    expect(section.json().data.submitted_at).toBeNull();

    // The resend: q2 arrives (cleared), then the same submission is final.
    await answer(r, s1.skills_test_section_id, q2.skills_test_question_id, q2.options[0]!.skills_test_option_id, 1);
    await answer(r, s1.skills_test_section_id, q2.skills_test_question_id, null, 2);
    const receipt = await post(r.who, URL.submit, { ...target(r), ...device });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toMatchObject({ answer_count: 2, late_count: 0, answers_hash: device.answers_hash });
    // A repeat (the first answer was lost) answers the same receipt, whatever hash it carries.
    const again = await post(r.who, URL.submit, { ...target(r), ...(await digestOf([])) });
    expect(again.json().data).toEqual(receipt.json().data);
  });

  it('given a submission without the count and hash, or with a malformed hash, then 400 and nothing is submitted', async () => {
    const r = await freshRun();
    const [s1] = timed(await content(r));
    await startSection(r, s1!.skills_test_section_id);
    expect((await post(r.who, URL.submit, target(r))).statusCode).toBe(400);
    expect((await post(r.who, URL.submit, { ...target(r), answer_count: 0, answers_hash: 'abc' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(r.who, URL.submit, { ...target(r), answer_count: -1, answers_hash: 'e'.repeat(64) })).statusCode,
    ).toBe(400);
    const run = await t.db
      .selectFrom('user_skills_tests')
      .select('submitted_at')
      .where('ref_id', '=', r.ref_id)
      .executeTakeFirstOrThrow();
    expect(run.submitted_at).toBeNull();
  });
});

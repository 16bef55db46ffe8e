/** Offline promise 10 across devices for the skills test: the run's lease (contracts/activity-lease.ts, migration 0025). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { answersHash } from '../../../contracts/user-response.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  asDevice,
  detail,
  freshApplication,
  lapse as kitLapse,
  leaseRow as kitLeaseRow,
  target,
} from '../../test/lease-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => t.close());

const URL = {
  start: '/api/user-response/v1/skills-test/start-section-time/',
  question: '/api/user-response/v1/skills-test/submit-question/',
  section: '/api/user-response/v1/skills-test/submit-section/',
  submit: '/api/user-response/v1/skills-test/submit/',
  heartbeat: '/api/user-response/v1/skills-test/lease/heartbeat/',
  takeOver: '/api/user-response/v1/skills-test/lease/take-over/',
};
const A = 'device-aaaa-skills';
const B = 'device-bbbb-skills';

interface Run {
  who: S;
  ref_id: string;
  job_step_activity_id: number;
  content: SkillsTestContent;
}

const post = (who: S, url: string, body: unknown, device?: string) => asDevice(t, who, device, { url, body });

async function freshRun(): Promise<Run> {
  const { who, ref_id, job_step_activity_id } = await freshApplication(t, 'skills_test');
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/skills-test/${ref_id}/?job_step_activity_id=${job_step_activity_id}`,
    token: who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { who, ref_id, job_step_activity_id, content: res.json().data };
}

const timed = (r: Run) => r.content.sections.filter((s) => !s.is_practice);
const start = (r: Run, sectionId: number, device?: string) =>
  post(
    r.who,
    URL.start,
    { ...target(r), skills_test_section_id: sectionId, started_at: new Date().toISOString() },
    device,
  );
const answer = (
  r: Run,
  sectionId: number,
  questionId: number,
  optionId: number | null,
  revision: number,
  device?: string,
  answeredAt = new Date().toISOString(),
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
    device,
  );
const leaseRow = (r: Run) => kitLeaseRow(t, r);
const stored = (r: Run) =>
  t.db
    .selectFrom('user_skills_test_answers as a')
    .innerJoin('user_skills_test_sections as s', 's.user_skills_test_section_id', 'a.user_skills_test_section_id')
    .innerJoin('user_skills_tests as u', 'u.user_skills_test_id', 's.user_skills_test_id')
    .select(['a.skills_test_question_id', 'a.skills_test_option_id', 'a.revision', 'a.device_id', 'a.is_late'])
    .where('u.ref_id', '=', r.ref_id)
    .orderBy('a.skills_test_question_id')
    .execute();
const lapse = (r: Run) => kitLapse(t, r);

describe('one writer across devices for the skills test (offline promise 10)', () => {
  it('given device A runs a section, device B is refused with attempt_leased and the times while the lease is live, and may not take it over yet', async () => {
    const r = await freshRun();
    const [first] = timed(r);
    const q = first!.questions[0]!;
    expect((await start(r, first!.skills_test_section_id, A)).statusCode).toBe(200);
    expect(
      (
        await answer(
          r,
          first!.skills_test_section_id,
          q.skills_test_question_id,
          q.options[0]!.skills_test_option_id,
          1,
          A,
        )
      ).statusCode,
    ).toBe(200);
    const lease = (await leaseRow(r))!;
    expect(lease.lease_device_id).toBe(A);

    const refused = await answer(
      r,
      first!.skills_test_section_id,
      q.skills_test_question_id,
      q.options[1]!.skills_test_option_id,
      2,
      B,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'last_active_at')).toBe(new Date(lease.last_active_at!).toISOString());
    expect(detail(refused, 'lease_expires_at')).toBe(new Date(lease.lease_expires_at!).toISOString());
    expect((await stored(r)).map((a) => a.skills_test_option_id)).toEqual([q.options[0]!.skills_test_option_id]);
    expect((await start(r, timed(r)[1]!.skills_test_section_id, B)).json().code).toBe('attempt_leased');
    expect(
      (
        await post(r.who, URL.section, { ...target(r), skills_test_section_id: first!.skills_test_section_id }, B)
      ).json().code,
    ).toBe('attempt_leased');
    expect((await post(r.who, URL.heartbeat, target(r), B)).json().code).toBe('attempt_leased');
    const early = await post(r.who, URL.takeOver, target(r), B);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('attempt_leased');
    expect((await leaseRow(r))!.lease_device_id).toBe(A);
  });

  it("given A's lease lapsed, B takes the run over with the current section's server start and the answers with revisions; A's later answers are refused as moved, its earlier ones kept", async () => {
    const r = await freshRun();
    const [first] = timed(r);
    const sectionId = first!.skills_test_section_id;
    type Question = SkillsTestContent['sections'][number]['questions'][number];
    const [q1, q2, q3] = first!.questions as [Question, Question, Question];
    const started = await start(r, sectionId, A);
    const serverStart: string = started.json().data.section_started_at;
    expect(
      (await answer(r, sectionId, q1!.skills_test_question_id, q1!.options[0]!.skills_test_option_id, 1, A)).statusCode,
    ).toBe(200);
    expect(
      (await answer(r, sectionId, q1!.skills_test_question_id, q1!.options[1]!.skills_test_option_id, 2, A)).statusCode,
    ).toBe(200);
    const beforeTakeOver = new Date().toISOString();
    await lapse(r);

    const taken = await post(r.who, URL.takeOver, target(r), B);
    expect(taken.statusCode, taken.body).toBe(200);
    const state = taken.json().data;
    expect(state.taken_over_at).not.toBeNull();
    expect(state.sections).toHaveLength(1);
    expect(state.sections[0]).toMatchObject({
      skills_test_section_id: sectionId,
      section_started_at: serverStart,
      submitted_at: null,
    });
    expect(state.sections[0].remaining_seconds).toBeGreaterThan(0);
    expect(state.sections[0].remaining_seconds).toBeLessThanOrEqual(first!.details!.duration_seconds);
    expect(state.answers).toEqual([
      expect.objectContaining({
        skills_test_section_id: sectionId,
        skills_test_question_id: q1!.skills_test_question_id,
        skills_test_option_id: q1!.options[1]!.skills_test_option_id,
        revision: 2,
        is_late: false,
      }),
    ]);
    expect((await leaseRow(r))!.lease_device_id).toBe(B);
    const handovers = await t.db
      .selectFrom('activity_lease_handovers')
      .selectAll()
      .where('ref_id', '=', r.ref_id)
      .execute();
    expect(handovers.map((h) => [h.from_device_id, h.to_device_id])).toEqual([[A, B]]);
    // Idempotent for the holder: no second handover.
    expect((await post(r.who, URL.takeOver, target(r), B)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('activity_lease_handovers').selectAll().where('ref_id', '=', r.ref_id).execute(),
    ).toHaveLength(1);

    // B goes on above the server's revision.
    expect(
      (await answer(r, sectionId, q1!.skills_test_question_id, q1!.options[2]!.skills_test_option_id, 3, B)).json().data
        .applied,
    ).toBe(true);
    // A, offline before the take-over, delivers two answers recorded then: q2 is new (kept), q1 yields to B's later write even with a higher revision.
    const lateQ2 = await answer(
      r,
      sectionId,
      q2!.skills_test_question_id,
      q2!.options[0]!.skills_test_option_id,
      1,
      A,
      beforeTakeOver,
    );
    expect(lateQ2.statusCode, lateQ2.body).toBe(200);
    expect(lateQ2.json().data.applied).toBe(true);
    const lateQ1 = await answer(
      r,
      sectionId,
      q1!.skills_test_question_id,
      q1!.options[0]!.skills_test_option_id,
      9,
      A,
      beforeTakeOver,
    );
    expect(lateQ1.statusCode).toBe(200);
    expect(lateQ1.json().data.applied).toBe(false);
    // Recorded after the take-over: refused as moved, with the take-over's time.
    const moved = await answer(r, sectionId, q3!.skills_test_question_id, q3!.options[0]!.skills_test_option_id, 1, A);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(detail(moved, 'taken_over_at')).toBe(state.taken_over_at);
    expect((await post(r.who, URL.heartbeat, target(r), A)).json().code).toBe('attempt_moved');
    expect((await post(r.who, URL.section, { ...target(r), skills_test_section_id: sectionId }, A)).json().code).toBe(
      'attempt_moved',
    );
    expect(
      (await stored(r)).map((a) => [a.skills_test_question_id, a.skills_test_option_id, a.revision, a.device_id]),
    ).toEqual(
      // In the stored answers' order (by question id): the run shows the questions in its own (D332).
      [
        [q1!.skills_test_question_id, q1!.options[2]!.skills_test_option_id, 3, B],
        [q2!.skills_test_question_id, q2!.options[0]!.skills_test_option_id, 1, A],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );

    // B's heartbeat brings A's late answer, so B's submission hash matches the server's.
    const beat = await post(r.who, URL.heartbeat, target(r), B);
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json().data.late_answers).toEqual([
      expect.objectContaining({ skills_test_question_id: q2!.skills_test_question_id, revision: 1 }),
    ]);
    const hash = await answersHash([
      { item_id: String(q1!.skills_test_question_id), value: q1!.options[2]!.skills_test_option_id },
      { item_id: String(q2!.skills_test_question_id), value: q2!.options[0]!.skills_test_option_id },
    ]);
    expect((await post(r.who, URL.submit, { ...target(r), answer_count: 2, answers_hash: hash }, A)).json().code).toBe(
      'attempt_moved',
    );
    const submitted = await post(r.who, URL.submit, { ...target(r), answer_count: 2, answers_hash: hash }, B);
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Once submitted, the run is final: no heartbeat or take-over.
    expect((await post(r.who, URL.heartbeat, target(r), B)).json().code).toBe('attempt_submitted');
    expect((await post(r.who, URL.takeOver, target(r), A)).json().code).toBe('attempt_submitted');
  });

  it('keeps the time rule after a take-over: the section ends at its server start plus its duration, and a late answer is kept but marked late', async () => {
    const r = await freshRun();
    const [first] = timed(r);
    const sectionId = first!.skills_test_section_id;
    const q = first!.questions[0]!;
    await start(r, sectionId, A);
    // The section started long ago (past its window) and A went quiet.
    await t.db
      .updateTable('user_skills_test_sections')
      .set({
        section_started_at: sql<Date>`section_started_at - interval '2 hours'`,
        client_started_at: sql<Date>`client_started_at - interval '2 hours'`,
      })
      .where('user_skills_test_id', 'in', (eb) =>
        eb.selectFrom('user_skills_tests').select('user_skills_test_id').where('ref_id', '=', r.ref_id),
      )
      .execute();
    await lapse(r);
    const taken = (await post(r.who, URL.takeOver, target(r), B)).json().data;
    expect(taken.sections[0].remaining_seconds).toBe(0);
    const late = await answer(r, sectionId, q.skills_test_question_id, q.options[0]!.skills_test_option_id, 1, B);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ applied: true, is_late: true });
  });

  it('given another candidate, the heartbeat and take-over answer 404 and change nothing; without a run 404; the heartbeat needs the device header', async () => {
    const r = await freshRun();
    const other = await freshRun();
    expect((await post(r.who, URL.heartbeat, target(r), A)).statusCode).toBe(404);
    expect((await post(r.who, URL.takeOver, target(r), A)).statusCode).toBe(404);
    await start(r, timed(r)[0]!.skills_test_section_id, A);
    await lapse(r);
    expect((await post(other.who, URL.takeOver, target(r), B)).statusCode).toBe(404);
    expect((await post(other.who, URL.heartbeat, target(r), B)).statusCode).toBe(404);
    expect((await leaseRow(r))!.lease_device_id).toBe(A);
    expect((await post(r.who, URL.heartbeat, target(r))).statusCode).toBe(400);
    expect((await post(r.who, URL.heartbeat, target(r), 'bad id!')).statusCode).toBe(400);
    // Only the holder renews: B is refused even though A's lease lapsed; A renews.
    expect((await post(r.who, URL.heartbeat, target(r), B)).json().code).toBe('attempt_leased');
    const before = (await leaseRow(r))!.lease_expires_at!;
    const renewed = await post(r.who, URL.heartbeat, target(r), A);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(new Date((await leaseRow(r))!.lease_expires_at!).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(renewed.json().data.late_answers).toEqual([]);
  });
});

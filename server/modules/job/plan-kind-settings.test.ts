/**
 * The plan editor's other kinds: resume, equal-opportunity questions and the application
 * form need nothing more; a typing test keeps its length and passage language and a speed test its
 * minimums in the activity's settings, and the candidate's side uses them; a skills test is the
 * company's own or the provider's (another company's is not found); a video activity needs its
 * questions; an interview takes its kit and panel through its interview setup. Offers are refused
 * on create. The same rules serve pathway plans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEED_METHOD_VERSION } from '../../../contracts/speed-test.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accountIdByName, planClient } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let recruiter: S, owner: S, otherOwner: S, candidate: S;
let demoAccountId: number, otherAccountId: number;
let providerTestId: number, demoTestId: number, otherTestId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [recruiter, owner, otherOwner, candidate] = (await Promise.all(
    ['recruiter@demo-company.test', 'owner@demo-company.test', 'owner@other-company.test', 'candidate@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  demoAccountId = await accountIdByName(t, 'Demo Company');
  otherAccountId = await accountIdByName(t, 'Other Company');
  providerTestId = (
    await t.db
      .selectFrom('skills_tests')
      .select('skills_test_id')
      .where('account_id', 'is', null)
      .orderBy('skills_test_id')
      .executeTakeFirstOrThrow()
  ).skills_test_id;
  const ownTest = async (accountId: number, slug: string, title: string) => {
    const { skills_test_id } = await t.db
      .insertInto('skills_tests')
      .values({ slug, account_id: accountId })
      .returning('skills_test_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('skills_test_texts')
      .values({ skills_test_id, language: 'en', title, instructions: 'Answer.' })
      .execute();
    await t.db
      .insertInto('skills_test_sections')
      .values({ skills_test_id, sort_order: 1, is_practice: false, minutes: 3 })
      .execute();
    return skills_test_id;
  };
  demoTestId = await ownTest(demoAccountId, 'demo-own-test', 'Demo warehouse test');
  otherTestId = await ownTest(otherAccountId, 'other-own-test', 'Other secret test');
});
afterAll(async () => t.close());

const { req, ok, draftWithStep: draftOf } = planClient(() => t);
const draftWithStep = (who: S) => draftOf(who, 'Any kind', 'Screen');
const add = (who: S, stepId: number, body: unknown) =>
  req(who, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, body);
const settingsOf = async (id: number) =>
  (
    await t.db
      .selectFrom('job_step_activities')
      .select('settings')
      .where('job_step_activity_id', '=', id)
      .executeTakeFirstOrThrow()
  ).settings;
const QUESTION = { text: 'Tell us about your last job.', media: 'video', time_limit_seconds: 30, max_retakes: 1 };

/** Marks an activity as started by a candidate (any existing tracker), the way the candidate side records it. */
async function markAnswered(activityId: number): Promise<void> {
  const { ref_id } = await t.db.selectFrom('user_step_activities').select('ref_id').limit(1).executeTakeFirstOrThrow();
  await t.db.insertInto('user_step_activities').values({ ref_id, job_step_activity_id: activityId }).execute();
}

describe('kinds a plan may hold', () => {
  it('given an offer, when staff add one, then it is stored with no settings (its template and signers are chosen per candidate); settings of another kind are refused', async () => {
    const { stepId } = await draftWithStep(recruiter);
    const added = await add(recruiter, stepId, { activity_type: 'offer', title: 'Offer' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      activity_type: 'offer',
      title: 'Offer',
      skills_test_id: null,
      typing: null,
      speed_test: null,
      video_questions: [],
    });
    expect(
      (await add(recruiter, stepId, { activity_type: 'offer', title: 'Offer', video_questions: [QUESTION] }))
        .statusCode,
    ).toBe(400);
  });

  it('given an interview, when staff add one, then it is stored without a kit or panel; its interview setup then takes the kit, the panel and the place', async () => {
    const { stepId } = await draftWithStep(recruiter);
    const added = (
      await add(recruiter, stepId, { activity_type: 'interview', title: 'Talk', video_questions: [] })
    ).json().data;
    expect(added).toMatchObject({
      activity_type: 'interview',
      skills_test_id: null,
      typing: null,
      speed_test: null,
      video_questions: [],
    });
    const options = await ok(recruiter, 'GET', `/interview/v1/interview-setup/${added.job_step_activity_id}/`);
    expect(options.setup).toMatchObject({ interview_kit_id: null, interviewer_user_ids: [] });
    const body = {
      interview_kit_id: options.kits[0].interview_kit_id,
      interviewer_user_ids: [options.staff[0].user_id],
      duration_minutes: 30,
      location: 'Front desk',
      meeting_url: '',
    };
    const saved = await ok(recruiter, 'PUT', `/interview/v1/interview-setup/${added.job_step_activity_id}/`, body);
    expect(saved).toMatchObject({
      interview_kit_id: body.interview_kit_id,
      interviewer_user_ids: body.interviewer_user_ids,
      duration_minutes: 30,
      location: 'Front desk',
    });
    expect(
      (
        await add(recruiter, stepId, {
          activity_type: 'interview',
          title: 'Talk',
          typing: { duration_seconds: 60, language: null },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('given the resume, equal-opportunity and application-form kinds, when added, then they are stored with nothing else; settings of another kind are refused', async () => {
    const { stepId } = await draftWithStep(recruiter);
    for (const activity_type of ['resume', 'eeoc', 'form']) {
      const added = (await add(recruiter, stepId, { activity_type, title: activity_type })).json().data;
      expect(added).toMatchObject({
        activity_type,
        skills_test_id: null,
        typing: null,
        speed_test: null,
        video_questions: [],
      });
    }
    for (const body of [
      { activity_type: 'resume', title: 'R', typing: { duration_seconds: 30, language: null } },
      { activity_type: 'eeoc', title: 'E', skills_test_id: providerTestId },
      { activity_type: 'form', title: 'F', video_questions: [QUESTION] },
      {
        activity_type: 'typing_test',
        title: 'T',
        speed_test: { min_download_mbps: 5, min_upload_mbps: null, max_latency_ms: null },
      },
    ]) {
      expect((await add(recruiter, stepId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('typing and speed tests', () => {
  it('given a typing test with a length and passage language and a speed test with minimums, when added and edited, then the settings hold them; bad values are refused', async () => {
    const { stepId } = await draftWithStep(recruiter);
    const typing = (
      await add(recruiter, stepId, {
        activity_type: 'typing_test',
        title: 'Typing',
        typing: { duration_seconds: 30, language: 'fr' },
      })
    ).json().data;
    expect(typing.typing).toEqual({ duration_seconds: 30, language: 'fr', min_net_wpm: null, min_accuracy: null });
    expect(await settingsOf(typing.job_step_activity_id)).toEqual({
      typing_duration_seconds: 30,
      typing_language: 'fr',
    });
    const plain = (await add(recruiter, stepId, { activity_type: 'typing_test', title: 'Typing 2' })).json().data;
    expect(plain.typing).toEqual({ duration_seconds: 60, language: null, min_net_wpm: null, min_accuracy: null });
    const edited = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${typing.job_step_activity_id}/`, {
      typing: { duration_seconds: 120, language: null, min_net_wpm: 40, min_accuracy: 90 },
    });
    expect(edited.typing).toEqual({ duration_seconds: 120, language: null, min_net_wpm: 40, min_accuracy: 90 });
    // An edit that leaves the minimums out keeps them.
    const kept = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${typing.job_step_activity_id}/`, {
      typing: { duration_seconds: 90, language: 'es' },
    });
    expect(kept.typing).toEqual({ duration_seconds: 90, language: 'es', min_net_wpm: 40, min_accuracy: 90 });
    for (const bad of [
      { duration_seconds: 5, language: null },
      { duration_seconds: 901, language: null },
      { duration_seconds: 30.5, language: null },
      { duration_seconds: 30, language: 'de' },
      { duration_seconds: 30, language: null, min_net_wpm: 0 },
      { duration_seconds: 30, language: null, min_accuracy: 100.5 },
    ]) {
      expect(
        (await add(recruiter, stepId, { activity_type: 'typing_test', title: 'T', typing: bad })).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }

    const speed = (
      await add(recruiter, stepId, {
        activity_type: 'speed_test',
        title: 'Speed',
        speed_test: { min_download_mbps: 25, min_upload_mbps: 5, max_latency_ms: null },
      })
    ).json().data;
    expect(speed.speed_test).toEqual({ min_download_mbps: 25, min_upload_mbps: 5, max_latency_ms: null });
    const loosened = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${speed.job_step_activity_id}/`, {
      speed_test: { min_download_mbps: null, min_upload_mbps: null, max_latency_ms: 150 },
    });
    expect(loosened.speed_test).toEqual({ min_download_mbps: null, min_upload_mbps: null, max_latency_ms: 150 });
    expect(await settingsOf(speed.job_step_activity_id)).toEqual({ speed_max_latency_ms: 150 });
    expect(
      (
        await add(recruiter, stepId, {
          activity_type: 'speed_test',
          title: 'S',
          speed_test: { min_download_mbps: -1, min_upload_mbps: null, max_latency_ms: null },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${speed.job_step_activity_id}/`, {
          typing: { duration_seconds: 30, language: null },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('given an open requisition with a French typing passage and a 50 Mbps minimum, when a candidate applies, then the passage is French whatever their language and a slower result is saved as below the minimum', async () => {
    const { jobId, stepId } = await draftWithStep(owner);
    const typing = (
      await add(owner, stepId, {
        activity_type: 'typing_test',
        title: 'Typing',
        typing: { duration_seconds: 20, language: 'fr' },
      })
    ).json().data;
    const speed = (
      await add(owner, stepId, {
        activity_type: 'speed_test',
        title: 'Speed',
        speed_test: { min_download_mbps: 50, min_upload_mbps: null, max_latency_ms: null },
      })
    ).json().data;
    const opened = await ok(owner, 'POST', `/job/v1/builder/${jobId}/complete/`, { confirm_no_weights: true });
    const applied = await ok(candidate, 'POST', `/user/v1/progress-tracker/user/${candidate.userId}/`, {
      job_uuid: opened.uuid,
    });
    const ref = applied.ref_id;
    const read = await ok(
      candidate,
      'GET',
      `/user-response/v1/typing-tests/job_step_activity/${typing.job_step_activity_id}/user/${candidate.userId}/ref/${ref}/?language=en`,
    );
    expect(read).toMatchObject({ duration_seconds: 20 });
    expect(read.passage.language).toBe('fr');
    const saved = await ok(candidate, 'POST', '/integration/v1/speed-test/result/', {
      ref_id: ref,
      job_step_activity_id: speed.job_step_activity_id,
      download_mbps: 20,
      upload_mbps: 5,
      latency_ms: 30,
      jitter_ms: 2,
      method_version: SPEED_METHOD_VERSION,
    });
    expect(saved).toMatchObject({
      download_mbps: 20,
      requirements: { min_download_mbps: 50, min_upload_mbps: null, max_latency_ms: null },
      meets_requirements: false,
    });
  });
});

describe('skills tests', () => {
  it("given the company's own test, the provider's and another company's, when staff list them, then they see their own first and the provider's, never another company's", async () => {
    const list = await ok(recruiter, 'GET', `/job/v1/skills-tests/${demoAccountId}/?language=es`);
    const ids = list.map((x: { skills_test_id: number }) => x.skills_test_id);
    expect(list[0]).toEqual({
      skills_test_id: demoTestId,
      title: 'Demo warehouse test',
      owner: 'company',
      sections: 1,
      timed_minutes: 3,
    });
    expect(ids).toContain(providerTestId);
    expect(ids).not.toContain(otherTestId);
    expect(list.find((x: { skills_test_id: number }) => x.skills_test_id === providerTestId)).toMatchObject({
      owner: 'provider',
      title: 'Prueba de habilidades de atención al cliente',
    });
    expect((await req(otherOwner, 'GET', `/job/v1/skills-tests/${demoAccountId}/`)).statusCode).toBe(404);
    expect((await req(candidate, 'GET', `/job/v1/skills-tests/${demoAccountId}/`)).statusCode).toBe(403);
  });

  it("given a skills-test activity, when added with the company's or the provider's test, then it gives that test; another company's test is not found, none at all is refused, and nothing is stored", async () => {
    const { jobId, stepId } = await draftWithStep(recruiter);
    const own = (
      await add(recruiter, stepId, { activity_type: 'skills_test', title: 'Own', skills_test_id: demoTestId })
    ).json().data;
    expect(own.skills_test_id).toBe(demoTestId);
    const before = await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`);
    const foreign = await add(recruiter, stepId, {
      activity_type: 'skills_test',
      title: 'Theirs',
      skills_test_id: otherTestId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Skills test not found');
    expect((await add(recruiter, stepId, { activity_type: 'skills_test', title: 'None' })).json().errors).toEqual([
      { prop: 'skills_test_id', message: 'Choose a skills test.' },
    ]);
    expect(
      (await add(recruiter, stepId, { activity_type: 'skills_test', title: 'Gone', skills_test_id: 999_999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${own.job_step_activity_id}/`, {
          skills_test_id: otherTestId,
        })
      ).statusCode,
    ).toBe(404);
    expect(await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`)).toEqual(before);

    const swapped = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${own.job_step_activity_id}/`, {
      skills_test_id: providerTestId,
    });
    expect(swapped.skills_test_id).toBe(providerTestId);
    const copy = await ok(recruiter, 'POST', `/job/v1/job-duplicate/${jobId}/`, {});
    expect(
      (await ok(recruiter, 'GET', `/job/v1/job-step/${copy.new_job_id}/`)).steps[0].activities[0].skills_test_id,
    ).toBe(providerTestId);
    await markAnswered(own.job_step_activity_id);
    expect(
      (
        await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${own.job_step_activity_id}/`, {
          skills_test_id: demoTestId,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('video questions', () => {
  it('given a video activity with its questions, when added, edited and copied, then the questions follow in order; without questions or with bad ones it is refused', async () => {
    const { jobId, stepId } = await draftWithStep(recruiter);
    const second = { text: 'Why us?', media: 'audio', time_limit_seconds: 60, max_retakes: null };
    const added = (
      await add(recruiter, stepId, { activity_type: 'video', title: 'Video', video_questions: [QUESTION, second] })
    ).json().data;
    expect(added.video_questions.map(({ video_question_id: _, ...q }: { video_question_id: number }) => q)).toEqual([
      { ...QUESTION, text_i18n: {} },
      { ...second, text_i18n: {} },
    ]);
    const rows = await t.db
      .selectFrom('video_questions')
      .select(['text', 'sort'])
      .where('job_step_activity_id', '=', added.job_step_activity_id)
      .orderBy('sort')
      .execute();
    expect(rows).toEqual([
      { text: QUESTION.text, sort: 1 },
      { text: 'Why us?', sort: 2 },
    ]);

    const before = await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`);
    for (const video_questions of [
      undefined,
      [],
      [{ ...QUESTION, text: '  ' }],
      [{ ...QUESTION, time_limit_seconds: 2 }],
      [{ ...QUESTION, max_retakes: 11 }],
      [{ ...QUESTION, media: 'photo' }],
    ]) {
      const res = await add(recruiter, stepId, { activity_type: 'video', title: 'V', video_questions });
      expect(res.statusCode, JSON.stringify(video_questions)).toBe(400);
    }
    expect((await add(recruiter, stepId, { activity_type: 'video', title: 'V' })).json().errors).toEqual([
      { prop: 'video_questions', message: 'Write at least one question.' },
    ]);
    expect(await ok(recruiter, 'GET', `/job/v1/job-step/${jobId}/`)).toEqual(before);

    const edited = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      video_questions: [second],
    });
    expect(edited.video_questions).toMatchObject([second]);
    expect(
      (
        await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
          video_questions: [],
        })
      ).statusCode,
    ).toBe(400);
    const copy = await ok(recruiter, 'POST', `/job/v1/job-duplicate/${jobId}/`, {});
    expect(
      (await ok(recruiter, 'GET', `/job/v1/job-step/${copy.new_job_id}/`)).steps[0].activities[0].video_questions,
    ).toMatchObject([second]);

    await markAnswered(added.job_step_activity_id);
    // The same questions again are no change; others would orphan answers.
    await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
      title: 'Video answers',
      video_questions: [second],
    });
    expect(
      (
        await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${added.job_step_activity_id}/`, {
          video_questions: [QUESTION],
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('pathway evaluation plans', () => {
  it('given the Team Lead pathway (job type 4), when its owner adds activities of the new kinds, then the same rules apply', async () => {
    const pathway = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('job_type_id', '=', 4)
      .where('account_id', '=', demoAccountId)
      .executeTakeFirstOrThrow();
    const step = await ok(owner, 'POST', `/job/v1/job-step/${pathway.job_id}/`, { name: 'Growth' });
    const video = (
      await add(owner, step.job_step_id, { activity_type: 'video', title: 'Your plan', video_questions: [QUESTION] })
    ).json().data;
    expect(video.video_questions).toHaveLength(1);
    const skills = (
      await add(owner, step.job_step_id, { activity_type: 'skills_test', title: 'Skills', skills_test_id: demoTestId })
    ).json().data;
    expect(skills.skills_test_id).toBe(demoTestId);
    expect((await add(owner, step.job_step_id, { activity_type: 'interview', title: 'Check-in' })).statusCode).toBe(
      200,
    );
    expect((await add(otherOwner, step.job_step_id, { activity_type: 'resume', title: 'R' })).statusCode).toBe(404);
  });
});

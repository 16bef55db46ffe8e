/**
 * A video question's versions in other languages through the plan editor (D199, D469): written with
 * the questions, kept by the questions that stay when the list changes (by id, or by text when no
 * id is sent), dropped with a changed text only when none are sent, editable after candidates
 * answered; another activity's question ids touch nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { planClient } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let recruiter: S, otherOwner: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [recruiter, otherOwner] = (await Promise.all(
    ['recruiter@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S];
});
afterAll(async () => t.close());

const { req, ok, draftWithStep } = planClient(() => t);
const ask = (text: string) => ({ text, media: 'video', time_limit_seconds: 60, max_retakes: 1 });
const INTRO = { ...ask('Introduce yourself.'), text_i18n: { es: 'Preséntese.', fr: 'Présentez-vous.' } };
const WHY = { ...ask('Why this job?'), text_i18n: { es: '¿Por qué este puesto?', fr: '' } };
type Question = { video_question_id: number; text: string; text_i18n: Record<string, string> };

async function videoActivity(): Promise<{ activityId: number; questions: Question[] }> {
  const { stepId } = await draftWithStep(recruiter, 'Video versions', 'Screen');
  const added = await ok(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
    activity_type: 'video',
    title: 'Video',
    video_questions: [INTRO, WHY],
  });
  return { activityId: added.job_step_activity_id, questions: added.video_questions };
}
const patch = (who: S, activityId: number, body: unknown) =>
  req(who, 'PATCH', `/job/v1/job-step/activity/${activityId}/`, body);
const versionsOf = async (activityId: number) =>
  t.db
    .selectFrom('video_questions')
    .select(['video_question_id', 'text', 'text_i18n', 'sort'])
    .where('job_step_activity_id', '=', activityId)
    .orderBy('sort')
    .execute();

describe("a video question's versions in the plan editor", () => {
  it('given questions written with Spanish and French, when one is added, one removed and the rest reordered, then the questions that stay keep their ids and versions', async () => {
    const { activityId, questions } = await videoActivity();
    const [intro, why] = questions as [Question, Question];
    expect(intro.text_i18n).toEqual({ es: 'Preséntese.', fr: 'Présentez-vous.' });
    expect(why.text_i18n).toEqual({ es: '¿Por qué este puesto?' });

    // The editor sends each kept question with its id; an API client may leave the versions out.
    const { text_i18n: _, ...introWithout } = INTRO;
    const edited = (
      await patch(recruiter, activityId, {
        video_questions: [ask('Anything else?'), { ...introWithout, video_question_id: intro.video_question_id }],
      })
    ).json().data;
    expect(edited.video_questions).toMatchObject([
      { text: 'Anything else?', text_i18n: {} },
      { video_question_id: intro.video_question_id, text: 'Introduce yourself.', text_i18n: INTRO.text_i18n },
    ]);
    expect(await versionsOf(activityId)).toEqual([
      expect.objectContaining({ text: 'Anything else?', sort: 1, text_i18n: {} }),
      { video_question_id: intro.video_question_id, text: 'Introduce yourself.', sort: 2, text_i18n: INTRO.text_i18n },
    ]);

    // Without ids, a question whose text is unchanged is the same one.
    const again = (await patch(recruiter, activityId, { video_questions: [introWithout] })).json().data;
    expect(again.video_questions).toEqual([
      { ...introWithout, video_question_id: intro.video_question_id, text_i18n: INTRO.text_i18n },
    ]);
  });

  it('given a question whose text changes, then the versions sent are kept, and without versions sent the old ones go (they ask another question)', async () => {
    const { activityId, questions } = await videoActivity();
    const [intro, why] = questions as [Question, Question];
    const rewritten = (
      await patch(recruiter, activityId, {
        video_questions: [
          { ...ask('Introduce yourself briefly.'), video_question_id: intro.video_question_id },
          {
            ...ask('Why do you want this job?'),
            video_question_id: why.video_question_id,
            text_i18n: { es: '¿Por qué quiere este puesto?' },
          },
        ],
      })
    ).json().data;
    expect(rewritten.video_questions).toEqual([
      expect.objectContaining({ video_question_id: intro.video_question_id, text_i18n: {} }),
      expect.objectContaining({
        video_question_id: why.video_question_id,
        text_i18n: { es: '¿Por qué quiere este puesto?' },
      }),
    ]);
  });

  it('given candidates have answered, then versions can still be written, while a changed question is refused and changes nothing', async () => {
    const { activityId, questions } = await videoActivity();
    const [intro, why] = questions as [Question, Question];
    const { ref_id } = await t.db
      .selectFrom('user_step_activities')
      .select('ref_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_step_activities').values({ ref_id, job_step_activity_id: activityId }).execute();
    const same = [
      { ...INTRO, video_question_id: intro.video_question_id },
      {
        ...WHY,
        video_question_id: why.video_question_id,
        text_i18n: { es: '¿Por qué este puesto?', fr: 'Pourquoi ce poste ?' },
      },
    ];
    const saved = (await patch(recruiter, activityId, { video_questions: same })).json().data;
    expect(saved.video_questions[1].text_i18n).toEqual({ es: '¿Por qué este puesto?', fr: 'Pourquoi ce poste ?' });
    expect(saved.video_questions.map((q: Question) => q.video_question_id)).toEqual([
      intro.video_question_id,
      why.video_question_id,
    ]);

    const before = await versionsOf(activityId);
    const changed = await patch(recruiter, activityId, { video_questions: [same[0], { ...same[1], text: 'Why us?' }] });
    expect(changed.statusCode).toBe(409);
    expect(await versionsOf(activityId)).toEqual(before);
  });

  it("given another company's owner or a version over 1000 characters, then nothing changes", async () => {
    const { activityId, questions } = await videoActivity();
    const before = await versionsOf(activityId);
    const keep = questions.map((q) => ({ ...ask(q.text), video_question_id: q.video_question_id }));
    expect((await patch(otherOwner, activityId, { video_questions: keep })).statusCode).toBe(404);
    const tooLong = await patch(recruiter, activityId, {
      video_questions: [{ ...keep[0], text_i18n: { es: 'a'.repeat(1001) } }, keep[1]],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await versionsOf(activityId)).toEqual(before);

    // Another activity's question id is a new question here; that question stays as it was.
    const other = await videoActivity();
    const otherBefore = await versionsOf(other.activityId);
    const taken = (
      await patch(recruiter, activityId, {
        video_questions: [{ ...ask('Mine now?'), video_question_id: other.questions[0]!.video_question_id }],
      })
    ).json().data;
    expect(taken.video_questions[0].video_question_id).not.toBe(other.questions[0]!.video_question_id);
    expect(taken.video_questions[0].text_i18n).toEqual({});
    expect(await versionsOf(other.activityId)).toEqual(otherBefore);
  });
});

/**
 * The question as the candidate read it, kept with the answer (D473): the upload's `language` picks
 * the version their screen showed (the company's in that language, else its default language's), and
 * staff are given it, with its words at the time, beside the question in their own screen's language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';
import { uploadReadyAnswer } from '../../test/video-upload-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, recruiter: S;
let activityId: number;
let questions: { video_question_id: number; text: string; text_i18n: unknown }[];
let smartreqId: number;
let dataDir: string;
const ref = DEMO_TRACKERS.candidateOpen;
const SPANISH = 'Preséntate y cuéntanos por qué te gustaría trabajar en atención al cliente.';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-shown-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [candidate, recruiter] = (await Promise.all(
    ['candidate@assay.test', 'recruiter@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S];
  activityId = (
    await t.db
      .selectFrom('job_step_activities')
      .select('job_step_activity_id')
      .where('title', '=', 'Video introduction')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  questions = await t.db
    .selectFrom('video_questions')
    .select(['video_question_id', 'text', 'text_i18n'])
    .where('job_step_activity_id', '=', activityId)
    .orderBy('sort')
    .execute();
  smartreqId = (
    await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', ref)
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let takes = 0;
/**
 * Sends a whole answer for `question`, its metadata naming `language` when given. Each take's bytes
 * differ: the same recording sent again is the same take (D474), a re-record is a new one.
 */
const answer = (question: number, language?: string) =>
  uploadReadyAnswer(t, {
    token: candidate.token,
    refId: ref,
    activityId,
    questionId: question,
    bytes: mp4Bytes(10, 64 * 1024 + 16 * ++takes),
    ...(language ? { extra: { language } } : {}),
  });

async function staffList(language: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/smartreq/v1/video-answers/${smartreqId}/?language=${language}`,
    token: recruiter.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    video_question_id: number;
    question_text: string;
    question_language: string;
    shown: unknown;
  }[];
}

describe('the question as the candidate read it (D473)', () => {
  it('given a Spanish screen for the first question, a French screen where the second has no French, and a client that says no language, then staff reading in English see the Spanish words, the English default, and none; a Spanish version edited later does not change what was shown', async () => {
    const [first, second] = questions as [(typeof questions)[number], (typeof questions)[number]];
    // The second question has no French: a French screen showed the company's English.
    const { fr: _fr, ...noFrench } = second.text_i18n as Record<string, string>;
    await t.db
      .updateTable('video_questions')
      .set({ text_i18n: JSON.stringify(noFrench) })
      .where('video_question_id', '=', second.video_question_id)
      .execute();

    await answer(first.video_question_id, 'es');
    await answer(second.video_question_id, 'fr');
    const listed = await staffList('en');
    expect(listed.map((a) => [a.question_text, a.question_language, a.shown])).toEqual([
      [first.text, 'en', { language: 'es', text: SPANISH }],
      [second.text, 'en', { language: 'en', text: second.text }],
    ]);

    // The Spanish version is reworded after the answer (D469 allows it): the answer keeps what was read.
    await t.db
      .updateTable('video_questions')
      .set({ text_i18n: JSON.stringify({ es: 'Preséntate, por favor.' }) })
      .where('video_question_id', '=', first.video_question_id)
      .execute();
    const afterEdit = await staffList('es');
    expect(afterEdit[0]).toMatchObject({
      question_text: 'Preséntate, por favor.',
      question_language: 'es',
      shown: { language: 'es', text: SPANISH },
    });

    // A take from a client that does not say its language (an older page): what it showed is unknown.
    await answer(first.video_question_id);
    expect((await staffList('en'))[0]!.shown).toBeNull();
    // An unknown language in the metadata is not stored as one.
    await answer(second.video_question_id, 'de');
    expect((await staffList('en'))[1]!.shown).toBeNull();
  });
});

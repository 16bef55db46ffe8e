/**
 * One recording is one take however often its upload is created (D461): a tus creation whose reply
 * the device never heard (the server made the upload, the browser never learned its URL), then a
 * reload, creates the upload of the same recording again. The first one, which never received a
 * byte, is replaced instead of counting as one of the question's recordings; a recording made
 * again (other bytes) is still a take of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-take-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DEVICE = 'device-same-take';
const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const idOf = (location: string) => location.split('/').filter(Boolean).at(-1)!;

/** The runner's tus creation of `bytes` as the answer to `questionId`: the same Upload-Metadata each time. */
function create(app: Application, questionId: number, bytes: Buffer) {
  const meta = {
    ref_id: app.ref_id,
    job_step_activity_id: app.job_step_activity_id,
    video_question_id: questionId,
    filename: 'answer.mp4',
    filetype: 'video/mp4',
    duration: 10,
    sha256: sha(bytes),
  };
  return t.request({
    method: 'POST',
    url: '/api/tus/videos/',
    token: app.who.token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
      'x-assay-device': DEVICE,
    },
  });
}

function send(app: Application, location: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      authorization: `Bearer ${app.who.token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'x-assay-device': DEVICE,
    },
    payload: bytes,
  });
}

async function questionsOf(app: Application) {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/video-questions/job_step_activity/${app.job_step_activity_id}/ref/${app.ref_id}/`,
    token: app.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.questions as {
    video_question_id: number;
    takes_used: number;
    answer: { upload_id: string; status: string } | null;
  }[];
}

const status = (app: Application, uploadId: string) =>
  t.request({ method: 'GET', url: `/api/user-response/v1/video-answers/status/${uploadId}/`, token: app.who.token });

const rowsOf = (app: Application, questionId: number) =>
  t.db
    .selectFrom('video_answers')
    .select(['upload_id', 'status'])
    .where('ref_id', '=', app.ref_id)
    .where('video_question_id', '=', questionId)
    .orderBy('video_answer_id')
    .execute();

describe('one recording, one take (D461)', () => {
  it('given the first upload never received a byte, then the recording uploaded by the second is the question’s one take: the server lists 1 take, ready, and the first upload is gone', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[0]!.video_question_id;
    const bytes = mp4Bytes(10, 200 * 1024);

    const lost = await create(app, questionId, bytes);
    expect(lost.statusCode, lost.body).toBe(201);
    // The device never read that reply: after a reload the runner, holding no URL, creates the upload again.
    const again = await create(app, questionId, bytes);
    expect(again.statusCode, again.body).toBe(201);
    const location = String(again.headers.location);
    expect(idOf(location)).not.toBe(idOf(String(lost.headers.location)));
    expect((await send(app, location, 0, bytes)).headers['video-status']).toBe('ready');

    const question = (await questionsOf(app)).find((q) => q.video_question_id === questionId)!;
    expect(question.takes_used).toBe(1);
    expect(question.answer).toMatchObject({ upload_id: idOf(location), status: 'ready' });
    expect(await rowsOf(app, questionId)).toEqual([{ upload_id: idOf(location), status: 'ready' }]);
    const firstId = idOf(String(lost.headers.location));
    expect((await status(app, firstId)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', firstId))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', `${firstId}.json`))).toBe(false);
  });

  it('given a question that allows no retake, then creating the same recording again is admitted and is its one take', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[1]!.video_question_id;
    const before = await t.db
      .selectFrom('video_questions')
      .select('max_retakes')
      .where('video_question_id', '=', questionId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('video_questions')
      .set({ max_retakes: 0 })
      .where('video_question_id', '=', questionId)
      .execute();
    try {
      const bytes = mp4Bytes(12);
      expect((await create(app, questionId, bytes)).statusCode).toBe(201);
      const again = await create(app, questionId, bytes);
      expect(again.statusCode, again.body).toBe(201);
      expect((await send(app, String(again.headers.location), 0, bytes)).headers['video-status']).toBe('ready');
      expect((await questionsOf(app)).find((q) => q.video_question_id === questionId)!.takes_used).toBe(1);
      // Another recording is a retake, which this question does not allow.
      expect((await create(app, questionId, mp4Bytes(13))).statusCode).toBe(409);
    } finally {
      await t.db
        .updateTable('video_questions')
        .set({ max_retakes: before.max_retakes })
        .where('video_question_id', '=', questionId)
        .execute();
    }
  });

  it('given a recording made again (other bytes) while the first waits for its bytes, then it is a take of its own', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[0]!.video_question_id;
    const first = mp4Bytes(10, 100 * 1024);
    const retake = mp4Bytes(11, 100 * 1024);
    const waiting = await create(app, questionId, first);
    expect(waiting.statusCode).toBe(201);
    const made = await create(app, questionId, retake);
    expect(made.statusCode, made.body).toBe(201);
    expect((await send(app, String(made.headers.location), 0, retake)).headers['video-status']).toBe('ready');
    const question = (await questionsOf(app)).find((q) => q.video_question_id === questionId)!;
    expect(question.takes_used).toBe(2);
    expect(question.answer).toMatchObject({ upload_id: idOf(String(made.headers.location)), status: 'ready' });
    expect((await status(app, idOf(String(waiting.headers.location)))).json().data.status).toBe('uploading');
  });

  it('given the activity submitted, then an upload that never received a byte no longer counts as a take and is removed', async () => {
    const app = await freshApplication(t, 'video');
    const [first, second] = (await questionsOf(app)).map((q) => q.video_question_id) as [number, number];
    // The first recording's upload was created, then the person recorded again and sent that one.
    const abandoned = await create(app, first, mp4Bytes(10));
    for (const [questionId, bytes] of [
      [first, mp4Bytes(11)],
      [second, mp4Bytes(12)],
    ] as const) {
      const created = await create(app, questionId, bytes);
      expect((await send(app, String(created.headers.location), 0, bytes)).headers['video-status']).toBe('ready');
    }
    expect((await questionsOf(app))[0]!.takes_used).toBe(2);
    const submitted = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/video-answers/submit/',
      token: app.who.token,
      body: { ref_id: app.ref_id, job_step_activity_id: app.job_step_activity_id },
      headers: { 'x-assay-device': DEVICE },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await questionsOf(app)).map((q) => q.takes_used)).toEqual([1, 1]);
    const abandonedId = idOf(String(abandoned.headers.location));
    expect((await status(app, abandonedId)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', `${abandonedId}.json`))).toBe(false);
  });
});

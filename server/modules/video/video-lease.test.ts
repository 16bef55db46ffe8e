/**
 * Offline promise 10 for the video answers: creating a tus upload and submitting the activity are
 * writes admitted by the activity's lease (single-submission-lease.ts); resuming an upload already
 * created is not asked again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  asDevice,
  detail,
  freshApplication,
  lapse,
  LEASE_URL,
  leaseRow,
  target,
  type Application,
  type SignedIn,
} from '../../test/lease-kit.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-lease-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const A = 'device-aaaa-video';
const B = 'device-bbbb-video';
const SUBMIT_URL = '/api/user-response/v1/video-answers/submit/';

const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
const bytes = mp4Bytes(10);
/** Another recording (a device's own take is its own bytes; the same bytes would replace an empty upload of them, D461). */
const otherBytes = mp4Bytes(11);

/** A tus creation from `device` for one question of the application's video activity. */
function createUpload(who: SignedIn, device: string, app: Application, questionId: number, file = bytes) {
  const meta = {
    ref_id: app.ref_id,
    job_step_activity_id: app.job_step_activity_id,
    video_question_id: questionId,
    sha256: createHash('sha256').update(file).digest('hex'),
  };
  return t.request({
    method: 'POST',
    url: '/api/tus/videos/',
    token: who.token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(file.length),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
      'x-assay-device': device,
    },
  });
}

function sendAll(who: SignedIn, device: string, location: string, file = bytes) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      authorization: `Bearer ${who.token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'x-assay-device': device,
    },
    payload: file,
  });
}

const questionsOf = async (app: Application) =>
  (
    await t.db
      .selectFrom('video_questions')
      .select('video_question_id')
      .where('job_step_activity_id', '=', app.job_step_activity_id)
      .orderBy('sort')
      .execute()
  ).map((q) => q.video_question_id);
const answerCount = async (app: Application) =>
  Number(
    (
      await t.db
        .selectFrom('video_answers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('ref_id', '=', app.ref_id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const isCompleted = async (app: Application) =>
  (
    await t.db
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', app.ref_id)
      .where('job_step_activity_id', '=', app.job_step_activity_id)
      .executeTakeFirst()
  )?.is_completed === true;

describe('one writer across devices for the video answers (offline promise 10)', () => {
  it("given device A has the video answers open, then B's upload creation and submit get 409 attempt_leased and nothing is written; after the lapse B takes over, uploads and submits; A then gets attempt_moved", async () => {
    const app = await freshApplication(t, 'video');
    const questions = await questionsOf(app);
    expect(questions.length).toBeGreaterThan(0);
    expect((await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) })).statusCode).toBe(200);
    // A started an upload before the other device came along.
    const early = await createUpload(app.who, A, app, questions[0]!, otherBytes);
    expect(early.statusCode, early.body).toBe(201);
    const answersBefore = await answerCount(app);

    const refusedUpload = await createUpload(app.who, B, app, questions[0]!);
    expect(refusedUpload.statusCode).toBe(409);
    expect(refusedUpload.json().code).toBe('attempt_leased');
    expect(detail(refusedUpload, 'lease_expires_at')).toEqual(expect.any(String));
    const refusedSubmit = await asDevice(t, app.who, B, { url: SUBMIT_URL, body: target(app) });
    expect(refusedSubmit.statusCode).toBe(409);
    expect(refusedSubmit.json().code).toBe('attempt_leased');
    expect(await answerCount(app)).toBe(answersBefore);
    expect(await isCompleted(app)).toBe(false);
    expect((await leaseRow(t, app))!.lease_device_id).toBe(A);

    await lapse(t, app);
    expect((await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) })).statusCode).toBe(200);
    for (const questionId of questions) {
      const created = await createUpload(app.who, B, app, questionId);
      expect(created.statusCode, created.body).toBe(201);
      expect((await sendAll(app.who, B, String(created.headers.location))).headers['video-status']).toBe('ready');
    }

    const movedUpload = await createUpload(app.who, A, app, questions[0]!);
    expect(movedUpload.statusCode).toBe(409);
    expect(movedUpload.json().code).toBe('attempt_moved');
    expect(detail(movedUpload, 'taken_over_at')).toEqual(expect.any(String));
    const movedSubmit = await asDevice(t, app.who, A, { url: SUBMIT_URL, body: target(app) });
    expect(movedSubmit.statusCode).toBe(409);
    expect(movedSubmit.json().code).toBe('attempt_moved');
    expect(await answerCount(app)).toBe(answersBefore + questions.length);
    expect(await isCompleted(app)).toBe(false);
    // An upload A created while it held the activity is resumed without asking the lease again.
    expect((await sendAll(app.who, A, String(early.headers.location), otherBytes)).statusCode).toBe(204);

    const submitted = await asDevice(t, app.who, B, { url: SUBMIT_URL, body: target(app) });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await isCompleted(app)).toBe(true);
  });

  it("given another candidate, then 404 for an upload or a submit on this candidate's activity, and no lease or answer is written", async () => {
    const mine = await freshApplication(t, 'video');
    const stranger = await freshApplication(t, 'video');
    const [questionId] = await questionsOf(mine);
    expect((await createUpload(stranger.who, A, mine, questionId!)).statusCode).toBe(404);
    expect((await asDevice(t, stranger.who, A, { url: SUBMIT_URL, body: target(mine) })).statusCode).toBe(404);
    expect(await leaseRow(t, mine)).toBeUndefined();
    expect(await answerCount(mine)).toBe(0);
  });
});

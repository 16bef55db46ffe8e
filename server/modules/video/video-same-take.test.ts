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
import { LocalFileStorage } from '../../storage/local-storage.ts';
import { tusStorageFor } from './tus-storage.ts';

let t: TestApp;
let dataDir: string;
let files: LocalFileStorage;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-take-'));
  files = new LocalFileStorage(dataDir);
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir }, { files });
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

/** Sends a ready recording (11, then 12) to each of the activity's two questions. */
async function answerBoth(app: Application, first: number, second: number) {
  for (const [questionId, bytes] of [
    [first, mp4Bytes(11)],
    [second, mp4Bytes(12)],
  ] as const) {
    const created = await create(app, questionId, bytes);
    expect((await send(app, String(created.headers.location), 0, bytes)).headers['video-status']).toBe('ready');
  }
}

async function submit(app: Application) {
  const submitted = await t.request({
    method: 'POST',
    url: '/api/user-response/v1/video-answers/submit/',
    token: app.who.token,
    body: { ref_id: app.ref_id, job_step_activity_id: app.job_step_activity_id },
    headers: { 'x-assay-device': DEVICE },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
}

const rowsOf = (app: Application, questionId: number) =>
  t.db
    .selectFrom('video_answers')
    .select(['upload_id', 'status'])
    .where('ref_id', '=', app.ref_id)
    .where('video_question_id', '=', questionId)
    .orderBy('video_answer_id')
    .execute();

describe('one recording, one take (D461)', () => {
  it('given the first upload never received a byte, then the same recording’s creation is answered with that upload (D467) and its bytes make the question’s one take', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[0]!.video_question_id;
    const bytes = mp4Bytes(10, 200 * 1024);

    const lost = await create(app, questionId, bytes);
    expect(lost.statusCode, lost.body).toBe(201);
    // The device never read that reply: after a reload the runner, holding no URL, creates the upload again.
    const again = await create(app, questionId, bytes);
    expect(again.statusCode, again.body).toBe(201);
    const location = String(again.headers.location);
    expect(idOf(location)).toBe(idOf(String(lost.headers.location)));
    expect(again.headers['upload-offset']).toBe('0');
    expect((await send(app, location, 0, bytes)).headers['video-status']).toBe('ready');

    const question = (await questionsOf(app)).find((q) => q.video_question_id === questionId)!;
    expect(question.takes_used).toBe(1);
    expect(question.answer).toMatchObject({ upload_id: idOf(location), status: 'ready' });
    expect(await rowsOf(app, questionId)).toEqual([{ upload_id: idOf(location), status: 'ready' }]);
  });

  it('given the server lost the first upload’s file (tus holds none of it), then the same recording’s creation replaces it (D461)', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[0]!.video_question_id;
    const bytes = mp4Bytes(10, 100 * 1024);
    const firstId = idOf(String((await create(app, questionId, bytes)).headers.location));
    fs.rmSync(path.join(dataDir, 'uploads', 'tus', `${firstId}.json`));
    const again = await create(app, questionId, bytes);
    expect(again.statusCode, again.body).toBe(201);
    const location = String(again.headers.location);
    expect(idOf(location)).not.toBe(firstId);
    expect((await send(app, location, 0, bytes)).headers['video-status']).toBe('ready');
    expect(await rowsOf(app, questionId)).toEqual([{ upload_id: idOf(location), status: 'ready' }]);
    expect((await status(app, firstId)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', firstId))).toBe(false);
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
    await answerBoth(app, first, second);
    expect((await questionsOf(app))[0]!.takes_used).toBe(2);
    await submit(app);
    expect((await questionsOf(app)).map((q) => q.takes_used)).toEqual([1, 1]);
    const abandonedId = idOf(String(abandoned.headers.location));
    expect((await status(app, abandonedId)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', `${abandonedId}.json`))).toBe(false);
  });
});

/** Runs `body` with the question's max_retakes set to `retakes`, then puts it back. */
async function withRetakes(questionId: number, retakes: number, body: () => Promise<void>) {
  const before = await t.db
    .selectFrom('video_questions')
    .select('max_retakes')
    .where('video_question_id', '=', questionId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('video_questions')
    .set({ max_retakes: retakes })
    .where('video_question_id', '=', questionId)
    .execute();
  try {
    await body();
  } finally {
    await t.db
      .updateTable('video_questions')
      .set({ max_retakes: before.max_retakes })
      .where('video_question_id', '=', questionId)
      .execute();
  }
}

describe('one recording, one take, when the device lost the address of an upload holding bytes (D467)', () => {
  it('given bytes reached the upload and the device could not keep its address, then the same recording’s creation is answered with that upload and its offset, the rest goes there, and it is the question’s one take (even with no retake allowed)', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[1]!.video_question_id;
    await withRetakes(questionId, 0, async () => {
      const bytes = mp4Bytes(10, 200 * 1024);
      const first = await create(app, questionId, bytes);
      expect(first.statusCode, first.body).toBe(201);
      const half = 96 * 1024;
      const sent = await send(app, String(first.headers.location), 0, bytes.subarray(0, half));
      expect(sent.statusCode, sent.body).toBe(204);
      // IndexedDB refused to store the address while these bytes flowed; after a reload the device creates again.
      const again = await create(app, questionId, bytes);
      expect(again.statusCode, again.body).toBe(201);
      expect(idOf(String(again.headers.location))).toBe(idOf(String(first.headers.location)));
      expect(again.headers['upload-offset']).toBe(String(half));
      const rest = await send(app, String(again.headers.location), half, bytes.subarray(half));
      expect(rest.headers['video-status'], rest.body).toBe('ready');
      const question = (await questionsOf(app)).find((q) => q.video_question_id === questionId)!;
      expect(question.takes_used).toBe(1);
      expect(await rowsOf(app, questionId)).toEqual([
        { upload_id: idOf(String(first.headers.location)), status: 'ready' },
      ]);
    });
  });

  it('given a re-record (other bytes) while the first upload holds bytes, then it is a new upload and a take of its own', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[0]!.video_question_id;
    const first = mp4Bytes(10, 200 * 1024);
    const made = await create(app, questionId, first);
    await send(app, String(made.headers.location), 0, first.subarray(0, 64 * 1024));
    const retake = await create(app, questionId, mp4Bytes(11, 200 * 1024));
    expect(retake.statusCode, retake.body).toBe(201);
    expect(idOf(String(retake.headers.location))).not.toBe(idOf(String(made.headers.location)));
    expect(retake.headers['upload-offset']).toBeUndefined();
    expect((await questionsOf(app)).find((q) => q.video_question_id === questionId)!.takes_used).toBe(2);
  });

  it('given another candidate declares the same recording, then they never reach this candidate’s upload: 404 on its activity, a new upload on their own', async () => {
    const owner = await freshApplication(t, 'video');
    const other = await freshApplication(t, 'video');
    const questionId = (await questionsOf(owner))[0]!.video_question_id;
    const bytes = mp4Bytes(10, 200 * 1024);
    const made = await create(owner, questionId, bytes);
    await send(owner, String(made.headers.location), 0, bytes.subarray(0, 64 * 1024));
    const ownerId = idOf(String(made.headers.location));

    const intruding = await create({ ...owner, who: other.who }, questionId, bytes);
    expect(intruding.statusCode).toBe(404);
    expect(intruding.headers.location).toBeUndefined();
    const own = await create(other, questionId, bytes);
    expect(own.statusCode, own.body).toBe(201);
    expect(idOf(String(own.headers.location))).not.toBe(ownerId);
    expect(own.headers['upload-offset']).toBeUndefined();
    // The owner's upload is untouched and still resumable from its offset.
    const rest = await send(owner, String(made.headers.location), 64 * 1024, bytes.subarray(64 * 1024));
    expect(rest.headers['video-status'], rest.body).toBe('ready');
  });
});

describe('one recording, one take, when the device lost the ready reply and the address of a finished upload (D474)', () => {
  it('given the recording’s upload finished, then the same creation is answered with that upload, all its bytes and Video-Status ready: no second take; a re-record is still a new one', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[1]!.video_question_id;
    await withRetakes(questionId, 0, async () => {
      const bytes = mp4Bytes(10, 100 * 1024);
      const made = await create(app, questionId, bytes);
      expect((await send(app, String(made.headers.location), 0, bytes)).headers['video-status']).toBe('ready');
      // The ready reply and the address were both lost: after a reload the device creates the same recording again.
      const again = await create(app, questionId, bytes);
      expect(again.statusCode, again.body).toBe(201);
      expect(idOf(String(again.headers.location))).toBe(idOf(String(made.headers.location)));
      expect(again.headers['upload-offset']).toBe(String(bytes.length));
      expect(again.headers['video-status']).toBe('ready');
      expect(await rowsOf(app, questionId)).toEqual([
        { upload_id: idOf(String(made.headers.location)), status: 'ready' },
      ]);
      expect((await questionsOf(app)).find((q) => q.video_question_id === questionId)!.takes_used).toBe(1);
      // A re-record (other bytes) is a new take, which this question does not allow.
      const retake = await create(app, questionId, mp4Bytes(11, 100 * 1024));
      expect(retake.statusCode).toBe(409);
      expect(retake.headers['video-status']).toBeUndefined();
    });
  });

  it('given another candidate sends the same bytes on their own application after the owner’s finished, then theirs is a new upload of their own', async () => {
    const owner = await freshApplication(t, 'video');
    const other = await freshApplication(t, 'video');
    const questionId = (await questionsOf(owner))[0]!.video_question_id;
    const bytes = mp4Bytes(10, 100 * 1024);
    const made = await create(owner, questionId, bytes);
    expect((await send(owner, String(made.headers.location), 0, bytes)).headers['video-status']).toBe('ready');
    expect((await create({ ...owner, who: other.who }, questionId, bytes)).statusCode).toBe(404);
    const own = await create(other, questionId, bytes);
    expect(own.statusCode, own.body).toBe(201);
    expect(idOf(String(own.headers.location))).not.toBe(idOf(String(made.headers.location)));
    expect(own.headers['upload-offset']).toBeUndefined();
    expect(own.headers['video-status']).toBeUndefined();
  });
});

/** The app before D467 (tus-js-client 4 as it is): after any creation it PATCHes from byte 0, one 256 KiB chunk at a time. */
const OLD_CHUNK = 256 * 1024;

describe('the app before D467 meeting a creation answered with an upload the server holds (D474)', () => {
  it('given the upload holds bytes, then its PATCH from byte 0 is answered with the offset held and it goes on from there: one take, no new recording asked', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[1]!.video_question_id;
    await withRetakes(questionId, 0, async () => {
      const bytes = mp4Bytes(10, 600 * 1024);
      const first = await create(app, questionId, bytes);
      const half = 96 * 1024;
      expect((await send(app, String(first.headers.location), 0, bytes.subarray(0, half))).statusCode).toBe(204);
      const again = await create(app, questionId, bytes);
      const location = String(again.headers.location);
      expect(idOf(location)).toBe(idOf(String(first.headers.location)));
      // tus-js-client 4 ignores the creation's Upload-Offset and sends its first chunk from 0 (before: 409).
      const behind = await send(app, location, 0, bytes.subarray(0, OLD_CHUNK));
      expect(behind.statusCode, behind.body).toBe(204);
      expect(behind.headers['upload-offset']).toBe(String(half));
      expect(behind.headers['video-status']).toBeUndefined();
      // It goes on from the offset the reply named, chunk by chunk.
      let offset = half;
      let last = behind;
      while (offset < bytes.length) {
        last = await send(app, location, offset, bytes.subarray(offset, offset + OLD_CHUNK));
        expect(last.statusCode, last.body).toBe(204);
        offset = Number(last.headers['upload-offset']);
      }
      expect(last.headers['video-status']).toBe('ready');
      expect(await rowsOf(app, questionId)).toEqual([{ upload_id: idOf(location), status: 'ready' }]);
    });
  });

  it('given the upload finished, then its PATCH from byte 0 is answered with all the bytes and Video-Status ready, which that app takes as done', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[0]!.video_question_id;
    const bytes = mp4Bytes(10, 600 * 1024);
    const made = await create(app, questionId, bytes);
    expect((await send(app, String(made.headers.location), 0, bytes)).headers['video-status']).toBe('ready');
    const again = await create(app, questionId, bytes);
    expect(idOf(String(again.headers.location))).toBe(idOf(String(made.headers.location)));
    // Before: 404 (tus holds it no longer), which that app took as a refusal and asked for a new recording.
    const patched = await send(app, String(again.headers.location), 0, bytes.subarray(0, OLD_CHUNK));
    expect(patched.statusCode, patched.body).toBe(204);
    expect(patched.headers['upload-offset']).toBe(String(bytes.length));
    expect(patched.headers['video-status']).toBe('ready');
    expect(await rowsOf(app, questionId)).toEqual([
      { upload_id: idOf(String(made.headers.location)), status: 'ready' },
    ]);
  });
});

describe('an upload the storage cannot tell about is never taken for one holding no byte (D474)', () => {
  /** The upload's data file made unreadable (a symbolic link to itself: stat fails with ELOOP, not "no such file"). */
  const breakStorage = (uploadId: string) => {
    const file = path.join(dataDir, 'uploads', 'tus', uploadId);
    fs.rmSync(file);
    fs.symlinkSync(file, file);
    return () => {
      fs.rmSync(file, { force: true });
      fs.writeFileSync(file, '');
    };
  };

  it('given the storage errs on an upload that never received a byte, then submitting the activity keeps it', async () => {
    const app = await freshApplication(t, 'video');
    const [first, second] = (await questionsOf(app)).map((q) => q.video_question_id) as [number, number];
    const waiting = idOf(String((await create(app, first, mp4Bytes(10))).headers.location));
    const repair = breakStorage(waiting);
    try {
      await answerBoth(app, first, second);
      await submit(app);
      // Before: the storage's error counted as "no bytes" and the upload was deleted.
      const kept = await status(app, waiting);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data.status).toBe('uploading');
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', `${waiting}.json`))).toBe(true);
    } finally {
      repair();
    }
  });

  it('given the storage errs on an upload of the recording, then its new creation is told to retry (503), not made a second take', async () => {
    const app = await freshApplication(t, 'video');
    const questionId = (await questionsOf(app))[0]!.video_question_id;
    const bytes = mp4Bytes(10);
    const waiting = idOf(String((await create(app, questionId, bytes)).headers.location));
    const repair = breakStorage(waiting);
    try {
      const again = await create(app, questionId, bytes);
      expect(again.statusCode, again.body).toBe(503);
      expect(again.headers['retry-after']).toBeDefined();
      expect(await rowsOf(app, questionId)).toEqual([{ upload_id: waiting, status: 'uploading' }]);
    } finally {
      repair();
    }
    // The storage answers again: the same creation gets the same upload.
    expect(idOf(String((await create(app, questionId, bytes)).headers.location))).toBe(waiting);
  });
});

/**
 * Holds the server's check of a finished upload at one step of its own: before the checked file is
 * moved out of tus's folder (the SHA-256 and container checks done, tus still holding the file) or
 * just after (tus holds nothing, the row still says 'checking': where a crash leaves it). The store
 * and database are the real ones; only the moment the check goes on is the test's.
 */
function holdCheck(at: 'before-move' | 'after-move') {
  const store = tusStorageFor(files);
  const keep = store.keep;
  let reached!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  store.keep = async (...args) => {
    if (at === 'after-move') await keep(...args);
    reached();
    await released;
    if (at === 'before-move') await keep(...args);
  };
  return {
    held,
    release() {
      store.keep = keep;
      release();
    },
  };
}

const head = (app: Application, location: string) =>
  t.app.inject({
    method: 'HEAD',
    url: location,
    headers: { authorization: `Bearer ${app.who.token}`, 'tus-resumable': '1.0.0', 'x-assay-device': DEVICE },
  });

describe('a finished upload whose check is still running, met again (D474, D484)', () => {
  for (const at of ['before-move', 'after-move'] as const) {
    it(`given the check is running (${at === 'before-move' ? 'tus still holds the file' : 'the file already moved out of tus'}), then the same recording's creation, the older app's PATCH from 0 and a resume's HEAD are each told all the bytes arrived, no second take is made, and once checked each says ready`, async () => {
      const app = await freshApplication(t, 'video');
      const questionId = (await questionsOf(app))[1]!.video_question_id;
      const bytes = mp4Bytes(10, 600 * 1024);
      const made = await create(app, questionId, bytes);
      const location = String(made.headers.location);
      const check = holdCheck(at);
      const finishing = send(app, location, 0, bytes);
      await check.held;
      try {
        expect(await rowsOf(app, questionId)).toEqual([{ upload_id: idOf(location), status: 'checking' }]);

        const again = await create(app, questionId, bytes);
        expect(again.statusCode, again.body).toBe(201);
        expect(idOf(String(again.headers.location))).toBe(idOf(location));
        expect(again.headers['upload-offset']).toBe(String(bytes.length));
        expect(again.headers['video-status']).toBeUndefined();

        const patched = await send(app, location, 0, bytes.subarray(0, OLD_CHUNK));
        expect(patched.statusCode, patched.body).toBe(204);
        expect(patched.headers['upload-offset']).toBe(String(bytes.length));
        expect(patched.headers['video-status']).toBeUndefined();

        // tus-js-client takes a HEAD whose offset equals the length as done, then asks the status.
        const resumed = await head(app, location);
        expect(resumed.statusCode, resumed.body).toBe(200);
        expect(resumed.headers['upload-offset']).toBe(String(bytes.length));
        expect(resumed.headers['upload-length']).toBe(String(bytes.length));
        expect(resumed.headers['video-status']).toBeUndefined();
        expect((await status(app, idOf(location))).json().data.status).toBe('checking');
      } finally {
        check.release();
      }
      expect((await finishing).headers['video-status']).toBe('ready');

      const afterCreate = await create(app, questionId, bytes);
      expect(afterCreate.headers['video-status']).toBe('ready');
      const afterPatch = await send(app, location, 0, bytes.subarray(0, OLD_CHUNK));
      expect([afterPatch.statusCode, afterPatch.headers['video-status']]).toEqual([204, 'ready']);
      const afterHead = await head(app, location);
      expect(afterHead.statusCode).toBe(200);
      expect([afterHead.headers['upload-offset'], afterHead.headers['video-status']]).toEqual([
        String(bytes.length),
        'ready',
      ]);
      expect(await rowsOf(app, questionId)).toEqual([{ upload_id: idOf(location), status: 'ready' }]);
      expect((await questionsOf(app)).find((q) => q.video_question_id === questionId)!.takes_used).toBe(1);
    });
  }
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { mp4Bytes, webmBytes } from '../../test/video-fixtures.ts';
import type { VideoActivity } from '../../../contracts/video.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, maria: S, owner: S, recruiter: S, interviewer: S, other: S;
let activityId: number;
let questionIds: number[];
let smartreqId: number;
let base: string;
let dataDir: string;
const ref = DEMO_TRACKERS.candidateOpen;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [candidate, maria, owner, recruiter, interviewer, other] = (await Promise.all(
    [
      'candidate@assay.test',
      'maria.garcia@assay.test',
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as S[] as [S, S, S, S, S, S];
  const activity = await t.db
    .selectFrom('job_step_activities')
    .select('job_step_activity_id')
    .where('title', '=', 'Video introduction')
    .executeTakeFirstOrThrow();
  activityId = activity.job_step_activity_id;
  questionIds = (
    await t.db
      .selectFrom('video_questions')
      .select('video_question_id')
      .where('job_step_activity_id', '=', activityId)
      .orderBy('sort')
      .execute()
  ).map((q) => q.video_question_id);
  smartreqId = (
    await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', ref)
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
const metadata = (m: Record<string, string | number>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

/** POST a tus creation; answers the response. */
function create(who: S | undefined, length: number, meta: Record<string, string | number>) {
  return t.request({
    method: 'POST',
    url: '/api/tus/videos/',
    token: who?.token,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': metadata(meta) },
  });
}
const patch = (who: S, location: string, offset: number, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      authorization: `Bearer ${who.token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
const head = (who: S, location: string) =>
  t.app.inject({
    method: 'HEAD',
    url: location,
    headers: { authorization: `Bearer ${who.token}`, 'tus-resumable': '1.0.0' },
  });
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const meta = (question: number, bytes: Buffer, extra: Record<string, string | number> = {}) => ({
  ref_id: ref,
  job_step_activity_id: activityId,
  video_question_id: question,
  sha256: sha(bytes),
  ...extra,
});

/** Sends the first half over a real socket and cuts the connection, as a lost network would. */
function cutAtHalf(who: S, location: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${who.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, bytes.length / 2), () => setTimeout(() => req.destroy(), 300));
  });
}

const status = (who: S, uploadId: string) =>
  t.request({ method: 'GET', url: `/api/user-response/v1/video-answers/status/${uploadId}/`, token: who.token });
const questions = (who: S) =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/video-questions/job_step_activity/${activityId}/ref/${ref}/`,
    token: who.token,
  });
const submit = (who: S) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/video-answers/submit/',
    token: who.token,
    body: { ref_id: ref, job_step_activity_id: activityId },
  });

describe('promise 7, media resumes at the byte: a tus upload interrupted at 50%', () => {
  it('given a cut connection at half the file, then HEAD gives the offset, the rest resumes from it and the answer is ready', async () => {
    const bytes = mp4Bytes(20, 400 * 1024);
    const created = await create(candidate, bytes.length, meta(questionIds[0]!, bytes));
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const uploadId = location.split('/').filter(Boolean).at(-1)!;
    await cutAtHalf(candidate, location, bytes);
    const offsetRes = await head(candidate, location);
    expect(offsetRes.statusCode).toBe(200);
    const offset = Number(offsetRes.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(bytes.length / 2);
    const partial = await status(candidate, uploadId);
    expect(partial.json().data).toMatchObject({
      status: 'uploading',
      percent: Math.floor((offset / bytes.length) * 100),
    });

    const rest = await patch(candidate, location, offset, bytes.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['video-status']).toBe('ready');
    const done = await status(candidate, uploadId);
    expect(done.json().data).toMatchObject({
      status: 'ready',
      percent: 100,
      duration_seconds: 20,
      refusal_reason: null,
    });
    const row = await t.db
      .selectFrom('video_answers')
      .selectAll()
      .where('upload_id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(sha(bytes));
    expect(row.duration_source).toBe('container');
    expect(fs.readFileSync(path.join(dataDir, row.storage_path)).equals(bytes)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', uploadId))).toBe(false);
  });
});

describe('refused uploads (a file whose bytes are not a video is refused)', () => {
  it('given bytes that are not a video, then the answer is refused and its file removed', async () => {
    const bytes = Buffer.from('This is a text file renamed .mp4\n'.repeat(200));
    const created = await create(
      candidate,
      bytes.length,
      meta(questionIds[1]!, bytes, { filetype: 'video/mp4', duration: 5 }),
    );
    const location = String(created.headers.location);
    const uploadId = location.split('/').filter(Boolean).at(-1)!;
    const res = await patch(candidate, location, 0, bytes);
    expect(res.statusCode).toBe(204);
    expect(res.headers['video-refusal']).toBe('unsupported_format');
    expect((await status(candidate, uploadId)).json().data).toMatchObject({
      status: 'refused',
      refusal_reason: 'unsupported_format',
      percent: 0,
    });
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'tus', uploadId))).toBe(false);
  });

  it('given a recording longer than the limit, then too_long; a MediaRecorder WebM uses the declared duration', async () => {
    const long = mp4Bytes(200);
    const c1 = await create(candidate, long.length, meta(questionIds[1]!, long));
    const r1 = await patch(candidate, String(c1.headers.location), 0, long);
    expect(r1.headers['video-refusal']).toBe('too_long');
    const webm = webmBytes();
    const c2 = await create(candidate, webm.length, meta(questionIds[1]!, webm, { duration: 500 }));
    expect((await patch(candidate, String(c2.headers.location), 0, webm)).headers['video-refusal']).toBe('too_long');
    const c3 = await create(
      candidate,
      webm.length,
      meta(questionIds[1]!, webm, { sha256: 'f'.repeat(64), duration: 10 }),
    );
    expect((await patch(candidate, String(c3.headers.location), 0, webm)).headers['video-refusal']).toBe(
      'checksum_mismatch',
    );
  });

  it('given a file above the size limit, then 413 before any byte and no row', async () => {
    const before = await t.db
      .selectFrom('video_answers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await create(candidate, 500 * 1024 * 1024, meta(questionIds[1]!, Buffer.alloc(0)));
    expect(res.statusCode).toBe(413);
    const after = await t.db
      .selectFrom('video_answers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('the questions in every language (D199)', () => {
  it('given the demo’s questions, then each comes with its Spanish and French beside the company’s English, for the page to show the candidate’s', async () => {
    const res = await questions(candidate);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as VideoActivity;
    expect(data.default_language).toBe('en');
    expect(data.questions[0]!.text_i18n).toEqual({
      en: 'Introduce yourself and tell us why you would like to work in customer support.',
      es: 'Preséntate y cuéntanos por qué te gustaría trabajar en atención al cliente.',
      fr: 'Présentez-vous et dites-nous pourquoi vous aimeriez travailler au service client.',
    });
    for (const q of data.questions) {
      expect(q.text_i18n!.en).toBe(q.text);
      expect(q.text_i18n!.es).toMatch(/\S/);
      expect(q.text_i18n!.fr).toMatch(/\S/);
    }
  });
});

describe('access', () => {
  it('given no token, 401; another candidate creating on this tracker or touching this upload, 404', async () => {
    const bytes = mp4Bytes(5);
    expect((await create(undefined, bytes.length, meta(questionIds[1]!, bytes))).statusCode).toBe(401);
    expect((await create(maria, bytes.length, meta(questionIds[1]!, bytes))).statusCode).toBe(404);
    const mine = await create(candidate, bytes.length, meta(questionIds[1]!, bytes));
    const location = String(mine.headers.location);
    expect((await head(maria, location)).statusCode).toBe(404);
    expect((await patch(maria, location, 0, bytes)).statusCode).toBe(404);
    expect((await status(maria, location.split('/').filter(Boolean).at(-1)!)).statusCode).toBe(404);
    expect((await questions(maria)).statusCode).toBe(404);
    expect((await submit(maria)).statusCode).toBe(404);
    // The question must be one of the activity's.
    expect(
      (await create(candidate, bytes.length, { ...meta(questionIds[1]!, bytes), video_question_id: 999999 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('submitting the activity', () => {
  it('given a question without a ready answer, 409; once all are ready, complete; then 409 attempt_submitted', async () => {
    expect((await submit(candidate)).statusCode).toBe(409);
    const bytes = mp4Bytes(30);
    const created = await create(candidate, bytes.length, meta(questionIds[1]!, bytes));
    expect((await patch(candidate, String(created.headers.location), 0, bytes)).headers['video-status']).toBe('ready');
    const listed = (await questions(candidate)).json().data;
    expect(listed.questions.map((q: { answer: { status: string } }) => q.answer.status)).toEqual(['ready', 'ready']);
    const done = await submit(candidate);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.is_completed).toBe(true);
    const again = await submit(candidate);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('attempt_submitted');
    expect((await create(candidate, bytes.length, meta(questionIds[1]!, bytes))).statusCode).toBe(409);
  });
});

describe('staff playback', () => {
  it('given staff who may work on job 1, the list and the file; the interviewer and another company 404; the candidate 403', async () => {
    for (const who of [owner, recruiter]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/video-answers/${smartreqId}/`,
        token: who.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data;
      expect(list).toHaveLength(2);
      const file = await t.request({ method: 'GET', url: `/api${list[0].file_path}`, token: who.token });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('video/mp4');
      const part = await t.request({
        method: 'GET',
        url: `/api${list[0].file_path}`,
        token: who.token,
        headers: { range: 'bytes=0-99' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.length).toBe(100);
    }
    for (const who of [interviewer, other]) {
      expect(
        (await t.request({ method: 'GET', url: `/api/smartreq/v1/video-answers/${smartreqId}/`, token: who.token }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await t.request({ method: 'GET', url: `/api/smartreq/v1/video-answers/${smartreqId}/`, token: candidate.token }))
        .statusCode,
    ).toBe(403);
  });
});

describe("staff read the questions in the screen's language (D199)", () => {
  it("given Spanish versions of the first question and of the activity's title, then ?language=es shows them, French the French title and the default's question, none the default's", async () => {
    const english = await t.db
      .selectFrom('video_questions')
      .select(['text'])
      .where('video_question_id', '=', questionIds[0]!)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('video_questions')
      .set({ text_i18n: JSON.stringify({ es: 'Preséntese, por favor.' }) })
      .where('video_question_id', '=', questionIds[0]!)
      .execute();
    await t.db
      .updateTable('job_step_activities')
      .set({ title_i18n: JSON.stringify({ es: 'Vídeo de presentación', fr: 'Vidéo de présentation' }) })
      .where('job_step_activity_id', '=', activityId)
      .execute();
    const listIn = async (language?: string) => {
      const query = language ? `?language=${language}` : '';
      const res = await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/video-answers/${smartreqId}/${query}`,
        token: recruiter.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [first] = res.json().data as { question_text: string; activity_title: string }[];
      return { question: first!.question_text, title: first!.activity_title };
    };
    expect(await listIn('es')).toEqual({ question: 'Preséntese, por favor.', title: 'Vídeo de presentación' });
    expect(await listIn('fr')).toEqual({ question: english.text, title: 'Vidéo de présentation' });
    expect(await listIn()).toEqual({ question: english.text, title: 'Video introduction' });
  });
});

describe('who may fetch a video answer (D290)', () => {
  it("given an answer's file, poster, captions and download, then only staff who may work on its job get them: the interviewer, another company's owner, the candidate themself, another candidate and the answer's id under another application all get nothing", async () => {
    const listed = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/video-answers/${smartreqId}/`,
      token: owner.token,
    });
    const answerId: number = listed.json().data[0].video_answer_id;
    const mariaSmartreqId = (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;
    const urls = (application: number) => [
      `/api/smartreq/v1/video-answers/${application}/file/${answerId}/`,
      `/api/smartreq/v1/video-answers/${application}/file/${answerId}/?variant=poster`,
      `/api/smartreq/v1/video-answers/${application}/file/${answerId}/?variant=captions`,
      `/api/smartreq/v1/video-answers/${application}/download/${answerId}/`,
      `/api/smartreq/v1/video-answers/${application}/captions/${answerId}/`,
    ];
    const status = async (url: string, who: S) =>
      (await t.request({ method: 'GET', url, token: who.token })).statusCode;
    // The owner reads the file and its download and captions (the made copies may not exist yet: 404 then).
    expect(await status(urls(smartreqId)[0]!, owner)).toBe(200);
    expect(await status(urls(smartreqId)[3]!, owner)).toBe(200);
    for (const url of urls(smartreqId)) {
      for (const who of [interviewer, other])
        expect(await status(url, who), `${url} as staff without access`).toBe(404);
      for (const who of [candidate, maria]) expect(await status(url, who), `${url} as a candidate`).toBe(403);
      expect((await t.request({ method: 'GET', url })).statusCode, `${url} without a token`).toBe(401);
    }
    // The answer's id under Maria's application, which the owner may open: not hers, so nothing.
    for (const url of urls(mariaSmartreqId)) expect(await status(url, owner), url).toBe(404);
  });
});

describe('approved extra time', () => {
  it('given an application with extra time ×1.5 approved, then each limit is half as long again, and a recording within it is ready where the plain limit refused it', async () => {
    const mariaRef = DEMO_TRACKERS.mariaOpen;
    const read = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/user-response/v1/video-questions/job_step_activity/${activityId}/ref/${mariaRef}/`,
          token: maria.token,
        })
      )
        .json()
        .data.questions.map((q: { time_limit_seconds: number }) => q.time_limit_seconds) as number[];
    const plain = await read();
    const bytes = mp4Bytes(Math.ceil(plain[0]! * 1.4));
    const upload = async () => {
      const created = await create(maria, bytes.length, { ...meta(questionIds[0]!, bytes), ref_id: mariaRef });
      expect(created.statusCode, created.body).toBe(201);
      return (await patch(maria, String(created.headers.location), 0, bytes)).headers;
    };
    expect((await upload())['video-refusal']).toBe('too_long');

    // As the hiring team's approval leaves it (accommodations.test.ts walks the approval itself).
    await t.db.updateTable('user_trackers').set({ time_accommodation: 1.5 }).where('ref_id', '=', mariaRef).execute();
    expect(await read()).toEqual(plain.map((seconds) => Math.ceil(seconds * 1.5)));
    expect((await upload())['video-status']).toBe('ready');
  });
});

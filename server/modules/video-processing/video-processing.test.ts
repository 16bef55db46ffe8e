/**
 * Video processing end to end on the server (D238): a real clip made by ffmpeg goes up through
 * tus, the candidate submits, the queue's jobs run Debian's ffmpeg and send the speech to a real
 * local HTTP server speaking the OpenAI /audio/transcriptions shape (stand-in below).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { drainJobs, MAX_ATTEMPTS } from '../../jobs/queue.ts';
import { LocalFileStorage } from '../../storage/local-storage.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';
import { uploadReadyAnswer } from '../../test/video-upload-kit.ts';
import {
  CAPTIONS_JOB,
  requestCaptions,
  TRANSCODE_JOB,
  transcodeHandler,
  videoProcessingHandlers,
} from './video-processing.jobs.ts';
import { vttOf } from './captions-text.ts';
import type { VideoProcessingSettings } from './video-processing.settings.ts';

type S = Awaited<ReturnType<TestApp['signIn']>>;
const ref = DEMO_TRACKERS.candidateOpen;
const SPOKEN = 'I would like this job because I enjoy helping customers.';

/** The stand-in transcription service: what it was sent, and how it should answer next. */
const standIn = {
  mode: 'ok' as 'ok' | 'down' | 'json',
  calls: [] as { authorization: string | undefined; model: string; format: string; fileHead: Buffer }[],
};
let standInServer: http.Server;
let standInUrl: string;

/** Reads a multipart body's parts by name (enough for the fields and one file this endpoint takes). */
function parts(body: Buffer, contentType: string): Map<string, Buffer> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)![2]!;
  const found = new Map<string, Buffer>();
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(at + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(part.subarray(0, split).toString())?.[1];
    if (name) found.set(name, part.subarray(split + 4));
    at = next;
  }
  return found;
}

function startStandIn(): Promise<void> {
  standInServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return res.writeHead(404).end();
      if (req.headers.authorization !== 'Bearer right-key')
        return res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
      if (standIn.mode === 'down') return res.writeHead(503).end('overloaded');
      const form = parts(Buffer.concat(chunks), req.headers['content-type'] ?? '');
      const file = form.get('file') ?? Buffer.alloc(0);
      standIn.calls.push({
        authorization: req.headers.authorization,
        model: form.get('model')?.toString() ?? '',
        format: form.get('response_format')?.toString() ?? '',
        fileHead: file.subarray(0, 4),
      });
      if (standIn.mode === 'json')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ text: SPOKEN, segments: [{ start: 0, end: 1.4, text: ` ${SPOKEN}` }] }));
      res.writeHead(200, { 'content-type': 'text/vtt' }).end(`WEBVTT\n\n00:00:00.000 --> 00:00:01.400\n${SPOKEN}\n`);
    });
  });
  return new Promise((resolve) =>
    standInServer.listen(0, '127.0.0.1', () => {
      standInUrl = `http://127.0.0.1:${(standInServer.address() as AddressInfo).port}/v1`;
      resolve();
    }),
  );
}

let t: TestApp;
let dataDir: string;
let files: LocalFileStorage;
let settings: VideoProcessingSettings;
let candidate: S, owner: S, interviewer: S, other: S;
let activityId: number, questionIds: number[], smartreqId: number, accountId: number;
let clip: Buffer;

beforeAll(async () => {
  await startStandIn();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-processing-'));
  // What MediaRecorder in Chromium writes: VP9 and Opus in WebM. A second and a half keeps it fast.
  const clipFile = path.join(dataDir, 'clip.webm');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '1.5',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    '-y',
    clipFile,
  ]);
  clip = fs.readFileSync(clipFile);
  t = await startTestApp({
    RATE_LIMIT_MAX: '1000',
    DATA_DIR: dataDir,
    TRANSCRIPTION_BASE_URL: standInUrl,
    TRANSCRIPTION_API_KEY: 'right-key',
  });
  files = new LocalFileStorage(dataDir);
  settings = {
    ffmpegPath: '/usr/bin/ffmpeg',
    transcription: { baseUrl: standInUrl, apiKey: 'right-key', model: 'whisper-1', timeoutMs: 10_000 },
  };
  [candidate, owner, interviewer, other] = (await Promise.all(
    [
      'candidate@assay.test',
      'owner@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S];
  activityId = (
    await t.db
      .selectFrom('job_step_activities')
      .select('job_step_activity_id')
      .where('title', '=', 'Video introduction')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  questionIds = (
    await t.db
      .selectFrom('video_questions')
      .select('video_question_id')
      .where('job_step_activity_id', '=', activityId)
      .orderBy('sort')
      .execute()
  ).map((q) => q.video_question_id);
  const tracker = await t.db
    .selectFrom('user_trackers')
    .select(['user_step_tracker_id', 'account_id'])
    .where('ref_id', '=', ref)
    .executeTakeFirstOrThrow();
  smartreqId = tracker.user_step_tracker_id;
  accountId = tracker.account_id;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => standInServer.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A whole answer uploaded through tus; answers its video_answer_id. */
const upload = (question: number, bytes: Buffer, extra: Record<string, string | number> = {}) =>
  uploadReadyAnswer(t, { token: candidate.token, refId: ref, activityId, questionId: question, bytes, extra });

const get = (who: S, url: string) => t.request({ method: 'GET', url: `/api${url}`, token: who.token });
const download = (who: S, id: number) => get(who, `/smartreq/v1/video-answers/${smartreqId}/download/${id}/`);
const retry = (who: S, id: number) =>
  t.request({ method: 'POST', url: `/api/smartreq/v1/video-answers/${smartreqId}/retry/${id}/`, token: who.token });
const run = (overrides: Partial<VideoProcessingSettings> = {}) =>
  drainJobs(t.db, videoProcessingHandlers(files, { ...settings, ...overrides }));
/** Makes the queue's waiting retries due now, as their backoff would after a while. */
const dueNow = () =>
  t.db
    .updateTable('background_jobs')
    .set({ run_after: new Date(0) })
    .where('kind', 'in', [TRANSCODE_JOB, CAPTIONS_JOB])
    .where('finished_at', 'is', null)
    .execute();
const processing = (id: number) =>
  t.db.selectFrom('video_processing').selectAll().where('video_answer_id', '=', id).executeTakeFirstOrThrow();
const videoMedia = async () =>
  (
    (await get(owner, `/integration/v1/services/?account_id=${accountId}`)).json().data.services as {
      kind: string;
      state: string;
      reason: string;
      failing: number;
    }[]
  ).find((s) => s.kind === 'video_media')!;

let recorded: number, broken: number;

describe('a submitted recorded answer', () => {
  it('given a VP9/Opus recording and a broken one submitted, then the first becomes an H.264/AAC MP4 with its index first and a JPEG poster, the original kept; the broken one fails at once and plays as recorded', async () => {
    recorded = await upload(questionIds[0]!, clip, { duration: 1.5 });
    // Headers of a real MP4 over zeros: it passes the upload's check, but no decoder can read it.
    broken = await upload(questionIds[1]!, mp4Bytes(10));
    const before = await get(owner, `/smartreq/v1/video-answers/${smartreqId}/`);
    expect(before.json().data[0].playback).toMatchObject({ status: 'original', poster_path: null, can_retry: false });

    const submitted = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/video-answers/submit/',
      token: candidate.token,
      body: { ref_id: ref, job_step_activity_id: activityId },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const queued = await t.db
      .selectFrom('background_jobs')
      .select(['kind', 'payload'])
      .where('kind', '=', TRANSCODE_JOB)
      .execute();
    expect(queued.map((j) => (j.payload as { video_answer_id: number }).video_answer_id).sort()).toEqual(
      [recorded, broken].sort(),
    );
    expect((await download(owner, recorded)).json().data).toMatchObject({
      status: 'preparing',
      captions: { status: 'off' },
    });

    await drainJobs(t.db, { [TRANSCODE_JOB]: transcodeHandler(files, settings) });

    const ready = (await download(owner, recorded)).json().data;
    expect(ready).toMatchObject({
      status: 'ready',
      content_type: 'video/mp4',
      file_path: `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/?variant=playable`,
      poster_path: `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/?variant=poster`,
    });
    const mp4 = await get(owner, ready.file_path);
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    const bytes = mp4.rawPayload;
    // +faststart: the index (moov) before the media (mdat), so playback starts before the end arrives.
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const copy = path.join(dataDir, 'served.mp4');
    fs.writeFileSync(copy, bytes);
    // ffmpeg -i without an output lists the streams on stderr and exits 1.
    const probe = (() => {
      try {
        execFileSync('ffmpeg', ['-hide_banner', '-i', copy], { stdio: ['ignore', 'ignore', 'pipe'] });
        return '';
      } catch (error) {
        return String((error as { stderr: Buffer }).stderr);
      }
    })();
    expect(probe).toMatch(/Video: h264 .*yuv420p/);
    expect(probe).toMatch(/Audio: aac/);
    const poster = await get(owner, ready.poster_path);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect([...poster.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const original = await get(owner, `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/`);
    expect(original.headers['content-type']).toBe('video/webm');
    expect(sha(original.rawPayload)).toBe(sha(clip));

    const failed = (await download(owner, broken)).json().data;
    expect(failed).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^ffmpeg could not read the recording/),
      file_path: `/smartreq/v1/video-answers/${smartreqId}/file/${broken}/`,
      poster_path: null,
      can_retry: true,
    });
    // Not left to the queue's retries: the same recording fails the same way.
    const pending = await t.db
      .selectFrom('background_jobs')
      .select('id')
      .where('kind', '=', TRANSCODE_JOB)
      .where('finished_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);
    expect(await videoMedia()).toMatchObject({ state: 'failing', reason: failed.reason });
  });

  it('given the transcription service configured, then the speech is sent as MP3 with the model and the captions (WebVTT) and transcript are served', async () => {
    expect((await processing(recorded)).captions_status).toBe('preparing');
    await run();
    expect(standIn.calls).toHaveLength(1);
    expect(standIn.calls[0]).toMatchObject({ authorization: 'Bearer right-key', model: 'whisper-1', format: 'vtt' });
    // An MP3 starts with an ID3 tag (ffmpeg writes one) or a frame sync.
    expect(
      standIn.calls[0]!.fileHead.subarray(0, 3).toString() === 'ID3' || standIn.calls[0]!.fileHead[0] === 0xff,
    ).toBe(true);
    const played = (await download(owner, recorded)).json().data;
    expect(played.captions).toMatchObject({
      status: 'ready',
      transcript: SPOKEN,
      vtt_path: `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/?variant=captions`,
    });
    const vtt = await get(owner, played.captions.vtt_path);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    expect(vtt.body).toBe(`WEBVTT\n\n00:00:00.000 --> 00:00:01.400\n${SPOKEN}\n`);
    const listed = (await get(owner, `/smartreq/v1/video-answers/${smartreqId}/`)).json().data;
    expect(listed.find((a: { video_answer_id: number }) => a.video_answer_id === recorded).playback).toEqual(played);
  });

  it('given another company, the interviewer not on the team, or the candidate, then no download, retry or made file', async () => {
    for (const who of [other, interviewer]) {
      expect((await download(who, recorded)).statusCode).toBe(404);
      expect((await retry(who, broken)).statusCode).toBe(404);
      expect(
        (await get(who, `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/?variant=poster`)).statusCode,
      ).toBe(404);
    }
    expect((await download(candidate, recorded)).statusCode).toBe(403);
    expect((await retry(candidate, broken)).statusCode).toBe(403);
    expect(
      (await get(candidate, `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/?variant=poster`)).statusCode,
    ).toBe(403);
    expect(
      (await get(owner, `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/?variant=thumbnail`)).statusCode,
    ).toBe(400);
    expect((await processing(broken)).transcode_status).toBe('failed');
  });
});

describe('faults', () => {
  it('given the transcription service down, then the captions stay preparing with the reason while the queue retries, fail after its last attempt, and a staff retry (audited) makes them once it is back', async () => {
    await t.db
      .updateTable('video_processing')
      .set({ captions_status: 'preparing' })
      .where('video_answer_id', '=', recorded)
      .execute();
    await t.db
      .insertInto('background_jobs')
      .values({ kind: CAPTIONS_JOB, payload: JSON.stringify({ video_answer_id: recorded }) } as never)
      .execute();
    standIn.mode = 'down';
    await run();
    expect(await processing(recorded)).toMatchObject({
      captions_status: 'preparing',
      captions_reason: 'Trying again: The transcription service is unavailable (status 503: overloaded).',
    });
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await dueNow();
      await run();
    }
    expect(await processing(recorded)).toMatchObject({
      captions_status: 'failed',
      captions_reason: 'The transcription service is unavailable (status 503: overloaded).',
    });
    // The answer itself plays on, with its poster.
    const meanwhile = (await download(owner, recorded)).json().data;
    expect(meanwhile).toMatchObject({
      status: 'ready',
      can_retry: true,
      captions: { status: 'failed', vtt_path: null },
    });
    expect((await videoMedia()).state).toBe('failing');

    standIn.mode = 'json';
    const retried = await retry(owner, recorded);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.captions.status).toBe('preparing');
    const audited = await t.db
      .selectFrom('audit_events')
      .select(['details', 'account_id'])
      .where('event', '=', 'video_processing_retried')
      .execute();
    expect(audited.at(-1)).toMatchObject({ account_id: accountId });
    expect(audited.at(-1)!.details).toMatchObject({ video_answer_id: recorded, what: 'captions' });
    await run();
    const vtt = await get(owner, `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/?variant=captions`);
    expect(vtt.body).toBe(`WEBVTT\n\n00:00:00.000 --> 00:00:01.400\n${SPOKEN}\n`);
    standIn.mode = 'ok';
    expect((await retry(owner, recorded)).statusCode).toBe(409);
  });

  it('given the service refusing the credentials, then the captions fail at once with that reason, and settings say so when tested', async () => {
    await t.db
      .updateTable('video_processing')
      .set({ captions_status: 'preparing' })
      .where('video_answer_id', '=', recorded)
      .execute();
    await t.db
      .insertInto('background_jobs')
      .values({ kind: CAPTIONS_JOB, payload: JSON.stringify({ video_answer_id: recorded }) } as never)
      .execute();
    const wrong = { ...settings.transcription!, apiKey: 'wrong-key' };
    await run({ transcription: wrong });
    expect(await processing(recorded)).toMatchObject({
      captions_status: 'failed',
      captions_reason: 'The transcription service refused the credentials (status 401). Check TRANSCRIPTION_API_KEY.',
    });
    const left = await t.db
      .selectFrom('background_jobs')
      .select('id')
      .where('kind', 'in', [TRANSCODE_JOB, CAPTIONS_JOB])
      .where('finished_at', 'is', null)
      .execute();
    expect(left).toEqual([]);

    const tested = await t.request({
      method: 'POST',
      url: '/api/integration/v1/services/test/',
      token: owner.token,
      body: { account_id: accountId, kind: 'video_media' },
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(
      await t.db.selectFrom('video_service_checks').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
    ).toMatchObject({
      status: 'connected',
      reason: '',
    });
  });

  it('given no ffmpeg on the server, then the answer is unavailable with the reason and plays as recorded; once ffmpeg is there, a retry makes it', async () => {
    await t.db
      .updateTable('video_processing')
      .set({ transcode_status: 'failed' })
      .where('video_answer_id', '=', recorded)
      .execute();
    expect((await retry(owner, recorded)).json().data.status).toBe('preparing');
    await run({ ffmpegPath: '/nonexistent/ffmpeg', transcription: undefined });
    const unavailable = (await download(owner, recorded)).json().data;
    expect(unavailable).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('ffmpeg is not installed on this server (FFMPEG_PATH /nonexistent/ffmpeg)'),
      file_path: `/smartreq/v1/video-answers/${smartreqId}/file/${recorded}/`,
      content_type: 'video/webm',
      poster_path: null,
      can_retry: true,
    });
    expect((await retry(owner, recorded)).statusCode).toBe(200);
    await run({ transcription: undefined });
    expect((await download(owner, recorded)).json().data).toMatchObject({ status: 'ready', content_type: 'video/mp4' });
  });
});

describe('captions a person writes (D241)', () => {
  const captionsUrl = (id: number) => `/api/smartreq/v1/video-answers/${smartreqId}/captions/${id}/`;
  const readCaptions = (who: S, id: number) => t.request({ method: 'GET', url: captionsUrl(id), token: who.token });
  const saveCaptions = (who: S, id: number, cues: unknown) =>
    t.request({ method: 'PUT', url: captionsUrl(id), token: who.token, body: { cues } });
  const ownerName = async () => {
    const row = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    return `${row.first_name} ${row.last_name}`;
  };
  const written = [
    { start_ms: 0, end_ms: 1200, text: 'I would like this job' },
    { start_ms: 1200, end_ms: 2500, text: 'because I enjoy helping customers & people.' },
  ];

  it('given an answer without captions, when the owner writes them, then they are served, say who checked them, and are audited', async () => {
    expect((await readCaptions(owner, broken)).json().data).toEqual({ cues: [], made_by: 'none' });
    const saved = await saveCaptions(owner, broken, written);
    expect(saved.statusCode, saved.body).toBe(200);
    const captions = saved.json().data.captions;
    expect(captions).toMatchObject({
      status: 'ready',
      checked_by: await ownerName(),
      checked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      transcript: 'I would like this job because I enjoy helping customers & people.',
      vtt_path: `/smartreq/v1/video-answers/${smartreqId}/file/${broken}/?variant=captions`,
    });
    expect((await get(owner, captions.vtt_path)).body).toBe(vttOf(written));
    expect((await readCaptions(owner, broken)).json().data).toEqual({ cues: written, made_by: 'person' });
    const audited = await t.db
      .selectFrom('audit_events')
      .select(['details', 'account_id', 'actor_user_id'])
      .where('event', '=', 'video_captions_saved')
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ account_id: accountId, actor_user_id: owner.userId });
    expect(audited[0]!.details).toMatchObject({ video_answer_id: broken, cues: 2, replaced: 'none' });
  });

  it("given the machine's captions, when the owner corrects them, then the machine's file goes and no machine job replaces the person's", async () => {
    await requestCaptions(t.db, recorded);
    await run();
    expect((await readCaptions(owner, recorded)).json().data).toEqual({
      cues: [{ start_ms: 0, end_ms: 1400, text: SPOKEN }],
      made_by: 'machine',
    });
    const machineFile = (
      await t.db
        .selectFrom('video_answer_files')
        .select('storage_path')
        .where('video_answer_id', '=', recorded)
        .where('role', '=', 'captions')
        .executeTakeFirstOrThrow()
    ).storage_path;
    expect((await saveCaptions(owner, recorded, written)).statusCode).toBe(200);
    expect(fs.existsSync(path.join(dataDir, machineFile))).toBe(false);

    const callsBefore = standIn.calls.length;
    await requestCaptions(t.db, recorded);
    await run();
    expect(standIn.calls.length, 'the service was not asked again').toBe(callsBefore);
    expect(await processing(recorded)).toMatchObject({ captions_status: 'ready', captions_checked_by: owner.userId });
    expect((await readCaptions(owner, recorded)).json().data).toEqual({ cues: written, made_by: 'person' });
  });

  it('given cues out of order, overlapping, empty or too many, then 400 names the cue and nothing changes', async () => {
    const before = (await get(owner, `/smartreq/v1/video-answers/${smartreqId}/file/${broken}/?variant=captions`)).body;
    const refused = [
      [
        { start_ms: 0, end_ms: 1000, text: 'a' },
        { start_ms: 500, end_ms: 2000, text: 'b' },
      ],
      [{ start_ms: 1000, end_ms: 1000, text: 'a' }],
      [{ start_ms: 0, end_ms: 1000, text: '   ' }],
      [],
      Array.from({ length: 2001 }, (_, i) => ({ start_ms: i * 10, end_ms: i * 10 + 5, text: 'x' })),
      [{ start_ms: -5, end_ms: 1000, text: 'a' }],
    ];
    const props: string[][] = [];
    for (const cues of refused) {
      const answer = await saveCaptions(owner, broken, cues);
      expect(answer.statusCode, JSON.stringify(cues).slice(0, 80)).toBe(400);
      expect(answer.json().code).toBe('validation_error');
      props.push((answer.json().errors ?? []).map((e: { prop: string }) => e.prop));
    }
    expect(props[0]).toEqual(['cues.1.start_ms']);
    expect(props[1]).toEqual(['cues.0.end_ms']);
    expect((await get(owner, `/smartreq/v1/video-answers/${smartreqId}/file/${broken}/?variant=captions`)).body).toBe(
      before,
    );
    expect(
      await t.db
        .selectFrom('audit_events')
        .select('audit_event_id')
        .where('event', '=', 'video_captions_saved')
        .execute(),
    ).toHaveLength(2);
  });

  it('given another company or the interviewer not on the team, then 404; the candidate, 403; nothing changes', async () => {
    for (const who of [other, interviewer]) {
      expect((await readCaptions(who, broken)).statusCode).toBe(404);
      expect((await saveCaptions(who, broken, [{ start_ms: 0, end_ms: 900, text: 'mine' }])).statusCode).toBe(404);
    }
    expect((await readCaptions(candidate, broken)).statusCode).toBe(403);
    expect((await saveCaptions(candidate, broken, [{ start_ms: 0, end_ms: 900, text: 'mine' }])).statusCode).toBe(403);
    expect((await readCaptions(owner, broken)).json().data.cues).toEqual(written);
  });
  it('given an answer recorded before processing existed, then its captions can still be written, and it plays as recorded', async () => {
    // As answers submitted before D238 are: no processing row, nothing made.
    await t.db.deleteFrom('video_answer_files').where('video_answer_id', '=', broken).execute();
    await t.db.deleteFrom('video_processing').where('video_answer_id', '=', broken).execute();
    expect((await download(owner, broken)).json().data).toMatchObject({
      status: 'original',
      captions: { status: 'off' },
    });
    expect((await saveCaptions(owner, broken, written)).json().data).toMatchObject({
      status: 'original',
      captions: { status: 'ready', checked_by: await ownerName() },
    });
  });
});

/**
 * One scenario for several server instances sharing a database and a bucket: a tus video upload
 * begun through the first, resumed and finished through the second, played by staff through the
 * third. Instances are reached by `inject` (apps in this process) or over HTTP (real processes).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { mp4Bytes } from './video-fixtures.ts';

export interface Sent {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}
export interface SendInit {
  method: 'GET' | 'POST' | 'PATCH' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}
export type Instance = (init: SendInit) => Promise<Sent>;

export const injected =
  (app: FastifyInstance): Instance =>
  async (init) => {
    const res = await app.inject({
      method: init.method,
      url: init.url,
      headers: init.headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
  };

export const overHttp =
  (base: string): Instance =>
  async (init) => {
    const body = typeof init.body === 'string' || init.body === undefined ? init.body : new Uint8Array(init.body);
    const res = await fetch(`${base}${init.url}`, {
      method: init.method,
      headers: init.headers,
      ...(body !== undefined ? { body } : {}),
    });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
  };

export async function signIn(instance: Instance, email: string): Promise<string> {
  const res = await instance({
    method: 'POST',
    url: '/api/auth/v1/login/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status, res.body.toString()).toBe(200);
  return JSON.parse(res.body.toString()).data.token;
}

/** The demo's video activity for the candidate's open application. */
export interface VideoIds {
  ref: string;
  activityId: number;
  questionId: number;
  smartreqId: number;
}

/** Above @tus/s3-store's 5 MiB part size, so the upload is a real multipart upload with a trailing incomplete part. */
const SIZE = 7 * 1024 * 1024;
const HALF = 6 * 1024 * 1024;
const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Runs the scenario and checks each step; answers the upload id. */
export async function uploadAcrossInstances(
  [one, two, three]: [Instance, Instance, Instance],
  ids: VideoIds,
): Promise<string> {
  const candidate = await signIn(one, 'candidate@assay.test');
  const owner = await signIn(three, 'owner@demo-company.test');
  const other = await signIn(three, 'owner@other-company.test');
  const tus = { authorization: `Bearer ${candidate}`, 'tus-resumable': '1.0.0' };
  const bytes = mp4Bytes(20, SIZE);
  const metadata = {
    ref_id: ids.ref,
    job_step_activity_id: ids.activityId,
    video_question_id: ids.questionId,
    sha256: sha(bytes),
  };
  const created = await one({
    method: 'POST',
    url: '/api/tus/videos/',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    },
  });
  expect(created.status, created.body.toString()).toBe(201);
  const location = created.headers.location!;
  const uploadId = location.split('/').filter(Boolean).at(-1)!;
  const patchHeaders = (offset: number) => ({
    ...tus,
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
  });

  const first = await one({ method: 'PATCH', url: location, headers: patchHeaders(0), body: bytes.subarray(0, HALF) });
  expect(first.status, first.body.toString()).toBe(204);
  expect(Number(first.headers['upload-offset'])).toBe(HALF);

  // Instance 2 has never seen this upload: what it knows comes from the bucket.
  const offsetRes = await two({ method: 'HEAD', url: location, headers: tus });
  expect(offsetRes.status).toBe(200);
  expect(Number(offsetRes.headers['upload-offset'])).toBe(HALF);
  const rest = await two({ method: 'PATCH', url: location, headers: patchHeaders(HALF), body: bytes.subarray(HALF) });
  expect(rest.status, rest.body.toString()).toBe(204);
  expect(rest.headers['video-status']).toBe('ready');

  const staff = { authorization: `Bearer ${owner}` };
  const list = await three({ method: 'GET', url: `/api/smartreq/v1/video-answers/${ids.smartreqId}/`, headers: staff });
  expect(list.status, list.body.toString()).toBe(200);
  const answer = JSON.parse(list.body.toString()).data.find(
    (a: { video_question_id: number }) => a.video_question_id === ids.questionId,
  );
  const file = await three({ method: 'GET', url: `/api${answer.file_path}`, headers: staff });
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toBe('video/mp4');
  expect(file.body.equals(bytes)).toBe(true);
  const part = await three({
    method: 'GET',
    url: `/api${answer.file_path}`,
    headers: { ...staff, range: 'bytes=1000-1999' },
  });
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
  expect(part.body.equals(bytes.subarray(1000, 2000))).toBe(true);
  expect(
    (await three({ method: 'GET', url: `/api${answer.file_path}`, headers: { authorization: `Bearer ${other}` } }))
      .status,
  ).toBe(404);
  return uploadId;
}

/**
 * A server restart while an answer uploads: the PATCH in flight is cut when the process goes, and
 * a new process on the same database and files resumes the upload from the bytes it holds. Also
 * when the device lost the upload's address: the same recording's creation is answered with the
 * upload and its offset (D467), so the restart costs neither bytes nor a take.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';

const ENV = { RATE_LIMIT_MAX: '1000', JOB_WORKER: '0', LOG_LEVEL: 'silent' };
let t: TestApp & { pglite?: unknown };
let dataDir: string;
/** The process answering now: the test app's, then each one started after a restart. */
let server: FastifyInstance;
let applications: Application[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-restart-'));
  t = await startTestApp({ ...ENV, DATA_DIR: dataDir });
  server = t.app;
  // Both applied before any restart (the test app's own helpers speak to its first process).
  applications = [await freshApplication(t, 'video'), await freshApplication(t, 'video')];
});
afterAll(async () => {
  if (server !== t.app) await server.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The old process goes (its open connections with it); a new one starts on the same database and files. */
async function restart(): Promise<void> {
  await server.close();
  server = await buildApp({
    db: t.db,
    config: readConfig({ ...ENV, DATA_DIR: dataDir }),
    databaseKind: t.pglite ? 'pglite' : 'postgres',
  });
  await server.ready();
}

const DEVICE = 'device-restart';
const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const idOf = (location: string) => location.split('/').filter(Boolean).at(-1)!;
const tusHeaders = (app: Application) => ({
  authorization: `Bearer ${app.who.token}`,
  'tus-resumable': '1.0.0',
  'x-assay-device': DEVICE,
});

async function questionOf(app: Application): Promise<number> {
  const res = await server.inject({
    method: 'GET',
    url: `/api/user-response/v1/video-questions/job_step_activity/${app.job_step_activity_id}/ref/${app.ref_id}/`,
    headers: tusHeaders(app),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.questions[0].video_question_id as number;
}

const create = async (app: Application, bytes: Buffer) =>
  server.inject({
    method: 'POST',
    url: '/api/tus/videos/',
    headers: {
      ...tusHeaders(app),
      'upload-length': String(bytes.length),
      'upload-metadata': Object.entries({
        ref_id: app.ref_id,
        job_step_activity_id: app.job_step_activity_id,
        video_question_id: await questionOf(app),
        filename: 'answer.mp4',
        filetype: 'video/mp4',
        duration: 20,
        sha256: sha(bytes),
      })
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    },
  });

/**
 * Sends the first half over a real socket and, while that PATCH is still open, restarts the
 * server: the request dies with the process that was reading it.
 */
async function restartDuringPatch(app: Application, location: string, bytes: Buffer): Promise<void> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  let restarted: Promise<void> | undefined;
  const cut = new Promise<void>((resolve) => {
    const req = http.request(`http://127.0.0.1:${port}${location}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(app),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, bytes.length / 2), () =>
      setTimeout(() => {
        // The process goes, the connection with it, and a new one starts.
        restarted = restart();
        req.destroy();
      }, 300),
    );
  });
  await cut;
  await restarted;
}

const head = (app: Application, location: string) =>
  server.inject({ method: 'HEAD', url: location, headers: tusHeaders(app) });
const patch = (app: Application, location: string, offset: number, bytes: Buffer) =>
  server.inject({
    method: 'PATCH',
    url: location,
    headers: { ...tusHeaders(app), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });

const rowsOf = (app: Application) =>
  t.db
    .selectFrom('video_answers')
    .select(['upload_id', 'status'])
    .where('ref_id', '=', app.ref_id)
    .where('job_step_activity_id', '=', app.job_step_activity_id)
    .execute();

describe('a server restart while an answer uploads', () => {
  it('given half the file sent when the server restarted, then the new process gives the stored offset and the rest makes the answer ready', async () => {
    const app = applications[0]!;
    const bytes = mp4Bytes(20, 400 * 1024);
    const created = await create(app, bytes);
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    await restartDuringPatch(app, location, bytes);
    expect(server).not.toBe(t.app);

    const offsetRes = await head(app, location);
    expect(offsetRes.statusCode, offsetRes.body).toBe(200);
    const offset = Number(offsetRes.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(bytes.length / 2);
    const rest = await patch(app, location, offset, bytes.subarray(offset));
    expect(rest.headers['video-status'], rest.body).toBe('ready');
    expect(await rowsOf(app)).toEqual([{ upload_id: idOf(location), status: 'ready' }]);
  });

  it('given the device also lost the address, then after the restart the same recording’s creation is answered with the upload and its offset: one take', async () => {
    const app = applications[1]!;
    const bytes = mp4Bytes(21, 400 * 1024);
    const first = String((await create(app, bytes)).headers.location);
    await restartDuringPatch(app, first, bytes);

    const again = await create(app, bytes);
    expect(again.statusCode, again.body).toBe(201);
    expect(idOf(String(again.headers.location))).toBe(idOf(first));
    const offset = Number(again.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    const rest = await patch(app, first, offset, bytes.subarray(offset));
    expect(rest.headers['video-status'], rest.body).toBe('ready');
    expect(await rowsOf(app)).toEqual([{ upload_id: idOf(first), status: 'ready' }]);
  });
});

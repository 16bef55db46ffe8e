/**
 * The sweep of empty video uploads (D467): an upload that never received a byte, older than a day,
 * of an activity never submitted, is removed with tus's copy; an upload holding bytes, a younger
 * one, a finished one, and any upload of an activity whose lease is live are kept. Its page is
 * read through the partial index of the uploads in progress (migration 0192, D485).
 * @postgres: the plan is the server's as well as PGlite's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';
import { asStorage } from '../../storage/file-storage.ts';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import * as migration0192 from '../../db/migrations/0192-video-uploading-index.ts';
import { EMPTY_UPLOAD_MAX_AGE_MS, emptyUploadsSweepJob, sweepEmptyUploads } from './empty-uploads.ts';
import { staleUploadingQuery } from './video.store.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-video-sweep-'));
  // The worker on: it schedules the recurring sweeps, this one among them.
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir, JOB_WORKER: '1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DEVICE = 'device-empty-sweep';
const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
const idOf = (location: string) => location.split('/').filter(Boolean).at(-1)!;
const tusFile = (uploadId: string) => path.join(dataDir, 'uploads', 'tus', `${uploadId}.json`);

async function firstQuestion(app: Application): Promise<number> {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/video-questions/job_step_activity/${app.job_step_activity_id}/ref/${app.ref_id}/`,
    token: app.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.questions as { video_question_id: number }[])[0]!.video_question_id;
}

/** Creates the upload of `bytes` and sends its first `sent` bytes; its id. */
async function upload(app: Application, bytes: Buffer, sent: number): Promise<string> {
  const meta = {
    ref_id: app.ref_id,
    job_step_activity_id: app.job_step_activity_id,
    video_question_id: await firstQuestion(app),
    filename: 'answer.mp4',
    filetype: 'video/mp4',
    duration: 10,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  const created = await t.request({
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
  expect(created.statusCode, created.body).toBe(201);
  const location = String(created.headers.location);
  if (sent > 0) {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        authorization: `Bearer ${app.who.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'x-assay-device': DEVICE,
      },
      payload: bytes.subarray(0, sent),
    });
    expect(patched.statusCode, patched.body).toBe(204);
  }
  return idOf(location);
}

const statusOf = async (uploadId: string) =>
  (await t.db.selectFrom('video_answers').select('status').where('upload_id', '=', uploadId).executeTakeFirst())
    ?.status;

describe('the empty video uploads sweep (D467)', () => {
  it('given uploads of activities never submitted, then a day on only those that never received a byte are removed, with their tus files; one with bytes, a finished one and a younger one stay', async () => {
    const files = asStorage(dataDir);
    const bytes = mp4Bytes(10, 100 * 1024);
    const empty = await upload(await freshApplication(t, 'video'), bytes, 0);
    const partial = await upload(await freshApplication(t, 'video'), bytes, 32 * 1024);
    const finished = await upload(await freshApplication(t, 'video'), bytes, bytes.length);
    expect(await statusOf(finished)).toBe('ready');

    // Younger than the stated age: nothing is removed.
    expect(await sweepEmptyUploads(t.db, files, new Date(Date.now() + EMPTY_UPLOAD_MAX_AGE_MS / 2))).not.toContain(
      empty,
    );
    expect(await statusOf(empty)).toBe('uploading');

    const later = new Date(Date.now() + EMPTY_UPLOAD_MAX_AGE_MS + 60_000);
    const removed = await sweepEmptyUploads(t.db, files, later);
    expect(removed).toContain(empty);
    expect(removed).not.toContain(partial);
    expect(removed).not.toContain(finished);
    expect(await statusOf(empty)).toBeUndefined();
    expect(fs.existsSync(tusFile(empty))).toBe(false);
    expect(await statusOf(partial)).toBe('uploading');
    expect(fs.existsSync(tusFile(partial))).toBe(true);
    expect(await statusOf(finished)).toBe('ready');
  });

  it('given an empty upload whose activity’s lease is live (its screen open on a device), then the sweep leaves it', async () => {
    const app = await freshApplication(t, 'video');
    const empty = await upload(app, mp4Bytes(11), 0);
    const later = new Date(Date.now() + EMPTY_UPLOAD_MAX_AGE_MS + 60_000);
    await t.db
      .updateTable('activity_leases')
      .set({ lease_expires_at: new Date(later.getTime() + 60_000) })
      .where('ref_id', '=', app.ref_id)
      .where('job_step_activity_id', '=', app.job_step_activity_id)
      .execute();
    expect(await sweepEmptyUploads(t.db, asStorage(dataDir), later)).not.toContain(empty);
    expect(await statusOf(empty)).toBe('uploading');
    expect(fs.existsSync(tusFile(empty))).toBe(true);
  });

  it('given the storage errs on an empty upload (it cannot tell what it holds), then the sweep leaves it for a later run', async () => {
    const empty = await upload(await freshApplication(t, 'video'), mp4Bytes(12), 0);
    const file = path.join(dataDir, 'uploads', 'tus', empty);
    // A symbolic link to itself: stat fails with ELOOP, a storage error, not "no such upload".
    fs.rmSync(file);
    fs.symlinkSync(file, file);
    const later = new Date(Date.now() + EMPTY_UPLOAD_MAX_AGE_MS + 60_000);
    try {
      expect(await sweepEmptyUploads(t.db, asStorage(dataDir), later)).not.toContain(empty);
      expect(await statusOf(empty)).toBe('uploading');
      expect(fs.existsSync(tusFile(empty))).toBe(true);
    } finally {
      fs.rmSync(file);
      fs.writeFileSync(file, '');
    }
    // The storage answers again: the next run removes it.
    expect(await sweepEmptyUploads(t.db, asStorage(dataDir), later)).toContain(empty);
  });

  it('given the server’s job worker, then the sweep is one of its recurring jobs, run hourly', async () => {
    const job = emptyUploadsSweepJob(asStorage(dataDir));
    expect(job.everyMs).toBe(60 * 60 * 1000);
    const queued = await t.db.selectFrom('background_jobs').select('id').where('kind', '=', job.kind).execute();
    expect(queued.length).toBeGreaterThan(0);
  });
});

describe('the sweep’s index of the uploads in progress (migration 0192, D485)', () => {
  /** The sweep's first page a day from now, the uploads since made counted in. */
  const at = () => {
    const now = new Date(Date.now() + EMPTY_UPLOAD_MAX_AGE_MS + 60_000);
    return { before: new Date(now.getTime() - EMPTY_UPLOAD_MAX_AGE_MS), now, afterId: 0, limit: 200 };
  };
  const pageOf = async (db: Db) => (await staleUploadingQuery(db, at()).execute()).map((r) => r.upload_id);

  /** The page's plan, the planner told to avoid whole-table reads (a test's tables are small). */
  async function planOf(trx: Db): Promise<string> {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const q = staleUploadingQuery(trx, at()).compile();
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...q, sql: `explain (costs off) ${q.sql}` });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('given empty and finished uploads, then the sweep’s page is read through video_answers_uploading_idx, and the same without it (migration 0192 down and up)', async () => {
    const bytes = mp4Bytes(13, 64 * 1024);
    const empty = await upload(await freshApplication(t, 'video'), bytes, 0);
    const finished = await upload(await freshApplication(t, 'video'), bytes, bytes.length);
    await sql`vacuum analyze video_answers`.execute(t.db);
    const page = await pageOf(t.db);
    expect(page).toContain(empty);
    expect(page).not.toContain(finished);

    await t.db.transaction().execute(async (trx) => {
      expect(await planOf(trx)).toMatch(/Index (Only )?Scan using video_answers_uploading_idx/);
      await migration0192.down(trx as unknown as Kysely<unknown>);
      expect(await planOf(trx)).not.toContain('video_answers_uploading_idx');
      expect(await pageOf(trx)).toEqual(page);
      await migration0192.up(trx as unknown as Kysely<unknown>);
      expect(await planOf(trx)).toMatch(/Index (Only )?Scan using video_answers_uploading_idx/);
    });
    expect(await pageOf(t.db)).toEqual(page);
  });
});

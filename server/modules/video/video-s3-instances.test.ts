/**
 * Video answers on S3 across server instances in this process: three apps built as production
 * builds them (buildApp with the same config), sharing one database and one bucket (s3rver), each
 * with its own tus store and data folder, the bucket shared under an S3_PREFIX. The same scenario across real processes is
 * server/startup/s3-processes.test.ts (PostgreSQL only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { injected, signIn, uploadAcrossInstances, type Instance } from '../../test/instances-kit.ts';
import { mp4Bytes } from '../../test/video-fixtures.ts';

const ref = DEMO_TRACKERS.candidateOpen;
const PREFIX = 'tenant-a';

/** The bucket's entries (s3rver keeps an object as a file named by its key) for an upload: at the top or under the prefix's tus folder. */
function tusObjects(uploadId: string): { top: string[]; prefixed: string[] } {
  const bucketDir = path.join(s3.directory, s3.env.S3_BUCKET!);
  const tusDir = path.join(bucketDir, PREFIX, 'uploads', 'tus');
  const named = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith(uploadId)) : [];
  return { top: named(bucketDir), prefixed: named(tusDir) };
}

let s3: S3TestServer;
let t: TestApp;
const apps: FastifyInstance[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3TestServer();
  const env = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-instance-'));
    dataDirs.push(dir);
    return {
      RATE_LIMIT_MAX: '1000',
      JOB_WORKER: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      ...s3.env,
      S3_PREFIX: PREFIX,
    };
  };
  t = await startTestApp(env());
  for (let i = 0; i < 2; i++)
    apps.push(await buildApp({ db: t.db, config: { ...readConfig(env()), staticDir: undefined } }));
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
  await s3?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a tus upload on S3 through three server instances', () => {
  it('given an upload created and partly sent through instance 1, when instance 2 is asked its offset and sent the rest, then it is ready and instance 3 serves staff the same bytes, with ranges', async () => {
    const activityId = (
      await t.db
        .selectFrom('job_step_activities')
        .select('job_step_activity_id')
        .where('title', '=', 'Video introduction')
        .executeTakeFirstOrThrow()
    ).job_step_activity_id;
    const questionId = (
      await t.db
        .selectFrom('video_questions')
        .select('video_question_id')
        .where('job_step_activity_id', '=', activityId)
        .orderBy('sort')
        .executeTakeFirstOrThrow()
    ).video_question_id;
    const smartreqId = (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', ref)
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;
    const instances = [t.app, ...apps].map(injected) as [Instance, Instance, Instance];

    const uploadId = await uploadAcrossInstances(instances, { ref, activityId, questionId, smartreqId });

    const row = await t.db
      .selectFrom('video_answers')
      .selectAll()
      .where('upload_id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'ready',
      duration_source: 'container',
      storage_path: `uploads/videos/${uploadId}.mp4`,
    });
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
    expect(
      fs
        .readdirSync(path.join(s3.directory, s3.env.S3_BUCKET!, PREFIX, 'uploads', 'videos'))
        .filter((name) => name.startsWith(uploadId)).length,
    ).toBeGreaterThan(0);
    // tus's own objects for the upload are gone from the bucket once the answer is kept.
    expect(tusObjects(uploadId)).toEqual({ top: [], prefixed: [] });
  });

  it('given the candidate erases her account with one answer ready and another half uploaded, then both leave the bucket, the unfinished multipart upload too', async () => {
    const one = injected(t.app);
    const token = await signIn(one, 'candidate@assay.test');
    const activityId = (
      await t.db
        .selectFrom('job_step_activities')
        .select('job_step_activity_id')
        .where('title', '=', 'Video introduction')
        .executeTakeFirstOrThrow()
    ).job_step_activity_id;
    const questions = await t.db
      .selectFrom('video_questions')
      .select('video_question_id')
      .where('job_step_activity_id', '=', activityId)
      .orderBy('sort')
      .execute();
    const bytes = mp4Bytes(20, 7 * 1024 * 1024);
    const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const meta = { ref_id: ref, job_step_activity_id: activityId, video_question_id: questions[1]!.video_question_id };
    const created = await one({
      method: 'POST',
      url: '/api/tus/videos/',
      headers: {
        ...tus,
        'upload-length': String(bytes.length),
        'upload-metadata': Object.entries(meta)
          .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
          .join(','),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.location!;
    const uploadId = location.split('/').filter(Boolean).at(-1)!;
    const sent = await one({
      method: 'PATCH',
      url: location,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes.subarray(0, 6 * 1024 * 1024),
    });
    expect(sent.status).toBe(204);
    const bucketDir = path.join(s3.directory, s3.env.S3_BUCKET!);
    const multipart = path.join(bucketDir, '._S3rver_uploads');
    // The unfinished upload's objects are under S3_PREFIX, none at the top of the bucket.
    const during = tusObjects(uploadId);
    expect(during.top).toEqual([]);
    expect(during.prefixed.length).toBeGreaterThan(0);
    expect(fs.readdirSync(multipart).length).toBe(1);

    const userId = (
      await t.db
        .selectFrom('users')
        .select('user_id')
        .where('email', '=', 'candidate@assay.test')
        .executeTakeFirstOrThrow()
    ).user_id;
    const erased = await one({
      method: 'POST',
      url: `/api/user/v1/${userId}/erase/`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(erased.status, erased.body.toString()).toBe(200);
    expect(tusObjects(uploadId)).toEqual({ top: [], prefixed: [] });
    expect(fs.existsSync(multipart) ? fs.readdirSync(multipart) : []).toEqual([]);
    const videos = path.join(bucketDir, PREFIX, 'uploads', 'videos');
    expect(fs.existsSync(videos) ? fs.readdirSync(videos) : []).toEqual([]);
  });
});

/**
 * Three real server processes (`server/main.ts`, as operators start it, one per "machine", each
 * with its own data folder) on one PostgreSQL database and one bucket (s3rver in the test process):
 * a tus video upload begun through the first is resumed and finished through the second and played
 * by staff through the third. PostgreSQL only: the embedded database belongs to one process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';
import { overHttp, uploadAcrossInstances, type Instance } from '../test/instances-kit.ts';
import { startS3TestServer } from '../test/s3-test-server.ts';
import {
  freePort,
  freshPostgresDatabase,
  killStartedServers,
  PROCESS_TEST_BOUND,
  startServerProcess,
} from '../test/server-process.ts';

afterAll(killStartedServers);

describe.runIf(process.env.DATABASE_URL)('three server processes sharing a database and a bucket', () => {
  it(
    'given a tus upload begun through process 1, then process 2 resumes and finishes it and process 3 plays it to staff, the same bytes',
    { timeout: PROCESS_TEST_BOUND },
    async () => {
      const database = await freshPostgresDatabase('assay_s3');
      const s3 = await startS3TestServer();
      const dirs: string[] = [];
      const db = new pg.Client({ connectionString: database.url });
      try {
        const instances: Instance[] = [];
        // One after another: the first migrates and seeds the demo, the others find it done.
        for (let i = 0; i < 3; i++) {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-process-'));
          dirs.push(dir);
          const port = await freePort();
          const env = {
            DATABASE_URL: database.url,
            WEB_CONCURRENCY: '1',
            SEED_DEMO: '1',
            JOB_WORKER: '0',
            RATE_LIMIT_MAX: '1000',
            PORT: String(port),
            DATA_DIR: dir,
            ...s3.env,
          };
          const { output } = await startServerProcess(env);
          expect(output()).toContain(`Files: S3 bucket ${s3.env.S3_BUCKET}`);
          instances.push(overHttp(`http://127.0.0.1:${port}`));
        }
        await db.connect();
        const ref = DEMO_TRACKERS.candidateOpen;
        const { rows } = await db.query<{ activityId: number; questionId: number; smartreqId: number }>(
          `select a.job_step_activity_id as "activityId",
           (select q.video_question_id from video_questions q where q.job_step_activity_id = a.job_step_activity_id order by q.sort limit 1) as "questionId",
           (select t.user_step_tracker_id from user_trackers t where t.ref_id = $1) as "smartreqId"
         from job_step_activities a where a.title = 'Video introduction' limit 1`,
          [ref],
        );
        const uploadId = await uploadAcrossInstances(instances as [Instance, Instance, Instance], { ref, ...rows[0]! });
        expect((await db.query('select status from video_answers where upload_id = $1', [uploadId])).rows[0]).toEqual({
          status: 'ready',
        });
        for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
      } finally {
        killStartedServers();
        await db.end().catch(() => undefined);
        await s3.close();
        for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
        await database.drop();
      }
    },
  );
});

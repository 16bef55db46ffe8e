/**
 * Resumes, applicant documents, screening-question answer files, data imports (the upload and its
 * result file) and the data export on S3 (s3rver in this process): the bytes go to the bucket,
 * nothing to DATA_DIR, and downloads keep today's access checks.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { multipartForm } from '../test/multipart.ts';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server.ts';
import { multipartBody, PDF_BYTES } from '../test/upload-fixtures.ts';
import { DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';
import { DATA_IMPORT_JOB, dataImportHandler } from '../modules/data-import/index.ts';
import type { UploadedImport } from '../../contracts/data-import.ts';
import { unzipSync } from 'fflate';
import { drainJobs } from '../jobs/queue.ts';
import { DATA_EXPORT_JOB, dataExportHandler } from '../modules/data-rights/index.ts';
import { createFileStorage, readAll } from './file-storage.ts';
import { DeleteBucketCorsCommand, PutBucketCorsCommand, type CORSRule } from '@aws-sdk/client-s3';
import type { S3FileStorage } from './s3-storage.ts';

/** Maria's application to job 1 (the recruiter's team; not the interviewer's). */
const MARIA_JOB1 = 3;

let s3: S3TestServer;
let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, maria: S, li: S, owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S;

beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-s3-files-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir, ...s3.env });
  const emails = [
    'candidate@assay.test',
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [candidate, maria, li, owner, recruiter, interviewer, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S, S, S];
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bucket = () =>
  createFileStorage({
    dataDir,
    s3: {
      bucket: s3.env.S3_BUCKET!,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: '',
    },
  });

function post(who: S, url: string, fields: Record<string, string>, name: string, bytes: Buffer) {
  const body = multipartForm(fields, [{ field: 'file', name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
}
const get = (who: S, url: string) => t.request({ method: 'GET', url, token: who.token });

describe('files on S3', () => {
  it("given Maria uploads her resume, then it is in the bucket (not DATA_DIR); she and staff of her job download it; another candidate and another company's staff get 404; deleting removes the object", async () => {
    const res = await post(maria, '/api/resume/v1/', {}, 'cv.pdf', PDF_BYTES);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.resume_id;
    const row = await t.db
      .selectFrom('resumes')
      .select('storage_path')
      .where('resume_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await readAll(bucket(), row.storage_path)).equals(PDF_BYTES)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    for (const who of [maria, owner, recruiter]) {
      const file = await get(who, `/api/resume/v1/original-file/${id}/`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
      expect(file.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(file.headers['content-disposition']).toContain('filename="cv.pdf"');
    }
    for (const who of [candidate, li, otherOwner])
      expect((await get(who, `/api/resume/v1/original-file/${id}/`)).statusCode).toBe(404);

    expect(
      (await t.request({ method: 'DELETE', url: `/api/resume/v1/user/${maria.userId}/`, token: maria.token }))
        .statusCode,
    ).toBe(200);
    expect(await bucket().stat(row.storage_path)).toBeUndefined();
  });

  it("given the recruiter uploads a document to Maria's application, then staff of the job download it from the bucket; the interviewer and another company get 404, Maria 403", async () => {
    const url = `/api/smartreq/v1/user-smartreq/${MARIA_JOB1}/documents/`;
    const res = await post(recruiter, url, { title: 'Reference', document_type: 'other' }, 'reference.pdf', PDF_BYTES);
    expect(res.statusCode, res.body).toBe(200);
    const documentId = res.json().data.document_id;
    const row = await t.db
      .selectFrom('applicant_documents')
      .select('storage_path')
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(await bucket().stat(row.storage_path)).toMatchObject({ size: PDF_BYTES.length });

    for (const who of [owner, recruiter]) {
      const file = await get(who, `${url}${documentId}/file/`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    for (const who of [interviewer, otherOwner])
      expect((await get(who, `${url}${documentId}/file/`)).statusCode).toBe(404);
    expect((await get(maria, `${url}${documentId}/file/`)).statusCode).toBe(403);

    // A row whose object is gone (removed from the bucket by hand) is a 404, not a 500.
    await bucket().delete(row.storage_path);
    expect((await get(owner, `${url}${documentId}/file/`)).statusCode).toBe(404);
  });

  it("given Maria attaches a file to a screening question, then it is in the bucket (not DATA_DIR); she and staff of her job download it; another candidate and another company's staff get 404", async () => {
    // Job 1's "Screening questions" (activity 5): its file question.
    const activity = 5;
    const questions = await get(
      maria,
      `/api/user-response/v1/job-questions/1/?job_step_activity_id=${activity}&ref_id=${DEMO_TRACKERS.mariaOpen}`,
    );
    expect(questions.statusCode, questions.body).toBe(200);
    const item = (questions.json().data.questions as { item_id: string; question_type: string }[]).find(
      (q) => q.question_type === 'file',
    )!.item_id;
    const fileId = randomUUID();
    const body = multipartBody('Forklift licence.pdf', PDF_BYTES);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user-response/v1/screening-files/${fileId}/?ref_id=${DEMO_TRACKERS.mariaOpen}&job_step_activity_id=${activity}&item_id=${item}`,
      headers: { ...body.headers, authorization: `Bearer ${maria.token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('screening_answer_files')
      .select('storage_path')
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect((await readAll(bucket(), row.storage_path)).equals(PDF_BYTES)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    for (const who of [maria, owner, recruiter]) {
      const file = await get(who, `/api/user-response/v1/screening-files/${fileId}/`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Forklift licence.pdf"/);
    }
    for (const who of [li, otherOwner])
      expect((await get(who, `/api/user-response/v1/screening-files/${fileId}/`)).statusCode).toBe(404);
  });

  it("given a provider admin imports employees, then the uploaded file and the run's result file are in the bucket (not DATA_DIR), the result downloads from it, and a company owner gets 403", async () => {
    const accountId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '=', 'Demo Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    const base = `/api/account/v1/${accountId}`;
    const csv = Buffer.from(
      'First Name,Last Name,Email,Job Title,Start Date\nOla,Bucket,ola.bucket@import.test,Clerk,2026-01-05\n',
    );
    const uploaded = await post(admin, `${base}/upload-for-import/`, {}, 'staff.csv', csv);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { import: started, mapping } = uploaded.json().data as UploadedImport;
    const keys = () =>
      t.db
        .selectFrom('data_imports')
        .select(['file_key', 'result_key'])
        .where('import_id', '=', started.import_id)
        .executeTakeFirstOrThrow();
    expect((await readAll(bucket(), (await keys()).file_key)).equals(csv)).toBe(true);

    const options = { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false };
    const run = await t.request({
      method: 'POST',
      url: `${base}/imports/${started.import_id}/run/`,
      token: admin.token,
      body: { mapping, options },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(
      await drainJobs(t.db, { [DATA_IMPORT_JOB]: dataImportHandler(bucket(), 'http://assay.test') }),
    ).toBeGreaterThan(0);
    const { result_key } = await keys();
    expect(result_key).not.toBeNull();
    const stored = await readAll(bucket(), result_key!);
    expect(stored.toString('utf8')).toContain('Ola Bucket');
    for (const folder of ['imports', 'uploads']) expect(fs.existsSync(path.join(dataDir, folder))).toBe(false);

    const result = await get(admin, `${base}/imports/${started.import_id}/result-file/`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.headers['content-type']).toContain('text/csv');
    expect(result.headers['content-disposition']).toContain('staff-result.csv');
    expect(result.rawPayload.equals(stored)).toBe(true);
    expect((await get(owner, `${base}/imports/${started.import_id}/result-file/`)).statusCode).toBe(403);
  });

  it("given Maria's data export is built into the bucket, then her download is a 302 to a signed URL that names the file, and another candidate gets 404", async () => {
    const started = await t.request({
      method: 'POST',
      url: `/api/user/v1/${maria.userId}/data-export/`,
      token: maria.token,
    });
    expect(started.statusCode, started.body).toBe(200);
    const exportId = started.json().data.export_id;
    expect(await drainJobs(t.db, { [DATA_EXPORT_JOB]: dataExportHandler(bucket()) })).toBeGreaterThan(0);
    const url = `/api/user/v1/${maria.userId}/data-export/${exportId}/file/`;
    const res = await get(maria, url);
    expect(res.statusCode, res.body).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/exports/${maria.userId}/`)).toBe(true);
    expect(location).toContain('X-Amz-Expires=60');
    expect(decodeURIComponent(location)).toContain('attachment; filename="assay-my-data-');
    const zip = await fetch(location);
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))).toContain('README.txt');
    expect((await get(li, `/api/user/v1/${li.userId}/data-export/${exportId}/file/`)).statusCode).toBe(404);
  });

  it("given the bucket's CORS rules, then the start-up check says whether the page's origin may fetch the signed export, as the bucket then answers", async () => {
    const storage = bucket() as S3FileStorage;
    const origin = 'https://hiring.example.com';
    const signed = await storage.signedUrl('uploads/cors-probe.txt', { expiresSeconds: 60, contentType: 'text/plain' });
    await storage.put('uploads/cors-probe.txt', new TextEncoder().encode('probe'));
    const allowOrigin = async () =>
      (await fetch(signed, { headers: { origin } })).headers.get('access-control-allow-origin');
    const setRules = (rules: CORSRule[]) =>
      storage.client.send(
        new PutBucketCorsCommand({ Bucket: storage.bucket, CORSConfiguration: { CORSRules: rules } }),
      );

    expect(await storage.checkDownloadCors(origin)).toMatchObject({ ok: false, problem: 'no_rules' });
    expect(await allowOrigin()).toBeNull();

    await setRules([{ AllowedMethods: ['GET'], AllowedOrigins: ['https://other.example.com'] }]);
    expect(await storage.checkDownloadCors(origin)).toMatchObject({ ok: false, problem: 'origin_not_allowed' });
    expect(await allowOrigin()).toBeNull();

    await setRules([{ AllowedMethods: ['GET'], AllowedOrigins: ['https://*.example.com'] }]);
    expect(await storage.checkDownloadCors(origin)).toEqual({ ok: true });
    expect(await allowOrigin()).toBe(origin);
    await storage.client.send(new DeleteBucketCorsCommand({ Bucket: storage.bucket }));
  });
});

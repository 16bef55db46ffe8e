/**
 * A new file for a screening question replaces the candidate's earlier one: the old row goes in
 * the same transaction as the new row is written, and its bytes right after; the start-up sweep
 * removes what older data or a crash left (replaced files, files a submitted answer does not name,
 * bytes no row names). Real PGlite and a real DATA_DIR.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, PDF_BYTES } from '../../test/upload-fixtures.ts';
import { sweepAnswerFiles } from './screening-files.service.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S;
const ACTIVITY = 5;
let fileItem: string;
let questionId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-answer-file-replace-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [maria, li] = (await Promise.all(['maria.garcia@assay.test', 'li.wei@assay.test'].map((e) => t.signIn(e)))) as [S, S];
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/job-questions/1/?job_step_activity_id=${ACTIVITY}&ref_id=${DEMO_TRACKERS.mariaOpen}`,
    token: maria.token,
  });
  fileItem = (res.json().data.questions as CandidateQuestion[]).find((q) => q.question_type === 'file')!.item_id;
  questionId = Number(fileItem.slice(1));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (who: S, refId: string, fileId: string, name: string) => {
  const body = multipartBody(name, PDF_BYTES);
  return t.app.inject({
    method: 'POST',
    url: `/api/user-response/v1/screening-files/${fileId}/?ref_id=${refId}&job_step_activity_id=${ACTIVITY}&item_id=${fileItem}`,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
};
const rowOf = (fileId: string) =>
  t.db.selectFrom('screening_answer_files').selectAll().where('file_id', '=', fileId).executeTakeFirst();
const onDisk = (relative: string) => fs.existsSync(path.join(dataDir, relative));
const bytesOf = (who: S, fileId: string) =>
  t.request({ method: 'GET', url: `/api/user-response/v1/screening-files/${fileId}/`, token: who.token });

/** A row and its bytes written directly, as data from before replacing existed (or a crash) would leave them. */
async function legacyFile(userId: number, refId: string, createdAt: Date) {
  const fileId = randomUUID();
  const relative = path.join('uploads', 'screening-files', String(userId), `legacy-${fileId}.pdf`);
  fs.mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, relative), PDF_BYTES);
  await t.db
    .insertInto('screening_answer_files')
    .values({
      file_id: fileId,
      user_id: userId,
      ref_id: refId,
      job_step_activity_id: ACTIVITY,
      account_question_id: questionId,
      file_name: 'legacy.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
      sha256: 'x',
      storage_path: relative,
      created_at: createdAt,
    })
    .execute();
  return { fileId, relative };
}

describe('replacing a file answer before submitting', () => {
  it("given Maria uploads a second file for the same question, then the first file (row and bytes) is gone and the second is kept; Li's file for his own application is untouched", async () => {
    const lisFile = randomUUID();
    expect((await upload(li, DEMO_TRACKERS.liOpen, lisFile, 'li.pdf')).statusCode).toBe(200);
    const first = randomUUID();
    expect((await upload(maria, DEMO_TRACKERS.mariaOpen, first, 'first.pdf')).statusCode).toBe(200);
    const firstRow = (await rowOf(first))!;
    expect(onDisk(firstRow.storage_path)).toBe(true);

    const second = randomUUID();
    const res = await upload(maria, DEMO_TRACKERS.mariaOpen, second, 'second.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(first)).toBeUndefined();
    expect(onDisk(firstRow.storage_path)).toBe(false);
    expect((await bytesOf(maria, first)).statusCode).toBe(404);
    const secondRow = (await rowOf(second))!;
    expect(onDisk(secondRow.storage_path)).toBe(true);
    expect((await bytesOf(maria, second)).statusCode).toBe(200);
    expect(await rowOf(lisFile)).toBeDefined();

    // The same upload sent again (a lost response) answers the kept file and removes nothing.
    const repeat = await upload(maria, DEMO_TRACKERS.mariaOpen, second, 'second.pdf');
    expect([repeat.statusCode, repeat.json().data.file_id]).toEqual([200, second]);
    const mariaRows = await t.db
      .selectFrom('screening_answer_files')
      .select('file_id')
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .execute();
    expect(mariaRows.map((r) => r.file_id)).toEqual([second]);
  });

  it('given a refused upload (not a file type the question takes), then the earlier file stays', async () => {
    const kept = (
      await t.db
        .selectFrom('screening_answer_files')
        .select('file_id')
        .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
        .execute()
    ).map((r) => r.file_id);
    const body = multipartBody('junk.pdf', Buffer.from([0, 1, 2, 3, 4, 5]));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user-response/v1/screening-files/${randomUUID()}/?ref_id=${DEMO_TRACKERS.mariaOpen}&job_step_activity_id=${ACTIVITY}&item_id=${fileItem}`,
      headers: { ...body.headers, authorization: `Bearer ${maria.token}` },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    const after = (
      await t.db
        .selectFrom('screening_answer_files')
        .select('file_id')
        .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
        .execute()
    ).map((r) => r.file_id);
    expect(after).toEqual(kept);
  });
});

describe('the start-up sweep', () => {
  it('given rows left from before (an older replaced file, an older file the saved answer names, a file a submitted answer does not name) and bytes no row names, then it removes exactly the unusable ones', async () => {
    const current = await t.db
      .selectFrom('screening_answer_files')
      .select(['file_id', 'storage_path'])
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 3_600_000);
    // Maria's open attempt: one replaced file nobody names, one older file her saved answer names.
    const replaced = await legacyFile(maria.userId, DEMO_TRACKERS.mariaOpen, longAgo);
    const named = await legacyFile(maria.userId, DEMO_TRACKERS.mariaOpen, longAgo);
    const mariaAttempt = randomUUID();
    const post = (url: string, body: unknown) =>
      t.request({ method: 'POST', url, token: maria.token, body, headers: { 'idempotency-key': randomUUID() } });
    const target = { ref_id: DEMO_TRACKERS.mariaOpen, job_step_activity_id: ACTIVITY, attempt_id: mariaAttempt };
    expect(
      (await post('/api/user-response/v1/set-start-time/', { ...target, started_at: new Date().toISOString() }))
        .statusCode,
    ).toBe(200);
    const saved = await post('/api/user-response/v1/assessment-answers/', {
      ...target,
      item_id: fileItem,
      value: named.fileId.toUpperCase(),
      revision: 1,
      answered_at: new Date().toISOString(),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Li's submitted attempt: the answer names one file; another file of the same question is not named.
    const liAttempt = randomUUID();
    const liNamed = await legacyFile(li.userId, DEMO_TRACKERS.liOpen, longAgo);
    const liUnnamed = await legacyFile(li.userId, DEMO_TRACKERS.liOpen, new Date());
    await t.db
      .insertInto('user_attempts')
      .values({
        attempt_id: liAttempt,
        ref_id: DEMO_TRACKERS.liOpen,
        job_step_activity_id: ACTIVITY,
        user_id: li.userId,
        submitted_at: new Date(),
        answer_count: 1,
        answers_hash: 'x',
      })
      .execute();
    await t.db
      .insertInto('user_answers')
      .values({
        attempt_id: liAttempt,
        item_id: fileItem,
        value: JSON.stringify(liNamed.fileId),
        revision: 1,
        answered_at: new Date(),
        received_at: new Date(),
      })
      .execute();

    // Bytes with no row (a crash between the commit and removing the old bytes), old enough to sweep.
    const stray = path.join('uploads', 'screening-files', String(maria.userId), 'stray.pdf');
    fs.writeFileSync(path.join(dataDir, stray), PDF_BYTES);
    fs.utimesSync(path.join(dataDir, stray), longAgo, longAgo);

    const swept = await sweepAnswerFiles(t.db, dataDir);
    expect(swept.rows).toBeGreaterThanOrEqual(2);

    expect(await rowOf(replaced.fileId)).toBeUndefined();
    expect(onDisk(replaced.relative)).toBe(false);
    expect(await rowOf(liUnnamed.fileId)).toBeUndefined();
    expect(onDisk(liUnnamed.relative)).toBe(false);
    expect(onDisk(stray)).toBe(false);

    expect(await rowOf(named.fileId)).toBeDefined();
    expect(onDisk(named.relative)).toBe(true);
    expect(await rowOf(liNamed.fileId)).toBeDefined();
    expect(onDisk(liNamed.relative)).toBe(true);
    expect(await rowOf(current.file_id)).toBeDefined();
    expect(onDisk(current.storage_path)).toBe(true);

    // Run again: nothing more to remove.
    expect(await sweepAnswerFiles(t.db, dataDir)).toEqual({ rows: 0, files: 0 });
  });
});

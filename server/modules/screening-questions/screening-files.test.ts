import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_FILE_MAX_BYTES } from '../../../contracts/screening-files.ts';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { answersHash, type AnswerValue } from '../../../contracts/user-response.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, PDF_BYTES, PNG_BYTES } from '../../test/upload-fixtures.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, recruiter: S, otherOwner: S, admin: S;
/** Job 1's "Screening questions" (activity 5); its last question asks for a file. Maria's application is user_smartreq_id 3. */
const ACTIVITY = 5;
const MARIA_SMARTREQ = 3;
let questions: CandidateQuestion[];
let fileItem: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-answer-files-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  const emails = [
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [maria, li, owner, recruiter, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/job-questions/1/?job_step_activity_id=${ACTIVITY}&ref_id=${DEMO_TRACKERS.mariaOpen}`,
    token: maria.token,
  });
  questions = res.json().data.questions;
  fileItem = questions.find((q) => q.question_type === 'file')!.item_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadUrl = (fileId: string, item = fileItem, refId: string = DEMO_TRACKERS.mariaOpen) =>
  `/api/user-response/v1/screening-files/${fileId}/?ref_id=${refId}&job_step_activity_id=${ACTIVITY}&item_id=${item}`;
const upload = (who: S, fileId: string, name: string, bytes: Buffer, item = fileItem) => {
  const body = multipartBody(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: uploadUrl(fileId, item),
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
};
const bytesOf = (who: S, fileId: string) =>
  t.request({ method: 'GET', url: `/api/user-response/v1/screening-files/${fileId}/`, token: who.token });
const storedFiles = (userId: number) => {
  const dir = path.join(dataDir, 'uploads', 'screening-files', String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const setFileQuestion = async (change: { is_required?: boolean; accept?: string }) => {
  const accountQuestionId = Number(fileItem.slice(1));
  if (change.is_required !== undefined) {
    await t.db
      .updateTable('job_step_activity_questions')
      .set({ is_required: change.is_required })
      .where('job_step_activity_id', '=', ACTIVITY)
      .where('account_question_id', '=', accountQuestionId)
      .execute();
  }
  if (change.accept !== undefined) {
    await t.db
      .updateTable('account_questions')
      .set({ settings: JSON.stringify({ accept: change.accept }) })
      .where('account_question_id', '=', accountQuestionId)
      .execute();
  }
};

describe('attaching a file to a file question', () => {
  it('given a real PDF with a device-made id, then it is stored with the type its bytes say; the same upload again answers the same file, stored once', async () => {
    const fileId = randomUUID();
    const res = await upload(maria, fileId, 'Certificate.pdf', PDF_BYTES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      file_id: fileId,
      item_id: fileItem,
      file_name: 'Certificate.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
    });
    const again = await upload(maria, fileId, 'Certificate.pdf', PDF_BYTES);
    expect([again.statusCode, again.json().data]).toEqual([200, res.json().data]);
    expect(storedFiles(maria.userId)).toHaveLength(1);
    const own = await bytesOf(maria, fileId);
    expect(own.statusCode).toBe(200);
    expect(Buffer.from(own.rawPayload).equals(PDF_BYTES)).toBe(true);
  });

  it('given the seeded question, which accepts .pdf, .doc and .docx, then a PNG named .pdf is refused by its bytes with the accepted types named', async () => {
    const res = await upload(maria, randomUUID(), 'scan.pdf', PNG_BYTES);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This question accepts only these file types: .pdf,.doc,.docx.');
  });

  it('given a question that accepts any type, then a PNG named .pdf is kept as a PNG; random bytes are refused with a clear message and nothing is stored', async () => {
    const seeded = await t.db
      .selectFrom('account_questions')
      .select('settings')
      .where('account_question_id', '=', Number(fileItem.slice(1)))
      .executeTakeFirstOrThrow();
    await setFileQuestion({ accept: '' });
    const png = await upload(maria, randomUUID(), 'scan.pdf', PNG_BYTES);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().data.content_type).toBe('image/png');
    const before = storedFiles(maria.userId).length;
    const junk = await upload(maria, randomUUID(), 'x.pdf', Buffer.from([0x00, 0xff, 0x10, 0x80, 0x00, 0x01]));
    expect([junk.statusCode, junk.json().code]).toEqual([400, 'validation_error']);
    expect(junk.json().message).toMatch(/not supported.*PDF.*PNG or JPEG/);
    expect(storedFiles(maria.userId)).toHaveLength(before);
    await t.db
      .updateTable('account_questions')
      .set({ settings: JSON.stringify(seeded.settings) })
      .where('account_question_id', '=', Number(fileItem.slice(1)))
      .execute();
  });

  it('given more than 5 MB, announced or streamed, then 413 and nothing is stored', async () => {
    const before = storedFiles(maria.userId).length;
    const big = await upload(
      maria,
      randomUUID(),
      'big.pdf',
      Buffer.concat([PDF_BYTES, Buffer.alloc(ANSWER_FILE_MAX_BYTES, 0x20)]),
    );
    expect([big.statusCode, big.json().code]).toEqual([413, 'payload_too_large']);
    expect(big.json().message).toContain('5 MB');
    const body = multipartBody('big.txt', Buffer.alloc(ANSWER_FILE_MAX_BYTES + 10, 0x61));
    const streamed = await t.app.inject({
      method: 'POST',
      url: uploadUrl(randomUUID()),
      headers: { ...body.headers, authorization: `Bearer ${maria.token}`, 'transfer-encoding': 'chunked' },
      payload: Readable.from([body.payload]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(storedFiles(maria.userId)).toHaveLength(before);
  });

  it("given another candidate or company staff, then 404 for Maria's question; a question that is not a file question 400; an id Maria used, sent by Li for her own application, 409; no file 400", async () => {
    for (const who of [li, owner, otherOwner, admin])
      expect((await upload(who, randomUUID(), 'cv.pdf', PDF_BYTES)).statusCode).toBe(404);
    const notFile = questions.find((q) => q.question_type === 'short_text')!.item_id;
    expect((await upload(maria, randomUUID(), 'cv.pdf', PDF_BYTES, notFile)).statusCode).toBe(400);
    const taken = randomUUID();
    expect((await upload(maria, taken, 'cv.pdf', PDF_BYTES)).statusCode).toBe(200);
    const otherRef = await t.app.inject({
      method: 'POST',
      url: uploadUrl(taken, fileItem, DEMO_TRACKERS.liOpen),
      headers: { ...multipartBody('cv.pdf', PDF_BYTES).headers, authorization: `Bearer ${li.token}` },
      payload: multipartBody('cv.pdf', PDF_BYTES).payload,
    });
    expect(otherRef.statusCode).toBe(409);
    const empty = await t.request({ method: 'POST', url: uploadUrl(randomUUID()), token: maria.token, body: {} });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: uploadUrl(randomUUID()) })).statusCode).toBe(401);
  });
});

describe('submitting with a file question, and the file on the scorecard', () => {
  const post = (who: S, url: string, body: unknown) =>
    t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });

  it('given a required file question, then submission without a file, or naming a file not uploaded, is refused (400, nothing submitted); once uploaded it is accepted and staff of the job download it', async () => {
    await setFileQuestion({ is_required: true });
    const target = { ref_id: DEMO_TRACKERS.mariaOpen, job_step_activity_id: ACTIVITY, attempt_id: randomUUID() };
    expect(
      (await post(maria, '/api/user-response/v1/set-start-time/', { ...target, started_at: new Date().toISOString() }))
        .statusCode,
    ).toBe(200);
    let revision = 0;
    const answers = new Map<string, AnswerValue>();
    const send = async (items: { item_id: string; value: AnswerValue }[]) => {
      revision += 1;
      for (const a of items) {
        answers.set(a.item_id, a.value);
        const res = await post(maria, '/api/user-response/v1/assessment-answers/', {
          ...target,
          ...a,
          revision,
          answered_at: new Date().toISOString(),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    const submit = async () => {
      const all = [...answers].map(([item_id, value]) => ({ item_id, value }));
      return post(maria, '/api/user-response/v1/assessment-answers/submit/', {
        ...target,
        answer_count: all.length,
        answers_hash: await answersHash(all),
      });
    };
    const good: Record<string, AnswerValue> = {
      yes_no: 'yes',
      short_text: 'English',
      long_text: 'A story.',
      number: 20,
      date: '2026-12-01',
    };
    await send(
      questions.flatMap((q) => {
        if (q.question_type === 'single_choice')
          return [{ item_id: q.item_id, value: q.options[0]!.question_option_id }];
        if (q.question_type === 'multiple_choice')
          return [{ item_id: q.item_id, value: [String(q.options[0]!.question_option_id)] }];
        const value = good[q.question_type];
        return value === undefined ? [] : [{ item_id: q.item_id, value }];
      }),
    );
    const submittedAt = async () =>
      (
        await t.db
          .selectFrom('user_attempts')
          .select('submitted_at')
          .where('attempt_id', '=', target.attempt_id)
          .executeTakeFirstOrThrow()
      ).submitted_at;

    const missing = await submit();
    expect([missing.statusCode, missing.json().errors]).toEqual([
      400,
      [{ prop: fileItem, message: 'Answer this question' }],
    ]);
    expect(await submittedAt()).toBeNull();

    const fileId = randomUUID();
    await send([{ item_id: fileItem, value: fileId }]);
    const notUploaded = await submit();
    expect([notUploaded.statusCode, notUploaded.json().errors]).toEqual([
      400,
      [{ prop: fileItem, message: 'The attached file has not been uploaded yet' }],
    ]);
    expect(await submittedAt()).toBeNull();

    expect((await upload(maria, fileId, 'Forklift licence.pdf', PDF_BYTES)).statusCode).toBe(200);
    const accepted = await submit();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await submittedAt()).not.toBeNull();

    // Submitted: no new file may be attached any more.
    expect((await upload(maria, randomUUID(), 'late.pdf', PDF_BYTES)).statusCode).toBe(409);

    const card = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/scorecard/${MARIA_SMARTREQ}/`,
      token: owner.token,
    });
    expect(card.statusCode, card.body).toBe(200);
    const row = card.json().data.screeningAnswers.find((a: { question_type: string }) => a.question_type === 'file');
    expect(row).toMatchObject({
      answer_text: 'Forklift licence.pdf',
      file: { file_id: fileId, content_type: 'application/pdf', size_bytes: PDF_BYTES.length },
    });
    for (const who of [owner, recruiter, admin, maria]) {
      const res = await t.request({ method: 'GET', url: `/api${row.file.url}`, token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Forklift licence.pdf"/);
      expect(Buffer.from(res.rawPayload).equals(PDF_BYTES)).toBe(true);
    }
    for (const who of [li, otherOwner]) expect((await bytesOf(who, fileId)).statusCode).toBe(404);
    expect((await bytesOf(owner, randomUUID())).statusCode).toBe(404);

    // Each staff download is in the company's audit log as an applicant's document (D272); Maria's own and the refused are not.
    const audited = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'subject_user_id', 'account_id', 'details'])
      .where('event', '=', 'applicant_document_downloaded')
      .where(sql<boolean>`details->>'file_id' = ${fileId}`)
      .orderBy('audit_event_id')
      .execute();
    const demoAccount = (
      await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', 1).executeTakeFirstOrThrow()
    ).account_id;
    expect(audited.map((a) => a.actor_user_id)).toEqual([owner.userId, recruiter.userId, admin.userId]);
    for (const entry of audited) {
      expect(entry).toMatchObject({ subject_user_id: maria.userId, account_id: demoAccount });
      expect(entry.details).toMatchObject({ source: 'screening_answer', file_name: 'Forklift licence.pdf' });
    }
  });
});

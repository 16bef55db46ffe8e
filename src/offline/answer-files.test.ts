import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb, AnswerFileRecord } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { AttemptClosedError } from './answers.ts';
import { AnswerFileUploader, attachFile, filesOf } from './answer-files.ts';
import { beginAttempt, submitAttempt } from './attempts.ts';
import type { SendResult } from './outbox-results.ts';

const ATTEMPT = '6a1f7c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const REF = '2f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

beforeEach(async () => {
  db = freshOfflineDb('answer-files');
  await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 5 }, db);
});

const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

function uploader(results: SendResult[], online = { value: true }, now = { value: 1_000 }) {
  const sent: AnswerFileRecord[] = [];
  const instance = new AnswerFileUploader({
    attemptId: ATTEMPT,
    db,
    online: () => online.value,
    now: () => now.value,
    random: () => 0,
    send: async (file) => {
      sent.push(file);
      return results.shift() ?? { kind: 'ok', data: {} };
    },
  });
  return { instance, sent };
}

describe('attaching a file to a file question', () => {
  it('given an attempt in progress, when a file is attached, then its bytes, the answer naming its id and the outbox entry are all kept', async () => {
    const fileId = await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'cover.pdf' }, db);

    const [file] = await filesOf(ATTEMPT, db);
    expect(file).toMatchObject({
      fileId,
      itemId: 'q9',
      refId: REF,
      jobStepActivityId: 5,
      fileName: 'cover.pdf',
      status: 'queued',
    });
    expect(await db.answers.get([ATTEMPT, 'q9'])).toMatchObject({ value: fileId, status: 'pending' });
    const entries = await db.outbox.toArray();
    expect(entries.find((e) => e.kind === 'answer')?.payload).toMatchObject({ item_id: 'q9', value: fileId });
  });

  it('given a file not uploaded yet, when another is attached, then only the new one is kept and the answer names it', async () => {
    await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'old.pdf' }, db);
    const fileId = await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'new.pdf' }, db);
    expect((await filesOf(ATTEMPT, db)).map((f) => f.fileName)).toEqual(['new.pdf']);
    expect((await db.answers.get([ATTEMPT, 'q9']))?.value).toBe(fileId);
  });

  it('given a submitted attempt, when a file is attached, then it is refused and nothing is kept', async () => {
    await submitAttempt(ATTEMPT, db);
    await expect(
      attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'late.pdf' }, db),
    ).rejects.toBeInstanceOf(AttemptClosedError);
    expect(await filesOf(ATTEMPT, db)).toEqual([]);
  });
});

describe('uploading attached files', () => {
  it('given the device is offline, then nothing is sent; back online, the file is sent and marked uploaded', async () => {
    await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'cover.pdf' }, db);
    const online = { value: false };
    const { instance, sent } = uploader([], online);
    await instance.tick();
    expect(sent).toHaveLength(0);
    online.value = true;
    await instance.tick();
    expect(sent.map((f) => f.fileName)).toEqual(['cover.pdf']);
    expect((await filesOf(ATTEMPT, db))[0]?.status).toBe('done');
  });

  it('given a failed send, then the file waits with a backoff and is sent again after it', async () => {
    await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'cover.pdf' }, db);
    const now = { value: 1_000 };
    const { instance, sent } = uploader([{ kind: 'retry', error: 'HTTP 503' }], { value: true }, now);
    await instance.tick();
    const [waiting] = await filesOf(ATTEMPT, db);
    expect(waiting).toMatchObject({ status: 'queued', failures: 1, nextAttemptAt: 1_500 });
    await instance.tick();
    expect(sent).toHaveLength(1);
    now.value = 1_500;
    await instance.tick();
    expect(sent).toHaveLength(2);
    expect((await filesOf(ATTEMPT, db))[0]?.status).toBe('done');
  });

  it("given the server refuses the file, then it is kept as refused with the server's reason and not sent again", async () => {
    await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'cover.pdf' }, db);
    const refusal = {
      status: 400,
      code: 'validation_error',
      message: 'This question accepts only these file types: .pdf.',
    };
    const { instance, sent } = uploader([{ kind: 'refused', refusal }]);
    await instance.tick();
    await instance.tick();
    expect(sent).toHaveLength(1);
    expect((await filesOf(ATTEMPT, db))[0]).toMatchObject({ status: 'refused', refusal });
  });
});

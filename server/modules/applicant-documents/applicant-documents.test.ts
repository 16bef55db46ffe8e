import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DOCUMENT_MAX_BYTES } from '../../../contracts/applicant-documents.ts';
import { DOC_BYTES, DOCX_BYTES, PDF_BYTES, PNG_BYTES, TXT_BYTES } from '../../test/upload-fixtures.ts';
import { sweepOrphanFiles } from '../resume/index.ts';
import { DOCUMENTS_DIR } from './document-file.ts';
import { allDocumentPaths } from './applicant-documents.store.ts';
import { multipartForm } from '../../test/multipart.ts';

/** The start of a JPEG (SOI and a JFIF APP0 segment): what the bytes check looks at. */
const JPEG_BYTES = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);
/** A Windows executable's header: not something the team may keep here. */
const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('PE\0\0'), Buffer.alloc(200, 0)]);

/** Maria's application to job 1 (the recruiter's team; not the interviewer's) and to job 2 (the interviewer's team). */
const MARIA_JOB1 = 3;
const MARIA_JOB2 = 4;

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-documents-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  const emails = [
    'maria.garcia@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [maria, owner, recruiter, interviewer, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart/form-data body: text fields first, then one file named `file` (unless fileName is undefined). */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  return multipartForm(fields, file ? [{ field: 'file', ...file }] : []);
}

const documentsUrl = (id: number) => `/api/smartreq/v1/user-smartreq/${id}/documents/`;

function upload(
  who: S | undefined,
  id: number,
  file: { name: string; bytes: Buffer; type?: string } | undefined,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: documentsUrl(id),
    headers: { ...body.headers, ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    payload: body.payload,
  });
}
const list = (who: S, id: number) => t.request({ method: 'GET', url: documentsUrl(id), token: who.token });
const patch = (who: S, id: number, documentId: number, body: unknown) =>
  t.request({ method: 'PATCH', url: `${documentsUrl(id)}${documentId}/`, token: who.token, body });
const remove = (who: S, id: number, documentId: number) =>
  t.request({ method: 'DELETE', url: `${documentsUrl(id)}${documentId}/`, token: who.token });
const file = (who: S, id: number, documentId: number) =>
  t.request({ method: 'GET', url: `${documentsUrl(id)}${documentId}/file/`, token: who.token });

async function refOf(id: number): Promise<string> {
  const row = await t.db
    .selectFrom('user_trackers')
    .select('ref_id')
    .where('user_step_tracker_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.ref_id;
}
async function storedFiles(id: number): Promise<string[]> {
  const dir = path.join(dataDir, DOCUMENTS_DIR, await refOf(id));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
async function documentEvents(id: number) {
  return t.db
    .selectFrom('job_events')
    .select(['kind', 'details', 'actor_user_id'])
    .where('ref_id', '=', await refOf(id))
    .where('kind', 'like', 'document_%')
    .orderBy('event_id')
    .execute();
}
async function documentRows(id: number) {
  return t.db
    .selectFrom('applicant_documents')
    .selectAll()
    .where('ref_id', '=', await refOf(id))
    .execute();
}

describe('uploading a document to an application: the bytes decide', () => {
  it('given a real PDF, DOCX, DOC, TXT, PNG and JPEG, when the owner uploads each, then each is kept with the type its bytes say, listed newest first with who uploaded it', async () => {
    const cases: [string, Buffer, string][] = [
      ['offer.pdf', PDF_BYTES, 'application/pdf'],
      ['reference.docx', DOCX_BYTES, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['old-reference.doc', DOC_BYTES, 'application/msword'],
      ['notes.txt', TXT_BYTES, 'text/plain; charset=utf-8'],
      ['passport.png', PNG_BYTES, 'image/png'],
      ['certificate.jpg', JPEG_BYTES, 'image/jpeg'],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(
        owner,
        MARIA_JOB2,
        { name, bytes },
        { title: `Title of ${name}`, document_type: 'other', note: 'From the interview' },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        user_smartreq_id: MARIA_JOB2,
        title: `Title of ${name}`,
        document_type: 'other',
        note: 'From the interview',
        file_name: name,
        content_type: type,
        size_bytes: bytes.length,
        uploaded_by: { user_id: owner.userId },
      });
    }
    const listed = (await list(owner, MARIA_JOB2)).json().data as { file_name: string }[];
    expect(listed.map((d) => d.file_name)).toEqual(cases.map(([name]) => name).reverse());
    expect(await storedFiles(MARIA_JOB2)).toHaveLength(cases.length);
    const events = await documentEvents(MARIA_JOB2);
    expect(events.map((e) => e.kind)).toEqual(cases.map(() => 'document_added'));
    expect(events[0]).toMatchObject({
      actor_user_id: owner.userId,
      details: { title: 'Title of offer.pdf', document_type: 'other' },
    });
  });

  it('given no title and no type, then the title is the file name and the type is other', async () => {
    const res = await upload(recruiter, MARIA_JOB1, { name: 'Offer letter – María.pdf', bytes: PDF_BYTES });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Offer letter – María.pdf',
      document_type: 'other',
      note: '',
      uploaded_by: { user_id: recruiter.userId },
    });
    expect((await remove(recruiter, MARIA_JOB1, res.json().data.document_id)).statusCode).toBe(200);
  });

  it('given a PNG renamed offer.pdf and declared as a PDF, then it is refused as not what its name says, and nothing is stored', async () => {
    const rowsBefore = (await documentRows(MARIA_JOB1)).length;
    const filesBefore = (await storedFiles(MARIA_JOB1)).length;
    const res = await upload(
      owner,
      MARIA_JOB1,
      { name: 'offer.pdf', bytes: PNG_BYTES, type: 'application/pdf' },
      { title: 'Offer' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unsupported_file_type', errors: [{ prop: 'file' }] });
    expect(await documentRows(MARIA_JOB1)).toHaveLength(rowsBefore);
    expect(await storedFiles(MARIA_JOB1)).toHaveLength(filesBefore);
  });

  it('given an executable named contract.txt or with no extension, then it is refused as an unsupported type', async () => {
    for (const name of ['contract.txt', 'contract']) {
      const res = await upload(owner, MARIA_JOB1, { name, bytes: EXE_BYTES });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not supported.*PDF.*PNG or JPEG/);
    }
    expect(await documentRows(MARIA_JOB1)).toHaveLength(0);
  });

  it('given a file over 10 MB, then 413 before the body is read, and with no Content-Length the stream limit still answers 413; nothing is stored', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const res = await upload(owner, MARIA_JOB1, { name: 'big.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('10 MB') });

    const body = multipart({ title: 'Big' }, { name: 'big.txt', bytes: Buffer.alloc(DOCUMENT_MAX_BYTES + 10, 0x61) });
    const chunked = await t.app.inject({
      method: 'POST',
      url: documentsUrl(MARIA_JOB1),
      headers: { ...body.headers, authorization: `Bearer ${owner.token}`, 'transfer-encoding': 'chunked' },
      payload: Readable.from([body.payload]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(await documentRows(MARIA_JOB1)).toHaveLength(0);
    expect(await storedFiles(MARIA_JOB1)).toHaveLength(0);
  });

  it('given no file, an empty file, a title too long or an unknown type, then 400 with the field named, and nothing is stored', async () => {
    const noFile = await upload(owner, MARIA_JOB1, undefined, { title: 'Only a title' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual([{ prop: 'file', message: 'Choose a file to upload.' }]);
    expect((await upload(owner, MARIA_JOB1, { name: 'empty.pdf', bytes: Buffer.alloc(0) })).statusCode).toBe(400);
    const longTitle = await upload(owner, MARIA_JOB1, { name: 'a.pdf', bytes: PDF_BYTES }, { title: 'x'.repeat(201) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().errors[0].prop).toBe('title');
    const badType = await upload(owner, MARIA_JOB1, { name: 'a.pdf', bytes: PDF_BYTES }, { document_type: 'passport' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0].prop).toBe('document_type');
    expect(await documentRows(MARIA_JOB1)).toHaveLength(0);
    expect(await storedFiles(MARIA_JOB1)).toHaveLength(0);
  });

  it('given the same Idempotency-Key twice, then one document is kept and the repeat gets the first answer', async () => {
    const headers = { 'idempotency-key': 'document-upload-0001' };
    const addedBefore = (await documentEvents(MARIA_JOB1)).filter((e) => e.kind === 'document_added').length;
    const first = await upload(
      owner,
      MARIA_JOB1,
      { name: 'reference.pdf', bytes: PDF_BYTES },
      { title: 'Reference', document_type: 'reference' },
      headers,
    );
    const again = await upload(
      owner,
      MARIA_JOB1,
      { name: 'reference.pdf', bytes: PDF_BYTES },
      { title: 'Reference', document_type: 'reference' },
      headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json().data.document_id).toBe(first.json().data.document_id);
    expect(await documentRows(MARIA_JOB1)).toHaveLength(1);
    expect(await storedFiles(MARIA_JOB1)).toHaveLength(1);
    expect((await documentEvents(MARIA_JOB1)).filter((e) => e.kind === 'document_added')).toHaveLength(addedBefore + 1);
  });
});

describe('renaming, downloading and deleting a document', () => {
  let documentId: number;
  beforeAll(async () => {
    const res = await upload(
      recruiter,
      MARIA_JOB1,
      { name: 'Maria offer.pdf', bytes: PDF_BYTES },
      { title: 'Offer draft', document_type: 'offer_letter' },
    );
    documentId = res.json().data.document_id;
  });

  it('given the offer letter, when the recruiter renames it and changes its type and note, then the list shows the change and the history says so', async () => {
    const res = await patch(recruiter, MARIA_JOB1, documentId, {
      title: '  Signed offer  ',
      document_type: 'offer_letter',
      note: 'Signed on paper',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      document_id: documentId,
      title: 'Signed offer',
      document_type: 'offer_letter',
      note: 'Signed on paper',
      file_name: 'Maria offer.pdf',
    });
    const listed = (await list(owner, MARIA_JOB1)).json().data as { document_id: number; title: string }[];
    expect(listed.find((d) => d.document_id === documentId)?.title).toBe('Signed offer');
    const updated = (await documentEvents(MARIA_JOB1)).filter((e) => e.kind === 'document_updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]!.details).toMatchObject({
      title: 'Signed offer',
      from: { title: 'Offer draft', note: '' },
      to: { title: 'Signed offer', note: 'Signed on paper' },
    });
    const history = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/activity-history/${MARIA_JOB1}/`,
      token: owner.token,
    });
    expect((history.json().data as { kind: string }[]).map((e) => e.kind)).toContain('document_updated');
  });

  it('given an unchanged value, then nothing is recorded; given an empty title, then 400 and nothing changes', async () => {
    const before = (await documentEvents(MARIA_JOB1)).length;
    expect((await patch(recruiter, MARIA_JOB1, documentId, { title: 'Signed offer' })).statusCode).toBe(200);
    expect((await patch(recruiter, MARIA_JOB1, documentId, { title: '   ' })).statusCode).toBe(400);
    expect((await patch(recruiter, MARIA_JOB1, documentId, { document_type: 'passport' })).statusCode).toBe(400);
    expect(await documentEvents(MARIA_JOB1)).toHaveLength(before);
    expect((await documentRows(MARIA_JOB1)).find((d) => d.document_id === documentId)?.title).toBe('Signed offer');
  });

  it('given the document, then staff who may work on job 1 download its exact bytes as an attachment of its type', async () => {
    for (const who of [owner, recruiter, admin]) {
      const res = await file(who, MARIA_JOB1, documentId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Maria offer.pdf"; filename*=UTF-8''Maria%20offer.pdf`,
      );
      expect(Buffer.from(res.rawPayload).equals(PDF_BYTES)).toBe(true);
    }
  });

  it("given another company's owner, Maria herself, or the interviewer not on job 1's team, then nothing about the document is theirs: 404 (candidates 403), and nothing changes", async () => {
    for (const who of [otherOwner, interviewer]) {
      expect((await list(who, MARIA_JOB1)).statusCode).toBe(404);
      expect((await file(who, MARIA_JOB1, documentId)).statusCode).toBe(404);
      expect((await patch(who, MARIA_JOB1, documentId, { title: 'Mine now' })).statusCode).toBe(404);
      expect((await remove(who, MARIA_JOB1, documentId)).statusCode).toBe(404);
      expect((await upload(who, MARIA_JOB1, { name: 'x.pdf', bytes: PDF_BYTES })).statusCode).toBe(404);
    }
    expect((await list(maria, MARIA_JOB1)).statusCode).toBe(403);
    expect((await file(maria, MARIA_JOB1, documentId)).statusCode).toBe(403);
    expect((await patch(maria, MARIA_JOB1, documentId, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await remove(maria, MARIA_JOB1, documentId)).statusCode).toBe(403);
    expect((await upload(maria, MARIA_JOB1, { name: 'x.pdf', bytes: PDF_BYTES })).statusCode).toBe(403);
    expect((await upload(undefined, MARIA_JOB1, { name: 'x.pdf', bytes: PDF_BYTES })).statusCode).toBe(401);
    const rows = await documentRows(MARIA_JOB1);
    expect(rows.find((d) => d.document_id === documentId)?.title).toBe('Signed offer');
  });

  it("given the document of one application, then it cannot be reached through another application's path, even one the viewer may see", async () => {
    expect((await file(owner, MARIA_JOB2, documentId)).statusCode).toBe(404);
    expect((await patch(owner, MARIA_JOB2, documentId, { title: 'Moved' })).statusCode).toBe(404);
    expect((await remove(owner, MARIA_JOB2, documentId)).statusCode).toBe(404);
    // The interviewer may work on job 2 but not job 1: job 2's path does not open job 1's document.
    expect((await file(interviewer, MARIA_JOB2, documentId)).statusCode).toBe(404);
    expect((await list(interviewer, MARIA_JOB2)).statusCode).toBe(200);
  });

  it('given the owner deletes it, then the row and its file are gone, the history says so, and a second delete is 404', async () => {
    const filesBefore = await storedFiles(MARIA_JOB1);
    const res = await remove(owner, MARIA_JOB1, documentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    expect((await documentRows(MARIA_JOB1)).some((d) => d.document_id === documentId)).toBe(false);
    expect(await storedFiles(MARIA_JOB1)).toHaveLength(filesBefore.length - 1);
    expect((await file(owner, MARIA_JOB1, documentId)).statusCode).toBe(404);
    expect((await remove(owner, MARIA_JOB1, documentId)).statusCode).toBe(404);
    const deleted = (await documentEvents(MARIA_JOB1)).filter((e) => e.kind === 'document_deleted');
    expect(deleted.at(-1)).toMatchObject({
      actor_user_id: owner.userId,
      details: { document_id: documentId, title: 'Signed offer' },
    });
  });
});

describe('the start-up sweep of document files', () => {
  it('removes an old file no document row names and keeps the files rows name', async () => {
    const named = (await documentRows(MARIA_JOB2)).map((d) => d.storage_path);
    expect(named.length).toBeGreaterThan(0);
    const orphan = path.join(dataDir, DOCUMENTS_DIR, await refOf(MARIA_JOB2), 'left-by-a-crash.pdf');
    fs.writeFileSync(orphan, PDF_BYTES);
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(orphan, hourAgo, hourAgo);
    expect(await sweepOrphanFiles(dataDir, DOCUMENTS_DIR, await allDocumentPaths(t.db))).toBe(1);
    expect(fs.existsSync(orphan)).toBe(false);
    for (const relative of named) expect(fs.existsSync(path.join(dataDir, relative))).toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { RESUME_MAX_BYTES } from '../../../contracts/resume.ts';
import { DOC_BYTES, DOCX_BYTES, multipartBody, PDF_BYTES, PNG_BYTES, TXT_BYTES } from '../../test/upload-fixtures.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, maria: S, li: S, owner: S, recruiter: S, otherOwner: S, admin: S;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-resume-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  const emails = [
    'candidate@assay.test',
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [candidate, maria, li, owner, recruiter, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as S[] as [S, S, S, S, S, S, S];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (who: S | undefined, name: string, bytes: Buffer, type?: string) => {
  const body = multipartBody(name, bytes, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/resume/v1/',
    headers: { ...body.headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    payload: body.payload,
  });
};
const meta = (who: S, userId: number) =>
  t.request({ method: 'GET', url: `/api/resume/v1/user/${userId}/`, token: who.token });
const file = (who: S, id: number) =>
  t.request({ method: 'GET', url: `/api/resume/v1/original-file/${id}/`, token: who.token });
const remove = (who: S, userId: number) =>
  t.request({ method: 'DELETE', url: `/api/resume/v1/user/${userId}/`, token: who.token });

function storedFiles(userId: number): string[] {
  const dir = path.join(dataDir, 'uploads', 'resumes', String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('uploading a resume: the bytes decide', () => {
  it('given a real PDF, DOCX, DOC and TXT, then each is accepted with the type its bytes say, and each replaces the previous one', async () => {
    const cases: [string, Buffer, string][] = [
      ['cv.pdf', PDF_BYTES, 'application/pdf'],
      ['cv.docx', DOCX_BYTES, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['cv.doc', DOC_BYTES, 'application/msword'],
      ['cv.txt', TXT_BYTES, 'text/plain; charset=utf-8'],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(maria, name, bytes);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        user_id: maria.userId,
        file_name: name,
        content_type: type,
        size_bytes: bytes.length,
      });
      expect(storedFiles(maria.userId)).toHaveLength(1);
    }
    const rows = await t.db.selectFrom('resumes').selectAll().where('user_id', '=', maria.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('given a PNG renamed cv.pdf and declared as a PDF, then it is refused with a clear message and nothing is stored', async () => {
    const before = await meta(maria, maria.userId);
    const res = await upload(maria, 'cv.pdf', PNG_BYTES, 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not supported.*PDF, Word/);
    expect((await meta(maria, maria.userId)).json()).toEqual(before.json());
    expect(storedFiles(maria.userId)).toHaveLength(1);
  });

  it('given an HTML page (script included) claimed as text and named resume.html, then it is kept as plain text named resume.txt and downloads as a .txt attachment (D205)', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script>My resume</body></html>');
    const res = await upload(li, 'resume.html', html, 'text/plain');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ file_name: 'resume.txt', content_type: 'text/plain; charset=utf-8' });
    expect(storedFiles(li.userId).every((f) => f.endsWith('.txt'))).toBe(true);
    const download = await file(li, res.json().data.resume_id as number);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="resume\.txt"/);
    for (const [name, expected] of [
      ['cv.HTM', 'cv.txt'],
      ['notes', 'notes.txt'],
      ['..', 'resume.txt'],
      ['cv.pdf.exe', 'cv.pdf.txt'],
    ] as const)
      expect((await upload(li, name, html, 'text/plain')).json().data.file_name).toBe(expected);
    // Li stays without a resume for the tests below.
    expect((await remove(li, li.userId)).statusCode).toBe(200);
    expect(storedFiles(li.userId)).toHaveLength(0);
  });

  it('given a file over 5 MB, then 413 with the limit in the message, and nothing is stored', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(RESUME_MAX_BYTES, 0x20)]);
    const res = await upload(li, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('5 MB') });
    expect(storedFiles(li.userId)).toHaveLength(0);
  });

  it('given a body that hides its size (chunked, no Content-Length), then the stream limit still answers 413', async () => {
    const body = multipartBody('big.txt', Buffer.alloc(RESUME_MAX_BYTES + 10, 0x61));
    const { Readable } = await import('node:stream');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume/v1/',
      headers: { ...body.headers, authorization: `Bearer ${li.token}`, 'transfer-encoding': 'chunked' },
      payload: Readable.from([body.payload]),
    });
    expect(res.statusCode).toBe(413);
    expect(storedFiles(li.userId)).toHaveLength(0);
  });

  it('given no file or an empty one, then 400; anonymous gets 401', async () => {
    expect((await t.request({ method: 'POST', url: '/api/resume/v1/', token: li.token, body: {} })).statusCode).toBe(
      400,
    );
    expect((await upload(li, 'empty.txt', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(undefined, 'cv.pdf', PDF_BYTES)).statusCode).toBe(401);
  });
});

describe('reading and deleting', () => {
  it("given Maria's resume, then she and staff who may work on her job read it; the original file comes back as an attachment with its type", async () => {
    await upload(maria, 'Maria Garcia résumé.pdf', PDF_BYTES);
    const own = await meta(maria, maria.userId);
    expect(own.statusCode).toBe(200);
    const id = own.json().data.resume_id as number;
    for (const who of [maria, owner, recruiter, admin]) {
      const res = await file(who, id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="Maria Garcia r_sum_.pdf"; filename\*=UTF-8''Maria%20Garcia%20r%C3%A9sum%C3%A9.pdf$/,
      );
      expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
  });

  it('given another candidate or staff of another company, then 404 for the metadata, the file and the delete', async () => {
    const id = (await meta(maria, maria.userId)).json().data.resume_id as number;
    for (const who of [candidate, li, otherOwner]) {
      expect((await meta(who, maria.userId)).statusCode).toBe(404);
      expect((await file(who, id)).statusCode).toBe(404);
    }
    for (const who of [candidate, owner, otherOwner, admin])
      expect((await remove(who, maria.userId)).statusCode).toBe(404);
    expect((await meta(maria, maria.userId)).json().data).not.toBeNull();
  });

  it('given a candidate without a resume, then their own read answers null', async () => {
    // Li: the demo seed uploads a resume for every candidate whose application has the resume activity done.
    const res = await meta(li, li.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('given Maria deletes her resume, then the row and the file are gone and the old id answers 404', async () => {
    const id = (await meta(maria, maria.userId)).json().data.resume_id as number;
    expect((await remove(maria, maria.userId)).statusCode).toBe(200);
    expect((await meta(maria, maria.userId)).json().data).toBeNull();
    expect((await file(maria, id)).statusCode).toBe(404);
    expect(storedFiles(maria.userId)).toHaveLength(0);
  });
});

describe("the resume on the recruiter's scorecard", () => {
  it("given Maria's resume, when the owner opens her scorecard for job 1, then it names the file and its link serves the bytes", async () => {
    expect((await upload(maria, 'maria-cv.pdf', PDF_BYTES, 'application/pdf')).statusCode).toBe(200);
    const card = await t.request({ method: 'GET', url: '/api/smartreq/v1/scorecard/3/', token: owner.token });
    expect(card.statusCode).toBe(200);
    const resume = card.json().data.resumeData;
    expect(resume).toMatchObject({
      file_name: 'maria-cv.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
    });
    expect(resume.url).toBe(`/resume/v1/original-file/${resume.resume_id}/`);
    const bytes = await t.request({ method: 'GET', url: `/api${resume.url}`, token: owner.token });
    expect(bytes.statusCode).toBe(200);
    expect(Buffer.from(bytes.rawPayload).equals(PDF_BYTES)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api${resume.url}`, token: otherOwner.token })).statusCode).toBe(
      404,
    );
  });
});

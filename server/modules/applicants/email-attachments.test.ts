import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ATTACHMENT_MAX_BYTES } from '../../../contracts/mail-attachments.ts';
import { demoApplicantRefId } from '../../db/seed/demo-applicants.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartForm, type FormFile } from '../../test/multipart.ts';
import { PDF_BYTES, PNG_BYTES } from '../../test/upload-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['candidate', 'candidate@assay.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
});
afterAll(async () => t.close());

const refs = (from: number, n: number) => Array.from({ length: n }, (_, i) => demoApplicantRefId(from + i));
const file = (name: string, bytes: Buffer, type = 'application/octet-stream'): FormFile => ({
  field: 'attachments',
  name,
  bytes,
  type,
});

function send(refIds: string[], files: FormFile[], token = tokens.owner!, subject = `Offer pack ${Math.random()}`) {
  const body = multipartForm(
    { ref_ids: JSON.stringify(refIds), subject, message: 'Please read the attached documents.' },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/smartreq/v2/email-applicants/',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

const mailsWithSubject = (subject: string) =>
  t.db.selectFrom('mail_outbox').select(['mail_id', 'to_address']).where('subject', '=', subject).execute();
const fileCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('mail_files')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('emailing applicants with attachments', () => {
  it('given two files for three applicants, then three mails are queued, each linked to both files in order, and the files are kept once', async () => {
    const before = await fileCount();
    const subject = 'Welcome pack';
    const res = await send(
      refs(60, 3),
      [file('Handbook.pdf', PDF_BYTES, 'application/pdf'), file('map.png', PNG_BYTES, 'image/png')],
      tokens.owner,
      subject,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 3 });
    const mails = await mailsWithSubject(subject);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      const linked = await t.db
        .selectFrom('mail_outbox_files as l')
        .innerJoin('mail_files as f', 'f.mail_file_id', 'l.mail_file_id')
        .select(['f.file_name', 'f.content_type', 'f.byte_size'])
        .where('l.mail_id', '=', mail.mail_id)
        .orderBy('l.position')
        .execute();
      expect(linked).toEqual([
        { file_name: 'Handbook.pdf', content_type: 'application/pdf', byte_size: PDF_BYTES.length },
        { file_name: 'map.png', content_type: 'image/png', byte_size: PNG_BYTES.length },
      ]);
    }
    expect(await fileCount()).toBe(before + 2);
    const events = await t.db
      .selectFrom('job_events')
      .select('details')
      .where('kind', '=', 'emailed')
      .where('ref_id', 'in', refs(60, 3))
      .execute();
    expect(events.map((e) => (e.details as { attachments?: string[] }).attachments)).toEqual([
      ['Handbook.pdf', 'map.png'],
      ['Handbook.pdf', 'map.png'],
      ['Handbook.pdf', 'map.png'],
    ]);
  });

  it('given no files, then it mails like the JSON endpoint', async () => {
    const subject = 'No files';
    const res = await send(refs(70, 2), [], tokens.owner, subject);
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsWithSubject(subject)).toHaveLength(2);
  });

  it('refuses a file that is too large (413), too many files, a file whose bytes are not an accepted kind, and one whose name lies, changing nothing', async () => {
    const before = await fileCount();
    const subject = 'Refused';
    const big = await send(
      refs(80, 1),
      [file('big.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(MAIL_ATTACHMENT_MAX_BYTES, 0x20)]))],
      tokens.owner,
      subject,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large' });
    const six = await send(
      refs(80, 1),
      Array.from({ length: 6 }, (_, i) => file(`n${i}.pdf`, PDF_BYTES)),
      tokens.owner,
      subject,
    );
    expect(six.statusCode, six.body).toBe(400);
    expect(six.json().errors).toEqual([{ prop: 'attachments', message: 'Attach at most 5 files.' }]);
    const exe = await send(refs(80, 1), [file('tool.exe', Buffer.from('MZ\x90\x00binary'))], tokens.owner, subject);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ code: 'unsupported_file_type', errors: [{ prop: 'attachments' }] });
    const lying = await send(refs(80, 1), [file('photo.pdf', PNG_BYTES)], tokens.owner, subject);
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toContain('photo.pdf cannot be attached');
    const badFields = await send([], [file('a.pdf', PDF_BYTES)], tokens.owner, subject);
    expect(badFields.statusCode).toBe(400);
    expect(await mailsWithSubject(subject)).toHaveLength(0);
    expect(await fileCount()).toBe(before);
  });

  it('given another company’s owner or a candidate, then nothing is sent and no file is kept', async () => {
    const before = await fileCount();
    const subject = 'Not yours';
    expect((await send(refs(90, 1), [file('a.pdf', PDF_BYTES)], tokens.otherOwner, subject)).statusCode).toBe(404);
    expect([401, 403]).toContain(
      (await send(refs(90, 1), [file('a.pdf', PDF_BYTES)], tokens.candidate, subject)).statusCode,
    );
    expect(await mailsWithSubject(subject)).toHaveLength(0);
    expect(await fileCount()).toBe(before);
  });
});

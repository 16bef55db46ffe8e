import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DryRun, UploadedImport } from '../../../contracts/data-import.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { LocalFileStorage } from '../../storage/local-storage.ts';
import { multipartForm } from '../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { dataImportHandler } from './data-import.jobs.ts';
import { DATA_IMPORT_JOB, removeExpiredImportFiles } from './data-import.service.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, admin: S;
let demoAccountId: number, otherAccountId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-import-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [owner, admin] = (await Promise.all(['owner@demo-company.test', 'admin@assay.test'].map((e) => t.signIn(e)))) as [
    S,
    S,
  ];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const base = (accountId = demoAccountId) => `/api/account/v1/${accountId}`;
function upload(who: S, name: string, bytes: Buffer, accountId = demoAccountId) {
  const body = multipartForm({}, [{ field: 'file', name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `${base(accountId)}/upload-for-import/`,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
}
const post = (who: S, url: string, body: unknown) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });
const get = (who: S, url: string) => t.request({ method: 'GET', url, token: who.token });
const runJobs = () =>
  drainJobs(t.db, { [DATA_IMPORT_JOB]: dataImportHandler(new LocalFileStorage(dataDir), 'http://assay.test') });
const employeesSnapshot = async () =>
  JSON.stringify(
    await t.db
      .selectFrom('employees')
      .selectAll()
      .where('account_id', '=', demoAccountId)
      .orderBy('employee_id')
      .execute(),
  );

const HEADER = 'Employee ID,First Name,Last Name,Email,Job Title,Location,Start Date,Supervisor Email';
const setup = {
  mapping: {},
  options: { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false },
};

async function uploaded(csv: string, name = 'staff.csv'): Promise<UploadedImport> {
  const res = await upload(admin, name, Buffer.from(csv));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as UploadedImport;
}

async function existingEmployee() {
  return t.db
    .selectFrom('employees')
    .selectAll()
    .where('account_id', '=', demoAccountId)
    .where('email', 'is not', null)
    .orderBy('employee_id')
    .executeTakeFirstOrThrow();
}

describe('who may import', () => {
  it('given a company owner, then the upload and the history are 403 and nothing is kept', async () => {
    const res = await upload(owner, 'staff.csv', Buffer.from(`${HEADER}\n,Ana,Ng,ana@x.test,Clerk,,2026-01-05,\n`));
    expect(res.statusCode).toBe(403);
    expect((await get(owner, `${base()}/imports/`)).statusCode).toBe(403);
    expect(await t.db.selectFrom('data_imports').select('import_id').execute()).toEqual([]);
  });

  it("given a provider admin, then another company's import answers 404 and so does a company that does not exist", async () => {
    const file = await uploaded(`${HEADER}\n,Ana,Ng,ana.ng@import.test,Clerk,,2026-01-05,\n`);
    const id = file.import.import_id;
    expect((await get(admin, `${base(otherAccountId)}/imports/${id}/`)).statusCode).toBe(404);
    expect(
      (await post(admin, `${base(otherAccountId)}/imports/${id}/dry-run/`, { ...setup, mapping: file.mapping }))
        .statusCode,
    ).toBe(404);
    expect((await get(admin, `${base(otherAccountId)}/imports/${id}/result-file/`)).statusCode).toBe(404);
    expect(
      (await upload(admin, 'staff.csv', Buffer.from(`${HEADER}\n,A,B,,C,,2026-01-05,\n`), 999_999)).statusCode,
    ).toBe(404);
  });
});

describe('uploading', () => {
  it('given a file that is neither CSV nor XLSX, or has no rows, then it is refused with the reason next to the file', async () => {
    const binary = await upload(admin, 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().errors).toEqual([{ prop: 'file', message: 'Choose a CSV or XLSX file.' }]);
    const empty = await upload(admin, 'empty.csv', Buffer.from(`${HEADER}\n`));
    expect(empty.json().errors).toEqual([{ prop: 'file', message: 'The file has no rows below its header.' }]);
  });

  it('given headers a spreadsheet would use, then the mapping is guessed, and the next file gets the mapping the company used last', async () => {
    const first = await uploaded('Given name,Family name,E-mail,Position,Hired on\nAna,Ng,a@b.test,Clerk,2026-01-05\n');
    expect(first.headers).toEqual(['Given name', 'Family name', 'E-mail', 'Position', 'Hired on']);
    expect(first.mapping).toEqual({
      first_name: 'Given name',
      last_name: 'Family name',
      email: 'E-mail',
      job_title: 'Position',
    });
    const mapping = { ...first.mapping, start_date: 'Hired on' };
    const dry = await post(admin, `${base()}/imports/${first.import.import_id}/dry-run/`, { ...setup, mapping });
    expect(dry.statusCode, dry.body).toBe(200);
    const second = await uploaded('Given name,Family name,E-mail,Position,Hired on\nBo,Li,b@b.test,Clerk,2026-01-05\n');
    expect(second.mapping).toEqual(mapping);
  });

  it('given a CSV saved as Windows-1252, then its accents are read as written', async () => {
    const bytes = Buffer.from('First Name,Last Name\nJos\u00e9,Mu\u00f1oz\n', 'latin1');
    const res = await upload(admin, 'latin.csv', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as UploadedImport).sample).toEqual([['Jos\u00e9', 'Mu\u00f1oz']]);
  });

  it('given an XLSX file, then its first sheet is read, dates included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Staff');
    sheet.addRow(['First Name', 'Last Name', 'Email', 'Job Title', 'Start Date']);
    sheet.addRow(['Xia', 'Lopez', 'xia.lopez@import.test', 'Analyst', new Date(Date.UTC(2025, 10, 3))]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, 'staff.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as UploadedImport;
    expect(data.sample).toEqual([['Xia', 'Lopez', 'xia.lopez@import.test', 'Analyst', '2025-11-03']]);
    expect(data.import.total_rows).toBe(1);
  });

  it('given a small XLSX whose one row claims a row number far past the limit, or a cell far to the right, then it is refused at once and the server still answers', async () => {
    const sheetWith = async (xml: (sheet: string) => string) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Staff');
      sheet.addRow(['First Name', 'Last Name']);
      sheet.addRow(['Xia', 'Lopez']);
      const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
      const name = 'xl/worksheets/sheet1.xml';
      zip.file(name, xml(await zip.file(name)!.async('string')));
      return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    };
    const farRows = await Promise.all(
      [20_000_000, 100_000_000].map((r) =>
        sheetWith((xml) => xml.replace('<row r="2"', `<row r="${r}"`).replace(/"([AB])2"/g, `"$1${r}"`)),
      ),
    );
    for (const bytes of farRows) {
      expect(bytes.length).toBeLessThan(10_000);
      const started = performance.now();
      const res = await upload(admin, 'far.xlsx', bytes);
      // Refused as the row is read, not after padding up to it: padding to row 20,000,000 takes
      // minutes (or the worker's memory), a refusal about a second with the worker's start, and
      // over 3 s on a loaded machine, so the bound sits between the two.
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ prop: 'file', message: 'A file can have at most 100,000 rows.' }]);
    }
    const farCell = await sheetWith((xml) => xml.replace('<c r="B2"', '<c r="XFD2"'));
    const wide = await upload(admin, 'wide.xlsx', farCell);
    expect(wide.statusCode, wide.body).toBe(400);
    expect(wide.json().errors).toEqual([{ prop: 'file', message: 'A file can have at most 256 columns.' }]);
    expect((await get(admin, `${base()}/imports/`)).statusCode).toBe(200);
  });
});

describe('a dry run and a run', () => {
  it('given a mapping without the required columns, then each missing one is named next to its field', async () => {
    const file = await uploaded(`${HEADER}\n,Ana,Ng,ana@x.test,Clerk,,2026-01-05,\n`);
    const res = await post(admin, `${base()}/imports/${file.import.import_id}/dry-run/`, {
      ...setup,
      mapping: { first_name: 'First Name', email: 'Email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { prop: string }) => e.prop)).toEqual([
      'mapping.last_name',
      'mapping.job_title',
      'mapping.start_date',
    ]);
  });

  it('given a file with good and bad rows, then the dry run says per row what would happen and why, changes nothing; the run imports the good rows, reports the bad ones, and the same file again changes nothing', async () => {
    const known = await existingEmployee();
    const csv = [
      HEADER,
      `,Olga,Import,olga.import@import.test,Cashier,Porto,2026-02-02,lead@import.test`,
      `,${known.first_name},${known.last_name},${known.email},Senior ${known.job_title},${known.location},${known.start_date instanceof Date ? known.start_date.toISOString().slice(0, 10) : known.start_date},`,
      `,,Nameless,nameless@import.test,Cashier,,2026-02-02,`,
      `,Bad,Date,bad.date@import.test,Cashier,,02/03/2026,`,
      `,Olga,Again,olga.import@import.test,Cashier,,2026-02-02,`,
      `999999,Ghost,Row,,Cashier,,2026-02-02,`,
    ].join('\n');
    const file = await uploaded(csv);
    const options = { match_by: 'employee_id', ignore_name_match: false, allow_other_job_matching_start_date: false };
    const body = { mapping: file.mapping, options };
    const before = await employeesSnapshot();

    const dry = await post(admin, `${base()}/imports/${file.import.import_id}/dry-run/`, body);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data as DryRun;
    expect(report.counts).toEqual({ total: 6, create: 1, update: 1, unchanged: 0, refused: 4 });
    const byRow = Object.fromEntries(report.rows.map((r) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ action: 'create', name: 'Olga Import' });
    expect(byRow[3]).toMatchObject({ action: 'update', employee_id: known.employee_id, changes: ['job_title'] });
    expect(byRow[4]!.problems.map((p) => p.problem)).toEqual(['first_name_missing']);
    expect(byRow[5]!.problems).toEqual([
      { field: 'start_date', problem: 'date_invalid', message: 'Enter a date as YYYY-MM-DD.' },
    ]);
    expect(byRow[6]!.problems.map((p) => p.problem)).toEqual(['duplicate_in_file']);
    expect(byRow[7]!.problems.map((p) => p.problem)).toEqual(['employee_unknown']);
    expect(report.rows.map((r) => r.action).slice(0, 4)).toEqual(['refused', 'refused', 'refused', 'refused']);
    expect(await employeesSnapshot()).toBe(before);

    const run = await post(admin, `${base()}/imports/${file.import.import_id}/run/`, body);
    expect(run.statusCode, run.body).toBe(200);
    expect((run.json().data as DataImport).status).toBe('queued');
    expect((await post(admin, `${base()}/imports/${file.import.import_id}/run/`, body)).statusCode).toBe(409);
    await runJobs();
    const done = (await get(admin, `${base()}/imports/${file.import.import_id}/`)).json().data as DataImport;
    expect(done).toMatchObject({
      status: 'finished',
      processed_rows: 6,
      total_rows: 6,
      created_count: 1,
      updated_count: 1,
      unchanged_count: 0,
      refused_count: 4,
      has_result: true,
    });
    const olga = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('email', '=', 'olga.import@import.test')
      .executeTakeFirstOrThrow();
    expect(olga).toMatchObject({
      first_name: 'Olga',
      last_name: 'Import',
      job_title: 'Cashier',
      location: 'Porto',
      supervisor_email: 'lead@import.test',
      account_id: demoAccountId,
    });
    expect(
      (
        await t.db
          .selectFrom('employees')
          .select('job_title')
          .where('employee_id', '=', known.employee_id)
          .executeTakeFirstOrThrow()
      ).job_title,
    ).toBe(`Senior ${known.job_title}`);

    const result = await get(admin, `${base()}/imports/${file.import.import_id}/result-file/`);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toContain('text/csv');
    expect(result.headers['content-disposition']).toContain('staff-result.csv');
    const lines = result.body.trim().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[4]).toBe('"5","refused","","Bad Date","","start_date: Enter a date as YYYY-MM-DD."');
    // The rows name people: the download is in the company's log (D264).
    const downloads = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'details'])
      .where('event', '=', 'import_result_downloaded')
      .where('account_id', '=', demoAccountId)
      .execute();
    expect(downloads).toEqual([
      {
        actor_user_id: admin.userId,
        details: { import_id: file.import.import_id, file: 'staff-result.csv' },
      },
    ]);

    const afterFirst = await employeesSnapshot();
    const again = await uploaded(csv);
    const dryAgain = (await post(admin, `${base()}/imports/${again.import.import_id}/dry-run/`, body)).json()
      .data as DryRun;
    expect(dryAgain.counts).toEqual({ total: 6, create: 0, update: 0, unchanged: 2, refused: 4 });
    await post(admin, `${base()}/imports/${again.import.import_id}/run/`, body);
    await runJobs();
    expect(await employeesSnapshot()).toBe(afterFirst);

    const history = (await get(admin, `${base()}/imports/?import_type=employees`)).json().data as {
      data: DataImport[];
      count: number;
    };
    expect(history.data[0]).toMatchObject({
      import_id: again.import.import_id,
      status: 'finished',
      unchanged_count: 2,
      created_by: expect.stringMatching(/\S/),
    });
  });

  it('given the name rule, then a row finds an employee by name and start date, in another job only when that is allowed', async () => {
    const known = await existingEmployee();
    const start =
      known.start_date instanceof Date ? known.start_date.toISOString().slice(0, 10) : String(known.start_date);
    const csv = `First Name,Last Name,Job Title,Start Date\n${known.first_name},${known.last_name},Night Porter,${start}\n`;
    const file = await uploaded(csv);
    const strict = {
      match_by: 'name_start_date',
      ignore_name_match: false,
      allow_other_job_matching_start_date: false,
    };
    const dry = (
      await post(admin, `${base()}/imports/${file.import.import_id}/dry-run/`, {
        mapping: file.mapping,
        options: strict,
      })
    ).json().data as DryRun;
    expect(dry.rows[0]).toMatchObject({ action: 'create' });
    const loose = { ...strict, allow_other_job_matching_start_date: true };
    const dryLoose = (
      await post(admin, `${base()}/imports/${file.import.import_id}/dry-run/`, {
        mapping: file.mapping,
        options: loose,
      })
    ).json().data as DryRun;
    expect(dryLoose.rows[0]).toMatchObject({
      action: 'update',
      employee_id: known.employee_id,
      changes: ['job_title'],
    });
  });

  it('given an email match with another name, then the row is refused unless names are ignored', async () => {
    // A current employee: a start after a former one's last day is refused (end_before_start).
    const known = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('account_id', '=', demoAccountId)
      .where('email', 'is not', null)
      .where('end_date', 'is', null)
      .orderBy('employee_id')
      .executeTakeFirstOrThrow();
    const file = await uploaded(
      `First Name,Last Name,Email,Job Title,Start Date\nSomeone,Else,${known.email},${known.job_title},2026-01-05\n`,
    );
    const options = { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false };
    const strict = (
      await post(admin, `${base()}/imports/${file.import.import_id}/dry-run/`, { mapping: file.mapping, options })
    ).json().data as DryRun;
    expect(strict.rows[0]!.problems.map((p) => p.problem)).toEqual(['name_differs']);
    const ignored = (
      await post(admin, `${base()}/imports/${file.import.import_id}/dry-run/`, {
        mapping: file.mapping,
        options: { ...options, ignore_name_match: true },
      })
    ).json().data as DryRun;
    expect(ignored.rows[0]).toMatchObject({
      action: 'update',
      changes: expect.arrayContaining(['first_name', 'last_name', 'start_date']),
    });
  });
});

describe('bringing in turnover', () => {
  it("given end date, separation type and reason columns, then ended employments are imported with the company's reason, a reason the company does not have refuses only its row, and a second run changes nothing", async () => {
    const csv = [
      'First Name,Last Name,Email,Job Title,Start Date,Last Day,Termination Type,Reason for leaving',
      'Lena,Left,lena.left@import.test,Cashier,2025-03-03,2026-01-30,Voluntario,moved away',
      'Ivo,Invented,ivo.invented@import.test,Cashier,2025-03-03,2026-01-30,voluntary,Found treasure',
      'Sam,Stays,sam.stays@import.test,Cashier,2025-03-03,,,',
    ].join('\n');
    const file = await uploaded(csv);
    expect(file.mapping).toMatchObject({
      end_date: 'Last Day',
      separation_type: 'Termination Type',
      separation_reason: 'Reason for leaving',
    });
    const body = { mapping: file.mapping, options: setup.options };
    const dry = (await post(admin, `${base()}/imports/${file.import.import_id}/dry-run/`, body)).json().data as DryRun;
    expect(dry.counts).toEqual({ total: 3, create: 2, update: 0, unchanged: 0, refused: 1 });
    expect(dry.rows.find((r) => r.row === 3)!.problems).toEqual([
      {
        field: 'separation_reason',
        problem: 'separation_reason_unknown',
        message:
          'The company has no separation reason of this type with this name: add it under Separation reasons first.',
      },
    ]);
    expect((await post(admin, `${base()}/imports/${file.import.import_id}/run/`, body)).statusCode).toBe(200);
    await runJobs();
    const imported = await t.db
      .selectFrom('employees')
      .select(['email', 'separation_type', 'separation_reason'])
      .select((eb) => eb.fn<string | null>('to_char', [eb.ref('end_date'), eb.val('YYYY-MM-DD')]).as('end_date'))
      .where('email', 'in', ['lena.left@import.test', 'ivo.invented@import.test', 'sam.stays@import.test'])
      .orderBy('email')
      .execute();
    expect(imported).toEqual([
      {
        email: 'lena.left@import.test',
        separation_type: 'voluntary',
        separation_reason: 'Moved away',
        end_date: '2026-01-30',
      },
      { email: 'sam.stays@import.test', separation_type: null, separation_reason: null, end_date: null },
    ]);
    const again = await uploaded(csv);
    const dryAgain = (await post(admin, `${base()}/imports/${again.import.import_id}/dry-run/`, body)).json()
      .data as DryRun;
    expect(dryAgain.counts).toEqual({ total: 3, create: 0, update: 0, unchanged: 2, refused: 1 });
  });
});

describe('keeping the files', () => {
  it('given an import uploaded more than 30 days ago, then the sweep removes its file and result file, and it can no longer be run', async () => {
    const file = await uploaded(`${HEADER}\n,Old,File,old.file@import.test,Clerk,,2026-01-05,\n`);
    const id = file.import.import_id;
    const body = { mapping: file.mapping, options: setup.options };
    await post(admin, `${base()}/imports/${id}/run/`, body);
    await runJobs();
    const stored = await t.db
      .selectFrom('data_imports')
      .select(['file_key', 'result_key'])
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(path.join(dataDir, stored.result_key!))).toBe(true);
    const files = new LocalFileStorage(dataDir);
    expect(await removeExpiredImportFiles(t.db, files)).toBe(0);

    await t.db
      .updateTable('data_imports')
      .set({ created_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) } as never)
      .where('import_id', '=', id)
      .execute();
    expect(await removeExpiredImportFiles(t.db, files)).toBe(1);
    expect(fs.existsSync(path.join(dataDir, stored.file_key))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, stored.result_key!))).toBe(false);
    expect((await get(admin, `${base()}/imports/${id}/`)).json().data).toMatchObject({
      status: 'finished',
      has_result: false,
      created_count: 1,
    });
    expect((await get(admin, `${base()}/imports/${id}/result-file/`)).statusCode).toBe(404);
    const again = await post(admin, `${base()}/imports/${id}/dry-run/`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The file of this import was removed 30 days after its upload. Upload it again.');
  });
});

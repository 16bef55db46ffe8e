import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../storage/local-storage.ts';
import { multipartForm } from '../../test/multipart.ts';
import { accountIdByName } from '../../test/plan-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadImport } from './data-import.service.ts';
import { readImportFileBounded } from './import-file-bounded.ts';

const SHEET = 'xl/worksheets/sheet1.xml';
const COLUMNS = 10;

/** A real workbook whose sheet has `rows` rows of ten numbers: written in a moment, slow for exceljs to read. */
async function numbersWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Staff').addRow(['First Name']);
  const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  const row = (r: number) =>
    `<row r="${r}">${Array.from({ length: COLUMNS }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}"><v>${r * COLUMNS + c}</v></c>`).join('')}</row>`;
  const data = Array.from({ length: rows }, (_, i) => row(i + 1)).join('');
  const sheet = new TextDecoder().decode(parts[SHEET]);
  parts[SHEET] = strToU8(sheet.replace(/<sheetData>.*<\/sheetData>/s, `<sheetData>${data}</sheetData>`));
  return Buffer.from(zipSync(parts));
}

let bigFile: Buffer;
beforeAll(async () => {
  bigFile = await numbersWorkbook(60_000);
});

describe('reading an import file in its own worker', () => {
  it('given a large XLSX, then the event loop keeps running while it is read, and the table comes back whole', async () => {
    let last = performance.now();
    let longestPause = 0;
    let ticks = 0;
    const tick = () => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    };
    const timer = setInterval(() => {
      tick();
      ticks += 1;
    }, 10);
    const started = performance.now();
    const table = await readImportFileBounded(bigFile).finally(() => {
      clearInterval(timer);
      tick();
    });
    const took = performance.now() - started;
    expect(table.rows).toHaveLength(59_999);
    expect(table.rows[0]).toEqual(Array.from({ length: COLUMNS }, (_, c) => String(2 * COLUMNS + c)));
    // Read in this thread, the same file takes about a second with two or three ticks in it, so its
    // longest pause is a third of the read or more. Measured against the read itself, not a fixed
    // bound: on a loaded machine (a full run beside other work) the read and every pause stretch
    // together, and a fixed 500 ms failed there.
    expect(longestPause).toBeLessThan(took / 3);
    expect(ticks).toBeGreaterThan(took / 100);
  });

  it('given a file that needs more memory than the worker has, then it is refused as too large to read', async () => {
    const refused = await readImportFileBounded(bigFile, { heapMb: 32 }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 400,
      code: ErrorCode.validation,
      errors: [
        {
          prop: 'file',
          message: 'The file needs too much memory to read. Split it into smaller files and try again.',
        },
      ],
    });
  });
});

describe('an upload whose file takes too long to read', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Awaited<ReturnType<TestApp['signIn']>>;
  let accountId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-import-time-'));
    t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
    admin = await t.signIn('admin@assay.test');
    accountId = await accountIdByName(t, 'Demo Company');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('given a parse past the time limit, then that import is refused next to its file and nothing is kept, while the server answers meanwhile and after', async () => {
    const settled: string[] = [];
    const file = { fileName: 'big.xlsx', bytes: bigFile };
    const upload = uploadImport(
      t.db,
      new LocalFileStorage(dataDir),
      admin.userId,
      accountId,
      file,
      {},
      // The worker's start alone takes about 0.25 s and the file about a second to read, so
      // half a second is passed on a fast machine too.
      { timeoutMs: 500 },
    )
      .catch((error: unknown) => error)
      .finally(() => settled.push('upload'));
    const imports = `/api/account/v1/${accountId}/imports/`;
    const list = await t.request({ method: 'GET', url: imports, token: admin.token });
    settled.push('list');
    expect(list.statusCode).toBe(200);
    expect(await upload).toMatchObject({
      statusCode: 400,
      errors: [{ prop: 'file', message: 'The file took too long to read. Split it into smaller files and try again.' }],
    });
    expect(settled).toEqual(['list', 'upload']);
    expect(await t.db.selectFrom('data_imports').select('import_id').execute()).toEqual([]);

    const body = multipartForm({}, [{ field: 'file', name: 'staff.csv', bytes: Buffer.from('First Name\nAna\n') }]);
    const small = await t.app.inject({
      method: 'POST',
      url: `/api/account/v1/${accountId}/upload-for-import/`,
      headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
      payload: body.payload,
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().data.sample).toEqual([['Ana']]);
  });
});

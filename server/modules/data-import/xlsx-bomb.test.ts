import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { countElements } from './xlsx-unpack-limits.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let accountId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-bomb-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  token = (await t.signIn('admin@assay.test')).token;
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TOO_LARGE =
  'The spreadsheet is too large once unpacked (over 200 MB, 5,000,000 cells or 2,000,000 texts). Save it again with fewer rows or columns, or as CSV.';

function upload(name: string, bytes: Uint8Array) {
  const body = multipartForm({}, [{ field: 'file', name, bytes: Buffer.from(bytes) }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/account/v1/${accountId}/upload-for-import/`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

/** The parts of a real two-row workbook, unpacked. */
async function workbookParts(): Promise<Record<string, Uint8Array>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  sheet.addRow(['First Name', 'Last Name']);
  sheet.addRow(['Xia', 'Lopez']);
  return unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

interface Part {
  name: string;
  /** Raw DEFLATE data. */
  deflated: Uint8Array;
  crc: number;
  /** The unpacked size the headers claim, true or not. */
  declaredSize: number;
}

/** A zip written by hand, so its headers can claim any unpacked size. */
function zipClaiming(parts: Part[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(part.deflated));
    centrals.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const asPart = (name: string, bytes: Uint8Array, declaredSize = bytes.length): Part => ({
  name,
  deflated: deflateRawSync(bytes, { level: 9 }),
  crc: crc32(bytes),
  declaredSize,
});

describe('an XLSX file that unpacks to far more than it weighs', () => {
  it('given shared strings past the limit in a file of a few hundred kilobytes, then it is refused before exceljs reads it', async () => {
    const parts = await workbookParts();
    const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>a</t></si>'.repeat(2_000_001)}</sst>`;
    parts['xl/sharedStrings.xml'] = Buffer.from(strings);
    const bytes = zipClaiming(Object.entries(parts).map(([name, part]) => asPart(name, part)));
    expect(bytes.length).toBeLessThan(500_000);
    const res = await upload('strings.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ prop: 'file', message: TOO_LARGE }]);
  });

  it('given a sheet of 210 MB unpacked, then it is refused whether the zip declares that size or claims one kilobyte, and the server answers after', async () => {
    const parts = await workbookParts();
    const sheet = Buffer.from(parts['xl/worksheets/sheet1.xml']!);
    const at = sheet.indexOf('<sheetData>') + '<sheetData>'.length;
    // White space between elements is valid XML: the sheet stays well formed, only huge.
    const padded = Buffer.concat([sheet.subarray(0, at), Buffer.alloc(210 * 1024 * 1024, 0x20), sheet.subarray(at)]);
    const bomb = asPart('xl/worksheets/sheet1.xml', padded);
    const others = Object.entries(parts)
      .filter(([name]) => name !== 'xl/worksheets/sheet1.xml')
      .map(([name, bytes]) => asPart(name, bytes));
    for (const declaredSize of [padded.length, 1024]) {
      const bytes = zipClaiming([...others, { ...bomb, declaredSize }]);
      expect(bytes.length).toBeLessThan(1_000_000);
      const started = performance.now();
      const res = await upload('bomb.xlsx', bytes);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ prop: 'file', message: TOO_LARGE }]);
    }
    const honest = zipClaiming(Object.entries(parts).map(([name, bytes]) => asPart(name, bytes)));
    const read = await upload('staff.xlsx', honest);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.sample).toEqual([['Xia', 'Lopez']]);
  });

  it('counts cells and strings by element name, with or without a prefix, and nothing that only starts like one', () => {
    const xml = Buffer.from(
      '<sheetData><row r="1"><c r="A1"/><c r="B1" t="s"><v>0</v></c><x:c r="C1">\n</x:c></row></sheetData><cols><col/></cols><cfRule/>',
    );
    expect(countElements(xml, 'c')).toBe(3);
    expect(countElements(Buffer.from('<sst><si><t>a</t></si><si>\n<t>b</t></si><sir/></sst>'), 'si')).toBe(2);
  });
});

/**
 * The zip-bomb guard in front of exceljs (D212). An XLSX file is a zip of XML parts, and a few
 * kilobytes of it can unpack to gigabytes: exceljs would cache every shared string and cell of such
 * a file until the process runs out of memory. So, before anything is parsed:
 * 1. the zip's central directory (read by fflate, no inflating) must declare at most
 *    IMPORT_MAX_UNPACKED_BYTES in all, which refuses an honest bomb at once;
 * 2. the parts are then unpacked as exceljs's own reader (unzipper) finds them, by walking the
 *    local headers (fflate's streaming reader), each inflated by Node's zlib with what is left of
 *    the same limit as its maximum output, so a directory that lies costs no more than the limit;
 * 3. the shared strings (<si>) and the cells (<c>) of the unpacked parts are counted against
 *    their limits;
 * 4. exceljs reads a new, stored (uncompressed) zip of exactly the parts checked, in the order it
 *    reads best (shared strings before sheets), never the uploaded bytes (stored-zip.ts).
 */
import { inflateRawSync } from 'node:zlib';
import { Unzip, unzipSync, type AsyncFlateStreamHandler, type UnzipDecoder } from 'fflate';
import { ImportFileProblem, unreadable } from './import-file-problem.ts';
import { storedZip } from './stored-zip.ts';

/** All parts of one file, unpacked: far above a 100,000-row sheet of common width. */
export const IMPORT_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const IMPORT_MAX_SHARED_STRINGS = 2_000_000;
export const IMPORT_MAX_CELLS = 5_000_000;
const MAX_PARTS = 10_000;
const CHUNK = 64 * 1024;

const tooLargeUnpacked = () =>
  new ImportFileProblem(
    'The spreadsheet is too large once unpacked (over 200 MB, 5,000,000 cells or 2,000,000 texts). Save it again with fewer rows or columns, or as CSV.',
  );

/** The parts exceljs's streaming reader uses (workbook-reader.js); any other part is counted, then dropped. */
const READ_FIRST = [
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** How many elements named `name` (with or without a namespace prefix) the XML holds. */
export function countElements(xml: Uint8Array, name: string): number {
  const wanted = Buffer.from(name);
  let count = 0;
  for (let i = xml.indexOf(0x3c); i !== -1; i = xml.indexOf(0x3c, i + 1)) {
    let start = i + 1;
    // Skip a prefix such as "x:" (the OpenXML SDK writes <x:c>).
    for (let j = start; j < start + 16 && j < xml.length; j += 1) {
      const byte = xml[j]!;
      if (byte === 0x3a) {
        start = j + 1;
        break;
      }
      if (!((byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39))) break;
    }
    if (!wanted.every((byte, k) => xml[start + k] === byte)) continue;
    const after = xml[start + wanted.length];
    // A name ends at white space, ">" or "/": <c r="A1">, <c/>, but not <col> or <cfRule>.
    if (after === 0x20 || after === 0x3e || after === 0x2f || after === 0x09 || after === 0x0a || after === 0x0d)
      count += 1;
  }
  return count;
}

function declaredSize(bytes: Uint8Array): number {
  let total = 0;
  let parts = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        parts += 1;
        total += file.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable();
  }
  if (parts > MAX_PARTS) throw tooLargeUnpacked();
  return total;
}

/** Every part as the local headers give it, inflated within the limit; refuses a part named twice. */
function unpackWithin(bytes: Uint8Array): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  let total = 0;
  let isOver = false;
  let failure: unknown;
  // fflate walks the headers; Node's zlib inflates each part, natively, and stops at what is left
  // of the limit (maxOutputLength), so a lying part costs no more than the limit.
  class NativeInflate implements UnzipDecoder {
    static compression = 8;
    ondata: AsyncFlateStreamHandler = () => undefined;
    private readonly compressed: Uint8Array[] = [];
    push(chunk: Uint8Array, final: boolean): void {
      this.compressed.push(chunk);
      if (!final) return;
      try {
        const maxOutputLength = IMPORT_MAX_UNPACKED_BYTES - total + 1;
        this.ondata(null, inflateRawSync(Buffer.concat(this.compressed), { maxOutputLength }), true);
      } catch (error) {
        if (error instanceof RangeError) isOver = true;
        else failure ??= unreadable();
      }
    }
  }
  const unzip = new Unzip((file) => {
    const keep = READ_FIRST.includes(file.name) || SHEET.test(file.name);
    if (keep && chunks.has(file.name)) failure ??= unreadable();
    const parts: Uint8Array[] = [];
    if (keep) chunks.set(file.name, parts);
    file.ondata = (error, data) => {
      if (error) failure ??= unreadable();
      if (!data || isOver) return;
      total += data.length;
      if (total > IMPORT_MAX_UNPACKED_BYTES) isOver = true;
      else if (keep) parts.push(data);
    };
    file.start();
  });
  unzip.register(NativeInflate);
  try {
    for (let at = 0; at < bytes.length && !isOver && !failure; at += CHUNK)
      unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
  } catch {
    throw unreadable();
  }
  if (isOver) throw tooLargeUnpacked();
  if (failure) throw failure;
  return new Map([...chunks].map(([name, parts]): [string, Uint8Array] => [name, Buffer.concat(parts)]));
}

/** The XLSX file as exceljs should read it: checked parts only, stored; or a refusal naming the file. */
export function checkedXlsx(bytes: Uint8Array): Uint8Array {
  if (declaredSize(bytes) > IMPORT_MAX_UNPACKED_BYTES) throw tooLargeUnpacked();
  const parts = unpackWithin(bytes);
  const strings = parts.get('xl/sharedStrings.xml');
  if (strings && countElements(strings, 'si') > IMPORT_MAX_SHARED_STRINGS) throw tooLargeUnpacked();
  let cells = 0;
  for (const [name, xml] of parts) {
    if (!SHEET.test(name)) continue;
    cells += countElements(xml, 'c');
    if (cells > IMPORT_MAX_CELLS) throw tooLargeUnpacked();
  }
  const first = READ_FIRST.flatMap((name) => {
    const part = parts.get(name);
    return part ? [[name, part] as const] : [];
  });
  return storedZip([...first, ...[...parts].filter(([name]) => SHEET.test(name))]);
}

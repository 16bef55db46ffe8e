/**
 * Reads an import file into a header and rows of text: CSV through papaparse, XLSX (the first
 * worksheet) through exceljs's streaming reader, once its unpacked size and counts are checked
 * (xlsx-unpack-limits.ts). Which one is decided by the bytes: an XLSX file is a zip. Dates in XLSX
 * cells become YYYY-MM-DD; everything else is the cell's text. Both check the row limit on each row
 * as it is read (XLSX the column limit too). This runs in the import worker (import-file-worker.ts);
 * the server calls readImportFileBounded, which bounds its time and memory.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '../../../contracts/data-import.ts';
import { ImportFileProblem, unreadable } from './import-file-problem.ts';
import { checkedXlsx } from './xlsx-unpack-limits.ts';

export interface ImportTable {
  headers: string[];
  rows: string[][];
}

export type ImportFileKind = 'csv' | 'xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

export function importFileKind(bytes: Uint8Array): ImportFileKind | undefined {
  if (ZIP.every((byte, i) => bytes[i] === byte)) return 'xlsx';
  return bytes.subarray(0, 64 * 1024).includes(0) ? undefined : 'csv';
}

/** UTF-8 (with or without its mark), else Windows-1252, which spreadsheets on Windows write as "CSV". */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const wrongFileType = () => new ImportFileProblem('Choose a CSV or XLSX file.');
const noRows = () => new ImportFileProblem('The file has no rows below its header.');
const tooManyRows = () =>
  new ImportFileProblem(`A file can have at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows.`);
const tooManyColumns = () => new ImportFileProblem(`A file can have at most ${IMPORT_MAX_COLUMNS} columns.`);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
    return '';
  }
  return String(value);
}

function finish(all: string[][]): ImportTable {
  const [head, ...rest] = all;
  const rows = rest.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (!head || rows.length === 0) throw noRows();
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
  return { headers: head.map((h) => h.trim()), rows };
}

/** Row by row: a file of a million short lines is refused at the first one past the limit, not held whole. */
function readCsv(bytes: Uint8Array): ImportTable {
  const all: string[][] = [];
  Papa.parse<string[]>(decodeText(bytes), {
    skipEmptyLines: 'greedy',
    step: ({ data }) => {
      // `all` holds the header and the rows so far, none of them empty ('greedy').
      if (all.length > IMPORT_MAX_ROWS) throw tooManyRows();
      all.push(data);
    },
  });
  return finish(all);
}

/**
 * exceljs turns each chunk it is given into rows before yielding any: given the file as one chunk,
 * it would hold every row of the sheet as its objects at once (2 GB of heap for 100,000 rows of 12 cells).
 */
function* inChunks(bytes: Uint8Array): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += 64 * 1024)
    yield Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(64 * 1024, bytes.length - at));
}

/**
 * The limits are checked on each row and cell as the stream yields it, before anything is sized by
 * what the file claims: a 1.5 KB sheet whose one row says r="100000000" (or whose one cell sits in
 * column XFD) must be refused, not padded out to the number it names.
 */
async function readXlsx(bytes: Uint8Array): Promise<ImportTable> {
  const checked = checkedXlsx(bytes);
  const all: string[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inChunks(checked)), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // The header is row 1, so no data row past IMPORT_MAX_ROWS + 1 can be within the limit.
        if (!(row.number >= 1 && row.number <= IMPORT_MAX_ROWS + 1) || all.length > IMPORT_MAX_ROWS) {
          throw tooManyRows();
        }
        const cells: string[] = [];
        (row.values as unknown[]).forEach((value, column) => {
          const text = cellText(value);
          if (text === '') return;
          if (column > IMPORT_MAX_COLUMNS) throw tooManyColumns();
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = text;
        });
        // Rows the sheet skips (empty) keep their place so row numbers match the file.
        while (all.length < row.number - 1) all.push([]);
        all.push(cells);
      }
      break;
    }
  } catch (error) {
    if (error instanceof ImportFileProblem) throw error;
    throw unreadable();
  }
  return finish(all);
}

/** Parses in the calling thread: the server goes through readImportFileBounded instead. */
export async function readImportFile(bytes: Uint8Array): Promise<ImportTable> {
  const kind = importFileKind(bytes);
  if (kind === 'xlsx') return readXlsx(bytes);
  if (kind === 'csv') return readCsv(bytes);
  throw wrongFileType();
}

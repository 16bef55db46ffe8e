// Types of decisions-index.mjs.
export interface DecisionRecord {
  fileName: string;
  number?: number;
  title: string;
  status?: string;
  date?: string;
  group?: string;
  bundled?: boolean;
  problems: string[];
}
export const DECISIONS_DIR: string;
export const INDEX_MARKER: string;
export function recordFileName(number: number, title: string): string;
export function recordText(record: {
  number: number;
  title: string;
  status: string;
  date?: string;
  group: string;
  bundled?: boolean;
  body: string;
}): string;
export function parseRecord(fileName: string, text: string): DecisionRecord;
export function readRecords(dir?: string): DecisionRecord[];
export function recordProblems(records: DecisionRecord[]): string[];
export function renderIndex(records: DecisionRecord[]): string;
export function withIndex(readme: string, records: DecisionRecord[]): string;

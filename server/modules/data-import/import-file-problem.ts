/**
 * Why an import file is refused, in the words shown next to its `file` field. The file is read in
 * a worker (import-file-worker.ts) that Node loads by stripping types, which http-error.ts's
 * parameter properties do not allow; so the reading code throws this plain error and the main
 * thread makes it the 400 (readImportFileBounded).
 */
export class ImportFileProblem extends Error {}

export const unreadable = () =>
  new ImportFileProblem('The file could not be read. Save it again as CSV or XLSX and try again.');

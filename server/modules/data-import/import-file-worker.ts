/**
 * The import worker's entry (readImportFileBounded starts one per file): reads the file it is
 * given and posts back the table, or why the file is refused. Any other error is left uncaught,
 * so the main thread gets it as the worker's 'error'. Everything this imports must load by Node's
 * own type stripping (erasable syntax, .ts imports), as the worker does not go through tsx or vitest.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readImportFile, type ImportTable } from './import-file.ts';
import { ImportFileProblem } from './import-file-problem.ts';

export type ImportWorkerAnswer = { table: ImportTable } | { problem: string };

const answer = async (bytes: Uint8Array): Promise<ImportWorkerAnswer> => {
  try {
    return { table: await readImportFile(bytes) };
  } catch (error) {
    if (error instanceof ImportFileProblem) return { problem: error.message };
    throw error;
  }
};

if (parentPort) parentPort.postMessage(await answer(new Uint8Array(workerData as ArrayBuffer)));

/**
 * Reads an import file in a worker thread of its own (import-file-worker.ts), so a huge or crafted
 * file costs its own import and nothing else: the server's event loop keeps answering while it is
 * parsed, the worker's heap is capped, and a parse past the time limit is stopped. A file refused
 * by the reader, by its time or by its memory is a 400 next to `file`, like every file error.
 */
import { Worker } from 'node:worker_threads';
import { invalid } from '../../http/http-error.ts';
import type { ImportTable } from './import-file.ts';
import type { ImportWorkerAnswer } from './import-file-worker.ts';

export interface ImportParseLimits {
  /** Wall-clock time from the worker's start to its answer. */
  timeoutMs: number;
  /** The worker's V8 heap (old generation); unpacked XLSX parts are buffers outside it, capped by xlsx-unpack-limits.ts. */
  heapMb: number;
  youngHeapMb: number;
}

/**
 * Measured: the largest XLSX the other limits let through (100,000 rows of 19 different texts)
 * reads in about 15 s within this heap; a young generation under 32 MB made it up to twice as slow.
 * A minute leaves room for a busy machine.
 */
export const IMPORT_PARSE_LIMITS: ImportParseLimits = { timeoutMs: 60_000, heapMb: 256, youngHeapMb: 32 };

const WORKER = new URL('./import-file-worker.ts', import.meta.url);

const tookTooLong = () => invalid('file', 'The file took too long to read. Split it into smaller files and try again.');
const neededTooMuchMemory = () =>
  invalid('file', 'The file needs too much memory to read. Split it into smaller files and try again.');

export function readImportFileBounded(
  bytes: Uint8Array,
  limits: Partial<ImportParseLimits> = {},
): Promise<ImportTable> {
  const { timeoutMs, heapMb, youngHeapMb } = { ...IMPORT_PARSE_LIMITS, ...limits };
  // One copy, which the worker then owns (transferred, not cloned): the caller keeps its bytes to store them.
  const own = new Uint8Array(bytes).buffer;
  const worker = new Worker(WORKER, {
    workerData: own,
    transferList: [own],
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: youngHeapMb },
    // Node's own type stripping loads the worker, whatever started the server (tsx, vitest, node).
    execArgv: [],
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(tookTooLong())), timeoutMs);
    worker.on('message', (answer: ImportWorkerAnswer) =>
      settle(() => ('table' in answer ? resolve(answer.table) : reject(invalid('file', answer.problem)))),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? neededTooMuchMemory() : error)),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The import worker stopped (code ${code}) without an answer.`))),
    );
  });
}

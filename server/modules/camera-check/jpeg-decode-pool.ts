/**
 * Decodes camera-check photos off the event loop (D479): a 1,024-pixel photo takes jpeg-js 0.3 to
 * 0.9 s on a busy machine, which in the request held every other request waiting. One worker
 * thread (jpeg-decode-worker.ts), started on the first photo and kept, decodes the photos one after
 * another; at most `queue` photos wait or run at once, and one more is refused as busy (503 with
 * Retry-After: the device's outbox sends it again) rather than queued without end. A worker that
 * answers nothing for `timeoutMs`, or stops, is ended and its photos refused as busy; the next photo
 * starts a new one. Tests put a decoder of their own in the server's place (decoderInPlace), one
 * whose worker never answers, to see the route refuse photos as busy (D505).
 */
import { Worker } from 'node:worker_threads';
import type { DecodeAnswer, DecodeJob } from './jpeg-decode-worker.ts';

export interface DecodePoolLimits {
  /** The most photos waiting or being decoded at once. */
  queue: number;
  /** How long the worker may go without an answer while photos wait (a stuck decode). */
  timeoutMs: number;
  /** The worker's V8 heap (old generation); jpeg-js's own limit (32 MB) is the first fence. */
  heapMb: number;
}

/**
 * Measured on the shared 2-core machine: a 1,024 by 1,024 photo decodes in 0.3 to 0.9 s, a 320 by
 * 569 one in about 30 ms. Sixteen large photos wait at most some 15 s; the device sends three a test.
 */
export const DECODE_POOL_LIMITS: DecodePoolLimits = { queue: 16, timeoutMs: 20_000, heapMb: 96 };

/** Too many photos at once, or the decoder stopped: not the photo's fault, so the sender tries again. */
export class DecoderBusy extends Error {}

const WORKER = new URL('./jpeg-decode-worker.ts', import.meta.url);

export interface StillDecoder {
  /** Whether `image` decodes whole to `frame`'s size; rejects with DecoderBusy when it cannot say now. */
  decodes(image: Uint8Array, frame: { width: number; height: number }): Promise<boolean>;
  /** How many photos wait or are being decoded now. */
  pending(): number;
  /** Ends the worker; photos waiting are refused as busy. */
  close(): Promise<void>;
}

/** The worker's module, jpeg-decode-worker.ts unless a test names a stand-in. */
export type DecoderOptions = Partial<DecodePoolLimits> & { worker?: URL };

export function stillDecoder(options: DecoderOptions = {}): StillDecoder {
  const { queue, timeoutMs, heapMb, worker: module = WORKER } = { ...DECODE_POOL_LIMITS, ...options };
  const waiting = new Map<number, { resolve: (decodes: boolean) => void; reject: (error: Error) => void }>();
  let worker: Worker | undefined;
  let watchdog: NodeJS.Timeout | undefined;
  let nextId = 0;

  const stop = (why: string) => {
    const ended = worker;
    worker = undefined;
    clearTimeout(watchdog);
    for (const { reject } of waiting.values()) reject(new DecoderBusy(why));
    waiting.clear();
    return ended ? ended.terminate().then(() => undefined) : Promise.resolve();
  };

  /** Restarted on every answer: only a worker silent for `timeoutMs` while photos wait is stuck. */
  const watch = () => {
    clearTimeout(watchdog);
    if (waiting.size === 0) return;
    watchdog = setTimeout(() => void stop('The photo decoder did not answer in time.'), timeoutMs);
    watchdog.unref();
  };

  const started = () => {
    if (worker) return worker;
    const created = new Worker(module, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
      // Node's own type stripping loads the worker, whatever started the server (tsx, vitest, node).
      execArgv: [],
    });
    // An idle decoder keeps no process alive; a photo in a request is waited on by its request.
    created.unref();
    created.on('message', ({ id, decodes }: DecodeAnswer) => {
      waiting.get(id)?.resolve(decodes);
      waiting.delete(id);
      watch();
    });
    created.on('error', (error) => {
      if (worker === created) void stop(`The photo decoder failed: ${error.message}`);
    });
    created.on('exit', (code) => {
      if (worker === created) void stop(`The photo decoder stopped (code ${code}).`);
    });
    worker = created;
    return created;
  };

  return {
    decodes(image, { width, height }) {
      if (waiting.size >= queue) return Promise.reject(new DecoderBusy('Too many photos are being checked.'));
      const id = nextId++;
      // One copy, which the worker then owns (transferred, not cloned): the caller keeps its bytes to store them.
      const own = new Uint8Array(image).buffer;
      const answer = new Promise<boolean>((resolve, reject) => waiting.set(id, { resolve, reject }));
      started().postMessage({ id, image: own, width, height } satisfies DecodeJob, [own]);
      if (waiting.size === 1) watch();
      return answer;
    },
    pending: () => waiting.size,
    close: () => stop('The photo decoder was closed.'),
  };
}

let serverDecoder = stillDecoder();

/** The server's one decoder, which the camera-check route reads photos with. */
export const photoDecoder: StillDecoder = {
  decodes: (image, frame) => serverDecoder.decodes(image, frame),
  pending: () => serverDecoder.pending(),
  close: () => serverDecoder.close(),
};

/**
 * For tests (D505): `decoder` decodes the server's photos until the answer is called, which closes
 * it (its photos waiting are refused as busy) and puts the server's own back.
 */
export function decoderInPlace(decoder: StillDecoder): () => Promise<void> {
  const own = serverDecoder;
  serverDecoder = decoder;
  return async () => {
    serverDecoder = own;
    await decoder.close();
  };
}

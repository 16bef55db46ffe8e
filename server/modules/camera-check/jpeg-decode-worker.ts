/**
 * The photo decoder's thread (jpeg-decode-pool.ts keeps one): decodes each image it is sent with
 * jpeg-js and answers whether it decoded whole to the frame's size. It stays up between photos.
 * Everything this imports must load by Node's own type stripping (erasable syntax, .ts imports),
 * as the worker does not go through tsx or vitest.
 */
import { parentPort } from 'node:worker_threads';
import { decode } from 'jpeg-js';

export interface DecodeJob {
  id: number;
  image: ArrayBuffer;
  width: number;
  height: number;
}

export interface DecodeAnswer {
  id: number;
  decodes: boolean;
}

/**
 * The walk (jpeg-still.ts) has bounded the frame (1,024 pixels a side, about 16 MB of blocks for
 * three components) and the scans; the decoder's own limits are set just above those as a second fence.
 */
function decodes({ image, width, height }: DecodeJob): boolean {
  try {
    const pixels = decode(new Uint8Array(image), {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: 1.05,
      maxMemoryUsageInMB: 32,
    });
    return pixels.width === width && pixels.height === height;
  } catch {
    return false;
  }
}

parentPort?.on('message', (job: DecodeJob) => {
  parentPort!.postMessage({ id: job.id, decodes: decodes(job) } satisfies DecodeAnswer);
});

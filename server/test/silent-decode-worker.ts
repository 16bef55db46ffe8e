/**
 * A stand-in for the photo decoder's thread (jpeg-decode-worker.ts) that takes every photo and
 * answers none: a decode stuck for good, for the tests of the decoder's busy refusal (D505). Loaded
 * by Node's own type stripping, as the real worker is.
 */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => undefined);

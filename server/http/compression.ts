/**
 * API answers of 1 KB or more go out compressed when the client accepts it: brotli, else gzip.
 * Browsers, the service worker's fetch and the API client decompress transparently.
 *
 * Only /api/ routes, and there JSON and the types mime-db calls compressible (text: a .txt resume
 * download travels gzipped and the browser unpacks it). The app's static files are compressed
 * once at build time and served as such (@fastify/static preCompressed), never again here; binary
 * downloads (PDF, Word, images, video) and partial answers (byte ranges) keep their bytes; the tus
 * upload endpoint hijacks the reply, so no send hook runs on it. Request bodies are not
 * decompressed: no client sends them compressed.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Quality 4 (the plugin's default) sends what gzip's default level sends for about the same CPU on
 * the applicant list's first page (1.9 KB of 14.8 KB, about 0.2 ms) and less CPU on larger pages;
 * 5 doubles the CPU for 10 % fewer bytes, 1 halves it for 17 % more (bench/compression.mjs,
 * bench/results/compression.json). Either way it is about 1 % of what the answer itself costs.
 */
export const BROTLI_QUALITY = 4;
const JSON_TYPE = /^application\/json(?:;|$)/;

export async function installCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (registered after it), which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    customTypes: JSON_TYPE,
    globalDecompression: false,
  });
}

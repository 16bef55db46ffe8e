// The built files the server sends compressed at no CPU cost: a .br and a .gz beside each text file
// of 1 KB or more (fastify-static's preCompressed picks them by the request's Accept-Encoding).
// vite.config.ts writes them after every other plugin, the service worker's included
// (sw.js was written after them and went uncompressed); scripts/check-budget.mjs checks that
// none is missing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT_FILE = /\.(js|mjs|css|html|svg|webmanifest|json)$/;
const MIN_BYTES = 1024;

/** The built files, but the build's own notes under .vite/ (never served). */
function builtFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== '.vite')
    .flatMap((e) => (e.isDirectory() ? builtFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const compressible = (file) => TEXT_FILE.test(file) && fs.statSync(file).size >= MIN_BYTES;

/** Writes `file.br` and `file.gz` beside each compressible built file. */
export function precompressDir(outDir) {
  for (const file of builtFiles(outDir)) {
    if (!compressible(file)) continue;
    const body = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

/** The compressible built files (relative to outDir) that lack a .br or .gz copy, or whose copy is older. */
export function uncompressedFiles(outDir) {
  return builtFiles(outDir)
    .filter(compressible)
    .filter((file) =>
      ['.br', '.gz'].some(
        (ext) => !fs.existsSync(file + ext) || fs.statSync(file + ext).mtimeMs < fs.statSync(file).mtimeMs,
      ),
    )
    .map((file) => path.relative(outDir, file));
}

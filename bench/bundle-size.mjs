// The JavaScript a browser downloads to show /login on a first visit, in Debian's chromium.
// The service worker is blocked, so its precache (which fetches every chunk in the background
// after the first visit) does not count; the same figure without it is printed for reference.
// Sizes: raw bytes, gzip (level 6, the usual server default) of each file, and the bytes that
// went over the wire as the server sent them (Chromium asks for br and gzip; the server answers
// with the precompressed .br or .gz file beside each asset).
//   npx vite build && node bench/bundle-size.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3198);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'assay-bench-bundle-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: '0' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not answer within 120 s');
}

const browser = await (async () => {
  await waitForServer();
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
})();

try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const body = await response.body();
        const sizes = await request.sizes();
        return {
          url: request.url().replace(base, ''),
          raw: body.length,
          gzip: gzipSize(body),
          wire: sizes.responseBodySize,
          encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
        };
      })(),
    );
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const files = await Promise.all(scripts);
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);

  console.log('JavaScript requested to show /login:');
  for (const file of files.sort((a, b) => b.raw - a.raw)) {
    console.log(`  ${file.url.padEnd(44)} ${kb(file.raw).padStart(10)} raw ${kb(file.gzip).padStart(9)} gzip`);
  }
  const encodings = [...new Set(files.map((file) => file.encoding))].join(', ');
  console.log(
    `total: ${files.length} files, ${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip, ${kb(sum('wire'))} as sent by the server (Content-Encoding: ${encodings})`,
  );

  const assets = join(process.env.STATIC_DIR ?? join(root, 'dist'), 'assets');
  const all = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name)));
  const allRaw = all.reduce((total, buffer) => total + buffer.length, 0);
  const allGzip = all.reduce((total, buffer) => total + gzipSize(buffer), 0);
  console.log(
    `for reference, all of dist/assets/*.js (what the service worker precaches): ${all.length} files, ${kb(allRaw)} raw, ${kb(allGzip)} gzip`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

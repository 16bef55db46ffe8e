// The front-end budget (bench/budget.json), checked on the built files: `npm test` runs it right
// after the build. For each screen, the gzipped JavaScript the browser must fetch to show it
// (the entry's static imports, the routes' lazy chunks, the dynamic imports named in the
// budget); and, for every candidate route, that no staff module is among them: staff code is
// decided by the route tree (scripts/route-split.mjs) on the source module graph the build writes.
//   npx vite build && node scripts/check-budget.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkBudget } from './budget-graph.mjs';
import { checkPrecache, precacheEntriesOf, precacheSplit } from './precache-split.mjs';
import { uncompressedFiles } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(process.argv[2] ?? process.env.STATIC_DIR ?? join(root, 'dist'));
const readJson = (path, hint) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${path}: ${error.message}\n${hint}`);
    process.exit(1);
  }
};

const budget = readJson(join(root, 'bench', 'budget.json'), 'The budget file is bench/budget.json.');
const manifest = readJson(
  join(dist, '.vite', 'manifest.json'),
  'Build first (npx vite build); vite.config.ts sets build.manifest.',
);
const chunkModules = readJson(
  join(dist, '.vite', 'chunk-modules.json'),
  'Build first (npx vite build); the assay-chunk-plan plugin (scripts/vite-chunk-plan.ts) writes it.',
);
const moduleGraph = readJson(
  join(dist, '.vite', 'module-graph.json'),
  'Build first (npx vite build); the assay-chunk-plan plugin (scripts/vite-chunk-plan.ts) writes it.',
);
const moduleSizes = readJson(
  join(dist, '.vite', 'module-sizes.json'),
  'Build first (npx vite build); the assay-chunk-plan plugin (scripts/vite-chunk-plan.ts) writes it.',
);
const sizeOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: budget.gzipLevel ?? 6 }).length;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// The own-code limits only come down (D294): a figure well under its limit asks for the lower one.
const lowerTo = (bytes, limit) =>
  limit - bytes >= 512
    ? `; lower the limit to ${(Math.ceil((bytes / 1024) * 10) / 10).toFixed(1)} KB in bench/budget.json`
    : '';
let result;
let precache;
try {
  result = checkBudget({ manifest, chunkModules, budget, sizeOf, moduleGraph, moduleSizes });
  const serviceWorker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const { staff, onlineOnly, catalogs } = precacheSplit({
    manifest,
    chunkModules,
    moduleGraph,
    onlineOnly: (budget.onlineOnly ?? []).map((pattern) => new RegExp(pattern)),
    onlineOnlyRoutes: (budget.onlineOnlyRoutes ?? []).map((pattern) => new RegExp(pattern)),
  });
  precache = checkPrecache({
    entries: precacheEntriesOf(serviceWorker),
    staff,
    onlineOnly,
    catalogs,
    sizeOf,
    limits: budget.precache,
  });
  result.failures.push(...precache.failures);
  // What a visitor downloads goes compressed: every text file has its .br and .gz (D20).
  for (const file of uncompressedFiles(dist))
    result.failures.push(`${file} has no up-to-date .br and .gz beside it: the server would send it uncompressed`);
} catch (error) {
  console.error(`The budget check could not read the build: ${error.message}`);
  process.exit(1);
}
console.log(`Front-end budget (bench/budget.json) on ${dist}, gzip level ${budget.gzipLevel ?? 6}:`);
for (const screen of result.screens) {
  const mark = screen.jsBytes > screen.maxJsBytes ? 'OVER' : 'ok';
  console.log(
    `  ${mark.padEnd(4)} ${screen.name}: ${kb(screen.jsBytes)} JS in ${screen.jsFiles} files (limit ${kb(screen.maxJsBytes)}), ${kb(screen.cssBytes)} CSS`,
  );
  if (screen.missingCatalogs.length > 0)
    console.log(
      `       not counted, not built yet (npm run i18n:extract writes them): ${screen.missingCatalogs.join(', ')}`,
    );
  const target = budget.screens.find((s) => s.name === screen.name)?.targetGzipJsKB;
  if (target !== undefined && screen.jsBytes > target * 1024)
    console.log(`       target not met yet: ${target} KB (${kb(screen.jsBytes - target * 1024)} to go)`);
  if (screen.ownBytes !== undefined)
    console.log(
      `       ${screen.ownBytes > screen.maxOwnBytes ? 'OVER' : 'ok'}: the app's own code ${kb(screen.ownBytes)} (limit ${kb(screen.maxOwnBytes)})${lowerTo(screen.ownBytes, screen.maxOwnBytes)}`,
    );
}
if (result.ownCode?.largest) {
  const { largest, maxBytes } = result.ownCode;
  console.log(
    `  ${largest.ownBytes > maxBytes ? 'OVER' : 'ok  '} the app's own code on every candidate route: at most ${kb(largest.ownBytes)}, on ${largest.route} (limit ${kb(maxBytes)})${lowerTo(largest.ownBytes, maxBytes)}`,
  );
}
{
  const { maxGzipKB, targetGzipKB } = budget.precache;
  const languages = Object.entries(precache.catalogs)
    .map(([language, bytes]) => `${language} ${kb(bytes)}`)
    .join(', ');
  console.log(
    `  ${precache.bytes > maxGzipKB * 1024 ? 'OVER' : 'ok  '} a candidate's first visit, for offline use: ${kb(precache.bytes)} (limit ${maxGzipKB} KB): the code ${kb(precache.code)} and one language's catalogs (${languages}); ${precache.files} files in the service worker's manifest`,
  );
  if (targetGzipKB !== undefined && precache.bytes > targetGzipKB * 1024)
    console.log(`       target not met yet: ${targetGzipKB} KB (${kb(precache.bytes - targetGzipKB * 1024)} to go)`);
}
console.log(
  `  ${result.candidateRoutes.length} candidate routes (every route outside the staff layouts) checked for staff modules.`,
);
if (result.failures.length > 0) {
  console.error(`\nThe front-end budget is broken:\n${result.failures.map((failure) => `  - ${failure}`).join('\n')}`);
  console.error("\nStaff code belongs in staff routes' lazy chunks; see D80 and D97 (docs/decisions/).");
  process.exit(1);
}
console.log('Front-end budget: passed.');

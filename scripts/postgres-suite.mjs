// Which API test files `npm test` runs a second time on PostgreSQL. Every API test runs once on
// the embedded database (PGlite, which is PostgreSQL itself compiled to WebAssembly: the same
// parser, planner and SQL), so the second pass keeps only what can behave differently on a server
// (docs/testing.md, D181):
// - several connections or processes at once: row locks, SKIP LOCKED, leases, two requests
//   racing (PGlite serialises everything on one connection, so only a server shows a lost lock);
// - what only a server has: named prepared statements, the pool, several `main.ts` processes,
//   backups through pg_dump's format, the S3 bucket shared between processes;
// - the heaviest SQL (summaries and reports), where a server's older major version (15 here,
//   PGlite is 17) could refuse or plan differently;
// - the demo seed facts, which every deployment shows first.
// A test file joins by where it lives, by what its tests say they do, or by the marker comment
// `@postgres` with the reason beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SERVER_PARTS = [
  'server/db/',
  'server/jobs/',
  'server/startup/',
  'server/operations/',
  'server/modules/analytics/',
  'server/modules/eeoc/',
];
// Words a test's own description uses when it races two writers or holds a lock ("at once" alone
// also means "immediately", so it counts only after a number of writers).
const CONCURRENCY =
  /\b(concurren\w*|in parallel|simultaneous\w*|same time|race[sd]?|racing|lock(s|ed)?)\b|\b(two|three|both|twice|\d+ times)\b.*\bat once\b/i;
// Requests or runs sent together in one test body (signing several people in is not a race).
const SENT_TOGETHER = /Promise\.all(?:Settled)?\((?:\[|Array\.from)(?![^\n]*signIn)/;
const MARKER = /@postgres\b/;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Why a test file runs on PostgreSQL too, or undefined when once on PGlite is enough. */
export function postgresReason(file, source) {
  const part = SERVER_PARTS.find((prefix) => file.startsWith(prefix));
  if (part) return `under ${part}`;
  if (MARKER.test(source)) return 'marked @postgres';
  const titles = [...source.matchAll(/\b(?:it|test|describe)(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map(
    (match) => match[2],
  );
  const racing = titles.find((title) => CONCURRENCY.test(title));
  if (racing) return `a test races or locks: "${racing.slice(0, 80)}"`;
  if (SENT_TOGETHER.test(source)) return 'a test sends requests or runs together';
  return undefined;
}

/** The API test files of the PostgreSQL pass, relative to the project root, sorted. */
export function postgresTestFiles(root) {
  return testFiles(join(root, 'server'))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((file) => postgresReason(file, readFileSync(join(root, file), 'utf8')) !== undefined)
    .sort();
}

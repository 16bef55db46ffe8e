// What the code cites (D300): a decision by its number ("D293"), which must have its record under
// docs/decisions/, and never an issue by its number, which means nothing in the repository (a
// comment names the decision that records the choice, or says the reason in plain words).
// `node scripts/code-citations.mjs` runs in npm test's static step and names each offending line.
import { globSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// Code only: JSON files are data (bench/budget.json's notes keep their history as written).
const CODE = '{server,src,contracts,e2e,scripts,bench,sw}/**/*.{ts,tsx,mts,mjs,js,cjs,css}';
const SKIPPED = /(^|\/)(node_modules|results)\//;
const DECISION = /(?<![\w-])D(\d+)(?![\w-])/g;
// Built from parts so that this file does not cite what it forbids.
const ISSUE = new RegExp(['\\bissues?', '(?:\\s+#?|\\s*#)\\s*\\d+'].join(''), 'gi');

/** Numbers of the records under `dir` (file names D0293-...md). */
export function recordNumbers(dir) {
  return new Set(
    readdirSync(dir)
      .map((name) => /^D(\d+)-.*\.md$/.exec(name))
      .filter(Boolean)
      .map((match) => Number(match[1])),
  );
}

/** The offending citations of one file's text: a decision with no record, an issue number. */
export function citationProblems(file, text, records) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(DECISION)) {
      if (!records.has(Number(match[1]))) {
        problems.push(`${file}:${index + 1}: cites D${match[1]}, which has no record in docs/decisions/`);
      }
    }
    for (const match of line.matchAll(ISSUE)) {
      problems.push(
        `${file}:${index + 1}: cites "${match[0]}"; name the decision that records the choice, or say why in words`,
      );
    }
  });
  return problems;
}

function main() {
  const records = recordNumbers(join(ROOT, 'docs', 'decisions'));
  const files = globSync(CODE, { cwd: ROOT }).filter((file) => !SKIPPED.test(file));
  const problems = files.flatMap((file) => citationProblems(file, readFileSync(join(ROOT, file), 'utf8'), records));
  if (problems.length > 0) {
    console.error(`Citations in code (docs/decisions/README.md):\n${problems.join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

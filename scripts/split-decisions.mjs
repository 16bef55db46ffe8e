// The one-time move of docs/decisions.md and docs/decisions-history.md to one file per record
// under docs/decisions/ (D300). Kept as the record of how each header was read from the old text:
//
// - number and title from the record's heading; its text (status line, context, decision,
//   consequences, as the record has them) unchanged but for links, which point to the new files;
// - Group: the group the old index lists it under, else the "## " heading it stood under;
// - Date: the date its status line gives for its acceptance, else the first date there; none else;
// - Status: a record of the history file is "superseded by" the record its status line names; one
//   in force is "partly superseded by" each record its own status line says replaces a part of it
//   ("superseded by [D107]", "amended by", "replaced by", "superseded in part by") and each record
//   whose status line says it supersedes, replaces or changes part of it; else "accepted";
// - Bundled: the records listed in BUNDLED below.
//
// `node scripts/split-decisions.mjs [root] [--delete | --keep-with-note]` writes the files and
// docs/decisions/README.md under root (the repository by default), points the links of the other
// Markdown files there, and deletes the old files or leaves decisions.md with a note at its top.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  INDEX_MARKER,
  readRecords,
  recordFileName,
  recordProblems,
  recordText,
  withIndex,
} from './decisions-index.mjs';

// Records whose title joins unrelated choices (a judgment made once, reading the titles; titles
// with ";" that join parts of one choice, such as D27 or D136, are not listed).
const BUNDLED = new Set([
  135, 139, 141, 149, 156, 160, 165, 166, 167, 172, 180, 198, 200, 201, 202, 206, 207, 208, 209, 212, 213, 214, 223,
  256, 259, 262, 263, 264, 265, 266, 271, 272, 276, 279, 280, 281, 283, 286, 287, 290, 293,
]);

const RECORD_HEADING = /^### <a id="d(\d+)"><\/a>D(\d+)\. (.+)$/;

/** Each record of an old file: number, title, text, the "## " heading above it. */
export function oldRecords(text, source) {
  const records = [];
  let heading;
  let current;
  for (const line of text.split('\n')) {
    const record = RECORD_HEADING.exec(line);
    if (record) {
      if (record[1] !== record[2]) throw new Error(`${source}: anchor d${record[1]} on D${record[2]}`);
      current = { number: Number(record[2]), title: record[3].trim(), lines: [], heading, source };
      records.push(current);
    } else if (line.startsWith('## ') || line.startsWith('# ')) {
      heading = line.replace(/^#+ /, '').trim();
      current = undefined;
    } else if (current) current.lines.push(line);
  }
  return records.map(({ lines, ...record }) => ({ ...record, body: lines.join('\n').trim() }));
}

/** The group of each number as the old index lists it: `**Group:** D1 [..](..) · D2 ...`. */
export function indexGroups(text) {
  const start = text.indexOf('\n## Index');
  if (start === -1) return new Map();
  const end = text.indexOf('\n## ', start + 1);
  const groups = new Map();
  for (const paragraph of text.slice(start, end === -1 ? undefined : end).split(/\n\s*\n/)) {
    const group = /^\*\*(.+?):\*\*/.exec(paragraph.trim());
    if (!group) continue;
    for (const [, number] of paragraph.matchAll(/\bD(\d+)\s*\[/g)) {
      if (!groups.has(Number(number))) groups.set(Number(number), group[1].trim());
    }
  }
  return groups;
}

/** The record's status line: its first line in asterisks, or a first line "Status: ...". */
function statusLine(body) {
  const starred = /^\*([^*]+)\*/.exec(body);
  if (starred) return starred[1];
  const plain = /^Status:[^\n]*/.exec(body);
  return plain ? plain[0] : '';
}

function dateOf(line) {
  return /Accepted(?: in part)? · (\d{4}-\d{2}-\d{2})/.exec(line)?.[1] ?? /\d{4}-\d{2}-\d{2}/.exec(line)?.[0];
}

const CITED = /\[?D(\d+)\]?/g;
const numbersIn = (text) => [...text.matchAll(CITED)].map((match) => Number(match[1]));

/** Status of every record: the history's superseded, in-force ones partly superseded or accepted. */
export function statuses(records) {
  const inHistory = new Set(records.filter((r) => r.historical).map((r) => r.number));
  const partly = new Map();
  const addPart = (number, by) => {
    if (inHistory.has(number) || number === by) return;
    if (!partly.has(number)) partly.set(number, new Set());
    partly.get(number).add(by);
  };
  for (const record of records.filter((r) => !r.historical)) {
    const line = statusLine(record.body);
    // "...; the X part superseded by [D107]", "amended by [D181]", "replaced by [D285]".
    for (const clause of line.split(/[;.]\s/)) {
      if (/(superseded|amended|replaced)( in part)? by/i.test(clause)) {
        for (const by of numbersIn(clause.split(/ by /i).slice(1).join(' by '))) addPart(record.number, by);
      }
      if (/\b(supersedes|replaces|changing part of)\b/i.test(clause)) {
        for (const number of numbersIn(clause)) addPart(number, record.number);
      }
    }
  }
  const result = new Map();
  for (const record of records) {
    if (record.historical) {
      const by = /Superseded by \[?D(\d+)/.exec(statusLine(record.body));
      if (!by) throw new Error(`D${record.number} is in the history but names no record that supersedes it`);
      result.set(record.number, `superseded by D${by[1]}`);
    } else if (partly.has(record.number)) {
      const by = [...partly.get(record.number)].sort((a, b) => a - b).map((n) => `D${n}`);
      result.set(record.number, `partly superseded by ${by.join(', ')}`);
    } else result.set(record.number, 'accepted');
  }
  return result;
}

/** A record's text with its links to old anchors pointing to the new files, others one folder up. */
export function relinkBody(body, fileNames) {
  return body.replace(/\]\(([^)\s]*)\)/g, (whole, target) => {
    const anchor = /^(?:decisions(?:-history)?\.md)?#d(\d+)$/.exec(target);
    if (anchor && fileNames.has(Number(anchor[1]))) return `](${fileNames.get(Number(anchor[1]))})`;
    if (/^decisions(-history)?\.md$/.test(target)) return '](README.md)';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) return whole;
    return `](../${target})`;
  });
}

/**
 * Another Markdown file's mentions of the old files, pointing to the new ones: a link to a record's
 * anchor to its file, any other link to the index, a mention in prose to the folder. A path is
 * relative to the file (`decisions.md`, `../decisions.md`) or to the repository (`docs/decisions.md`).
 */
export function relinkDoc(text, fromDir, docsDir, fileNames, root = resolve(docsDir, '..')) {
  return text.replace(
    /(?<![\w/.-])((?:\.\.\/)*(?:docs\/)?)decisions(?:-history)?\.md(?:#d(\d+))?(?![\w-])/g,
    (whole, prefix, number, at) => {
      const fromFile = resolve(fromDir, prefix || '.') === resolve(docsDir);
      const fromRoot = prefix === 'docs/' && resolve(root, 'docs') === resolve(docsDir);
      if (!fromFile && !fromRoot) return whole;
      const inLink = text.slice(Math.max(0, at - 2), at) === '](';
      const record = number !== undefined ? fileNames.get(Number(number)) : undefined;
      return `${prefix}decisions/${record ?? (inLink ? 'README.md' : '')}`;
    },
  );
}

const README_HEAD = `# Decisions

Choices that are not obvious from the code, one record per file: what made it a question
(context), what we chose, and what follows (consequences). Measured figures are in
[../benchmarks.md](../benchmarks.md), words in [../glossary.md](../glossary.md), the offline promises in
[../offline-guarantees.md](../offline-guarantees.md), the spec in docs/spec.

Code and docs cite a record by its number ("D293"): the number is its name and never changes.
Issue numbers are not cited in code (they mean nothing in the repository); a comment says the
reason in plain words or names the record that holds it. \`npm test\`'s static step checks both:
every header below, every number the code cites, and no "issue" with a number in code.

## Adding a record

1. Take the next free number: one above the highest file here (\`ls docs/decisions | tail -2\`).
   Numbers never change and are never reused; a session that reserves numbers says which.
2. Name the file \`D<the number in four digits>-<a few words of the title, lowercase, hyphens>.md\`,
   e.g. \`D0301-offer-letters-expire.md\`.
3. Start it with the header, then the text:

   \`\`\`
   # D301. Offer letters expire after 30 days

   - Status: accepted
   - Date: 2026-11-30
   - Group: Offers

   **Context:** ... **Decision:** ... **Consequences:** ...
   \`\`\`

   Status is \`accepted\`, \`superseded by Dn\` or \`partly superseded by Dn, Dm\`; Date is the day it
   was taken (leave the line out when unknown); Group is one of the groups of the index (a new
   group is listed once its first record exists). One choice per record; the older records marked
   \`- Bundled: yes\` (last line of the header) join unrelated choices and are listed at the end.
4. To change a decision, add a record that says what it replaces, and set the old one's status to
   \`superseded by Dn\` (whole) or \`partly superseded by Dn\` (a part, which its text names). Keep both.
5. Run \`npm run decisions\` to write the index below.

${INDEX_MARKER}
`;

function main() {
  const args = process.argv.slice(2);
  const root = args.find((arg) => !arg.startsWith('--')) ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const docsDir = join(root, 'docs');
  const mainPath = join(docsDir, 'decisions.md');
  const historyPath = join(docsDir, 'decisions-history.md');
  const mainText = readFileSync(mainPath, 'utf8');
  const historyText = existsSync(historyPath) ? readFileSync(historyPath, 'utf8') : '';
  const groups = indexGroups(mainText);
  const records = [
    ...oldRecords(mainText, 'decisions.md').map((r) => ({ ...r, historical: false })),
    ...oldRecords(historyText, 'decisions-history.md').map((r) => ({ ...r, historical: true })),
  ];
  const seen = new Set();
  for (const record of records) {
    if (seen.has(record.number)) throw new Error(`D${record.number} is written twice`);
    seen.add(record.number);
  }
  const fileNames = new Map(records.map((r) => [r.number, recordFileName(r.number, r.title)]));
  const status = statuses(records);
  const outDir = join(docsDir, 'decisions');
  mkdirSync(outDir, { recursive: true });
  for (const record of records) {
    const group = groups.get(record.number) ?? record.heading;
    if (!group || group === 'Decisions: the history') throw new Error(`D${record.number} has no group`);
    const text = recordText({
      number: record.number,
      title: record.title.replace(/ \(superseded by \[D\d+\]\([^)]*\)\)$/, ''),
      status: status.get(record.number),
      date: dateOf(statusLine(record.body)),
      group,
      bundled: BUNDLED.has(record.number),
      body: relinkBody(record.body, fileNames),
    });
    writeFileSync(join(outDir, fileNames.get(record.number)), text);
  }
  const readmePath = join(outDir, 'README.md');
  const parsed = readRecords(outDir);
  const problems = recordProblems(parsed);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  writeFileSync(readmePath, withIndex(README_HEAD, parsed));
  const markdown = [join(root, 'README.md'), ...markdownUnder(docsDir)].filter(
    (file) => existsSync(file) && file !== mainPath && file !== historyPath && !file.startsWith(outDir),
  );
  const relinked = markdown.filter((file) => {
    const before = readFileSync(file, 'utf8');
    const after = relinkDoc(before, dirname(file), docsDir, fileNames);
    if (after !== before) writeFileSync(file, after);
    return after !== before;
  });
  if (args.includes('--delete')) {
    rmSync(mainPath);
    if (existsSync(historyPath)) rmSync(historyPath);
  } else if (args.includes('--keep-with-note')) {
    writeFileSync(
      mainPath,
      `> Records moved to docs/decisions/ (one file each, D300); new records go there.\n\n${mainText}`,
    );
  }
  console.log(
    `${records.length} records written to ${relative(root, outDir)}/, links relinked in ${relinked.map((file) => relative(root, file)).join(', ')}.`,
  );
}

function markdownUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

// The decision records, one file each under docs/decisions/ (D300), and their index. Each file is
// `D<four-digit number>-<slug>.md` and opens with its header:
//
//   # D293. The record's title
//
//   - Status: accepted | superseded by D180 | partly superseded by D181, D213
//   - Date: 2026-11-29            (only when the record states one)
//   - Group: Commands, tests and tooling
//   - Bundled: yes                (only on a record that joins unrelated choices, to be split)
//
// then its text. `npm run decisions` writes the index into docs/decisions/README.md, below the
// marker; `node scripts/decisions-index.mjs --check` (in npm test's static step) fails when a
// header is malformed, a status names a record that has no file, or the index is not what the
// files say. Groups are listed in the order of their lowest record number, records by number.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DECISIONS_DIR = join(ROOT, 'docs', 'decisions');
export const INDEX_MARKER = '<!-- The index below is written by `npm run decisions` (scripts/decisions-index.mjs). -->';

const FILE_NAME = /^D(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const HEADING = /^# D(\d+)\. (\S.*)$/;
const STATUS = /^(accepted|superseded by D\d+|partly superseded by D\d+(?:, D\d+)*)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FIELDS = ['Status', 'Date', 'Group', 'Bundled'];

/** The file name of record `number` titled `title`: its number to four digits, then a slug. */
export function recordFileName(number, title) {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    if (slug && slug.length + word.length + 1 > 48) break;
    slug = slug ? `${slug}-${word}` : word;
  }
  return `D${String(number).padStart(4, '0')}-${slug || 'record'}.md`;
}

/** The header and text of a record file, as written by the conversion and by hand. */
export function recordText({ number, title, status, date, group, bundled, body }) {
  const fields = [
    `- Status: ${status}`,
    ...(date ? [`- Date: ${date}`] : []),
    `- Group: ${group}`,
    ...(bundled ? ['- Bundled: yes'] : []),
  ];
  return `# D${number}. ${title}\n\n${fields.join('\n')}\n\n${body.trim()}\n`;
}

/** A record file read: its header's fields, or the problems that make it malformed. */
export function parseRecord(fileName, text) {
  const problems = [];
  const nameMatch = FILE_NAME.exec(fileName);
  if (!nameMatch) problems.push('the file name is not D<four digits>-<lowercase-slug>.md');
  const lines = text.split('\n');
  const heading = HEADING.exec(lines[0] ?? '');
  if (!heading) {
    return { fileName, title: '', problems: [...problems, 'the first line is not "# D<number>. <title>"'] };
  }
  const number = Number(heading[1]);
  if (nameMatch && Number(nameMatch[1]) !== number) problems.push(`the file name's number is not D${number}`);
  if (lines[1] !== '') problems.push('no blank line after the title');
  const fields = {};
  let at = 2;
  for (; at < lines.length && lines[at].startsWith('- '); at++) {
    const field = /^- ([A-Z][a-z]+): (\S.*)$/.exec(lines[at]);
    if (!field || !FIELDS.includes(field[1]) || field[1] in fields) {
      problems.push(`line ${at + 1} is not one of the fields ${FIELDS.join(', ')}, once each`);
      continue;
    }
    fields[field[1]] = field[2];
  }
  if (Object.keys(fields).join() !== FIELDS.filter((name) => name in fields).join()) {
    problems.push(`the fields are not in the order ${FIELDS.join(', ')}`);
  }
  if (!fields.Status) problems.push('no Status');
  else if (!STATUS.test(fields.Status)) {
    problems.push('Status is not "accepted", "superseded by Dn" or "partly superseded by Dn, Dm"');
  }
  if (fields.Date !== undefined && !DATE.test(fields.Date)) problems.push('Date is not YYYY-MM-DD');
  if (!fields.Group) problems.push('no Group');
  if (fields.Bundled !== undefined && fields.Bundled !== 'yes') problems.push('Bundled is not "yes"');
  if (lines[at] !== '' || lines.slice(at).join('').trim() === '')
    problems.push('no blank line and text after the header');
  return {
    fileName,
    number,
    title: heading[2],
    status: fields.Status,
    date: fields.Date,
    group: fields.Group,
    bundled: fields.Bundled === 'yes',
    problems,
  };
}

/** The records in a folder (README.md aside), each parsed. */
export function readRecords(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => parseRecord(name, readFileSync(join(dir, name), 'utf8')));
}

/** Every problem of a set of records: each file's own, twice-used numbers, statuses naming no record. */
export function recordProblems(records) {
  const problems = records.flatMap((record) => record.problems.map((problem) => `${record.fileName}: ${problem}`));
  const seen = new Map();
  for (const record of records) {
    if (record.number === undefined) continue;
    if (seen.has(record.number))
      problems.push(`${record.fileName}: D${record.number} is also ${seen.get(record.number)}`);
    else seen.set(record.number, record.fileName);
  }
  for (const record of records) {
    for (const [, cited] of (record.status ?? '').matchAll(/D(\d+)/g)) {
      if (!seen.has(Number(cited))) problems.push(`${record.fileName}: its status names D${cited}, which has no file`);
    }
  }
  return problems;
}

/** The index: the groups in the order of their lowest record, each record by number, then the bundled ones. */
export function renderIndex(records) {
  const byNumber = [...records].sort((a, b) => a.number - b.number);
  const groups = new Map();
  for (const record of byNumber) {
    if (!groups.has(record.group)) groups.set(record.group, []);
    groups.get(record.group).push(record);
  }
  const entry = (record) => {
    const link = `[D${record.number}](${record.fileName})`;
    if (record.status.startsWith('superseded')) return `- ${link} ~~${record.title}~~ (${record.status})`;
    if (record.status.startsWith('partly')) return `- ${link} ${record.title} (${record.status})`;
    return `- ${link} ${record.title}`;
  };
  const sections = [...groups].map(([group, list]) => `### ${group}\n\n${list.map(entry).join('\n')}`);
  const bundled = byNumber.filter((record) => record.bundled);
  const bundledSection = [
    '### Records that bundle unrelated choices',
    '',
    'Marked "Bundled: yes". Each is to be split into records of its own: new numbers, each taking one',
    'choice, which the old record names in its status ("partly superseded by"); its number and text stay.',
    '',
    bundled.map((record) => `[D${record.number}](${record.fileName})`).join(' · ') || '(none)',
  ].join('\n');
  return `## Index\n\n${sections.join('\n\n')}\n\n${bundledSection}\n`;
}

/** README.md with its index replaced by the one the records give. */
export function withIndex(readme, records) {
  const at = readme.indexOf(INDEX_MARKER);
  if (at === -1) throw new Error(`docs/decisions/README.md lacks the line ${INDEX_MARKER}`);
  return `${readme.slice(0, at + INDEX_MARKER.length)}\n\n${renderIndex(records)}`;
}

function main() {
  const check = process.argv.includes('--check');
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? DECISIONS_DIR;
  const records = readRecords(dir);
  const problems = recordProblems(records);
  if (problems.length > 0) {
    console.error(
      `Decision records with a malformed header (docs/decisions/README.md says the form):\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  const path = join(dir, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const wanted = withIndex(readme, records);
  if (readme === wanted) return;
  if (check) {
    console.error('docs/decisions/README.md: the index is not what the records say; run npm run decisions.');
    process.exit(1);
  }
  writeFileSync(path, wanted);
  console.log(`docs/decisions/README.md: index of ${records.length} records written.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  INDEX_MARKER,
  parseRecord,
  readRecords,
  recordFileName,
  recordProblems,
  recordText,
  renderIndex,
  withIndex,
} from './decisions-index.mjs';

const record = (number: number, title: string, status = 'accepted', group = 'Offers', extra = {}) => ({
  number,
  title,
  status,
  group,
  date: '2026-11-29',
  body: '**Context:** a. **Decision:** b. **Consequences:** c.',
  ...extra,
});

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function folderWith(records: ReturnType<typeof record>[], extra: Record<string, string> = {}): string {
  folder = mkdtempSync(join(tmpdir(), 'decisions-'));
  for (const r of records) writeFileSync(join(folder, recordFileName(r.number, r.title)), recordText(r));
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(folder, name), text);
  return folder;
}

describe('the decision records (D300)', () => {
  it('in docs/decisions/ have well-formed headers and the index they give (run npm run decisions when this fails)', () => {
    const records = readRecords();
    expect(recordProblems(records)).toEqual([]);
    expect(records.length).toBeGreaterThan(250);
    const readme = readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8');
    expect(readme).toBe(withIndex(readme, records));
  });

  it('are named by their number in four digits and a slug of their title', () => {
    expect(recordFileName(293, "An API test's copy of the seeded database: `Blob`; small buffers")).toBe(
      'D0293-an-api-test-s-copy-of-the-seeded-database-blob.md',
    );
    expect(recordFileName(7, 'Tú y él')).toBe('D0007-tu-y-el.md');
  });

  it('read back what the conversion writes, date and bundling included', () => {
    const text = recordText(
      record(5, 'One thing; another', 'partly superseded by D181, D213', 'Offers', { bundled: true }),
    );
    expect(parseRecord('D0005-one-thing-another.md', text)).toEqual({
      fileName: 'D0005-one-thing-another.md',
      number: 5,
      title: 'One thing; another',
      status: 'partly superseded by D181, D213',
      date: '2026-11-29',
      group: 'Offers',
      bundled: true,
      problems: [],
    });
    const undated = recordText({ ...record(6, 'Undated'), date: undefined });
    expect(undated).not.toContain('Date:');
    expect(parseRecord('D0006-undated.md', undated).problems).toEqual([]);
  });

  it('refuse a malformed header, naming what is wrong', () => {
    const good = recordText(record(12, 'Fine'));
    const problems = (name: string, text: string) => parseRecord(name, text).problems;
    expect(problems('D12-fine.md', good)).toEqual(['the file name is not D<four digits>-<lowercase-slug>.md']);
    expect(problems('D0013-fine.md', good)).toEqual(["the file name's number is not D12"]);
    expect(problems('D0012-fine.md', good.replace('# D12. Fine', '## D12 Fine'))).toEqual([
      'the first line is not "# D<number>. <title>"',
    ]);
    expect(problems('D0012-fine.md', good.replace('accepted', 'approved'))).toEqual([
      'Status is not "accepted", "superseded by Dn" or "partly superseded by Dn, Dm"',
    ]);
    expect(problems('D0012-fine.md', good.replace('2026-11-29', '29 November'))).toEqual(['Date is not YYYY-MM-DD']);
    expect(problems('D0012-fine.md', good.replace('- Group: Offers\n', ''))).toEqual(['no Group']);
    expect(problems('D0012-fine.md', good.replace('- Group: Offers', '- Group: Offers\n- Owner: me'))).toEqual([
      'line 6 is not one of the fields Status, Date, Group, Bundled, once each',
    ]);
    expect(
      problems(
        'D0012-fine.md',
        good.replace('- Status: accepted\n- Date: 2026-11-29', '- Date: 2026-11-29\n- Status: accepted'),
      ),
    ).toEqual(['the fields are not in the order Status, Date, Group, Bundled']);
    expect(problems('D0012-fine.md', '# D12. Fine\n\n- Status: accepted\n- Group: Offers\n')).toEqual([
      'no blank line and text after the header',
    ]);
  });

  it('refuse a number used twice and a status naming a record that has no file', () => {
    const dir = folderWith([record(1, 'One'), record(2, 'Two', 'superseded by D9')], {
      'D0001-one-again.md': recordText(record(1, 'One again')),
    });
    expect(recordProblems(readRecords(dir))).toEqual([
      'D0001-one.md: D1 is also D0001-one-again.md',
      'D0002-two.md: its status names D9, which has no file',
    ]);
  });

  it('index the groups in the order of their lowest record, each by number, superseded ones struck, bundled ones listed', () => {
    const dir = folderWith([
      record(40, 'Later in offers'),
      record(3, 'Old way', 'superseded by D40', 'Offers'),
      record(7, 'First of tooling', 'accepted', 'Tooling'),
      record(9, 'Two things; unrelated', 'partly superseded by D40', 'Tooling', { bundled: true }),
    ]);
    const index = renderIndex(readRecords(dir));
    expect(index).toBe(
      [
        '## Index',
        '',
        '### Offers',
        '',
        '- [D3](D0003-old-way.md) ~~Old way~~ (superseded by D40)',
        '- [D40](D0040-later-in-offers.md) Later in offers',
        '',
        '### Tooling',
        '',
        '- [D7](D0007-first-of-tooling.md) First of tooling',
        '- [D9](D0009-two-things-unrelated.md) Two things; unrelated (partly superseded by D40)',
        '',
        '### Records that bundle unrelated choices',
        '',
        'Marked "Bundled: yes". Each is to be split into records of its own: new numbers, each taking one',
        'choice, which the old record names in its status ("partly superseded by"); its number and text stay.',
        '',
        '[D9](D0009-two-things-unrelated.md)',
        '',
      ].join('\n'),
    );
  });

  it('write the index below the marker and keep what stands above it', () => {
    const readme = `# Decisions\n\nHow to add one.\n\n${INDEX_MARKER}\n\nan index gone stale\n`;
    const records = [parseRecord('D0001-one.md', recordText(record(1, 'One')))];
    const written = withIndex(readme, records);
    expect(written.startsWith(`# Decisions\n\nHow to add one.\n\n${INDEX_MARKER}\n\n## Index`)).toBe(true);
    expect(written).not.toContain('stale');
    expect(withIndex(written, records)).toBe(written);
    expect(() => withIndex('# Decisions\n', records)).toThrow(/lacks the line/);
  });
});

import { describe, expect, it } from 'vitest';
import { citationProblems } from './code-citations.mjs';

// The forbidden word is joined here so that this file passes the check it tests.
const ISSUE = ['iss', 'ue'].join('');

describe('what the code cites (D300)', () => {
  const records = new Set([93, 293]);

  it('passes a decision that has its record, and words that only look like one', () => {
    const text = `// One home for the lifecycle (D93; see D293).\nconst x = 'D3D'; // 0xD1, MD5, D293-like\n`;
    expect(citationProblems('a.ts', text, records)).toEqual([]);
  });

  it('names a decision that has no record, with its line', () => {
    const missing = ['D', 294].join('');
    expect(citationProblems('a.ts', `// ok\n// as ${missing} says\n`, records)).toEqual([
      `a.ts:2: cites ${missing}, which has no record in docs/decisions/`,
    ]);
  });

  it('names every issue number, in a comment or a test title, whatever its case or form', () => {
    const text = [
      `// A refusal is never silent (${ISSUE} 66 item 2).`,
      `describe('the takeover (${ISSUE.toUpperCase()} 63)', () => {});`,
      `/* ${ISSUE}s #41 and 42 */`,
      `// an ${ISSUE} with the reader, no number: fine`,
    ].join('\n');
    expect(citationProblems('b.ts', text, records)).toEqual([
      `b.ts:1: cites "${ISSUE} 66"; name the decision that records the choice, or say why in words`,
      `b.ts:2: cites "${ISSUE.toUpperCase()} 63"; name the decision that records the choice, or say why in words`,
      `b.ts:3: cites "${ISSUE}s #41"; name the decision that records the choice, or say why in words`,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseLegalMarkdown } from './legal-markdown.ts';

describe('parseLegalMarkdown', () => {
  it('reads headings, lists and paragraphs, joining wrapped lines', () => {
    expect(
      parseLegalMarkdown(
        'Intro line one\nline two.\n\n## What we collect\n- Profile\n* Answers\nAfter the list.\r\n\n### Contact\nWrite to us.',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two.' },
      { kind: 'heading', text: 'What we collect' },
      { kind: 'list', items: ['Profile', 'Answers'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'heading', text: 'Contact' },
      { kind: 'paragraph', text: 'Write to us.' },
    ]);
  });

  it('keeps markup as plain text and ignores blank input', () => {
    expect(parseLegalMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
    expect(parseLegalMarkdown('  \n\n ')).toEqual([]);
    expect(parseLegalMarkdown('#nospace')).toEqual([{ kind: 'paragraph', text: '#nospace' }]);
  });
});

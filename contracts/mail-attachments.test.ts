import { describe, expect, it } from 'vitest';
import { MAIL_ATTACHMENT_MAX_BYTES, attachmentProblems } from './mail-attachments.ts';

const MB = 1024 * 1024;

describe('a choice of attachments', () => {
  it('given five accepted files within the limits, then nothing is wrong', () => {
    const files = ['a.pdf', 'b.DOCX', 'c.doc', 'd.txt', 'e.jpeg'].map((name) => ({ name, size: 3 * MB }));
    expect(attachmentProblems(files)).toEqual([]);
  });

  it('given six files, then there are too many', () => {
    expect(attachmentProblems(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, size: 10 })))).toEqual([
      { kind: 'too-many' },
    ]);
  });

  it('given one file over 10 MB and three that come to more than 20 MB, then each size problem is named', () => {
    expect(attachmentProblems([{ name: 'big.pdf', size: MAIL_ATTACHMENT_MAX_BYTES + 1 }])).toEqual([
      { kind: 'too-large', name: 'big.pdf' },
    ]);
    expect(attachmentProblems([7, 7, 7].map((mb, i) => ({ name: `${i}.png`, size: mb * MB })))).toEqual([
      { kind: 'total-too-large' },
    ]);
  });

  it('given an executable, a file without extension and an empty file, then each is named', () => {
    expect(
      attachmentProblems([
        { name: 'setup.exe', size: 10 },
        { name: 'README', size: 10 },
        { name: 'blank.txt', size: 0 },
      ]),
    ).toEqual([
      { kind: 'unsupported', name: 'setup.exe' },
      { kind: 'unsupported', name: 'README' },
      { kind: 'empty', name: 'blank.txt' },
    ]);
  });
});

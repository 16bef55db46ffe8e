import { describe, expect, it } from 'vitest';
import { contentDisposition } from './file-download.ts';

describe('the download name', () => {
  it('given a plain name, then both forms carry it as it is', () => {
    expect(contentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });

  it('given quotes, a backslash, accents and characters RFC 5987 does not allow bare, then the fallback is ASCII and the encoded form keeps the name', () => {
    const header = contentDisposition(`José "O'Neil" (final)\\*.pdf`);
    expect(header).toBe(
      `attachment; filename="Jos_ _O'Neil_ (final)_*.pdf"; filename*=UTF-8''Jos%C3%A9%20%22O%27Neil%22%20%28final%29%5C%2A.pdf`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe(`José "O'Neil" (final)\\*.pdf`);
  });

  it('given a line break in the name, then the header stays one line', () => {
    expect(contentDisposition('a\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
  });
});

/**
 * The text a PDF made with pdf-lib's standard fonts shows, line by line, for tests that read what a
 * document says: each content stream inflated, each `<hex> Tj` decoded from WinAnsi (Latin-1 with
 * the typographic characters of 0x80-0x9F). No-break spaces come back as plain spaces.
 */
import { inflateSync } from 'node:zlib';

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start < 0) return found;
    let body = start + 'stream'.length;
    if (pdf[body] === 0x0d) body++;
    if (pdf[body] === 0x0a) body++;
    const end = pdf.indexOf('endstream', body, 'latin1');
    if (end < 0) return found;
    const raw = pdf.subarray(body, end);
    try {
      found.push(inflateSync(raw));
    } catch {
      found.push(raw);
    }
    at = end + 'endstream'.length;
  }
}

const decode = (hex: string) =>
  Buffer.from(hex, 'hex')
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (c) => WIN_ANSI_HIGH[c.charCodeAt(0)] ?? '?')
    .replace(/\u00a0/g, ' ');

export function pdfTextLines(pdf: Buffer): string[] {
  return streams(pdf).flatMap((s) =>
    [...s.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => decode(m[1]!)),
  );
}

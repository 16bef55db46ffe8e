/**
 * Small real files for the demo's uploads, made without a library so seeding stays fast: a
 * one-page PDF resume (Helvetica, WinAnsi text) and a silent WebM recording (one Opus audio
 * track of 20 ms silent frames; the demo has no camera), each what the upload checks accept
 * (resume-file.ts, media-check.ts judge them by their bytes).
 */

/** A PDF string literal's text: Latin-1 bytes, with \, ( and ) escaped; other characters become '?'. */
function pdfText(text: string): string {
  return Array.from(text, (ch) => (ch.charCodeAt(0) > 0xff ? '?' : ch))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Space above the line, in points. */
  gap?: number;
}

/** A one-page US Letter PDF with the lines from the top, 72 pt margins. */
export function onePagePdf(lines: readonly PdfLine[]): Buffer {
  let y = 720;
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      y -= (line.gap ?? 0) + size * 1.4;
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 72 ${Math.round(y)} Td (${pdfText(line.text)}) Tj ET`;
    })
    .join('\n');
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (buffer: Buffer) => {
    parts.push(buffer);
    length += buffer.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  add(
    Buffer.concat([
      Buffer.from(`6 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );
  const xrefAt = length;
  const xref = [
    'xref',
    `0 ${offsets.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ].join('\n');
  add(
    Buffer.from(
      `${xref}\ntrailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

// ---- WebM (Matroska) ----

/** An EBML size: the shortest vint that holds it. */
function ebmlSize(n: number): Buffer {
  for (let bytes = 1; bytes <= 8; bytes++) {
    if (n < 2 ** (7 * bytes) - 1) {
      const out = Buffer.alloc(bytes);
      let v = n;
      for (let i = bytes - 1; i >= 0; i--) {
        out[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      out[0]! |= 0x80 >> (bytes - 1);
      return out;
    }
  }
  throw new Error('EBML size too large');
}

const element = (id: number[], ...body: Buffer[]) => {
  const payload = Buffer.concat(body);
  return Buffer.concat([Buffer.from(id), ebmlSize(payload.length), payload]);
};
const uint = (id: number[], value: number) => {
  const bytes: number[] = [];
  let v = value;
  do {
    bytes.unshift(v & 0xff);
    v = Math.floor(v / 256);
  } while (v > 0);
  return element(id, Buffer.from(bytes));
};
const float64 = (id: number[], value: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return element(id, b);
};
const text = (id: number[], value: string) => element(id, Buffer.from(value, 'ascii'));

/** An Opus packet that decodes to 20 ms of silence (CELT, fullband, mono). */
const SILENT_OPUS_FRAME = Buffer.from([0xf8, 0xff, 0xfe]);

/** A WebM of `seconds` of silence: one Opus track, its Duration stated, one cluster of 20 ms blocks. */
export function silentWebm(seconds: number): Buffer {
  const opusHead = Buffer.alloc(19);
  opusHead.write('OpusHead', 0, 'ascii');
  opusHead[8] = 1; // version
  opusHead[9] = 1; // channels
  opusHead.writeUInt16LE(312, 10); // pre-skip
  opusHead.writeUInt32LE(48_000, 12); // input sample rate
  const frames = Math.round((seconds * 1000) / 20);
  const blocks = Array.from({ length: frames }, (_, i) => {
    const header = Buffer.alloc(4);
    header[0] = 0x81; // track 1
    header.writeInt16BE(i * 20, 1); // ms from the cluster's timecode
    header[3] = 0x80; // keyframe
    return element([0xa3], header, SILENT_OPUS_FRAME);
  });
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    uint([0x42, 0x86], 1),
    uint([0x42, 0xf7], 1),
    uint([0x42, 0xf2], 4),
    uint([0x42, 0xf3], 8),
    text([0x42, 0x82], 'webm'),
    uint([0x42, 0x87], 4),
    uint([0x42, 0x85], 2),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    uint([0x2a, 0xd7, 0xb1], 1_000_000),
    float64([0x44, 0x89], frames * 20),
    text([0x4d, 0x80], 'assay-demo-seed'),
    text([0x57, 0x41], 'assay-demo-seed'),
  );
  const track = element(
    [0xae],
    uint([0xd7], 1),
    uint([0x73, 0xc5], 1),
    uint([0x83], 2),
    text([0x86], 'A_OPUS'),
    element([0x63, 0xa2], opusHead),
    uint([0x56, 0xaa], 6_500_000),
    uint([0x56, 0xbb], 80_000_000),
    element([0xe1], float64([0xb5], 48_000), uint([0x9f], 1)),
  );
  const tracks = element([0x16, 0x54, 0xae, 0x6b], track);
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], uint([0xe7], 0), ...blocks);
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], info, tracks, cluster)]);
}

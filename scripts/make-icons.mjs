// Draws the app icons (public/icons/*.png) with no dependency beyond Node: a brand-blue square
// with a white "A" mark, rasterised by distance to line segments with 4x4 supersampling and
// written as an indexed-colour PNG through zlib. Re-run after changing the mark:
//   node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

// The mark in unit coordinates (0..1 across its own box): two legs and a crossbar.
const STROKES = [
  [0.5, 0.1, 0.16, 0.9],
  [0.5, 0.1, 0.84, 0.9],
  [0.3, 0.6, 0.7, 0.6],
];
const STROKE_HALF_WIDTH = 0.075;

function distanceToSegment(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const along = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + along * dx), py - (ay + along * dy));
}

/** Share of a pixel's 16 samples inside the mark, which occupies `markScale` of the icon, centred. */
function coverage(x, y, size, markScale) {
  const box = size * markScale;
  const origin = (size - box) / 2;
  let inside = 0;
  for (let sy = 0; sy < 4; sy += 1) {
    for (let sx = 0; sx < 4; sx += 1) {
      const ux = (x + (sx + 0.5) / 4 - origin) / box;
      const uy = (y + (sy + 0.5) / 4 - origin) / box;
      if (STROKES.some((s) => distanceToSegment(ux, uy, s) <= STROKE_HALF_WIDTH)) inside += 1;
    }
  }
  return inside / 16;
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The icon as an indexed-colour PNG: the mark's edges blend two colours over 16 samples, so the
 * image has at most 17 colours, and a palette with one byte per pixel draws it exactly as 8-bit
 * RGBA did. Rows unfiltered: on these flat areas the filters of the PNG specification (Sub, Up,
 * Paeth, or each row's best by its sum of differences) all came out larger. Half the bytes of the
 * RGBA version, gzipped as the precache counts them (the icons are in every candidate's
 * precache, D191).
 */
function png(size, markScale) {
  const palette = [];
  const indexOf = new Map();
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size); // leading 0: filter type None
    for (let x = 0; x < size; x += 1) {
      const c = coverage(x, y, size, markScale);
      const rgb = [0, 1, 2].map((i) => Math.round(BLUE[i] * (1 - c) + WHITE[i] * c));
      const key = rgb.join(',');
      if (!indexOf.has(key)) {
        indexOf.set(key, palette.length / 3);
        palette.push(...rgb);
      }
      row[1 + x] = indexOf.get(key);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // indexed colour (PLTE)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette)),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// A maskable icon may be cropped to a circle of 80% of its width (the safe zone), so its mark is
// drawn smaller than on the plain icons, whose mark fills 60%.
const icons = [
  ['icon-192.png', 192, 0.6],
  ['icon-512.png', 512, 0.6],
  ['icon-maskable-512.png', 512, 0.44],
];

mkdirSync(outDir, { recursive: true });
for (const [name, size, markScale] of icons) {
  const bytes = png(size, markScale);
  writeFileSync(join(outDir, name), bytes);
  console.log(`public/icons/${name}: ${size}x${size}, ${bytes.length} bytes`);
}

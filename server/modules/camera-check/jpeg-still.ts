/**
 * A camera-check photo's bytes, read by walking the JPEG's markers (ITU T.81, B.1) before it is
 * kept (D468): a start of image; tables, one frame header and scans in any order; an end of image
 * with nothing after it. The frame must be baseline, extended or progressive Huffman (SOF0, SOF1,
 * SOF2) of 8-bit samples, 1 or 3 components, at most STILL_MAX_SIDE pixels a side. Metadata
 * segments (APP0-APP15: EXIF with its GPS position, XMP, ICC, thumbnails; COM) are dropped from
 * what is kept, so staff never receive where or on what a photo was taken. What is kept is then
 * decoded whole (jpeg-js, D472): coded data cut short or with a Huffman code no table holds is
 * refused here rather than shown broken to staff; the decoding runs on a worker thread (D479), so
 * it holds no other request up. At most STILL_MAX_SCANS scans: each scan of a
 * progressive frame visits every block, so their number bounds the decoding's time.
 */
import { photoDecoder, type StillDecoder } from './jpeg-decode-pool.ts';

/** The largest width or height taken (the device sends 320 pixels wide; a portrait 9:16 is 569 high). */
export const STILL_MAX_SIDE = 1024;

/** The most scans taken: a progressive encoder writes 10 for colour (libjpeg), a baseline one 1. */
export const STILL_MAX_SCANS = 32;

export type StillRefusal = 'not_jpeg' | 'dimensions' | 'undecodable';

export type StillReading =
  { ok: true; kept: Uint8Array; width: number; height: number } | { ok: false; why: StillRefusal };

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Tables and restart interval: kept as they are. */
const TABLES = new Set([0xc4, 0xdb, 0xdd]);
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;

const refuse = (why: StillRefusal = 'not_jpeg'): StillReading => ({ ok: false, why });

/** Where a scan's entropy-coded data ends: at the first marker that is neither a stuffed 0xFF00 nor a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      i++;
      continue;
    }
    if (next === 0xff) continue; // fill bytes before a marker
    return i;
  }
  return -1;
}

/**
 * Reads a photo; `kept` is the same image without its metadata segments. Rejects with DecoderBusy
 * when the decoder cannot take the photo now (not the photo's fault).
 */
export async function readStill(bytes: Uint8Array, decoder: StillDecoder = photoDecoder): Promise<StillReading> {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return refuse();
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let frame: { width: number; height: number } | undefined;
  let scans = 0;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return refuse();
    while (bytes[at + 1] === 0xff) at++; // fill bytes
    const marker = bytes[at + 1];
    if (marker === undefined) return refuse();
    if (marker === EOI) {
      // Nothing may follow the image: a file that is also a page or an archive is not a photo.
      if (!frame || scans === 0 || at + 2 !== bytes.length) return refuse();
      kept.push(bytes.subarray(at, at + 2));
      const image = Buffer.concat(kept);
      return (await decoder.decodes(image, frame)) ? { ok: true, kept: image, ...frame } : refuse('undecodable');
    }
    if (at + 4 > bytes.length) return refuse();
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return refuse();
    const segment = bytes.subarray(at, end);
    if (FRAMES.has(marker)) {
      if (frame) return refuse();
      const components = bytes[at + 9];
      if (bytes[at + 4] !== 8 || (components !== 1 && components !== 3) || length !== 8 + 3 * components)
        return refuse();
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      if (width < 1 || height < 1 || width > STILL_MAX_SIDE || height > STILL_MAX_SIDE) return refuse('dimensions');
      frame = { width, height };
      kept.push(segment);
      at = end;
    } else if (marker === SOS) {
      const components = bytes[at + 4]!;
      if (!frame || components < 1 || components > 4 || length !== 6 + 2 * components) return refuse();
      const coded = scanEnd(bytes, end);
      if (coded < 0 || coded === end || scans === STILL_MAX_SCANS) return refuse();
      scans++;
      kept.push(bytes.subarray(at, coded));
      at = coded;
    } else if (TABLES.has(marker)) {
      kept.push(segment);
      at = end;
    } else if (isMetadata(marker)) {
      at = end;
    } else {
      // Arithmetic coding, lossless or hierarchical frames, DNL, restarts outside a scan, reserved.
      return refuse();
    }
  }
  return refuse();
}

/**
 * What an uploaded answer really is: the container from its bytes (file-type), and its duration
 * from the container's own header when it has one: MP4 'mvhd' (timescale, duration), WebM/Matroska
 * Segment > Info > Duration (x TimecodeScale). MediaRecorder's WebM and Ogg carry no duration
 * header; then the duration the client declared is used, and the caller bounds it by the limit
 * (D61).
 */
import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';

export interface Container {
  /** The type the answer is stored and served with. */
  contentType: string;
  family: 'mp4' | 'webm' | 'ogg';
}

const FAMILIES: Record<string, Container['family']> = {
  mp4: 'mp4',
  m4v: 'mp4',
  m4a: 'mp4',
  webm: 'webm',
  ogv: 'ogg',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  spx: 'ogg',
};

/** The container of the file, or undefined when its bytes are not MP4, WebM or Ogg. */
export async function detectContainer(file: string, media: 'video' | 'audio'): Promise<Container | undefined> {
  const found = await fileTypeFromFile(file);
  const family = found ? FAMILIES[found.ext] : undefined;
  if (!family) return undefined;
  const kind = media === 'audio' && family !== 'mp4' ? 'audio' : found!.ext === 'm4a' ? 'audio' : 'video';
  return { family, contentType: `${kind}/${family}` };
}

/** Reads `length` bytes at `position` (fewer at the end of the file). */
async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Seconds from the 'moov' > 'mvhd' box; undefined when absent or zero (fragmented MP4). */
export async function mp4Duration(file: string): Promise<number | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const walk = async (start: number, end: number, depth: number): Promise<number | undefined> => {
      let at = start;
      while (at + 8 <= end && depth < 3) {
        const head = await readAt(handle, at, 16);
        if (head.length < 8) return undefined;
        let boxSize = head.readUInt32BE(0);
        const type = head.toString('latin1', 4, 8);
        let headerSize = 8;
        if (boxSize === 1) {
          if (head.length < 16) return undefined;
          boxSize = Number(head.readBigUInt64BE(8));
          headerSize = 16;
        } else if (boxSize === 0) boxSize = end - at;
        if (boxSize < headerSize) return undefined;
        if (type === 'moov') return walk(at + headerSize, Math.min(end, at + boxSize), depth + 1);
        if (type === 'mvhd') {
          const body = await readAt(handle, at + headerSize, 32);
          const version = body[0];
          const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
          const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
          return timescale > 0 && duration > 0 && duration !== 0xffffffff ? duration / timescale : undefined;
        }
        at += boxSize;
      }
      return undefined;
    };
    return await walk(0, size, 0);
  } finally {
    await handle.close();
  }
}

/** An EBML variable-length integer at `at`: its length and value (the size marker removed). */
function vint(
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { length: number; value: number; unknown: boolean } | undefined {
  const first = buf[at];
  if (first === undefined || first === 0) return undefined;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[at + i]!;
    if (buf[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** Seconds from Segment > Info > Duration in the first megabyte; undefined when absent (MediaRecorder). */
export async function webmDuration(file: string): Promise<number | undefined> {
  const handle = await fs.promises.open(file, 'r');
  let buf: Buffer;
  try {
    buf = await readAt(handle, 0, 1024 * 1024);
  } finally {
    await handle.close();
  }
  let at = 0;
  let end = buf.length;
  let scale = 1_000_000;
  let duration: number | undefined;
  while (at < end) {
    const idv = vint(buf, at, true);
    if (!idv) return undefined;
    const sizev = vint(buf, at + idv.length, false);
    if (!sizev) return undefined;
    const bodyAt = at + idv.length + sizev.length;
    const bodyEnd = sizev.unknown ? buf.length : bodyAt + sizev.value;
    if (idv.value === SEGMENT) {
      at = bodyAt;
      end = Math.min(buf.length, bodyEnd);
      continue;
    }
    if (idv.value === INFO) {
      at = bodyAt;
      end = Math.min(buf.length, bodyEnd);
      continue;
    }
    if (idv.value === CLUSTER) break;
    if (idv.value === TIMECODE_SCALE && sizev.value <= 8) {
      scale = 0;
      for (let i = 0; i < sizev.value; i++) scale = scale * 256 + buf[bodyAt + i]!;
    } else if (idv.value === DURATION && bodyEnd <= buf.length) {
      if (sizev.value === 4) duration = buf.readFloatBE(bodyAt);
      else if (sizev.value === 8) duration = buf.readDoubleBE(bodyAt);
    }
    if (sizev.unknown) return undefined;
    at = bodyEnd;
  }
  return duration !== undefined && Number.isFinite(duration) && duration > 0 && scale > 0
    ? (duration * scale) / 1e9
    : undefined;
}

const TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Elements whose children the block walk reads in turn; everything else is skipped whole. */
const WALKED_INTO = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

const unsigned = (buf: Buffer, at: number, length: number) => {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + buf[at + i]!;
  return value;
};

/**
 * Seconds up to the last frame, from the blocks themselves (each cluster's Timecode plus each
 * block's relative time): MediaRecorder's WebM states no Duration, but its blocks are timed. One
 * header read per element, block bodies skipped, so a long recording costs a few thousand small reads.
 */
export async function webmBlockSpan(file: string): Promise<number | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    let scale = 1_000_000;
    let clusterTime = 0;
    let last: number | undefined;
    let at = 0;
    while (at < size) {
      const head = await readAt(handle, at, 16);
      const idv = vint(head, 0, true);
      const sizev = idv && vint(head, idv.length, false);
      if (!idv || !sizev) break;
      const headLength = idv.length + sizev.length;
      const fits = !sizev.unknown && sizev.value <= 8 && headLength + sizev.value <= head.length;
      if (idv.value === TIMECODE_SCALE && fits) scale = unsigned(head, headLength, sizev.value);
      else if (idv.value === TIMECODE && fits) clusterTime = unsigned(head, headLength, sizev.value);
      else if (idv.value === SIMPLE_BLOCK || idv.value === BLOCK) {
        const track = vint(head, headLength, false);
        if (track && headLength + track.length + 2 <= head.length) {
          const time = clusterTime + head.readInt16BE(headLength + track.length);
          last = last === undefined ? time : Math.max(last, time);
        }
      }
      if (WALKED_INTO.has(idv.value)) {
        at += headLength;
        continue;
      }
      if (sizev.unknown) break;
      at += headLength + sizev.value;
    }
    return last !== undefined && last >= 0 && scale > 0 ? (last * scale) / 1e9 : undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Seconds of an Ogg Opus or Vorbis stream: the last page's granule position (samples, less Opus's
 * pre-skip) over the sample rate (48 kHz for Opus; Vorbis states its own). Other codecs (Theora) give none.
 */
export async function oggDuration(file: string): Promise<number | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const first = await readAt(handle, 0, 128);
    let rate: number | undefined;
    let preSkip = 0;
    const opus = first.indexOf('OpusHead', 0, 'latin1');
    const vorbis = first.indexOf('\x01vorbis', 0, 'latin1');
    if (opus >= 0 && opus + 12 <= first.length) {
      rate = 48_000;
      preSkip = first.readUInt16LE(opus + 10);
    } else if (vorbis >= 0 && vorbis + 16 <= first.length) rate = first.readUInt32LE(vorbis + 12);
    if (!rate) return undefined;
    const tailStart = Math.max(0, size - 65_536);
    const tail = await readAt(handle, tailStart, size - tailStart);
    for (
      let at = tail.lastIndexOf('OggS', tail.length, 'latin1');
      at >= 0;
      at = at > 0 ? tail.lastIndexOf('OggS', at - 1, 'latin1') : -1
    ) {
      if (at + 14 > tail.length) continue;
      const granule = tail.readBigInt64LE(at + 6);
      if (granule >= 0n) return Math.max(0, Number(granule) - preSkip) / rate;
    }
    return undefined;
  } finally {
    await handle.close();
  }
}

/** The container's own duration: stated in its header, or for WebM without one, timed by its blocks. */
export async function containerDuration(file: string, family: Container['family']): Promise<number | undefined> {
  try {
    if (family === 'mp4') return await mp4Duration(file);
    if (family === 'webm') return (await webmDuration(file)) ?? (await webmBlockSpan(file));
    if (family === 'ogg') return await oggDuration(file);
  } catch {
    return undefined;
  }
  return undefined;
}

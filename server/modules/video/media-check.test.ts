import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { containerDuration, detectContainer } from './media-check.ts';
import { mp4Bytes, webmBytes } from '../../test/video-fixtures.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-media-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: Buffer) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, bytes);
  return p;
};

describe('reading an answer file', () => {
  it('given an MP4 whose mvhd says 12 500 / 1000, then video/mp4 of 12.5 s', async () => {
    const p = file('a.mp4', mp4Bytes(12.5));
    expect(await detectContainer(p, 'video')).toEqual({ family: 'mp4', contentType: 'video/mp4' });
    expect(await containerDuration(p, 'mp4')).toBe(12.5);
  });

  it('given a WebM with Info > Duration 42 000 at 1 ms per tick, then 42 s; without it (MediaRecorder), none', async () => {
    const withDuration = file('b.webm', webmBytes(8 * 1024, 42));
    expect(await detectContainer(withDuration, 'audio')).toEqual({ family: 'webm', contentType: 'audio/webm' });
    expect(await containerDuration(withDuration, 'webm')).toBe(42);
    expect(await containerDuration(file('c.webm', webmBytes()), 'webm')).toBeUndefined();
  });

  it('given a MediaRecorder-style WebM (no Duration, unknown-size clusters), then its span comes from the cluster and block times', async () => {
    const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...Buffer.from('webm', 'latin1')]);
    const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    const info = Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x87, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]);
    const cluster = (timecode: number) =>
      Buffer.from([
        0x1f,
        0x43,
        0xb6,
        0x75,
        0x01,
        0xff,
        0xff,
        0xff,
        0xff,
        0xff,
        0xff,
        0xff,
        0xe7,
        0x82,
        timecode >> 8,
        timecode & 0xff,
      ]);
    // A SimpleBlock: track 1, a signed 16-bit time relative to its cluster, flags, 100 bytes of frame.
    const block = (relative: number) => {
      const body = Buffer.concat([
        Buffer.from([0x81, (relative >> 8) & 0xff, relative & 0xff, 0x80]),
        Buffer.alloc(100, 7),
      ]);
      return Buffer.concat([Buffer.from([0xa3, 0x40 | (body.length >> 8), body.length & 0xff]), body]);
    };
    const groupBlock = (relative: number) => {
      const inner = block(relative);
      inner[0] = 0xa1;
      return Buffer.concat([Buffer.from([0xa0, 0x80 | inner.length]), inner]);
    };
    const bytes = Buffer.concat([
      ebml,
      segment,
      info,
      cluster(0),
      block(0),
      block(480),
      groupBlock(960),
      cluster(2000),
      block(0),
      block(1250),
    ]);
    expect(await containerDuration(file('e.webm', bytes), 'webm')).toBe(3.25);
    // No blocks at all: no span, and the declared duration (bounded) decides.
    expect(
      await containerDuration(file('f.webm', Buffer.concat([ebml, segment, info, cluster(0)])), 'webm'),
    ).toBeUndefined();
  });

  it('given an Ogg Opus recording, then its length is the last granule less the pre-skip at 48 kHz; an Ogg of another codec has none', async () => {
    // A page: capture pattern, version, header type, the granule position, then the rest of a 27-byte header and its body.
    const page = (granule: bigint, body: Buffer) => {
      const header = Buffer.alloc(27);
      header.write('OggS', 0, 'latin1');
      header.writeBigInt64LE(granule, 6);
      header[26] = 1;
      return Buffer.concat([header, Buffer.from([body.length]), body]);
    };
    const opusHead = Buffer.alloc(19);
    opusHead.write('OpusHead', 0, 'latin1');
    opusHead[8] = 1;
    opusHead[9] = 1;
    opusHead.writeUInt16LE(312, 10);
    opusHead.writeUInt32LE(48_000, 12);
    const audio = Buffer.concat([
      page(0n, opusHead),
      page(-1n, Buffer.alloc(200, 1)),
      page(48_000n * 7n + 312n, Buffer.alloc(200, 2)),
    ]);
    expect(await containerDuration(file('g.opus', audio), 'ogg')).toBe(7);
    const theora = Buffer.concat([page(0n, Buffer.from('\x80theora', 'latin1')), page(900n, Buffer.alloc(50))]);
    expect(await containerDuration(file('h.ogv', theora), 'ogg')).toBeUndefined();
  });

  it('given text named .mp4, then no container', async () => {
    expect(await detectContainer(file('d.mp4', Buffer.from('not a video\n'.repeat(50))), 'video')).toBeUndefined();
  });
});

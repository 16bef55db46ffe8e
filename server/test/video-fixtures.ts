/** Small files for the tests and the bench: containers whose headers are real, padded with zeros. */

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An MP4 (ftyp, moov > mvhd stating `seconds`, mdat of zeros) of about `size` bytes. */
export function mp4Bytes(seconds: number, size = 64 * 1024): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')]),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  const moov = box('moov', box('mvhd', mvhd));
  const used = ftyp.length + moov.length + 8;
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(Math.max(0, size - used)))]);
}

/**
 * A WebM as MediaRecorder writes it (no Duration, unknown sizes) of about `size` bytes; with
 * `seconds`, a Segment > Info stating TimecodeScale 1 ms and that Duration (as muxers write it).
 */
export function webmBytes(size = 64 * 1024, seconds?: number): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm', 'latin1')]);
  const ebml = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const cluster = Buffer.from([
    0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x81, 0x00,
  ]);
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE((seconds ?? 0) * 1000);
  const infoBody = Buffer.concat([
    Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]),
    Buffer.from([0x44, 0x89, 0x88]),
    duration,
  ]);
  const info =
    seconds === undefined
      ? Buffer.alloc(0)
      : Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | infoBody.length]), infoBody]);
  const head = Buffer.concat([ebml, segment, info, cluster]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

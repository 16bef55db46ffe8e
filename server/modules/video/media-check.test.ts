import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { containerDuration, detectContainer } from './media-check.ts';
import { mp4Bytes, webmBytes } from './video-fixtures.ts';

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

  it('given text named .mp4, then no container', async () => {
    expect(await detectContainer(file('d.mp4', Buffer.from('not a video\n'.repeat(50))), 'video')).toBeUndefined();
  });
});

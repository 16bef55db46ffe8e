import { describe, expect, it } from 'vitest';
import { bytesNeeded, extensionOf, formatSeconds, isAcceptedVideoType, recorderType } from './media-rules.ts';

describe('video answer media rules', () => {
  it('given a file type, then only MP4, WebM and Ogg video are accepted', () => {
    expect(['video/mp4', 'video/webm', 'video/ogg', 'video/webm;codecs=vp8'].map(isAcceptedVideoType)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['video/quicktime', 'text/plain', '', 'audio/mpeg', 'video/x-msvideo'].map(isAcceptedVideoType)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('given what the recorder supports, then the first preferred type, or the browser default', () => {
    expect(recorderType('video', (t) => t === 'video/webm' || t === 'video/mp4')).toBe('video/webm');
    expect(recorderType('audio', (t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(recorderType('video', () => false)).toBe('');
    expect(extensionOf('video/webm;codecs=vp8,opus')).toBe('webm');
    expect(extensionOf('audio/mp4')).toBe('mp4');
  });

  it('given a limit, then the room asked for: 60 s of video is 37.5 MB, 120 s of audio 3.84 MB', () => {
    expect(bytesNeeded('video', 60)).toBe(37_500_000);
    expect(bytesNeeded('audio', 120)).toBe(3_840_000);
    expect(formatSeconds(90)).toBe('1:30');
    expect(formatSeconds(0.2)).toBe('0:01');
    expect(formatSeconds(-3)).toBe('0:00');
  });
});

/** Which files and recorder formats a video answer may use (seed 000 section 5), and the room it needs. */
import { VIDEO_CONTENT_TYPES } from '../../../contracts/video.ts';

/** The file picker's types: video/mp4, video/webm, video/ogg only. */
export function isAcceptedVideoType(type: string): boolean {
  const base = type.split(';')[0]!.trim().toLowerCase();
  return (VIDEO_CONTENT_TYPES as readonly string[]).includes(base);
}

const VIDEO_RECORDER_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
const AUDIO_RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The first format this browser's MediaRecorder can write, or '' to let it choose. */
export function recorderType(media: 'video' | 'audio', isSupported: (type: string) => boolean): string {
  return (media === 'audio' ? AUDIO_RECORDER_TYPES : VIDEO_RECORDER_TYPES).find((type) => isSupported(type)) ?? '';
}

/** The file extension of a recorded type. */
export function extensionOf(type: string): string {
  const base = type.split(';')[0]!;
  return base.endsWith('mp4') ? 'mp4' : base.endsWith('ogg') ? 'ogg' : 'webm';
}

/**
 * Bytes a recording of `seconds` may need, with room to spare: 2.5 Mbit/s for video (what
 * browsers' MediaRecorder writes at 720p by default), 128 kbit/s for audio, times two.
 */
export function bytesNeeded(media: 'video' | 'audio', seconds: number): number {
  const bitsPerSecond = media === 'video' ? 2_500_000 : 128_000;
  return Math.ceil((bitsPerSecond / 8) * seconds * 2);
}

/** m:ss for the countdown. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.ceil(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

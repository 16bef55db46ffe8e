/**
 * ffmpeg (Debian's package) as the video-processing adapter (D238): a recorded answer becomes an
 * H.264/AAC MP4 with its index at the front (+faststart, so a player starts before the whole
 * file has arrived), the most widely playable format (Chromium, Safari, Firefox, phones), plus a
 * JPEG poster; an audio answer becomes AAC in MP4 (.m4a). It also extracts a small mono MP3 of
 * the speech for a transcription service. Each run is bounded in time; a missing binary is told
 * apart (FfmpegMissing) so the product can say why answers play as recorded.
 */
import { spawn } from 'node:child_process';

export class FfmpegMissing extends Error {
  constructor(readonly ffmpegPath: string) {
    super(`ffmpeg is not installed on this server (looked for ${ffmpegPath})`);
  }
}

/** ffmpeg ran and refused the input (a broken or truncated recording): running it again gives the same answer. */
export class FfmpegFailed extends Error {}

/** How long one ffmpeg run may take: a 30-minute answer transcodes in far less on one core at `veryfast`. */
export const FFMPEG_TIMEOUT_MS = 15 * 60_000;

/** Runs ffmpeg with `args`; resolves with its stderr (where it reports what it read). */
export function runFfmpeg(ffmpegPath: string, args: readonly string[], timeoutMs = FFMPEG_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Only the end matters (the reason of a failure); keep memory bounded on long runs.
      stderr = (stderr + chunk).slice(-20_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new FfmpegMissing(ffmpegPath) : error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(stderr);
      const lastLine =
        stderr
          .trim()
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .at(-1) ?? '';
      reject(
        new FfmpegFailed(
          signal === 'SIGKILL'
            ? `ffmpeg took longer than ${Math.round(timeoutMs / 60_000)} minutes`
            : `ffmpeg could not read the recording: ${lastLine.slice(0, 300)}`,
        ),
      );
    });
  });
}

/** ffmpeg's version line, or undefined when it is not there. */
export async function ffmpegVersion(ffmpegPath: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, ['-version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve(code === 0 ? (out.split('\n')[0] ?? '').trim() : undefined));
  });
}

/** Whether the input has a video stream (a "video" answer recorded without a camera has none). */
export async function hasVideoStream(ffmpegPath: string, input: string): Promise<boolean> {
  // `-f null` decodes nothing we keep; `-t 0` stops at once: the stream list is printed first.
  const info = await runFfmpeg(ffmpegPath, ['-i', input, '-t', '0', '-f', 'null', '-']);
  return /Stream #\d+:\d+[^:]*: Video:/.test(info);
}

export interface Transcoded {
  playable: { file: string; contentType: string };
  poster?: { file: string; contentType: string };
}

/** The playable copy (and, with a picture, its poster) of `input`, written into `outDir`. */
export async function transcode(ffmpegPath: string, input: string, outDir: string): Promise<Transcoded> {
  if (!(await hasVideoStream(ffmpegPath, input))) {
    const file = `${outDir}/playable.m4a`;
    await runFfmpeg(ffmpegPath, [
      '-i',
      input,
      '-vn',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-movflags',
      '+faststart',
      '-y',
      file,
    ]);
    return { playable: { file, contentType: 'audio/mp4' } };
  }
  const file = `${outDir}/playable.mp4`;
  await runFfmpeg(ffmpegPath, [
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '26',
    // yuv420p and even sides: what every H.264 decoder (and Chromium's) plays; at most 1280 wide.
    '-pix_fmt',
    'yuv420p',
    '-vf',
    "scale='trunc(min(1280,iw)/2)*2':-2",
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-movflags',
    '+faststart',
    '-y',
    file,
  ]);
  const poster = `${outDir}/poster.jpg`;
  // thumbnail picks the most representative of the first frames: not the black one a camera starts with.
  await runFfmpeg(ffmpegPath, ['-i', file, '-vf', 'thumbnail=n=30', '-frames:v', '1', '-q:v', '4', '-y', poster]);
  return { playable: { file, contentType: 'video/mp4' }, poster: { file: poster, contentType: 'image/jpeg' } };
}

/** A small mono MP3 of the speech (16 kHz): what transcription services take, a fraction of the video's size. */
export async function extractSpeech(ffmpegPath: string, input: string, output: string): Promise<void> {
  await runFfmpeg(ffmpegPath, [
    '-i',
    input,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    '-y',
    output,
  ]);
}

/**
 * Captions through an OpenAI-compatible transcription endpoint (D238): POST {base}/audio/transcriptions
 * as multipart (file, model, response_format=vtt), the way OpenAI, whisper.cpp's server, faster-whisper
 * servers and LocalAI take it. A server that answers JSON instead (verbose_json's segments, or
 * just `text`) is turned into WebVTT here. Failures say whose they are and whether trying again
 * can help (`retryable`): down, slow or overloaded is worth a retry, refused credentials are not.
 */
export interface TranscriptionConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export class TranscriptionError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface Transcript {
  vtt: string;
  text: string;
}

/** Sends the audio; answers the captions as WebVTT and the plain transcript. */
export async function transcribe(
  config: TranscriptionConfig,
  audio: Uint8Array,
  filename: string,
  contentType: string,
): Promise<Transcript> {
  const form = new FormData();
  form.append('file', new Blob([audio as Uint8Array<ArrayBuffer>], { type: contentType }), filename);
  form.append('model', config.model);
  form.append('response_format', 'vtt');
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new TranscriptionError(
        `The transcription service did not answer within ${Math.round(config.timeoutMs / 1000)} seconds.`,
        true,
      );
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new TranscriptionError(
      `The transcription service could not be reached (${cause?.code ?? cause?.message ?? String(error)}).`,
      true,
    );
  }
  const body = await response.text().catch(() => '');
  if (response.status === 401 || response.status === 403)
    throw new TranscriptionError(
      `The transcription service refused the credentials (status ${response.status}). Check TRANSCRIPTION_API_KEY.`,
      false,
    );
  if (response.status === 429 || response.status >= 500)
    throw new TranscriptionError(
      `The transcription service is unavailable (status ${response.status}${snippet(body)}).`,
      true,
    );
  if (!response.ok)
    throw new TranscriptionError(
      `The transcription service refused the recording (status ${response.status}${snippet(body)}).`,
      false,
    );
  return toTranscript(body);
}

function snippet(body: string): string {
  const message = (() => {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
      return typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    } catch {
      return body;
    }
  })();
  const short = (message ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return short ? `: ${short}` : '';
}

/** The captions and the transcript from whatever shape the service answered in. */
export function toTranscript(body: string): Transcript {
  const trimmed = body.replace(/^\uFEFF/, '').trim();
  if (/^WEBVTT(\s|$)/.test(trimmed)) return { vtt: `${trimmed}\n`, text: textOfVtt(trimmed) };
  let parsed: { text?: unknown; segments?: unknown; duration?: unknown };
  try {
    parsed = JSON.parse(trimmed) as typeof parsed;
  } catch {
    throw new TranscriptionError(
      'The transcription service answered something that is neither WebVTT nor JSON.',
      false,
    );
  }
  const segments = Array.isArray(parsed.segments)
    ? (parsed.segments as { start?: unknown; end?: unknown; text?: unknown }[]).filter(
        (s) => typeof s.start === 'number' && typeof s.end === 'number' && typeof s.text === 'string',
      )
    : [];
  if (segments.length > 0) {
    const cues = segments.map(
      (s) => `${timestamp(s.start as number)} --> ${timestamp(s.end as number)}\n${cueText(s.text as string)}`,
    );
    return { vtt: `WEBVTT\n\n${cues.join('\n\n')}\n`, text: segments.map((s) => (s.text as string).trim()).join(' ') };
  }
  if (typeof parsed.text === 'string') {
    // One cue for the whole answer: its length when the service said it, else a generous hour.
    const end = typeof parsed.duration === 'number' && parsed.duration > 0 ? parsed.duration : 3600;
    const text = parsed.text.trim();
    return { vtt: `WEBVTT\n\n${timestamp(0)} --> ${timestamp(end)}\n${cueText(text)}\n`, text };
  }
  throw new TranscriptionError('The transcription service answered JSON without a transcript.', false);
}

/** A cue's text may not hold a blank line or "-->" (it would end the cue or read as timing). */
const cueText = (text: string) =>
  text
    .trim()
    .replace(/\n\s*\n/g, '\n')
    .replace(/-->/g, '->');

function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The words of the captions: cue payloads without their timings, ids or voice tags. */
export function textOfVtt(vtt: string): string {
  const blocks = vtt.replace(/\r\n?/g, '\n').split(/\n\n+/).slice(1);
  const words: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0) continue;
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]+>/g, '')
      .trim();
    if (text) words.push(text);
  }
  return words.join(' ');
}

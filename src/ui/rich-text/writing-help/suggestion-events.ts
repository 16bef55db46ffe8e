/** Reads the suggestion's server-sent events (contracts/ai-writing.ts) from a fetch body, whatever the chunk boundaries. */
import type { AiWritingEvent } from '../../../../contracts/ai-writing.ts';

export async function* readSuggestionEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<AiWritingEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
        if (event?.kind === 'done' || event?.kind === 'error') return;
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  // The stream ended without saying it was complete: the connection broke.
  yield { kind: 'error', code: 'network', message: 'The answer was cut off.' };
}

export function parseEvent(block: string): AiWritingEvent | undefined {
  let name = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(data || '{}') as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const text = typeof payload.text === 'string' ? payload.text : '';
  if (name === 'message') return { kind: 'text', text };
  if (name === 'replace') return { kind: 'replace', text };
  if (name === 'done') return { kind: 'done' };
  if (name === 'error')
    return { kind: 'error', code: String(payload.code ?? ''), message: String(payload.message ?? '') };
  return undefined;
}

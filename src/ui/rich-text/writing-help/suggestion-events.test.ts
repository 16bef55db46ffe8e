import { describe, expect, it } from 'vitest';
import { readSuggestionEvents } from './suggestion-events.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const events = [];
  for await (const event of readSuggestionEvents(streamOf(chunks))) events.push(event);
  return events;
}

describe('reading the suggestion stream', () => {
  it('given events split across chunks, when read, then each piece comes out whole and in order', async () => {
    const events = await collect([
      'data: {"te',
      'xt":"Hel"}\n',
      '\ndata: {"text":"lo é"}\n\nevent: done\ndata: {}\n\n',
    ]);
    expect(events).toEqual([{ kind: 'text', text: 'Hel' }, { kind: 'text', text: 'lo é' }, { kind: 'done' }]);
  });

  it('given a replacement and an error event, when read, then both are reported and reading stops at the error', async () => {
    const events = await collect([
      'event: replace\ndata: {"text":"Clean"}\n\nevent: error\ndata: {"code":"ai_writing_upstream_timeout","message":"slow"}\n\ndata: {"text":"late"}\n\n',
    ]);
    expect(events).toEqual([
      { kind: 'replace', text: 'Clean' },
      { kind: 'error', code: 'ai_writing_upstream_timeout', message: 'slow' },
    ]);
  });

  it('given a stream that stops without done, when read, then it ends with a network error', async () => {
    const events = await collect(['data: {"text":"Half"}\n\n']);
    expect(events.at(-1)).toMatchObject({ kind: 'error', code: 'network' });
  });
});

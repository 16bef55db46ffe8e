/**
 * Reads an OpenAI chat-completions stream (`data: {"choices":[{"delta":{"content":"…"}}]}` lines,
 * then `data: [DONE]`) into the text pieces, whatever the network's chunk boundaries.
 */
export async function* readCompletionDeltas(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      const piece = deltaOf(line);
      if (piece === 'done') return;
      if (piece) yield piece;
    }
  }
  const last = deltaOf(buffer.trim());
  if (last && last !== 'done') yield last;
}

function deltaOf(line: string): string | 'done' | undefined {
  if (!line.startsWith('data:')) return undefined;
  const payload = line.slice(5).trim();
  if (payload === '[DONE]') return 'done';
  try {
    const parsed = JSON.parse(payload) as { choices?: { delta?: { content?: unknown } }[] };
    const content = parsed.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : undefined;
  } catch {
    return undefined;
  }
}

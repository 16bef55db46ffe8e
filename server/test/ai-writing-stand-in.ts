/**
 * A local stand-in for the writing-help service (an OpenAI-compatible chat-completions endpoint,
 * AI_BASE_URL), a real HTTP server on a free loopback port: every POST to /v1/chat/completions
 * answers a short suggestion streamed as two pieces and [DONE]; anything else is 404. For tests
 * that need writing help set up without its failures (ai-writing.test.ts has its own, with them).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AiWritingStandIn {
  /** The value of AI_BASE_URL. */
  baseUrl: string;
  close(): Promise<void>;
}

const piece = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;

export async function startAiWritingStandIn(): Promise<AiWritingStandIn> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`${piece('Thank you for applying. ')}${piece('We will be in touch soon.')}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

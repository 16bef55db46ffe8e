/**
 * Writing help on real PGlite against a small OpenAI-compatible server started here: the answer
 * streams through in pieces, the key goes upstream only, failures and limits answer clearly,
 * candidates are refused and HTML never comes back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REQUESTS_PER_MINUTE } from './ai-writing.service.ts';

const KEY = 'sk-test-secret-key-123';
type Behaviour = { status?: number; pieces: string[]; holdAfterFirst?: Promise<void>; stallAfterFirst?: boolean };

let upstream: http.Server;
let upstreamUrl: string;
let behaviour: Behaviour = { pieces: [] };
const seen: {
  authorization?: string;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}[] = [];

function chunkOf(text: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', async () => {
      seen.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      const current = behaviour;
      if (current.status) {
        res.writeHead(current.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const [i, piece] of current.pieces.entries()) {
        const line = chunkOf(piece);
        // A line split across two network writes must still be read as one.
        res.write(line.slice(0, 10));
        res.write(line.slice(10));
        if (i === 0 && current.holdAfterFirst) await current.holdAfterFirst;
        // Stops sending without closing: only the server's own timeout can end the request.
        if (i === 0 && current.stallAfterFirst) return;
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      upstream.close(() => resolve());
      upstream.closeAllConnections();
    }),
);

function readEvents(body: string): { event: string; data: Record<string, string> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Record<string, string>;
      return { event, data };
    });
}
const textOf = (body: string) =>
  readEvents(body)
    .filter((e) => e.event === 'message')
    .map((e) => e.data.text)
    .join('');

describe('writing help with an endpoint set up', () => {
  let t: TestApp;
  type S = Awaited<ReturnType<TestApp['signIn']>>;
  let owner: S, recruiter: S, candidate: S;
  const ask = (who: S | undefined, body: unknown) =>
    t.request({ method: 'POST', url: '/api/ai-writing/v1/suggestions/', token: who?.token, body });

  beforeAll(async () => {
    t = await startTestApp({ AI_BASE_URL: upstreamUrl + '/', AI_API_KEY: KEY, AI_MODEL: 'test-model' });
    [owner, recruiter, candidate] = (await Promise.all(
      ['owner@demo-company.test', 'recruiter@demo-company.test', 'candidate@assay.test'].map((e) => t.signIn(e)),
    )) as [S, S, S];
  });
  afterAll(async () => t.close());

  it('given staff, when they ask whether writing help is on, then it says yes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ai-writing/v1/status/', token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ is_configured: true });
  });

  it('given a text to shorten, when the model answers in pieces, then the whole answer arrives as events ending in done, and the key went upstream only', async () => {
    behaviour = { pieces: ['We are ', 'hiring a ', 'nurse.'] };
    const res = await ask(owner, {
      action: 'shorten',
      text: 'We are currently looking to hire a nurse for our clinic.',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(textOf(res.body)).toBe('We are hiring a nurse.');
    expect(readEvents(res.body).at(-1)!.event).toBe('done');
    const sent = seen.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.body.messages.at(-1)!.content).toContain('looking to hire a nurse');
    expect(res.body).not.toContain(KEY);
    expect(JSON.stringify(res.headers)).not.toContain(KEY);
  });

  it('given a slow model, when the first piece is out, then the browser already has it before the rest is written', async () => {
    let release!: () => void;
    behaviour = { pieces: ['First. ', 'Second.'], holdAfterFirst: new Promise<void>((r) => (release = r)) };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/ai-writing/v1/suggestions/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${recruiter.token}`, 'content-type': 'application/json', origin: address },
      body: JSON.stringify({ action: 'rephrase', text: 'Hello', language: 'en' }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(textOf(first)).toBe('First. ');
    release();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(textOf(rest)).toBe('Second.');
    expect(rest).toContain('event: done');
  });

  it('given a model that answers with HTML, when it streams, then no script, tag or event handler survives', async () => {
    behaviour = {
      pieces: ['Hello <scr', 'ipt>alert(1)</script> world ', '<img src=x onerror=alert(2)>', ' & **bold** > quote'],
    };
    const res = await ask(owner, { action: 'rephrase', text: 'Hello world', language: 'en' });
    const text = textOf(res.body);
    expect(text).not.toMatch(/<script|alert|onerror=|<img/i);
    expect(text).toBe('Hello  world  & **bold** > quote');
  });

  it('given a model server that fails with 500, when staff ask, then they get a clear upstream error', async () => {
    behaviour = { status: 500, pieces: [] };
    const res = await ask(owner, { action: 'rephrase', text: 'Hello', language: 'fr' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'ai_writing_upstream_refused',
      message: expect.stringContaining('status 500'),
    });
  });

  it('given a text over 20,000 characters, when staff ask, then 400 says how long it may be', async () => {
    const res = await ask(owner, { action: 'shorten', text: 'a'.repeat(20_001), language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('20000 characters');
  });

  it('given generate without a prompt, when staff ask, then 400 asks what to write', async () => {
    const res = await ask(owner, { action: 'generate', text: '', language: 'es' });
    expect(res.statusCode).toBe(400);
  });

  it('given a candidate or nobody, when they ask, then they are refused', async () => {
    expect((await ask(candidate, { action: 'rephrase', text: 'Hi', language: 'en' })).statusCode).toBe(403);
    expect((await ask(undefined, { action: 'rephrase', text: 'Hi', language: 'en' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/ai-writing/v1/status/', token: candidate.token })).statusCode,
    ).toBe(403);
  });

  it('given a user who asked too often this minute, when they ask again, then 429 says how long to wait', async () => {
    behaviour = { pieces: ['ok'] };
    const interviewer = await t.signIn('interviewer@demo-company.test');
    let last;
    for (let i = 0; i <= REQUESTS_PER_MINUTE; i++)
      last = await ask(interviewer, { action: 'rephrase', text: 'Hi', language: 'en' });
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/writing-help requests.*wait \d+ seconds/),
    });
    expect(last!.headers['retry-after']).toBeDefined();
  });
});

describe('writing help when the endpoint fails', () => {
  it('given an endpoint where nothing listens, when staff ask, then 502 says the service could not be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = await startTestApp({ AI_BASE_URL: `http://127.0.0.1:${port}/v1` });
    try {
      const owner = await t.signIn('owner@demo-company.test');
      const res = await t.request({
        method: 'POST',
        url: '/api/ai-writing/v1/suggestions/',
        token: owner.token,
        body: { action: 'rephrase', text: 'Hi', language: 'en' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'ai_writing_upstream_unavailable',
        message: 'The writing-help service could not be reached. Please try again later.',
      });
    } finally {
      await t.close();
    }
  });

  it('given an endpoint that stops sending after the first piece, when staff ask, then the stream ends with a timeout error instead of hanging', async () => {
    const t = await startTestApp({ AI_BASE_URL: upstreamUrl, AI_IDLE_TIMEOUT_MS: '300' });
    try {
      const owner = await t.signIn('owner@demo-company.test');
      behaviour = { pieces: ['Half an ', 'answer'], stallAfterFirst: true };
      const started = Date.now();
      const res = await t.request({
        method: 'POST',
        url: '/api/ai-writing/v1/suggestions/',
        token: owner.token,
        body: { action: 'lengthen', text: 'Hi', language: 'en', format: 'plain' },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.statusCode).toBe(200);
      expect(textOf(res.body)).toBe('Half an ');
      expect(readEvents(res.body).at(-1)).toEqual({
        event: 'error',
        data: {
          code: 'ai_writing_upstream_timeout',
          message: 'The writing-help service took too long to answer. Please try again.',
        },
      });
      expect(seen.at(-1)!.body.messages[0]!.content).toContain('plain text without Markdown');
    } finally {
      await t.close();
    }
  });
});

describe('writing help without an endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('given no AI_BASE_URL, when staff ask, then the status says off and a suggestion is refused with a clear code', async () => {
    const owner = await t.signIn('owner@demo-company.test');
    const status = await t.request({ method: 'GET', url: '/api/ai-writing/v1/status/', token: owner.token });
    expect(status.json().data).toEqual({ is_configured: false });
    const res = await t.request({
      method: 'POST',
      url: '/api/ai-writing/v1/suggestions/',
      token: owner.token,
      body: { action: 'rephrase', text: 'Hi', language: 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'ai_writing_not_configured',
      message: 'Writing help is not set up on this server.',
    });
  });
});

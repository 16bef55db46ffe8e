/**
 * A local stand-in for a push job board (D239), a real HTTP server on a free port speaking the
 * "postings JSON" shape of server/integrations/job-distribution/postings-json.ts: bearer-key
 * checks, postings kept in memory with a board's reference rule (a known reference answers the
 * posting it made), a review step when `reviewing` is on (new postings wait as pending until
 * `decide`), and faults a test turns on: `failWith` (an error status with a reason), `delayMs`
 * (answers late), `malformed` (a 200 that is not JSON). `stop()` closes it (the board is down)
 * and `start()` brings it back on the same port with the same postings.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPosting {
  id: string;
  reference: string;
  status: 'pending' | 'live' | 'rejected' | 'closed';
  reason: string;
  body: Record<string, unknown>;
  updates: number;
}

export interface JobBoardStandIn {
  /** The API address to give the board's settings. */
  url: string;
  apiKey: string;
  postings: Map<string, StandInPosting>;
  /** Every request, in order: method, path and whether its key was right. */
  requests: { method: string; path: string; authorised: boolean }[];
  reviewing: boolean;
  failWith: { status: number; message: string } | undefined;
  delayMs: number;
  malformed: boolean;
  decide(id: string, status: 'live' | 'rejected', reason?: string): void;
  byReference(reference: string): StandInPosting | undefined;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
}

const view = (p: StandInPosting) => ({
  id: p.id,
  status: p.status,
  url: `https://board.example/jobs/${p.id}`,
  reason: p.reason,
});

export async function startJobBoardStandIn(options: { apiKey?: string } = {}): Promise<JobBoardStandIn> {
  const apiKey = options.apiKey ?? 'board-key-1';
  let next = 1;
  const sockets = new Set<import('node:net').Socket>();
  const board: JobBoardStandIn = {
    url: '',
    apiKey,
    postings: new Map(),
    requests: [],
    reviewing: false,
    failWith: undefined,
    delayMs: 0,
    malformed: false,
    decide(id, status, reason = '') {
      const posting = board.postings.get(id)!;
      posting.status = status;
      posting.reason = reason;
    },
    byReference: (reference) => [...board.postings.values()].find((p) => p.reference === reference),
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    start: async () => {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: async () => board.stop(),
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname.replace(/^\/v1/, '');
    const authorised = req.headers.authorization === `Bearer ${board.apiKey}`;
    board.requests.push({ method: req.method ?? '', path, authorised });
    if (board.delayMs) await new Promise((resolve) => setTimeout(resolve, board.delayMs));
    if (res.destroyed) return;
    if (!authorised) return send(res, 401, { error: { code: 'unauthorized', message: 'Invalid API key' } });
    if (board.failWith)
      return send(res, board.failWith.status, { error: { code: 'failure', message: board.failWith.message } });
    if (board.malformed) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    if (req.method === 'GET' && path === '/account') return send(res, 200, { name: 'Stand-in board account' });
    if (req.method === 'POST' && path === '/postings') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(res, 400, { error: { code: 'bad_json', message: 'The body is not JSON' } });
      }
      if (typeof body.reference !== 'string' || typeof body.title !== 'string' || typeof body.apply_url !== 'string')
        return send(res, 422, { error: { code: 'invalid', message: 'reference, title and apply_url are required' } });
      const known = board.byReference(body.reference);
      if (known) return send(res, 200, view(known));
      const posting: StandInPosting = {
        id: `sb-${next++}`,
        reference: body.reference,
        status: board.reviewing ? 'pending' : 'live',
        reason: '',
        body,
        updates: 0,
      };
      board.postings.set(posting.id, posting);
      return send(res, 201, view(posting));
    }
    const match = /^\/postings\/([^/]+)$/.exec(path);
    const posting = match ? board.postings.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !posting) return send(res, 404, { error: { code: 'not_found', message: 'No such posting' } });
    if (req.method === 'GET') return send(res, 200, view(posting));
    if (req.method === 'PUT') {
      posting.body = JSON.parse(raw) as Record<string, unknown>;
      posting.updates++;
      if (posting.status === 'closed') posting.status = board.reviewing ? 'pending' : 'live';
      return send(res, 200, view(posting));
    }
    if (req.method === 'DELETE') {
      posting.status = 'closed';
      return send(res, 204);
    }
    send(res, 405, { error: { code: 'method', message: 'Method not allowed' } });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      handle(req, res, raw).catch(() => send(res, 500, { error: { code: 'crash', message: 'Stand-in failed' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  board.url = `http://127.0.0.1:${port}/v1`;
  return board;
}

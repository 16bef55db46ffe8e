/**
 * A local stand-in for Checkr's API (D237), following its documented shape closely enough for the
 * adapter to be tested over real HTTP: HTTP Basic with the API key as user name, JSON errors as
 * `{ "error": "..." }`, `GET /v1/account`, `POST /v1/candidates`, `POST /v1/invitations` (with the
 * candidate's `invitation_url`), `GET /v1/invitations/{id}`, `GET /v1/reports/{id}` (`document_ids`),
 * `GET /v1/documents/{id}` (`download_uri`), and webhooks `{ id, object: "event", type, created_at,
 * data: { object } }` signed in `X-Checkr-Signature` with the hex HMAC-SHA256 of the body keyed with
 * the account's API key. A POST with an Idempotency-Key seen before answers the first answer.
 *
 * Faults for tests: `mode` 'down' answers 503, 'slow' waits `delayMs` before answering, 'malformed'
 * answers 200 with a body that is not JSON. The candidate's invitation page has a button that
 * finishes the check, and `POST /_control/invitations/{id}/complete` does the same for a journey:
 * invitation.completed, report.created, then report.completed, each sent as a signed webhook.
 *
 * Run alone (e2e): node server/test/checkr-stand-in.ts <port> <api key> <webhook url>
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInOptions {
  apiKeys: string[];
  /** Where events are sent (the company's webhook address); settable later. */
  webhookUrl?: string;
  packages?: string[];
  port?: number;
}

interface Invitation {
  id: string;
  apiKey: string;
  candidate_id: string;
  package: string;
  status: 'pending' | 'completed' | 'expired' | 'deleted';
  report_id: string | null;
}
interface Report {
  id: string;
  candidate_id: string;
  status: 'pending' | 'complete' | 'suspended' | 'dispute' | 'canceled';
  result: 'clear' | 'consider' | null;
  document_ids: string[];
}

/** A one-page PDF: what the report file is. */
export const STAND_IN_REPORT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function signCheckr(apiKey: string, body: string): string {
  return createHmac('sha256', apiKey).update(body).digest('hex');
}

const newId = () => randomBytes(12).toString('hex');

export interface SentWebhook {
  type: string;
  status: number;
  body: string;
}

export class CheckrStandIn {
  mode: 'ok' | 'down' | 'slow' | 'malformed' = 'ok';
  delayMs = 0;
  webhookUrl: string;
  readonly candidates = new Map<
    string,
    { id: string; apiKey: string; email: string; first_name: string; last_name: string }
  >();
  readonly invitations = new Map<string, Invitation>();
  readonly reports = new Map<string, Report>();
  readonly sent: SentWebhook[] = [];
  /** Requests that reached the API (not the control routes), by method and path. */
  readonly calls: string[] = [];
  private readonly keys: Set<string>;
  private readonly packages: Set<string>;
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private server: http.Server | undefined;
  url = '';

  constructor(options: StandInOptions) {
    this.keys = new Set(options.apiKeys);
    this.packages = new Set(options.packages ?? ['tasker_standard', 'driver_pro']);
    this.webhookUrl = options.webhookUrl ?? '';
  }

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The event as Checkr sends it, with its signature (tests forge, age and replay these). */
  event(type: string, object: object, apiKey: string, createdAt = new Date()) {
    const body = JSON.stringify({
      id: newId(),
      object: 'event',
      type,
      created_at: createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      webhook_url: this.webhookUrl,
      data: { object },
    });
    return { body, signature: signCheckr(apiKey, body) };
  }

  async deliver(type: string, body: string, signature: string): Promise<number> {
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-checkr-signature': signature,
        'user-agent': 'Checkr-Webhook/1.0',
      },
      body,
    });
    const text = await response.text();
    this.sent.push({ type, status: response.status, body: text });
    return response.status;
  }

  async send(type: string, object: object, apiKey: string): Promise<number> {
    const { body, signature } = this.event(type, object, apiKey);
    return this.deliver(type, body, signature);
  }

  /** The candidate finished the form and the report ran: three signed events, in order. */
  async complete(invitationId: string, result: 'clear' | 'consider' = 'clear'): Promise<number[]> {
    const invitation = this.invitations.get(invitationId);
    if (!invitation) throw new Error(`no invitation ${invitationId}`);
    const report: Report = {
      id: newId(),
      candidate_id: invitation.candidate_id,
      status: 'pending',
      result: null,
      document_ids: [],
    };
    this.reports.set(report.id, report);
    invitation.status = 'completed';
    invitation.report_id = report.id;
    const statuses = [await this.send('invitation.completed', this.invitationJson(invitation), invitation.apiKey)];
    statuses.push(await this.send('report.created', this.reportJson(report), invitation.apiKey));
    report.status = 'complete';
    report.result = result;
    report.document_ids = [`doc${report.id}`];
    statuses.push(await this.send('report.completed', this.reportJson(report), invitation.apiKey));
    return statuses;
  }

  invitationJson(i: Invitation) {
    return {
      id: i.id,
      object: 'invitation',
      uri: `/v1/invitations/${i.id}`,
      status: i.status,
      invitation_url: `${this.url}/invitations/${i.id}`,
      candidate_id: i.candidate_id,
      package: i.package,
      report_id: i.report_id,
      created_at: new Date().toISOString(),
    };
  }

  reportJson(r: Report) {
    return {
      id: r.id,
      object: 'report',
      uri: `/v1/reports/${r.id}`,
      status: r.status,
      result: r.result,
      package: 'tasker_standard',
      candidate_id: r.candidate_id,
      document_ids: r.document_ids,
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    try {
      if (url.pathname.startsWith('/_control/') || url.pathname.startsWith('/invitations/'))
        return await this.control(req.method ?? 'GET', url.pathname, send);
      this.calls.push(`${req.method} ${url.pathname}`);
      if (this.mode === 'down') return send(503, { error: 'Service Unavailable' });
      if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.mode === 'malformed') return send(200, '<html>maintenance</html>', 'text/html');
      const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const apiKey = auth ? Buffer.from(auth, 'base64').toString('utf8').replace(/:$/, '') : '';
      if (!this.keys.has(apiKey)) return send(401, { error: 'Bad authentication error' });
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const seen = typeof key === 'string' ? this.idempotent.get(`${apiKey} ${key}`) : undefined;
      if (seen) return send(seen.status, seen.body);
      const [status, body] = this.api(req.method ?? 'GET', url.pathname, raw, apiKey);
      if (typeof key === 'string') this.idempotent.set(`${apiKey} ${key}`, { status, body: JSON.stringify(body) });
      if (Buffer.isBuffer(body)) return send(status, body, 'application/pdf');
      return send(status, body);
    } catch (error) {
      send(500, { error: String(error) });
    }
  }

  private api(method: string, path: string, raw: string, apiKey: string): [number, unknown] {
    let body: Record<string, unknown> = {};
    if (method === 'POST') {
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return [400, { error: 'Invalid JSON' }];
      }
    }
    const at = (pattern: RegExp) => pattern.exec(path)?.[1];
    if (method === 'GET' && path === '/v1/account')
      return [200, { id: 'acct_standin', object: 'account', name: 'Stand-in account' }];
    if (method === 'POST' && path === '/v1/candidates') {
      if (typeof body.email !== 'string' || !body.email.includes('@')) return [400, { error: 'Email is invalid' }];
      const candidate = {
        id: newId(),
        apiKey,
        email: body.email,
        first_name: String(body.first_name ?? ''),
        last_name: String(body.last_name ?? ''),
      };
      this.candidates.set(candidate.id, candidate);
      return [201, { ...candidate, apiKey: undefined, object: 'candidate', uri: `/v1/candidates/${candidate.id}` }];
    }
    if (method === 'POST' && path === '/v1/invitations') {
      const candidate = this.candidates.get(String(body.candidate_id));
      if (!candidate || candidate.apiKey !== apiKey) return [404, { error: 'Candidate not found' }];
      if (!this.packages.has(String(body.package))) return [400, { error: 'Package not found' }];
      const invitation: Invitation = {
        id: newId(),
        apiKey,
        candidate_id: candidate.id,
        package: String(body.package),
        status: 'pending',
        report_id: null,
      };
      this.invitations.set(invitation.id, invitation);
      return [201, this.invitationJson(invitation)];
    }
    const invitationId = at(/^\/v1\/invitations\/([^/]+)$/);
    if (method === 'GET' && invitationId) {
      const invitation = this.invitations.get(invitationId);
      return invitation && invitation.apiKey === apiKey
        ? [200, this.invitationJson(invitation)]
        : [404, { error: 'Invitation not found' }];
    }
    const reportId = at(/^\/v1\/reports\/([^/]+)$/);
    if (method === 'GET' && reportId) {
      const report = this.reports.get(reportId);
      return report ? [200, this.reportJson(report)] : [404, { error: 'Report not found' }];
    }
    const documentId = at(/^\/v1\/documents\/([^/]+)$/);
    if (method === 'GET' && documentId) {
      return [
        200,
        {
          id: documentId,
          object: 'document',
          type: 'pdf_report',
          filename: 'report.pdf',
          content_type: 'application/pdf',
          download_uri: `${this.url}/v1/files/${documentId}.pdf`,
        },
      ];
    }
    if (method === 'GET' && at(/^\/v1\/files\/([^/]+)\.pdf$/)) return [200, STAND_IN_REPORT_PDF];
    return [404, { error: 'Not found' }];
  }

  private async control(
    method: string,
    path: string,
    send: (status: number, body: unknown, type?: string) => void,
  ): Promise<void> {
    const complete = /^\/(?:_control\/)?invitations\/([^/]+)\/complete$/.exec(path)?.[1];
    if (method === 'POST' && complete) {
      const statuses = await this.complete(complete);
      return path.startsWith('/_control')
        ? send(200, { statuses })
        : send(200, '<!doctype html><title>Done</title><h1>Thank you</h1>', 'text/html');
    }
    const page = /^\/invitations\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && page && this.invitations.has(page))
      return send(
        200,
        `<!doctype html><html lang="en"><title>Background check</title><h1>Background check (stand-in)</h1><form method="post" action="/invitations/${page}/complete"><button>Submit my details</button></form></html>`,
        'text/html',
      );
    if (method === 'GET' && path === '/_control/invitations')
      return send(
        200,
        [...this.invitations.values()].map((i) => this.invitationJson(i)),
      );
    return send(404, { error: 'Not found' });
  }
}

/** Started alone (e2e): port, API key, webhook address. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, apiKey, webhookUrl] = process.argv.slice(2);
  const standIn = await new CheckrStandIn({ apiKeys: [apiKey ?? 'standin_key'], webhookUrl: webhookUrl ?? '' }).start(
    Number(port ?? 0),
  );
  console.log(`checkr stand-in listening on ${standIn.url}`);
}

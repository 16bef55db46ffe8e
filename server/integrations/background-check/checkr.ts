/**
 * The background-check adapter for Checkr's API shape (docs.checkr.com; D237): HTTP Basic with the
 * API key as user name, JSON bodies, `POST /v1/candidates`, `POST /v1/invitations` (answering the
 * candidate's `invitation_url`), `GET /v1/invitations/{id}`, `GET /v1/reports/{id}` (status and
 * result; `document_ids`), `GET /v1/documents/{id}` (`download_uri` of the PDF), `GET /v1/account`
 * for a connection test. Errors come back as `{ "error": "..." }` (or a list), which is the reason
 * we keep. Webhooks carry `X-Checkr-Signature`: the hex HMAC-SHA256 of the raw body keyed with the
 * API key (checkr/webhook-verification-examples). Every call gives up after the timeout; posts carry
 * an Idempotency-Key so a retried call creates nothing twice at a provider that honours it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BackgroundCheckError,
  type BackgroundCheckProviderAdapter,
  type ProviderCredentials,
  type ProviderReportStatus,
} from './provider.ts';

let timeoutMs = 10_000;
/** Set from the config when the app is built (CHECKR_TIMEOUT_MS). */
export function setCheckrTimeout(ms: number): void {
  timeoutMs = ms;
}

type Json = Record<string, unknown>;

function reasonOf(body: unknown): string {
  const error = (body as Json | null)?.error;
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(String).join('; ');
  return '';
}

async function call(
  credentials: ProviderCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: Json,
  idempotencyKey?: string,
): Promise<Json> {
  const url = `${credentials.apiUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.apiKey}:`).toString('base64')}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new BackgroundCheckError(`Checkr did not answer within ${timeoutMs / 1000} seconds.`, true);
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw new BackgroundCheckError(`Checkr could not be reached${code ? ` (${code})` : ''}.`, true);
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const reason = reasonOf(parsed) || response.statusText || 'no reason given';
    if (response.status === 401 || response.status === 403)
      throw new BackgroundCheckError(`Checkr refused the API key: ${reason} (${response.status}).`, false, true);
    const retryable = response.status === 429 || response.status >= 500;
    throw new BackgroundCheckError(`Checkr answered ${response.status}: ${reason}.`, retryable);
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw new BackgroundCheckError('Checkr answered with something that is not JSON.', true);
  return parsed as Json;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function required(object: Json, field: string): string {
  const value = object[field];
  if (typeof value !== 'string' || value === '')
    throw new BackgroundCheckError(`Checkr's answer has no ${field}.`, true);
  return value;
}

const REPORT_STATUSES: readonly ProviderReportStatus[] = ['pending', 'complete', 'suspended', 'dispute', 'canceled'];

export const checkr: BackgroundCheckProviderAdapter = {
  async testConnection(credentials) {
    const account = await call(credentials, 'GET', '/v1/account');
    return text(account.name) || text(account.id);
  },

  async createCandidate(credentials, candidate) {
    const created = await call(
      credentials,
      'POST',
      '/v1/candidates',
      { first_name: candidate.firstName, last_name: candidate.lastName, email: candidate.email },
      candidate.idempotencyKey,
    );
    return required(created, 'id');
  },

  async createInvitation(credentials, invitation) {
    const created = await call(
      credentials,
      'POST',
      '/v1/invitations',
      { candidate_id: invitation.candidateRef, package: invitation.packageSlug },
      invitation.idempotencyKey,
    );
    return { invitationRef: required(created, 'id'), invitationUrl: required(created, 'invitation_url') };
  },

  async invitation(credentials, invitationRef) {
    const found = await call(credentials, 'GET', `/v1/invitations/${encodeURIComponent(invitationRef)}`);
    const status = text(found.status);
    if (!['pending', 'completed', 'expired', 'deleted'].includes(status))
      throw new BackgroundCheckError(`Checkr's invitation has an unknown status “${status}”.`, false);
    return { status: status as 'pending' | 'completed' | 'expired' | 'deleted', reportRef: text(found.report_id) };
  },

  async report(credentials, reportRef) {
    const found = await call(credentials, 'GET', `/v1/reports/${encodeURIComponent(reportRef)}`);
    const status = text(found.status) as ProviderReportStatus;
    if (!REPORT_STATUSES.includes(status))
      throw new BackgroundCheckError(`Checkr's report has an unknown status “${status}”.`, false);
    const result = text(found.result);
    return { reportRef, status, result: result === 'clear' || result === 'consider' ? result : '' };
  },

  async reportFile(credentials, reportRef) {
    const report = await call(credentials, 'GET', `/v1/reports/${encodeURIComponent(reportRef)}`);
    const ids = Array.isArray(report.document_ids) ? report.document_ids.filter((d) => typeof d === 'string') : [];
    const documents = [];
    for (const documentId of ids)
      documents.push(await call(credentials, 'GET', `/v1/documents/${encodeURIComponent(documentId)}`));
    const pdf = documents.find((d) => d.type === 'pdf_report') ?? documents[0];
    if (!pdf) throw new BackgroundCheckError('Checkr has no document for this report yet.', false);
    const uri = required(pdf, 'download_uri');
    const sameOrigin = new URL(uri).origin === new URL(credentials.apiUrl).origin;
    let response: Response;
    try {
      response = await fetch(uri, {
        // A download address on the API's own host takes the key; a pre-signed one elsewhere does not get it.
        headers: sameOrigin
          ? { authorization: `Basic ${Buffer.from(`${credentials.apiKey}:`).toString('base64')}` }
          : {},
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
    } catch {
      throw new BackgroundCheckError('Checkr’s report file could not be downloaded.', true);
    }
    if (!response.ok) throw new BackgroundCheckError(`Checkr’s report file answered ${response.status}.`, true);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: text(pdf.content_type) || 'application/pdf',
    };
  },

  verifySignature(apiKey, rawBody, signature) {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = createHmac('sha256', apiKey).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  },
};

import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCert } from '../../scripts/self-signed-cert.mjs';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let origin: string;
let certDir: string;

beforeAll(async () => {
  certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-tls-test-'));
  const { certFile, keyFile } = selfSignedCert(certDir);
  t = await startTestApp({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(certDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/** One request over HTTP/2, as a browser sends it over TLS. */
async function overHttp2(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const session = http2.connect(origin, { rejectUnauthorized: false });
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const stream = session.request({
        ':method': method,
        ':path': url,
        ...headers,
        ...(body ? { 'content-type': 'application/json' } : {}),
      });
      let text = '';
      let answerHeaders: http2.IncomingHttpHeaders = {};
      stream.setEncoding('utf8');
      stream.on('response', (received) => (answerHeaders = received));
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: text }));
      stream.on('error', reject);
      stream.end(body ? JSON.stringify(body) : undefined);
    });
  } finally {
    session.close();
  }
}

describe('the server over TLS (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('given an HTTP/2 client, then it is answered over HTTP/2 with HSTS and the content security policy', async () => {
    const res = await overHttp2('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).info.title).toBe('Assay API');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('given a sign-in over HTTP/2 from the same origin, then the refresh cookie is Secure, HttpOnly and SameSite=Strict', async () => {
    const res = await overHttp2(
      'POST',
      '/api/auth/v1/login/',
      { origin },
      { email: 'candidate@assay.test', password: 'Assay-demo-1' },
    );
    expect(res.status).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^assay_refresh=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('given a sign-in over HTTP/2 whose Origin is another site (HTTP/2 names the host in :authority), then 403 and no cookie', async () => {
    const res = await overHttp2(
      'POST',
      '/api/auth/v1/login/',
      { origin: 'https://elsewhere.test' },
      { email: 'candidate@assay.test', password: 'Assay-demo-1' },
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).code).toBe('cross_site_request');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('given a client that only speaks HTTP/1.1, then it is still answered over TLS', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      https
        .get(`${origin}/api/openapi.json`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          expect(res.httpVersion).toBe('1.1');
          expect(res.headers['strict-transport-security']).toBeDefined();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });
});

describe('TLS configuration', () => {
  it('given only one of the two files, then the server refuses to start and says which are needed', () => {
    expect(() => readConfig({ TLS_CERT_FILE: '/etc/assay/cert.pem' })).toThrow(
      'Set both TLS_CERT_FILE and TLS_KEY_FILE',
    );
    expect(() => readConfig({ TLS_KEY_FILE: '/etc/assay/key.pem' })).toThrow('Set both TLS_CERT_FILE and TLS_KEY_FILE');
  });

  it('given a certificate file that cannot be read, then the server refuses to start and names the variable and the file', async () => {
    const missing = path.join(certDir, 'missing.pem');
    const config = readConfig({
      TLS_CERT_FILE: missing,
      TLS_KEY_FILE: path.join(certDir, 'key.pem'),
      LOG_LEVEL: 'silent',
    });
    await expect(buildApp({ db: t.db, config })).rejects.toThrow(
      `TLS_CERT_FILE names ${missing}, which cannot be read`,
    );
  });

  it('given both, then mailed links default to https; given neither, to http', () => {
    expect(readConfig({ PORT: '8443', TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem' }).publicUrl).toBe(
      'https://localhost:8443',
    );
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { multipartBody, PDF_BYTES } from '../test/upload-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let t: TestApp;
let dataDir: string;
let owner: string;
let candidate: string;
const LIST = '/api/smartreq/v1/applicants/1/';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-compression-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  owner = (await t.signIn('owner@demo-company.test')).token;
  candidate = (await t.signIn('candidate@assay.test')).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, token: string | undefined, acceptEncoding?: string) =>
  t.request({
    method: 'GET',
    url,
    token,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The body's bytes as they went over the wire (inject keeps them as sent). */
const wire = (res: LightMyRequestResponse) => res.rawPayload;

describe('API answers over 1 KB are sent compressed when the client accepts it', () => {
  it('given a browser that accepts gzip, when the owner opens the applicant list, then it comes gzipped and unpacks to the plain answer', async () => {
    const plain = await get(LIST, owner);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(wire(plain).length).toBeGreaterThan(10_000);

    const gzipped = await get(LIST, owner, 'gzip');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(wire(gzipped).length).toBeLessThan(wire(plain).length / 4);
    expect(zlib.gunzipSync(wire(gzipped)).toString('utf8')).toBe(plain.body);
  });

  it('given a browser that accepts brotli and gzip, then brotli is chosen and unpacks to the plain answer', async () => {
    const plain = await get(LIST, owner);
    const brotli = await get(LIST, owner, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(wire(brotli).length).toBeLessThan(wire(plain).length / 4);
    expect(zlib.brotliDecompressSync(wire(brotli)).toString('utf8')).toBe(plain.body);
  });

  it('given a client that asks for no encoding or one the server does not offer, then the answer is plain JSON', async () => {
    for (const acceptEncoding of ['identity', 'deflate', 'gzip;q=0, br;q=0']) {
      const res = await get(LIST, owner, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.json().data.data.length).toBeGreaterThan(0);
    }
  });

  it('given an answer under 1 KB, when the client accepts gzip, then it is sent as it is', async () => {
    const res = await get('/api/auth/v1/', candidate, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(wire(res).length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.email).toBe('candidate@assay.test');
  });

  it('given an error answer, when the client accepts gzip, then it is still the agreed JSON error', async () => {
    const res = await get(LIST, candidate, 'gzip, br');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('code');
  });
});

describe('files keep their bytes', () => {
  const uploadResume = async (name: string, bytes: Buffer, type: string) => {
    const body = multipartBody(name, bytes, type);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resume/v1/',
      headers: { ...body.headers, authorization: `Bearer ${candidate}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.resume_id as number;
  };

  it('given a large PDF resume, when it is downloaded by a client that accepts gzip and brotli, then the file comes back byte for byte as stored', async () => {
    const pdf = Buffer.concat([PDF_BYTES, Buffer.from('%% padding\n'.repeat(2000))]);
    const id = await uploadResume('cv.pdf', pdf, 'application/pdf');
    const res = await get(`/api/resume/v1/original-file/${id}/`, candidate, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(wire(res).equals(pdf)).toBe(true);
  });

  it('given a large plain-text resume, when it is downloaded by a client that accepts gzip, then it travels gzipped like any text and unpacks to the stored file', async () => {
    const text = Buffer.from('Customer support, six years; languages: English, Spanish.\n'.repeat(400), 'utf8');
    const id = await uploadResume('cv.txt', text, 'text/plain');
    const res = await get(`/api/resume/v1/original-file/${id}/`, candidate, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(wire(res)).equals(text)).toBe(true);
  });

  describe("the app's static files", () => {
    let staticDir: string;
    let app: FastifyInstance;
    const script = Buffer.from('export const words = ' + JSON.stringify('lorem ipsum '.repeat(500)) + ';\n');
    const page = Buffer.from(
      `<!doctype html><html><head><title>Assay</title></head><body>${'<p>Assay</p>'.repeat(200)}</body></html>`,
    );

    beforeAll(async () => {
      staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-compression-static-'));
      fs.mkdirSync(path.join(staticDir, 'assets'));
      fs.writeFileSync(path.join(staticDir, 'index.html'), page);
      fs.writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js'), script);
      fs.writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js.br'), zlib.brotliCompressSync(script));
      const config = { ...readConfig({ JOB_WORKER: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), staticDir };
      app = await buildApp({ db: t.db, config });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    });

    it("given a script precompressed at build time, when a browser accepts brotli, then the build's .br file is sent once, not compressed again", async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b3c.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
    });

    it('given a static file without a gzip copy, when a browser accepts only gzip, then it is sent plain', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b3c.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(script)).toBe(true);
    });

    it("given a script of an older build, when a page asks for it, then it is missing (404), not the app's page", async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/app-0ld000.js' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
    });

    it('given a browser route, when the app shell is sent to a browser that accepts gzip, then it is the file as built', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/user/progress',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(page)).toBe(true);
    });
  });
});

/** The real app on a fresh copy of the seeded database, called through `inject`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { buildApp } from '../app.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { drainJobs } from '../jobs/queue.ts';
import { PASSWORD_RESET_JOB, passwordResetHandler } from '../modules/auth/index.ts';

// Sealed secrets (D265): every app and server process of a test run seals with one key, as a
// deployment's processes do; a test of the keys themselves passes its own.
process.env.ASSAY_SECRETS_KEY ??= Buffer.alloc(32, 7).toString('base64');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
  request(init: RequestInit): Promise<LightMyRequestResponse>;
  signIn(email: string, password?: string): Promise<{ token: string; refresh: string; userId: number; cookie: string }>;
  /** Runs the queued forgot-password jobs (the worker is off in tests): their reset mail is then in the outbox. */
  runResetMailJobs(): Promise<number>;
}

export interface RequestInit {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

export interface TestAppOptions {
  /** Keep the embedded database on disk under dataDir/pglite (and files under dataDir), as `npm start` does; PGlite only. */
  dataDir?: string;
  /** The built app's folder the server sends pages from (index.html and the rest); none by default. */
  staticDir?: string;
  /** Where stored files live (buildApp's `files`); by default the config's, as `npm start` makes it. */
  files?: FileStorage;
}

/** The seeded template's bytes, read once per worker: every file of the worker copies them. */
let template: { path: string; bytes: Uint8Array } | undefined;
function templateBytes(file: string): Uint8Array {
  if (template?.path !== file) template = { path: file, bytes: fs.readFileSync(file) };
  return template.bytes;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp & { pglite?: PGlite }> {
  // Each app has its own files: the seed's, copied (global-setup.ts), in the folder the test
  // names or in one of its own that close() removes. Never ./data.
  const ownDataDir = options.dataDir || env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'assay-app-'));
  const dataDir = options.dataDir ?? env.DATA_DIR ?? ownDataDir!;
  const seedUploads = path.join(inject('seedDataDir'), 'uploads');
  // With a bucket (S3_BUCKET), the app's files are there: its data folder must stay empty.
  if (!env.S3_BUCKET && fs.existsSync(seedUploads))
    fs.cpSync(seedUploads, path.join(dataDir, 'uploads'), { recursive: true });
  // The background worker is off unless a test asks for it (JOB_WORKER: '1'): work it would do
  // between two reads of a test must not change what the test sees; tests run jobs with drainJobs.
  const config = {
    ...readConfig({
      JOB_WORKER: '0',
      ...env,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
    }),
    staticDir: options.staticDir,
  };
  const postgresTemplate = inject('postgresTemplate');
  let database;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (postgresTemplate && options.dataDir)
    throw new Error('startTestApp: dataDir keeps an embedded database on disk; this run uses PostgreSQL.');
  if (postgresTemplate) {
    const name = `assay_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    };
  } else {
    database = await openDatabase({
      pgliteTemplate: templateBytes(inject('pgliteTemplatePath')),
      ...(options.dataDir ? { pgliteDir: path.join(options.dataDir, 'pglite') } : {}),
    });
  }
  const app = await buildApp({
    db: database.db,
    config,
    databaseKind: database.kind,
    ...(options.files ? { files: options.files } : {}),
  });
  await app.ready();

  const request = (init: RequestInit) =>
    app.inject({
      method: init.method,
      url: init.url,
      remoteAddress: init.ip ?? '127.0.0.1',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : {}),
    });

  const testApp: TestApp & { pglite?: PGlite } = {
    app,
    db: database.db,
    pglite: database.pglite,
    request,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await request({
        method: 'POST',
        url: '/api/auth/v1/login/',
        body: { email, password },
        ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      const setCookie = res.headers['set-cookie'];
      const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
      // The refresh token is only in its cookie (D205): tests that rotate it read it from there.
      const refresh = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
      return { token: data.token, refresh, userId: data.user.user_id, cookie };
    },
    runResetMailJobs: () => drainJobs(database.db, { [PASSWORD_RESET_JOB]: passwordResetHandler(config.publicUrl) }),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      release(testApp);
    },
  };
  return testApp;
}

/**
 * A worker keeps every test file's module, and so whatever its top level holds, to the end of the
 * run (isolate: false): a closed app left in a file's `let t` kept its server, routes and database
 * alive, and each later garbage collection marked them all again. Closing lets them go.
 */
function release(testApp: TestApp & { pglite?: PGlite }): void {
  const closed = async () => {
    throw new Error('startTestApp: this app is closed');
  };
  Object.assign(testApp, {
    app: undefined,
    db: undefined,
    pglite: undefined,
    request: closed,
    signIn: closed,
    runResetMailJobs: closed,
    close: async () => {},
  });
}

/**
 * Builds one migrated, seeded database template per test run; each test file starts from a copy
 * (PGlite: a dumped data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE). A fresh PGlite takes
 * seconds to create, a copy a fraction of that.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { createFileStorage } from '../storage/file-storage.ts';
import { TEMPLATE_SOURCE_START_PARAMS, templateDump } from '../db/pglite-template.ts';

// The seed keeps the offer-signing certificate sealed (D272): with the key every test app uses (test-app.ts).
process.env.ASSAY_SECRETS_KEY ??= Buffer.alloc(32, 7).toString('base64');

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
    /** The data folder whose uploads/ hold the files the seed stored; each test app starts from a copy. */
    seedDataDir: string;
    /** PGlite runs only: the database migrated but not seeded, for the tests that start server processes. */
    pgliteMigratedPath: string;
  }
}

/**
 * The seed stores real files (resumes, recordings, the signed offer). They go to a folder of this
 * run, never to ./data, and every test app copies them (test-app.ts): a test that deletes or
 * replaces a seeded file must not take it from another test's app.
 */
async function seed(db: Parameters<typeof seedDemo>[0], dataDir: string): Promise<void> {
  const config = readConfig({ ...process.env, DATA_DIR: dataDir });
  await seedDemo(db, { files: createFileStorage({ dataDir, s3: undefined }), publicUrl: config.publicUrl });
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-seed-files-'));
  project.provide('seedDataDir', seedDataDir);
  const removeSeedFiles = () => fs.rmSync(seedDataDir, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `assay_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(database.db);
    await seed(database.db, seedDataDir);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    project.provide('pgliteMigratedPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
      removeSeedFiles();
    };
  }
  // With the settings that keep its dumps small (D363).
  const database = await openDatabase({ pgliteStartParams: TEMPLATE_SOURCE_START_PARAMS });
  const pglite = database.pglite!;
  const db = database.db;
  await migrateToLatest(db);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-template-'));
  // A server process on an empty folder runs every migration first: about 18 s against 7 s on a
  // migrated one (session 53), on a busy machine past a minute (server/test/server-process.ts).
  const migrated = path.join(folder, 'migrated.tar');
  fs.writeFileSync(migrated, Buffer.from(await (await templateDump(pglite)).arrayBuffer()));
  project.provide('pgliteMigratedPath', migrated);
  await seed(db, seedDataDir);
  const dump = await templateDump(pglite);
  const file = path.join(folder, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    removeSeedFiles();
  };
}

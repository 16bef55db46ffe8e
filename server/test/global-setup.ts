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
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDemo } from '../db/seed/demo-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
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
    await seedDemo(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'assay-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/**
 * Importing 50,000 employee rows (or, with KIND=applicants, applicants of one requisition: new
 * people with a source, applied date, status and step): a migrated, seeded database (embedded PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set: a scratch database is created and dropped), a generated
 * file of new employees (CSV, or XLSX with FORMAT=xlsx), then the steps a provider admin takes,
 * through the same service functions the routes call: upload (read and stored), dry run, run (the
 * background job's handler, exactly as the worker runs it), and the same file a second time (dry
 * run and run: every row unchanged). Prints each step's time and the process's peak resident
 * memory during it (sampled every 20 ms), and checks the counts.
 *
 *   node --import tsx bench/data-import.ts
 *   COUNT=10000 FORMAT=xlsx node --import tsx bench/data-import.ts
 *   DATABASE_URL=postgres://... node --import tsx bench/data-import.ts
 *   KIND=applicants COUNT=10000 node --import tsx bench/data-import.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { migrateToLatest } from '../server/db/database.ts';
import { seedDemo } from '../server/demo/seed-demo.ts';
import { drainJobs } from '../server/jobs/queue.ts';
import {
  dataImportHandler,
  DATA_IMPORT_JOB,
  dryRun,
  runImport,
  uploadImport,
} from '../server/modules/data-import/index.ts';
import { LocalFileStorage } from '../server/storage/local-storage.ts';
import type { ImportSetup } from '../contracts/data-import.ts';
import { scratchDatabase } from './support/scratch-database.ts';

const COUNT = Number(process.env.COUNT ?? 50_000);
const FORMAT = process.env.FORMAT === 'xlsx' ? 'xlsx' : 'csv';
const KIND = process.env.KIND === 'applicants' ? 'applicants' : 'employees';
const HEADERS =
  KIND === 'employees'
    ? ['Employee ID', 'First Name', 'Last Name', 'Email', 'Job Title', 'Location', 'Start Date', 'Supervisor Email']
    : ['First Name', 'Last Name', 'Email', 'Phone', 'Source', 'Applied Date', 'Status', 'Step'];
const STATUSES = ['active', 'active', 'active', 'rejected', 'hired'];
/** The requisition's steps, read before the file is made. */
let steps: string[] = [];
const JOBS = ['Store Associate', 'Cashier', 'Barista', 'Shift Lead', 'Stock Clerk'];
const CITIES = ['Lisbon', 'Porto', 'Madrid', 'Lyon', 'Austin'];

function rowOf(i: number): string[] {
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  if (KIND === 'applicants') {
    return [
      `First${i}`,
      `Last${i}`,
      `bench.${i}@import.test`,
      `+1 555 ${String(i).padStart(6, '0')}`,
      i % 3 === 0 ? 'Career page' : '',
      `2024-${month}-${day}`,
      STATUSES[i % STATUSES.length]!,
      steps[i % steps.length] ?? '',
    ];
  }
  return [
    '',
    `First${i}`,
    `Last${i}`,
    `bench.${i}@import.test`,
    JOBS[i % JOBS.length]!,
    CITIES[i % CITIES.length]!,
    `2024-${month}-${day}`,
    `lead.${i % 50}@import.test`,
  ];
}

async function makeFile(): Promise<Buffer> {
  if (FORMAT === 'csv') {
    const lines = [HEADERS.join(',')];
    for (let i = 0; i < COUNT; i++) lines.push(rowOf(i).join(','));
    return Buffer.from(lines.join('\n'));
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(HEADERS);
  for (let i = 0; i < COUNT; i++) sheet.addRow(rowOf(i));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `work`, sampling the resident set size; returns its result, seconds and peak RSS. */
async function measure<T>(label: string, work: () => Promise<T>): Promise<T> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `  ${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(2).padStart(7)} s   peak RSS ${mb(peak)}`,
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-bench-import-'));
const files = new LocalFileStorage(dataDir);
const database = await scratchDatabase('import');
try {
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  const db = database.db;
  const account = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('users')
    .select('user_id')
    .where('is_jf_admin', '=', true)
    .executeTakeFirstOrThrow();
  const requisition = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('account_id', '=', account.account_id)
    .where('job_type_id', '=', 2)
    .where('deleted_at', 'is', null)
    .orderBy('job_id')
    .executeTakeFirstOrThrow();
  steps = (await db.selectFrom('job_steps').select('name').where('job_id', '=', requisition.job_id).execute()).map(
    (s) => s.name,
  );
  if (
    !(await db
      .selectFrom('sources')
      .select('source_id')
      .where('account_id', '=', account.account_id)
      .where('name', '=', 'Career page')
      .executeTakeFirst())
  ) {
    await db.insertInto('sources').values({ account_id: account.account_id, name: 'Career page' }).execute();
  }
  const about = KIND === 'applicants' ? { import_type: 'applicants' as const, job_id: requisition.job_id } : {};
  const bytes = await makeFile();
  global.gc?.();
  console.log(
    `${database.kind}: ${COUNT} ${KIND === 'applicants' ? 'applicant' : 'employee'} rows, ${FORMAT.toUpperCase()} of ${mb(bytes.length)}; RSS before ${mb(process.memoryUsage().rss)}`,
  );
  const applicantSetup: ImportSetup = {
    mapping: {
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      source: 'Source',
      applied_date: 'Applied Date',
      status: 'Status',
      step: 'Step',
    },
    options: { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false },
  };
  const employeeSetup: ImportSetup = {
    mapping: {
      employee_id: 'Employee ID',
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      job_title: 'Job Title',
      location: 'Location',
      start_date: 'Start Date',
      supervisor_email: 'Supervisor Email',
    },
    options: { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false },
  };
  const setup = KIND === 'applicants' ? applicantSetup : employeeSetup;
  const handlers = { [DATA_IMPORT_JOB]: dataImportHandler(files, 'http://localhost') };
  for (const pass of ['first', 'second'] as const) {
    const uploaded = await measure(`${pass} file: upload`, () =>
      uploadImport(db, files, admin.user_id, account.account_id, { fileName: `bench.${FORMAT}`, bytes }, about),
    );
    const report = await measure(`${pass} file: dry run`, () =>
      dryRun(db, files, account.account_id, uploaded.import.import_id, setup),
    );
    await measure(`${pass} file: import (job)`, async () => {
      await runImport(db, files, account.account_id, uploaded.import.import_id, setup);
      await drainJobs(db, handlers);
    });
    const done = await db
      .selectFrom('data_imports')
      .selectAll()
      .where('import_id', '=', uploaded.import.import_id)
      .executeTakeFirstOrThrow();
    console.log(
      `  dry run: ${JSON.stringify(report.counts)}; run: ${done.status}, ${done.created_count} created, ${done.updated_count} updated, ${done.unchanged_count} unchanged, ${done.refused_count} refused`,
    );
    const expected = pass === 'first' ? done.created_count === COUNT : done.unchanged_count === COUNT;
    if (!expected) throw new Error(`unexpected counts on the ${pass} pass`);
  }
} finally {
  await database.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Reads the config, opens and migrates the database, seeds the demo company once, serves. */
import path from 'node:path';
import { readConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_USERS, isSeeded, seedDemo } from './db/seed/demo-seed.ts';
import { DEMO_CANDIDATES } from './db/seed/demo-requisitions.ts';
import { hasAssessmentContent, seedAssessmentContent } from './db/seed/assessment-content.ts';
import { seedCareerPathwaysContent } from './db/seed/career-pathways-content.ts';
import { buildApp } from './app.ts';
import { describeSmtpUrl } from './integrations/mail-delivery.ts';
import { pruneOldCounters } from './http/rate-limit.ts';
import { sweepOrphanFiles, sweepOrphanResumeFiles } from './modules/resume/resume-file.ts';
import { allStoredPaths } from './modules/resume/resume.store.ts';
import { sweepAnswerFiles } from './modules/screening-questions/screening-files.service.ts';
import { allDocumentPaths } from './modules/applicant-documents/applicant-documents.store.ts';
import { DOCUMENTS_DIR } from './modules/applicant-documents/document-file.ts';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
);
await migrateToLatest(database.db);
if (!(await hasAssessmentContent(database.db))) await seedAssessmentContent(database.db);
let seededNow = false;
if (config.seedDemo && !(await isSeeded(database.db))) {
  await seedDemo(database.db);
  seededNow = true;
}
// After the demo (which seeds it last, so no earlier seeded id moves); a no-op once present.
await seedCareerPathwaysContent(database.db);

await pruneOldCounters(database.db);
await sweepOrphanResumeFiles(config.dataDir, await allStoredPaths(database.db));
await sweepAnswerFiles(database.db, config.dataDir);
await sweepOrphanFiles(config.dataDir, DOCUMENTS_DIR, await allDocumentPaths(database.db));
const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
await app.listen({ port: config.port, host: config.host });

const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL at DATABASE_URL';
const lines = [
  '',
  `  Assay is running: open ${config.tls ? 'https' : 'http'}://localhost:${config.port}`,
  `  Database: ${where}${seededNow ? ' (demo company created)' : ''}`,
  config.smtpUrl ? `  Mail: sent through SMTP ${describeSmtpUrl(config.smtpUrl)}` : '  Mail: kept in the outbox (SMTP_URL not set)',
];
if (config.seedDemo) {
  lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const user of [...DEMO_USERS, ...DEMO_CANDIDATES]) lines.push(`    ${user.email.padEnd(32)} ${user.what}`);
}
lines.push('  Press Ctrl-C to stop.', '');
console.log(lines.join('\n'));

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal} received, stopping Assay…`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

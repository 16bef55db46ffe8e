/**
 * What happens once per start, before any request is served: open the database, run its
 * migrations, seed the content (and the demo company once, when asked), and sweep files no row
 * points at any more. With several server processes only the first (the cluster's primary) does
 * this, so no two processes migrate or seed at once.
 */
import path from 'node:path';
import type { Config } from '../config.ts';
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.ts';
import { isSeeded, seedDemo } from '../demo/seed-demo.ts';
import { hasAssessmentContent, seedAssessmentContent } from '../db/seed/assessment-content.ts';
import { seedCareerPathwaysContent } from '../db/seed/career-pathways-content.ts';
import { pruneOldCounters } from '../http/rate-limit.ts';
import { allStoredPaths, sweepOrphanFiles, sweepOrphanResumeFiles } from '../modules/resume/index.ts';
import { sweepAnswerFiles } from '../modules/screening-questions/index.ts';
import { allDocumentPaths, DOCUMENTS_DIR } from '../modules/applicant-documents/index.ts';
import { createFileStorage } from '../storage/file-storage.ts';
import { prepareSealedSecrets, type PreparedSecrets } from '../secrets/prepare-secrets.ts';

export function openConfiguredDatabase(config: Config): Promise<OpenDatabase> {
  return openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
}

export async function prepareDatabase(
  config: Config,
): Promise<{ database: OpenDatabase; seededNow: boolean; secrets: PreparedSecrets }> {
  const database = await openConfiguredDatabase(config);
  const { db } = database;
  await migrateToLatest(db);
  const secrets = await prepareSealedSecrets(db, process.env, config.dataDir);
  if (!(await hasAssessmentContent(db))) await seedAssessmentContent(db);
  let seededNow = false;
  const files = createFileStorage(config);
  if (config.seedDemo && !(await isSeeded(db))) {
    await seedDemo(db, { files, publicUrl: config.publicUrl });
    seededNow = true;
  }
  // After the demo (which seeds it last, so no earlier seeded id moves); a no-op once present.
  await seedCareerPathwaysContent(db);

  await pruneOldCounters(db);
  await sweepOrphanResumeFiles(files, await allStoredPaths(db));
  await sweepAnswerFiles(db, files);
  await sweepOrphanFiles(files, DOCUMENTS_DIR, await allDocumentPaths(db));
  return { database, seededNow, secrets };
}

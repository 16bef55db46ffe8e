/**
 * Reads the config, prepares the database once (migrations, seeds, file sweeps), then serves: from
 * this one process, or on PostgreSQL from several worker processes sharing the port (node:cluster),
 * which this process starts, restarts if one dies, and stops gracefully on SIGINT or SIGTERM.
 */
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { readConfig, type Config } from './config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-seed.ts';
import { DEMO_CANDIDATES } from './db/seed/demo-requisitions.ts';
import { describeSmtpUrl } from './integrations/mail-delivery.ts';
import { printPlatformMailTo } from './integrations/mail.ts';
import { acceptBackupRequests } from './operations/backup-requests.ts';
import { createFileStorage, filesElsewhere } from './storage/file-storage.ts';
import { S3FileStorage } from './storage/s3-storage.ts';
import { openConfiguredDatabase, prepareDatabase } from './startup/prepare-database.ts';
import type { PreparedSecrets } from './secrets/prepare-secrets.ts';
import { planProcesses } from './startup/process-count.ts';
import { serve, stopOnSignals } from './startup/serve.ts';

const RESTART_DELAY_MS = 1_000;
const config = readConfig();
// No one delivers mail without SMTP_URL: the platform's own (a sign-up code) is printed here instead.
if (!config.smtpUrl) printPlatformMailTo(console.log);

if (cluster.isPrimary) await runPrimary(config);
else await runWorker(config);

async function runPrimary(config: Config): Promise<void> {
  const plan = planProcesses({
    webConcurrency: process.env.WEB_CONCURRENCY,
    usesPostgres: config.databaseUrl !== undefined,
    cores: os.availableParallelism(),
  });
  const { database, seededNow, secrets } = await prepareDatabase(config);
  if (plan.count === 1) {
    const server = await serve(config, database);
    const stopBackups = database.pglite
      ? acceptBackupRequests(database.pglite, config.dataDir, filesElsewhere(config))
      : () => {};
    printBanner(config, { kind: database.kind, seededNow, secrets, processes: 1, note: plan.note });
    stopOnSignals(async () => {
      stopBackups();
      await server.stop();
    }, console.log);
    return;
  }
  await database.close();
  await startWorkers(plan.count);
  printBanner(config, { kind: database.kind, seededNow, secrets, processes: plan.count });
}

async function runWorker(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);
  const server = await serve(config, database);
  stopOnSignals(() => server.stop());
}

/** Forks `count` workers and resolves once each listens; a worker that dies is replaced, until a stop. */
async function startWorkers(count: number): Promise<void> {
  let stopping = false;
  const listening = new Set<number>();
  await new Promise<void>((resolve) => {
    cluster.on('listening', (worker) => {
      listening.add(worker.id);
      if (listening.size === count) resolve();
    });
    for (let i = 0; i < count; i++) cluster.fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `  A server process (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting another.`,
    );
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS);
  });
  stopOnSignals(async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }, console.log);
}

function printBanner(
  config: Config,
  started: {
    kind: 'pglite' | 'postgres';
    seededNow: boolean;
    secrets: PreparedSecrets;
    processes: number;
    note?: string;
  },
): void {
  const where =
    started.kind === 'pglite'
      ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pglite')}`
      : 'PostgreSQL at DATABASE_URL';
  const lines = [
    '',
    `  Assay is running: open ${config.tls ? 'https' : 'http'}://localhost:${config.port}`,
    `  Database: ${where}${started.seededNow ? ' (demo company created)' : ''}`,
    `  Server processes: ${started.processes}${started.note ? ` (${started.note})` : ''}`,
    `  Files: ${createFileStorage(config).description}${config.s3 ? '' : ' (S3_BUCKET not set)'}`,
    config.smtpUrl
      ? `  Mail: sent through SMTP ${describeSmtpUrl(config.smtpUrl)}`
      : '  Mail: kept in the outbox (SMTP_URL not set); sign-up codes and password resets are printed here',
    secretsLine(started.secrets),
  ];
  if (config.seedDemo) {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const user of [...DEMO_USERS, ...DEMO_CANDIDATES]) lines.push(`    ${user.email.padEnd(32)} ${user.what}`);
  }
  lines.push('  Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
  void warnWithoutDownloadCors(config);
}

function secretsLine(secrets: PreparedSecrets): string {
  const sealed = secrets.sealedNow ? ` (${secrets.sealedNow} stored in clear sealed now)` : '';
  if (!secrets.keyFile) return `  Secrets key: ASSAY_SECRETS_KEY${sealed}`;
  if (!secrets.created) return `  Secrets key: ${secrets.keyFile}${sealed}`;
  return `  Secrets key: made ${secrets.keyFile}; keep a copy apart from the database and its backups (docs/deploying.md)${sealed}`;
}

/** Says at start when the bucket would refuse the browser the data-export download. */
async function warnWithoutDownloadCors(config: Config): Promise<void> {
  const storage = createFileStorage(config);
  if (!(storage instanceof S3FileStorage)) return;
  const check = await storage.checkDownloadCors(new URL(config.publicUrl).origin);
  if (!check.ok)
    console.warn(
      `  Warning: ${check.detail}: "Download my data" will fail in the browser (docs/deploying.md, Object storage).`,
    );
}

/**
 * Sending 10,000 queued mails to a local SMTP server: a migrated embedded
 * PGlite in memory, COUNT mails queued through the mail module (both parts, footer), then the
 * send-mail job run exactly as the worker runs it (its runs of at most a minute chained by the
 * job queue) over one pooled SMTP connection, with the sender rate set out of the way. The SMTP
 * server runs in this process and only counts what arrives, so the memory figure includes it.
 *
 *   node --import tsx bench/mail-delivery.ts
 *   COUNT=2000 node --import tsx bench/mail-delivery.ts
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { drainJobs } from '../server/jobs/queue.ts';
import { SEND_MAIL_JOB, sendMailHandler } from '../server/integrations/send-mail.ts';
import { queueMail } from '../server/integrations/mail.ts';
import { createMailTransport } from '../server/integrations/mail-delivery.ts';

const COUNT = Number(process.env.COUNT ?? 10_000);
const BATCH = 500;

let arrived = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 200,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      arrived++;
      callback();
    });
    stream.resume();
  },
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const port = (server.server.address() as AddressInfo).port;

const database = await openDatabase({});
await migrateToLatest(database.db);
const db = database.db;

const queuedAt = performance.now();
for (let i = 0; i < COUNT; i += BATCH) {
  await queueMail(
    db,
    Array.from({ length: Math.min(BATCH, COUNT - i) }, (_, j) => ({
      to: `applicant${i + j}@example.com`,
      subject: `Next steps ${i + j}`,
      text: `Hello,\n\nThank you for applying. Please book an interview: https://assay.example/book?ref=${i + j}\n\nThe hiring team`,
      purpose: { reason: 'password_reset' as const },
    })),
  );
}
const queueSeconds = (performance.now() - queuedAt) / 1000;

let peakRss = process.memoryUsage().rss;
let peakHeap = process.memoryUsage().heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 100);

const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
const started = performance.now();
const runs = await drainJobs(db, {
  [SEND_MAIL_JOB]: sendMailHandler(transport, { from: 'no-reply@assay.example', ratePerMinute: 1_000_000 }),
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const statuses = await db
  .selectFrom('mail_outbox')
  .select(({ fn }) => ['status', fn.countAll<number>().as('n')])
  .groupBy('status')
  .execute();
transport.close();
await new Promise<void>((resolve) => server.close(() => resolve()));
await database.close();

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
console.log(
  JSON.stringify(
    {
      mails: COUNT,
      arrived,
      statuses: Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)])),
      queue_seconds: Math.round(queueSeconds * 10) / 10,
      send_seconds: Math.round(seconds * 10) / 10,
      mails_per_second: Math.round(COUNT / seconds),
      job_runs: runs,
      peak_rss_mb: mb(peakRss),
      peak_heap_mb: mb(peakHeap),
      node: process.version,
    },
    null,
    2,
  ),
);

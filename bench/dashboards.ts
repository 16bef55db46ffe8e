/**
 * p50/p95 of each dashboard's report (one request runs all of that dashboard's queries) on data
 * from bench/generate-data.ts, for the company with the most applications, over all its dates.
 *
 * Each run requests every report once, in turn; "all dashboards" is the sum of one run.
 *
 *   node --import tsx bench/dashboards.ts                       # scales 0.01, 0.1 and 1 on PGlite
 *   node --import tsx bench/dashboards.ts --scales 0.1 --runs 20
 *   node --import tsx bench/dashboards.ts --database postgres   # a fresh database on BENCH_POSTGRES_URL's server
 *   node --import tsx bench/dashboards.ts --database postgres --scales 1 --keep   # leave the database for EXPLAIN
 *   ... --pg-name other_name                                   # another database name, so two runs can be kept
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { readConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { createTokenSigner } from '../server/http/auth-context.ts';
import { loadOrCreateSecret } from '../server/http/server-secret.ts';
import { refreshDashboardSummaries } from '../server/modules/analytics/index.ts';
import { generate } from './generate-data.ts';

// The server's own keys are sealed at rest (D272): this bench's fresh database uses a key of its own.
process.env.ASSAY_SECRETS_KEY ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const SCALES = (arg('scales') ?? '0.01,0.1,1').split(',').map(Number);
const RUNS = Number(arg('runs') ?? 20);
const RESULTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
const ENGINE = arg('database') === 'postgres' ? 'postgres' : 'pglite';
const PG_ADMIN = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_NAME = arg('pg-name') ?? 'assay_bench_dashboards';
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const REPORTS = [
  'applicant-overview',
  'funnel',
  'time-to-hire',
  'source-effectiveness',
  'hiring-process-fidelity',
  'attributes',
  'eeoc',
  'interview-overview',
  'interviewers',
  'screening-questions',
  'language-assessment',
  'interview-questions',
  'turnover',
  'performance',
  'hiring-classes',
];
// The requisition dashboards (/smartreq-detail/dashboard/*), for the company's requisition with the most applications.
const JOB_REPORTS = [
  'overview',
  'funnel',
  'time-to-hire',
  'source-effectiveness',
  'hiring-process-fidelity',
  'interviews',
  'interviewers',
  'language-assessment',
];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty database of the chosen engine, and how to remove it. */
async function freshDatabase() {
  if (ENGINE === 'postgres') {
    await adminQuery(`drop database if exists ${PG_NAME} with (force)`);
    await adminQuery(`create database ${PG_NAME}`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${PG_NAME}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return { database, remove: () => adminQuery(`drop database if exists ${PG_NAME} with (force)`) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-bench-dash-'));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  return { database, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const lines: string[] = [`dashboard reports, ${ENGINE}, ${RUNS} runs each, ${new Date().toISOString()}`];
  for (const scale of SCALES) {
    const { database, remove } = await freshDatabase();
    try {
      const sizes = await generate(database.db, scale);
      // The summary tables' first build (decisions D143, D157): what the refresh job does after a bulk load, in batches.
      const r0 = performance.now();
      const recounted = await refreshDashboardSummaries(database.db, Infinity);
      const refreshMs = performance.now() - r0;
      const top = await sql<{
        account_id: number;
        n: string;
      }>`select account_id, count(*) as n from user_trackers group by 1 order by 2 desc limit 1`.execute(database.db);
      const { account_id: accountId, n } = top.rows[0]!;
      const staff = await sql<{ user_id: number; role_id: number }>`
        select ur.user_id, r.role_id from user_roles ur join roles r on r.role_id = ur.role_id where r.account_id = ${accountId} order by ur.user_id limit 1`.execute(
        database.db,
      );
      const { user_id: viewerId, role_id: roleId } = staff.rows[0]!;
      await sql`update roles set company_dashboard_access = true, full_access = true where role_id = ${roleId}`.execute(
        database.db,
      );
      const topJob = await sql<{
        job_id: number;
        n: string;
      }>`select job_id, count(*) as n from user_trackers where account_id = ${accountId} group by 1 order by 2 desc limit 1`.execute(
        database.db,
      );
      const { job_id: jobId, n: jobApplications } = topJob.rows[0]!;
      // Company Overview is the provider's: a provider admin reads it, across every company.
      const admin = await sql<{
        user_id: number;
      }>`update users set is_jf_admin = true where user_id = (select min(user_id) from users where user_id <> ${viewerId}) returning user_id`.execute(
        database.db,
      );
      await sql`insert into account_preferences (account_id, keyname, value) values (${accountId}, 'EEOC_DASHBOARD', '1') on conflict do nothing`.execute(
        database.db,
      );
      const config = {
        ...readConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000', JOB_WORKER: '0' }),
        staticDir: undefined,
      };
      const app = await buildApp({ db: database.db, config });
      await app.ready();
      const signer = createTokenSigner(await loadOrCreateSecret(database.db, 'jwt_secret'), 3600);
      const token = await signer.sign(viewerId);
      const adminToken = await signer.sign(admin.rows[0]!.user_id);
      lines.push(
        '',
        `scale ${scale}: ${JSON.stringify(sizes)}; largest company ${n} applications, its largest requisition ${jobApplications}; summaries built in ${refreshMs.toFixed(0)} ms (${recounted} applications)`,
      );
      lines.push(`  load average before the runs: ${loadAverage()}`);
      const range = 'from_date=2000-01-01&to_date=2100-12-31';
      const groups = [
        {
          total: 'all dashboards',
          reports: REPORTS.map((r) => ({
            name: r,
            url: `/api/report/v1/account/${accountId}/${r}/?${range}`,
            bearer: token,
          })),
        },
        {
          total: 'all requisition dashboards',
          reports: JOB_REPORTS.map((r) => ({
            name: `requisition ${r}`,
            url: `/api/report/v1/smartreq/${jobId}/${r}/?${range}`,
            bearer: token,
          })),
        },
        {
          total: '',
          reports: [
            {
              name: 'company-overview (provider)',
              url: `/api/report/v1/company-overview/?${range}`,
              bearer: adminToken,
            },
          ],
        },
      ];
      const times = new Map<string, number[]>();
      const totals = new Map<string, number[]>();
      for (let i = 0; i < RUNS + 3; i++) {
        for (const group of groups) {
          let total = 0;
          for (const report of group.reports) {
            const t0 = performance.now();
            const res = await app.inject({
              method: 'GET',
              url: report.url,
              headers: { authorization: `Bearer ${report.bearer}` },
            });
            const ms = performance.now() - t0;
            if (res.statusCode !== 200) throw new Error(`${report.url}: ${res.statusCode} ${res.body}`);
            total += ms;
            if (i >= 3) times.set(report.name, [...(times.get(report.name) ?? []), ms]);
          }
          if (i >= 3 && group.total) totals.set(group.total, [...(totals.get(group.total) ?? []), total]);
        }
      }
      lines.push(`  load average after the runs: ${loadAverage()}`);
      for (const [report, list] of [...times.entries(), ...totals.entries()]) {
        const sorted = [...list].sort((a, b) => a - b);
        lines.push(
          `  ${report.padEnd(38)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms`,
        );
        console.log(lines.at(-1));
      }
      // One application changes: the next run recounts it alone (decision D157).
      await sql`update user_trackers set is_new = not is_new where ref_id = (select ref_id from user_trackers where account_id = ${accountId} limit 1)`.execute(
        database.db,
      );
      const r1 = performance.now();
      await refreshDashboardSummaries(database.db, Infinity);
      lines.push(`  refresh after one changed application: ${(performance.now() - r1).toFixed(0)} ms`);
      console.log(lines.at(-1));
      // A busy minute across the companies: 100 applications change status, 100 complete an activity.
      await sql`update user_trackers set status = case when status = 'active' then 'rejected' else 'active' end
        where ref_id in (select ref_id from user_trackers order by md5(ref_id::text) limit 100)`.execute(database.db);
      await sql`update user_step_activities set is_completed = true, completed_at = now()
        where (ref_id, job_step_activity_id) in (select ref_id, job_step_activity_id from user_step_activities where not is_completed order by md5(ref_id::text) limit 100)`.execute(
        database.db,
      );
      const r2 = performance.now();
      const minute = await refreshDashboardSummaries(database.db, Infinity);
      lines.push(
        `  refresh after a minute of changes (${minute} applications): ${(performance.now() - r2).toFixed(0)} ms`,
      );
      console.log(lines.at(-1));
      await app.close();
    } finally {
      await database.close();
      if (!process.argv.includes('--keep')) await remove();
    }
  }
  const text = lines.join('\n') + '\n';
  // Appended: the file keeps every run, the newest last.
  fs.appendFileSync(path.join(RESULTS, `dashboards-${ENGINE}.txt`), `\n${text}`);
  console.log(text);
}

await main();

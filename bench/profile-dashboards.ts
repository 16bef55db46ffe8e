/**
 * p50/p95 of the job-profile dashboards (D142) at 100,000 participants of one profile: the six
 * boards (GET /job/v1/profiles/{jobId}/dashboards/{board}/) and the turnover and performance
 * correlations, through the real app (Fastify inject, auth and validation included). Each
 * participant has three attribute scores, a performance rating (if still employed) and two
 * satisfaction answers; activity, interviewer, interview and resume boards find no hired-from
 * application or experience and measure the cost of their query over the participants alone.
 *
 *   node --import tsx bench/profile-dashboards.ts                    # PGlite, 100,000 participants
 *   node --import tsx bench/profile-dashboards.ts --people 10000 --runs 10
 *   DATABASE_URL=postgres://.../postgres node --import tsx bench/profile-dashboards.ts   # a scratch database
 *   --label before                 # writes bench/results/profile-dashboards-<kind>-before.txt; each line carries the load average
 *   --no-live                      # skip the pass over the live tables before the summary refresh
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PROFILE_BOARDS } from '../contracts/job-profile-dashboards.ts';
import { readConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import { createTokenSigner } from '../server/http/auth-context.ts';
import { loadOrCreateSecret } from '../server/http/server-secret.ts';
import { generate } from './generate-data.ts';
import { refreshProfileSummaries } from '../server/modules/job-profiles/index.ts';
import { scratchDatabase, timingStats } from './support/scratch-database.ts';

// The server's own keys are sealed at rest (D272): this bench's fresh database uses a key of its own.
process.env.ASSAY_SECRETS_KEY ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const PEOPLE = Number(arg('people') ?? 100_000);
const RUNS = Number(arg('runs') ?? 10);
const RESULTS = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
const LABEL = arg('label');
const LIVE = !process.argv.includes('--no-live');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const database = await scratchDatabase('profile_dashboards', { onDisk: true });
  try {
    const db = database.db;
    await generate(db, 0.01);
    const staff = await sql<{ user_id: number; role_id: number; account_id: number }>`
      select ur.user_id, r.role_id, r.account_id from user_roles ur join roles r on r.role_id = ur.role_id order by ur.user_id limit 1`.execute(
      db,
    );
    const { user_id: viewerId, role_id: roleId, account_id: accountId } = staff.rows[0]!;
    await sql`update roles set job_profile_access = true where role_id = ${roleId}`.execute(db);
    const started = performance.now();
    const job = await sql<{
      job_id: number;
    }>`insert into jobs (uuid, account_id, job_type_id, title, tracker_title, is_draft, is_accepting_applications)
      values (${randomUUID()}, ${accountId}, 1, 'Bench profile', 'Bench profile', true, false) returning job_id`.execute(
      db,
    );
    const jobId = job.rows[0]!.job_id;
    await sql`insert into employees (account_id, first_name, last_name, email, job_title, start_date, end_date, separation_type, job_profile_id, updated_at)
      select ${accountId}, 'Bench', 'Person ' || g, 'bench.person.' || g || '@bench.test', 'Bench profile', date '2020-01-01' + (g % 1500),
        case when g % 4 = 0 then date '2024-01-01' + (g % 300) end, case when g % 4 = 0 then 'voluntary' end, ${jobId}, now()
      from generate_series(1, ${PEOPLE}) g`.execute(db);
    await sql`insert into employee_attribute_scores (employee_id, attribute_type_id, score, measured_at)
      select e.employee_id, t.attribute_type_id, (e.employee_id * 37 + t.attribute_type_id * 11) % 101, e.start_date
      from employees e cross join (select attribute_type_id from attribute_types where account_id is null and category = 'personality' and code in ('C', 'A', 'E')) t
      where e.job_profile_id = ${jobId}`.execute(db);
    await sql`insert into employee_outcome_values (employee_id, outcome, value, measured_at)
      select e.employee_id, 'performance_rating', 1 + e.employee_id % 5, date '2025-06-30' from employees e where e.job_profile_id = ${jobId} and e.end_date is null
      union all
      select e.employee_id, 'satisfaction', 1 + (e.employee_id * 7 + d.n) % 5, d.day
      from employees e cross join (values (0, date '2025-06-30'), (1, date '2025-12-31')) d(n, day) where e.job_profile_id = ${jobId}`.execute(
      db,
    );
    await sql`analyze`.execute(db);
    const rows = await sql<{
      n: string;
    }>`select count(*) as n from employee_outcome_values v join employees e on e.employee_id = v.employee_id where e.job_profile_id = ${jobId}`.execute(
      db,
    );
    const lines = [
      `job-profile dashboards, ${kind}, ${PEOPLE} participants (${rows.rows[0]!.n} outcome rows, ${PEOPLE * 3} attribute scores, built in ${((performance.now() - started) / 1000).toFixed(1)} s), ${RUNS} runs each, ${new Date().toISOString()}`,
    ];
    // No job worker: the summary refresh runs once, between the live and the summarised passes.
    const config = {
      ...readConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000', JOB_WORKER: '0' }),
      staticDir: undefined,
    };
    const app = await buildApp({ db, config });
    await app.ready();
    const token = await createTokenSigner(await loadOrCreateSecret(db, 'jwt_secret'), 3600).sign(viewerId);
    const urls: [string, string][] = [
      ...PROFILE_BOARDS.map((b): [string, string] => [b, `/api/job/v1/profiles/${jobId}/dashboards/${b}/`]),
      ['turnover', `/api/job/v1/profiles/${jobId}/correlations/?outcome=turnover`],
      ['performance', `/api/job/v1/profiles/${jobId}/correlations/?outcome=performance`],
    ];
    const measure = async (urls: [string, string][]) => {
      for (const [name, url] of urls) {
        const times: number[] = [];
        for (let i = 0; i < RUNS + 1; i++) {
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (i > 0) times.push(ms);
        }
        const stats = timingStats(times);
        lines.push(
          `  ${name.padEnd(14)} p50 ${stats.median_ms.toFixed(1)} ms  p95 ${stats.p95_ms.toFixed(1)} ms  (load average ${load()})`,
        );
        console.log(lines.at(-1));
      }
    };
    // Before the profile's first refresh the boards read the live tables; then from its summary (D164).
    lines.push('live (before the first summary refresh):');
    await measure(urls.slice(0, LIVE ? urls.length : 0));
    const t1 = performance.now();
    const profiles = await refreshProfileSummaries(db, Infinity);
    lines.push(
      `summary refresh: ${profiles} profile(s) in ${((performance.now() - t1) / 1000).toFixed(1)} s (load average ${load()})`,
      'from the summary:',
    );
    console.log(lines.at(-2));
    await measure(urls);
    await app.close();
    const text = lines.join('\n') + '\n';
    fs.writeFileSync(path.join(RESULTS, `profile-dashboards-${kind}${LABEL ? `-${LABEL}` : ''}.txt`), text);
    console.log(text);
  } finally {
    await database.close();
    await database.drop();
  }
}

await main();
